"""Worker processes that never outlive the command, and signals that end it at once.

:class:`WorkerPool` is a :class:`~concurrent.futures.ProcessPoolExecutor` whose workers are
bound to the process that started them:

- each worker watches its parent (a pidfd on Linux, else a check of the parent's pid twice a
  second) and exits as soon as the parent is gone, even when the parent was killed with
  SIGKILL and could clean nothing up;
- a worker ignores SIGINT (a Ctrl-C reaches the whole process group; the parent decides)
  and dies of SIGTERM and SIGHUP as a process does by default;
- a pool left by an exception — Ctrl-C, a signal, a reader that stopped reading — kills its
  workers instead of waiting for the work they are doing.

The ending signals are held back (:func:`signals_held`) while a pool starts its workers
and threads, which inherit the hold: a signal to the command always reaches its main
thread, where Python runs its handler, and never a worker before it is set up.

:class:`SignalEnding` is for a command line: the first SIGINT, SIGTERM or SIGHUP
raises :class:`Stopped` in the main thread (the command ends, killing its workers, and
exits with 128 + the signal's number: 130, 143, 129); a second one kills every worker and
exits at once, whatever the command was doing.

:func:`useful_jobs` caps a number of workers at what helps: one per CPU this process may
run on, and one per input.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from types import FrameType, TracebackType
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:  # a pool's machinery is imported when a pool starts: a serial run needs none
    from concurrent.futures import Future
    from multiprocessing.process import BaseProcess

from regelwerk.errors import UsageError

__all__ = [
    "DEFAULT_TIMEOUT",
    "ENDING_SIGNALS",
    "Result",
    "SignalEnding",
    "Stopped",
    "WorkerPool",
    "available_cpus",
    "kill_all_workers",
    "signals_held",
    "useful_jobs",
]

T = TypeVar("T")
R = TypeVar("R")

ENDING_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)
"""The signals that end a command: Ctrl-C, ``kill``, and the terminal going away."""

DEFAULT_TIMEOUT = 10.0
"""Seconds to wait for a Dask scheduler to answer, and for one of its workers
(``--scheduler-timeout``; :mod:`regelwerk.scheduler` names it too): kept with the workers'
other settings, so that the command line's options need no scheduler module."""

_WATCH_INTERVAL = 0.5  # seconds between two checks of the parent when there is no pidfd
_JOIN_TIMEOUT = 2.0  # seconds to wait for a killed worker to be reaped


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity mask where the system has one)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def useful_jobs(jobs: int | None, inputs: int) -> int:
    """``jobs`` as the number of worker processes that helps: ``None`` or 1 is serial, 0 is
    one per CPU; never more than :func:`available_cpus` nor than ``inputs`` (at least 1)."""
    if jobs is None:
        return 1
    if jobs < 0:
        raise UsageError("jobs", jobs)
    cpus = available_cpus()
    return max(1, min(jobs or cpus, cpus, inputs))


# --- in the worker --------------------------------------------------------------------------


def _bind_to_parent(parent: int) -> None:
    """The initializer of every worker: its signals, and a thread watching ``parent``."""
    for number in ENDING_SIGNALS:  # undo the handlers inherited through fork
        default = signal.SIG_IGN if number == signal.SIGINT else signal.SIG_DFL
        signal.signal(number, default)
    if _CAN_MASK:  # forked while signals_held(): take them now, as a process does
        signal.pthread_sigmask(signal.SIG_UNBLOCK, ENDING_SIGNALS)
    pidfd: int | None
    try:
        pidfd = os.pidfd_open(parent)
    except ProcessLookupError:  # gone before this worker even started
        os._exit(1)
    except (AttributeError, OSError):  # no pidfd (not Linux, or an old kernel): poll
        pidfd = None
    born_of = os.getppid()  # the parent itself, or a fork server
    import threading  # the pool imported it already

    watch = threading.Thread(
        target=_watch, args=(parent, born_of, pidfd), name="regelwerk-parent-watch", daemon=True
    )
    watch.start()


