"""The address of a Dask scheduler, checked before use, and a connection with a time limit.

``regelwerk validate --scheduler ADDRESS`` (and ``simulate``) run their work on a
``dask.distributed`` cluster.  :meth:`Scheduler.parse` checks the address first — a scheme
``tcp``, ``tls``, ``ws`` or ``wss`` (``tcp`` when none is written), a host name, an IPv4
address or a bracketed IPv6 one, and a port from 1 to 65535; or the ``inproc://`` address
of a scheduler in this very process — so that a typing error fails at once, in one line,
instead of deep inside Dask.  :meth:`Scheduler.client` connects within ``timeout`` seconds
and waits as long for a worker; ``tls://`` and ``wss://`` need the TLS settings of the Dask
configuration (``distributed.comm.tls``), which are checked before connecting.  While work
runs, a cluster left without workers for ``timeout`` seconds ends it (:meth:`Scheduler.watched`):
nothing waits without end.  Every failure is a :class:`SchedulerError` naming the address
and what went wrong (``reason``: ``address``, ``dask``, ``tls``, ``unreachable``,
``workers`` or ``lost``: a connection lost, a scheduler stopped, work cancelled).  Dask's own
log lines reach standard error only when ``verbose``.

>>> Scheduler.parse("127.0.0.1:8786").address
'tcp://127.0.0.1:8786'
>>> Scheduler.parse("localhost")
Traceback (most recent call last):
...
regelwerk.scheduler.SchedulerError: The scheduler address “localhost” cannot be used; ...HOST:PORT.
"""

from __future__ import annotations

import importlib
import math
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final, Generic, NamedTuple, Protocol, TypeVar

from regelwerk.chunks import Pending
from regelwerk.errors import RegelwerkError, UsageError
from regelwerk.processes import DEFAULT_TIMEOUT, signals_held

__all__ = ["DEFAULT_TIMEOUT", "Client", "DaskFuture", "Scheduler", "SchedulerError"]

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)

_POLL: Final = 1.0  # seconds between two looks at the workers while a result is awaited

_SCHEMES: Final = ("tcp", "tls", "ws", "wss")
# Compiled when first used (re caches them): the command imports this module for its
# option's default, and only --scheduler needs the patterns.
_ADDRESS: Final = (
    r"(?:(?P<scheme>[a-z]+)://)?"
    r"(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)"
    r":(?P<port>[0-9]{1,5})"
)
_IN_PROCESS: Final = r"inproc://[0-9A-Za-z.:\[\]-]+/(?P<pid>[0-9]+)/[0-9]+"
_TLS: Final = ("tls://", "wss://")


class SchedulerError(RegelwerkError):
    """A scheduler address that is not one, or a scheduler that cannot be used: ``reason``
    is ``address`` (malformed, or an ``inproc://`` address of another process), ``dask``
    (Dask is not installed), ``tls`` (a TLS address without TLS settings), ``unreachable``
    (no answer within the timeout), ``workers`` (no worker within the timeout) or ``lost``
    (the connection broke, the scheduler stopped or cancelled the work)."""

    def __init__(self, address: str, reason: str, timeout: float | None = None) -> None:
        super().__init__(address, reason, timeout)
        self.address = address
        self.reason = reason
        self.timeout = timeout

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import SCHEDULER, keyed_sentence
        from regelwerk.install import wheel_name

        data = {"seconds": self.timeout or 0, "wheel": wheel_name()}
        return keyed_sentence(SCHEDULER, self.reason, self.address, data, lang)


class Client(Protocol):
    """What regelwerk uses of a ``distributed.Client`` (Dask is untyped)."""

    def nthreads(self) -> dict[str, int]:
        """The scheduler's workers and their threads."""
        ...

    def submit(self, func: object, *args: object, pure: bool) -> Pending[object]:
        """Send work to the scheduler; its pending result."""
        ...

    def wait_for_workers(self, n_workers: int, timeout: float) -> None:
        """Wait until ``n_workers`` workers are connected; ``TimeoutError`` if not."""
        ...


class DaskFuture(Protocol[T_co]):
    """What regelwerk uses of a ``distributed.Future``."""

    def result(self, timeout: float | None = None) -> T_co:
        """The result, waiting at most ``timeout`` seconds (``TimeoutError`` then)."""
        ...

    def cancel(self) -> object:
        """Cancel the work."""
        ...


