"""A tar archive read as a stream, with bounded work per header and per member.

The standard library's :mod:`tarfile` cannot be bounded from outside: it reads a GNU long
name or a PAX header whole into memory, whatever its size; it walks through every byte of a
member it skips (a sparse one's holes included); and its stream reader slices each
decompressed buffer 16 KiB at a time, so that skipping a large member of a ``.tar.bz2`` or
``.tar.xz`` takes time quadratic in its size.  The format itself is simple enough to read
here: 512-byte headers (ustar, GNU and PAX), each followed by its member's data padded to
512 bytes.  What this reader promises:

- a header's own data (a GNU long name or link name, a PAX extended header) is read only up
  to :data:`META_LIMIT`; a larger one is skipped and the member it describes is
  :class:`Entry` kind ``header`` (its real name is not known);
- getting past a member (the rest of one that was read, or one that is not) reads at most
  ``skip_limit`` bytes; beyond that, :class:`Unreachable` names the member and the archive
  ends there (an uncompressed archive in a file is skipped by seeking, at no cost);
- ``skip_limit`` is :data:`~regelwerk.logs.bounds.SKIP_LIMIT`, and the decompressed stream
  it reads is metered (:class:`~regelwerk.logs.bounds.Metered`): a few KiB of input cannot
  make the reader unpack more than a few tens of MiB, whatever the headers declare.

Damage (a bad checksum, a malformed number, a truncated stream) raises :class:`TarDamage`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Final

from regelwerk.logs.bounds import SKIP_LIMIT, Reader, Unreachable

__all__ = ["META_LIMIT", "Entry", "TarDamage", "TarReader"]

BLOCK: Final = 512
META_LIMIT: Final = 64 * 1024
"""The most bytes of a long name, link name or PAX header that are read (a path is at most
4 KiB on the usual systems)."""
_CHUNK: Final = 64 * 1024

_FILE: Final = frozenset({b"0", b"\0", b"7"})
_LINK: Final = frozenset({b"1", b"2"})
_SPECIAL: Final = frozenset({b"3", b"4", b"6"})
_FOLDER: Final = b"5"
_LONG_NAME: Final = b"L"
_LONG_LINK: Final = b"K"
_PAX: Final = b"x"
_PAX_GLOBAL: Final = b"g"
_GNU_SPARSE: Final = b"S"
_USTAR: Final = b"ustar\x00"


class TarDamage(Exception):
    """The archive is damaged or truncated at this point."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One member: its name, what it is (``file``, ``folder``, ``link``, ``special``,
    ``sparse``, or ``header`` when its own header was too long to read) and the size of
    its data in the archive."""

    name: str
    kind: str
    size: int


class TarReader:
    """The members of the tar stream ``stream``: a file, or a decompressed and metered
    stream (:func:`regelwerk.logs.bounds.decompressed`); ``file`` is the same file when it
    can seek, so that what is not read is passed at no cost.

    Iterate :meth:`entries`; for a member being visited, :meth:`read` and :meth:`readline`
    read its data (never past it).  Whatever is left of it is skipped when the next member
    is asked for."""

    def __init__(self, stream: Reader, *, file: IO[bytes] | None = None) -> None:
        self._stream = stream
        self._file = file
        self._seekable = file is not None
        self._left = 0  # bytes of the current member's data not read yet
        self._padding = 0
        self.name: str | None = None
        """The name of the member being read (``None`` before the first)."""

    # -- reading -----------------------------------------------------------------------

    def _exactly(self, size: int) -> bytes:
        data = self._stream.read(size)
        if len(data) != size:
            raise TarDamage
        return data

    def read(self, size: int = -1) -> bytes:
        """Up to ``size`` bytes of the current member's data."""
        size = self._left if size < 0 else min(size, self._left)
        data = self._stream.read(size) if size else b""
        if len(data) != size and size:
            raise TarDamage
        self._left -= len(data)
        return data

    def readline(self, size: int = -1) -> bytes:
        """The next line of the current member's data, at most ``size`` bytes."""
        size = self._left if size < 0 else min(size, self._left)
        line = self._stream.readline(size) if size else b""
        if not line and size:
            raise TarDamage
        self._left -= len(line)
        return line

    def can_pass(self) -> bool:
        """Whether getting past the rest of the current member is within the bounds."""
        return self._seekable or self._left + self._padding <= SKIP_LIMIT

    def _skip(self, size: int) -> None:
        """Get past ``size`` bytes, within :data:`SKIP_LIMIT` unless seeking is free."""
        if size <= 0:
            return
        if self._file is not None and size > _CHUNK:
            target = self._file.tell() + size
            if target > self._file.seek(0, os.SEEK_END):
                raise TarDamage  # truncated within the member
            self._file.seek(target)
            return
        if size > SKIP_LIMIT:
            raise Unreachable
        while size:
            data = self._stream.read(min(size, _CHUNK))
            if not data:
                raise TarDamage
            size -= len(data)

    # -- headers -----------------------------------------------------------------------

    def entries(self) -> Iterator[Entry]:
        """Each member in the archive's order; raises :class:`TarDamage` or
        :class:`Unreachable` where the archive can be read no further."""
        while True:
            self._skip(self._left + self._padding)
            self._left = self._padding = 0
            self.name = None
            entry = self._next()
            if entry is None:
                return
            yield entry

    def _block(self) -> bytes | None:
        """The next header block, or ``None`` at the end of the archive."""
        block = self._stream.read(BLOCK)
        if not block or block == bytes(BLOCK):  # the end (a missing end block is tolerated)
            return None
        if len(block) != BLOCK or not _checksum_holds(block):
            raise TarDamage
        return block

    def _metadata(self, size: int) -> bytes | None:
        """A long name or PAX header's data, or ``None`` when it is too long to read."""
        if size > META_LIMIT:
            self._skip(_padded(size))
            return None
        data = self._exactly(_padded(size))
        return data[:size]

    def _next(self) -> Entry | None:
        long_name: str | None = None
        pax: dict[str, str] = {}
        too_long = False
        while True:
            block = self._block()
            if block is None:
                if long_name is not None or pax or too_long:
                    raise TarDamage  # a header for a member that never comes
                return None
            kind = block[156:157]
            size = _number(block[124:136])
            if kind in (_LONG_NAME, _LONG_LINK, _PAX, _PAX_GLOBAL):
                data = self._metadata(size)
                if data is None:
                    too_long = kind != _PAX_GLOBAL or too_long
                elif kind == _LONG_NAME:
                    long_name = _text(data.split(b"\0", 1)[0])
                elif kind == _PAX:
                    pax.update(_pax_records(data))
                continue
            name = pax.get("path") or long_name or _header_name(block)
            if "size" in pax:
                size = _pax_number(pax["size"])
            if "GNU.sparse.name" in pax:
                name = pax["GNU.sparse.name"]
            self.name = name
            sparse = kind == _GNU_SPARSE or any(key.startswith("GNU.sparse.") for key in pax)
            if kind == _GNU_SPARSE and block[482]:
                self._sparse_extensions()
            self._left, self._padding = size, _padded(size) - size
            if kind == _FOLDER or (kind == b"\0" and name.endswith("/")):
                size_kind = "folder"
            elif too_long:
                size_kind = "header"
            elif sparse:
                size_kind = "sparse"
            elif kind in _LINK:
                size_kind = "link"
            elif kind in _SPECIAL:
                size_kind = "special"
            else:  # a regular file, or a type unknown to POSIX, read as one (as tar does)
                size_kind = "file"
            return Entry(name, size_kind, size)

    def _sparse_extensions(self) -> None:
        """Get past the extension blocks of a GNU sparse map (one flag byte ends each);
        counted against the skip limit like any data skipped."""
        read = 0
        while True:
            block = self._exactly(BLOCK)
            read += BLOCK
            if not block[504]:
                return
            if read > SKIP_LIMIT:
                raise Unreachable


