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

__all__ = ["Pending", "chunk_size", "chunked", "in_window"]

T = TypeVar("T")
R_co = TypeVar("R_co", covariant=True)

CHUNKS_PER_WORKER = 4  # enough to even out uneven chunks, few enough to keep overhead low
MAX_CHUNK = 256
STREAM_CHUNK = 32
"""The chunk size when the number of items is not known in advance (a stream of logs)."""


class Pending(Protocol[R_co]):
    """A result to come: a :class:`concurrent.futures.Future` or a Dask future."""

    def result(self) -> R_co:
        """The work's result, waiting for it (its exception if it failed)."""
        ...

    def cancel(self) -> object:
        """Cancel the work if it has not started; whether it was cancelled."""
        ...


def chunk_size(items: Iterable[object], workers: int) -> int:
    """About :data:`CHUNKS_PER_WORKER` chunks per worker for a sized collection, at most
    :data:`MAX_CHUNK` items each; :data:`STREAM_CHUNK` for a stream."""
    if not isinstance(items, Sized):
        return STREAM_CHUNK
    size = -(-len(items) // (workers * CHUNKS_PER_WORKER))
    return max(1, min(size, MAX_CHUNK))


def chunked(items: Iterable[T], size: int) -> Iterator[list[T]]:
    """``items`` in lists of ``size`` (the last one shorter), taken from ``items`` lazily."""
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk


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
