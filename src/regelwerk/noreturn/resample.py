"""Determinisation: a position that one seat cannot tell apart from the real one.

Game-playing programs that search under hidden information (information-set Monte Carlo
tree search, for one) need states consistent with what a seat knows; the tests use the same
function to prove that views hide what they must.  The tiles a seat cannot see — the other
hands, the bag, the box (exchanged tiles go there face down) and the set-aside tiles of the
setup — are dealt out again at random in the same numbers.

The new state is built from the seat's :class:`~regelwerk.noreturn.view.View` and ``rng``
alone, never from the hidden parts of the real state: the unseen tiles are what the 132 of
NR-1.3 leave once the seat's hand and everything open are taken out, listed in sorted
order before ``rng`` shuffles them (so not even the real bag order survives), and the seed
that shuffles the set-aside tiles back (NR-3.3) is drawn from ``rng`` too.  Two states with
the same view give the same resampled state for the same ``rng``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from regelwerk.arguments import check_rng, check_seat
from regelwerk.noreturn.seat import SeatState
from regelwerk.noreturn.tiles import KINDS, TILESET, Tile
from regelwerk.seeds import seed_from

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State
    from regelwerk.noreturn.view import View

__all__ = ["resample"]

_COPIES = tuple(TILESET.count(tile) for tile in KINDS)  # of every tile, by kind (NR-1.3)


def resample(state: State, seat: int, rng: random.Random) -> State:
    """A state with the same view for ``seat`` and the hidden tiles dealt again by ``rng``."""
    check_seat(seat, len(state.seats))
    check_rng(rng)
    return _from_view(type(state), state.view(seat), rng)


def _unseen(view: View) -> list[Tile]:
    """The tiles ``view`` does not show (not in the seat's hand, a row or a score pile), in
    sorted order: the two copies of every tile (NR-1.3) less those seen."""
    left = list(_COPIES)
    for tile in view.hand:
        left[tile] -= 1
    for rows, pile in zip(view.rows, view.piles, strict=True):
        for tile in pile:
            left[tile] -= 1
        for row in rows:
            for tile in row:
                left[tile] -= 1
    return [tile for tile, copies in zip(KINDS, left, strict=True) for _ in range(copies)]


def _from_view(cls: type[State], view: View, rng: random.Random) -> State:
    hidden = _unseen(view)
    rng.shuffle(hidden)
    seats = []
    for other, size in enumerate(view.hand_sizes):
        if other == view.seat:
            hand = view.hand
        else:
            hand, hidden = tuple(sorted(hidden[:size])), hidden[size:]
        seats.append(SeatState(hand, view.rows[other], view.piles[other], view.phases[other]))
    box = tuple(sorted(hidden[: view.box_size]))
    set_aside = tuple(hidden[view.box_size : view.box_size + view.set_aside_size])
    bag = tuple(hidden[view.box_size + view.set_aside_size :])
    return cls(
        tuple(seats),
        bag,
        box,
        set_aside,
        view.stage,
        view.to_act,
        view.turn,
        view.options,
        seed_from(rng),
    )
