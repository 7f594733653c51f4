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

import os
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from regelwerk.errors import IllegalActionError, LogError, UsageError
from regelwerk.game import GameState, Result
from regelwerk.logs.formats import RECORD_ENCODERS, LogCodec, game_for
from regelwerk.logs.meta import EMPTY, Meta, read_meta
from regelwerk.logs.reading import Source, check_depth, load_json, parse_json
from regelwerk.logs.report import Fault, Report, Status
from regelwerk.logs.shape import ShapeError
from regelwerk.reasons import ResultReason
from regelwerk.rules import LogCode
from regelwerk.violation import Param, Violation

if TYPE_CHECKING:
    from regelwerk.game import AnyGame, AnyState

__all__ = ["Mode", "decode", "replay", "validate", "verdict"]

Mode = Literal["strict", "collect"]

S = TypeVar("S", bound=GameState[Any])
L = TypeVar("L")


def _document(source: object) -> object:
    """Parse ``source``; a typed record (anything with a ``to_json``, or a declared record:
    :mod:`regelwerk.logs.declared`) is encoded first."""
    if type(source) is bytes:  # what the command reads: bytes have no to_json
        return parse_json(source)
    encode = RECORD_ENCODERS.get(type(source))
    if encode is not None:
        return encode(source)
    to_json = getattr(source, "to_json", None)
    if to_json is not None and not isinstance(source, Mapping):
        document: object = to_json()
        return document
    if isinstance(source, str | bytes | bytearray | os.PathLike):
        return load_json(source)
    return source  # a parsed document, or anything else: the shape check reports it


def _players(document: object) -> tuple[str, ...]:
    """The players' names a document gives, in seat order (none unless it lists texts)."""
    names = document.get("players") if isinstance(document, Mapping) else None
    if isinstance(names, list) and all(isinstance(name, str) for name in names):
        return tuple(names)
    return ()


def _malformed(faults: list[Fault], document: object, game: str | None = None) -> Report[Any, Any]:
    try:
        check_depth(document)  # a too deeply nested document is LOG-LIMIT, not LOG-SCHEMA
    except LogError as error:
        return Report(Status.MALFORMED, (Fault(error.detail, error.pointer),))
    return Report(Status.MALFORMED, tuple(faults), game=game, players=_players(document))


_Parsed = tuple["AnyGame", dict[str, Any], Mapping[str, Any], Meta, Fault | None]


def _parse(source: object) -> _Parsed | Report[AnyState, object]:
    """The game, document, document without its header, header and the header's fault of
    a document of a known format, or the malformed report."""
    try:
        document = _document(source)
    except LogError as error:
        return Report(Status.MALFORMED, (Fault(error.detail, error.pointer),))
    try:
        game = game_for(document)
    except ShapeError as error:
        return _malformed([Fault(error.violation, error.pointer)], document, error.game)
    assert isinstance(document, dict)  # game_for checked it
    body, meta, fault = read_meta(document)
    return game, document, body, meta, fault


_Read = tuple["AnyGame", object, Mapping[str, Any], Meta]


def _read(source: object, collect: bool) -> _Read | Report[AnyState, object]:
    """The game, typed record, document (without its header) and header of a well-formed
    log, or the malformed report."""
    parsed = _parse(source)
    return parsed if isinstance(parsed, Report) else _decoded(parsed, collect)


def _decoded(parsed: _Parsed, collect: bool) -> _Read | Report[AnyState, object]:
    """:func:`_read` of what :func:`_parse` made of a log."""
    game, document, body, meta, fault = parsed
    if fault is not None and not collect:
        return _malformed([fault], document, game.name)
    log, faults = game.codec.decode(body, collect)
    if fault is not None:
        faults = [fault, *faults]
    if faults or log is None:
        return _malformed(faults, document, game.name)
    return game, log, body, meta


def decode(
    source: Source | object, *, mode: Mode = "strict"
) -> tuple[object, Report[AnyState, object] | None]:
    """Read and shape-check ``source``: ``(record, None)``, or ``(None, report)`` for a
    malformed one."""
    read = _read(source, mode == "collect")
    if isinstance(read, Report):
        return None, read
    return read[1], None


def validate(
    source: Source | object, *, mode: Mode = "strict", states: bool = False
) -> Report[AnyState, object]:
    """Validate a move log given as JSON text or bytes (a ``str`` is always the log's text,
    never a path), an :class:`os.PathLike` path, a parsed document or a typed record.
    Never raises for bad input: every problem is in the report.

    The report keeps the final state; ``states=True`` keeps every state reached as well
    (for :meth:`Report.positions`), from the one replay the validation makes.
    """
    if mode not in ("strict", "collect"):
        raise UsageError("mode", mode, known=("strict", "collect"))
    read = _read(source, mode == "collect")
    if isinstance(read, Report):
        return read
    game, log, document, meta = read
    return _replayed(game.name, game.codec, log, document, mode == "collect", states, meta=meta)


