"""Applying an action and its draw: the only place a new :class:`State` is made in play.

Both paths move the game on by the kernel's one step (:func:`regelwerk.noreturn.kernel.step`)
on a working copy of the seat to act and of the bag: ``play`` with the rules checked (they
make the move when the action is legal) and the draw's, ``apply`` only the moves, trusting
its input (actions from the generator, or a recorded turn replayed as it happened).  Both
leave the old state untouched.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from regelwerk.errors import GameOverError, IllegalActionError, NotationError, RegelwerkError
from regelwerk.noreturn import kernel
from regelwerk.noreturn.actions import Action
from regelwerk.noreturn.kernel import Bag, Desk, No, next_seat, parts
from regelwerk.noreturn.seat import Stage, trusted_seat
from regelwerk.noreturn.tiles import Tile, tiles_or_notation
from regelwerk.noreturn.validate import explain

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["apply", "play", "return_set_aside"]


def play(state: State, action: Action, draw: Sequence[Tile | str] | None) -> State:
    """The state after the legal ``action`` and its right ``draw`` (from the front of the
    bag when ``None``); :class:`IllegalActionError` naming the first rule broken."""
    return _step(state, action, None if draw is None else tiles_or_notation(draw), True)


def apply(state: State, action: Action, draw: Sequence[Tile | str] | None) -> State:
    """The state after ``action`` and ``draw`` taken as they are; only the tiles' presence
    is checked (:class:`IllegalActionError`, LOG-DRAW or NR-4.3, when one is missing); a
    ``draw`` holds tiles or their notation, as for :func:`play`, and anything else raises
    :class:`NotationError` (a replay's tuple of tiles is taken as it is)."""
    tiles = draw
    if draw is not None and (type(draw) is not tuple or any(type(t) is not Tile for t in draw)):
        tiles = tiles_or_notation(draw)  # a text is refused here, not read as the tile "0"
    try:
        return _step(state, action, cast("Sequence[Tile] | None", tiles), False)
    except RegelwerkError:
        raise
    except (TypeError, KeyError, IndexError):  # costs nothing unless the draw is broken
        raise NotationError("tiles", draw) from None


def _step(state: State, action: Action, draw: Sequence[Tile] | None, checked: bool) -> State:
    seats, stage, seat_no = state.seats, state.stage, state.to_act
    if seat_no is None or stage is _OVER:
        raise GameOverError(explain(No.OVER, state, action))
    kind, tiles, pay, phase2 = parts(action)
    seat = seats[seat_no]
    desk = Desk(list(seat.hand), seat.rows, seat.pile, seat.phase)  # (Desk.of, inlined)
    bag = Bag(state.bag)
    out: list[Tile] = []  # tiles set aside, or leaving the game
    setup = stage is _SETUP
    minimal = state.options.minimal_payment
    refusal = kernel.step(desk, bag, kind, tiles, pay, phase2, draw, out, minimal, setup, checked)
    if refusal is not None:
        raise IllegalActionError(explain(refusal, state, action, draw or (), out))

    hand = desk.hand
    hand.sort()
    seat = trusted_seat(tuple(hand), desk.rows, desk.pile, desk.phase)  # (desk.seat(), inlined)
    seats = seats[:seat_no] + (seat,) + seats[seat_no + 1 :]
    box, turn, options, seed = state.box, state.turn, state.options, state.seed
    if setup:
        set_aside = state.set_aside + tuple(out)
        mulliganed = state._trusted(
            seats, bag.tiles, box, set_aside, stage, seat_no + 1, turn, options, seed
        )
        return return_set_aside(mulliganed) if seat_no == len(seats) - 1 else mulliganed
    if out:
        box = _boxed(box, out)
    after = next_seat(seat_no, len(seats), not bag.size)
    if after is None:
        stage = _OVER
    return state._trusted(
        seats, bag.tiles, box, state.set_aside, stage, after, turn + 1, options, seed
    )


_OVER, _SETUP = Stage.OVER, Stage.SETUP  # enum members are slow to look up


def _boxed(box: tuple[Tile, ...], tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    """The (sorted) box with ``tiles`` put in: a few insertions beat sorting the whole box."""
    out = list(box)
    for tile in tiles:
        insort(out, tile)
    return tuple(out)


def return_set_aside(state: State) -> State:
    """The state play begins in after the last mulligan: the set-aside tiles back in the bag
    (:func:`kernel.return_set_aside <regelwerk.noreturn.kernel.return_set_aside>`, NR-3.3)."""
    bag = Bag(state.bag)
    kernel.return_set_aside(bag, state.set_aside, state.seed)
    return state._trusted(
        state.seats, bag.tiles, state.box, (), Stage.PLAY, 0, state.turn, state.options, state.seed
    )
