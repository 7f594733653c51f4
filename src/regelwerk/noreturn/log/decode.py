"""Decoding a ``no-return/1`` document into its record, finding every LOG-SCHEMA fault."""

from __future__ import annotations

from collections.abc import Mapping
from operator import itemgetter
from typing import Any, Final, NamedTuple

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
_GET_TILE: Final = _BY_NAME.__getitem__

_ROOT_KEYS: Final = frozenset({"format", "players", "options", "setup", "turns", "result"})
_ROOT_REQUIRED: Final = ("format", "players", "setup", "turns")
_SETUP_KEYS: Final = frozenset({"hand", "set_aside", "draw"})
_TURN_KEYS: Final = frozenset(
    {"player", "phase2", "play", "exchange", "clear", "pay", "pass", "draw"}
)
_ACTION_KEYS: Final = ("play", "exchange", "clear", "pass")
_OPTIONS: Final = frozenset(Options().__dataclass_fields__)


def tiles_at(value: Any, pointer: str) -> tuple[Tile, ...]:
    return lookup_all(_BY_NAME, value, pointer, "tile")


class _Keys(NamedTuple):
    """What a turn's keys, in document order, say of it: decided once per key order."""

    unknown: str | None  # the first key that a turn does not have (LOG-SCHEMA), if any
    kinds: tuple[str, ...]  # its action keys, in the order of _ACTION_KEYS
    player: bool
    phase2: bool
    pay: bool
    draw: bool


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
            unknown, kinds, player, phase2, pay, draw = plan
            if unknown is None and len(kinds) == 1 and (kinds[0] == "clear") == pay:
                _SHAPES[keys] = (_KINDS[kinds[0]], kinds[0], phase2, draw, player)
    return plan


_PLANS: dict[tuple[str, ...], _Keys] = {}
_MAX_PLANS: Final = 512
_SHAPES: dict[tuple[str, ...], tuple[type[TurnAction], str, bool, bool, bool]] = {}
"""The key orders of well-formed turns (one action, a ``pay`` exactly with a clear, no
unknown key) seen so far, with what their keys say: the action's kind and key, whether the
turn has a ``phase2`` flag, a ``draw`` and a ``player``.  :func:`_turns` reads the turns
of these shapes itself; every other turn, and every value it cannot take, goes to
:func:`_turn`, which checks it in LOG-SCHEMA's order."""


def _turn(value: Any, index: int) -> TurnParts:
    """The turn at ``/turns/index``, its shape checked in LOG-SCHEMA's order: the keys, the
    ``player``, the ``phase2`` flag, the one action (a clear with its ``pay``), its tiles,
    the ``pass`` flag, a ``pay`` without a clear, the ``draw``.  Pointers are built only for
    a fault (decoding is a large part of validating a log).  The turn comes as its parts: the
    record makes its :class:`Turn` only when asked for it."""
    if type(value) is not dict:
        raise schema_fault(f"/turns/{index}", reason=SchemaReason.TYPE, expected="object")
    keys = tuple(value)
    unknown, kinds, has_player, phase2, has_pay, has_draw = _PLANS.get(keys) or _keys(keys)
    if unknown is not None:
        pointer = child(f"/turns/{index}", unknown)
        raise schema_fault(pointer, reason=SchemaReason.UNKNOWN_KEY, key=unknown)
    player = None
    if has_player:
        player = value["player"]
        if type(player) is not int:
            expect_int(player, f"/turns/{index}/player")
    if phase2 and value["phase2"] is not True:
        expect_true(value["phase2"], f"/turns/{index}/phase2")
    if len(kinds) != 1:
        pointer = f"/turns/{index}"
        if kinds:
            raise schema_fault(pointer, reason=NoReturnReason.TWO_ACTIONS, actions=kinds)
        if has_pay:
            raise schema_fault(child(pointer, "pay"), reason=NoReturnReason.PAY_WITHOUT_CLEAR)
        raise schema_fault(pointer, reason=NoReturnReason.NO_ACTION)
    kind = kinds[0]
    if kind == "clear" and not has_pay:
        raise schema_fault(f"/turns/{index}", reason=NoReturnReason.CLEAR_WITHOUT_PAY)
    key = kind  # the list being read, for the pointer of a fault in it
    pay: tuple[Tile, ...] = ()
    try:  # the tiles of well-formed lists in one sweep; a fault is found below
        if kind == "pass":
            if value["pass"] is not True:
                expect_true(value["pass"], f"/turns/{index}/pass")
            tiles: tuple[Tile, ...] = ()
        else:
            listed = value[kind]
            if type(listed) is not list:
                raise TypeError
            tiles = tuple(map(_GET_TILE, listed))
            if kind != "exchange":  # plays and clears are judged highest first
                tiles = tuple(sorted(tiles, reverse=True))
            if kind == "clear":
                key = "pay"
                listed = value["pay"]
                if type(listed) is not list:
                    raise TypeError
                pay = tuple(sorted(map(_GET_TILE, listed), reverse=True))
        if has_pay and kind != "clear":
            raise schema_fault(f"/turns/{index}/pay", reason=NoReturnReason.PAY_WITHOUT_CLEAR)
        drawn: tuple[Tile, ...] = ()
        if has_draw:
            key = "draw"
            listed = value["draw"]
            if type(listed) is not list:
                raise TypeError
            drawn = tuple(map(_GET_TILE, listed))
    except (KeyError, TypeError):  # not a list, or an item that is not a tile
        tiles_at(value[key], child(f"/turns/{index}", key))  # raises, naming the item
        raise
    return _KINDS[kind], tiles, pay, phase2, drawn, player


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
        return itemgetter(*items)(_BY_NAME)  # type: ignore[no-any-return]
    return (_BY_NAME[items[0]],) if items else ()


