"""Work cut into chunks and kept in a bounded window of pending results, in input order.

:mod:`regelwerk.parallel` hands chunks of items to worker processes or a Dask cluster.  The
items are consumed lazily and only a window of chunks is pending at a time, so that
validating 200,000 logs holds as much memory as validating 2,000: neither the inputs nor
the results are ever all in memory.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sized
from itertools import islice
from typing import Protocol, TypeVar

__all__ = ["Pending", "chunk_size", "chunked", "count_of", "growing", "in_window"]

T = TypeVar("T")
R_co = TypeVar("R_co", covariant=True)

CHUNKS_PER_WORKER = 4  # enough to even out uneven chunks, few enough to keep overhead low
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


class Pending(Protocol[R_co]):
    """A result to come: a :class:`concurrent.futures.Future` or a Dask future."""

    def result(self) -> R_co:
        """The work's result, waiting for it (its exception if it failed)."""
        ...

    def cancel(self) -> object:
        """Cancel the work if it has not started; whether it was cancelled."""
        ...


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
