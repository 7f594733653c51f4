"""A move-log format derived from a declared record: decoder, JSON Schemas, recorder, replay.

A game whose log is "the players, what chance dealt, the actions in order, the result"
declares that record as a frozen dataclass and gets its whole format from it::

    @dataclass(frozen=True, slots=True)
    class FifteenLog:
        players: tuple[str, ...]
        cards: Annotated[tuple[Annotated[int, Between(1, 10)], ...], MaxItems(10)]
        actions: tuple[Action, ...] = ()
        result: tuple[int, ...] | None = None

The field types say everything the shape checks and the schemas need: ``int``, ``str``,
``bool``, a :class:`~regelwerk.notation.WordAction` (one of its words), ``tuple[X, ...]``
(a list), ``X | None``, with :class:`Between` and :class:`MaxItems` as bounds.  ``players``,
``result`` and ``options`` are the envelope every log shares.  A field that is not the
actions and has no default is a *setup* field: what chance dealt, as far as the log knows
it.  The game writes the rest as methods of a :class:`DeclaredCodec` subclass: where its
replay starts (:meth:`~DeclaredCodec.start`), what a state records of chance
(:meth:`~DeclaredCodec.chance_of`) and what a seat may not see
(:meth:`~DeclaredCodec.hidden`).  Replay, recording, redaction and both JSON Schemas are
written here once, so the decoder and the schemas cannot disagree.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Final, Generic, Protocol, TypeVar, cast

from regelwerk.errors import ArgumentTypeError, IllegalActionError, SeatError
from regelwerk.game import GameInfo, GameOptions, GameState, JSONValue, NoOptions
from regelwerk.logs.decoding import Decoding
from regelwerk.logs.formats import RECORD_ENCODERS, Event, envelope
from regelwerk.logs.meta import KEY as META_KEY
from regelwerk.logs.meta import SCHEMA as META_SCHEMA
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import (
    child,
    expect_list,
    expect_object,
    expect_players,
    expect_result,
    schema_fault,
)
from regelwerk.reasons import SchemaReason
from regelwerk.violation import Violation

__all__ = ["Between", "DeclaredCodec", "DeclaredRecord", "MaxItems"]


class DeclaredRecord(Protocol):
    """What every declared record has: the players' names and the result it claims."""

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names, seat by seat."""
        ...

    @property
    def result(self) -> tuple[int, ...] | None:
        """The result the log states, or ``None``."""
        ...


R = TypeVar("R", bound=DeclaredRecord)
S = TypeVar("S", bound=GameState[Any])

_ENVELOPE: Final = ("players", "options", "result")


@dataclasses.dataclass(frozen=True, slots=True)
class Between:
    """``Annotated[int, Between(1, 10)]``: a whole number from ``minimum`` to ``maximum``."""

    minimum: int
    maximum: int


@dataclasses.dataclass(frozen=True, slots=True)
class MaxItems:
    """``Annotated[tuple[X, ...], MaxItems(10)]``: a list of at most ``count`` items."""

    count: int


# --- one field type, read: decode a JSON value and describe it as a JSON Schema


def _parts(hint: Any) -> tuple[Any, list[Any]]:
    """A type without its ``Annotated`` metadata, and the metadata."""
    if typing.get_origin(hint) is typing.Annotated:
        base, *extras = typing.get_args(hint)
        inner, more = _parts(base)
        return inner, [*extras, *more]
    return hint, []


def _optional(hint: Any) -> Any | None:
    """``X`` for ``X | None``, else ``None``."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        rest = [arg for arg in typing.get_args(hint) if arg is not type(None)]
        if len(rest) == 1 and len(typing.get_args(hint)) == 2:
            return rest[0]
    return None


def _schema(hint: Any, nullable: bool = False) -> dict[str, JSONValue]:
    """The JSON Schema of a value of type ``hint`` (``nullable``: its items may be null)."""
    base, extras = _parts(hint)
    inner = _optional(base)
    if inner is not None:
        return {"anyOf": [_schema(inner), {"type": "null"}]}
    out: dict[str, JSONValue]
    if typing.get_origin(base) is tuple:
        item = _schema(typing.get_args(base)[0])
        out = {"type": "array", "items": {"anyOf": [item, {"type": "null"}]} if nullable else item}
    elif isinstance(base, type) and issubclass(base, enum.Enum):
        out = {"enum": [member.value for member in base]}
    elif base is bool:
        out = {"type": "boolean"}
    elif base is int:
        out = {"type": "integer"}
    elif base is str:
        out = {"type": "string"}
    else:
        raise TypeError(f"a declared log field cannot be of type {base!r}")
    for extra in extras:
        if isinstance(extra, Between):
            out |= {"minimum": extra.minimum, "maximum": extra.maximum}
        elif isinstance(extra, MaxItems):
            out["maxItems"] = extra.count
    return out


