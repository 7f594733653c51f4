"""Move logs of both games: reading, validating, replaying, recording and redacting.

>>> from regelwerk.logs import validate
>>> report = validate('{"format": "no-return/1", "players": ["A"], "setup": [], "turns": []}')
>>> report.status, report.rule, report.pointer
(<Status.MALFORMED: 'malformed'>, <LogCode.LOG_SCHEMA: 'LOG-SCHEMA'>, '/setup')

- :func:`validate` (``mode="strict"`` or ``"collect"``) returns a :class:`Report`: status,
  first fault (rule, violation data, turn index, JSON pointer), every fault found, scores and
  winners, :meth:`Report.message` in five languages, and the replayed states
  (:meth:`Report.states`, :meth:`Report.state_at`, :attr:`Report.final_state`).
  :func:`replay` yields the states of a valid log or raises.
- :class:`Recorder` records a game as it is played (seeded, server-style with explicit draws,
  or resumed from a log) and writes it out (:func:`dumps`).
- :func:`regelwerk.logs.redact.redact` gives the log as one seat may see it.
- Text is never a path: a ``str`` or ``bytes`` given to :func:`validate` (and to
  :func:`replay`, :func:`decode`, ``Recorder.resume``, ``redact``) is the log itself; a
  file is read only from an :class:`os.PathLike` (``pathlib.Path``) or through
  :func:`read_bytes`, so a server can pass its clients' uploads along safely.
- Limits (LOG-LIMIT): :data:`MAX_BYTES` (8 MiB) and :data:`MAX_DEPTH` (32 levels).  Only
  regular files are read (:mod:`regelwerk.logs.reading`).
- Many logs at once: :func:`regelwerk.logs.sources.inputs` streams the logs of files,
  folders, standard input, JSON Lines, gzip, zip and tar archives
  (:mod:`regelwerk.logs.archives`), each named as its report names it.
- Formats (:func:`log_formats`) are read by codecs beside their engines, found through the game
  registry (:mod:`regelwerk.games`): a log's ``format`` names its game, and only that game
  is loaded.  Each game ships the JSON Schemas of its log and its redacted form
  (:func:`json_schema`).
"""

from typing import TYPE_CHECKING

# Re-exported as log_formats: under its own name the function would hide the module
# regelwerk.logs.formats (``import regelwerk.logs.formats as m`` gave the function).
from regelwerk.logs.formats import LogCodec, codec_for, json_schema
from regelwerk.logs.formats import formats as log_formats
from regelwerk.logs.reading import (
    MAX_BYTES,
    MAX_DEPTH,
    Source,
    load_json,
    parse_json,
    read_bytes,
)
from regelwerk.logs.report import MALFORMED_CODES, Fault, Report, Status
from regelwerk.logs.validate import Mode, decode, replay, validate

if TYPE_CHECKING:
    from regelwerk.logs.record import Recorder, dumps

__all__ = [
    "MALFORMED_CODES",
    "MAX_BYTES",
    "MAX_DEPTH",
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
    "log_formats",
    "parse_json",
    "read_bytes",
    "replay",
    "validate",
]


def __getattr__(name: str) -> object:
    # The recorder (and the seeding it brings) is imported when first asked for: reading
    # and validating logs need none of it.
    if name in ("Recorder", "dumps"):
        from regelwerk.logs import record

        return getattr(record, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
