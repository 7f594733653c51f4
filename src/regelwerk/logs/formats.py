"""The move-log formats: each game's codec, found through the game registry.

A codec holds only its game's format rules; reading, reporting, recording and the command
line are written once against :class:`LogCodec`.  A log's ``format`` names its game
(:func:`regelwerk.games.game_for_format`), and only that game is imported, so ``import
regelwerk.logs`` loads no engine.

A codec's replay yields *events*: ``(index, state)`` for each state reached (``index`` is
``None`` for states of the setup and the number of the next turn or action otherwise, so the
last one of a complete replay has ``index == codec.length(log)``), or a :class:`Fault`.
After a fault the codec goes on only in collecting mode and only where the fault leaves
later turns checkable (see :func:`regelwerk.logs.validate.validate`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeAlias, TypeVar

from regelwerk.errors import UnknownFormatError
from regelwerk.game import GameInfo, GameOptions, JSONValue, Result
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import ShapeError, schema_fault
from regelwerk.reasons import SchemaReason

if TYPE_CHECKING:
    from regelwerk.game import AnyGame, AnyState

__all__ = [
    "RECORD_ENCODERS",
    "Event",
    "LogCodec",
    "LogRecord",
    "RecordCodec",
    "ShapeError",
    "codec_for",
    "codec_named",
    "envelope",
    "formats",
    "game_for",
    "json_schema",
    "view_envelope",
]

S = TypeVar("S")
S_co = TypeVar("S_co", covariant=True)
L = TypeVar("L")
L_contra = TypeVar("L_contra", contravariant=True)

RECORD_ENCODERS: dict[type, Callable[[Any], dict[str, Any]]] = {}
"""How a typed record without a ``to_json`` of its own is written as a JSON document, by
its class (a :class:`~regelwerk.logs.declared.DeclaredCodec` registers its record here)."""

Event: TypeAlias = "tuple[int | None, S] | Fault"
"""One step of a replay: the index of the next turn with the state reached, or a fault."""


class LogRecord(Protocol):
    """What every typed log record offers: its JSON form and the result it claims."""

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names, seat by seat."""
        ...

    @property
    def result(self) -> tuple[int, ...] | None:
        """The result the log states, or ``None``."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The log as a JSON document, as the format writes it."""
        ...


class LogCodec(Protocol[L, S_co]):
    """What a log format provides: ``L`` is its typed record, ``S`` the game's state."""

    @property
    def format(self) -> str:
        """The move-log format this codec reads and writes (``no-return/1``)."""
        ...

    @property
    def game(self) -> GameInfo:
        """The game of the format, as data (its :class:`~regelwerk.game.GameInfo`; its
        ``log_format`` is :attr:`format`)."""
        ...

    def decode(self, document: Mapping[str, Any], collect: bool) -> tuple[L | None, list[Fault]]:
        """The typed record of a document already known to have this ``format``, and the
        LOG-SCHEMA faults (all of them when collecting, else at most the first)."""
        ...

    def encode(self, log: L) -> dict[str, Any]:
        """The JSON document of a record (``decode(encode(log)) == log``)."""
        ...

    def length(self, log: L) -> int:
        """The number of turns (No Return) or actions (No Thanks) the record holds."""
        ...

    def result_of(self, log: L) -> tuple[int, ...] | None:
        """The result the record claims, if any."""
        ...

    def replay(self, log: L, document: Mapping[str, Any], collect: bool) -> Iterator[Event[S_co]]:
        """Replay the record (``document`` is its JSON form, for pointers into lists)."""
        ...

    def final(self, log: L, document: Mapping[str, Any]) -> Iterator[Event[S_co]]:
        """A strict replay by a quicker way than state by state, if the codec has one: the
        states where a sweep over legal turns stops (the last one at the end), and the first
        fault if there is one, found from where the sweep stopped (never from turn 0)."""
        ...


R = TypeVar("R", bound=LogRecord)


