"""The typed, immutable records of a ``no-return/1`` log: the log, its setup entries and turns."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from regelwerk.logs.formats import envelope
from regelwerk.noreturn.actions import TurnAction
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.tiles import Tile

FORMAT: Final = "no-return/1"


@dataclass(frozen=True, slots=True)
class SetupEntry:
    """One seat's setup: the 8 tiles drawn (NR-3.1), those set aside and their replacements
    (NR-3.2), in the order the log lists them."""

    hand: tuple[Tile, ...]
    set_aside: tuple[Tile, ...] = ()
    draw: tuple[Tile, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The entry as the log writes it."""
        out: dict[str, Any] = {"hand": [str(tile) for tile in self.hand]}
        if self.set_aside:
            out["set_aside"] = [str(tile) for tile in self.set_aside]
        if self.draw:
            out["draw"] = [str(tile) for tile in self.draw]
        return out


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn: its action, the tiles drawn after it (NR-4.2) and, if the log names it,
    the seat (``player``)."""

    action: TurnAction
    draw: tuple[Tile, ...] = ()
    player: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The turn as the log writes it."""
        out: dict[str, Any] = {} if self.player is None else {"player": self.player}
        out.update(self.action.to_json())
        if self.draw:
            out["draw"] = [str(tile) for tile in self.draw]
        return out


@dataclass(frozen=True, slots=True)
class NoReturnLog:
    """A ``no-return/1`` move log as a typed, immutable record."""

    players: tuple[str, ...]
    setup: tuple[SetupEntry, ...]
    turns: tuple[Turn, ...] = ()
    options: Options = field(default_factory=Options)
    result: tuple[int, ...] | None = None
    format: ClassVar[str] = FORMAT

    def to_json(self) -> dict[str, Any]:
        """The log as its JSON document (LOG-FORMAT.md)."""
        out = envelope(FORMAT, self.players, self.options)
        out["setup"] = [entry.to_json() for entry in self.setup]
        out["turns"] = [turn.to_json() for turn in self.turns]
        if self.result is not None:
            out["result"] = list(self.result)
        return out

    def appended(self, *turns: Turn) -> NoReturnLog:
        """The same log with ``turns`` added at the end."""
        return NoReturnLog(self.players, self.setup, self.turns + turns, self.options, None)

    def finished(self, result: Sequence[int]) -> NoReturnLog:
        """The same log with its ``result``."""
        return NoReturnLog(self.players, self.setup, self.turns, self.options, tuple(result))
