"""Where move logs come from: files, folders, standard input and archives, as one stream.

:func:`inputs` turns what a user names (``regelwerk validate`` arguments) into
:class:`Input` values in order, one per log, lazily: a folder is
walked, an archive read, standard input consumed only as the logs are asked for.

- ``-``: standard input, one log or JSON Lines (``-``, ``-:3``); gzip-compressed input is
  recognised by its magic number;
- ``*.jsonl``: one log per line, blank lines skipped but counted (``day.jsonl:17``);
- ``*.json.gz``, ``*.jsonl.gz``: the same, gzip-compressed (``day.jsonl.gz:17``);
- ``*.zip``: the members ending in ``.json`` or ``.jsonl`` (``a.zip::g/1.json``);
- ``*.tar``, ``*.tar.gz``, ``*.tgz``, ``*.tar.bz2``, ``*.tar.xz``: the same
  (``a.tgz::d.jsonl:3``);
- anything else: one log, named as given.

Standard input is JSON Lines when its first non-blank line is a JSON document on its own and
more lines follow; otherwise it is one document (at most :data:`MAX_BYTES`).

A loose file is not read here: its :class:`Input` carries the path, so that worker
processes read it themselves.
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from fnmatch import translate
from typing import IO, TYPE_CHECKING, Final

from regelwerk.errors import LogError
from regelwerk.frozen import Frozen
from regelwerk.logs.reading import MAX_BYTES, open_regular
from regelwerk.reasons import ReadReason
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

if TYPE_CHECKING:  # the archive readers (gzip, zip, tar) are imported when first needed
    from regelwerk.logs.archives import Member
    from regelwerk.logs.bounds import Reader

__all__ = ["STDIN", "Input", "archive_kind", "inputs", "logs_of", "walk"]

STDIN: Final = "-"
_GZIP_MAGIC: Final = b"\x1f\x8b"
_LINE: Final = MAX_BYTES + 2  # a line of the longest log and its newline, and one byte more

_KINDS: Final = (
    (".jsonl.gz", "jsonl.gz"),
    (".json.gz", "json.gz"),
    (".jsonl", "jsonl"),
    (".zip", "zip"),
    (".tar", "tar"),
    (".tar.gz", "tar"),
    (".tgz", "tar"),
    (".tar.bz2", "tar"),
    (".tbz2", "tar"),
    (".tar.xz", "tar"),
    (".txz", "tar"),
)


class Input(Frozen):
    """One log to check: the name its report carries and what to check: a loose file's path
    (``str``, read by whoever validates it), the bytes of a member, or the error that stands
    for a member that could not be read; ``line``: the number of its line in a JSON Lines
    file (0: a log of its own), where a syntax error of the line is in the file.  A frozen
    value (:mod:`regelwerk.frozen`: defining a named tuple compiles code at every start of
    the command)."""

    __slots__ = ("name", "source", "line")  # noqa: RUF023 (the fields' order)
    name: str
    source: str | bytes | LogError
    line: int

    def __init__(self, name: str, source: str | bytes | LogError, line: int = 0) -> None:
        _set(self, "name", name)
        _set(self, "source", source)
        _set(self, "line", line)


Input._name_fields()
_set = object.__setattr__  # the one way into a frozen value: its constructor


_SUFFIXES: Final = tuple(suffix for suffix, _ in _KINDS)


def archive_kind(name: str) -> str | None:
    """``"zip"``, ``"tar"``, ``"jsonl"``, ``"jsonl.gz"`` or ``"json.gz"`` by the name's
    ending (any case), or ``None`` for a plain log."""
    lower = name.lower()
    if not lower.endswith(_SUFFIXES):  # a plain log: the common case, in one test
        return None
    for suffix, kind in _KINDS:
        if lower.endswith(suffix):
            return kind
    return None


def _members(kind: str, stream: IO[bytes], name: str) -> Iterator[Member]:
    from regelwerk.logs.archives import gzip_members, json_lines, tar_members, zip_members

    if kind == "zip":
        return zip_members(stream, name)
    if kind == "tar":
        return tar_members(stream, name)
    if kind == "jsonl":
        return json_lines(stream, name)
    return gzip_members(stream, name)


def _from_archive(kind: str, name: str, opened: Opened | None) -> Iterator[Input]:
    try:
        stream = open_regular(name)
    except LogError as error:
        yield Input(name, error)
        return
    if opened is not None:
        opened(stream)
    from regelwerk.logs.bounds import Unreachable

    with stream:
        try:
            for member in _members(kind, stream, name):
                yield Input(member.name, member.data, member.line)
        except Unreachable:  # only JSON Lines raise it here, having reported it
            return


_HEAD: Final = 262  # enough for every magic number below, a tar's at offset 257
_PACKED: Final = (
    (b"PK\x03\x04", "zip"),
    (b"PK\x05\x06", "zip"),
    (b"BZh", "bzip2"),
    (b"\xfd7zXZ\x00", "xz"),
)


def _from_stdin(given: IO[bytes] | None) -> Iterator[Input]:
    """Standard input (``given``, or the process's): JSON Lines, or one document (see the
    module docstring); gzip's magic number at its start means it is compressed (``zcat``
    left out of a pipe), however the bytes arrive.  An archive (zip, tar, bzip2, xz) is
    LOG-READ ``packed``: archives are read from files.  Standard input that is closed or
    cannot be read is LOG-READ ``unreadable``."""
    from regelwerk.logs.archives import STREAM_ERRORS, damaged, unreachable
    from regelwerk.logs.bounds import Unreachable, decompressed

    stream: Reader | None = given if given is not None else getattr(sys.stdin, "buffer", None)
    try:
        if stream is None:  # the process was started with standard input closed
            raise OSError
        head = _read_head(stream)
        if head[:2] != _GZIP_MAGIC:
            yield from _unpacked(_Resumed(head, stream), head)
            return
        try:
            unzipped = decompressed(_Resumed(head, stream), "gzip")
            inner = _read_head(unzipped)
            yield from _unpacked(_Resumed(inner, unzipped), inner)
        except STREAM_ERRORS:
            yield Input(STDIN, damaged("gzip"))
    except Unreachable as given_up:
        if not given_up.reported:
            yield Input(STDIN, unreachable())
    except (OSError, ValueError):  # closed, write-only, an error of the device
        yield Input(STDIN, _read_error(ReadReason.UNREADABLE))


def _read_error(reason: ReadReason, **data: str) -> LogError:
    violation = Violation.of(LogCode.LOG_READ, reason=reason, **data)
    return LogError(LogCode.LOG_READ, None, violation)


def _read_head(stream: Reader) -> bytes:
    """The first :data:`_HEAD` bytes of ``stream`` (fewer only at its end), however many
    reads of a pipe they take."""
    head = b""
    while len(head) < _HEAD:
        part = stream.read(_HEAD - len(head))
        if not part:
            break
        head += part
    return head


def _unpacked(stream: Reader, head: bytes) -> Iterator[Input]:
    """The logs of standard input, unless ``head`` shows an archive."""
    for magic, kind in _PACKED:
        if head.startswith(magic):
            yield Input(STDIN, _read_error(ReadReason.PACKED, kind=kind))
            return
    if head[257:262] == b"ustar":
        yield Input(STDIN, _read_error(ReadReason.PACKED, kind="tar"))
        return
    yield from _one_or_lines(stream)


class _Resumed:  # a Reader
    """``stream`` with ``head`` (its first bytes, already read) put back in front."""

    def __init__(self, head: bytes, stream: Reader) -> None:
        self._head = head
        self._stream = stream

    def read(self, size: int = -1) -> bytes:
        if not self._head:
            return self._stream.read(size)
        if 0 <= size <= len(self._head):
            part, self._head = self._head[:size], self._head[size:]
            return part
        part, self._head = self._head, b""
        return part + self._stream.read(-1 if size < 0 else size - len(part))

    def readline(self, size: int = -1) -> bytes:
        if not self._head:
            return self._stream.readline(size)
        end = self._head.find(b"\n") + 1 or len(self._head)
        if 0 <= size < end:
            end = size
        part, self._head = self._head[:end], self._head[end:]
        if part.endswith(b"\n") or len(part) == size or self._head:
            return part
        return part + self._stream.readline(-1 if size < 0 else size - len(part))


def _one_or_lines(stream: Reader) -> Iterator[Input]:
    from regelwerk.logs.archives import json_lines, read_capped, too_large

    blank = 0
    first = stream.readline(_LINE)
    while first and not first.strip():
        blank += 1
        first = stream.readline(_LINE)
    if _complete(first):
        read = [first]  # the lines read to tell JSON Lines from one document on one line
        second = stream.readline(_LINE)
        while second and not second.strip():
            read.append(second)
            second = stream.readline(_LINE)
        if not second:
            yield Input(STDIN, first)
            return
        lines = _Prefixed([*read, second], stream)
        for member in json_lines(lines, STDIN, first=blank + 1):
            yield Input(member.name, member.data, member.line)
        return
    tail = read_capped(stream)
    if isinstance(tail, LogError) or len(first) + len(tail) > MAX_BYTES:
        yield Input(STDIN, too_large())
    else:
        yield Input(STDIN, first + tail)


def _complete(line: bytes) -> bool:
    """Whether ``line`` is a JSON document on its own (the mark of JSON Lines)."""
    if not line.strip() or len(line) > MAX_BYTES:
        return False
    try:
        json.loads(line)
    except (ValueError, RecursionError):
        return False
    return True


class _Prefixed:  # a LineReader
    """A stream that gives the lines ``head`` (already read) before the rest of ``stream``."""

    def __init__(self, head: list[bytes], stream: Reader) -> None:
        self._head = head[::-1]
        self._stream = stream

    def readline(self, size: int = -1) -> bytes:
        if self._head:
            return self._head.pop()
        return self._stream.readline(size)


def walk(
    directory: str, pattern: str | Sequence[str] = "*.json", exclude: Sequence[str] = ()
) -> Iterator[Input]:
    """The files under ``directory`` whose name matches ``pattern`` (one shell pattern or
    several: any of them) and none of ``exclude`` (matched against the name,
    case-sensitive), in the order of their paths as strings, lazily (one folder listed at a
    time), as :class:`Input` values.  A folder that cannot be listed (``directory`` itself
    included) is an :class:`Input` of its own, LOG-READ ``folder``: never skipped in
    silence.  Links to folders are not followed; the walk keeps its own stack, so that no
    depth of folders exhausts Python's recursion limit."""
    patterns = (pattern,) if isinstance(pattern, str) else tuple(pattern)
    return _walk(directory, _matcher(patterns), _matcher(exclude))


