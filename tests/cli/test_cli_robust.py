"""Bad input never crashes the command: exit status 2, one line naming file, pointer, code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.cli import main
from regelwerk.logs import MAX_BYTES


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


BAD = {
    "empty": b"",
    "binary": bytes(range(256)) * 4,
    "latin1": '{"players": ["Bj\xf6rn"]}'.encode("latin-1"),
    "nan": b'{"format": "no-return/1", "players": [NaN]}',
    "dupe": b'{"format": "no-return/1", "format": "no-return/1"}',
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "open": b"{" * 50_000,
    "number": b"1e999999",
    "huge-int": b'{"format": "no-return/1", "players": ["a", "b"], "setup": [], "turns": [], '
    b'"result": [' + b"9" * 4000 + b"]}",
    "wrong-types": b'{"format": "no-return/1", "players": "Ada", "setup": {}, "turns": 3}',
    "unknown-tile": b'{"format": "no-return/1", "players": ["a", "b"], "setup": '
    b'[{"hand": ["R12"]}, {"hand": []}], "turns": []}',
    "negative": b'{"format": "no-thanks/1", "players": ["a", "b", "c"], "cards": [-5], '
    b'"actions": []}',
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_malformed_files_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    path = tmp_path / f"{name}.json"
    path.write_bytes(BAD[name])
    status, out, err = run(capsys, "validate", str(path))
    assert status == 2 and err.count("\n") == 1 and ": 1 malformed." in err  # the summary
    assert len(out.splitlines()) == 1 and out.startswith(str(path))
    assert "LOG-" in out
    status, out, _ = run(capsys, "validate", "--json", str(path))
    report = json.loads(out)
    assert status == 2 and report["status"] == "malformed" and report["rule"].startswith("LOG-")


def test_a_too_large_file_is_log_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "large.json"
    path.write_bytes(b'{"x": "' + b"a" * MAX_BYTES + b'"}')
    status, out, _ = run(capsys, "validate", "--json", str(path))
    assert status == 2 and json.loads(out)["rule"] == "LOG-LIMIT"


def test_a_directory_and_a_missing_file_are_log_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, _ = run(capsys, "validate", "--json", str(tmp_path), str(tmp_path / "none"))
    assert status == 2
    assert [json.loads(line)["rule"] for line in out.splitlines()] == ["LOG-READ", "LOG-READ"]


def test_schema_faults_name_the_pointer(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "tile.json"
    path.write_bytes(BAD["unknown-tile"])
    status, out, _ = run(capsys, "validate", str(path))
    assert status == 2 and "/setup/0/hand/0" in out and "LOG-SCHEMA" in out


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_no_input_makes_a_traceback(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, data: bytes
) -> None:
    path = tmp_path / "fuzz.json"
    path.write_bytes(data)
    for command in (
        ["validate"],
        ["validate", "--json"],
        ["legal"],
        ["show"],
        ["redact", "--seat", "0"],
    ):
        status, out, err = run(capsys, *command[:1], str(path), *command[1:])
        assert status in (0, 1, 2)
        assert "Traceback" not in out + err and "internal error" not in err


def test_every_command_has_help(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("validate", "legal", "simulate", "show", "redact", "rules", "rulebook"):
        with pytest.raises(SystemExit) as done:
            main([command, "--help"])
        assert done.value.code == 0
        out = capsys.readouterr().out
        assert "usage: regelwerk " + command in out
        options = [line for line in out.splitlines() if line.strip().startswith("--")]
        assert all(len(line.split(None, 1)) == 2 for line in options if "help" not in line), out
