"""Reading a document: LOG-READ, LOG-SYNTAX and LOG-LIMIT, before any format is looked at."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from regelwerk.errors import LogError
from regelwerk.logs import MAX_BYTES, MAX_DEPTH, Status, load_json, parse_json, validate
from regelwerk.rules import LogCode, RuleId

from .games import document


def _code(source: object) -> tuple[RuleId, object]:
    report = validate(source)
    assert report.status is Status.MALFORMED
    assert report.rule is not None and report.violation is not None
    return report.rule, report.violation.get("reason")


def test_missing_file_is_log_read(tmp_path: Path) -> None:
    assert _code(tmp_path / "absent.json") == (LogCode.LOG_READ, "missing")


def test_directory_is_log_read(tmp_path: Path) -> None:
    assert _code(tmp_path) == (LogCode.LOG_READ, "directory")


def test_unreadable_file_is_log_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Tests may run as root, which reads any file: refuse the open itself.
    path = tmp_path / "locked.json"
    path.write_text("{}")

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)  # reading opens with os.open
    assert _code(path) == (LogCode.LOG_READ, "permission")


def test_binary_file_is_log_syntax(tmp_path: Path) -> None:
    path = tmp_path / "binary.json"
    path.write_bytes(bytes(range(256)))
    assert _code(path) == (LogCode.LOG_SYNTAX, "encoding")


def test_empty_file_is_log_syntax(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    assert _code(path) == (LogCode.LOG_SYNTAX, "empty")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (b'{"a": NaN}', "constant"),
        (b'{"a": Infinity}', "constant"),
        (b'{"a": -Infinity}', "constant"),
        (b'{"a": 1, "a": 2}', "duplicate-key"),
        (b'{"a": {"b": 1, "b": 1}}', "duplicate-key"),
        (b'{"a": 1,}', "syntax"),
        (b"\xc3\x28", "encoding"),
        (b"   ", "empty"),
    ],
)
def test_not_json_is_log_syntax(text: bytes, reason: str) -> None:
    assert _code(text) == (LogCode.LOG_SYNTAX, reason)


def test_a_leading_byte_order_mark_is_tolerated() -> None:
    text = "\ufeff" + json.dumps(document("no-return"))
    assert validate(text.encode("utf-8")).status is Status.FINISHED
    assert validate(text).status is Status.FINISHED


def test_documents_above_the_size_limit_are_log_limit(tmp_path: Path) -> None:
    big = b'{"format": "no-return/1", "pad": "' + b"x" * MAX_BYTES + b'"}'
    path = tmp_path / "big.json"
    path.write_bytes(big)
    assert _code(path) == (LogCode.LOG_LIMIT, "size")
    assert _code(big) == (LogCode.LOG_LIMIT, "size")


def test_a_too_large_file_is_reported_with_its_real_size(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_BYTES + 1000))
    report = validate(path)
    assert report.violation is not None
    assert report.violation["size"] == MAX_BYTES + 1000
    assert report.violation["limit"] == MAX_BYTES


def test_the_size_limit_is_at_least_one_mebibyte() -> None:
    assert MAX_BYTES >= 1024 * 1024


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 5000, 200_000])
def test_deep_nesting_is_log_limit(depth: int) -> None:
    text = '{"format": "no-return/1", "players": ' + "[" * depth + "]" * depth + "}"
    assert _code(text) == (LogCode.LOG_LIMIT, "depth")


def test_unclosed_deep_nesting_is_malformed_without_crashing() -> None:
    report = validate("[" * 100_000)
    assert report.status is Status.MALFORMED
    assert report.rule in (LogCode.LOG_LIMIT, LogCode.LOG_SYNTAX)


def test_nesting_within_the_limit_is_a_shape_fault_not_a_limit() -> None:
    text = '{"format": "no-return/1", "players": ' + "[" * 10 + "]" * 10 + "}"
    assert _code(text)[0] is LogCode.LOG_SCHEMA


def test_reading_faults_carry_no_pointer() -> None:
    report = validate(b'{"a": 1, "a": 2}')
    assert report.pointer is None and report.index is None


def test_parse_json_raises_log_error_with_the_code() -> None:
    with pytest.raises(LogError) as caught:
        parse_json("{")
    assert caught.value.code is LogCode.LOG_SYNTAX
    assert caught.value.detail.get("line") == 1


def test_load_json_reads_paths_and_never_takes_text_for_one(tmp_path: Path) -> None:
    path = tmp_path / "log.json"
    path.write_text('{"x": 1}')
    with pytest.raises(LogError) as caught:
        load_json(str(path))  # text, and not JSON text at that
    assert caught.value.code is LogCode.LOG_SYNTAX
    assert load_json(path) == {"x": 1}
    assert load_json('  {"x": 1}') == {"x": 1}
    assert load_json({"x": 1}) == {"x": 1}


def test_special_files_are_log_read_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)  # no writer: a blocking open would wait for ever
    assert _code(fifo) == (LogCode.LOG_READ, "special")
    assert _code(Path(os.devnull)) == (LogCode.LOG_READ, "special")


def test_a_long_integer_is_log_limit_not_encoding() -> None:
    rule, reason = _code(b'{"format": "no-return/1", "players": ' + b"7" * 4301 + b"}")
    assert (rule, reason) == (LogCode.LOG_LIMIT, "digits")
    assert validate(b'{"a": ' + b"7" * 4300 + b"}").rule is LogCode.LOG_SCHEMA  # still readable