def _setup_entry(value: Any, pointer: str) -> SetupEntry:
    """The setup entry at ``pointer``, checked in LOG-SCHEMA's order (for an entry that
    :func:`_setup` cannot take as it is)."""
    entry = expect_object(value, pointer, ("hand",), _SETUP_KEYS)
    tiles = [tiles_at(entry[key], child(pointer, key)) if key in entry else () for key in _LISTS]
    return SetupEntry(*tiles)


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
    setup: list[SetupEntry] = []
    for seat, entry in enumerate(entries):
        if type(entry) is dict and entry.keys() <= _SETUP_KEYS:  # read here, without a pointer
            try:
                hand = _listed(entry["hand"])
                set_aside = _listed(entry.get("set_aside", _EMPTY))
                setup.append(SetupEntry(hand, set_aside, _listed(entry.get("draw", _EMPTY))))
                continue
            except (KeyError, TypeError):
                pass
        try:
            setup.append(_setup_entry(entry, f"/setup/{seat}"))
        except ShapeError as error:
            decoding.faults.append(Fault(error.violation, error.pointer))
            if not decoding.collect:
                break
    return tuple(setup)


def _turns(value: Any, decoding: Decoding) -> tuple[TurnParts, ...]:
    """The turns by their parts; a faulty turn is recorded at its index.

    A turn of a known well-formed shape (:data:`_SHAPES`) is read here, in the loop: its
    flags checked as read, its lists by :func:`_listed`.  Any value that does not fit (a
    ``player`` that is no integer, a flag that is not ``true``, a list that is not a list of
    tiles) goes, like a turn of any other shape, to :func:`_turn`, which names the fault
    (decoding is a large part of validating a log)."""
    listed = expect_list(value, "/turns")
    turns: list[TurnParts] = []
    append = turns.append
    shapes, tiles_of = _SHAPES, _listed
    for index, turn in enumerate(listed):
        if type(turn) is dict:
            shape = shapes.get(tuple(turn))
            if shape is not None:
                kind, key, phase2, has_draw, has_player = shape
                try:
                    player = None
                    if has_player:
                        player = turn["player"]
                        if type(player) is not int:
                            raise TypeError
                    if phase2 and turn["phase2"] is not True:
                        raise TypeError
                    tiles: tuple[Tile, ...] = ()
                    pay: tuple[Tile, ...] = ()
                    if kind is Exchange:
                        tiles = tiles_of(turn["exchange"])
                    elif kind is Pass:
                        if turn["pass"] is not True:
                            raise TypeError
                    else:  # plays and clears are judged highest first
                        tiles = tuple(sorted(tiles_of(turn[key]), reverse=True))
                        if kind is Clear:
                            pay = tuple(sorted(tiles_of(turn["pay"]), reverse=True))
                    drawn = tiles_of(turn["draw"]) if has_draw else ()
                    append((kind, tiles, pay, phase2, drawn, player))
                    continue
                except (KeyError, TypeError):  # (an item that is no string is unhashable)
                    pass
        try:
            append(_turn(turn, index))
        except ShapeError as error:
            decoding.faults.append(Fault(error.violation, error.pointer, index))
            if not decoding.collect:
                break
    return tuple(turns)
