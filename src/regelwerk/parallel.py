"""Bulk work over several processes, or a Dask cluster, with the results of a serial run.

Validating thousands of logs and simulating thousands of games are embarrassingly
parallel: each log, each game is independent.  The functions here spread such work over
``jobs`` worker processes (:class:`concurrent.futures.ProcessPoolExecutor`) or over a Dask
cluster (``scheduler``: the address of a ``dask.distributed`` scheduler; install the extra
``regelwerk[dask]``), and always give back the results **in input order**, each one exactly
what the serial run computes: a game is a function of its seed, a report a function of the
log's bytes.  ``regelwerk validate --jobs N`` and ``regelwerk simulate --jobs N`` (and
``--scheduler ADDRESS``) are built on them, and print byte for byte what the serial
commands print.

>>> reports = validate_many(["{}"], jobs=1)
>>> [report.status.value for report in reports]
['malformed']
>>> [game.scores for game in simulate_games("no-thanks", 3, seed=1, games=2)] == [
...     game.scores for game in simulate_games("no-thanks", 3, seed=1, games=2, jobs=2)
... ]
True
"""

from __future__ import annotations

import importlib
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from regelwerk.errors import LogError, MissingExtraError, UsageError
from regelwerk.logs.reading import read_bytes
from regelwerk.logs.report import Report

if TYPE_CHECKING:
    from regelwerk.game import AnyState

__all__ = [
    "GameOutcome",
    "map_ordered",
    "resolve_jobs",
    "simulate_games",
    "simulate_logs",
    "validate_many",
]

T = TypeVar("T")
R = TypeVar("R")

_CHUNKS_PER_WORKER = 4  # enough to even out uneven chunks, few enough to keep overhead low
_MAX_CHUNK = 256


def resolve_jobs(jobs: int | None) -> int:
    """``jobs`` as a number of processes: ``None`` or 1 is serial, 0 is one per CPU."""
    if jobs is None:
        return 1
    if jobs < 0:
        raise UsageError(f"jobs must be 0 (one per CPU) or more, not {jobs}")
    return jobs or os.cpu_count() or 1


def _chunks(items: Sequence[T], workers: int) -> list[Sequence[T]]:
    size = -(-len(items) // (workers * _CHUNKS_PER_WORKER))
    size = max(1, min(size, _MAX_CHUNK))
    return [items[start : start + size] for start in range(0, len(items), size)]


def _run_chunk(work: Callable[[T], R], chunk: Sequence[T]) -> list[R]:
    return [work(item) for item in chunk]


def map_ordered(
    work: Callable[[T], R],
    items: Iterable[T],
    *,
    jobs: int | None = 1,
    scheduler: str | None = None,
) -> Iterator[R]:
    """``work`` applied to every item, results in input order; serially, on ``jobs``
    processes, or on the Dask cluster at ``scheduler``.  ``work`` must be a module-level
    function (it is pickled by name) and its results picklable."""
    todo = list(items)
    workers = resolve_jobs(jobs)
    if scheduler is not None:
        yield from _on_dask(work, todo, scheduler)
    elif workers <= 1 or len(todo) <= 1:
        yield from map(work, todo)
    else:
        chunks = _chunks(todo, workers)
        pool = ProcessPoolExecutor(max_workers=min(workers, len(chunks)))
        try:
            for done in pool.map(_run_chunk, [work] * len(chunks), chunks):
                yield from done
        finally:  # a reader that stops early (`| head`) must not wait for the rest
            pool.shutdown(wait=True, cancel_futures=True)


def _on_dask(work: Callable[[T], R], todo: list[T], scheduler: str) -> Iterator[R]:
    try:  # imported by name: Dask is an optional extra, and untyped
        distributed = importlib.import_module("distributed")
    except ImportError:
        raise MissingExtraError(
            "a Dask scheduler needs Dask: pip install 'regelwerk[dask]'"
        ) from None
    if not todo:
        return
    with distributed.Client(scheduler, set_as_default=False) as client:
        workers = max(1, sum(client.nthreads().values()))
        chunks = _chunks(todo, workers)
        futures = client.map(_run_chunk, [work] * len(chunks), chunks, pure=False)
        for future in futures:  # in submission order, whatever finishes first
            yield from future.result()


# --- validation ---------------------------------------------------------------------------


def _validate(source: str | bytes) -> Report[AnyState, object]:
    from regelwerk.logs import validate

    # Detached: small and picklable, and it renders exactly as the full report.
    return validate(Path(source) if isinstance(source, str) else source).detached()


def validate_many(
    files: Sequence[str | os.PathLike[str]],
    *,
    jobs: int | None = 1,
    scheduler: str | None = None,
) -> Iterator[Report[AnyState, object]]:
    """The report of every file, in order, as :func:`regelwerk.logs.validate` gives it for
    the path (without ``log`` and ``states()``, which stay with the worker).

    On a Dask cluster the files are read here and their bytes sent, so workers need no
    access to them; a file that cannot be read here is reported here (LOG-READ).
    """
    paths = [os.fspath(file) for file in files]
    if scheduler is None:
        yield from map_ordered(_validate, paths, jobs=jobs)
        return
    sources: list[str | bytes] = []
    for path in paths:
        try:
            sources.append(read_bytes(path))
        except LogError:
            sources.append(path)  # validated here: the worker might see another file system
    remote = [source for source in sources if isinstance(source, bytes)]
    reports = map_ordered(_validate, remote, scheduler=scheduler)
    for source in sources:
        yield next(reports) if isinstance(source, bytes) else _validate(source)


# --- simulation ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """One simulated game: its seed, result, the kinds of actions taken (as ``regelwerk
    simulate`` counts them) and, when asked for, its log as ``simulate --out`` writes it."""

    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    kinds: Counter[str]
    log: str | None = None


def _simulate(task: tuple[str, int, int, str, bool]) -> GameOutcome:
    from regelwerk.logs.record import dumps
    from regelwerk.simulation import play_game

    game, players, seed, policy, with_log = task
    recorder, kinds = play_game(game, players, seed, policy)
    result = recorder.state.result()
    if result is None:  # pragma: no cover - play_game plays to the end
        raise UsageError(f"game {seed} did not end")
    text = dumps(recorder.to_json()) if with_log else None
    return GameOutcome(seed, tuple(result.scores), tuple(result.winners), kinds, text)


def simulate_games(
    game: str,
    players: int,
    seed: int,
    games: int,
    *,
    policy: str = "random",
    logs: bool = False,
    jobs: int | None = 1,
    scheduler: str | None = None,
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
    scheduler: str | None = None,
) -> Iterator[str]:
    """The logs of :func:`simulate_games` as JSON text, in seed order."""
    for outcome in simulate_games(
        game, players, seed, games, policy=policy, logs=True, jobs=jobs, scheduler=scheduler
    ):
        if outcome.log is not None:
            yield outcome.log
