"""LOG-SYNTAX finds every repeated key, at any depth, however the text writes it.

:func:`regelwerk.logs.parse_json` parses without the duplicate-key hook and keeps that
parse only when a count proves no key repeats; these tests hold it to what parsing with the
hook gives, on random texts built to trip the count: repeated keys at every depth, keys
written with escapes, colons inside strings, blanks before colons.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from regelwerk.errors import LogError
from regelwerk.logs import Status, parse_json, validate
from regelwerk.rules import LogCode

from .games import document


class _Repeated(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


def _hooked(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise _Repeated(key)
        seen[key] = value
    return seen


def _reference(text: str) -> tuple[str, Any]:
    """What a parse with a duplicate-key hook at every object says: the value, or the
    first repeated key (in the order the parser completes objects)."""
    try:
        return "value", json.loads(text, object_pairs_hook=_hooked)
    except _Repeated as repeated:
        return "duplicate", repeated.key
    except json.JSONDecodeError as error:
        return "syntax", (error.lineno, error.colno)


def _parsed(text: str) -> tuple[str, Any]:
    try:
        return "value", parse_json(text)
    except LogError as error:
        assert error.code is LogCode.LOG_SYNTAX
        if error.detail.get("reason") == "syntax":
            return "syntax", (error.detail.get("line"), error.detail.get("column"))
        assert error.detail.get("reason") == "duplicate-key"
        return "duplicate", error.detail.get("key")


_KEYS = st.sampled_from(["a", "b", "ab", ":", 'a"', "\\", "é", "\u2028", "turns"])
_BLANKS = st.sampled_from(["", " ", "\n", "\t ", "\r\n"])
_SCALARS = st.one_of(
    st.integers(-(10**6), 10**6).map(str),
    st.sampled_from(["true", "false", "null", "1.5", "-0.0", "1e3"]),
    st.text(alphabet=':"\\ab\u00e9 \u2028{}[],', max_size=6).map(json.dumps),
)


@st.composite
def _key(draw: st.DrawFn) -> str:
    """A key as text: plain, or with some of its characters written as ``\\uXXXX``."""
    key = draw(_KEYS)
    if not draw(st.booleans()):
        return json.dumps(key)
    escaped = "".join(
        f"\\u{ord(char):04x}" if draw(st.booleans()) else json.dumps(char)[1:-1] for char in key
    )
    return f'"{escaped}"'


def _containers(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    arrays = st.lists(children, max_size=4).map(lambda items: "[" + ", ".join(items) + "]")

    @st.composite
    def objects(draw: st.DrawFn) -> str:
        pairs = draw(st.lists(st.tuples(_key(), _BLANKS, _BLANKS, children), max_size=5))
        members = [f"{key}{before}:{after}{value}" for key, before, after, value in pairs]
        return "{" + ", ".join(members) + "}"

    return st.one_of(arrays, objects())


_TEXTS = st.recursive(_SCALARS, _containers, max_leaves=25)


@given(_TEXTS)
@example('{"a": 1, "\\u0061": 2}')
@example('{"a": "x:y", "b": 1, "b": 2}')
@example('{"turns": [{"a": 1, "a": 2}]}')
@example('{"x": [[{"a": 1, "a": 2}]]}')
@example('{"x": {"y": {"a": 1, "a": 2}}}')
@example('{"a" : 1, "b"\n:2, "a":3}')
@example('[{"a": ":"}, {"b": 1, "b": 1}]')
def test_parsing_finds_what_the_hook_finds(text: str) -> None:
    assert _parsed(text) == _reference(text)


@pytest.mark.parametrize(
    "text",
    [
        ' \n\t{"a": 1}\r\n',
        '\x0c{"a": 1}',  # not JSON's whitespace: a syntax error, as ever
        '{"a": 1}\x0b',
        '{"a": 1} {"b": 2}',
        '{"a": 1}]',
        '[{"a": 1, "a": 2}]',
        '[{"a": 1}, {"b": 2}]',
        '"a:b"',
        "12",
        "[1, 2",
        '{"a": [1, {"b": 1, "b": 2}]}',
    ],
)
def test_blanks_extra_data_and_documents_of_any_kind(text: str) -> None:
    assert _parsed(text) == _reference(text)


@given(_TEXTS, _BLANKS, _BLANKS)
def test_blanks_around_a_text_change_nothing(text: str, before: str, after: str) -> None:
    assert _parsed(before + text + after) == _reference(before + text + after)


@given(_TEXTS)
def test_a_text_inside_a_log_shaped_document_is_judged_alike(text: str) -> None:
    wrapped = '{"format": "x", "turns": [{"a": ' + text + '}, {"b": 1}], "o": {"c": 2}}'
    assert _parsed(wrapped) == _reference(wrapped)


def _with_turn(game: str, key: str, raw: str) -> bytes:
    """A real log whose first turn object is written with ``raw`` added."""
    text = json.dumps(document(game))
    marker = f'"{key}": ['
    start = text.index(marker)
    turns = start + len(marker)
    first = text.index("{", turns) + 1
    return (text[:first] + raw + text[first:]).encode()


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ('"draw": [], ', "draw"),  # the turn's own key, written again
        ('"\\u0064raw": [], ', "draw"),  # the same, written with an escape
        ('"phase2": true, "phase2": true, ', "phase2"),
    ],
)
def test_a_key_repeated_inside_a_turn_is_log_syntax(raw: str, key: str) -> None:
    report = validate(_with_turn("no-return", "turns", raw))
    assert report.status is Status.MALFORMED
    assert report.rule is LogCode.LOG_SYNTAX
    assert report.violation is not None
    assert report.violation.get("reason") == "duplicate-key"
    assert report.violation.get("key") == key


@pytest.mark.parametrize("game", ["no-return", "no-thanks"])
def test_a_key_repeated_at_the_top_is_log_syntax_with_its_name(game: str) -> None:
    text = json.dumps(document(game))
    repeated = text[:-1] + ', "\\u0070layers": ["X"]}'  # "players", escaped
    report = validate(repeated.encode())
    assert report.rule is LogCode.LOG_SYNTAX
    assert report.violation is not None
    assert report.violation.get("key") == "players"


def test_a_colon_in_a_name_leaves_a_valid_log_valid() -> None:
    log = document("no-thanks", players=4)
    log["players"] = ["A:1", "B: 2", 'C":', "D"]
    assert validate(json.dumps(log).encode()).valid
