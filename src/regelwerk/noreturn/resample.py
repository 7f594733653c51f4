"""Determinisation: a position that one seat cannot tell apart from the real one.

Game-playing programs that search under hidden information (information-set Monte Carlo
tree search, for one) need states consistent with what a seat knows; the tests use the same
function to prove that views hide what they must.  The tiles a seat cannot see — the other
hands, the bag, the box (exchanged tiles go there face down) and the set-aside tiles of the
setup — are dealt out again at random in the same numbers.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["resample"]


def resample(state: State, seat: int, rng: random.Random) -> State:
    """A state with the same view for ``seat`` and the hidden tiles dealt again by ``rng``."""
    if not 0 <= seat < len(state.seats):
        raise IndexError(seat)
    others = [s for s in range(len(state.seats)) if s != seat]
    hidden = list(state.bag) + list(state.box) + list(state.set_aside)
    for other in others:
        hidden.extend(state.seats[other].hand)
    rng.shuffle(hidden)
    seats = list(state.seats)
    for other in others:
        size = len(seats[other].hand)
        seats[other] = seats[other]._replace(hand=tuple(sorted(hidden[:size])))
        del hidden[:size]
    box_size, aside_size = len(state.box), len(state.set_aside)
    box = tuple(sorted(hidden[:box_size]))
    set_aside = tuple(hidden[box_size : box_size + aside_size])
    bag = tuple(hidden[box_size + aside_size :])
    return state._replace(seats=tuple(seats), bag=bag, box=box, set_aside=set_aside)
