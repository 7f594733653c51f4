"""Scoring (NR-9): the score pile counts for, the rows against; hands count nothing (NR-8.2).

Tiles are counted by :func:`~regelwerk.noreturn.kernel.points`, the kernel's one sum of
tile values; every score of a validated log is computed here, so no step makes a generator
per seat or sums the rows twice.
"""

from __future__ import annotations

from itertools import chain
from operator import neg, sub
from typing import TYPE_CHECKING

from regelwerk.game import Result, winners_of
from regelwerk.noreturn.kernel import points

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["result", "row_sums", "scores"]

_ROWS = chain.from_iterable  # a seat's rows as one run of tiles


def row_sums(state: State) -> tuple[int, ...]:
    """The sum of the tiles left in each seat's rows."""
    return tuple([points(_ROWS(seat.rows)) for seat in state.seats])


def _scores(state: State, rows: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(map(sub, [points(seat.pile) for seat in state.seats], rows))


def scores(state: State) -> tuple[int, ...]:
    """NR-9.1: score pile minus rows, per seat."""
    return _scores(state, row_sums(state))


def result(state: State) -> Result:
    """NR-9.2: the highest score wins; a tie goes to less left in rows; then the win is shared."""
    rows = row_sums(state)
    points = _scores(state, rows)
    return Result(points, winners_of(tuple(zip(map(neg, points), rows, strict=True))))
