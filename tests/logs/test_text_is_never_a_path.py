"""Issue 21 item 3: text is never a path.  A server hands its clients' uploads to the API as
they come; no string (or bytes) may make the library open a file, nor tell by its answer
whether one exists.  Files are read only from an ``os.PathLike`` or through ``read_bytes``."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.errors import LogError, RegelwerkError
from regelwerk.logs import Recorder, Status, decode, load_json, read_bytes, replay, validate
from regelwerk.logs.redact import redact
from regelwerk.rules import LogCode

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE = EXAMPLES / "nr-finished-2p.json"

_opened: list[str] = []
_watching = False


def _audit(event: str, args: tuple[object, ...]) -> None:
    if _watching and event in ("open", "os.open", "os.listdir", "os.scandir"):
        _opened.append(f"{event} {args[0]!r}")


sys.addaudithook(_audit)  # hooks cannot be removed: it records only while watching


@pytest.fixture
def no_file_opened() -> Iterator[list[str]]:
    global _watching
    _opened.clear()
    _watching = True
    try:
        yield _opened
    finally:
        _watching = False


HOSTILE_TEXTS = [
    str(EXAMPLE),
    "examples/nr-finished-2p.json",
    "/etc/passwd",
    "/etc/hostname",
    "../../../../etc/passwd",
    "~/.ssh/id_rsa",
    "/proc/self/environ",
    "/dev/zero",
    "/dev/stdin",
    ".",
    "/",
    "not json",
    "",
    " ",
    "\x00",
    "file:///etc/passwd",
    "C:\\Windows\\win.ini",
]

ENTRIES: dict[str, Callable[..., object]] = {
    "validate": validate,
    "validate collect": lambda text: validate(text, mode="collect"),
    "decode": decode,
    "load_json": load_json,
    "replay": lambda text: list(replay(text)),
    "resume": Recorder.resume,
    "redact": lambda text: redact(text, 0),
}


def _call(entry: str, text: object) -> object:
    try:
        return ENTRIES[entry](text)
    except RegelwerkError as error:
        return error


@pytest.mark.parametrize("entry", sorted(ENTRIES))
@pytest.mark.parametrize("text", HOSTILE_TEXTS)
def test_a_hostile_string_opens_no_file(entry: str, text: str, no_file_opened: list[str]) -> None:
    for given_text in (text, text.encode("utf-8", "surrogatepass")):
        answer = _call(entry, given_text)
        if isinstance(answer, LogError):
            assert answer.code is not LogCode.LOG_READ, (entry, text)
    assert no_file_opened == [], no_file_opened


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=40) | st.sampled_from(HOSTILE_TEXTS))
def test_validate_never_reads_a_file_for_any_text(text: str) -> None:
    global _watching
    _opened.clear()
    _watching = True
    try:
        report = validate(text)
    finally:
        _watching = False
    assert _opened == [] and report.rule is not LogCode.LOG_READ


def test_the_issues_cases_are_syntax_not_read_errors() -> None:
    assert validate("not json").rule is LogCode.LOG_SYNTAX
    assert validate("").rule is LogCode.LOG_SYNTAX
    existing = validate(str(EXAMPLE))
    missing = validate(str(EXAMPLE) + ".nothere")
    assert existing.rule is missing.rule is LogCode.LOG_SYNTAX  # tells nothing of the file
    assert existing.message("en") == missing.message("en")


def test_the_watch_sees_a_file_opened(no_file_opened: list[str]) -> None:
    assert validate(EXAMPLE).status is Status.FINISHED
    assert no_file_opened and str(EXAMPLE) in no_file_opened[0]  # so its silence means it


def test_a_path_is_read_when_the_caller_says_so(tmp_path: Path) -> None:
    assert validate(EXAMPLE).status is Status.FINISHED
    assert validate(read_bytes(str(EXAMPLE))).status is Status.FINISHED
    assert validate(EXAMPLE.read_text(encoding="utf-8")).status is Status.FINISHED
    assert validate(tmp_path / "none.json").rule is LogCode.LOG_READ
    text = EXAMPLE.read_text(encoding="utf-8")
    assert Recorder.resume(text).to_json() == Recorder.resume(EXAMPLE).to_json()
    assert redact(text, 1) == redact(EXAMPLE, 1) == redact(json.loads(text), 1)
