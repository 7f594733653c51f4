"""Redaction: a move log as one seat may see it, for replays shown to players.

A redacted log has its own format (``<game>-view/<version>``, each with a JSON Schema
shipped in its game's package) and a ``"seat"`` key; it keeps the shape of
the full log, with what the seat cannot see hidden (No Return: tiles written ``"?"``; No
Thanks!: the removed cards left out, other seats' dealt cards ``null``, the pile only as
far as it was turned up).  A redacted log is not a move log: ``validate`` reports it as
LOG-SCHEMA (``reason="redacted"``), since it cannot be replayed.  The log's header
(``meta``) goes into the view but for its ``private-`` entries (:mod:`regelwerk.logs.meta`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from regelwerk.errors import ArgumentTypeError
from regelwerk.games import load
from regelwerk.logs.meta import Meta, kept_for_view, with_meta
from regelwerk.logs.report import AnyReport
from regelwerk.logs.validate import _read, raise_for

if TYPE_CHECKING:
    from regelwerk.game import AnyGame

__all__ = ["redact", "redact_report"]


def redact(source: object, seat: int) -> dict[str, Any]:
    """The redacted JSON document of a well-formed log (its text or bytes, an
    :class:`os.PathLike` path, a document or a record; a ``str`` is never a path) for
    ``seat``; a malformed log raises :class:`~regelwerk.errors.LogError`, a seat
    that is not in the game :class:`~regelwerk.errors.SeatError` (a ``ValueError``)."""
    read = _read(source, False)
    if not isinstance(read, tuple):
        raise_for(read)
        raise AssertionError("a malformed report has a fault")  # pragma: no cover
    game, log, _, meta = read
    return _view(game, log, meta, seat)


def redact_report(report: AnyReport, seat: int) -> dict[str, Any]:
    """:func:`redact` of the log a report of a well-formed log holds (its record and
    header), without reading the log again; a malformed log's report raises
    :class:`~regelwerk.errors.LogError`."""
    if report.log is None or report.game is None:
        raise_for(report)
        raise ArgumentTypeError("report", report)  # a valid report made by hand, without log
    return _view(load(report.game), report.log, report.meta, seat)


def _view(game: AnyGame, log: object, meta: Meta, seat: int) -> dict[str, Any]:
    return with_meta(game.redact(log, seat), kept_for_view(meta))
