"""The registry of move-log formats: one codec per ``"format"`` value.

A codec holds only its game's format rules; reading, reporting, recording and the command
line are written once against :class:`LogCodec`.  Codecs are registered by module path and
imported on first use, so ``import regelwerk.logs`` loads no engine.

A codec's replay yields *events*: ``(index, state)`` for each state reached (``index`` is
``None`` for states of the setup and the number of the next turn or action otherwise, so the
last one of a complete replay has ``index == codec.length(log)``), or a :class:`Fault`.
After a fault the codec goes on only in collecting mode and only where the fault leaves
later turns checkable (see :func:`regelwerk.logs.validate.validate`).
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator, Mapping, Sequence
from importlib import resources
from typing import Any, Final, Protocol

from regelwerk.game import GameInfo
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import ShapeError, schema_fault

__all__ = [
    "FORMATS",
    "REDACTED_FORMATS",
    "Event",
    "LogCodec",
    "RecordCodec",
    "codec_for",
    "envelope",
    "json_schema",
    "view_envelope",
]

Event = tuple[int | None, Any] | Fault


class LogCodec(Protocol):
    """What a log format provides (``regelwerk.noreturn.log.CODEC`` is one)."""

    @property
    def format(self) -> str: ...

    @property
    def game(self) -> GameInfo: ...

    def decode(self, document: Mapping[str, Any], collect: bool) -> tuple[Any, list[Fault]]:
        """The typed record of a document already known to have this ``format``, and the
        LOG-SCHEMA faults (all of them when collecting, else at most the first)."""
        ...

    def encode(self, log: Any) -> dict[str, Any]:
        """The JSON document of a record (``decode(encode(log)) == log``)."""
        ...

    def length(self, log: Any) -> int:
        """The number of turns (No Return) or actions (No Thanks) the record holds."""
        ...

    def result_of(self, log: Any) -> tuple[int, ...] | None:
        """The result the record claims, if any."""
        ...

    def replay(self, log: Any, document: Mapping[str, Any], collect: bool) -> Iterator[Event]:
        """Replay the record (``document`` is its JSON form, for pointers into lists)."""
        ...


class RecordCodec:
    """What every codec does alike: a record writes itself (``to_json``) and holds the
    result it claims (``result``); a codec subclasses this and adds its format's rules."""

    def encode(self, log: Any) -> dict[str, Any]:
        document: dict[str, Any] = log.to_json()
        return document

    def result_of(self, log: Any) -> tuple[int, ...] | None:
        result: tuple[int, ...] | None = log.result
        return result


def envelope(
    format_name: str, players: Sequence[str], options: Any, **extra: Any
) -> dict[str, Any]:
    """The start every log document shares: its ``format``, any ``extra`` keys (a redacted
    log's ``seat``), the ``players``, and the ``options`` that differ from their defaults."""
    out: dict[str, Any] = {"format": format_name, **extra, "players": list(players)}
    chosen = options.to_json()
    if chosen:
        out["options"] = chosen
    return out


def view_envelope(view_format: str, log: Any, seat: int) -> dict[str, Any]:
    """The start of ``log`` redacted for ``seat``; ``ValueError`` for a seat not in the game."""
    players = len(log.players)
    if not 0 <= seat < players:
        raise ValueError(f"no seat {seat} in a game of {players}")
    return envelope(view_format, log.players, log.options, seat=seat)


FORMATS: Final = {
    "no-return/1": "regelwerk.noreturn.log",
    "no-thanks/1": "regelwerk.nothanks.log",
}
"""Move-log formats by their ``format`` value, and the module whose ``CODEC`` reads them."""

REDACTED_FORMATS: Final = {
    "no-return-view/1": "regelwerk.noreturn.log",
    "no-thanks-view/1": "regelwerk.nothanks.log",
}
"""Redacted logs (one seat's view, see :mod:`regelwerk.logs.redact`): not replayable."""

_SCHEMAS: Final = {
    "no-return/1": "no-return-1.schema.json",
    "no-thanks/1": "no-thanks-1.schema.json",
    "no-return-view/1": "no-return-view-1.schema.json",
    "no-thanks-view/1": "no-thanks-view-1.schema.json",
}


def codec_for(document: Any) -> LogCodec:
    """The codec for a parsed document's ``format``; LOG-SCHEMA (as :class:`ShapeError`) when
    the document is not an object, has no format, or one that is unknown or redacted."""
    if type(document) is not dict:
        raise schema_fault("", reason="type", expected="object")
    if "format" not in document:
        raise schema_fault("", reason="missing", key="format")
    name = document["format"]
    if type(name) is not str:
        raise schema_fault("/format", reason="type", expected="string")
    module = FORMATS.get(name)
    if module is None:
        if name in REDACTED_FORMATS:
            raise schema_fault("/format", reason="redacted", format=name)
        raise schema_fault("/format", reason="format", format=name)
    codec: LogCodec = importlib.import_module(module).CODEC
    return codec


def codec_named(name: str) -> LogCodec:
    """The codec of format ``name`` (``"no-return/1"``); ``KeyError`` if unknown."""
    codec: LogCodec = importlib.import_module(FORMATS[name]).CODEC
    return codec


def json_schema(format_name: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) shipped for a format, redacted ones included."""
    text = resources.files("regelwerk.logs").joinpath("schemas", _SCHEMAS[format_name])
    schema: dict[str, Any] = json.loads(text.read_text(encoding="utf-8"))
    return schema


__all__ += ["ShapeError", "codec_named"]
