"""Validating a move log of either game: :func:`validate` returns a :class:`Report`.

The order of checks is LOG-FORMAT.md's: read the document (LOG-READ, LOG-LIMIT,
LOG-SYNTAX), check the shape of all of it (LOG-SCHEMA, every turn included), then replay:
the header, the setup, then turn by turn, each turn's action before its draw; last the
claimed ``result`` (LOG-RESULT).

Two modes:

``"strict"`` (the default)
    stops at the first fault; ``report.faults`` holds exactly that one.
``"collect"``
    lists every *independent* fault it can still find.  For a malformed document that is
    every LOG-SCHEMA fault (at most one per top-level field, setup entry and turn: within one
    of them, the first fault hides the rest).  For a well-formed document the replay goes on
    after a faulty turn as if the turn had happened as recorded, and a later fault is
    independent when it is a fault in that replay.  The replay can go on only where the
    record is still physically possible: a wrong ``player`` is ignored; an illegal action is
    applied as recorded when the tiles (cards) it moves are where it takes them from; a draw
    of the wrong size is applied when its tiles are in the bag.  Otherwise (a tile that does
    not exist where the turn takes it, a wrong player count, a turn after the end) collecting
    stops there, and the result is checked only after a complete replay.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Literal

from regelwerk.errors import IllegalActionError, LogError
from regelwerk.logs.formats import LogCodec, codec_for
from regelwerk.logs.reading import Source, check_depth, load_json
from regelwerk.logs.report import Fault, Report, Status
from regelwerk.logs.shape import ShapeError
from regelwerk.rules import RuleId
from regelwerk.violation import Violation

__all__ = ["Mode", "decode", "replay", "validate"]

Mode = Literal["strict", "collect"]


def _document(source: Any) -> Any:
    """Parse ``source``; a typed record (anything with a ``to_json``) is encoded first."""
    to_json = getattr(source, "to_json", None)
    if to_json is not None and not isinstance(source, Mapping):
        return to_json()
    return load_json(source)


def _malformed(faults: list[Fault], document: Any) -> Report:
    try:
        check_depth(document)  # a too deeply nested document is LOG-LIMIT, not LOG-SCHEMA
    except LogError as error:
        return Report(Status.MALFORMED, (Fault(error.detail, error.pointer),))
    return Report(Status.MALFORMED, tuple(faults))


def decode(source: Source | Any, *, mode: Mode = "strict") -> tuple[Any, Report | None]:
    """Read and shape-check ``source``: ``(record, None)``, or ``(None, report)`` for a
    malformed one."""
    collect = mode == "collect"
    try:
        document = _document(source)
    except LogError as error:
        return None, Report(Status.MALFORMED, (Fault(error.detail, error.pointer),))
    try:
        codec = codec_for(document)
    except ShapeError as error:
        return None, _malformed([Fault(error.violation, error.pointer)], document)
    log, faults = codec.decode(document, collect)
    if faults:
        return None, _malformed(faults, document)
    return log, None


def validate(source: Source | Any, *, mode: Mode = "strict") -> Report:
    """Validate a move log given as a path, JSON text or bytes, a parsed document or a
    typed record.  Never raises for bad input: every problem is in the report."""
    if mode not in ("strict", "collect"):
        raise ValueError(f"mode must be 'strict' or 'collect', not {mode!r}")
    collect = mode == "collect"
    try:
        document = _document(source)
    except LogError as error:
        return Report(Status.MALFORMED, (Fault(error.detail, error.pointer),))
    try:
        codec = codec_for(document)
    except ShapeError as error:
        return _malformed([Fault(error.violation, error.pointer)], document)
    log, faults = codec.decode(document, collect)
    if faults:
        return _malformed(faults, document)
    return _replayed(codec, log, document, collect)


def _replayed(codec: LogCodec, log: Any, document: Mapping[str, Any], collect: bool) -> Report:
    faults: list[Fault] = []
    final: Any = None
    position: int | None = None
    # A codec may have a quicker strict replay (``final``) that sweeps over runs of legal
    # turns and yields only the states where a sweep stops, and the fault if there is one.
    quick = None if collect else getattr(codec, "final", None)
    events = quick(log, document) if quick is not None else codec.replay(log, document, collect)
    for event in events:
        if isinstance(event, Fault):
            faults.append(event)
            if not collect:
                break
        else:
            position, final = event
    complete = final is not None and position == codec.length(log)
    result = final.result() if final is not None else None
    claimed = codec.result_of(log)
    if claimed is not None and complete and (collect or not faults):
        if result is None:
            faults.append(_result_fault(reason="unfinished", claimed=claimed))
        elif tuple(result.scores) != claimed:
            faults.append(
                _result_fault(reason="differs", claimed=claimed, computed=tuple(result.scores))
            )

    def replayer() -> Iterator[tuple[int | None, Any]]:
        for event in codec.replay(log, document, False):
            if isinstance(event, Fault):
                return
            yield event

    fmt = codec.format
    if faults:
        status = Status.MALFORMED if any(f.malformed for f in faults) else Status.ILLEGAL
        return Report(status, tuple(faults), format=fmt, log=log, _replayer=replayer)
    if result is not None:
        return Report(
            Status.FINISHED,
            scores=tuple(result.scores),
            winners=tuple(result.winners),
            format=fmt,
            log=log,
            _replayer=replayer,
        )
    return Report(Status.IN_PROGRESS, format=fmt, log=log, _replayer=replayer)


def _result_fault(**data: Any) -> Fault:
    return Fault(Violation.of(RuleId.LOG_RESULT, **data), "/result", None)


def replay(source: Source | Any) -> Iterator[Any]:
    """The states of a valid log, in order (see :meth:`Report.states`).  A malformed log
    raises :class:`~regelwerk.errors.LogError`, an illegal one
    :class:`~regelwerk.errors.IllegalActionError` with the first violation."""
    report = validate(source)
    if report.status is Status.MALFORMED:
        assert report.rule is not None
        raise LogError(report.rule, report.pointer, report.violation)
    if report.status is Status.ILLEGAL:
        assert report.violation is not None
        raise IllegalActionError(report.violation)
    return report.states()
