"""The work one input may cost: bytes skipped, and bytes unpacked per byte read.

Reading a log is capped at :data:`~regelwerk.logs.reading.MAX_BYTES` plus one byte (a
compressed one is unpacked at most :data:`READ_AHEAD` further); what lies around the logs
is bounded here, so that an archive's declared sizes and compression
ratio never decide how long a reader works:

- getting past anything that is not read (the rest of an over-long line or member, a
  member that is no log, a header's data) reads at most :data:`SKIP_LIMIT` bytes;
- a compressed stream yields at most :data:`FLOOR` plus :data:`RATIO` times the compressed
  bytes read (:class:`Metered`).

Past either bound, :class:`Unreachable` is raised: the rest of the input is given up, with
one LOG-LIMIT report (``reason`` ``rest``) for what was being read.
"""

from __future__ import annotations

import io
from typing import Final, Protocol

from regelwerk.logs.reading import MAX_BYTES

__all__ = [
    "FLOOR",
    "RATIO",
    "READ_AHEAD",
    "SKIP_LIMIT",
    "LineReader",
    "Metered",
    "Reader",
    "Unreachable",
    "compression",
    "decompressed",
]

SKIP_LIMIT: Final = 2 * MAX_BYTES
"""The most bytes read to get past one thing that is not read (16 MiB)."""
FLOOR: Final = 4 * MAX_BYTES
"""Decompressed bytes a compressed stream may always yield (32 MiB) ..."""
READ_AHEAD: Final = max(io.DEFAULT_BUFFER_SIZE, 64 * 1024)
"""The most bytes a compressed log is unpacked beyond what is handed on (the limit and one
byte): what the buffered stream over the decompressor holds ahead, which each call of the
decompressor fills at most (``max_length``): :mod:`io`'s default buffer (8 KiB) for gzip,
bzip2 and xz streams, 64 KiB for zip's bzip2 and LZMA members (:mod:`.zipstream`), and
:mod:`zipfile`'s reads of 4 KiB for deflate."""
RATIO: Final = 1024
"""... and per compressed byte read beyond that: deflate never exceeds 1,032 to 1, and logs
compress 10 to 50 to 1; only a bomb goes further (bzip2 and xz reach a million to 1)."""


class Unreachable(Exception):
    """The rest of an input lies behind more work than the bounds allow; ``reported``
    when the reader that found it has already given its LOG-LIMIT report."""

    def __init__(self, reported: bool = False) -> None:
        super().__init__(reported)
        self.reported = reported


class LineReader(Protocol):
    """What JSON Lines are read from: anything with a binary ``readline``."""

    def readline(self, size: int = -1, /) -> bytes:
        """The next line, with its newline; empty at the end."""
        ...


class Reader(LineReader, Protocol):
    """A binary stream: a file, a zip or tar member, a gzip stream."""

    def read(self, size: int = -1, /) -> bytes:
        """Up to ``size`` bytes (all that is left for ``-1``); empty at the end."""
        ...


class _Counting:
    """The compressed file as the decompressor reads it, counting the bytes."""

    def __init__(self, raw: Reader) -> None:
        self._raw = raw
        self.count = 0

    def read(self, size: int = -1) -> bytes:
        data = self._raw.read(size)
        self.count += len(data)
        return data


class Metered:
    """A decompressed stream that raises :class:`Unreachable` once it has yielded more
    than :data:`FLOOR` plus :data:`RATIO` bytes per compressed byte read."""

    def __init__(self, stream: Reader, compressed: _Counting) -> None:
        self._stream = stream
        self._compressed = compressed
        self._yielded = 0

    def _counted(self, data: bytes) -> bytes:
        self._yielded += len(data)
        if self._yielded > FLOOR + RATIO * self._compressed.count:
            raise Unreachable
        return data

    def read(self, size: int = -1) -> bytes:
        """Up to ``size`` decompressed bytes."""
        return self._counted(self._stream.read(size))

    def readline(self, size: int = -1) -> bytes:
        """The next decompressed line, at most ``size`` bytes."""
        return self._counted(self._stream.readline(size))


def decompressed(raw: Reader, kind: str) -> Metered:
    """The stream ``raw`` decompressed as ``kind`` (``gzip``, ``bz2`` or ``xz``), metered.
    The standard library's stream readers decompress in bounded steps (their ``read`` asks
    the decompressor for at most what is wanted); only the ratio is bounded here."""
    counting = _Counting(raw)
    stream: Reader
    if kind == "gzip":
        import gzip

        stream = gzip.GzipFile(fileobj=counting, mode="rb")  # type: ignore[call-overload]
    elif kind == "bz2":
        import bz2

        stream = bz2.BZ2File(counting, mode="rb")  # type: ignore[call-overload]
    else:
        import lzma

        stream = lzma.LZMAFile(counting, mode="rb")  # type: ignore[arg-type]  # noqa: SIM115
    return Metered(stream, counting)


def compression(head: bytes) -> str | None:
    """The compression a stream starting with ``head`` (6 bytes) has, by its magic number:
    ``gzip``, ``bz2``, ``xz``, or ``None``."""
    if head.startswith(b"\x1f\x8b"):
        return "gzip"
    if head.startswith(b"BZh"):
        return "bz2"
    if head.startswith(b"\xfd7zXZ\x00"):
        return "xz"
    return None