_Judge = Callable[[Mapping[str, Any]], "tuple[Result | None, tuple[int, ...] | None] | None"]
"""A codec's fused pass (:meth:`~regelwerk.logs.formats.RecordCodec.judged`)."""


def verdict(source: Source | object) -> Report[AnyState, object]:
    """The strict report of ``source`` without its record and states, as
    ``validate(source).detached()`` gives it, made without them (what the command prints).

    A sound log is read and judged in one walk when its codec has a fused pass
    (:meth:`~regelwerk.logs.formats.RecordCodec.judged`); any other takes the long way,
    which finds and names its first fault."""
    parsed = _parse(source)
    if isinstance(parsed, Report):
        return parsed
    game, raw, body, _, fault = parsed
    judge: _Judge | None = getattr(game.codec, "judged", None)  # RecordCodec.judged
    judged = judge(body) if judge is not None and fault is None else None
    if judged is not None:
        result, claimed = judged
        format, players = game.codec.format, _players(raw)  # the message names them
        if result is None and claimed is None:
            return Report(Status.IN_PROGRESS, (), format=format, game=game.name, players=players)
        scores = tuple(result.scores) if result is not None else None
        if result is not None and claimed in (None, scores):
            winners = tuple(result.winners)
            return Report(
                Status.FINISHED, (), scores, winners, format, game=game.name, players=players
            )
        # a result claimed for a game not over, or one that differs: the long way says so
    read = _decoded(parsed, False)
    if isinstance(read, Report):
        return read  # a malformed log's report holds neither
    game, log, document, _ = read
    return _replayed(game.name, game.codec, log, document, False, False, detached=True)


def _replayed(
    game: str,
    codec: LogCodec[L, S],
    log: L,
    document: Mapping[str, Any],
    collect: bool,
    keep: bool,
    *,
    detached: bool = False,
    meta: Meta = EMPTY,
) -> Report[S, L]:
    faults: list[Fault] = []
    final: S | None = None
    before_fault: S | None = None  # the state the first fault was found in
    position: int | None = None
    kept: list[tuple[int | None, S]] = []
    # A codec may have a quicker strict replay (``final``) that sweeps over runs of legal
    # turns and yields only the states where a sweep stops, and the fault if there is one.
    events = codec.replay(log, document, collect) if collect or keep else codec.final(log, document)
    for event in events:
        if isinstance(event, Fault):
            if not faults:
                before_fault = final
            faults.append(event)
            if not collect:
                break
        else:
            position, final = event
            if keep and not faults:
                kept.append(event)
    complete = final is not None and position == codec.length(log)
    result = final.result() if final is not None else None
    claimed = codec.result_of(log)
    if claimed is not None and complete and (collect or not faults):
        if result is None:
            faults.append(_result_fault(reason=ResultReason.UNFINISHED, claimed=claimed))
        elif tuple(result.scores) != claimed:
            faults.append(
                _result_fault(
                    reason=ResultReason.DIFFERS, claimed=claimed, computed=tuple(result.scores)
                )
            )
        if faults and before_fault is None:
            before_fault = final  # the result is checked on the final state

    status = Status.FINISHED if result is not None else Status.IN_PROGRESS
    if faults:
        status = Status.MALFORMED if any(f.malformed for f in faults) else Status.ILLEGAL
    finished = result is not None and not faults
    scores = tuple(result.scores) if finished and result is not None else None
    winners = tuple(result.winners) if finished and result is not None else None
    players = _players(document)
    if detached:
        return Report(
            status, tuple(faults), scores, winners, codec.format, game=game, players=players
        )

    def replayer() -> Iterator[tuple[int | None, S]]:
        for event in codec.replay(log, document, False):
            if isinstance(event, Fault):
                return
            yield event

    return Report(
        status,
        tuple(faults),
        scores=scores,
        winners=winners,
        format=codec.format,
        log=log,
        final_state=before_fault if faults else final,
        game=game,
        players=players,
        _meta=tuple(meta.items()),
        _positions=tuple(kept) if keep else None,
        _replayer=replayer,
    )


def _result_fault(**data: Param) -> Fault:
    return Fault(Violation.of(LogCode.LOG_RESULT, **data), "/result", None)


def replay(source: Source | object) -> Iterator[AnyState]:
    """The states of a valid log, in order (see :meth:`Report.states`).  A malformed log
    raises :class:`~regelwerk.errors.LogError`, an illegal one
    :class:`~regelwerk.errors.IllegalActionError` with the first violation."""
    report = validate(source)
    raise_for(report)
    return report.states()


def raise_for(report: Report[S, L]) -> None:
    """Raise the documented error for the first fault of an invalid report."""
    first = report.first
    if first is None:
        return
    if report.status is Status.MALFORMED:
        raise LogError(first.rule, first.pointer, first.violation)
    raise IllegalActionError(first.violation)
