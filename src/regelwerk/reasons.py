"""The reason codes of the LOG codes: which case of a code a violation is (its ``reason``).

Each is a string enum, so a violation's data, its JSON and its messages read exactly as the
plain strings did (``reason == "type"`` holds), while code that produces or inspects a
reason names a member and a typo fails at once.  A game's own reasons (its rules' cases,
and the LOG variants only its logs produce) are its package's.
"""

from __future__ import annotations

import enum

__all__ = [
    "LimitReason",
    "OrderReason",
    "ReadReason",
    "ResultReason",
    "SchemaReason",
    "SyntaxReason",
]


class ReadReason(enum.StrEnum):
    """LOG-READ: why a file could not be read."""

    MISSING = "missing"
    DIRECTORY = "directory"
    PERMISSION = "permission"
    UNREADABLE = "unreadable"
    SPECIAL = "special"  # a pipe, a device or a socket: only regular files are read
    ARCHIVE = "archive"  # a damaged or truncated archive (with ``kind``)


class LimitReason(enum.StrEnum):
    """LOG-LIMIT: which limit a document exceeds (with ``limit``, and ``size``)."""

    SIZE = "size"
    DEPTH = "depth"
    DIGITS = "digits"  # a number with too many digits
    OVER = "over"  # an archive member larger than the limit once unpacked
    META_ENTRIES = "meta-entries"  # a header with too many entries
    META_LENGTH = "meta-length"  # a header key or value too long


class SyntaxReason(enum.StrEnum):
    """LOG-SYNTAX: why the bytes are no well-formed JSON."""

    ENCODING = "encoding"
    SYNTAX = "syntax"
    CONSTANT = "constant"
    DUPLICATE_KEY = "duplicate-key"
    EMPTY = "empty"


class SchemaReason(enum.StrEnum):
    """LOG-SCHEMA cases every format shares.  A game adds reasons of its own (``tile``) by
    raising them with :func:`~regelwerk.logs.shape.schema_fault` and giving each its message
    in its texts (``GameTexts.templates[LogCode.LOG_SCHEMA, reason]``)."""

    TYPE = "type"
    MISSING = "missing"
    UNKNOWN_KEY = "unknown-key"
    FORMAT = "format"
    REDACTED = "redacted"
    LENGTH = "length"
    TOO_LONG = "too-long"  # a list longer than its format allows (``maximum``, ``actual``)
    BOUNDS = "bounds"  # a number outside its bounds (``value``, ``minimum``, ``maximum``)
    WORD = "word"  # a string that is none of the words allowed there (``value``, ``allowed``)
    META_KEY = "meta-key"  # a header key that is no name (regelwerk.logs.meta)


class OrderReason(enum.StrEnum):
    """LOG-ORDER: a turn after the end, or by the wrong seat."""

    OVER = "over"
    SEAT = "seat"


class ResultReason(enum.StrEnum):
    """LOG-RESULT: a result claimed for an unfinished game, or one that differs."""

    UNFINISHED = "unfinished"
    DIFFERS = "differs"
