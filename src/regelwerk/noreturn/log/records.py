"""The typed, immutable records of a ``no-return/1`` log: the log, its setup entries and turns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from regelwerk.frozen import Frozen
from regelwerk.logs.formats import envelope
from regelwerk.noreturn.actions import Clear, Exchange, Pass, Play, TurnAction, write_action
from regelwerk.noreturn.kernel import TurnParts
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.tiles import NAMES, Tile

FORMAT: Final = "no-return/1"
_DEFAULTS: Final = Options()


class SetupEntry(Frozen):
    """One seat's setup: the 8 tiles drawn (NR-3.1), those set aside and their replacements
    (NR-3.2), in the order the log lists them.  A frozen value (:mod:`regelwerk.frozen`)."""

    __slots__ = ("hand", "set_aside", "draw")  # noqa: RUF023 (the fields' order)
    hand: tuple[Tile, ...]
    set_aside: tuple[Tile, ...]
    draw: tuple[Tile, ...]

    def __init__(
        self, hand: tuple[Tile, ...], set_aside: tuple[Tile, ...] = (), draw: tuple[Tile, ...] = ()
    ) -> None:
        _set(self, "hand", hand)  # every log read makes one per seat: not _init's loop
        _set(self, "set_aside", set_aside)
        _set(self, "draw", draw)

    def to_json(self) -> dict[str, Any]:
        """The entry as the log writes it."""
        out: dict[str, Any] = {"hand": [NAMES[tile] for tile in self.hand]}
        if self.set_aside:
            out["set_aside"] = [NAMES[tile] for tile in self.set_aside]
        if self.draw:
            out["draw"] = [NAMES[tile] for tile in self.draw]
        return out


class Turn(Frozen):
    """One turn: its action, the tiles drawn after it (NR-4.2) and, if the log names it,
    the seat (``player``).  A frozen value (:mod:`regelwerk.frozen`)."""

    __slots__ = ("action", "draw", "player")
    action: TurnAction
    draw: tuple[Tile, ...]
    player: int | None

    def __init__(
        self, action: TurnAction, draw: tuple[Tile, ...] = (), player: int | None = None
    ) -> None:
        _set(self, "action", action)  # a replayed log's every turn makes one: not _init's loop
        _set(self, "draw", draw)
        _set(self, "player", player)

    def to_json(self) -> dict[str, Any]:
        """The turn as the log writes it (:func:`turn_json`)."""
        return turn_json(parts_of(self))


SetupEntry._name_fields()
Turn._name_fields()


def parts_of(turn: Turn) -> TurnParts:
    """A turn's parts."""
    return action_parts(turn.action, turn.draw, turn.player)


def action_parts(action: TurnAction, draw: tuple[Tile, ...], player: int | None) -> TurnParts:
    """The parts of a turn of ``action`` that drew ``draw`` (``player`` as the log names
    the one who acts, or ``None``): what a log kept as parts holds, with no :class:`Turn`
    record made."""
    return type(action), action.tiles, action.pay, action.phase2, draw, player


def turn_json(parts: TurnParts) -> dict[str, Any]:
    """A turn as the log writes it (LOG-FORMAT.md), straight from its parts: ``player``,
    the action (:func:`~regelwerk.noreturn.actions.write_action`), ``draw``.  The one writer
    of a turn, for :meth:`Turn.to_json` and a log kept as parts, which makes no
    :class:`Turn` record to write itself."""
    kind, tiles, pay, phase2, draw, player = parts
    out = write_action({} if player is None else {"player": player}, kind, tiles, pay, phase2)
    if draw:
        out["draw"] = [NAMES[tile] for tile in draw]
    return out


def turn_of(parts: TurnParts) -> Turn:
    """The turn of its parts (only ever parts that :func:`parts_of` or the decoder made)."""
    kind, tiles, pay, phase2, draw, player = parts
    action: TurnAction
    if kind is Pass:
        action = Pass(phase2)
    elif kind is Clear:
        action = Clear(tiles, pay, phase2)
    elif kind is Play:
        action = Play(tiles, phase2)
    else:
        action = Exchange(tiles, phase2)  # sorted here: the parts may hold them in any order
    return Turn(action, draw, player)


class NoReturnLog(Frozen):
    """A ``no-return/1`` move log as a typed, immutable record (a frozen value: equality,
    hashing and ``repr`` by its fields).

    A decoded log keeps its turns as :data:`TurnParts` and makes the :class:`Turn` records
    only when :attr:`turns` is first read: validating a log needs only the parts."""

    __slots__ = ("_parts", "_turns", "options", "players", "result", "setup")
    format: ClassVar[str] = FORMAT
    players: tuple[str, ...]
    setup: tuple[SetupEntry, ...]
    options: Options
    result: tuple[int, ...] | None
    _turns: tuple[Turn, ...] | None  # None until made from the parts
    _parts: tuple[TurnParts, ...] | None  # None until asked for

    def __init__(
        self,
        players: tuple[str, ...],
        setup: tuple[SetupEntry, ...],
        turns: tuple[Turn, ...] = (),
        options: Options = _DEFAULTS,
        result: tuple[int, ...] | None = None,
    ) -> None:
        _set(self, "players", players)
        _set(self, "setup", setup)
        _set(self, "_turns", turns)
        _set(self, "_parts", None)
        _set(self, "options", options)
        _set(self, "result", result)

    @classmethod
    def of_parts(
        cls,
        players: tuple[str, ...],
        setup: tuple[SetupEntry, ...],
        parts: tuple[TurnParts, ...],
        options: Options,
        result: tuple[int, ...] | None,
    ) -> NoReturnLog:
        """The log of turns given by their parts (what the decoder makes)."""
        log = cls(players, setup, (), options, result)
        _set(log, "_turns", None)
        _set(log, "_parts", parts)
        return log

    @property
    def turns(self) -> tuple[Turn, ...]:
        """The turns, in order."""
        turns = self._turns
        if turns is None:
            turns = tuple(map(turn_of, self._parts or ()))
            _set(self, "_turns", turns)
        return turns

    def parts(self) -> tuple[TurnParts, ...]:
        """The turns by their parts (:data:`TurnParts`)."""
        parts = self._parts
        if parts is None:
            parts = tuple(map(parts_of, self._turns or ()))
            _set(self, "_parts", parts)
        return parts

    def to_json(self) -> dict[str, Any]:
        """The log as its JSON document (LOG-FORMAT.md)."""
        out = envelope(FORMAT, self.players, self.options)
        out["setup"] = [entry.to_json() for entry in self.setup]
        out["turns"] = list(map(turn_json, self.parts()))  # no Turn record made to write it
        if self.result is not None:
            out["result"] = list(self.result)
        return out

    def appended(self, *turns: Turn) -> NoReturnLog:
        """The same log with ``turns`` added at the end."""
        return NoReturnLog(self.players, self.setup, self.turns + turns, self.options, None)

    def finished(self, result: Sequence[int]) -> NoReturnLog:
        """The same log with its ``result``."""
        if self._turns is None:  # kept as parts: no Turn records made for the result
            return NoReturnLog.of_parts(
                self.players, self.setup, self.parts(), self.options, tuple(result)
            )
        return NoReturnLog(self.players, self.setup, self.turns, self.options, tuple(result))


NoReturnLog._name_fields(("players", "setup", "turns", "options", "result"))
_set = object.__setattr__  # the one way into a frozen log: its constructors and the cache
