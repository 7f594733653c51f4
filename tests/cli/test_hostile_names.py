"""Issue 11 item 5: control characters from player names, file names or any input are shown
escaped; ``--json`` is valid UTF-8 for every file name."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.cli import main, safe
from regelwerk.cli.safe import json_line, shown
from regelwerk.logs import Recorder

HOSTILE = ["Ada\x1b[2J\x1b[31m", "Ben\rvalid; the game is finished", "Cl\u202eoe", "Dan\x07\x9b"]
RAW = ("\x1b", "\r", "\x07", "\x9b", "\u202e")


def hostile_log(folder: Path, game: str, name: str = "hostile.json") -> Path:
    recorder = Recorder.new(game, HOSTILE[:3], seed=4)
    rng = random.Random(4)
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(rng))
    path = folder / name
    path.write_text(json.dumps(recorder.to_json()), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def assert_no_raw_control(text: str) -> None:
    for char in RAW:
        assert char not in text, repr(text)


@pytest.mark.parametrize("game", ["no-return", "no-thanks"])
def test_show_escapes_player_names(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str
) -> None:
    status, out, err = run(capsys, "show", str(hostile_log(tmp_path, game)))
    assert status == 0
    assert_no_raw_control(out + err)
    assert "Ada\\x1b[2J\\x1b[31m" in out and "Ben\\rvalid" in out and "Cl\\u202eoe" in out
    assert all(line.count("\\r") <= 2 for line in out.splitlines())  # no line overwritten


def test_human_validate_escapes_file_names(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = hostile_log(tmp_path, "no-thanks", "a\x1b[2Jb\rOK.json")
    missing = tmp_path / "gone\x1b]0;title\x07.json"
    status, out, err = run(capsys, "validate", str(path), str(missing))
    assert status == 2
    assert_no_raw_control(out + err)
    assert "a\\x1b[2Jb\\rOK.json: " in out and "gone\\x1b]0;title\\x07.json: " in out
    assert len(out.splitlines()) == 2


def test_argument_errors_escape_what_they_quote(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--games", "\x1b[2J"])
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\\x1b[2J" in err


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS file names are always UTF-8")
def test_json_is_valid_utf8_for_undecodable_file_names(tmp_path: Path) -> None:
    """Today the name came out as a lone-surrogate escape that strict readers reject."""
    good = hostile_log(tmp_path, "no-return")
    strange = os.fsencode(tmp_path) + b"/caf\xe9-\xff.json"
    try:
        os.link(good, strange)
    except OSError:
        pytest.skip("this file system takes only UTF-8 names")
    argv = [sys.executable, "-m", "regelwerk", "validate"]
    done = subprocess.run([*argv, "--json", strange, b"/nonexistent/\xfe"], capture_output=True)
    lines = done.stdout.decode("utf-8").splitlines()  # strict: raises on a lone surrogate
    reports = [json.loads(line) for line in lines]
    assert [report["status"] for report in reports] == ["finished", "malformed"]
    assert reports[0]["file"] == os.fsdecode(tmp_path) + "/caf\\xe9-\\xff.json"
    assert reports[1]["file"] == "/nonexistent/\\xfe"
    for report in reports:
        json.dumps(report, ensure_ascii=False).encode("utf-8")  # no lone surrogate inside
    human = subprocess.run([*argv, strange], capture_output=True)
    assert human.stdout.decode("utf-8").startswith(f"{tmp_path}/caf\\xe9-\\xff.json: ")


BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def unsafe(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in BIDI


@given(st.text())
def test_shown_leaves_no_control_character_and_keeps_the_rest(text: str) -> None:
    escaped = shown(text)
    assert not any(unsafe(char) for char in escaped)
    if not any(unsafe(char) for char in text):
        assert escaped == text


@given(st.text(st.characters(max_codepoint=0x7F)) | st.text())
def test_shown_escapes_as_its_pattern_says(text: str) -> None:
    """Printable ASCII is let through without the pattern: as the pattern would let it."""
    assert shown(text) == re.sub(safe._UNSAFE, safe._escape, text)


JSON_DATA = st.recursive(
    st.text() | st.integers() | st.none(),
    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
)


@given(JSON_DATA)
def test_json_lines_are_strict_utf8(value: object) -> None:
    line = json_line(value)
    line.encode("utf-8")  # strict
    assert "\n" not in line and "\r" not in line
