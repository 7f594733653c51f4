"""Scoring (NR-9): the score pile counts for, the rows against; hands count nothing (NR-8.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regelwerk.game import Result, winners_of
from regelwerk.noreturn.tiles import VALUE

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["result", "row_sums", "scores"]


def row_sums(state: State) -> tuple[int, ...]:
    """The sum of the tiles left in each seat's rows."""
    return tuple(sum(VALUE[t] for row in seat.rows for t in row) for seat in state.seats)


def scores(state: State) -> tuple[int, ...]:
    """NR-9.1: score pile minus rows, per seat."""
    rows = row_sums(state)
    return tuple(
        sum(VALUE[t] for t in seat.pile) - left
        for seat, left in zip(state.seats, rows, strict=True)
    )


def result(state: State) -> Result:
    """NR-9.2: the highest score wins; a tie goes to less left in rows; then the win is shared."""
    points = scores(state)
    rows = row_sums(state)
    keys = tuple((-score, left) for score, left in zip(points, rows, strict=True))
    return Result(points, winners_of(keys))
