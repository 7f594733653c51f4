"""A seat's part of a position, and the phases and stages a game goes through."""

from __future__ import annotations

import enum

from regelwerk.frozen import Frozen, setters
from regelwerk.noreturn.tiles import Colour, Tile

__all__ = ["HAND_SIZE", "Phase", "SeatState", "Stage", "trusted_seat"]

HAND_SIZE = 8
"""Tiles in a full hand (NR-3.1, NR-4.2)."""


class Phase(enum.IntEnum):
    """A seat's phase: collecting (NR-5) or scoring (NR-7); there is no return (NR-6.2)."""

    ONE = 1
    TWO = 2


class Stage(enum.Enum):
    """Where the game stands: the mulligans of the setup (NR-3.2), play, or the end (NR-8)."""

    SETUP = "setup"
    PLAY = "play"
    OVER = "over"


class SeatState(Frozen):
    """One seat: its hand (sorted), its six rows (by :attr:`Colour.index`, highest tile first),
    its score pile (sorted) and its phase.  A frozen value (:mod:`~regelwerk.frozen`)."""

    __slots__ = ("hand", "rows", "pile", "phase")  # noqa: RUF023 (the fields' order)
    __match_args__ = ("hand", "rows", "pile", "phase")
    hand: tuple[Tile, ...]
    rows: tuple[tuple[Tile, ...], ...]
    pile: tuple[Tile, ...]
    phase: Phase

    def __new__(
        cls,
        hand: tuple[Tile, ...],
        rows: tuple[tuple[Tile, ...], ...],
        pile: tuple[Tile, ...],
        phase: Phase,
    ) -> SeatState:
        return trusted_seat(hand, rows, pile, phase)

    def row(self, colour: Colour) -> tuple[Tile, ...]:
        """The seat's row of ``colour``, highest tile first."""
        return self.rows[colour.index]


_set_hand, _set_rows, _set_pile, _set_phase = setters(SeatState)
_new_object = object.__new__


def trusted_seat(
    hand: tuple[Tile, ...], rows: tuple[tuple[Tile, ...], ...], pile: tuple[Tile, ...], phase: Phase
) -> SeatState:
    """A :class:`SeatState` of fields known to be right (the engine's inner loops; see
    :func:`~regelwerk.frozen.setters`)."""
    seat = _new_object(SeatState)
    _set_hand(seat, hand)
    _set_rows(seat, rows)
    _set_pile(seat, pile)
    _set_phase(seat, phase)
    return seat
