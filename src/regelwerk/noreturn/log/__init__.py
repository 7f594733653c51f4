"""The move-log format ``no-return/1`` (LOG-FORMAT.md), one module per concern.

Only this format's rules live here; reading, reports and the command line are generic
(:mod:`regelwerk.logs`).  :mod:`~regelwerk.noreturn.log.records` holds the immutable records
(:class:`NoReturnLog` with its :class:`SetupEntry` and :class:`Turn` values;
``decode(encode(log)) == log``), :mod:`~regelwerk.noreturn.log.decode` the shape checks
(LOG-SCHEMA), :mod:`~regelwerk.noreturn.log.replay` the replay through the engine,
:mod:`~regelwerk.noreturn.log.verdict` the fused pass of ``validate`` (reading and
judging a sound log in one walk), :mod:`~regelwerk.noreturn.log.recording` the recorder and
:mod:`~regelwerk.noreturn.log.redact` the seat's view.  This module joins them into the
:data:`CODEC` the format registry finds.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Final

from regelwerk.game import Result
from regelwerk.logs.formats import Event, RecordCodec
from regelwerk.logs.report import Fault
from regelwerk.noreturn.log import decode, replay, verdict
from regelwerk.noreturn.log.recording import RECORDING, NoReturnRecording
from regelwerk.noreturn.log.records import FORMAT, NoReturnLog, SetupEntry, Turn
from regelwerk.noreturn.log.redact import HIDDEN, VIEW_FORMAT, redact
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import State

__all__ = [
    "CODEC",
    "FORMAT",
    "HIDDEN",
    "RECORDING",
    "VIEW_FORMAT",
    "NoReturnCodec",
    "NoReturnLog",
    "NoReturnRecording",
    "SetupEntry",
    "Turn",
    "redact",
]


class NoReturnCodec(RecordCodec[NoReturnLog]):
    """The :class:`~regelwerk.logs.formats.LogCodec` of ``no-return/1``."""

    game = GAME  # its format, game.log_format, is RecordCodec's

    def decode(
        self, document: Mapping[str, Any], collect: bool
    ) -> tuple[NoReturnLog | None, list[Fault]]:
        """The typed record of a parsed document (LOG-SCHEMA faults as :class:`ShapeError`)."""
        return decode.decode(document, collect)

    def length(self, log: NoReturnLog) -> int:
        """The number of turns the record holds."""
        return len(log.parts())

    def replay(
        self, log: NoReturnLog, document: Mapping[str, Any], collect: bool
    ) -> Iterator[Event[State]]:
        return replay.replay(log, document, collect)

    def final(self, log: NoReturnLog, document: Mapping[str, Any]) -> Iterator[Event[State]]:
        """See :func:`regelwerk.noreturn.log.replay.final`: a strict replay, swept."""
        return replay.final(log, document)

    def judged(
        self, document: Mapping[str, Any]
    ) -> tuple[Result | None, tuple[int, ...] | None] | None:
        """See :func:`regelwerk.noreturn.log.verdict.judged`: the fused pass."""
        return verdict.judged(document)


CODEC: Final = NoReturnCodec()
