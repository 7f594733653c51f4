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

from typing import Any

from regelwerk.logs.meta import kept_for_view, with_meta
from regelwerk.logs.validate import _read, raise_for

__all__ = ["redact"]


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
    return with_meta(game.redact(log, seat), kept_for_view(meta))
