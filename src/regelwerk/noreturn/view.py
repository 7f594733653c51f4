"""What one seat may know of a position: its own hand, and what lies open on the table.

Hidden from a seat: the other hands (only their sizes show), the bag's contents and order,
the tiles put out of the game by exchanges (the box shows only its size) and tiles set
aside in the setup.  Open to all: every row, every score pile (its tiles came from open
rows), every phase.  Two states that differ only in what a seat cannot see give that seat
equal views.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from regelwerk.arguments import check_seat
from regelwerk.frozen import Frozen
from regelwerk.knowledge import JSONView
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.seat import Phase, Stage
from regelwerk.noreturn.tiles import Tile, parse_tiles
from regelwerk.notebook import repr_svg

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["View", "view_of"]


class View(JSONView, Frozen):
    """A seat's knowledge of a position; immutable and hashable.  A frozen value
    (:mod:`regelwerk.frozen`), as No Thanks' view is: a view is a record of named facts,
    not a sequence."""

    game_title: ClassVar[str] = "No Return"

    __slots__ = (  # noqa: RUF023 (the fields' order)
        "seat",
        "hand",
        "hand_sizes",
        "rows",
        "piles",
        "phases",
        "bag_size",
        "box_size",
        "set_aside_size",
        "stage",
        "to_act",
        "turn",
        "options",
    )
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

    def __init__(
        self,
        seat: int,
        hand: tuple[Tile, ...],
        hand_sizes: tuple[int, ...],
        rows: tuple[tuple[tuple[Tile, ...], ...], ...],
        piles: tuple[tuple[Tile, ...], ...],
        phases: tuple[Phase, ...],
        bag_size: int,
        box_size: int,
        set_aside_size: int,
        stage: Stage,
        to_act: int | None,
        turn: int,
        options: Options,
    ) -> None:
        self._init(
            seat,
            hand,
            hand_sizes,
            rows,
            piles,
            phases,
            bag_size,
            box_size,
            set_aside_size,
            stage,
            to_act,
            turn,
            options,
        )

    @property
    def players(self) -> int:
        """The number of seats in the game."""
        return len(self.hand_sizes)

    @property
    def is_over(self) -> bool:
        """True once the game is over (nobody is to act)."""
        return self.to_act is None

    def to_json(self) -> dict[str, Any]:
        """The view as JSON (schema ``no-return-view-state``, docs/spec): tiles in their
        notation (``"R11"``), never as numbers; :meth:`from_json` reads it back."""
        return {
            "seat": self.seat,
            "hand": _names(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "rows": [[_names(row) for row in rows] for rows in self.rows],
            "piles": [_names(pile) for pile in self.piles],
            "phases": [int(phase) for phase in self.phases],
            "bag_size": self.bag_size,
            "box_size": self.box_size,
            "set_aside_size": self.set_aside_size,
            "stage": self.stage.value,
            "to_act": self.to_act,
            "turn": self.turn,
            "options": self.options.to_json(),
        }

    @classmethod
    def _read(cls, document: Mapping[str, Any]) -> View:
        return cls(
            seat=document["seat"],
            hand=parse_tiles(document["hand"]),
            hand_sizes=tuple(document["hand_sizes"]),
            rows=tuple(tuple(parse_tiles(row) for row in rows) for rows in document["rows"]),
            piles=tuple(parse_tiles(pile) for pile in document["piles"]),
            phases=tuple(Phase(phase) for phase in document["phases"]),
            bag_size=document["bag_size"],
            box_size=document["box_size"],
            set_aside_size=document["set_aside_size"],
            stage=Stage(document["stage"]),
            to_act=document["to_act"],
            turn=document["turn"],
            options=Options.from_json(document["options"]),
        )

    _repr_svg_ = repr_svg  # a notebook shows the table, face down what the seat cannot see


View._name_fields()


def _names(tiles: Sequence[Tile]) -> list[str]:
    return [str(tile) for tile in tiles]


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
