"""Issue 24: ``--jobs 2`` is this process and one worker, sharing chunks sized by cost.

Before, ``--jobs 2`` forked two workers and the command's own process only handed out
chunks and waited: a third process, a second fork of a 20 MB interpreter, and +41 % CPU
for No Thanks! logs.  Now the process that hands out chunks works on one itself whenever
the next result in order is not ready, and a chunk holds about 10 ms of work whatever an
item costs.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator

import pytest

from regelwerk import parallel
from regelwerk.chunks import (
    CHUNK_SECONDS,
    MAX_CHUNK,
    SERIAL_BELOW,
    STREAM_CHUNK,
    Done,
    Pace,
    shared_window,
)
from regelwerk.processes import WorkerPool, available_cpus

from .helpers import pools_started


def _pid(item: int) -> tuple[int, int]:
    return item, os.getpid()


@pytest.mark.skipif(available_cpus() < 2, reason="one CPU: --jobs 2 starts no workers")
def test_jobs_2_is_this_process_and_one_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    started = pools_started(monkeypatch)
    items = list(range(20 * MAX_CHUNK))
    results = list(parallel.map_ordered(_pid, items, jobs=2))
    assert [item for item, _ in results] == items
    assert started == [1]
    after_the_head = {pid for _, pid in results[SERIAL_BELOW:]}
    assert os.getpid() in after_the_head  # this process did chunks of its own
    assert len(after_the_head) == 2  # and so did its one worker


def test_less_than_a_chunk_after_the_head_starts_no_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_pool(workers: int) -> WorkerPool:
        raise AssertionError(f"a pool of {workers} started")

    monkeypatch.setattr(parallel, "WorkerPool", no_pool)
    items = list(range(SERIAL_BELOW + STREAM_CHUNK - 1))
    assert list(parallel.map_ordered(abs, iter(items), jobs=2)) == items


class _Clock:
    """Time in chunks done here: a worker's chunk is done ``delay`` ticks after it was given."""

    def __init__(self, delay: int) -> None:
        self.now, self.delay = 0, delay
        self.log: list[str] = []


class _Slow:
    """A worker's result, ready ``clock.delay`` ticks after it was handed over."""

    def __init__(self, chunk: list[int], clock: _Clock) -> None:
        self.chunk, self.clock, self.given = chunk, clock, clock.now

    def done(self) -> bool:
        return self.clock.now - self.given >= self.clock.delay

    def result(self) -> list[int]:
        self.clock.now = max(self.clock.now, self.given + self.clock.delay)  # waited for
        return [-item for item in self.chunk]

    def cancel(self) -> bool:
        return False


def _run(delay: int, items: int, ahead: int, window: int) -> tuple[list[int], list[str]]:
    clock = _Clock(delay)
    submitted: list[_Slow] = []

    def submit(chunk: list[int]) -> _Slow:
        assert sum(not result.done() for result in submitted) < ahead
        clock.log.append("worker")
        submitted.append(_Slow(chunk, clock))
        return submitted[-1]

    def here(chunk: list[int]) -> list[int]:
        clock.log.append("here")
        clock.now += 1
        return [-item for item in chunk]

    results = list(shared_window(here, submit, iter(range(items)), lambda: 3, ahead, window))
    return results, clock.log


@pytest.mark.parametrize("delay", [0, 1, 2, 5, 1000])
def test_results_come_in_order_whoever_did_them(delay: int) -> None:
    results, log = _run(delay, 100, ahead=2, window=6)
    assert results == [-item for item in range(100)]
    assert len(log) == 34  # chunks of 3
    assert log[:2] == ["worker", "worker"]  # the worker never waits for this process


def test_this_process_takes_what_the_workers_cannot() -> None:
    _, slow = _run(1000, 100, ahead=2, window=6)  # the window full, waited for: 4 here, 2 there
    assert slow.count("here") > 1.5 * slow.count("worker")
    _, even = _run(2, 100, ahead=2, window=6)  # a chunk takes a worker two of ours
    assert 0.25 < even.count("worker") / len(even) < 0.75
    _, quick = _run(0, 100, ahead=2, window=6)
    assert quick.count("here") == 0


def test_a_window_bounds_what_is_pending() -> None:
    pending_most = 0

    def submit(chunk: list[int]) -> Done[list[int]]:
        return Done(lambda chunk: chunk, chunk)

    def items() -> Iterator[int]:
        nonlocal pending_most
        for item in range(1000):
            pending_most = max(pending_most, item - len(seen))
            yield item

    seen: list[int] = []
    for result in shared_window(list, submit, items(), lambda: 10, 1, 4):
        seen.append(result)
    assert seen == list(range(1000))
    assert pending_most <= 4 * 10


def test_an_error_here_comes_after_the_results_before_it() -> None:
    def here(chunk: list[int]) -> list[int]:
        if 50 in chunk:
            raise ValueError("fifty")
        return chunk

    results: list[int] = []
    with pytest.raises(ValueError, match="fifty"):
        for result in shared_window(here, lambda chunk: Done(list, chunk), iter(range(99)),
                                    lambda: 5, 0, 100):  # fmt: skip
            results.append(result)
    assert results == list(range(50))


def _busy(item: int) -> int:
    """About a millisecond of this thread's CPU."""
    end = time.thread_time() + 0.001
    while time.thread_time() < end:
        pass
    return item


def test_chunks_hold_about_the_same_work_whatever_an_item_costs() -> None:
    pace = Pace()
    assert pace.size() == STREAM_CHUNK  # nothing timed yet
    pace.run(_busy, list(range(20)))
    assert CHUNK_SECONDS / 0.001 / 2 <= pace.size() <= CHUNK_SECONDS / 0.001 * 1.1
    cheap = Pace()
    cheap.run(abs, list(range(1000)))
    assert cheap.size() == MAX_CHUNK  # the window's memory stays bounded