def _matcher(patterns: Sequence[str]) -> Callable[[str], object] | None:
    """What :func:`fnmatch.fnmatchcase` does for any of ``patterns``, compiled once for a
    walk into one expression, so that a name is matched by one call however many patterns
    there are; ``None`` for no pattern (nothing matches)."""
    if not patterns:
        return None
    return re.compile("|".join(map(translate, patterns))).match


_Listing = Iterator[tuple[str, str]]


def _walk(
    top: str,
    matches: Callable[[str], object] | None,
    excluded: Callable[[str], object] | None,
) -> Iterator[Input]:
    listing = _listing(top)
    if isinstance(listing, LogError):
        yield Input(top, listing)
        return
    pending = [listing]  # the folders being listed, the deepest last
    while pending:
        entry = next(pending[-1], None)
        if entry is None:
            pending.pop()
            continue
        name, path = entry
        if name.endswith("/"):  # no file's name ends so
            listing = _listing(path)
            if isinstance(listing, LogError):
                yield Input(path, listing)
            else:
                pending.append(listing)
        elif matches is not None and matches(name) and not (excluded and excluded(name)):
            yield Input(path, path)


def _listing(folder: str) -> _Listing | LogError:
    """The names and paths in ``folder``, sorted as whole paths sort (a folder's name with
    ``/``); LOG-READ ``folder`` when it cannot be listed."""
    try:
        with os.scandir(folder) as found:
            entries = list(found)
    except OSError:
        return LogError(
            LogCode.LOG_READ, None, Violation.of(LogCode.LOG_READ, reason=ReadReason.FOLDER)
        )
    paths: dict[str, str] = {}
    for entry in entries:
        try:
            is_folder = entry.is_dir(follow_symlinks=False)
        except OSError:
            is_folder = False  # a file it is then, and its reading says what is wrong
        paths[entry.name + "/" if is_folder else entry.name] = entry.path
    return iter(sorted(paths.items()))


def inputs(arguments: Iterable[str], stdin: IO[bytes] | None = None) -> Iterator[Input]:
    """Every log that ``arguments`` name, in order (see the module docstring).  ``-`` reads
    ``stdin`` (standard input by default)."""
    for argument in arguments:
        yield from logs_of(argument, stdin)


Opened = Callable[[IO[bytes]], object]
"""Told each archive file as it is opened (a progress bar asks it how far it is read)."""


def logs_of(
    argument: str, stdin: IO[bytes] | None = None, *, opened: Opened | None = None
) -> Iterable[Input]:
    """The logs one argument names (see :func:`inputs`): a loose file's at once, an
    archive's or standard input's as they are read; an archive's file is given to
    ``opened`` when it is opened."""
    if argument == STDIN:
        return _from_stdin(stdin)
    kind = archive_kind(argument)
    if kind is None or _is_folder(argument):
        return (Input(argument, argument),)
    return _from_archive(kind, argument, opened)


def _is_folder(name: str) -> bool:
    try:
        return stat.S_ISDIR(os.stat(name).st_mode)
    except (OSError, ValueError):
        return False
