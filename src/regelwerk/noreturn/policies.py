"""A plain No Return player for simulations: no strong player, only a plausible one, so that
simulated games look like games.

It scores the legal actions as the generator lists them, block by block, as plain data
(:meth:`~regelwerk.noreturn.generate.Legal.plays` and its neighbours: tiles and their
points), and makes only the action it chooses: a turn offers hundreds of exchanges.
"""

from __future__ import annotations

import random

from regelwerk.errors import ArgumentTypeError, SeatError
from regelwerk.noreturn.actions import (
    Action,
    SetAside,
    trusted_clear,
    trusted_exchange,
    trusted_play,
)
from regelwerk.noreturn.kernel import points
from regelwerk.noreturn.seat import Phase, Stage
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import Tile

__all__ = ["greedy"]

_LATE_BAG = 36  # tiles left in the bag when the greedy player turns to scoring
_FULL_ROWS = 40  # or the sum in its rows at which it does


def greedy(state: State, rng: random.Random) -> Action:
    """Rules of thumb: play the highest tiles, then clear the highest rows.

    Each choice is the first of the best in the order of ``legal_actions()``."""
    if type(state) is not State:
        raise ArgumentTypeError("state", state, GAME.title)
    if state.is_over or state.to_act is None:
        raise SeatError()  # the game is over: no action to pick
    legal = state.legal_actions()
    if state.stage is Stage.SETUP:
        return SetAside(())  # keeps its hand: a plain player does not gamble on the bag
    seat = state.seats[state.to_act or 0]
    in_two = seat.phase is Phase.TWO
    in_rows = sum(map(points, seat.rows))
    scoring = in_two or len(state.bag) <= _LATE_BAG or in_rows >= _FULL_ROWS
    declaring, clears = legal.cheapest_clears()
    if scoring and clears:  # the most cleared for the least paid
        tiles, _, pay, _ = max(clears, key=_clear_gain)
        return trusted_clear(tiles, pay, declaring)
    plays = legal.plays()
    if not scoring and plays:
        return trusted_play(max(plays, key=_play_size)[1])
    blocks = legal.exchanges()
    wanted = [block for block in blocks if block[0] == (scoring and not in_two)]
    if wanted or blocks:
        phase2, picks = (wanted or blocks)[0]
        if in_two and not any(seat.rows):
            # Nothing left to clear and no way back to the rows: hasten the end of the game
            # with the most tiles (the picks come by size: the largest last), the lowest.
            most = len(picks[-1])
            largest = [pick for pick in picks if len(pick) == most]
            return trusted_exchange(min(largest, key=points), phase2)
        # Give away low tiles: they neither score nor pay much.
        return trusted_exchange(min(picks, key=_low_value), phase2)
    return legal[0] if not plays else trusted_play(plays[0][1])


def _clear_gain(clear: tuple[tuple[Tile, ...], int, tuple[Tile, ...], int]) -> int:
    _, due, _, paid = clear
    return 2 * due - paid


def _play_size(play: tuple[int, tuple[Tile, ...]]) -> tuple[int, int]:
    worth, tiles = play
    return worth, len(tiles)


def _low_value(tiles: tuple[Tile, ...]) -> int:
    return points(tiles) - 3 * len(tiles)