def _reader(hint: Any) -> Callable[[Any, str], Any]:
    """The function that reads a JSON value of type ``hint`` at a pointer, or raises the
    LOG-SCHEMA :class:`~regelwerk.logs.shape.ShapeError` of the first thing wrong."""
    base, extras = _parts(hint)
    inner = _optional(base)
    if inner is not None:
        read_inner = _reader(inner)
        return lambda value, at: None if value is None else read_inner(value, at)
    bounds = [extra for extra in extras if isinstance(extra, Between | MaxItems)]
    if typing.get_origin(base) is tuple:
        read_item = _reader(typing.get_args(base)[0])

        def read_list(value: Any, at: str) -> tuple[Any, ...]:
            items = tuple(
                read_item(item, child(at, i)) for i, item in enumerate(expect_list(value, at))
            )
            for bound in bounds:
                if isinstance(bound, MaxItems) and len(items) > bound.count:
                    raise schema_fault(
                        at, reason=SchemaReason.TOO_LONG, maximum=bound.count, actual=len(items)
                    )
            return items

        return read_list
    if isinstance(base, type) and issubclass(base, enum.Enum):
        words = {member.value: member for member in base}
        allowed = ", ".join(words)

        def read_word(value: Any, at: str) -> Any:
            if type(value) is not str:
                raise schema_fault(at, reason=SchemaReason.TYPE, expected="string")
            if value not in words:
                raise schema_fault(at, reason=SchemaReason.WORD, value=value, allowed=allowed)
            return words[value]

        return read_word
    expected = {bool: "boolean", int: "integer", str: "string"}.get(base)
    if expected is None:
        raise TypeError(f"a declared log field cannot be of type {base!r}")

    def read_plain(value: Any, at: str) -> Any:
        if type(value) is not base:
            raise schema_fault(at, reason=SchemaReason.TYPE, expected=expected)
        for bound in bounds:
            if isinstance(bound, Between) and not bound.minimum <= value <= bound.maximum:
                raise schema_fault(
                    at, reason=SchemaReason.BOUNDS, value=value,
                    minimum=bound.minimum, maximum=bound.maximum,
                )  # fmt: skip
        return value

    return read_plain


