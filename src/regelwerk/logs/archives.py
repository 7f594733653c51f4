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
members that are no regular file (links, devices) are LOG-READ ``special``.

The readers hold one member (or line) at a time: memory stays flat in the number of logs,
except for a zip file's central directory, which the format puts at the end and
:mod:`zipfile` keeps (a few hundred bytes per member).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any, Final, Protocol

from regelwerk.errors import LogError
from regelwerk.logs.reading import MAX_BYTES
from regelwerk.reasons import LimitReason, ReadReason
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Violation

__all__ = [
    "STREAM_ERRORS",
    "LineReader",
    "Member",
    "Reader",
    "damaged",
    "gzip_members",
    "is_log_name",
    "json_lines",
    "read_capped",
    "tar_members",
    "too_large",
    "zip_members",
]

_LOG_SUFFIXES: Final = (".json", ".jsonl")
STREAM_ERRORS: Final = (OSError, EOFError, zlib.error)
"""What the standard library raises for a damaged compressed stream (BadGzipFile is an
OSError); zip and tar add errors of their own.  Each reader imports its module when it
reads: a command that reads no archive never imports :mod:`zipfile` or :mod:`tarfile`."""


class LineReader(Protocol):
    """What :func:`json_lines` reads from: anything with a binary ``readline``."""

    def readline(self, size: int = -1, /) -> bytes:
        """The next line, with its newline; empty at the end."""
        ...


class Reader(LineReader, Protocol):
    """A binary stream: a file, a zip or tar member, a gzip stream."""

    def read(self, size: int = -1, /) -> bytes:
        """Up to ``size`` bytes (all that is left for ``-1``); empty at the end."""
        ...


@dataclass(frozen=True, slots=True)
class Member:
    """One log of an input: the name its report carries and its bytes (or why there are
    none: a :class:`LogError`)."""

    name: str
    data: bytes | LogError


def _error(code: RuleId, **data: Any) -> LogError:
    return LogError(code, None, Violation.of(code, **data))


def damaged(kind: str) -> LogError:
    """LOG-READ ``archive``: the ``kind`` (``zip``, ``tar``, ``gzip``) archive is damaged."""
    return _error(LogCode.LOG_READ, reason=ReadReason.ARCHIVE, kind=kind)


def too_large() -> LogError:
    """LOG-LIMIT ``over``: more than :data:`MAX_BYTES`, how much more unknown."""
    return _error(LogCode.LOG_LIMIT, reason=LimitReason.OVER, limit=MAX_BYTES)


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
    line from ``first``).  A line longer than the limit is LOG-LIMIT; the reader skips to its
    end in bounded pieces."""
    number = first - 1
    while True:
        line = stream.readline(MAX_BYTES + 2)
        if not line:
            return
        number += 1
        complete = line.endswith(b"\n")
        content = line[:-1] if complete else line
        if content.endswith(b"\r"):  # a CRLF line end is the end, not part of the log
            content = content[:-1]
        if len(content) > MAX_BYTES:
            while not complete:  # skip the rest of the line without holding it
                rest = stream.readline(1 << 20)
                complete = not rest or rest.endswith(b"\n")
            yield Member(f"{name}:{number}", too_large())
        elif content.strip():
            yield Member(f"{name}:{number}", content)


def _inner(stream: Reader, name: str) -> Iterator[Member]:
    """The logs of one member: itself, or its lines for ``.jsonl``."""
    if _is_lines(name):
        yield from json_lines(stream, name)
    else:
        yield Member(name, read_capped(stream))


def gzip_members(raw: IO[bytes], name: str) -> Iterator[Member]:
    """A gzip-compressed log (``.json.gz``) or JSON Lines (``.jsonl.gz``): decompressed as
    read, named as the file (``day.jsonl.gz:3``)."""
    import gzip

    stream = gzip.GzipFile(fileobj=raw, mode="rb")
    inner = name[: -len(".gz")] if name.lower().endswith(".gz") else name
    try:
        for member in _inner(stream, inner):
            yield Member(name + member.name[len(inner) :], member.data)
    except STREAM_ERRORS:
        yield Member(name, damaged("gzip"))


def zip_members(raw: IO[bytes], name: str) -> Iterator[Member]:
    """The log members of a zip archive in the archive's order, ``name::member``."""
    import zipfile

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
                with archive.open(info) as stream:
                    yield from _inner(stream, label)
            except (
                *STREAM_ERRORS,
                zipfile.BadZipFile,
                RuntimeError,
                NotImplementedError,
                ValueError,
            ):
                # RuntimeError: encrypted; NotImplementedError: an unknown compression.
                yield Member(label, damaged("zip"))


def tar_members(raw: IO[bytes], name: str) -> Iterator[Member]:
    """The log members of a tar archive (plain or compressed: gzip, bz2, xz), read in one
    pass in the archive's order, ``name::member``."""
    import tarfile

    label = name
    try:
        with tarfile.open(fileobj=raw, mode="r|*") as archive:
            for info in archive:
                # The stream reader keeps every header it has read (typeshed does not know the
                # attribute): keep none, so that memory stays flat in the number of members.
                archive.members = []  # type: ignore[attr-defined]
                if info.isdir() or not is_log_name(info.name):
                    continue
                label = f"{name}::{info.name}"
                stream = archive.extractfile(info) if info.isreg() else None
                if stream is None:  # a link, a device, a FIFO: never followed
                    yield Member(label, _error(LogCode.LOG_READ, reason=ReadReason.SPECIAL))
                elif info.size > MAX_BYTES and not _is_lines(info.name):
                    yield Member(
                        label,
                        _error(
                            LogCode.LOG_LIMIT,
                            reason=LimitReason.SIZE,
                            limit=MAX_BYTES,
                            size=info.size,
                        ),
                    )
                else:
                    yield from _inner(stream, label)
                label = name
    except (*STREAM_ERRORS, tarfile.TarError):
        yield Member(label, damaged("tar"))


def _is_lines(name: str) -> bool:
    return name.lower().endswith(".jsonl")
