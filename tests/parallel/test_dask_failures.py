"""A Dask cluster that fails says so (issue 22): no worker, workers lost on the way, work
cancelled, a scheduler stopped: one line, exit 2, in bounded time; Dask's own log lines
only with ``--verbose``; ``--scheduler-timeout`` finite."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from regelwerk.scheduler import Scheduler, SchedulerError

distributed = pytest.importorskip("distributed")

pytestmark = pytest.mark.slow


def _validate(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "regelwerk", "validate", "--lang", "en", *argv],
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("timeout", ["inf", "nan", "0", "-1", "1e400"])
def test_the_timeout_is_a_finite_positive_number(timeout: str) -> None:
    done = _validate("x.json", "--scheduler", "127.0.0.1:1", "--scheduler-timeout", timeout)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--scheduler-timeout" in done.stderr and "KeyError" not in done.stderr


@pytest.fixture(scope="module")
def no_workers() -> Iterator[str]:
    with distributed.LocalCluster(
        n_workers=0, processes=False, protocol="tcp", dashboard_address=None
    ) as cluster:
        yield cluster.scheduler_address


@pytest.mark.parametrize("verbose", [False, True])
def test_a_cluster_without_workers_ends_in_one_line(
    tmp_path: Path, no_workers: str, verbose: bool
) -> None:
    log = tmp_path / "game.json"
    log.write_text("{}")
    started = time.monotonic()
    done = _validate(str(log), "--scheduler", no_workers, "--scheduler-timeout", "1",
                     *(["--verbose"] if verbose else []))  # fmt: skip
    assert time.monotonic() - started < 30
    assert done.returncode == 2 and done.stdout == ""
    line = f"regelwerk validate: the Dask scheduler at {no_workers} had no workers for 1 s\n"
    if verbose:
        assert done.stderr.endswith(line)
    else:
        assert done.stderr == line  # no log line of Dask's


class _Pending:
    """A future that never ends, as Dask's does when no worker is left."""

    def __init__(self) -> None:
        self.cancelled = False

    def result(self, timeout: float | None = None) -> object:
        time.sleep(min(timeout or 0.0, 0.05))
        raise TimeoutError

    def cancel(self) -> bool:
        self.cancelled = True
        return True


class _Client:
    def __init__(self, workers: list[dict[str, int]]) -> None:
        self._workers = workers

    def nthreads(self) -> dict[str, int]:
        return self._workers[0] if len(self._workers) == 1 else self._workers.pop(0)

    def submit(self, func: object, *args: object, pure: bool) -> Any:
        raise NotImplementedError

    def wait_for_workers(self, n_workers: int, timeout: float) -> None:
        raise NotImplementedError


def test_workers_lost_on_the_way_end_the_wait() -> None:
    scheduler = Scheduler.parse("127.0.0.1:8786", timeout=0.3)
    client = _Client([{"w": 1}, {"w": 1}, {}])  # two looks with a worker, then none
    started = time.monotonic()
    with pytest.raises(SchedulerError) as failure:
        scheduler.watched(client, _Pending()).result()
    assert failure.value.reason == "workers"
    assert time.monotonic() - started < 5


def test_cancelled_work_is_a_lost_scheduler() -> None:
    with distributed.LocalCluster(
        n_workers=1, processes=False, threads_per_worker=1, dashboard_address=None
    ) as cluster:
        scheduler = Scheduler.parse(cluster.scheduler_address, timeout=5)
        with pytest.raises(SchedulerError) as failure, scheduler.client():
            from distributed.client import FutureCancelledError

            raise FutureCancelledError("key", "scheduler-connection-lost")
    assert failure.value.reason == "lost"


def test_the_missing_extra_names_the_wheel() -> None:
    from regelwerk import __version__

    error = SchedulerError("tcp://127.0.0.1:8786", "dask")
    wheel = f"regelwerk-{__version__}-py3-none-any.whl[dask]"
    assert wheel in error.message("en") and "'regelwerk[dask]'" not in error.message("en")


