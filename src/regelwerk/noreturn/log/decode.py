"""Decoding a ``no-return/1`` document into its record, finding every LOG-SCHEMA fault."""

from __future__ import annotations

from collections.abc import Mapping
from operator import itemgetter
from typing import Any, Final, NoReturn

from regelwerk.frozen import Frozen
from regelwerk.logs.decoding import Decoding
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import (
    ShapeError,
    child,
    expect_int,
    expect_list,
    expect_object,
    expect_players,
    expect_result,
    expect_true,
    lookup_all,
    schema_fault,
)
from regelwerk.noreturn.actions import Clear, Exchange, Pass, Play, TurnAction
from regelwerk.noreturn.kernel import TurnParts
from regelwerk.noreturn.log.records import NoReturnLog, SetupEntry
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.reasons import NoReturnReason
from regelwerk.noreturn.tiles import KINDS, Tile
from regelwerk.reasons import SchemaReason

_BY_NAME: Final = {str(tile): tile for tile in KINDS}

_ROOT_KEYS: Final = frozenset({"format", "players", "options", "setup", "turns", "result"})
_ROOT_REQUIRED: Final = ("format", "players", "setup", "turns")
_SETUP_KEYS: Final = frozenset({"hand", "set_aside", "draw"})
_TURN_KEYS: Final = frozenset(
    {"player", "phase2", "play", "exchange", "clear", "pay", "pass", "draw"}
)
_ACTION_KEYS: Final = ("play", "exchange", "clear", "pass")
_OPTIONS: Final = frozenset(Options.__match_args__)
_DEFAULTS: Final = Options()  # a log without options plays by these (a frozen value)


def tiles_at(value: Any, pointer: str) -> tuple[Tile, ...]:
    return lookup_all(_BY_NAME, value, pointer, "tile")


class _Keys(Frozen):
    """What a turn's keys, in document order, say of it: decided once per key order.  A
    frozen value (:mod:`regelwerk.frozen`), as every record read at a command's start: a
    named tuple compiles code when it is defined, and a process's first ``compile()`` costs
    a one-file ``validate`` a twentieth of its start."""

    __slots__ = ("unknown", "kinds", "player", "phase2", "pay", "draw")  # noqa: RUF023
    unknown: str | None  # the first key that a turn does not have (LOG-SCHEMA), if any
    kinds: tuple[str, ...]  # its action keys, in the order of _ACTION_KEYS
    player: bool
    phase2: bool
    pay: bool
    draw: bool

    def __init__(
        self,
        unknown: str | None,
        kinds: tuple[str, ...],
        player: bool,
        phase2: bool,
        pay: bool,
        draw: bool,
    ) -> None:
        self._init(unknown, kinds, player, phase2, pay, draw)


_Keys._name_fields()


def _keys(keys: tuple[str, ...]) -> _Keys:
    plan = _PLANS.get(keys)  # (the caller looks first; _Keys are never falsy)
    if plan is None:
        present = frozenset(keys)
        plan = _Keys(
            next((key for key in keys if key not in _TURN_KEYS), None),
            tuple(key for key in _ACTION_KEYS if key in present),
            "player" in present,
            "phase2" in present,
            "pay" in present,
            "draw" in present,
        )
        if len(_PLANS) < _MAX_PLANS:  # a few key orders in practice; bounded for documents
            _PLANS[keys] = plan  # built to fill the cache
            shape = _shape(plan)
            if shape is not None:
                _SHAPES[keys] = shape
    return plan


_Shape = tuple[type[TurnAction], str, bool, bool, bool]


def _shape(plan: _Keys) -> _Shape | None:
    """What the keys of a well-formed turn say (one action, a ``pay`` exactly with a clear,
    no unknown key): the action's kind and key, whether the turn has a ``phase2`` flag, a
    ``draw`` and a ``player``; ``None`` for keys no well-formed turn has."""
    kinds = plan.kinds
    if plan.unknown is not None or len(kinds) != 1 or (kinds[0] == "clear") != plan.pay:
        return None
    return _KINDS[kinds[0]], kinds[0], plan.phase2, plan.draw, plan.player


_PLANS: dict[tuple[str, ...], _Keys] = {}
_MAX_PLANS: Final = 512
_SHAPES: dict[tuple[str, ...], _Shape] = {}
"""The shapes of the well-formed key orders seen so far (:func:`_shape`)."""


