"""The two actions of No Thanks! (NT-4.2): take the face-up card, or pass with a chip.

An action is a member of :class:`Action`; its notation is its log notation (LOG-FORMAT.md,
``no-thanks/1``): ``"take"`` and ``"pass"``.  It is a plain :class:`enum.Enum`, not a
string enum (a :class:`~regelwerk.notation.WordAction`), so that ``"take" == Action.TAKE``
stays false and strings never pass for actions by accident; :meth:`Action.parse` and
:func:`action_from_json` convert.
"""

from __future__ import annotations

from typing import Any

from regelwerk.notation import WordAction

__all__ = ["Action", "action_from_json", "parse_action"]


class Action(WordAction):
    """Take the face-up card with its chips, or refuse it by paying a chip (NT-4.2).

    >>> Action.parse("pass")
    Action.PASS
    >>> str(Action.TAKE), Action.TAKE.to_json()
    ('take', 'take')
    """

    TAKE = "take"
    PASS = "pass"

    def uci(self) -> str:  # the python-chess name for "the notation", as in No Return
        """The action's notation (``take``, ``pass``), as python-chess names it."""
        return str(self)


def parse_action(text: str) -> Action:
    """Parse ``"take"`` or ``"pass"``, as :meth:`Action.parse`."""
    return Action.parse(text)


def action_from_json(value: Any) -> Action:
    """The action of a log's ``actions`` entry; anything but ``"take"``/``"pass"`` raises
    :class:`NotationError` (the log reader reports it as LOG-SCHEMA with its pointer).
    """
    return Action.from_json(value)