def test_a_scheduler_stopped_mid_run_ends_in_one_line(tmp_path: Path) -> None:
    # On main: "internal error: FutureCancelledError" with Dask's tracebacks, or silence.
    from regelwerk.logs import Recorder, dumps

    recorder = Recorder.new("no-thanks", ["Ada", "Ben", "Cleo"], 3)
    while not recorder.state.is_over:
        recorder.play(next(iter(recorder.state.legal_actions())))
    line = dumps(recorder.to_json()).replace("\n", "") + "\n"
    logs = tmp_path / "day.jsonl"
    logs.write_text(line * 4000)
    cluster = distributed.LocalCluster(
        n_workers=1, processes=False, threads_per_worker=1, protocol="tcp",
        dashboard_address=None,
    )  # fmt: skip
    argv = [sys.executable, "-m", "regelwerk", "validate", "--lang", "en", str(logs),
            "--scheduler", cluster.scheduler_address, "--scheduler-timeout", "2"]  # fmt: skip
    with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as run:
        assert run.stdout is not None
        first = run.stdout.readline()  # the work is under way
        cluster.close()
        started = time.monotonic()
        _, err = run.communicate(timeout=120)
    assert time.monotonic() - started < 60
    assert first and run.returncode == 2
    lines = err.splitlines()
    assert "Traceback" not in err and "internal error" not in err, err
    assert lines[-1].startswith("regelwerk validate: ") and "Dask scheduler" in lines[-1], err
    assert lines[-2].endswith(" finished.") and " logs checked in " in lines[-2], err
    assert len(lines) == 2, err
    assert int(lines[-2].split()[0].replace(",", "")) >= 1  # the reports before the failure


def _cluster_process(*argv: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", *argv], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )


def _address(scheduler_file: Path, scheduler: subprocess.Popen[bytes]) -> str:
    import json

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and scheduler.poll() is None:
        try:
            return str(json.loads(scheduler_file.read_text())["address"])
        except (OSError, ValueError, KeyError):
            time.sleep(0.1)
    raise AssertionError("the scheduler did not start")


def test_a_lost_connection_to_the_scheduler_ends_in_one_line(tmp_path: Path) -> None:
    """The scheduler's process killed (SIGKILL: no goodbye on the connection) while a worker
    of its own process works for it: the reports so far, the summary, one line, exit 2."""
    from regelwerk.logs import Recorder, dumps

    recorder = Recorder.new("no-thanks", ["Ada", "Ben", "Cleo"], 5)
    while not recorder.state.is_over:
        recorder.play(next(iter(recorder.state.legal_actions())))
    logs = tmp_path / "day.jsonl"
    logs.write_text((dumps(recorder.to_json()).replace("\n", "") + "\n") * 4000)
    found = tmp_path / "scheduler.json"
    scheduler = _cluster_process(
        "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", "0",
        "--no-dashboard", "--scheduler-file", str(found),
    )  # fmt: skip
    worker: subprocess.Popen[bytes] | None = None
    try:
        address = _address(found, scheduler)
        worker = _cluster_process(
            "distributed.cli.dask_worker", address, "--no-nanny", "--nthreads", "1",
            "--no-dashboard", "--death-timeout", "10",
        )  # fmt: skip
        argv = [sys.executable, "-m", "regelwerk", "validate", "--lang", "en", str(logs),
                "--scheduler", address, "--scheduler-timeout", "20"]  # fmt: skip
        with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as run:
            assert run.stdout is not None
            first = run.stdout.readline()  # the work is under way
            scheduler.kill()
            started = time.monotonic()
            _, err = run.communicate(timeout=120)
        took = time.monotonic() - started
        assert worker.wait(timeout=60) is not None  # the worker ends by itself too
    finally:
        for process in (scheduler, worker):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
    text = err.decode()
    assert first and run.returncode == 2, text
    assert took < 30, took  # --scheduler-timeout bounds it: 20 s
    assert "Traceback" not in text and "internal error" not in text, text
    lines = text.splitlines()
    lost = f"regelwerk validate: the connection to the Dask scheduler at {address} was lost"
    assert lines[-1] == lost + ", or the scheduler cancelled the work", text
    assert " logs checked in " in lines[-2] and len(lines) == 2, text
    assert int(lines[-2].split()[0].replace(",", "")) >= 1  # the reports before the loss
