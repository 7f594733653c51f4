"""A plain No Return player for simulations: no strong player, only a plausible one, so that
simulated games look like games."""

from __future__ import annotations

import random

from regelwerk.errors import ArgumentTypeError, SeatError
from regelwerk.noreturn.actions import Action, Clear, Exchange, Play, SetAside
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import Phase, State

__all__ = ["greedy"]

_LATE_BAG = 36  # tiles left in the bag when the greedy player turns to scoring
_FULL_ROWS = 40  # or the sum in its rows at which it does


def greedy(state: State, rng: random.Random) -> Action:
    """Rules of thumb: play the highest tiles, then clear the highest rows."""
    if type(state) is not State:
        raise ArgumentTypeError("state", state, GAME.title)
    seat = state.seats[state.to_act or 0]
    actions = list(state.legal_actions())
    if not actions:
        raise SeatError()  # the game is over: no action to pick
    if isinstance(actions[0], SetAside):
        return SetAside(())  # keeps its hand: a plain player does not gamble on the bag
    in_two = seat.phase is Phase.TWO
    in_rows = sum(tile.value for row in seat.rows for tile in row)
    scoring = in_two or len(state.bag) <= _LATE_BAG or in_rows >= _FULL_ROWS
    clears = [a for a in actions if isinstance(a, Clear)]
    if scoring and clears:
        return max(
            clears,
            key=lambda a: 2 * sum(t.value for t in a.tiles) - sum(t.value for t in a.pay),
        )
    plays = [a for a in actions if isinstance(a, Play)]
    if not scoring and plays:
        return max(plays, key=lambda a: (sum(t.value for t in a.tiles), len(a.tiles)))
    exchanges = [
        a for a in actions if isinstance(a, Exchange) and a.phase2 == (scoring and not in_two)
    ]
    if not exchanges:
        exchanges = [a for a in actions if isinstance(a, Exchange)]
    if exchanges and in_two and not any(seat.rows):
        # Nothing left to clear and no way back to the rows: hasten the end of the game.
        return min(exchanges, key=lambda a: (-len(a.tiles), sum(t.value for t in a.tiles)))
    if exchanges:  # give away low tiles: they neither score nor pay much
        return min(exchanges, key=lambda a: sum(t.value for t in a.tiles) - 3 * len(a.tiles))
    return actions[0] if plays == [] else plays[0]
