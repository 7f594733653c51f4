"""Issue 21 item 2: a log's header (``meta``), in every format: written by the recorder,
checked by the validator (LOG-SCHEMA shape, LOG-LIMIT limits), kept by redaction but for
its private entries, printed by ``show``, described by the JSON Schemas."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest

from regelwerk.errors import ArgumentTypeError, LogError
from regelwerk.games import load, names
from regelwerk.logs import Recorder, Status, json_schema, validate
from regelwerk.logs.meta import MAX_ENTRIES, MAX_KEY, MAX_VALUE, commit_seed, opens
from regelwerk.logs.redact import redact
from regelwerk.reasons import LimitReason, SchemaReason
from regelwerk.rules import LogCode
from regelwerk.show import show_lines

HEADER = {
    "game-id": "g-0001",
    "event": "Club night",
    "site": "play.example",
    "start": "2026-12-01T20:15:00Z",
    "player-ids": "u17 u4 u99",
    "seed-commitment": commit_seed(11, "2b7e151628aed2a6"),
    "private-ip": "192.0.2.1",
}


def _finished(name: str) -> dict[str, Any]:
    recorder = Recorder.new(name, ["Ada", "Ben", "Cleo"], seed=11, meta=HEADER)
    recorder.play_out(lambda state: next(iter(state.legal_actions())))
    recorder.tag("end", "2026-12-01T21:40:00Z")
    return recorder.to_json()


@pytest.mark.parametrize("name", names())
def test_the_recorder_writes_the_header_after_the_format_and_the_validator_keeps_it(
    name: str,
) -> None:
    document = _finished(name)
    assert list(document)[:2] == ["format", "meta"]
    assert document["meta"] == {**HEADER, "end": "2026-12-01T21:40:00Z"}
    report = validate(json.dumps(document))
    assert report.status is Status.FINISHED
    assert dict(report.meta) == document["meta"]
    jsonschema.validate(document, json_schema(load(name).info.log_format))
    resumed = Recorder.resume(json.dumps(document))
    assert resumed.meta == report.meta and resumed.to_json() == document


@pytest.mark.parametrize("name", names())
def test_redaction_keeps_the_header_but_its_private_entries(name: str) -> None:
    view = redact(_finished(name), 0)
    assert "private-ip" not in view["meta"] and view["meta"]["event"] == "Club night"
    jsonschema.validate(view, json_schema(load(name).info.view_format))


def test_a_log_without_header_is_unchanged_and_has_an_empty_one() -> None:
    recorder = Recorder.new("no-thanks", ["A", "B", "C"], seed=2)
    assert "meta" not in recorder.to_json() and not validate(recorder.to_json()).meta
    assert "meta" not in redact(recorder.to_json(), 0)


def test_show_prints_the_header_after_the_first_line() -> None:
    lines = list(show_lines(validate(_finished("no-thanks"), states=True), "de"))
    assert lines[1] == '[game-id "g-0001"]' and '[event "Club night"]' in lines


BAD: list[tuple[object, LogCode, str, str]] = [
    ([], LogCode.LOG_SCHEMA, SchemaReason.TYPE, "/meta"),
    ({"event": 7}, LogCode.LOG_SCHEMA, SchemaReason.TYPE, "/meta/event"),
    ({"event": None}, LogCode.LOG_SCHEMA, SchemaReason.TYPE, "/meta/event"),
    ({"bad key": "x"}, LogCode.LOG_SCHEMA, SchemaReason.META_KEY, "/meta/bad key"),
    ({"": "x"}, LogCode.LOG_SCHEMA, SchemaReason.META_KEY, "/meta/"),
    ({"-x": "x"}, LogCode.LOG_SCHEMA, SchemaReason.META_KEY, "/meta/-x"),
    ({"a/b": "x"}, LogCode.LOG_SCHEMA, SchemaReason.META_KEY, "/meta/a~1b"),
    ({"k" * (MAX_KEY + 1): "x"}, LogCode.LOG_LIMIT, LimitReason.META_LENGTH, ""),
    ({"k": "v" * (MAX_VALUE + 1)}, LogCode.LOG_LIMIT, LimitReason.META_LENGTH, "/meta/k"),
    (
        {f"k{i}": "v" for i in range(MAX_ENTRIES + 1)},
        LogCode.LOG_LIMIT,
        LimitReason.META_ENTRIES,
        "/meta",
    ),
]


@pytest.mark.parametrize(("meta", "rule", "reason", "pointer"), BAD)
def test_a_header_of_the_wrong_shape_or_size_is_malformed(
    meta: object, rule: LogCode, reason: str, pointer: str
) -> None:
    document = Recorder.new("no-return", ["A", "B"], seed=3).to_json()
    document["meta"] = meta
    report = validate(json.dumps(document))
    assert report.status is Status.MALFORMED and report.rule is rule
    assert report.violation is not None and report.violation["reason"] == reason
    assert pointer == "" or report.pointer == pointer
    assert report.message("fr").endswith(f"({rule.value})")
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(document, json_schema("no-return/1"))
    with pytest.raises((LogError, ArgumentTypeError)):  # the recorder writes no such log
        Recorder.new("no-return", ["A", "B"], seed=3, meta=meta)  # type: ignore[call-overload]


def test_a_refused_tag_leaves_the_header_as_it_was() -> None:
    recorder = Recorder.new("no-return", ["A", "B"], seed=3, meta={"event": "x"})
    for key, value in (("bad key", "x"), ("k", "v" * (MAX_VALUE + 1)), ("k", 5)):
        with pytest.raises((LogError, ArgumentTypeError)):
            recorder.tag(key, value)  # type: ignore[arg-type]
        assert recorder.meta == {"event": "x"}
    recorder.tag("event", None)
    assert recorder.meta == {}


def test_collecting_reports_the_header_beside_the_games_own_faults() -> None:
    document = Recorder.new("no-thanks", ["A", "B", "C"], seed=3).to_json()
    document["meta"] = {"event": 1}
    document["actions"] = ["maybe"]
    report = validate(json.dumps(document), mode="collect")
    assert [fault.pointer for fault in report.faults] == ["/meta/event", "/actions/0"]


def test_a_seed_commitment_opens_only_with_its_seed_and_nonce() -> None:
    commitment = commit_seed(42, "n0nce")
    assert commitment.startswith("sha256:") and len(commitment) == 7 + 64
    assert opens(commitment, 42, "n0nce")
    assert not opens(commitment, 43, "n0nce") and not opens(commitment, 42, "nonce")
    with pytest.raises(ArgumentTypeError):
        commit_seed(True, "n")
    with pytest.raises(ArgumentTypeError):
        commit_seed(1, "")


@pytest.mark.parametrize(
    ("commitment", "nonce"), [("\x80", "n"), ("sha256:\u00e9", "n"), ("x", "\ud800")]
)
def test_a_commitment_or_nonce_outside_ascii_is_simply_not_kept(
    commitment: str, nonce: str
) -> None:
    """Found by the hostile-values property test: compare_digest raised a bare TypeError on a
    non-ASCII commitment, and a nonce with a lone surrogate (JSON may carry one) a
    UnicodeEncodeError."""
    assert opens(commitment, 1, nonce) is False
    assert opens(commit_seed(1, nonce), 1, nonce) is True


def test_the_commands_show_and_redact_keep_the_header(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from regelwerk.cli import main

    recorder = Recorder.new("no-return", ["Ada", "Ben"], seed=4, meta=HEADER)
    path = recorder.write(tmp_path / "game.json")
    assert main(["show", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == '[game-id "g-0001"]' and '[private-ip "192.0.2.1"]' in lines
    assert main(["redact", "--seat", "1", str(path)]) == 0
    view = json.loads(capsys.readouterr().out)
    assert view["meta"] == {k: v for k, v in HEADER.items() if k != "private-ip"}
    assert main(["validate", str(path)]) == 0
