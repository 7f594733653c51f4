"""Redaction: a move log as one seat may see it, for replays shown to players.

A redacted log has its own format (``no-return-view/1``, ``no-thanks-view/1``, each with a
JSON Schema in :mod:`regelwerk.logs.schemas`) and a ``"seat"`` key; it keeps the shape of
the full log, with what the seat cannot see hidden (No Return: tiles written ``"?"``; No
Thanks!: the removed cards left out, other seats' dealt cards ``null``, the pile only as
far as it was turned up).  A redacted log is not a move log: ``validate`` reports it as
LOG-SCHEMA (``reason="redacted"``), since it cannot be replayed.
"""

from __future__ import annotations

import importlib
from typing import Any

from regelwerk.errors import LogError
from regelwerk.logs.formats import FORMATS
from regelwerk.logs.validate import decode

__all__ = ["redact"]


def redact(source: Any, seat: int) -> dict[str, Any]:
    """The redacted JSON document of a well-formed log (path, text, bytes, document or
    record) for ``seat``; a malformed log raises :class:`~regelwerk.errors.LogError`, a seat
    that is not in the game ``ValueError``."""
    log, report = decode(source)
    if report is not None:
        assert report.rule is not None
        raise LogError(report.rule, report.pointer, report.violation)
    module = importlib.import_module(FORMATS[log.format])
    document: dict[str, Any] = module.redact(log, seat)
    return document
