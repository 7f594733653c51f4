"""A zip member compressed with bzip2 or LZMA, decompressed in bounded steps.

:mod:`zipfile` hands a bzip2 or LZMA member's compressed data to the decompressor without a
bound on the output (only deflate is given one): a few KiB of input can unpack into GiB in
one call.  Such a member is read here instead, from its local header, and each call of the
decompressor asks for at most what the reader wants (``max_length``).  The format is the
one zip's APPNOTE gives (section 4.3.7 for the local header, 5.8 for LZMA's properties).
"""

from __future__ import annotations

import io
import struct
import zlib
from typing import IO, TYPE_CHECKING, Final, Protocol

from regelwerk.logs.bounds import READ_AHEAD

if TYPE_CHECKING:
    from zipfile import ZipInfo

__all__ = ["BOUNDED_HERE", "ZipDamage", "open_member"]

BZIP2: Final = 12
LZMA: Final = 14
BOUNDED_HERE: Final = frozenset({BZIP2, LZMA})
"""The compression methods read here (the others through :mod:`zipfile`)."""

_LOCAL: Final = struct.Struct("<4s5H3L2H")
_CHUNK: Final = READ_AHEAD  # the buffer, so a log is unpacked at most this far past the limit


class ZipDamage(Exception):
    """The member is damaged, truncated or not what its entry says."""


class _Decompressor(Protocol):
    @property
    def eof(self) -> bool: ...
    @property
    def needs_input(self) -> bool: ...

    def decompress(self, data: bytes, max_length: int = -1) -> bytes: ...


class _Member(io.RawIOBase):
    """The decompressed bytes of one member, checked against its size and CRC at the end."""

    def __init__(self, raw: IO[bytes], info: ZipInfo, start: int) -> None:
        self._raw = raw
        self._info = info
        self._position = start  # of the next compressed byte in raw
        self._left = info.compress_size
        self._produced = 0
        self._crc = 0
        self._decompressor = self._open()

    def _compressed(self, size: int) -> bytes:
        self._raw.seek(self._position)  # zipfile shares raw: never rely on its position
        data = self._raw.read(min(size, self._left))
        self._position += len(data)
        self._left -= len(data)
        return data

    def _open(self) -> _Decompressor:
        if self._info.compress_type == BZIP2:
            import bz2

            return bz2.BZ2Decompressor()
        import lzma

        head = self._compressed(4)
        if len(head) != 4:
            raise ZipDamage
        (size,) = struct.unpack("<H", head[2:4])
        properties = self._compressed(size)
        if size != 5 or len(properties) != 5 or properties[0] >= 9 * 5 * 5:
            raise ZipDamage
        bits, dictionary = properties[0], int.from_bytes(properties[1:], "little")
        lzma1 = {
            "id": lzma.FILTER_LZMA1,
            "lc": bits % 9,
            "lp": bits // 9 % 5,
            "pb": bits // 45,
            "dict_size": dictionary,
        }
        return lzma.LZMADecompressor(lzma.FORMAT_RAW, filters=[lzma1])

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        wanted = len(buffer)
        while wanted:
            if self._decompressor.eof or (self._done() and self._decompressor.needs_input):
                self._check()
                return 0
            chunk = b""
            if self._decompressor.needs_input:
                chunk = self._compressed(_CHUNK)
                if not chunk:
                    raise ZipDamage  # truncated
            try:
                data = self._decompressor.decompress(chunk, wanted)
            except (OSError, EOFError, ValueError) as error:  # LZMAError is an OSError
                raise ZipDamage from error
            if data:
                self._produced += len(data)
                if self._produced > self._info.file_size:
                    raise ZipDamage  # more than its entry says
                self._crc = zlib.crc32(data, self._crc)
                buffer[: len(data)] = data
                return len(data)
        return 0

    def _done(self) -> bool:
        """Whether all compressed bytes were given (an LZMA stream may lack an end mark)."""
        return self._left == 0

    def _check(self) -> None:
        if self._produced != self._info.file_size or self._crc != self._info.CRC:
            raise ZipDamage


def open_member(raw: IO[bytes], info: ZipInfo) -> io.BufferedReader:
    """The member ``info`` of the zip file ``raw`` (bzip2 or LZMA, not encrypted) as a
    buffered stream; :class:`ZipDamage` when its local header is not one."""
    raw.seek(info.header_offset)
    header = raw.read(_LOCAL.size)
    if len(header) != _LOCAL.size or header[:4] != b"PK\x03\x04":
        raise ZipDamage
    name_size, extra_size = _LOCAL.unpack(header)[-2:]
    start = info.header_offset + _LOCAL.size + name_size + extra_size
    return io.BufferedReader(_Member(raw, info, start), buffer_size=_CHUNK)
