"""Building blocks of the typed decoders: LOG-SCHEMA faults with their JSON pointers.

Every shape check raises :class:`ShapeError` carrying the pointer of the offending value and
the LOG-SCHEMA data.  ``reason`` discriminates the cases (the data contract of LOG-SCHEMA):

- ``type`` (``expected``: ``object``, ``array``, ``string``, ``integer``, ``true``,
  ``boolean``): the value of the wrong type;
- ``missing`` (``key``): the object lacking the key;
- ``unknown-key`` (``key``): the unknown key's value (also an option of the other game);
- ``format`` / ``redacted`` (``format``): ``/format``, unknown or a redacted log's;
- ``tile`` / ``card`` (``value``, as written): the tile or card that does not exist;
- ``length`` (``expected``, ``actual``): the list of the wrong length;
- ``range`` (``value``, ``low``, ``high``): the number out of range;
- ``action`` (``value``): a No Thanks! action that is neither ``take`` nor ``pass``;
- ``no-action``, ``clear-without-pay``: the turn; ``two-actions`` (``actions``, the keys in
  order): the turn; ``pay-without-clear``: the ``pay`` list;
- ``dealt_without_option`` (the engine's name): ``/dealt``.

Checks use exact types (``type(value) is int``): JSON ``true`` is not a number and ``10.0``
is not a whole number.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from regelwerk.errors import RegelwerkError, found_at
from regelwerk.reasons import SchemaReason
from regelwerk.rules import LogCode
from regelwerk.violation import Param, Violation

__all__ = [
    "ShapeError",
    "child",
    "expect_int",
    "expect_list",
    "expect_object",
    "expect_str",
    "expect_true",
    "schema_fault",
]


class ShapeError(RegelwerkError, ValueError):
    """A LOG-SCHEMA finding inside a decoder (turned into a report fault by the caller);
    ``game``: the registered name of the game the document is of, when that is known (a
    redacted log's), so that the report links to that game's rulebook."""

    def __init__(self, pointer: str, violation: Violation, game: str | None = None) -> None:
        super().__init__(pointer, violation)
        self.pointer = pointer
        self.violation = violation
        self.game = game

    def message(self, lang: str) -> str:
        return found_at(self.violation, self.pointer, lang)


def schema_fault(pointer: str, **data: Param) -> ShapeError:
    """The LOG-SCHEMA :class:`ShapeError` at ``pointer`` with the violation's data."""
    return ShapeError(pointer, Violation.of(LogCode.LOG_SCHEMA, **data))


def child(pointer: str, key: str | int) -> str:
    """``pointer`` extended by one step, escaped as RFC 6901 asks (``~`` → ``~0``, ``/`` →
    ``~1``)."""
    if isinstance(key, int):
        return f"{pointer}/{key}"
    text = str(key)  # a parsed document given from Python may have keys of any type
    return f"{pointer}/{text.replace('~', '~0').replace('/', '~1')}"


def expect_object(
    value: Any, pointer: str, required: Iterable[str], allowed: frozenset[str]
) -> dict[str, Any]:
    """``value`` as an object whose keys are among ``allowed`` and include ``required``;
    unknown keys are reported first (in document order), then missing ones."""
    if type(value) is not dict:
        raise schema_fault(pointer, reason=SchemaReason.TYPE, expected="object")
    if not value.keys() <= allowed:
        key = next(key for key in value if key not in allowed)
        raise schema_fault(child(pointer, key), reason=SchemaReason.UNKNOWN_KEY, key=key)
    for key in required:
        if key not in value:
            raise schema_fault(pointer, reason=SchemaReason.MISSING, key=key)
    return value


def expect_list(value: Any, pointer: str) -> list[Any]:
    """``value`` when it is a JSON array, else a :class:`ShapeError` at ``pointer``."""
    if type(value) is not list:
        raise schema_fault(pointer, reason=SchemaReason.TYPE, expected="array")
    return value


def expect_int(value: Any, pointer: str) -> int:
    """``value`` when it is an int (not a bool), else a :class:`ShapeError` at ``pointer``."""
    if type(value) is not int:
        raise schema_fault(pointer, reason=SchemaReason.TYPE, expected="integer")
    return value


def expect_str(value: Any, pointer: str) -> str:
    """``value`` when it is a string, else a :class:`ShapeError` at ``pointer``."""
    if type(value) is not str:
        raise schema_fault(pointer, reason=SchemaReason.TYPE, expected="string")
    return value


def expect_true(value: Any, pointer: str) -> None:
    """Nothing when ``value`` is ``true``, else a :class:`ShapeError` at ``pointer``."""
    if value is not True:
        raise schema_fault(pointer, reason=SchemaReason.TYPE, expected="true")


def lookup_all(table: Mapping[str, Any], value: Any, pointer: str, kind: str) -> tuple[Any, ...]:
    """Every item of the list ``value`` looked up in ``table`` (notation strings such as
    tiles); the first item that is not a string, or not in it, is reported with its index."""
    items = expect_list(value, pointer)
    try:
        return tuple(map(table.__getitem__, items))
    except (KeyError, TypeError):  # only strings are keys, so a number never slips through
        pass
    for index, item in enumerate(items):
        if type(item) is not str:
            raise schema_fault(child(pointer, index), reason=SchemaReason.TYPE, expected="string")
        if item not in table:
            raise schema_fault(child(pointer, index), reason=kind, value=item)
    raise AssertionError("unreachable: some item failed the lookup")  # pragma: no cover


__all__ += ["lookup_all"]


# --- the envelope both formats share: `players` and `result`

_STR: Final = frozenset({str})
_INT: Final = frozenset({int})


def expect_players(value: Any) -> tuple[str, ...]:
    """``/players``: a list of names (how many a game takes is its rule, not the shape's)."""
    names = expect_list(value, "/players")
    if not set(map(type, names)) <= _STR:  # every log comes here: the walk only on a fault
        for index, name in enumerate(names):
            expect_str(name, child("/players", index))
    return tuple(names)


def expect_result(value: Any, players: int | None) -> tuple[int, ...]:
    """``/result``: one whole number per seat (the count is checked when it is known)."""
    scores = expect_list(value, "/result")
    if not set(map(type, scores)) <= _INT:  # as for the players: the walk only on a fault
        for index, score in enumerate(scores):
            expect_int(score, child("/result", index))
    if players is not None and len(scores) != players:
        raise schema_fault(
            "/result", reason=SchemaReason.LENGTH, expected=players, actual=len(scores)
        )
    return tuple(scores)
