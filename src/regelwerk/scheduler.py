"""The address of a Dask scheduler, checked before use, and a connection with a time limit.

``regelwerk validate --scheduler ADDRESS`` (and ``simulate``) run their work on a
``dask.distributed`` cluster.  :meth:`Scheduler.parse` checks the address first — a scheme
``tcp``, ``tls``, ``ws`` or ``wss`` (``tcp`` when none is written), a host name, an IPv4
address or a bracketed IPv6 one, and a port from 1 to 65535; or the ``inproc://`` address
of a scheduler in this very process — so that a typing error fails at once, in one line,
instead of deep inside Dask.  :meth:`Scheduler.client` connects within ``timeout`` seconds;
``tls://`` and ``wss://`` need the TLS settings of the Dask configuration
(``distributed.comm.tls``), which are checked before connecting.  Every failure is a
:class:`SchedulerError` naming the address and what went wrong (``reason``: ``address``,
``dask``, ``tls``, ``unreachable`` or ``lost``).

>>> Scheduler.parse("127.0.0.1:8786").address
'tcp://127.0.0.1:8786'
>>> Scheduler.parse("localhost")
Traceback (most recent call last):
...
regelwerk.scheduler.SchedulerError: The scheduler address “localhost” cannot be used; ...HOST:PORT.
"""

from __future__ import annotations

import importlib
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final, NamedTuple, Protocol

from regelwerk.chunks import Pending
from regelwerk.errors import RegelwerkError, UsageError
from regelwerk.processes import signals_held

__all__ = ["DEFAULT_TIMEOUT", "Client", "Scheduler", "SchedulerError"]

DEFAULT_TIMEOUT: Final = 10.0
"""Seconds to wait for a scheduler to answer (``--scheduler-timeout``)."""

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
    (no answer within the timeout) or ``lost`` (the connection broke during the work)."""

    def __init__(self, address: str, reason: str, timeout: float | None = None) -> None:
        super().__init__(address, reason, timeout)
        self.address = address
        self.reason = reason
        self.timeout = timeout

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import SCHEDULER, keyed_sentence

        data = {"seconds": self.timeout or 0}
        return keyed_sentence(SCHEDULER, self.reason, self.address, data, lang)


class Client(Protocol):
    """What regelwerk uses of a ``distributed.Client`` (Dask is untyped)."""

    def nthreads(self) -> dict[str, int]:
        """The scheduler's workers and their threads."""
        ...

    def submit(self, func: object, *args: object, pure: bool) -> Pending[object]:
        """Send work to the scheduler; its pending result."""
        ...


class Scheduler(NamedTuple):
    """A checked scheduler address (``tcp://host:port``) and the seconds to wait for it (a
    named tuple: the command defines it at every start, for ``--scheduler``'s default)."""

    address: str
    timeout: float = DEFAULT_TIMEOUT

    @classmethod
    def parse(cls, text: str, timeout: float = DEFAULT_TIMEOUT) -> Scheduler:
        """The address ``text`` checked (see the module docstring); raises
        :class:`SchedulerError` with reason ``address``."""
        if not timeout > 0:
            raise UsageError("timeout", timeout)
        in_process = re.fullmatch(_IN_PROCESS, text)
        if in_process is not None:  # reachable from this process only
            if int(in_process["pid"]) != os.getpid():
                raise SchedulerError(text, "address")
            return cls(text, timeout)
        match = re.fullmatch(_ADDRESS, text)
        if match is None or not 1 <= int(match["port"]) <= 65535:
            raise SchedulerError(text, "address")
        scheme = match["scheme"] or "tcp"
        if scheme not in _SCHEMES:
            raise SchedulerError(text, "address")
        return cls(f"{scheme}://{match['host']}:{int(match['port'])}", timeout)

    @contextmanager
    def client(self) -> Iterator[Client]:
        """A connected ``distributed.Client``, closed at the end of the block; a failure to
        connect, or a connection lost in the block, raises :class:`SchedulerError`."""
        try:  # imported by name: Dask is an optional extra, and untyped
            distributed = importlib.import_module("distributed")
        except ImportError:
            raise SchedulerError(self.address, "dask") from None
        if self.address.startswith(_TLS):
            settings = distributed.Security().get_connection_args("client")
            if settings.get("ssl_context") is None:
                raise SchedulerError(self.address, "tls")
        try:
            with signals_held():  # Dask's threads must leave the signals to the main thread
                client = distributed.Client(
                    self.address, timeout=self.timeout, set_as_default=False
                )
        except (OSError, TimeoutError, ValueError, TypeError):  # refused, or no answer
            raise SchedulerError(self.address, "unreachable", self.timeout) from None
        try:
            with client:
                yield client
        except (OSError, TimeoutError):  # CommClosedError is an OSError
            raise SchedulerError(self.address, "lost") from None
