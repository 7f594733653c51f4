"""Work cut into chunks and kept in a bounded window of pending results, in input order.

:mod:`regelwerk.parallel` hands chunks of items to worker processes or a Dask cluster.  The
items are consumed lazily and only a window of chunks is pending at a time, so that
validating 200,000 logs holds as much memory as validating 2,000: neither the inputs nor
the results are ever all in memory.

With worker processes, the process that hands out the chunks is one of the workers
(:func:`shared_window`): it works on the next chunk itself whenever the next result in order
is not ready, rather than waiting, so ``--jobs 2`` forks one worker, not two; and chunks
are sized by what items cost (:class:`Pace`), not by how many there are.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sized
from itertools import islice
from typing import Generic, Protocol, TypeVar

__all__ = [
    "Done",
    "Pace",
    "Pending",
    "Ready",
    "chunk_size",
    "chunked",
    "count_of",
    "growing",
    "in_window",
    "shared_window",
]

T = TypeVar("T")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)

CHUNKS_PER_WORKER = 4  # enough to even out uneven chunks, few enough to keep overhead low
AHEAD_PER_WORKER = 2
"""Chunks given to a worker process and not finished: the one it works on and the next,
so that it never waits for this process, busy with a chunk of its own, to hand one over
(:func:`shared_window`); no more, so that at the end of the work this process waits for
at most two chunks of theirs."""
MAX_CHUNK = 256
STREAM_CHUNK = 32
"""The first chunk's size when the number of items is not known in advance (a stream of
logs); each next chunk is twice as large, up to :data:`MAX_CHUNK`: the workers start soon,
and a long stream costs few round trips (a No Thanks! log takes some 60 µs to check, about
what handing it to a worker and its report back costs in chunks of 32)."""
SERIAL_BELOW = 64
"""How many items are done in this process before any worker starts: fewer than this are
not worth starting workers for (some 10 ms; 64 No Return logs take about that to check),
and doing them first imports what the work needs here, which the workers, forked after,
then share instead of importing it each (a game's modules: some 20 ms a worker)."""
CHUNK_SECONDS = 0.01
"""The work in a chunk of a worker process, whatever an item costs (a No Thanks! log some
60 µs, a No Return one some 190 µs): handing a chunk over and its results back (pickles,
pipes, the pool's threads) is then about 1 % of it, and the last chunks keep no process
waiting long for another (:class:`Pace`)."""


class Pending(Protocol[R_co]):
    """A result to come: a :class:`concurrent.futures.Future` or a Dask future."""

    def result(self) -> R_co:
        """The work's result, waiting for it (its exception if it failed)."""
        ...

    def cancel(self) -> object:
        """Cancel the work if it has not started; whether it was cancelled."""
        ...


class Ready(Pending[R_co], Protocol[R_co]):
    """A result to come that tells whether it has come (a worker's, or one made here)."""

    def done(self) -> bool:
        """Whether the result is there: :meth:`result` would not wait."""
        ...


class Done(Generic[R]):
    """The result of work done in this process, as a :class:`Ready` one: ``work(chunk)``,
    or the exception it raised, which :meth:`result` raises as a worker's would be."""

    __slots__ = ("_error", "_result")

    def __init__(self, work: Callable[[list[T]], R], chunk: list[T]) -> None:
        self._error: Exception | None = None
        try:
            self._result = work(chunk)
        except Exception as error:  # raised in input order, after the results before it
            self._error = error

    def result(self) -> R:
        """The work's result (its exception if it failed)."""
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> bool:
        """Done already: always ``False``."""
        return False

    def done(self) -> bool:
        """Always ``True``."""
        return True


class Pace:
    """Chunks of about :data:`CHUNK_SECONDS` of work, from the CPU time that the items done
    in this process took (:meth:`run`); :data:`STREAM_CHUNK` items before any was timed,
    :data:`MAX_CHUNK` at most (the window's memory)."""

    __slots__ = ("_items", "_seconds")

    def __init__(self) -> None:
        self._items = 0
        self._seconds = 0.0

    def run(self, work: Callable[[T], R], chunk: list[T]) -> list[R]:
        """``work`` on every item of ``chunk``, timed."""
        start = time.thread_time()  # this thread's CPU: what the item costs, busy machine or not
        results = [work(item) for item in chunk]
        self._seconds += time.thread_time() - start
        self._items += len(chunk)
        return results

    def size(self) -> int:
        """How many items the next chunk takes."""
        if self._seconds <= 0:
            return STREAM_CHUNK
        return max(1, min(MAX_CHUNK, round(CHUNK_SECONDS * self._items / self._seconds)))


def chunk_size(count: int | None, workers: int) -> int:
    """About :data:`CHUNKS_PER_WORKER` chunks per worker for ``count`` items, at most
    :data:`MAX_CHUNK` items each; :data:`STREAM_CHUNK` for a stream (``None``: a number
    not known in advance)."""
    if count is None:
        return STREAM_CHUNK
    size = -(-count // (workers * CHUNKS_PER_WORKER))
    return max(1, min(size, MAX_CHUNK))


def chunked(items: Iterable[T], size: int, most: int | None = None) -> Iterator[list[T]]:
    """``items`` in lists of ``size`` (the last one shorter), taken from ``items`` lazily;
    with ``most``, each list after the first twice as long as the one before, up to
    ``most`` items."""
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk
        if most is not None:
            size = min(2 * size, most)


def growing(count: int | None) -> int | None:
    """How large chunks of ``count`` items may grow (:func:`chunked`): to :data:`MAX_CHUNK`
    for a stream (``None``), not at all for a known number (:func:`chunk_size` shares it
    out evenly)."""
    return MAX_CHUNK if count is None else None


def count_of(items: Iterable[object]) -> int | None:
    """How many ``items`` there are, when that is known in advance."""
    return len(items) if isinstance(items, Sized) else None


def in_window(
    submit: Callable[[list[T]], Pending[list[R_co]]],
    chunks: Iterable[list[T]],
    window: int,
) -> Iterator[R_co]:
    """The results of every chunk, in order, with at most ``window`` chunks submitted and
    not yet consumed; the ones still pending are cancelled when the reader stops early."""
    pending: deque[Pending[list[R_co]]] = deque()
    iterator = iter(chunks)
    try:
        for chunk in islice(iterator, window):
            pending.append(submit(chunk))
        while pending:
            done = pending.popleft().result()
            for chunk in islice(iterator, 1):
                pending.append(submit(chunk))
            yield from done
    finally:
        for future in pending:
            future.cancel()


def shared_window(
    here: Callable[[list[T]], list[R]],
    submit: Callable[[list[T]], Ready[list[R]]],
    items: Iterator[T],
    size: Callable[[], int],
    ahead: int,
    window: int,
) -> Iterator[R]:
    """The results of every item, in order, this process working alongside the workers:
    chunks of ``size()`` items go to the workers (``submit``) while fewer than ``ahead`` of
    theirs are unfinished, so that they never wait for the next one; otherwise, and whenever
    the next result in order is not ready, this process does the next chunk itself
    (``here``).  At most ``window`` chunks are pending (taken, not yet consumed); the ones
    still pending are cancelled when the reader stops early."""
    pending: deque[Ready[list[R]]] = deque()
    more = True
    try:
        while pending or more:
            if pending and (not more or len(pending) >= window or pending[0].done()):
                yield from pending.popleft().result()
                continue
            chunk = list(islice(items, size()))
            if not chunk:
                more = False
            elif sum(not result.done() for result in pending) < ahead:
                pending.append(submit(chunk))
            else:
                pending.append(Done(here, chunk))
    finally:
        for result in pending:
            result.cancel()