def read_turn(value: Any) -> TurnParts:
    """A well-formed turn by its parts (the record makes its :class:`Turn` only when asked
    for it); ``KeyError`` or ``TypeError`` for any other value, which :func:`_turn_fault`
    then names.  No pointer is built: decoding is a large part of validating a log."""
    shape = _SHAPES.get(tuple(value)) if type(value) is dict else None
    if shape is None:
        shape = _shape(_keys(tuple(value))) if type(value) is dict else None
        if shape is None:
            raise TypeError
    kind, key, phase2, has_draw, has_player = shape
    player = None
    if has_player:
        player = value["player"]
        if type(player) is not int:
            raise TypeError
    if phase2 and value["phase2"] is not True:
        raise TypeError
    tiles: tuple[Tile, ...] = ()
    pay: tuple[Tile, ...] = ()
    if kind is Exchange:
        tiles = _listed(value["exchange"])
    elif kind is Pass:
        if value["pass"] is not True:
            raise TypeError
    else:  # plays and clears are judged highest first
        tiles = tuple(sorted(_listed(value[key]), reverse=True))
        if kind is Clear:
            pay = tuple(sorted(_listed(value["pay"]), reverse=True))
    drawn = _listed(value["draw"]) if has_draw else ()
    return kind, tiles, pay, phase2, drawn, player


def _turn_fault(value: Any, index: int) -> NoReturn:
    """Raise the first LOG-SCHEMA fault of the turn at ``/turns/index``, which :func:`read_turn`
    refused, in LOG-SCHEMA's order: the keys, the ``player``, the ``phase2`` flag, the one
    action (a clear with its ``pay``), its tiles, the ``pass`` flag, a ``pay`` without a
    clear, the ``draw``."""
    pointer = f"/turns/{index}"
    if type(value) is not dict:
        raise schema_fault(pointer, reason=SchemaReason.TYPE, expected="object")
    plan = _keys(tuple(value))
    kinds, has_pay = plan.kinds, plan.pay
    if plan.unknown is not None:
        key = plan.unknown
        raise schema_fault(child(pointer, key), reason=SchemaReason.UNKNOWN_KEY, key=key)
    if plan.player:
        expect_int(value["player"], child(pointer, "player"))
    if plan.phase2:
        expect_true(value["phase2"], child(pointer, "phase2"))
    if len(kinds) != 1:
        if kinds:
            raise schema_fault(pointer, reason=NoReturnReason.TWO_ACTIONS, actions=kinds)
        if has_pay:
            raise schema_fault(child(pointer, "pay"), reason=NoReturnReason.PAY_WITHOUT_CLEAR)
        raise schema_fault(pointer, reason=NoReturnReason.NO_ACTION)
    kind = kinds[0]
    if kind == "clear" and not has_pay:
        raise schema_fault(pointer, reason=NoReturnReason.CLEAR_WITHOUT_PAY)
    if kind == "pass":
        expect_true(value["pass"], child(pointer, "pass"))
    else:
        tiles_at(value[kind], child(pointer, kind))
    if kind == "clear":
        tiles_at(value["pay"], child(pointer, "pay"))
    elif has_pay:
        raise schema_fault(child(pointer, "pay"), reason=NoReturnReason.PAY_WITHOUT_CLEAR)
    if plan.draw:
        tiles_at(value["draw"], child(pointer, "draw"))
    raise _Disagreement(pointer)


class _Disagreement(RuntimeError):
    """A value the fast reading refused and the checked one found no fault in: a bug of
    this module, never an input's fault (the tests hold the two readings to each other)."""


_KINDS: Final[dict[str, type[TurnAction]]] = {
    "exchange": Exchange,
    "play": Play,
    "clear": Clear,
    "pass": Pass,
}


def _listed(items: Any) -> tuple[Tile, ...]:
    """A list of tile names as tiles; ``TypeError`` or ``KeyError`` for anything else (an
    item that is no string is unhashable or no key): the checked reading then names it.
    The names are looked up by one ``itemgetter`` (its items in one C call, a third faster
    than mapping a look-up over them), which gives a single item bare: hence one case."""
    if type(items) is not list:
        raise TypeError
    if len(items) > 1:
        tiles: tuple[Tile, ...] = itemgetter(*items)(_BY_NAME)
        return tiles
    return (_BY_NAME[items[0]],) if items else ()


_Deal = tuple[tuple[Tile, ...], tuple[tuple[Tile, ...], tuple[Tile, ...]]]
"""A seat's setup as the kernel's sweep takes it: the hand dealt, and its mulligan (the
tiles set aside, those drawn for them)."""


def _dealt(value: Any) -> _Deal:
    """A well-formed setup entry by its parts (no :class:`SetupEntry` made: the fused pass
    reads them once); ``KeyError`` or ``TypeError`` for any other value, which
    :func:`_entry_fault` then names."""
    if type(value) is not dict or not value.keys() <= _SETUP_KEYS:
        raise TypeError
    set_aside, draw = value.get("set_aside", _EMPTY), value.get("draw", _EMPTY)
    return _listed(value["hand"]), (_listed(set_aside), _listed(draw))


def _entry(value: Any) -> SetupEntry:
    """:func:`_dealt` as the record's entry."""
    hand, (set_aside, draw) = _dealt(value)
    return SetupEntry(hand, set_aside, draw)