def _watch(parent: int, born_of: int, pidfd: int | None) -> None:
    """Exit as soon as ``parent`` is gone: its pidfd turns readable at once, and twice a
    second the worker checks that it still has the parent it was born with, and that
    ``parent`` is alive."""
    import select  # a worker's need (a shared library to load): not every command's

    while True:
        if pidfd is None:
            time.sleep(_WATCH_INTERVAL)
            gone = False
        else:
            gone = bool(select.select([pidfd], [], [], _WATCH_INTERVAL)[0])
        if gone or os.getppid() != born_of or not _alive(parent):
            os._exit(1)


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs: it exists, and is not a zombie (dead, not yet reaped)."""
    try:
        os.kill(pid, 0)  # no signal sent: only whether the process exists
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, under another user
        pass
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rpartition(b")")[2].split()[0] != b"Z"
    except (OSError, IndexError):  # no /proc here
        return True


# --- in the parent --------------------------------------------------------------------------

_CAN_MASK = hasattr(signal, "pthread_sigmask")


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """The ending signals held back in this thread for the block, and taken (so handled)
    at its end.  Threads and processes started in the block inherit the hold: a signal to
    the command then reaches the main thread, where its Python handler runs at once (one
    that reached a thread waiting on a lock would wait there unseen), and never a worker
    between its fork and its initializer (:func:`_bind_to_parent` takes the signals)."""
    if not _CAN_MASK:
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, ENDING_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


_Handler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None
_POOLS: set[WorkerPool] = set()  # the pools alive in this process, for the second signal


class WorkerPool:
    """``workers`` processes bound to this one (see the module docstring); use it as a
    context manager: a normal end waits for the workers, any exception kills them."""

    def __init__(self, workers: int) -> None:
        from concurrent.futures import ProcessPoolExecutor

        self._executor = ProcessPoolExecutor(
            max_workers=workers, initializer=_bind_to_parent, initargs=(os.getpid(),)
        )
        _POOLS.add(self)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if kind is None:
            self.close()
        else:
            self.kill()

    def submit(self, work: Callable[..., R], *args: object) -> Result[R]:
        """``work(*args)`` on a worker; its result to come."""
        with signals_held():  # workers and threads start here: see signals_held
            return Result(self._executor.submit(work, *args))

    def close(self) -> None:
        """Wait for the work given, then let the workers exit."""
        self._executor.shutdown(wait=True)
        _POOLS.discard(self)

    def kill(self) -> None:
        """End the workers now (SIGKILL): the work not done is dropped; reap them."""
        processes = self._processes()
        # The executor's manager thread notices the dead workers and closes its pipes; it
        # must be done before this returns, or the interpreter's exit may write to a pipe it
        # is closing (Python 3.11).  shutdown() forgets it: keep it first.
        import threading  # the pool imported it already

        manager = getattr(self._executor, "_executor_manager_thread", None)
        for process in processes:
            _kill(process.pid)
        self._executor.shutdown(wait=False)  # the work left fails as the workers are gone
        for process in processes:
            process.join(_JOIN_TIMEOUT)
        if isinstance(manager, threading.Thread):
            manager.join(_JOIN_TIMEOUT)
        _POOLS.discard(self)

    def pids(self) -> list[int]:
        """The process ids of the workers started so far."""
        return [process.pid for process in self._processes() if process.pid is not None]

    def _processes(self) -> list[BaseProcess]:
        # ProcessPoolExecutor has no public list of its processes before Python 3.14
        # (terminate_workers); its ``_processes`` mapping has been there since 3.2.
        processes: dict[int, BaseProcess] | None = getattr(self._executor, "_processes", None)
        return list((processes or {}).values())


class Result(Generic[R]):
    """The result of :meth:`WorkerPool.submit` to come.  ``cancel()`` does nothing: work
    left behind ends with its pool, which kills its workers (a future cancelled as well
    makes Python 3.11's executor fail with a traceback when its workers are gone)."""

    __slots__ = ("_future",)

    def __init__(self, future: Future[R]) -> None:
        self._future = future

    def result(self) -> R:
        """The work's result, waiting for it (its exception if it failed)."""
        return self._future.result()

    def cancel(self) -> bool:
        """Work already running is not cancelled: always ``False``."""
        return False


def _kill(pid: int | None) -> None:
    if pid is None:
        return
    with contextlib.suppress(OSError):  # already gone
        os.kill(pid, signal.SIGKILL)


def kill_all_workers() -> None:
    """SIGKILL to every worker of every live pool of this process (nothing is waited for)."""
    for pool in list(_POOLS):
        for pid in pool.pids():
            _kill(pid)


# --- the command's signals ------------------------------------------------------------------


class Stopped(BaseException):
    """The command was asked to end by a signal (a BaseException, as KeyboardInterrupt is,
    so that no ``except Exception`` takes it for an error of the work)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum

    @property
    def exit_status(self) -> int:
        """128 + the signal's number, as shells report a command a signal ended."""
        return 128 + self.signum


class SignalEnding:
    """SIGINT, SIGTERM and SIGHUP, from :meth:`take_over` to :meth:`restore`: the first raises
    :class:`Stopped` in the main thread, a second one kills every worker and ends the
    process at once.  ``exit_status`` is 128 + the first signal's number once one came."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self._previous: dict[int, _Handler] = {}

    def take_over(self) -> None:
        """Handle the ending signals from now on (in the main thread; elsewhere Python
        allows no handlers, and nothing changes).  A signal may come while the handlers
        are being set, and then raises :class:`Stopped` from here: call this inside the
        ``try`` that takes :class:`Stopped`."""
        for number in ENDING_SIGNALS:
            try:
                self._previous[number] = signal.signal(number, self._handle)
            except ValueError:  # not the main thread: Python allows no handler here
                break

    def restore(self) -> None:
        """The handlers as they were; unless a signal came: then a second one must still
        end the process at once, until it is gone."""
        if self.signum is None:
            for number, handler in self._previous.items():
                signal.signal(number, handler)
        self._previous = {}

    @property
    def exit_status(self) -> int | None:
        """128 + the number of the signal that ended the work, or ``None``."""
        return None if self.signum is None else 128 + self.signum

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.signum is not None:  # the second: no more waiting for anything
            kill_all_workers()
            sys.stderr.flush()
            os._exit(128 + self.signum)
        self.signum = signum
        raise Stopped(signum)
