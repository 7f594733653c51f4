"""Bulk work over several processes, or a Dask cluster, with the results of a serial run.

Validating thousands of logs and simulating thousands of games are embarrassingly
parallel: each log, each game is independent.  The functions here spread such work over
``jobs`` worker processes (:class:`concurrent.futures.ProcessPoolExecutor`) or over a Dask
cluster (``scheduler``: the address of a ``dask.distributed`` scheduler, or a checked
:class:`~regelwerk.scheduler.Scheduler` with its connection timeout; install the extra
``regelwerk[dask]``), and always give back the results **in input order**, each one exactly
what the serial run computes: a game is a function of its seed, a report a function of the
log's bytes.  ``regelwerk validate --jobs N`` and ``regelwerk simulate --jobs N`` (and
``--scheduler ADDRESS``) are built on them, and print byte for byte what the serial
commands print.

Workers never outlive the call (:mod:`regelwerk.processes`): they exit when this process
ends, however it ends, and are killed when the caller stops reading or is interrupted.
The number of workers is capped at what helps: one per CPU and one per item.

>>> reports = validate_many(["{}"], jobs=1)
>>> [report.status.value for report in reports]
['malformed']
>>> [game.scores for game in simulate_games("no-thanks", 3, seed=1, games=2)] == [
...     game.scores for game in simulate_games("no-thanks", 3, seed=1, games=2, jobs=2)
... ]
True
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache
from itertools import chain, islice
from typing import TYPE_CHECKING, TypeVar, cast

from regelwerk.chunks import (
    CHUNKS_PER_WORKER,
    SERIAL_BELOW,
    Pending,
    chunk_size,
    chunked,
    count_of,
    growing,
    in_window,
)
from regelwerk.errors import UsageError
from regelwerk.frozen import Frozen
from regelwerk.logs.checking import Source, checked, prepared, read_here
from regelwerk.logs.report import AnyReport
from regelwerk.processes import WorkerPool, useful_jobs

if TYPE_CHECKING:  # Dask's scheduler and the worker pool are imported when asked for
    from regelwerk.scheduler import DaskFuture, Scheduler
    from regelwerk.simulation import Played

__all__ = [
    "GameOutcome",
    "Source",
    "map_ordered",
    "resolve_jobs",
    "simulate_games",
    "simulate_logs",
    "validate_many",
]

T = TypeVar("T")
R = TypeVar("R")


def resolve_jobs(jobs: int | None, items: int | None = None) -> int:
    """``jobs`` as the number of processes that helps: ``None`` or 1 is serial, 0 is one per
    CPU; at most one per CPU, and one per item when ``items`` is given."""
    return useful_jobs(jobs, sys.maxsize if items is None else items)


def _run_chunk(work: Callable[[T], R], chunk: Sequence[T]) -> list[R]:
    return [work(item) for item in chunk]


def map_ordered(
    work: Callable[[T], R],
    items: Iterable[T],
    *,
    jobs: int | None = 1,
    scheduler: str | Scheduler | None = None,
) -> Iterator[R]:
    """``work`` applied to every item, results in input order; serially, on ``jobs``
    processes, or on the Dask cluster at ``scheduler``.  ``work`` must be a module-level
    function (it is pickled by name) and its results picklable.  A bad scheduler address or
    an unreachable scheduler raises :class:`~regelwerk.scheduler.SchedulerError`."""
    if scheduler is not None:
        yield from _on_dask(work, items, _scheduler(scheduler))
        return
    count = count_of(items)
    workers = resolve_jobs(jobs, count)
    if workers <= 1:
        yield from map(work, items)
        return
    # The first items are done here: too few to be worth the workers, or the start of more,
    # whose imports the workers then share (regelwerk.chunks.SERIAL_BELOW).
    iterator = iter(items)
    head = list(islice(iterator, SERIAL_BELOW))
    yield from map(work, head)
    left = None if count is None else count - len(head)
    # The rest is taken lazily and only a window of chunks is pending (regelwerk.chunks).
    window = workers * CHUNKS_PER_WORKER
    chunks = chunked(iterator, chunk_size(left, workers), growing(left))
    first = list(islice(chunks, window))
    if not first:
        return
    # Left early (`| head`, Ctrl-C, a signal), the pool kills its workers: nobody waits.
    with WorkerPool(min(workers, len(first))) as pool:

        def submit(chunk: list[T]) -> Pending[list[R]]:
            return pool.submit(_run_chunk, work, chunk)

        yield from in_window(submit, chain(first, chunks), window)


def _scheduler(scheduler: str | Scheduler) -> Scheduler:
    from regelwerk.scheduler import Scheduler

    return scheduler if isinstance(scheduler, Scheduler) else Scheduler.parse(scheduler)


def _on_dask(work: Callable[[T], R], items: Iterable[T], scheduler: Scheduler) -> Iterator[R]:
    iterator = iter(items)
    head = list(islice(iterator, 1))
    if not head:
        return  # nothing to do: no connection
    with scheduler.client() as client:
        workers = max(1, sum(client.nthreads().values()))
        count = count_of(items)
        size = chunk_size(count, workers)

        def submit(chunk: list[T]) -> Pending[list[R]]:
            future = client.submit(_run_chunk, work, chunk, pure=False)
            return scheduler.watched(client, cast("DaskFuture[list[R]]", future))

        chunks = chunked(chain(head, iterator), size, growing(count))
        yield from in_window(submit, chunks, workers * CHUNKS_PER_WORKER)


# --- validation ---------------------------------------------------------------------------


def validate_many(
    sources: Iterable[Source],
    *,
    jobs: int | None = 1,
    scheduler: str | Scheduler | None = None,
) -> Iterator[AnyReport]:
    """The report of every source, in order, as :func:`regelwerk.logs.validate` gives it
    for the path or bytes (without ``log`` and ``states()``, which stay with the worker).

    ``sources`` is consumed lazily (a stream of archive members, say), and only a bounded
    window of reports is pending at a time: memory does not grow with the number of logs.
    On a Dask cluster the files are read here and their bytes sent, so workers need no
    access to them; a file that cannot be read here is reported here (LOG-READ).
    """
    if scheduler is None:
        yield from map_ordered(checked, map(prepared, sources), jobs=jobs)
    else:
        address = _scheduler(scheduler)  # before any file is read
        yield from map_ordered(checked, map(read_here, sources), scheduler=address)


# --- simulation ---------------------------------------------------------------------------


class GameOutcome(Frozen):
    """One simulated game: its seed, result, the kinds of actions taken (as ``regelwerk
    simulate`` counts them) and, when asked for, its log as ``simulate --out`` writes it."""

    __slots__ = ("seed", "scores", "winners", "kinds", "log")  # noqa: RUF023 (the fields' order)
    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    kinds: Counter[str]
    log: str | None

    def __init__(
        self,
        seed: int,
        scores: tuple[int, ...],
        winners: tuple[int, ...],
        kinds: Counter[str],
        log: str | None = None,
    ) -> None:
        self._init(seed, scores, winners, kinds, log)


GameOutcome._name_fields()


@cache
def _simulation() -> Callable[..., Played]:
    """``play_game``, imported on first use (validating does not import it); an import
    statement in :func:`_simulate` would cost every game of a run half a µs."""
    from regelwerk.simulation import play_game

    return play_game


def _simulate(task: tuple[str, int, int, str, bool]) -> GameOutcome:
    play_game = _simulation()
    game, players, seed, policy, with_log = task
    played = play_game(game, players, seed, policy, record=with_log)
    result = played.state.result()
    if result is None:  # pragma: no cover - play_game plays to the end
        raise UsageError("unfinished", seed)
    text = played.recorder.text() if played.recorder is not None else None
    return GameOutcome(seed, tuple(result.scores), tuple(result.winners), played.kinds, text)


def simulate_games(
    game: str,
    players: int,
    seed: int,
    games: int,
    *,
    policy: str = "random",
    logs: bool = False,
    jobs: int | None = 1,
    scheduler: str | Scheduler | None = None,
) -> Iterator[GameOutcome]:
    """Games ``seed`` to ``seed + games - 1``, played as ``regelwerk simulate`` plays them
    (game ``k`` dealt and played with seed ``seed + k``), in seed order."""
    tasks = [(game, players, seed + k, policy, logs) for k in range(games)]
    return map_ordered(_simulate, tasks, jobs=jobs, scheduler=scheduler)


def simulate_logs(
    game: str,
    players: int,
    seed: int,
    games: int,
    *,
    policy: str = "random",
    jobs: int | None = 1,
    scheduler: str | Scheduler | None = None,
) -> Iterator[str]:
    """The logs of :func:`simulate_games` as JSON text, in seed order."""
    for outcome in simulate_games(
        game, players, seed, games, policy=policy, logs=True, jobs=jobs, scheduler=scheduler
    ):
        assert outcome.log is not None
        yield outcome.log
