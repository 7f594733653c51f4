"""The hand-written JSON Schemas of No Return's and No Thanks!' move logs, checked against
the decoder both ways (issue 19): every document the decoder takes validates against the
schema, and a document the schema takes but the decoder refuses is refused for a rule (the
replay's, or a bound that depends on another field), never for its shape (LOG-SCHEMA).

The documents are recorded games and mutants of them: every member deleted, replaced by a
value of each JSON type (and by edge values), every list emptied, shortened, lengthened
and given a foreign item, and an unknown key added to every object."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any, Final

import jsonschema  # type: ignore[import-untyped]
import pytest

from regelwerk.logs import Recorder, json_schema, validate
from regelwerk.rules import LogCode

REPLACEMENTS: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 2, 3, 35, 36, 55, 56, 2.5, 10**20, "", "x", "pass", "R1",
    "take", [], [0], ["x"], {}, {"x": 1},
)  # fmt: skip
# What a schema cannot say, as it depends on the number of players: a list as long as the
# log has players (No Return's ``setup``, one hand each; a ``result``, one score each),
# LOG-SCHEMA ``length``; No Thanks!' chips per player at most 55 // players (the schema
# says 55), ``range``.  Every other shape the decoder refuses, the schema refuses too.
DEPENDENT: Final = {"length", "range"}


def _paths(value: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield at
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):  # the first items stand for the rest
            yield from _paths(item, (*at, index))


def _get(document: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        document = document[step]
    return document


def _with(document: Any, path: tuple[Any, ...], value: Any) -> Any:
    mutant = copy.deepcopy(document)
    _get(mutant, path[:-1])[path[-1]] = value
    return mutant


def _without(document: Any, path: tuple[Any, ...]) -> Any:
    mutant = copy.deepcopy(document)
    del _get(mutant, path[:-1])[path[-1]]
    return mutant


def mutants(document: dict[str, Any]) -> Iterator[Any]:
    for path in _paths(document):
        value = _get(document, path)
        if path:
            yield _without(document, path)
            for other in REPLACEMENTS:
                if type(other) is not type(value) or other != value:
                    yield _with(document, path, other)
        if isinstance(value, dict):
            yield _with(document, path, value | {"unknown": 1}) if path else value | {"x": 1}
        if isinstance(value, list) and path:
            yield _with(document, path, value[:-1])
            yield _with(document, path, value + value[-1:])
            yield _with(document, path, [*value, "x"])
            yield _with(document, path, [])


def documents(game: str) -> Iterator[dict[str, Any]]:
    """Short logs of ``game`` (a replay per mutant: long No Return games would be slow): in
    progress, and finished where that is short; with a header, options and a result."""
    options = {"no-return": {"minimal_payment": True}, "no-thanks": {"chips_per_player": 5}}
    for players, actions in ((3, 6), (4, None if game == "no-thanks" else 3)):
        recorder = Recorder.new(game, [f"P{n}" for n in range(players)], players)
        if actions is None:
            recorder.play_out(lambda state: state.legal_actions()[0])
        for _ in range(actions or 0):
            recorder.play(recorder.state.legal_actions()[0])
        document = recorder.to_json()
        yield document
        extra = {"meta": {"Event": "club night"}, "options": options[game]}
        yield document | extra | {"result": document.get("result", [0] * players)}


def _shape_refused(report: Any) -> set[str]:
    """The LOG-SCHEMA reasons the decoder refused a document for (none: it took it)."""
    return {
        str(fault.violation.get("reason"))
        for fault in report.faults
        if fault.violation.rule is LogCode.LOG_SCHEMA
    }


@pytest.mark.parametrize("game", ["no-return", "no-thanks"])
def test_the_schema_and_the_decoder_agree(game: str) -> None:
    checked = 0
    for document in documents(game):
        schema = jsonschema.Draft202012Validator(json_schema(document["format"]))
        for mutant in [document, *mutants(document)]:
            report = validate(mutant, mode="collect")
            refused = _shape_refused(report)
            takes = schema.is_valid(mutant)
            if not refused:  # the decoder took its shape: so must the schema
                assert takes, (mutant, list(schema.iter_errors(mutant))[:1])
            elif takes:  # the schema took it: the decoder refused it for a dependent length
                assert refused <= DEPENDENT, (mutant, refused, report.faults[:2])
            checked += 1
    assert checked > 2000
