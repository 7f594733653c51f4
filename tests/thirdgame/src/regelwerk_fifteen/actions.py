"""The two actions of Fifteen (FT-4.1): draw the top card of the pile, or stand.

Their notation is their log notation (``fifteen/1``): ``"draw"`` and ``"stand"``.
"""

from __future__ import annotations

import enum

from regelwerk.errors import NotationError, lookup_notation

__all__ = ["Action", "action_from_json", "parse_action"]


class Action(enum.Enum):
    """Draw a card, or stand and keep the hand (FT-4.1).

    >>> Action.parse("stand"), str(Action.DRAW)
    (Action.STAND, 'draw')
    """

    DRAW = "draw"
    STAND = "stand"

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action written ``text``; :class:`NotationError` naming the text if none."""
        return lookup_notation(_BY_NAME, text, "action")

    def to_json(self) -> str:
        return self.value

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Action.{self.name}"


_BY_NAME = {action.value: action for action in Action}


def parse_action(text: str) -> Action:
    """``"draw"`` or ``"stand"``, as :meth:`Action.parse`."""
    return Action.parse(text)


def action_from_json(value: object) -> Action:
    """The action of a log's ``actions`` entry (:class:`NotationError` for anything else)."""
    if not isinstance(value, str):
        raise NotationError("action", repr(value))
    return Action.parse(value)