def _entry_fault(value: Any, seat: int) -> NoReturn:
    """Raise the first LOG-SCHEMA fault of the setup entry at ``/setup/seat``, which
    :func:`_entry` refused, in LOG-SCHEMA's order."""
    pointer = f"/setup/{seat}"
    entry = expect_object(value, pointer, ("hand",), _SETUP_KEYS)
    for key in _LISTS:
        if key in entry:
            tiles_at(entry[key], child(pointer, key))
    raise _Disagreement(pointer)


_LISTS: Final = ("hand", "set_aside", "draw")  # a setup entry's lists, as SetupEntry holds them
_EMPTY: Final[list[str]] = []


def _options(value: Any) -> Options:
    options = expect_object(value, "/options", (), _OPTIONS)
    for name, flag in options.items():
        if type(flag) is not bool:
            raise schema_fault(
                child("/options", name), reason=SchemaReason.TYPE, expected="boolean"
            )
    return Options.from_json(options)


def decode(document: Mapping[str, Any], collect: bool) -> tuple[NoReturnLog | None, list[Fault]]:
    """The record of a document whose ``format`` is ``no-return/1``, and its LOG-SCHEMA
    faults (all of them when collecting, else at most the first)."""
    try:
        expect_object(document, "", _ROOT_REQUIRED, _ROOT_KEYS)
    except ShapeError as error:
        return None, [Fault(error.violation, error.pointer)]
    decoding = Decoding(collect)
    attempt, faults = decoding.attempt, decoding.faults
    players = attempt(expect_players, document["players"])
    options = Options()
    if "options" in document:
        options = attempt(_options, document["options"]) or options
    setup = attempt(_setup, document["setup"], players, decoding) or ()
    turns = attempt(_turns, document["turns"], decoding) or ()
    result = None
    if "result" in document:
        result = attempt(
            expect_result, document["result"], None if players is None else len(players)
        )
    if faults:
        return None, faults
    assert players is not None
    return NoReturnLog.of_parts(players, setup, turns, options, result), []


class Head(Frozen):
    """A well-formed document but for its turns, which are left as they are written (for
    the fused pass: :mod:`regelwerk.noreturn.log.verdict`).  A frozen value, as
    :class:`_Keys` is."""

    __slots__ = ("players", "options", "hands", "mulligans", "turns", "result")  # noqa: RUF023
    players: tuple[str, ...]
    options: Options
    hands: tuple[tuple[Tile, ...], ...]  # the setup: the hands dealt, seat by seat,
    mulligans: tuple[tuple[tuple[Tile, ...], tuple[Tile, ...]], ...]  # and their mulligans
    turns: list[Any]
    result: tuple[int, ...] | None

    def __init__(
        self,
        players: tuple[str, ...],
        options: Options,
        hands: tuple[tuple[Tile, ...], ...],
        mulligans: tuple[tuple[tuple[Tile, ...], tuple[Tile, ...]], ...],
        turns: list[Any],
        result: tuple[int, ...] | None,
    ) -> None:
        self._init(players, options, hands, mulligans, turns, result)


Head._name_fields()


def read_head(document: Mapping[str, Any]) -> Head:
    """The :class:`Head` of a document whose every field but its turns is well-formed, and
    whose turns are a list; :class:`ShapeError`, ``KeyError`` or ``TypeError`` for any
    other (which :func:`decode` then names)."""
    expect_object(document, "", _ROOT_REQUIRED, _ROOT_KEYS)
    players = expect_players(document["players"])
    options = _options(document["options"]) if "options" in document else _DEFAULTS
    entries = expect_list(document["setup"], "/setup")
    if not entries or len(entries) != len(players):  # (no seat: the long way names it)
        raise TypeError
    hands, mulligans = zip(*map(_dealt, entries), strict=True)
    turns = expect_list(document["turns"], "/turns")
    result = None
    if "result" in document:
        result = expect_result(document["result"], len(players))
    return Head(players, options, hands, mulligans, turns, result)


def _setup(
    value: Any, players: tuple[str, ...] | None, decoding: Decoding
) -> tuple[SetupEntry, ...]:
    """The setup entries, one per seat; a faulty entry is recorded and decoding goes on
    with the next only when collecting."""
    entries = expect_list(value, "/setup")
    if players is not None and len(entries) != len(players):
        raise schema_fault(
            "/setup", reason=SchemaReason.LENGTH, expected=len(players), actual=len(entries)
        )
    return tuple(decoding.each(entries, _entry, _entry_fault, indexed=False))


def _turns(value: Any, decoding: Decoding) -> tuple[TurnParts, ...]:
    """The turns by their parts; a faulty turn is recorded at its index."""
    listed = expect_list(value, "/turns")
    return tuple(decoding.each(listed, read_turn, _turn_fault))
