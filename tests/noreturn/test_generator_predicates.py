"""The generator's counting forms against the kernel's predicates, which ``judge`` asks.

Where :mod:`regelwerk.noreturn.generate` counts by combinatorics instead of asking a kernel
predicate tile by tile (a walk over the sorted hand, a slice and a running sum, a bisection
over sorted payment sums), each form is compared here with the predicate it stands for, on
every candidate a position has: a change to a rule in the kernel that the generator's form
does not follow fails here, by name, before it shows as a count that is off.
"""

from __future__ import annotations

import itertools

from hypothesis import given

from regelwerk.noreturn import SeatState, State, Tile, kernel
from regelwerk.noreturn import generate as gen
from regelwerk.noreturn.tiles import COLOUR_OF

from .helpers import SETTINGS, T, position, positions


def sub_multisets(tiles: tuple[Tile, ...]) -> set[tuple[Tile, ...]]:
    """Every non-empty sub-multiset of ``tiles``, highest first (as actions keep tiles)."""
    high_first = sorted(tiles, reverse=True)
    return {
        pick
        for size in range(1, len(tiles) + 1)
        for pick in itertools.combinations(high_first, size)
    }


def one_colour(tiles: tuple[Tile, ...]) -> bool:
    return len({COLOUR_OF[tile] for tile in tiles}) == 1


def _seat(state: State) -> SeatState:
    return state.seats[state.to_act or 0]


@SETTINGS
@given(positions)
def test_exchanges_are_the_kernel_s_exchange_sizes(state: State) -> None:
    hand = _seat(state).hand
    expected = {pick for pick in sub_multisets(hand) if len(pick) in kernel.EXCHANGE_SIZES}
    listed = gen._exchanges(hand)
    assert set(listed) == expected and len(listed) == len(expected)
    assert gen._exchange_count(hand) == len(expected)


@SETTINGS
@given(positions)
def test_play_counts_walk_is_the_kernel_s_play_limit(state: State) -> None:
    seat = _seat(state)
    expected = [0] * 6
    for pick in sub_multisets(seat.hand):
        colour = COLOUR_OF[pick[0]]
        if one_colour(pick) and pick[0] <= kernel.play_limit(seat.rows[colour]):
            expected[colour] += 1
    assert gen._play_counts(seat) == expected
    assert gen._play_limits(seat) == [kernel.play_limit(row) for row in seat.rows]


@SETTINGS
@given(positions)
def test_clear_options_are_the_kernel_s_lowest_tiles_and_their_points(state: State) -> None:
    rows = _seat(state).rows
    expected = [
        (kernel.lowest(row, count), kernel.points(kernel.lowest(row, count)))
        for row in rows
        for count in range(1, len(row) + 1)
    ]
    assert list(gen.Generator(state)._clear_options()) == expected


@SETTINGS
@given(positions)
def test_payments_bisection_is_the_kernel_s_covers_and_superfluous(state: State) -> None:
    generator = gen.Generator(state)
    hand = _seat(state).hand
    minimal = state.options.minimal_payment
    candidates = [pick for pick in sub_multisets(hand) if one_colour(pick)]
    dues = sorted({due for _, due in generator._clear_options()} | {1, 7, 30})
    for due, listed in zip(dues, generator._payments_for(dues), strict=True):
        expected = {
            pay
            for pay in candidates
            if kernel.covers(kernel.points(pay), due)
            and not (minimal and kernel.superfluous(pay, kernel.points(pay), due))
        }
        assert set(listed) == expected and len(listed) == len(expected), due
        assert generator._count_payments(due) == len(expected)


def test_the_pinning_is_not_vacuous() -> None:
    """The forms above meet every case: a playable row and one that is not, a clear of
    several tiles, a payment that covers, one that falls short and one superfluous."""
    state = position("R11 R7 R5 R3 O4 B10 B2 B2", rows="R9 R6 O8 B3", phase=2, minimal=True)
    seat = _seat(state)
    assert gen._play_counts(seat)[0] == 3  # R5, R3, R5 R3 below R6; R11 and R7 not
    options = gen.Generator(state)._clear_options()
    assert (T("R6"), 6) in options and (T("R9 R6"), 15) in options
    (paying,) = gen.Generator(state)._payments_for([6])
    assert T("R7") in paying and T("R11") in paying  # each covers 6 alone
    assert T("R7 R3") not in paying  # R3 is superfluous (NR-7.5)
    assert T("R5") not in paying  # short (NR-7.3)
