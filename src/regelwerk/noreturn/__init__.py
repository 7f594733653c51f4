"""No Return: tiles in six colours, rows that only descend, and no way back from phase 2.

>>> from regelwerk.noreturn import State, parse_action
>>> state = State.new(players=3, seed=7)
>>> state.stage, state.to_act, len(state.seats[0].hand)
(<Stage.SETUP: 'setup'>, 0, 8)
>>> state = state.play(parse_action("set-aside"))  # seat 0 keeps its hand
>>> state.legal_actions().count() > 0
True
"""

from typing import TYPE_CHECKING

from regelwerk.game import imported_when_asked
from regelwerk.noreturn.actions import (
    Action,
    Clear,
    Exchange,
    Pass,
    Play,
    SetAside,
    TurnAction,
    action_from_json,
    parse_action,
)
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import HAND_SIZE, Phase, SeatState, Stage, State
from regelwerk.noreturn.tiles import KINDS, TILESET, Colour, Tile, format_tiles, parse_tiles

if TYPE_CHECKING:
    from regelwerk.noreturn.view import View

__all__ = [
    "GAME",
    "HAND_SIZE",
    "KINDS",
    "TILESET",
    "Action",
    "Clear",
    "Colour",
    "Exchange",
    "Options",
    "Pass",
    "Phase",
    "Play",
    "SeatState",
    "SetAside",
    "Stage",
    "State",
    "Tile",
    "TurnAction",
    "View",
    "action_from_json",
    "format_tiles",
    "parse_action",
    "parse_tiles",
]


# The view (and regelwerk.knowledge with it) is imported when first asked for: a command
# that checks logs, as every command that loads the game, asks for none.
__getattr__ = imported_when_asked(__name__, {"View": ("regelwerk.noreturn.view", "View")})
