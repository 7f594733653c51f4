"""``validate`` skips nothing in silence (issue 22): folders it cannot list, deep trees,
every state of standard input, archives where one log is expected, notes that quote input;
and what people at archive scale need: only the faults, repeatable ``--glob``, JSON Lines
errors at their line, a summary when interrupted."""

from __future__ import annotations

import gzip
import io
import json
import os
import signal
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from typing import Any

import pytest

from regelwerk.cli import main, script
from regelwerk.logs import Recorder, dumps
from regelwerk.scheduler import SchedulerError


def _log(seed: int) -> str:
    recorder = Recorder.new("no-thanks", ["Ada", "Ben", "Cleo"], seed)
    while not recorder.state.is_over:
        recorder.play(next(iter(recorder.state.legal_actions())))
    return dumps(recorder.to_json())


LOG = _log(1)
LINE = json.dumps(json.loads(LOG)).encode()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict[str, Any]], str]:
    status = main(["validate", "--json", "--lang", "en", *argv])
    out, err = capsys.readouterr()
    return status, [json.loads(line) for line in out.splitlines()], err


def command(*argv: str, **options: Any) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "regelwerk", *argv], capture_output=True, timeout=60, **options
    )


# --- folders ------------------------------------------------------------------------------


def _failing_scandir(monkeypatch: pytest.MonkeyPatch, unreadable: Path) -> None:
    """``os.scandir`` refusing ``unreadable`` as a folder without read permission does (the
    tests run as root, whom chmod does not stop)."""
    real = os.scandir

    def scandir(path: Any) -> Any:
        if os.fspath(path) == str(unreadable):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)


