""":func:`regelwerk.logs.dumps` lays a log out one item a line (issue 24): a list of objects
is encoded at once and cut between its items, and the cut is never made inside an item,
whatever text its strings hold."""

from __future__ import annotations

import json
from typing import Any

import pytest

from regelwerk.errors import ArgumentTypeError
from regelwerk.logs import dumps

HOSTILE = [
    # an item holding what joins two items, in a string or in a list of objects of its own
    [{"x": "}, {"}, {"y": 1}],
    [{"x": "}, {"}, {"y": "}, {"}],
    [{"n": [{"m": 1}, {"m": 2}]}, {"n": []}],
    [["], ["], [1]],
    [[{"a": 1}, {"b": 2}], [3]],
    # items of more than one kind
    [{"a": 1}, [2], {"c": 3}],
    [[1], {"b": "], ["}, [3]],
    # no joint at all to find
    [{}],
    [{}, {}],
    [[], []],
    [{"s": 'é\u2028"\\'}, {"f": 1.5, "n": None, "t": True}],
]


@pytest.mark.parametrize("items", HOSTILE)
def test_every_item_is_a_line_of_its_own(items: list[Any]) -> None:
    text = dumps({"format": "x/1", "turns": items, "players": ["}, {", "], ["]})
    lines = text.split("\n")
    assert lines[:3] == ["{", '  "format": "x/1",', '  "turns": [']
    shown = [line.removeprefix("    ").removesuffix(",") for line in lines[3 : 3 + len(items)]]
    assert shown == [json.dumps(item, ensure_ascii=False) for item in items]
    assert lines[3 + len(items) :] == ["  ],", '  "players": ["}, {", "], ["]', "}", ""]
    assert json.loads(text) == {"format": "x/1", "turns": items, "players": ["}, {", "], ["]}


@pytest.mark.parametrize("value", [{1, 2}, object(), "cycle"], ids=["set", "object", "cycle"])
def test_a_document_json_cannot_hold_is_refused_in_the_librarys_words(value: object) -> None:
    document: dict[str, object] = {"format": "x/1", "turns": [{"a": 1}]}
    if value == "cycle":  # a document that is no tree: the encoder no longer looks for cycles
        turn: dict[str, object] = {"a": 1}
        turn["self"] = turn
        document["turns"] = [turn, {"a": 2}]
    else:
        document["result"] = value
    with pytest.raises(ArgumentTypeError):
        dumps(document)