class DeclaredCodec(Generic[R, S]):
    """The log format, recorder and redaction of a game whose log is a declared record
    ``R`` (see the module docstring); ``S`` is the game's state.

    A subclass writes :meth:`start` (always), :meth:`chance_of` (when chance deals anything
    after the start), :meth:`hidden` (when a seat may not see all of it) and
    :meth:`reveal` (when a server may name a chance outcome to :meth:`step`).
    """

    def __init__(
        self,
        info: GameInfo,
        record: type[R],
        new: Callable[[int, int, Any], S],
        *,
        actions: str = "actions",
        options: Callable[[Mapping[str, Any]], GameOptions] = NoOptions.from_json,
        option_names: frozenset[str] = frozenset(),
    ) -> None:
        self.info = info
        """The game of the format (its ``format`` is ``info.log_format``)."""
        self.record = record
        self.actions = actions
        """The name of the record's field (and the log's key) that lists the actions."""
        self._new = new
        self._options = options
        self._option_names = option_names
        hints = typing.get_type_hints(record, include_extras=True)
        fields = dataclasses.fields(cast(Any, record))  # a dataclass, as the module says
        self._hints = {field.name: hints[field.name] for field in fields}
        self._readers = {
            name: _reader(hint) for name, hint in self._hints.items() if name not in _ENVELOPE
        }
        self._required = tuple(
            field.name for field in fields
            if field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING
        ) + ((actions,) if actions in self._hints else ())  # fmt: skip
        self._keys = frozenset({"format", *self._hints, "options"})
        self.setup = tuple(name for name in self._hints if name not in {*_ENVELOPE, actions})
        """The setup fields: what chance dealt, as far as the log records it."""
        RECORD_ENCODERS[record] = self.encode  # validate(record) encodes it with this

    # --- what a game writes

    def start(self, log: R) -> S:
        """The state a replay starts from: the record's players and setup fields, before the
        first action; :class:`~regelwerk.errors.IllegalActionError` when they break a rule
        (its pointer: :meth:`pointer`)."""
        raise NotImplementedError(f"{type(self).__name__}.start")

    def chance_of(self, state: S) -> Mapping[str, Any]:
        """The setup fields as a log records them once ``state`` is reached (e.g. every card
        dealt or drawn so far, in order); by default none change after the start."""
        return {}

    def hidden(self, log: R, seat: int) -> Mapping[str, Sequence[bool]]:
        """For each setup field whose items ``seat`` may not see, which items are hidden
        (``True``: written as ``null`` in the redacted log); by default nothing is hidden."""
        return {}

    def reveal(self, state: S, action: object, chance: Mapping[str, object]) -> S:
        """The state with a chance outcome a server names (``Recorder.play(action,
        **chance)``) made known, before ``action`` is played; by default a game takes none."""
        if chance:
            raise ArgumentTypeError("chance", ", ".join(chance), self.info.title)
        return state

    def pointer(self, violation: Violation) -> str:
        """Where in a log a rule broken by :meth:`start` is (``"/players"`` unless the
        violation names a setup field as its ``field``, and an ``index`` in it)."""
        field = violation.get("field")
        if not isinstance(field, str):
            return "/players"
        index = violation.get("index")
        return f"/{field}" if not isinstance(index, int) else f"/{field}/{index}"

    # --- the codec

    @property
    def format(self) -> str:
        """The move-log format, ``info.log_format``."""
        return self.info.log_format

    @property
    def game(self) -> GameInfo:
        """The game of the format."""
        return self.info

    def decode(self, document: Mapping[str, Any], collect: bool) -> tuple[R | None, list[Fault]]:
        """The typed record of a document, and its LOG-SCHEMA faults (all when collecting)."""
        steps = Decoding(collect)
        steps.attempt(expect_object, document, "", ("format", *self._required), self._keys)
        if steps.faults:
            return None, steps.faults
        values: dict[str, Any] = {"players": steps.attempt(expect_players, document["players"])}
        chosen = steps.attempt(
            expect_object, document.get("options", {}), "/options", (), self._option_names
        )
        if chosen is not None:
            values["options"] = self._options(chosen)
        for name, read in self._readers.items():
            if name in document:
                values[name] = steps.attempt(read, document[name], f"/{name}")
        if "result" in document:
            players = document["players"]
            count = len(players) if type(players) is list else None
            values["result"] = steps.attempt(expect_result, document["result"], count)
        if steps.faults:
            return None, steps.faults
        if "options" not in self._hints:
            values.pop("options", None)
        return self.record(**values), []

    def encode(self, log: R) -> dict[str, Any]:
        """The JSON document of a record."""
        options: GameOptions = getattr(log, "options", NoOptions())
        return envelope(self.format, log.players, options) | self._fields(log)

    def _fields(self, log: R) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in self._readers:
            out[name] = _to_json(getattr(log, name))
        if log.result is not None:
            out["result"] = list(log.result)
        return out

    def length(self, log: R) -> int:
        """The number of actions the record holds."""
        return len(getattr(log, self.actions))

    def result_of(self, log: R) -> tuple[int, ...] | None:
        """The result the record states, or ``None``."""
        return log.result

    def replay(self, log: R, document: Mapping[str, Any], collect: bool) -> Iterator[Event[S]]:
        """The start, then each action checked and applied; a replay stops at its first
        broken rule (an action after it would be judged in a position the log never had)."""
        try:
            state = self.start(log)
        except IllegalActionError as error:
            yield Fault(error.violation, self.pointer(error.violation))
            return
        yield 0, state
        for index, action in enumerate(getattr(log, self.actions)):
            violation = state.check(action)
            if violation is not None:
                yield Fault(violation, f"/{self.actions}/{index}", index)
                return
            state = state.apply(action)
            yield index + 1, state

    def final_state(self, log: R) -> S | None:
        """The last state a replay of ``log`` reaches (up to its first broken rule), or
        ``None`` when it cannot start (e.g. for :meth:`hidden`, who holds what)."""
        last = None
        for event in self.replay(log, {}, False):
            if not isinstance(event, Fault):
                last = event[1]
        return last

    def final(self, log: R, document: Mapping[str, Any]) -> Iterator[Event[S]]:
        """No quicker way: the strict replay itself."""
        return self.replay(log, document, False)

    def schema(self, view: bool = False) -> dict[str, Any]:
        """The JSON Schema (draft 2020-12) of the move log or, ``view``, of its redaction."""
        log_format = self.info.view_format if view else self.info.log_format
        properties: dict[str, JSONValue] = {"format": {"const": log_format}}
        properties[META_KEY] = json.loads(json.dumps(dict(META_SCHEMA)))  # a copy of its own
        if view:
            properties["seat"] = {"type": "integer", "minimum": 0}
        properties["players"] = {"type": "array", "items": {"type": "string"}}
        options: dict[str, JSONValue] = {"type": "object"}
        if not self._option_names:
            options["maxProperties"] = 0
        properties["options"] = options
        for name in self._readers:
            properties[name] = _schema(self._hints[name], nullable=view and name in self.setup)
        properties["result"] = {"type": "array", "items": {"type": "integer"}}
        required: list[JSONValue] = ["format", *(["seat"] if view else []), *self._required]
        return {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": f"{self.info.title} {'redacted ' if view else ''}move log ({log_format})",
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        }

    # --- the recorder (regelwerk.logs.Recorder)

    def _log(self, players: Sequence[str], state: S, actions: Sequence[Any], options: Any) -> R:
        result = state.result()
        values: dict[str, Any] = {"players": tuple(players), self.actions: tuple(actions)}
        values |= self.chance_of(state)
        values["result"] = None if result is None else result.scores
        if "options" in self._hints:
            values["options"] = options
        return self.record(**values)

    def new(self, names: Sequence[str], seed: int, options: Any) -> tuple[R, S]:
        """A new log and seeded state for the seats ``names``."""
        chosen = options if options is not None else self._options({})
        state = self._new(len(names), seed, chosen)
        return self._log(names, state, (), chosen), state

    def deal(self, names: Sequence[str], deal: Mapping[str, Any], options: Any) -> tuple[R, S]:
        """A new log and state from an explicit deal: the setup fields by name."""
        chosen = options if options is not None else self._options({})
        values = {"players": tuple(names), **deal}
        if "options" in self._hints:
            values["options"] = chosen
        log = self.record(**values)
        state = self.start(log)
        return self._log(names, state, (), chosen), state

    def step(self, log: R, state: S, action: Any, chance: Mapping[str, Any]) -> tuple[R, S]:
        """Play one checked action (after :meth:`reveal` of its chance outcome) and record it."""
        state = self.reveal(state, action, chance).play(action)
        actions = (*getattr(log, self.actions), action)
        return self._log(log.players, state, actions, getattr(log, "options", None)), state

    def play_out(
        self, log: R, state: S, choose: Callable[[S], Any], *, trusted: bool = False
    ) -> tuple[R, S]:
        """Each action ``choose`` picks, checked (``trusted``: applied unchecked), until the
        end or ``None``; the log is built once, at the end."""
        actions = list(getattr(log, self.actions))
        while not state.is_over:
            action = choose(state)
            if action is None:
                break
            state = state.apply(action) if trusted else state.play(action)
            actions.append(action)
        return self._log(log.players, state, actions, getattr(log, "options", None)), state

    # --- redaction

    def redact(self, log: R, seat: int) -> dict[str, Any]:
        """The log as ``seat`` may see it (the view format): what :meth:`hidden` marks is
        ``null``."""
        if type(seat) is not int or not 0 <= seat < len(log.players):
            raise SeatError(seat, len(log.players))
        options: GameOptions = getattr(log, "options", NoOptions())
        out = envelope(self.info.view_format, log.players, options, seat=seat)
        fields = self._fields(log)
        for name, hide in self.hidden(log, seat).items():
            fields[name] = [None if h else item for item, h in zip(fields[name], hide, strict=True)]
        return out | fields


def _to_json(value: Any) -> Any:
    """A record field's value as JSON (a word action as its word, a tuple as a list)."""
    if isinstance(value, tuple):
        return [_to_json(item) for item in value]
    if isinstance(value, enum.Enum):
        return value.value
    return value
