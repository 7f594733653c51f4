"""Issue 11 item 1: ``--jobs`` is capped at what helps, and ``--scheduler`` fails in one line.

Today ``--jobs 100000`` on 1,000 files starts 1,001 processes; ``--scheduler localhost``
prints "internal error: ValueError", waits 60 s and prints a traceback; a closed port takes
30 s and prints nothing useful.  Only 127.0.0.1 is ever contacted here.
"""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from regelwerk import parallel
from regelwerk.processes import WorkerPool, available_cpus, useful_jobs
from regelwerk.scheduler import Scheduler, SchedulerError

from .helpers import run

HANG_GUARD = 120  # seconds: far more than any of these commands may take


def test_useful_jobs_is_at_most_one_per_cpu_and_per_input() -> None:
    cpus = available_cpus()
    assert useful_jobs(100_000, 1_000) == min(cpus, 1_000)
    assert useful_jobs(100_000, 1) == 1
    assert useful_jobs(0, 1_000) == cpus
    assert useful_jobs(None, 1_000) == useful_jobs(1, 1_000) == 1
    assert useful_jobs(3, 0) == 1
    with pytest.raises(ValueError):
        useful_jobs(-1, 10)


def _pools_started(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The number of workers of every pool ``regelwerk.parallel`` starts from now on."""
    started: list[int] = []

    class Counting(WorkerPool):
        def __init__(self, workers: int) -> None:
            started.append(workers)
            super().__init__(workers)

    monkeypatch.setattr(parallel, "WorkerPool", Counting)
    return started


def test_map_ordered_starts_no_more_workers_than_help(monkeypatch: pytest.MonkeyPatch) -> None:
    started = _pools_started(monkeypatch)
    items = list(range(-50, 50))
    assert list(parallel.map_ordered(abs, items, jobs=100_000)) == [abs(i) for i in items]
    assert all(workers <= available_cpus() for workers in started)


def test_jobs_beyond_what_helps_are_lowered_with_a_note(
    capsys: pytest.CaptureFixture[str],
) -> None:
    serial = run(capsys, "simulate", "--game", "no-thanks", "--games", "3")
    status, out, err = run(capsys, "simulate", "--game", "no-thanks", "--games", "3",
                           "--jobs", "100000")  # fmt: skip
    assert (status, out) == serial[:2]
    jobs = min(available_cpus(), 3)
    noun = "process" if jobs == 1 else "processes"
    assert err == (
        f"regelwerk simulate: --jobs 100,000: using {jobs} {noun} (never more processes than "
        f"CPUs or inputs; CPUs: {available_cpus()}, inputs: 3)\n"
    )


def test_the_note_is_in_the_readers_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, _, err = run(capsys, "validate", "--lang", "de", "--jobs", "50", str(tmp_path / "x"))
    assert status == 2
    assert err.startswith("regelwerk validate: --jobs 50: Es wird nur ein Prozess verwendet (")


def test_a_fitting_number_of_jobs_says_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "simulate", "--games", "2", "--jobs", "1")
    assert status == 0 and err == ""


def command(*argv: str) -> subprocess.CompletedProcess[str]:
    """``regelwerk ARGV`` in a process of its own (what it prints when exiting counts too)."""
    return subprocess.run(
        [sys.executable, "-m", "regelwerk", *argv],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
    )


@pytest.mark.parametrize(
    "address",
    ["localhost", "tcp://", "127.0.0.1:", ":8786", "host:0", "host:99999", "ftp://host:21",
     "host:8786/path", "", "tcp://[::1", "a b:1", "inproc://192.0.2.2/1/1"],
)  # fmt: skip
def test_an_address_that_is_not_one_is_refused_before_use(address: str) -> None:
    with pytest.raises(SchedulerError) as caught:
        Scheduler.parse(address)
    assert caught.value.reason == "address"


def test_addresses_that_are_fine() -> None:
    assert Scheduler.parse("localhost:8786").address == "tcp://localhost:8786"
    assert Scheduler.parse("tls://10.0.0.5:8786", 3).timeout == 3
    assert Scheduler.parse("[::1]:8786").address == "tcp://[::1]:8786"


@pytest.mark.parametrize("what", ["validate", "simulate"])
def test_scheduler_without_a_port_is_one_line_and_exit_2(what: str) -> None:
    argv = ["validate", __file__] if what == "validate" else ["simulate", "--games", "2"]
    done = command(*argv, "--scheduler", "localhost")
    assert done.returncode == 2
    assert done.stderr == (
        f"regelwerk {what}: --scheduler localhost is not a scheduler address; "
        "write HOST:PORT or tcp://HOST:PORT\n"
    )
    assert done.stdout == ""


def closed_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (just bound and released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def test_a_closed_port_fails_in_one_line_within_the_timeout(tmp_path: Path) -> None:
    pytest.importorskip("distributed", reason="needs the dask extra: pip install -e '.[dask]'")
    log = tmp_path / "game.json"
    command("simulate", "--games", "1", "--out", str(tmp_path))
    next(tmp_path.glob("*.json")).rename(log)
    address = f"127.0.0.1:{closed_port()}"
    done = command("validate", "--json", str(log), "--scheduler", address,
                   "--scheduler-timeout", "1")  # fmt: skip
    assert done.returncode == 2
    assert done.stderr == (
        f"regelwerk validate: no Dask scheduler answered at tcp://{address} within 1 s\n"
    )
    assert done.stdout == ""


def test_tls_without_tls_settings_is_one_line() -> None:
    """Today Dask raises a TypeError about ``ssl_context`` and prints a traceback at exit."""
    pytest.importorskip("distributed", reason="needs the dask extra: pip install -e '.[dask]'")
    done = command("simulate", "--games", "2", "--scheduler", "tls://127.0.0.1:9")
    assert done.returncode == 2
    assert done.stderr == (
        "regelwerk simulate: --scheduler tls://127.0.0.1:9 needs the TLS settings of the "
        "Dask configuration (distributed.comm.tls)\n"
    )


def test_a_timeout_must_be_positive(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        run(capsys, "simulate", "--scheduler", "127.0.0.1:1", "--scheduler-timeout", "0")
    assert caught.value.code == 2


def test_no_dask_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed: ImportError
    status, out, err = run(capsys, "simulate", "--games", "2", "--scheduler", "127.0.0.1:1")
    assert status == 2 and out == ""
    from regelwerk import __version__

    assert err == (
        "regelwerk simulate: --scheduler needs Dask, which is not installed; install "
        "regelwerk’s wheel with its dask extra: pip install "
        f"'regelwerk-{__version__}-py3-none-any.whl[dask]'\n"
    )


def test_a_stream_of_logs_caps_jobs_at_the_cpus(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """With ``--dir`` the number of logs is not known in advance: only the CPUs count."""
    run(capsys, "simulate", "--game", "no-thanks", "--games", "3", "--out", str(tmp_path))
    status, out, err = run(capsys, "validate", "--quiet", "--jobs", "100000", "--dir",
                           str(tmp_path))  # fmt: skip
    assert status == 0 and len(out.splitlines()) == 3
    cpus = available_cpus()
    noun = "process" if cpus == 1 else "processes"
    assert err.splitlines()[0] == (
        f"regelwerk validate: --jobs 100,000: using {cpus} {noun} (at most one per CPU; "
        f"CPUs: {cpus})"
    )


def test_too_little_work_for_the_workers_is_done_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """Starting workers costs more than a few dozen items take: ``--jobs 2`` is never
    slower than serial for a handful of logs (issue 24)."""
    from regelwerk.chunks import SERIAL_BELOW

    started = _pools_started(monkeypatch)
    few = list(range(SERIAL_BELOW - 1))
    assert list(parallel.map_ordered(abs, iter(few), jobs=2)) == few
    assert list(parallel.map_ordered(abs, few, jobs=2)) == few
    assert started == []
    many = list(range(-SERIAL_BELOW, SERIAL_BELOW))
    assert list(parallel.map_ordered(abs, many, jobs=2)) == [abs(i) for i in many]
    assert started == ([2] if available_cpus() > 1 else [])


def test_a_stream_goes_in_growing_chunks() -> None:
    """A stream of logs of unknown length: small chunks first, so the workers start soon,
    then larger ones, so a long stream costs few round trips (issue 24)."""
    from regelwerk.chunks import MAX_CHUNK, STREAM_CHUNK, chunk_size, chunked, growing

    stream = iter(range(2000))
    sizes = [len(chunk) for chunk in chunked(stream, chunk_size(None, 2), growing(None))]
    assert sizes[:4] == [STREAM_CHUNK, 2 * STREAM_CHUNK, 4 * STREAM_CHUNK, 8 * STREAM_CHUNK]
    assert max(sizes) == MAX_CHUNK and sum(sizes) == 2000
    sizes = [len(chunk) for chunk in chunked(range(2000), chunk_size(2000, 2), growing(2000))]
    assert sizes == [250] * 8  # a known number: shared out evenly, four chunks per worker
