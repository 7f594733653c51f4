"""The two actions of Fifteen (FT-4.1): draw the top card of the pile, or stand.

Their notation is their log notation (``fifteen/1``): ``"draw"`` and ``"stand"``; parsing
and the JSON form are regelwerk's, for every game whose actions are words.
"""

from __future__ import annotations

from regelwerk.notation import WordAction

__all__ = ["Action", "action_from_json", "parse_action"]


class Action(WordAction):
    """Draw a card, or stand and keep the hand (FT-4.1).

    >>> Action.parse("stand"), str(Action.DRAW)
    (Action.STAND, 'draw')
    """

    DRAW = "draw"
    STAND = "stand"


parse_action = Action.parse
"""``"draw"`` or ``"stand"``, as :meth:`Action.parse`."""
action_from_json = Action.from_json
"""The action of a log's ``actions`` entry (:class:`NotationError` for anything else)."""
