"""Move logs packed together: JSON Lines, gzip, zip and tar, read as streams.

Each reader yields :class:`Member` values: the name a report gives the log and its bytes, or
the :class:`~regelwerk.errors.LogError` that stands for it.  Names follow CLI.md:
``day.jsonl:17`` (line 17), ``archive.zip::games/0001.json`` (a member),
``archive.tar.gz::day.jsonl:3`` (a line of a member).

What holds for a loose file holds for every member: at most :data:`MAX_BYTES` are read
(decompressed, a member or a line is read in one capped read, so a bomb never gets past the
limit in memory: it is LOG-LIMIT ``over``); a member is judged by its own bytes.  An
archive's own damage (a bad header, a CRC mismatch, a truncated stream) is LOG-READ
``archive`` for the member being read when it is found, or for the archive as a whole.
Member names are only names: nothing is ever extracted to disk, so an absolute name or one
with ``..`` goes nowhere.  Only members ending in ``.json`` or ``.jsonl`` are logs; tar
members that are no regular file are LOG-READ ``link``, ``sparse`` or ``special`` (a
device, a pipe), never followed nor read.

What lies around the logs costs bounded work too (:mod:`regelwerk.logs.bounds`): the rest
of an over-long line or member, a member that is no log and an archive's own headers are
got past within a bound, and a compressed stream unpacks at most a bounded ratio of what it
reads.  When the rest of an input lies beyond those bounds, one LOG-LIMIT ``rest`` report
names what was being read and the input ends there.

The readers hold one member (or line) at a time: memory stays flat in the number of logs,
except for a zip file's central directory, which the format puts at the end and
:mod:`zipfile` keeps (a few hundred bytes per member).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any, Final

from regelwerk.errors import LogError
from regelwerk.logs.bounds import (
    SKIP_LIMIT,
    LineReader,
    Reader,
    Unreachable,
    compression,
    decompressed,
)
from regelwerk.logs.reading import MAX_BYTES
from regelwerk.logs.tarformat import META_LIMIT, Entry, TarDamage, TarReader
from regelwerk.reasons import LimitReason, ReadReason
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Violation

__all__ = [
    "STREAM_ERRORS",
    "Member",
    "damaged",
    "gzip_members",
    "is_log_name",
    "json_lines",
    "read_capped",
    "tar_members",
    "too_large",
    "unreachable",
    "zip_members",
]

_LOG_SUFFIXES: Final = (".json", ".jsonl")
STREAM_ERRORS: Final = (OSError, EOFError, zlib.error)
"""What the standard library raises for a damaged compressed stream (BadGzipFile is an
OSError); zip and tar add errors of their own.  Each reader imports its module when it
reads: a command that reads no archive never imports :mod:`zipfile` or :mod:`tarfile`."""


@dataclass(frozen=True, slots=True)
class Member:
    """One log of an input: the name its report carries and its bytes (or why there are
    none: a :class:`LogError`); ``line``: the number of its line in a JSON Lines file (0
    for a log of its own)."""

    name: str
    data: bytes | LogError
    line: int = 0


def _error(code: RuleId, **data: Any) -> LogError:
    return LogError(code, None, Violation.of(code, **data))


def damaged(kind: str) -> LogError:
    """LOG-READ ``archive``: the ``kind`` (``zip``, ``tar``, ``gzip``) archive is damaged."""
    return _error(LogCode.LOG_READ, reason=ReadReason.ARCHIVE, kind=kind)


def too_large() -> LogError:
    """LOG-LIMIT ``over``: more than :data:`MAX_BYTES`, how much more unknown."""
    return _error(LogCode.LOG_LIMIT, reason=LimitReason.OVER, limit=MAX_BYTES)


def unreachable() -> LogError:
    """LOG-LIMIT ``rest``: the rest of the input lies behind more work than
    :mod:`regelwerk.logs.bounds` allows, and is not read."""
    return _error(LogCode.LOG_LIMIT, reason=LimitReason.REST, limit=SKIP_LIMIT)


def is_log_name(name: str) -> bool:
    """Whether an archive member is a log (``.json``) or holds logs (``.jsonl``)."""
    return name.lower().endswith(_LOG_SUFFIXES)


def read_capped(stream: Reader) -> bytes | LogError:
    """The whole of ``stream`` if it is at most :data:`MAX_BYTES` long, else LOG-LIMIT,
    having read one byte past the limit and no more."""
    data = stream.read(MAX_BYTES + 1)
    return too_large() if len(data) > MAX_BYTES else data


def json_lines(stream: LineReader, name: str, first: int = 1) -> Iterator[Member]:
    """One member per non-blank line of ``stream``, named ``name:N`` (``N`` counting every
    line from ``first``).  A line longer than the limit is LOG-LIMIT ``over``; the reader
    skips to its end in bounded pieces.  When that end is more than
    :data:`~regelwerk.logs.bounds.SKIP_LIMIT` further on, or the stream's bounds are met
    (:class:`~regelwerk.logs.bounds.Unreachable`), the line being read is LOG-LIMIT ``rest``
    and :class:`~regelwerk.logs.bounds.Unreachable` (``reported``) ends the stream."""
    number = first  # of the line being read
    try:
        while True:
            line = stream.readline(MAX_BYTES + 2)
            if not line:
                return
            complete = line.endswith(b"\n")
            content = line[:-1] if complete else line
            if content.endswith(b"\r"):  # a CRLF line end is the end, not part of the log
                content = content[:-1]
            if len(content) > MAX_BYTES:
                skipped = 0
                while not complete:  # the rest, never held whole
                    rest = stream.readline(1 << 20)
                    skipped += len(rest)
                    complete = not rest or rest.endswith(b"\n")
                    if skipped > SKIP_LIMIT and not complete:
                        raise Unreachable
                yield Member(f"{name}:{number}", too_large())
            elif content.strip():
                yield Member(f"{name}:{number}", content, number)
            number += 1
    except Unreachable:
        yield Member(f"{name}:{number}", unreachable())
        raise Unreachable(reported=True) from None


def _inner(stream: Reader, name: str) -> Iterator[Member]:
    """The logs of one member: itself, or its lines for ``.jsonl``."""
    if _is_lines(name):
        yield from json_lines(stream, name)
    else:
        yield Member(name, read_capped(stream))


def gzip_members(raw: IO[bytes], name: str) -> Iterator[Member]:
    """A gzip-compressed log (``.json.gz``) or JSON Lines (``.jsonl.gz``): decompressed as
    read (metered: :mod:`regelwerk.logs.bounds`), named as the file (``day.jsonl.gz:3``)."""
    inner = name[: -len(".gz")] if name.lower().endswith(".gz") else name
    label = name
    try:
        for member in _inner(decompressed(raw, "gzip"), inner):
            label = name + member.name[len(inner) :]
            yield Member(label, member.data, member.line)
    except Unreachable as given_up:
        if not given_up.reported:
            yield Member(label, unreachable())
    except STREAM_ERRORS:
        yield Member(name, damaged("gzip"))


def zip_members(raw: IO[bytes], name: str) -> Iterator[Member]:
    """The log members of a zip archive in the archive's order, ``name::member``.  Members
    compressed with bzip2 or LZMA are decompressed by :mod:`regelwerk.logs.zipstream`
    (bounded), the others by :mod:`zipfile` (deflate and stored are bounded there)."""
    import zipfile

    from regelwerk.logs.zipstream import BOUNDED_HERE, ZipDamage, open_member

    try:
        archive = zipfile.ZipFile(raw)
    except (*STREAM_ERRORS, zipfile.BadZipFile, ValueError):
        yield Member(name, damaged("zip"))
        return
    with archive:
        for info in archive.infolist():
            if info.is_dir() or not is_log_name(info.filename):
                continue
            label = f"{name}::{info.filename}"
            try:
                if info.compress_type in BOUNDED_HERE and not info.flag_bits & 1:
                    with open_member(raw, info) as stream:
                        yield from _inner(stream, label)
                    continue
                with archive.open(info) as member:
                    yield from _inner(member, label)
            except Unreachable:  # reported by json_lines; the next member starts afresh
                continue
            except (
                *STREAM_ERRORS,
                zipfile.BadZipFile,
                ZipDamage,
                RuntimeError,
                NotImplementedError,
                ValueError,
            ):
                # RuntimeError: encrypted; NotImplementedError: an unknown compression.
                yield Member(label, damaged("zip"))


_MEMBER_KINDS: Final = {
    "link": ReadReason.LINK,
    "special": ReadReason.SPECIAL,
    "sparse": ReadReason.SPARSE,
}


def tar_members(raw: IO[bytes], name: str) -> Iterator[Member]:
    """The log members of a tar archive (plain or compressed: gzip, bz2, xz, told by the
    magic number), read in one pass in the archive's order, ``name::member``, by
    :mod:`regelwerk.logs.tarformat` (bounded)."""
    peek = getattr(raw, "peek", None)
    kind = compression(peek(6)[:6]) if peek is not None else None
    stream: Reader = raw if kind is None else decompressed(raw, kind)
    reader = TarReader(stream, file=raw if kind is None and _seekable(raw) else None)
    try:
        for entry in reader.entries():
            label = f"{name}::{entry.name}"
            if _is_read(entry):
                yield from _inner(reader, label)
                continue
            if not reader.can_pass():
                yield Member(label, unreachable())
                return
            error = _unread(entry)
            if error is not None:
                yield Member(label, error)
    except Unreachable as given_up:
        if not given_up.reported:
            yield Member(_named(name, reader.name), unreachable())
    except (*STREAM_ERRORS, TarDamage):
        yield Member(_named(name, reader.name), damaged("tar"))


def _is_read(entry: Entry) -> bool:
    """Whether a tar member is read: a regular file, a log, not larger than the limit (a
    JSON Lines member of any size: each line is)."""
    if entry.kind != "file" or not is_log_name(entry.name):
        return False
    return entry.size <= MAX_BYTES or _is_lines(entry.name)


def _unread(entry: Entry) -> LogError | None:
    """What stands for a tar member that is not read: a log too large, one that is no
    regular file, one whose own header was too long; ``None`` for anything else."""
    if entry.kind == "header":
        return _error(LogCode.LOG_LIMIT, reason=LimitReason.HEADER, limit=META_LIMIT)
    if entry.kind == "folder" or not is_log_name(entry.name):
        return None
    if entry.kind in _MEMBER_KINDS:  # never followed, never read
        return _error(LogCode.LOG_READ, reason=_MEMBER_KINDS[entry.kind])
    return _error(LogCode.LOG_LIMIT, reason=LimitReason.SIZE, limit=MAX_BYTES, size=entry.size)


def _named(archive: str, member: str | None) -> str:
    return archive if member is None else f"{archive}::{member}"


def _seekable(raw: IO[bytes]) -> bool:
    try:
        return raw.seekable()
    except (OSError, ValueError):
        return False


def _is_lines(name: str) -> bool:
    return name.lower().endswith(".jsonl")