def test_an_unreadable_subfolder_is_reported(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a.json").write_text(LOG)
    (tmp_path / "locked").mkdir()
    (tmp_path / "locked" / "illegal.json").write_text("{}")
    (tmp_path / "z.json").write_text(LOG)
    _failing_scandir(monkeypatch, tmp_path / "locked")
    status, reports, err = run(capsys, "--dir", str(tmp_path))
    assert [r["file"] for r in reports] == [
        str(tmp_path / "a.json"),
        str(tmp_path / "locked"),
        str(tmp_path / "z.json"),
    ]
    assert reports[1]["rule"] == "LOG-READ" and "folder" in reports[1]["message"]
    assert status == 2 and "3 logs checked" in err


def test_an_unreadable_top_folder_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _failing_scandir(monkeypatch, tmp_path)
    status, reports, err = run(capsys, "--dir", str(tmp_path))
    assert [(r["file"], r["rule"]) for r in reports] == [(str(tmp_path), "LOG-READ")]
    assert "matches" not in err and status == 2


def test_a_deep_tree_is_walked_without_recursion(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    levels = 1200  # deeper than Python's recursion limit (pathlib's mkdir recurses too)
    folder = os.open(tmp_path, os.O_RDONLY)
    for _ in range(levels):
        os.mkdir("d", dir_fd=folder)
        inner = os.open("d", os.O_RDONLY, dir_fd=folder)
        os.close(folder)
        folder = inner
    log = os.open("game.json", os.O_WRONLY | os.O_CREAT, dir_fd=folder)
    os.write(log, LOG.encode())
    os.close(log)
    os.close(folder)
    deep = os.path.join(tmp_path, *["d"] * levels)
    try:
        status, reports, _ = run(capsys, "--dir", str(tmp_path))
        assert status == 0 and [r["file"] for r in reports] == [os.path.join(deep, "game.json")]
    finally:  # removed here: pytest's clean-up of old temporary folders recurses, and fails
        os.remove(os.path.join(deep, "game.json"))
        for level in range(levels, 0, -1):
            os.rmdir(os.path.join(tmp_path, *["d"] * level))


def test_a_folder_given_as_a_file_suggests_dir(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, reports, err = run(capsys, str(tmp_path))
    assert status == 2 and reports[0]["rule"] == "LOG-READ"
    assert f"use --dir {tmp_path}" in err


def test_notes_escape_what_comes_from_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "evil\x1b[2Jname\r"
    folder.mkdir()
    archive = tmp_path / "empty\x1b]0;x\x07.zip"
    with zipfile.ZipFile(archive, "w") as packed:
        packed.writestr("readme.txt", "no log")
    _, _, err = run(capsys, str(archive), "--dir", str(folder), "--glob", "*\x1b[1m.json")
    assert "\x1b" not in err and "\r" not in err and "\x07" not in err
    assert "\\x1b[2J" in err and "\\r" in err


# --- standard input -----------------------------------------------------------------------


@pytest.mark.parametrize("redirect", ["0<&-", "0>stdin.txt"])
def test_standard_input_closed_or_write_only_is_log_read(tmp_path: Path, redirect: str) -> None:
    shell = f'exec "$0" -m regelwerk validate --json - {redirect}'
    done = subprocess.run(
        ["sh", "-c", shell, sys.executable], capture_output=True, timeout=60, cwd=tmp_path
    )
    assert b"internal error" not in done.stderr, done.stderr
    report = json.loads(done.stdout)
    assert report["file"] == "-" and report["rule"] == "LOG-READ"
    assert done.returncode == 2


class _Trickle(io.RawIOBase):
    """A pipe whose reads bring one byte each, as a slow writer's pipe may."""

    def __init__(self, data: bytes) -> None:
        self._data = data

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if not self._data:
            return 0
        buffer[0] = self._data[0]
        self._data = self._data[1:]
        return 1


def test_gzip_on_standard_input_is_found_however_the_bytes_arrive() -> None:
    from regelwerk.logs.checking import checked, prepared
    from regelwerk.logs.sources import inputs

    stdin = io.BufferedReader(_Trickle(gzip.compress(LOG.encode())))
    found = list(inputs(["-"], stdin))
    assert [checked(prepared(log.source)).status.value for log in found] == ["finished"]


@pytest.mark.parametrize("kind", ["zip", "tar", "tar.gz"])
def test_an_archive_on_standard_input_says_what_to_do(tmp_path: Path, kind: str) -> None:
    path = tmp_path / f"logs.{kind}"
    if kind == "zip":
        with zipfile.ZipFile(path, "w") as packed:
            packed.writestr("a.json", LOG)
    else:
        with tarfile.open(path, "w:gz" if kind == "tar.gz" else "w") as tar:
            info = tarfile.TarInfo("a.json")
            info.size = len(LOG.encode())
            tar.addfile(info, io.BytesIO(LOG.encode()))
    done = command("validate", "--json", "-", input=path.read_bytes())
    report = json.loads(done.stdout)
    assert report["rule"] == "LOG-READ" and "archive" in report["message"]
    assert "UTF-8" not in report["message"] and done.returncode == 2


@pytest.mark.parametrize("name", ["nr.zip", "day.jsonl", "logs.tar.gz", "game.json.gz"])
@pytest.mark.parametrize("subcommand", ["show", "legal", "redact"])
def test_one_log_commands_name_an_archive(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, subcommand: str
) -> None:
    path = tmp_path / name
    path.write_bytes(b"PK\x03\x04")
    extra = ["--seat", "0"] if subcommand == "redact" else []
    status = main([subcommand, str(path), *extra, "--lang", "en"])
    err = capsys.readouterr().err
    assert status == 2 and "UTF-8" not in err
    assert f"regelwerk validate {path}" in err


# --- tar members named for what they are ------------------------------------------------


def test_a_tar_symlink_is_called_a_link(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "links.tar"
    with tarfile.open(path, "w") as tar:
        link = tarfile.TarInfo("game.json")
        link.type = tarfile.SYMTYPE
        link.linkname = "/etc/passwd"
        tar.addfile(link)
    status, reports, _ = run(capsys, str(path))
    assert reports[0]["rule"] == "LOG-READ" and "link" in reports[0]["message"]
    assert "pipe" not in reports[0]["message"] and status == 2


# --- archive scale ------------------------------------------------------------------------


def test_glob_repeats(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with zipfile.ZipFile(tmp_path / "a.zip", "w") as packed:
        packed.writestr("one.json", LOG)
    (tmp_path / "b.jsonl").write_bytes(LINE + b"\n")
    (tmp_path / "c.json").write_text(LOG)
    status, reports, _ = run(capsys, "--dir", str(tmp_path), "--glob", "*.zip", "--glob", "*.jsonl")
    assert [r["file"] for r in reports] == [
        f"{tmp_path / 'a.zip'}::one.json",
        f"{tmp_path / 'b.jsonl'}:1",
    ]
    assert status == 0


def test_faulty_only_prints_the_faults_and_counts_all(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    lines = tmp_path / "day.jsonl"
    lines.write_bytes(b"\n".join([LINE, b"{}", LINE, b'{"format": 1']) + b"\n")
    status, reports, err = run(capsys, "--faulty-only", str(lines))
    assert [r["file"] for r in reports] == [f"{lines}:2", f"{lines}:4"]
    assert "4 logs checked" in err and status == 2


def test_a_json_lines_syntax_error_cites_its_line_in_the_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    lines = tmp_path / "day.jsonl"
    lines.write_bytes(b"\n".join([LINE] * 6 + [LINE[:-1] + b",}"]) + b"\n")
    for jobs in ("1", "2"):
        status, reports, _ = run(capsys, "--jobs", jobs, str(lines))
        assert reports[-1]["file"] == f"{lines}:7"
        assert reports[-1]["message"].startswith("JSON syntax error at line 7, column ")
        assert status == 2


@pytest.mark.parametrize("options", [["--json"], ["--lang", "de"], ["--json", "--faulty-only"]])
def test_workers_write_the_lines_serial_writes(
    capfdbinary: pytest.CaptureFixture[bytes], tmp_path: Path, options: list[str]
) -> None:
    """Past the logs checked before any worker starts (regelwerk.chunks.SERIAL_BELOW), the
    workers write each line themselves: a syntax error still cites its line in the file,
    an unreadable file is still counted as such, the same bytes come out."""
    lines = tmp_path / "day.jsonl"
    lines.write_bytes(b"\n".join([LINE] * 99 + [LINE[:-1] + b",}"]) + b"\n")
    (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere.json")
    argv = ["validate", *options, str(lines), str(tmp_path / "gone.json")]
    outputs = []
    for jobs in ("1", "2"):
        status = main([*argv, "--jobs", jobs])
        out, err = capfdbinary.readouterr()
        outputs.append((status, out, err.split(b" in ")[0], err.split(b" s")[-1]))
    assert outputs[0] == outputs[1]
    assert b"day.jsonl:100" in outputs[0][1] and outputs[0][0] == 2
    if "--json" in options:
        assert b'"JSON syntax error at line 100, column ' in outputs[0][1]


def test_an_interrupted_run_still_gives_its_summary(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from regelwerk.logs.checking import checked as real

    calls = iter(range(100))

    def checked(source: Any) -> Any:
        if next(calls) == 2:
            raise KeyboardInterrupt
        return real(source)

    monkeypatch.setattr("regelwerk.cli.validate.checked", checked)
    for name in "abcd":
        (tmp_path / f"{name}.json").write_text(LOG)
    status = main(["validate", "--lang", "en", "--dir", str(tmp_path)])
    err = capsys.readouterr().err
    assert status == 130 and "2 logs checked in " in err


def test_a_failed_cluster_prints_reports_then_summary_then_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import regelwerk.parallel as parallel

    def validate_many(sources: Any, **_: Any) -> Any:
        from regelwerk.logs.checking import checked, read_here

        for number, source in enumerate(sources):
            if number == 2:
                raise SchedulerError("tcp://127.0.0.1:8786", "workers", 3.0)
            yield checked(read_here(source))

    monkeypatch.setattr(parallel, "validate_many", validate_many)
    monkeypatch.setattr("regelwerk.cli.validate.scheduler_for", lambda args: object())
    for name in "abcd":
        (tmp_path / f"{name}.json").write_text(LOG)
    status = main(["validate", "--lang", "en", "--dir", str(tmp_path), "--scheduler", "x:1"])
    out, err = capsys.readouterr()
    assert status == 2 and len(out.splitlines()) == 2
    assert err.splitlines() == [
        err.splitlines()[0],
        "regelwerk validate: the Dask scheduler at tcp://127.0.0.1:8786 had no workers for 3 s",
    ]
    assert err.startswith("2 logs checked in ")


def test_ctrl_c_before_the_command_starts_is_quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted() -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr("regelwerk.cli.main", interrupted)
    assert script() == 130


def test_a_signal_while_the_command_takes_the_signals_over_is_quiet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """SIGINT right after its handler is set, before SIGTERM's and SIGHUP's are: the
    handler's Stopped comes out of the setting of the others, and the command still ends
    with 130 and says nothing."""
    real = signal.signal

    def setting(number: int, handler: Any) -> Any:
        previous = real(number, handler)
        if number == signal.SIGTERM and callable(handler):  # SIGINT's is set by now
            handler(signal.SIGINT, None)  # what Python does when SIGINT comes here
        return previous

    before = {number: signal.getsignal(number) for number in (signal.SIGTERM, signal.SIGHUP)}
    monkeypatch.setattr(signal, "signal", setting)
    monkeypatch.setattr(sys, "argv", ["regelwerk", "rules", "--game", "no-thanks"])
    try:
        assert script() == 130
    finally:  # a signal came: the command left its handlers for a second one (by design)
        monkeypatch.undo()
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for number, handler in before.items():
            signal.signal(number, handler)
    assert capsys.readouterr().err == ""


# Ctrl-C `delay` seconds after the module of the command's entry point starts (the one named
# for the console script in the metadata, whose wrapper imports it, or regelwerk/__main__.py
# for `python -m regelwerk`), on `validate -` waiting for its input; what the interpreter
# runs before that is no package's to quiet.
_INTERRUPTED = """
import os, runpy, signal, sys, threading, time
from importlib.metadata import entry_points

delay, way = float(sys.argv[1]), sys.argv[2]
sys.argv = ["regelwerk", "validate", "-"]
point = entry_points(group="console_scripts")["regelwerk"]  # what pip's wrapper calls
module, _, function = point.value.partition(":")
entry = ("regelwerk/__main__.py",) if way == "-m" else (
    module.replace(".", "/") + ".py", module.replace(".", "/") + "/__init__.py"
)
called = threading.Event()


def interrupt():
    called.wait(20)  # never spotted: the signal still comes, and the test says what it got
    time.sleep(delay)
    os.kill(os.getpid(), signal.SIGINT)


def spot(frame, event, arg):  # the entry point's module starts
    code = frame.f_code
    if event == "call" and code.co_name == "<module>" and code.co_filename.endswith(entry):
        sys.setprofile(None)
        called.set()


threading.Thread(target=interrupt, daemon=True).start()
sys.setprofile(spot)
if way == "-m":
    runpy.run_module("regelwerk", run_name="__main__", alter_sys=True)
else:  # the wrapper: import the function named in the metadata, call it
    sys.exit(getattr(__import__(module, fromlist=[function]), function)())
"""


@pytest.mark.parametrize("way", ["-m", "script"])
def test_ctrl_c_at_any_early_moment_ends_quietly_with_130(way: str) -> None:
    reading, writing = os.pipe()  # an input that never comes
    try:
        for delay in (0, 0.01, 0.03, 0.06, 0.1, 0.15, 0.25):
            done = subprocess.run(
                [sys.executable, "-c", _INTERRUPTED, str(delay), way],
                stdin=reading,
                capture_output=True,
                timeout=60,
            )
            assert (done.returncode, done.stderr) == (130, b""), delay
    finally:
        os.close(reading)
        os.close(writing)


def test_the_progress_bar_gets_a_total_where_it_is_cheap(tmp_path: Path) -> None:
    from regelwerk.cli.inputs import Total, count_inputs

    (tmp_path / "sub").mkdir()
    for name in ("a.json", "sub/b.json", "sub/c.json", "notes.txt"):
        (tmp_path / name).write_text(LOG)
    assert count_inputs(["x.json"], [str(tmp_path)], ["*.json"], []) == Total(4, False)
    with zipfile.ZipFile(tmp_path / "logs.zip", "w") as archive:  # its directory counts
        for name in ("g/1.json", "g/2.json", "g/3.JSON", "readme.txt"):
            archive.writestr(name, LOG)
    assert count_inputs([str(tmp_path / "logs.zip")], [], [], []) == Total(3, False)
    gz = tmp_path / "d.json.gz"
    gz.write_bytes(gzip.compress(LOG.encode()))
    assert count_inputs([str(gz)], [str(tmp_path)], ["*.json"], []) == Total(4, False)
    # JSON Lines and tar are counted in bytes: their logs are known only by reading them
    lines = tmp_path / "day.jsonl"
    lines.write_bytes(LINE + b"\n")
    sizes = len(LINE) + 1 + 3 * len(LOG.encode())
    assert count_inputs([], [str(tmp_path)], ["*.json", "*.jsonl"], []) == Total(sizes, True)
    (tmp_path / "d.tar.gz").write_bytes(b"")
    assert count_inputs([str(tmp_path / "d.tar.gz")], [], [], []) == Total(0, True)
    assert count_inputs(["-"], [], [], []) is None


def _bar(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *argv: str) -> str:
    """What a terminal shows on standard error while ``validate`` runs on ``argv``."""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    main(["validate", "--lang", "en", *argv])
    return capsys.readouterr().err


def test_the_progress_bar_counts_a_zips_logs_and_json_lines_bytes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as packed:
        for k in range(5):
            packed.writestr(f"g/{k}.json", LOG)
    err = _bar(capsys, monkeypatch, str(archive))
    assert "| 0/5 [" in err  # on main: "0 logs [...]", no total
    from tqdm import tqdm

    lines = tmp_path / "day.jsonl.gz"
    lines.write_bytes(gzip.compress((LINE + b"\n") * 2000))
    size = lines.stat().st_size
    err = _bar(capsys, monkeypatch, str(lines))
    total = tqdm.format_sizeof(size, divisor=1024)
    assert f"| 0.00/{total} [" in err and "B/s" in err, err  # the file's bytes as its total
    # (how far the bar got before it is cleared depends on the machine's speed: a quiet one
    # checks the 2,000 lines before tqdm redraws, so only the total is asserted)
    assert "2,000 logs checked" in err


def test_a_tar_cut_inside_a_member_passed_by_seeking_is_damaged(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "cut.tar"
    with tarfile.open(path, "w") as tar:
        for name, size in (("video.bin", 1 << 20), ("a.json", len(LOG.encode()))):
            info = tarfile.TarInfo(name)
            info.size = size
            tar.addfile(info, io.BytesIO(LOG.encode() if name == "a.json" else bytes(size)))
    path.write_bytes(path.read_bytes()[: 512 + 4096])  # within video.bin
    status, reports, _ = run(capsys, str(path))
    assert [(r["file"], r["rule"]) for r in reports] == [(f"{path}::video.bin", "LOG-READ")]
    assert "damaged" in reports[0]["message"] and status == 2
