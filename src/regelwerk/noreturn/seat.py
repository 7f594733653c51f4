"""A seat's part of a position, and the phases and stages a game goes through."""

from __future__ import annotations

import enum
from typing import NamedTuple

from regelwerk.noreturn.tiles import Colour, Tile

__all__ = ["HAND_SIZE", "Phase", "SeatState", "Stage"]

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


class SeatState(NamedTuple):
    """One seat: its hand (sorted), its six rows (by :attr:`Colour.index`, highest tile first),
    its score pile (sorted) and its phase."""

    hand: tuple[Tile, ...]
    rows: tuple[tuple[Tile, ...], ...]
    pile: tuple[Tile, ...]
    phase: Phase

    def row(self, colour: Colour) -> tuple[Tile, ...]:
        """The seat's row of ``colour``, highest tile first."""
        return self.rows[colour.index]
