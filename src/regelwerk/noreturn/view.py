"""What one seat may know of a position: its own hand, and what lies open on the table.

Hidden from a seat: the other hands (only their sizes show), the bag's contents and order,
the tiles put out of the game by exchanges (the box shows only its size) and tiles set
aside in the setup.  Open to all: every row, every score pile (its tiles came from open
rows), every phase.  Two states that differ only in what a seat cannot see give that seat
equal views.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from regelwerk.arguments import check_seat
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.tiles import Tile
from regelwerk.notebook import repr_svg

if TYPE_CHECKING:
    from regelwerk.noreturn.state import Phase, Stage, State

__all__ = ["View", "view_of"]


@dataclass(frozen=True, slots=True)
class View:
    """A seat's knowledge of a position; immutable and hashable.  A frozen dataclass, as
    No Thanks' view is: a view is a record of named facts, not a sequence."""

    seat: int
    hand: tuple[Tile, ...]
    hand_sizes: tuple[int, ...]
    rows: tuple[tuple[tuple[Tile, ...], ...], ...]  # per seat, per colour
    piles: tuple[tuple[Tile, ...], ...]
    phases: tuple[Phase, ...]
    bag_size: int
    box_size: int
    set_aside_size: int
    stage: Stage
    to_act: int | None
    turn: int
    options: Options

    @property
    def players(self) -> int:
        """The number of seats in the game."""
        return len(self.hand_sizes)

    @property
    def is_over(self) -> bool:
        """True once the game is over (nobody is to act)."""
        return self.to_act is None

    _repr_svg_ = repr_svg  # a notebook shows the table, face down what the seat cannot see


def view_of(state: State, seat: int) -> View:
    """The view of ``seat`` (0 to ``players - 1``) on ``state``."""
    check_seat(seat, len(state.seats))
    return View(
        seat,
        state.seats[seat].hand,
        tuple(len(s.hand) for s in state.seats),
        tuple(s.rows for s in state.seats),
        tuple(s.pile for s in state.seats),
        tuple(s.phase for s in state.seats),
        len(state.bag),
        len(state.box),
        len(state.set_aside),
        state.stage,
        state.to_act,
        state.turn,
        state.options,
    )