def _padded(size: int) -> int:
    return -(-size // BLOCK) * BLOCK


def _checksum_holds(block: bytes) -> bool:
    try:
        stored = _number(block[148:156])
    except TarDamage:
        return False
    unsigned = sum(block[:148]) + 8 * 32 + sum(block[156:])
    # Old archivers summed signed bytes.
    signed = unsigned - 256 * sum(1 for byte in block[:148] + block[156:] if byte > 127)
    return stored in (unsigned, signed)


def _number(field: bytes) -> int:
    """A numeric header field: octal text, or GNU's base-256 (first bit set)."""
    if field[:1] and field[0] & 0x80:
        if field[0] != 0x80:  # negative: no size or checksum is
            raise TarDamage
        return int.from_bytes(field[1:], "big")
    text = field.split(b"\0", 1)[0].strip(b" ")
    if not text:
        return 0
    try:
        return int(text, 8)
    except ValueError:
        raise TarDamage from None


def _pax_number(text: str) -> int:
    if not text.isdigit():
        raise TarDamage
    return int(text)


def _text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _header_name(block: bytes) -> str:
    name = _text(block[:100].split(b"\0", 1)[0])
    if block[257:263] == _USTAR:  # POSIX ustar: a prefix before the name (GNU uses it else)
        prefix = _text(block[345:500].split(b"\0", 1)[0])
        if prefix:
            return f"{prefix}/{name}"
    return name


def _pax_records(data: bytes) -> dict[str, str]:
    """The records ``LENGTH KEY=VALUE\\n`` of a PAX extended header."""
    records: dict[str, str] = {}
    at = 0
    while at < len(data) and data[at : at + 1] != b"\0":
        space = data.find(b" ", at, at + 20)
        if space < 0 or not data[at:space].isdigit():
            raise TarDamage
        end = at + int(data[at:space])
        record = data[space + 1 : end]
        if end > len(data) or not record.endswith(b"\n") or b"=" not in record:
            raise TarDamage
        key, value = record[:-1].split(b"=", 1)
        records[_text(key)] = _text(value)
        at = end
    return records
