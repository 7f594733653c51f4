"""``regelwerk validate`` on standard input, JSON Lines, gzip, zip and tar; special files;
``--glob``/``--exclude``; the summary, ``--quiet`` and an empty folder; a closed pipe."""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import os
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from fnmatch import fnmatchcase
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.cli import main
from regelwerk.logs import MAX_BYTES, Recorder, dumps
from regelwerk.logs.sources import inputs, walk

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _log(seed: int = 1, game: str = "no-return", players: int = 2) -> str:
    recorder = Recorder.new(game, ["Ada", "Ben", "Cleo", "Dan"][:players], seed)
    while not recorder.state.is_over:
        recorder.play(next(iter(recorder.state.legal_actions())))
    return dumps(recorder.to_json())


def _line(text: str) -> bytes:
    return json.dumps(json.loads(text)).encode("utf-8")


FINISHED = _log()
NO_THANKS = _log(2, "no-thanks", 3)
BROKEN = '{"format": "no-return/1"'


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict[str, object]], str]:
    status = main(["validate", "--json", *argv])
    out, err = capsys.readouterr()
    return status, [json.loads(line) for line in out.splitlines()], err


def _names(reports: list[dict[str, object]]) -> list[object]:
    return [report["file"] for report in reports]


def _statuses(reports: list[dict[str, object]]) -> list[object]:
    return [report["status"] for report in reports]


@pytest.fixture
def jsonl(tmp_path: Path) -> Path:
    path = tmp_path / "day.jsonl"
    lines = [_line(FINISHED), b"", _line(NO_THANKS), BROKEN.encode(), b"  "]
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def test_json_lines_name_each_line(capsys: pytest.CaptureFixture[str], jsonl: Path) -> None:
    status, reports, _ = run(capsys, str(jsonl))
    assert status == 2
    assert _names(reports) == [f"{jsonl}:1", f"{jsonl}:3", f"{jsonl}:4"]  # blank lines skipped
    assert _statuses(reports) == ["finished", "finished", "malformed"]
    assert reports[2]["rule"] == "LOG-SYNTAX"


def test_gzip_logs_and_lines(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, jsonl: Path
) -> None:
    one = tmp_path / "game.json.gz"
    one.write_bytes(gzip.compress(FINISHED.encode()))
    many = tmp_path / "day.jsonl.gz"
    many.write_bytes(gzip.compress(jsonl.read_bytes()))
    status, reports, _ = run(capsys, str(one), str(many))
    assert _names(reports) == [str(one), f"{many}:1", f"{many}:3", f"{many}:4"]
    assert _statuses(reports) == ["finished", "finished", "finished", "malformed"]
    assert status == 2


