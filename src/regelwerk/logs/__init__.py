"""Move logs of both games: reading, validating, replaying, recording and redacting.

>>> from regelwerk.logs import validate
>>> report = validate('{"format": "no-return/1", "players": ["A"], "setup": [], "turns": []}')
>>> report.status, report.rule, report.pointer
(<Status.MALFORMED: 'malformed'>, <RuleId.LOG_SCHEMA: 'LOG-SCHEMA'>, '/setup')

The formats are listed in :data:`FORMATS`; each game's codec lives beside its engine
(:mod:`regelwerk.noreturn.log`, :mod:`regelwerk.nothanks.log`).
"""

from regelwerk.logs.formats import FORMATS, REDACTED_FORMATS, LogCodec, codec_for, json_schema
from regelwerk.logs.reading import MAX_BYTES, MAX_DEPTH, Source, load_json, parse_json
from regelwerk.logs.record import Recorder, dumps
from regelwerk.logs.report import MALFORMED_CODES, Fault, Report, Status
from regelwerk.logs.validate import Mode, decode, replay, validate

__all__ = [
    "FORMATS",
    "MALFORMED_CODES",
    "MAX_BYTES",
    "MAX_DEPTH",
    "REDACTED_FORMATS",
    "Fault",
    "LogCodec",
    "Mode",
    "Recorder",
    "Report",
    "Source",
    "Status",
    "codec_for",
    "decode",
    "dumps",
    "json_schema",
    "load_json",
    "parse_json",
    "replay",
    "validate",
]
