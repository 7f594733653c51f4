"""Applying an action and its draw: the only place a new :class:`State` is made in play.

``apply`` trusts its input (actions from the generator); ``play`` checks the action and the
draw first.  Both leave the old state untouched.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Sequence
from typing import TYPE_CHECKING

from regelwerk.errors import IllegalActionError
from regelwerk.noreturn.actions import Action, Clear, Exchange, Pass, Play, SetAside
from regelwerk.noreturn.seat import HAND_SIZE, Phase, SeatState, Stage
from regelwerk.noreturn.tiles import COLOUR_OF, Tile

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["apply", "draw_count", "play", "return_set_aside"]


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
    return min(HAND_SIZE - left, len(state.bag))


def play(state: State, action: Action, draw: Sequence[Tile] | None) -> State:
    if draw is not None:
        # A replayed log or a recorder names the draw: the common turns are checked and
        # applied in one pass, which takes the tiles out of the hand and the bag once.
        after = _checked_turn(state, action, draw)
        if after is not None:
            return after
    violation = check(state, action)
    if violation is None and draw is not None:
        violation = check_draw(state, action, draw)
    if violation is not None:
        raise IllegalActionError(violation)
    return apply(state, action, draw)


def return_set_aside(state: State) -> State:
    """NR-3.3: after the last mulligan the set-aside tiles go back and play begins.  A seeded
    game shuffles the bag again with ``random.Random(f"{seed}:NR-3.3")``; a replayed record
    names its draws, so its bag is simply kept sorted."""
    bag = list(state.bag + state.set_aside)
    if state.seed is None:
        bag.sort()
    else:
        random.Random(f"{state.seed}:NR-3.3").shuffle(bag)
    return state._replace(bag=tuple(bag), set_aside=(), stage=Stage.PLAY, to_act=0)


def _take(pool: tuple[Tile, ...], tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    rest = list(pool)
    for tile in tiles:
        rest.remove(tile)
    return tuple(rest)


def _boxed(box: tuple[Tile, ...], tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    """The (sorted) box with ``tiles`` put in: a few insertions beat sorting the whole box."""
    out = list(box)
    for tile in tiles:
        insort(out, tile)
    return tuple(out)


def _without(pool: tuple[Tile, ...], tiles: Sequence[Tile]) -> tuple[Tile, ...] | None:
    """``pool`` less one copy of each of ``tiles``, or ``None`` if one is missing."""
    rest = list(pool)
    try:
        for tile in tiles:
            rest.remove(tile)
    except ValueError:
        return None
    return tuple(rest)


def _checked_turn(state: State, action: Action, draw: Sequence[Tile]) -> State | None:
    """The state after a legal exchange or play and its right draw, or ``None``.

    A fused :func:`check` + :func:`check_draw` + :func:`apply` for the turns that make up
    almost every log.  It accepts exactly what those accept (the conditions below are the
    same checks, in short form) and builds the same state; it returns ``None`` for anything
    else -- a fault, a clear or a pass -- and :func:`play` then takes the general path,
    which names the rule broken.
    """
    seats, bag, box, set_aside, stage, seat_no, turn, options, seed = state
    if seat_no is None or stage is Stage.OVER:
        return None
    hand, rows, pile, phase = seats[seat_no]
    kind = type(action)
    if stage is Stage.SETUP:
        return _checked_mulligan(state, action, draw) if kind is SetAside else None
    if kind is Exchange:
        tiles = action.tiles  # type: ignore[union-attr]
        if not 1 <= len(tiles) <= _MAX_EXCHANGE:  # NR-5.2, NR-7.1
            return None
        if action.phase2:  # type: ignore[union-attr]
            if phase is Phase.TWO:  # NR-6.1: a seat enters phase 2 once
                return None
            phase = Phase.TWO
        rest = _without(hand, tiles)  # NR-4.3
        if rest is None:
            return None
        box = _boxed(box, tiles)
    elif kind is Play:
        tiles = action.tiles  # type: ignore[union-attr]
        if phase is Phase.TWO or action.phase2 or not tiles:  # type: ignore[union-attr]
            return None  # NR-6.2, NR-5.3
        rest = _without(hand, tiles)  # NR-4.3
        if rest is None:
            return None
        colour = COLOUR_OF[tiles[0]]
        if COLOUR_OF[tiles[-1]] != colour:  # NR-5.3 (tiles sort by colour first)
            return None
        row = rows[colour]
        if row and tiles[0] > row[-1]:  # NR-5.4 (tiles and rows are highest first)
            return None
        rows = rows[:colour] + (row + tiles,) + rows[colour + 1 :]
    else:
        return None

    # LOG-DRAW: refill to 8 or empty the bag (NR-4.2), with tiles that are in the bag.
    if len(draw) != min(HAND_SIZE - len(rest), len(bag)):
        return None
    refilled = _drawn(rest, bag, draw)
    if refilled is None:
        return None
    rest, bag = refilled

    seats = (
        seats[:seat_no] + (_new_seat(SeatState, (rest, rows, pile, phase)),) + seats[seat_no + 1 :]
    )
    last = seat_no == len(seats) - 1
    if last and not bag:  # NR-8.1: the round in which the bag ran out is complete
        stage, next_seat = Stage.OVER, None
    else:
        next_seat = 0 if last else seat_no + 1
    return _new_state(
        type(state), (seats, bag, box, set_aside, stage, next_seat, turn + 1, options, seed)
    )


def _drawn(
    hand: tuple[Tile, ...], bag: tuple[Tile, ...], draw: Sequence[Tile]
) -> tuple[tuple[Tile, ...], tuple[Tile, ...]] | None:
    """The hand with ``draw`` added and the bag without it; ``None`` when a drawn tile is not
    in the bag (LOG-DRAW)."""
    if not draw:
        return hand, bag
    drawn = tuple(draw)
    # A seeded game draws from the front of the bag; a record may draw from anywhere in it.
    left = bag[len(drawn) :] if bag[: len(drawn)] == drawn else _without(bag, drawn)
    return None if left is None else (tuple(sorted(hand + drawn)), left)


def _checked_mulligan(state: State, action: Action, draw: Sequence[Tile]) -> State | None:
    """:func:`_checked_turn` for the setup: a legal set-aside (NR-3.2) and its right draw."""
    seats, bag, box, set_aside, stage, seat_no, turn, options, seed = state
    assert seat_no is not None
    hand, rows, pile, phase = seats[seat_no]
    tiles = action.tiles  # type: ignore[union-attr]
    rest = _without(hand, tiles)  # NR-3.2: tiles from the hand
    if rest is None or len(draw) != len(tiles):  # LOG-DRAW: as many as set aside
        return None
    refilled = _drawn(rest, bag, draw)
    if refilled is None:
        return None
    rest, bag = refilled
    seats = (
        seats[:seat_no] + (_new_seat(SeatState, (rest, rows, pile, phase)),) + seats[seat_no + 1 :]
    )
    after = _new_state(
        type(state),
        (seats, bag, box, set_aside + tiles, stage, seat_no + 1, turn, options, seed),
    )
    return return_set_aside(after) if seat_no == len(seats) - 1 else after


# The NamedTuples' own __new__ only re-packs the same fields; tuple.__new__ skips that.
_new_seat = _new_state = tuple.__new__
_MAX_EXCHANGE = 4


def apply(state: State, action: Action, draw: Sequence[Tile] | None) -> State:
    seats, bag, box, set_aside, stage, seat_no, turn, options, seed = state
    assert seat_no is not None, "the game is over"
    hand, rows, pile, phase = seats[seat_no]
    kind = type(action)
    if kind is Exchange:
        hand = _take(hand, action.tiles)  # type: ignore[union-attr]
        box = _boxed(box, action.tiles)  # type: ignore[union-attr]
    elif kind is Play:
        tiles = action.tiles  # type: ignore[union-attr]
        hand = _take(hand, tiles)
        colour = COLOUR_OF[tiles[0]]
        rows = rows[:colour] + (rows[colour] + tiles,) + rows[colour + 1 :]
    elif kind is Clear:
        assert isinstance(action, Clear)
        colour = COLOUR_OF[action.tiles[0]]
        row = rows[colour]
        rows = rows[:colour] + (row[: len(row) - len(action.tiles)],) + rows[colour + 1 :]
        pile = tuple(sorted(pile + action.tiles))
        hand = _take(hand, action.pay)
        box = _boxed(box, action.pay)
    elif kind is SetAside:
        hand = _take(hand, action.tiles)  # type: ignore[union-attr]
        set_aside = set_aside + action.tiles  # type: ignore[union-attr]
    elif kind is not Pass:
        raise TypeError(f"not a No Return action: {action!r}")
    if kind is not SetAside and action.phase2:  # type: ignore[union-attr]
        phase = Phase.TWO

    # The draw (NR-3.2, NR-4.2): explicit tiles, or the front of the bag.
    if draw is None:
        count = (
            len(action.tiles)  # type: ignore[union-attr]
            if kind is SetAside
            else min(HAND_SIZE - len(hand), len(bag))
        )
        drawn = bag[:count]
        bag = bag[count:]
    else:
        drawn = tuple(draw)
        bag = _take(bag, drawn)
    if drawn:
        hand = tuple(sorted(hand + drawn))

    seats = seats[:seat_no] + (SeatState(hand, rows, pile, phase),) + seats[seat_no + 1 :]
    last = seat_no == len(seats) - 1
    new = tuple.__new__  # the NamedTuple's own __new__ only re-packs the same fields
    if stage is Stage.SETUP:
        after = new(
            type(state), (seats, bag, box, set_aside, stage, seat_no + 1, turn, options, seed)
        )
        return return_set_aside(after) if last else after
    if last and not bag:  # NR-8.1: the round in which the bag ran out is complete
        stage, next_seat = Stage.OVER, None
    else:
        next_seat = 0 if last else seat_no + 1
    return new(type(state), (seats, bag, box, set_aside, stage, next_seat, turn + 1, options, seed))


from regelwerk.noreturn.validate import check, check_draw  # noqa: E402