class Scheduler(NamedTuple):
    """A checked scheduler address (``tcp://host:port``) and the seconds to wait for it (a
    named tuple: the command defines it at every start, for ``--scheduler``'s default)."""

    address: str
    timeout: float = DEFAULT_TIMEOUT
    verbose: bool = False

    @classmethod
    def parse(cls, text: str, timeout: float = DEFAULT_TIMEOUT, verbose: bool = False) -> Scheduler:
        """The address ``text`` checked (see the module docstring); raises
        :class:`SchedulerError` with reason ``address``.  ``timeout`` is a finite number of
        seconds more than 0."""
        if not (timeout > 0 and math.isfinite(timeout)):
            raise UsageError("timeout", timeout)
        in_process = re.fullmatch(_IN_PROCESS, text)
        if in_process is not None:  # reachable from this process only
            if int(in_process["pid"]) != os.getpid():
                raise SchedulerError(text, "address")
            return cls(text, timeout, verbose)
        match = re.fullmatch(_ADDRESS, text)
        if match is None or not 1 <= int(match["port"]) <= 65535:
            raise SchedulerError(text, "address")
        scheme = match["scheme"] or "tcp"
        if scheme not in _SCHEMES:
            raise SchedulerError(text, "address")
        return cls(f"{scheme}://{match['host']}:{int(match['port'])}", timeout, verbose)

    @contextmanager
    def client(self) -> Iterator[Client]:
        """A connected ``distributed.Client`` with at least one worker, closed at the end of
        the block; a failure to connect, no worker within the timeout, or a connection lost
        or work cancelled in the block raises :class:`SchedulerError`."""
        from concurrent.futures import CancelledError  # not imported by every start

        try:  # imported by name: Dask is an optional extra, and untyped
            distributed = importlib.import_module("distributed")
        except ImportError:
            raise SchedulerError(self.address, "dask") from None
        if self.address.startswith(_TLS):
            settings = distributed.Security().get_connection_args("client")
            if settings.get("ssl_context") is None:
                raise SchedulerError(self.address, "tls")
        with _dask_logs(self.verbose):
            try:
                with signals_held():  # Dask's threads must leave the signals to the main thread
                    client = distributed.Client(
                        self.address, timeout=self.timeout, set_as_default=False
                    )
            except (OSError, TimeoutError, ValueError, TypeError):  # refused, or no answer
                raise SchedulerError(self.address, "unreachable", self.timeout) from None
            try:
                with client:
                    try:
                        client.wait_for_workers(1, timeout=self.timeout)
                    except TimeoutError:
                        raise SchedulerError(self.address, "workers", self.timeout) from None
                    yield client
            except (OSError, TimeoutError, CancelledError):
                # CommClosedError is an OSError, FutureCancelledError a CancelledError: the
                # scheduler went away, or dropped the work.
                raise SchedulerError(self.address, "lost") from None

    def watched(self, client: Client, future: DaskFuture[T]) -> Pending[T]:
        """``future`` awaited so that a cluster without workers for :attr:`timeout`
        seconds raises :class:`SchedulerError` (``workers``) instead of waiting forever."""
        return _Watched(self, client, future)


class _Watched(Generic[T]):
    """A Dask future whose result is awaited in steps, with a look at the workers between
    them: the scheduler keeps work pending while no worker is left, without end."""

    def __init__(self, scheduler: Scheduler, client: Client, future: DaskFuture[T]) -> None:
        self._scheduler = scheduler
        self._client = client
        self._future = future

    def result(self) -> T:
        idle_since: float | None = None
        step = min(_POLL, self._scheduler.timeout)
        while True:
            try:
                return self._future.result(timeout=step)
            except TimeoutError:
                pass
            if self._client.nthreads():
                idle_since = None
                continue
            now = time.monotonic()
            idle_since = now if idle_since is None else idle_since
            if now - idle_since >= self._scheduler.timeout:
                scheduler = self._scheduler
                raise SchedulerError(scheduler.address, "workers", scheduler.timeout)

    def cancel(self) -> object:
        return self._future.cancel()


@contextmanager
def _dask_logs(verbose: bool) -> Iterator[None]:
    """Dask's log lines (its loggers, and asyncio's about its tasks) silenced unless
    ``verbose``: the command says what went wrong in one line of its own."""
    if verbose:
        yield
        return
    import logging

    previous = logging.root.manager.disable
    logging.disable(logging.CRITICAL)
    try:
        yield
    finally:
        logging.disable(previous)