class RecordCodec(Generic[R]):
    """What every codec does alike: a record writes itself (``to_json``) and holds the
    result it claims (``result``); the format is the game's (``game``, a
    :class:`~regelwerk.game.GameInfo` the subclass sets); a codec subclasses this and adds
    its format's rules."""

    game: GameInfo

    @property
    def format(self) -> str:
        """The move-log format: ``game.log_format``."""
        return self.game.log_format

    def encode(self, log: R) -> dict[str, Any]:
        """The typed record of a log as a JSON document."""
        return log.to_json()

    def result_of(self, log: R) -> tuple[int, ...] | None:
        """The result the record states, or ``None``."""
        return log.result

    def replay(self, log: R, document: Mapping[str, Any], collect: bool) -> Iterator[Event[Any]]:
        """The game's replay: every codec writes its own."""
        raise NotImplementedError

    def final(self, log: R, document: Mapping[str, Any]) -> Iterator[Event[Any]]:
        """No quicker way: the strict replay itself."""
        return self.replay(log, document, False)

    def judged(
        self, document: Mapping[str, Any]
    ) -> tuple[Result | None, tuple[int, ...] | None] | None:
        """The fused pass of ``regelwerk validate``, which a codec may add to
        :class:`LogCodec` (the command asks for it by name; a codec without it takes the
        long way): a document read and judged in one walk, each turn read as the kernel's
        sweep comes to it, giving the result a sound log's game ends with (``None`` while
        it is not over) and the result the log claims; ``None`` for a document that is not
        well-formed with every turn (action) legal, and then the long way -- :meth:`decode`,
        then :meth:`final` -- names its first fault.  It never changes a report, it only
        makes a sound log's quicker.  Here: none, every log takes the long way."""
        return None


def envelope(
    format_name: str, players: Sequence[str], options: GameOptions, **extra: JSONValue
) -> dict[str, Any]:
    """The start every log document shares: its ``format``, any ``extra`` keys (a redacted
    log's ``seat``), the ``players``, and the ``options`` that differ from their defaults."""
    out: dict[str, Any] = {"format": format_name, **extra, "players": list(players)}
    chosen = options.to_json()
    if chosen:
        out["options"] = chosen
    return out


class _Seated(Protocol):
    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def options(self) -> GameOptions: ...


def view_envelope(view_format: str, log: _Seated, seat: int) -> dict[str, Any]:
    """The start of ``log`` redacted for ``seat``; :class:`~regelwerk.errors.SeatError` (a
    ``ValueError``) for a seat not in the game."""
    from regelwerk.errors import SeatError

    players = len(log.players)
    if type(seat) is not int or not 0 <= seat < players:
        raise SeatError(seat, players)
    return envelope(view_format, log.players, log.options, seat=seat)


def formats() -> dict[str, str]:
    """Every installed log format (move logs and redacted ones) by name, with its game's
    name; loads every game."""
    from regelwerk.games import load, names

    return {fmt: name for name in names() for fmt in load(name).formats}


_MOVE_LOGS: dict[str, AnyGame] = {}
"""The games of the move-log formats met so far: a log of a known format costs one look-up
(the registry is read once per process, so what it says of a format never changes)."""


def game_for(document: Any) -> AnyGame:
    """The game of a parsed document's ``format``; LOG-SCHEMA (as :class:`ShapeError`) when
    the document is not an object, has no format, or one that is unknown or redacted."""
    if type(document) is dict:
        name = document.get("format")
        if type(name) is str and name in _MOVE_LOGS:
            return _MOVE_LOGS[name]
    return _found(document)


def _found(document: Any) -> AnyGame:
    from regelwerk.games import game_for_format

    if type(document) is not dict:
        raise schema_fault("", reason=SchemaReason.TYPE, expected="object")
    if "format" not in document:
        raise schema_fault("", reason=SchemaReason.MISSING, key="format")
    name = document["format"]
    if type(name) is not str:
        raise schema_fault("/format", reason=SchemaReason.TYPE, expected="string")
    game = game_for_format(name)
    if game is None:
        raise schema_fault("/format", reason=SchemaReason.FORMAT, format=name)
    if name != game.info.log_format:  # a redacted log: of this game, but no move log
        redacted = schema_fault("/format", reason=SchemaReason.REDACTED, format=name)
        redacted.game = game.name
        raise redacted
    _MOVE_LOGS[name] = game
    return game


def codec_for(document: Any) -> LogCodec[object, AnyState]:
    """The codec for a parsed document's ``format`` (see :func:`game_for`)."""
    return game_for(document).codec


def codec_named(name: str) -> LogCodec[object, AnyState]:
    """The codec of move-log format ``name`` (``"no-return/1"``);
    :class:`~regelwerk.errors.UnknownFormatError` (a ``KeyError``) if unknown."""
    from regelwerk.games import game_for_format, load, names

    game = game_for_format(name) if isinstance(name, str) else None
    if game is None or name != game.info.log_format:
        raise UnknownFormatError(name, tuple(load(other).info.log_format for other in names()))
    return game.codec


def json_schema(format_name: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) shipped for a format, redacted ones included."""
    from regelwerk.games import game_for_format

    game = game_for_format(format_name) if isinstance(format_name, str) else None
    if game is None:
        raise UnknownFormatError(format_name, tuple(sorted(formats())))
    return game.schema(format_name)