def _zip(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def test_zip_members_in_archive_order(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    archive = _zip(
        tmp_path / "archive.zip",
        {
            "games/0002.json": NO_THANKS.encode(),
            "games/0001.json": FINISHED.encode(),
            "readme.txt": b"not a log",
            "day.jsonl": _line(FINISHED) + b"\n" + BROKEN.encode() + b"\n",
            "../../escape.json": FINISHED.encode(),  # only a name: nothing is extracted
            "/absolute.json": BROKEN.encode(),
        },
    )
    status, reports, _ = run(capsys, str(archive))
    assert _names(reports) == [
        f"{archive}::games/0002.json",
        f"{archive}::games/0001.json",
        f"{archive}::day.jsonl:1",
        f"{archive}::day.jsonl:2",
        f"{archive}::../../escape.json",
        f"{archive}::/absolute.json",
    ]
    assert _statuses(reports) == [
        "finished", "finished", "finished", "malformed", "finished", "malformed",
    ]  # fmt: skip
    assert status == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["archive.zip"]
    assert not (tmp_path.parent.parent / "escape.json").exists()


def _add(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    tar.addfile(info, io.BytesIO(data))


@pytest.mark.parametrize("suffix", [".tar", ".tar.gz", ".tgz", ".tar.xz"])
def test_tar_members(capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str) -> None:
    archive = tmp_path / f"archive{suffix}"
    mode = {".tar": "w", ".tar.gz": "w:gz", ".tgz": "w:gz", ".tar.xz": "w:xz"}[suffix]
    with tarfile.open(archive, mode) as tar:  # type: ignore[call-overload]  # a str, no Literal
        _add(tar, "logs/a.json", FINISHED.encode())
        _add(tar, "day.jsonl", b"\n".join([BROKEN.encode(), _line(NO_THANKS)]))
        _add(tar, "notes.md", b"# not a log")
        link = tarfile.TarInfo("link.json")
        link.type = tarfile.SYMTYPE
        link.linkname = "/etc/passwd"
        tar.addfile(link)
    status, reports, _ = run(capsys, str(archive))
    assert _names(reports) == [
        f"{archive}::logs/a.json",
        f"{archive}::day.jsonl:1",
        f"{archive}::day.jsonl:2",
        f"{archive}::link.json",
    ]
    assert _statuses(reports) == ["finished", "malformed", "finished", "malformed"]
    assert reports[3]["rule"] == "LOG-READ"  # a link inside an archive is never followed
    assert status == 2


def test_standard_input_one_log(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(FINISHED.encode())))
    status, reports, _ = run(capsys, "-")
    assert status == 0 and _names(reports) == ["-"] and _statuses(reports) == ["finished"]


def test_standard_input_json_lines(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, jsonl: Path
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\n" + jsonl.read_bytes())))
    status, reports, _ = run(capsys, "-")
    assert _names(reports) == ["-:2", "-:4", "-:5"]
    assert _statuses(reports) == ["finished", "finished", "malformed"] and status == 2


@pytest.mark.parametrize(
    ("data", "status", "rule"),
    [(b"", "malformed", "LOG-SYNTAX"), (BROKEN.encode(), "malformed", "LOG-SYNTAX")],
)
def test_standard_input_broken(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    data: bytes,
    status: str,
    rule: str,
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code, reports, _ = run(capsys, "-")
    assert code == 2 and _names(reports) == ["-"]
    assert (reports[0]["status"], reports[0]["rule"]) == (status, rule)


def test_standard_input_over_the_limit() -> None:
    big = b'{"pad": "' + b"x" * MAX_BYTES + b'"}'
    [item] = list(inputs(["-"], io.BytesIO(big)))
    assert item.name == "-" and not isinstance(item.source, bytes | str)
    assert item.source.detail.get("reason") == "over"


def test_a_bomb_stops_at_the_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # 64 MiB of blanks squeezed into a few KiB: read capped, never held whole.
    bomb = b'{"format": "no-return/1"' + b" " * (64 * 1024 * 1024) + b"}"
    archive = _zip(tmp_path / "bomb.zip", {"bomb.json": bomb, "ok.json": FINISHED.encode()})
    packed = tmp_path / "bomb.json.gz"
    packed.write_bytes(gzip.compress(bomb, compresslevel=9))
    lines = tmp_path / "bomb.jsonl.gz"
    lines.write_bytes(gzip.compress(bomb + b"\n" + _line(FINISHED) + b"\n", compresslevel=9))
    assert archive.stat().st_size < 1024 * 1024 and packed.stat().st_size < 1024 * 1024
    status, reports, _ = run(capsys, str(archive), str(packed), str(lines))
    # The line of 64 MiB ends more than 16 MiB past the limit: the rest of the file is
    # given up (LOG-LIMIT rest) rather than unpacked to find that end.
    assert _names(reports) == [
        f"{archive}::bomb.json",
        f"{archive}::ok.json",
        str(packed),
        f"{lines}:1",
    ]
    assert _statuses(reports) == ["malformed", "finished", "malformed", "malformed"]
    for report in (reports[0], reports[2]):
        assert report["rule"] == "LOG-LIMIT"
        assert "8,388,608" in str(report["message"])
    assert reports[3]["rule"] == "LOG-LIMIT" and "16,777,216" in str(reports[3]["message"])
    assert status == 2


def test_members_over_the_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    big = b'{"pad": "' + b"x" * MAX_BYTES + b'"}'
    archive = tmp_path / "big.tar"
    with tarfile.open(archive, "w") as tar:
        _add(tar, "big.json", big)
    status, reports, _ = run(capsys, str(archive))
    assert status == 2 and reports[0]["rule"] == "LOG-LIMIT"
    assert f"{len(big):,}" in str(reports[0]["message"])  # a tar header tells the size


def _damaged_zip(tmp_path: Path) -> Path:
    archive = _zip(tmp_path / "crc.zip", {"a.json": FINISHED.encode(), "b.json": FINISHED.encode()})
    data = bytearray(archive.read_bytes())
    at = data.index(b'"format"') if b'"format"' in data else None
    if at is None:  # deflated: flip a byte inside the first member's compressed data
        at = 40
    data[at] ^= 0xFF
    archive.write_bytes(bytes(data))
    return archive


@pytest.mark.parametrize("kind", ["not-zip", "crc", "truncated-gz", "not-tar", "truncated-tar"])
def test_damaged_archives_name_the_member(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str
) -> None:
    if kind == "not-zip":
        path = tmp_path / "fake.zip"
        path.write_bytes(b"PK\x03\x04 this is no zip file")
        expected = [str(path)]
    elif kind == "crc":
        path = _damaged_zip(tmp_path)
        expected = [f"{path}::a.json", f"{path}::b.json"]
    elif kind == "truncated-gz":
        path = tmp_path / "cut.jsonl.gz"
        path.write_bytes(gzip.compress((_line(FINISHED) + b"\n") * 50)[:-200])
        expected = None  # some lines, then the damage, named after the file
    elif kind == "not-tar":
        path = tmp_path / "fake.tgz"
        path.write_bytes(b"\x1f\x8b\x08 no gzip, no tar")
        expected = [str(path)]
    else:
        path = tmp_path / "cut.tar"
        with tarfile.open(path, "w") as tar:
            _add(tar, "a.json", FINISHED.encode() * 4)
        path.write_bytes(path.read_bytes()[:1200])
        expected = [f"{path}::a.json"]
    status, reports, err = run(capsys, str(path))
    assert status == 2 and "Traceback" not in err
    damaged = [r for r in reports if r["status"] == "malformed"]
    assert damaged and all(r["rule"] in ("LOG-READ", "LOG-SYNTAX") for r in damaged)
    if expected is not None:
        assert _names(reports)[: len(expected)] == expected[: len(reports)]
        assert any("damaged" in str(r["message"]) for r in damaged)
    else:
        assert _names(reports)[-1] == str(path)
        assert reports[-1]["rule"] == "LOG-READ" and "gzip" in str(reports[-1]["message"])


def test_glob_and_exclude(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    (folder / "deep").mkdir(parents=True)
    (folder / "a.json").write_text(FINISHED, encoding="utf-8")
    (folder / "a.expected.json").write_text('{"file": "a.json"}', encoding="utf-8")
    (folder / "deep" / "b.jsonl.gz").write_bytes(gzip.compress(_line(FINISHED) + b"\n"))
    status, reports, _ = run(capsys, "--dir", str(folder))
    assert _names(reports) == [str(folder / "a.expected.json"), str(folder / "a.json")]
    assert status == 2  # the report file is no log: asked for, it is checked
    status, reports, _ = run(capsys, "--dir", str(folder), "--exclude", "*.expected.json")
    assert _names(reports) == [str(folder / "a.json")] and status == 0
    status, reports, _ = run(capsys, "--dir", str(folder), "--glob", "*.jsonl.gz")
    assert _names(reports) == [f"{folder / 'deep' / 'b.jsonl.gz'}:1"] and status == 0


def test_examples_without_their_reports(capsys: pytest.CaptureFixture[str]) -> None:
    status, reports, _ = run(capsys, "--dir", str(EXAMPLES), "--exclude", "*.expected.json")
    assert len(reports) == len(list(EXAMPLES.glob("*.json"))) // 2
    assert not any(str(name).endswith(".expected.json") for name in _names(reports))
    assert status == 2


def test_walk_is_in_path_order(tmp_path: Path) -> None:
    for name in ["a.json", "a/b.json", "a-b.json", "a0/c.json", "B.json"]:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("{}")
    found = [found.name for found in walk(str(tmp_path))]
    assert found == sorted(str(path) for path in tmp_path.rglob("*.json"))


@pytest.mark.parametrize(
    ("patterns", "exclude"),
    [
        (("*.json",), ()),
        (("*.json", "*.jsonl"), ("a*",)),
        (("*.js*", "b?.json", "[ab]*"), ("*l", "*.gz", "x")),
        ((), ()),
        (("*",), ("*",)),
    ],
)
def test_walk_matches_any_pattern_and_no_exclusion(
    tmp_path: Path, patterns: tuple[str, ...], exclude: tuple[str, ...]
) -> None:
    """The patterns (and the exclusions) of a walk are matched as one expression: a name is
    taken as fnmatchcase takes it for any of them and none of the exclusions."""
    names = ["a.json", "a.jsonl", "b1.json", "B1.json", "bb.json", "c.gz", "x", "d/e.json"]
    for name in names:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("{}")
    found = [Path(found.name).name for found in walk(str(tmp_path), patterns, exclude)]
    expected = [
        Path(name).name
        for name in names
        if any(fnmatchcase(Path(name).name, p) for p in patterns)
        and not any(fnmatchcase(Path(name).name, x) for x in exclude)
    ]
    assert sorted(found) == sorted(expected)


def test_summary_counts_each_status_in_the_language(
    capsys: pytest.CaptureFixture[str], jsonl: Path
) -> None:
    main(["validate", str(jsonl), str(jsonl)])
    err = capsys.readouterr().err.strip()
    assert err.startswith("6 logs checked in ") and err.endswith(": 4 finished and 2 malformed.")
    main(["validate", "--lang", "de", str(jsonl)])
    err = capsys.readouterr().err.strip()
    assert err.startswith("3 Protokolle in ")
    assert "2 gültig (Partien beendet) und 1 fehlerhaft" in err
    main(["validate", "--lang", "fr", str(jsonl), "--quiet"])
    assert capsys.readouterr().err == ""  # --quiet: neither summary nor bar


def test_one_log_in_the_singular(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "one.json"
    path.write_text(FINISHED, encoding="utf-8")
    for lang, start in [
        ("en", "1 log checked"),
        ("nl", "1\N{NO-BREAK SPACE}verslag"),
        ("es", "1\N{NO-BREAK SPACE}registro"),
    ]:
        main(["validate", "--lang", lang, str(path)])
        assert capsys.readouterr().err.startswith(start)


def test_an_empty_folder_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("no log")
    status = main(["validate", "--dir", str(tmp_path)])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert f"{tmp_path}: no file in this folder or its subfolders matches *.json." in err
    assert "No move log was checked." in err
    empty = _zip(tmp_path / "empty.zip", {"notes.txt": b"no log"})
    assert main(["validate", "--quiet", str(empty)]) == 2
    assert "no move log found" in capsys.readouterr().err  # said even with --quiet


def _command(*argv: str) -> list[str]:
    return [sys.executable, "-m", "regelwerk", *argv]


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for argv in (["validate"], ["legal"], ["show"], ["redact", "--seat", "0"]):
        done = subprocess.run(
            _command(*argv, str(fifo)), capture_output=True, text=True, timeout=20
        )
        assert done.returncode == 2, argv
        text = done.stdout + done.stderr
        assert "LOG-READ" in text and "not a regular file" in text


def test_devices_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, reports, _ = run(capsys, os.devnull)
    assert status == 2 and reports[0]["rule"] == "LOG-READ"
    assert "not a regular file" in str(reports[0]["message"])


def test_a_closed_pipe_fails_quietly(tmp_path: Path) -> None:
    path = tmp_path / "many.jsonl"
    path.write_bytes((_line(FINISHED) + b"\n") * 3000)
    command = _command("validate", str(path))
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.readline()
        process.stdout.close()  # the reader goes away, as `| head -1` does
        err = process.stderr.read()
        status = process.wait(timeout=60)
    assert status == 141 and b"Traceback" not in err and b"checked" not in err


@pytest.mark.parametrize("quiet", [["--quiet"], []])
def test_a_pipe_closed_before_the_buffered_lines_are_written_fails_quietly(
    quiet: list[str],
) -> None:
    """The reports are written in blocks: the few lines of two logs reach the pipe only at
    the end, where a reader already gone is the same closed pipe (141), never a traceback."""
    example = str(EXAMPLES / "nr-finished-3p.json")
    command = _command("validate", *quiet, example, example)
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()
        err = process.stderr.read()
        status = process.wait(timeout=60)
    assert status == 141 and b"Traceback" not in err and b"Exception" not in err


def test_a_long_integer_is_log_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "digits.json"
    path.write_text('{"format": "no-return/1", "players": ' + "9" * 5000 + "}")
    status, reports, _ = run(capsys, str(path))
    assert status == 2 and reports[0]["rule"] == "LOG-LIMIT"
    assert "more than 4,300 digits" in str(reports[0]["message"])
    assert "UTF-8" not in str(reports[0]["message"])


def test_validate_many_streams_its_inputs() -> None:
    from regelwerk.parallel import validate_many

    taken = 0

    def sources() -> Iterator[bytes]:
        nonlocal taken
        for _ in range(10_000):
            taken += 1
            yield FINISHED.encode()

    for jobs in (1, 2):
        taken = 0
        reports = validate_many(sources(), jobs=jobs)
        next(reports)
        assert taken < 1000  # a window, not the whole input, is taken before the first report
        del reports  # closes the generator: its pool shuts down


def test_standard_input_compressed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, jsonl: Path
) -> None:
    packed = io.BufferedReader(io.BytesIO(gzip.compress(jsonl.read_bytes())))  # as stdin is
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(packed))
    status, reports, _ = run(capsys, "-")
    assert _names(reports) == ["-:1", "-:3", "-:4"] and status == 2
    cut = io.BufferedReader(io.BytesIO(gzip.compress(FINISHED.encode())[:60]))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(cut))
    status, reports, _ = run(capsys, "-")
    assert status == 2 and _names(reports) == ["-"] and reports[0]["rule"] == "LOG-READ"


def test_progress_bar_only_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, jsonl: Path
) -> None:
    main(["validate", "--json", str(jsonl)])
    plain_out, plain_err = capsys.readouterr()
    assert "logs/s" not in plain_err and "it/s" not in plain_err
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    main(["validate", "--json", str(jsonl)])
    out, err = capsys.readouterr()
    assert out == plain_out  # the bar never touches standard output
    assert " logs" in err.split("\n")[0] and "3 logs checked" in err
    main(["validate", "--json", "--quiet", str(jsonl)])
    assert capsys.readouterr() == (plain_out, "")


def test_archives_in_parallel_report_what_serial_reports(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, jsonl: Path
) -> None:
    archive = _zip(tmp_path / "a.zip", {f"g/{k}.json": _log(k).encode() for k in range(12)})
    argv = ["--quiet", str(archive), str(jsonl), str(archive)]
    serial = run(capsys, *argv)
    assert run(capsys, "--jobs", "2", *argv) == serial
    assert len(serial[1]) == 27 and serial[0] == 2


_PIECES = [_line(FINISHED), _line(NO_THANKS), BROKEN.encode(), b"", b"   ", b"[1, 2", b"{}"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(range(len(_PIECES))), max_size=12), st.booleans())
def test_every_kind_reports_each_log_as_alone(picks: list[int], crlf: bool) -> None:
    """Whatever the lines, a JSON Lines file, its gzip form, a zip and a tar of it report
    each non-blank line exactly as validating that line alone does, named by its number."""
    from regelwerk.logs import validate
    from regelwerk.logs.sources import inputs
    from regelwerk.parallel import validate_many

    newline = b"\r\n" if crlf else b"\n"
    data = b"".join(_PIECES[k] + newline for k in picks)
    expected = [
        (f":{number}", validate(_PIECES[k]).to_json("x"))
        for number, k in enumerate(picks, 1)
        if _PIECES[k].strip()
    ]
    with tempfile_dir() as folder:
        plain = folder / "d.jsonl"
        plain.write_bytes(data)
        packed = folder / "d.jsonl.gz"
        packed.write_bytes(gzip.compress(data))
        zipped = _zip(folder / "a.zip", {"d.jsonl": data})
        with tarfile.open(folder / "a.tar", "w") as tar:
            _add(tar, "d.jsonl", data)
        for name, prefix in [
            (plain, str(plain)),
            (packed, str(packed)),
            (zipped, f"{zipped}::d.jsonl"),
            (folder / "a.tar", f"{folder / 'a.tar'}::d.jsonl"),
        ]:
            found = list(inputs([str(name)]))
            reports = list(validate_many(item.source for item in found))
            got = [
                (item.name, report.to_json("x"))
                for item, report in zip(found, reports, strict=True)
            ]
            assert got == [(prefix + suffix, report) for suffix, report in expected]


@contextlib.contextmanager
def tempfile_dir() -> Iterator[Path]:
    import tempfile

    with tempfile.TemporaryDirectory() as name:
        yield Path(name)
