"""Applying an action and its draw: the only place a new :class:`State` is made in play.

``apply`` trusts its input (actions from the generator); ``play`` checks the action and the
draw first.  Both leave the old state untouched.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from regelwerk.errors import IllegalActionError
from regelwerk.noreturn.actions import Action, Clear, Exchange, Pass, Play, SetAside
from regelwerk.noreturn.tiles import COLOUR_OF, Tile

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["apply", "draw_count", "play"]

_HAND = 8


def draw_count(state: State, action: Action) -> int:
    """NR-3.2: a mulligan draws as many as it set aside; NR-4.2: a turn refills to 8 or
    empties the bag."""
    if isinstance(action, SetAside):
        return len(action.tiles)
    seat = state.seats[state.to_act or 0]
    if isinstance(action, Exchange | Play):
        left = len(seat.hand) - len(action.tiles)
    elif isinstance(action, Clear):
        left = len(seat.hand) - len(action.pay)
    else:
        left = len(seat.hand)
    return min(_HAND - left, len(state.bag))


def play(state: State, action: Action, draw: Sequence[Tile] | None) -> State:
    from regelwerk.noreturn.validate import check, check_draw

    violation = check(state, action)
    if violation is None and draw is not None:
        violation = check_draw(state, action, draw)
    if violation is not None:
        raise IllegalActionError(violation)
    return apply(state, action, draw)


def _take(pool: tuple[Tile, ...], tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    rest = list(pool)
    for tile in tiles:
        rest.remove(tile)
    return tuple(rest)


def apply(state: State, action: Action, draw: Sequence[Tile] | None) -> State:
    from regelwerk.noreturn.setup import return_set_aside
    from regelwerk.noreturn.state import Phase, SeatState, Stage

    seat_no = state.to_act
    assert seat_no is not None, "the game is over"
    seat = state.seats[seat_no]
    hand, rows, pile, phase = seat
    box = state.box
    set_aside = state.set_aside
    if isinstance(action, SetAside):
        hand = _take(hand, action.tiles)
        set_aside = set_aside + action.tiles
    elif isinstance(action, Exchange):
        hand = _take(hand, action.tiles)
        box = tuple(sorted(box + action.tiles))
    elif isinstance(action, Play):
        hand = _take(hand, action.tiles)
        colour = COLOUR_OF[action.tiles[0]]
        rows = rows[:colour] + (rows[colour] + action.tiles,) + rows[colour + 1 :]
    elif isinstance(action, Clear):
        colour = COLOUR_OF[action.tiles[0]]
        row = rows[colour]
        rows = rows[:colour] + (row[: len(row) - len(action.tiles)],) + rows[colour + 1 :]
        pile = tuple(sorted(pile + action.tiles))
        hand = _take(hand, action.pay)
        box = tuple(sorted(box + action.pay))
    elif not isinstance(action, Pass):
        raise TypeError(f"not a No Return action: {action!r}")
    if getattr(action, "phase2", False):
        phase = Phase.TWO

    # The draw (NR-3.2, NR-4.2): explicit tiles, or the front of the bag.
    bag = state.bag
    if draw is None:
        count = (
            len(action.tiles) if isinstance(action, SetAside) else min(_HAND - len(hand), len(bag))
        )
        drawn = bag[:count]
        bag = bag[count:]
    else:
        drawn = tuple(draw)
        bag = _take(bag, drawn)
    if drawn:
        hand = tuple(sorted(hand + drawn))

    seats = state.seats
    seats = seats[:seat_no] + (SeatState(hand, rows, pile, phase),) + seats[seat_no + 1 :]
    players = len(seats)
    last = seat_no == players - 1
    if state.stage is Stage.SETUP:
        after = state._replace(seats=seats, bag=bag, set_aside=set_aside, to_act=seat_no + 1)
        return return_set_aside(after) if last else after
    if last and not bag:  # NR-8.1: the round in which the bag ran out is complete
        return state._replace(
            seats=seats, bag=bag, box=box, stage=Stage.OVER, to_act=None, turn=state.turn + 1
        )
    return state._replace(
        seats=seats, bag=bag, box=box, to_act=(seat_no + 1) % players, turn=state.turn + 1
    )
