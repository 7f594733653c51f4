"""The two actions of No Thanks! (NT-4.2): take the face-up card, or pass with a chip.

An action is a member of :class:`Action`; its notation is its log notation (LOG-FORMAT.md,
``no-thanks/1``): ``"take"`` and ``"pass"``.  It is a plain :class:`enum.Enum`, not a
string enum, so that ``"take" == Action.TAKE`` stays false and strings never pass for
actions by accident; :meth:`Action.parse` and :func:`action_from_json` convert.
"""

from __future__ import annotations

import enum
from typing import Any

from regelwerk.errors import NotationError, lookup_notation

__all__ = ["Action", "action_from_json", "parse_action"]


class Action(enum.Enum):
    """Take the face-up card with its chips, or refuse it by paying a chip (NT-4.2).

    >>> Action.parse("pass")
    Action.PASS
    >>> str(Action.TAKE), Action.TAKE.to_json()
    ('take', 'take')
    """

    TAKE = "take"
    PASS = "pass"

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action written ``text``; raises :class:`NotationError` naming the text."""
        return lookup_notation(_BY_NAME, text, "action")

    def uci(self) -> str:  # the python-chess name for "the notation", as in No Return
        """The action's notation (``take``, ``pass``), as python-chess names it."""
        return self.value

    def to_json(self) -> str:
        """The action as a ``no-thanks/1`` log records it."""
        return self.value

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Action.{self.name}"


_BY_NAME = {action.value: action for action in Action}


def parse_action(text: str) -> Action:
    """Parse ``"take"`` or ``"pass"``, as :meth:`Action.parse`."""
    return Action.parse(text)


def action_from_json(value: Any) -> Action:
    """The action of a log's ``actions`` entry; anything but ``"take"``/``"pass"`` raises
    :class:`NotationError` (the log reader reports it as LOG-SCHEMA with its pointer).
    """
    if not isinstance(value, str):
        raise NotationError("action", value)
    return Action.parse(value)
