"""No Thanks! (NT rules of RULES.md): cards, actions, options, states, views and scoring.

>>> from regelwerk.nothanks import Action, State
>>> state = State.new(players=3, seed=7)
>>> state.to_act, state.face_up is not None, state.pile_left
(0, True, 23)
>>> state.play(Action.PASS).chips
(10, 11, 11)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regelwerk.game import Chance, GameInfo, Information, imported_when_asked
from regelwerk.nothanks.actions import Action, action_from_json, parse_action
from regelwerk.nothanks.cards import CARDS, HIGHEST, LOWEST, Card, format_cards, parse_cards
from regelwerk.nothanks.components import (
    CARD_COUNT,
    CHIPS_PER_PLAYER,
    DEALT_PER_SEAT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PILE_SIZE,
    REMOVED_COUNT,
    TOTAL_CHIPS,
)
from regelwerk.nothanks.options import Options
from regelwerk.nothanks.scoring import card_points, results
from regelwerk.nothanks.state import State

if TYPE_CHECKING:
    from regelwerk.nothanks.view import View

__all__ = [
    "CARDS",
    "CARD_COUNT",
    "CHIPS_PER_PLAYER",
    "DEALT_PER_SEAT",
    "GAME",
    "HIGHEST",
    "LOWEST",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PILE_SIZE",
    "REMOVED_COUNT",
    "TOTAL_CHIPS",
    "Action",
    "Card",
    "Options",
    "State",
    "View",
    "action_from_json",
    "card_points",
    "format_cards",
    "parse_action",
    "parse_cards",
    "results",
]

GAME: Final = GameInfo(
    name="no-thanks",
    title="No Thanks!",
    log_format="no-thanks/1",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    chance=Chance.EXPLICIT,  # the shuffled pile and the removed cards, fixed at setup
    information=Information.IMPERFECT,  # chips may be secret (NT-3.2); pile, removed unseen
    lower_score_wins=True,
)


# The view (and regelwerk.knowledge with it) is imported when first asked for: a command
# that checks logs, as every command that loads the game, asks for none.
__getattr__ = imported_when_asked(__name__, {"View": ("regelwerk.nothanks.view", "View")})
