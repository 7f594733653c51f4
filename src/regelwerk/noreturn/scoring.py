"""Scoring (NR-9): the score pile counts for, the rows against; hands count nothing (NR-8.2).

Tiles are counted by :func:`~regelwerk.noreturn.kernel.points`, the kernel's one sum of
tile values; every score of a validated log is computed here, so no step makes a generator
per seat or sums the rows twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from operator import neg, sub
from typing import TYPE_CHECKING, Protocol

from regelwerk.game import Result, winners_of
from regelwerk.noreturn.kernel import points
from regelwerk.noreturn.tiles import Tile

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["Scored", "result", "result_of", "row_sums", "scores"]

_ROWS = chain.from_iterable  # a seat's rows as one run of tiles


class Scored(Protocol):
    """What scoring reads of a seat: its rows and its score pile (a
    :class:`~regelwerk.noreturn.seat.SeatState`, or the kernel's working copy of one, a
    :class:`~regelwerk.noreturn.kernel.Desk`: a game swept to its end is scored off its
    desks, with no state made)."""

    @property
    def rows(self) -> tuple[tuple[Tile, ...], ...]:
        """The seat's six rows, highest tile first (they count against it, NR-9.1)."""
        ...

    @property
    def pile(self) -> tuple[Tile, ...]:
        """The seat's score pile (it counts for it, NR-9.1)."""
        ...


def _row_sums(seats: Sequence[Scored]) -> tuple[int, ...]:
    return tuple([points(_ROWS(seat.rows)) for seat in seats])


def row_sums(state: State) -> tuple[int, ...]:
    """The sum of the tiles left in each seat's rows."""
    return _row_sums(state.seats)


def _scores(seats: Sequence[Scored], rows: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(map(sub, [points(seat.pile) for seat in seats], rows))


def scores(state: State) -> tuple[int, ...]:
    """NR-9.1: score pile minus rows, per seat."""
    return _scores(state.seats, row_sums(state))


def result(state: State) -> Result:
    """NR-9.2: the highest score wins; a tie goes to less left in rows; then the win is shared."""
    return result_of(state.seats)


def result_of(seats: Sequence[Scored]) -> Result:
    """:func:`result` of a game whose seats at its end are ``seats``."""
    rows = _row_sums(seats)
    points = _scores(seats, rows)
    return Result(points, winners_of(tuple(zip(map(neg, points), rows, strict=True))))
