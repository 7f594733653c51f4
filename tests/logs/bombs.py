"""Archives built to exhaust a reader, made at test time and small on disk.

A bomb is written as parts: plain bytes, or a pattern repeated whole MiB.  Each part is
compressed on its own and the compressed streams are concatenated (gzip, bzip2 and xz all
read concatenated streams as one): a part of 1 GiB costs one MiB compressed once, repeated.
Zip members are written by hand (:func:`zip_archive`) so that a member's compressed bytes
can be made the same way.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import struct
import tarfile
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

MIB = 1 << 20

__all__ = [
    "MIB",
    "Repeat",
    "compressed",
    "one_stream",
    "raw_deflate",
    "tar_header",
    "tar_of",
    "zip_archive",
]


@dataclass(frozen=True)
class Repeat:
    """``pattern`` (one byte) repeated ``mib`` MiB."""

    pattern: bytes
    mib: int


Part = bytes | Repeat

_COMPRESS: dict[str, Callable[[bytes], bytes]] = {
    "gz": lambda data: gzip.compress(data, compresslevel=9, mtime=0),
    "bz2": lambda data: bz2.compress(data, 9),
    "xz": lambda data: lzma.compress(data, preset=0),
    "": lambda data: data,
}


@cache
def _chunk(kind: str, pattern: bytes) -> bytes:
    return _COMPRESS[kind](pattern * MIB)


def compressed(kind: str, parts: Sequence[Part]) -> bytes:
    """``parts`` compressed as ``kind`` (``gz``, ``bz2``, ``xz`` or ``""`` for none)."""
    out = io.BytesIO()
    for part in parts:
        if isinstance(part, Repeat):
            chunk = _chunk(kind, part.pattern)
            for _ in range(part.mib):
                out.write(chunk)
        elif part:
            out.write(_COMPRESS[kind](part))
    return out.getvalue()


def one_stream(kind: str, parts: Sequence[Part]) -> bytes:
    """``parts`` as one gzip (``gz``) or xz (``xz``) stream, as ``tar czf`` or ``tar cJf``
    write them.  gzip's repeated MiB is compressed once after a full flush (deflate then
    starts afresh, so the same bytes follow each flush); xz compresses each MiB (use
    tens of MiB, not GiB)."""
    if kind == "xz":
        xz = lzma.LZMACompressor(preset=0)
        out = []
        for part in parts:
            for piece in _pieces(part):
                out.append(xz.compress(piece))
        return b"".join(out) + xz.flush()
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = io.BytesIO()
    crc = size = 0
    for part in parts:
        if isinstance(part, Repeat):
            chunk = deflate.compress(part.pattern * MIB) + deflate.flush(zlib.Z_FULL_FLUSH)
            body.write(chunk * part.mib)
        else:
            body.write(deflate.compress(part) + deflate.flush(zlib.Z_FULL_FLUSH))
        for piece in _pieces(part):
            crc = zlib.crc32(piece, crc)
            size += len(piece)
    body.write(deflate.flush())
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
    return header + body.getvalue() + struct.pack("<2L", crc, size & 0xFFFFFFFF)


def _pieces(part: Part) -> Iterator[bytes]:
    if isinstance(part, Repeat):
        block = part.pattern * MIB
        for _ in range(part.mib):
            yield block
    else:
        yield part


def tar_header(
    name: str | bytes, size: int, kind: bytes = b"0", *, fields: dict[int, bytes] | None = None
) -> bytes:
    """A ustar header block (sizes beyond octal's 11 digits in GNU's base-256)."""
    block = bytearray(512)
    raw = name.encode() if isinstance(name, str) else name
    block[0 : len(raw[:100])] = raw[:100]
    block[100:108] = b"0000644\0"
    block[108:116] = block[116:124] = b"0000000\0"
    if size < 8**11:
        block[124:136] = b"%011o\0" % size
    else:
        block[124:136] = b"\x80" + size.to_bytes(11, "big")
    block[136:148] = b"00000000000\0"
    block[156:157] = kind
    block[257:265] = b"ustar\x0000"
    for offset, value in (fields or {}).items():
        block[offset : offset + len(value)] = value
    block[148:156] = b" " * 8
    block[148:156] = b"%06o\0 " % sum(block)
    return bytes(block)


def tar_of(members: dict[str, bytes]) -> bytes:
    """A whole tar archive (with its end blocks) holding ``members``."""
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return out.getvalue()


def raw_deflate(pattern: bytes, mib: int, tail: bytes = b"") -> tuple[bytes, int, int]:
    """Raw deflate data of ``pattern`` repeated ``mib`` MiB then ``tail``, with its CRC and
    size: each MiB is compressed after a full flush, so one compressed MiB serves for all."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    chunk = compressor.compress(pattern * MIB) + compressor.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    block = pattern * MIB
    for _ in range(mib):
        crc = zlib.crc32(block, crc)
    crc = zlib.crc32(tail, crc)
    end = compressor.compress(tail) + compressor.flush()
    return chunk * mib + end, crc, mib * MIB + len(tail)


@dataclass(frozen=True)
class ZipMember:
    """A member written as given: its compressed bytes, method, CRC and sizes."""

    name: str
    data: bytes
    method: int = 0
    crc: int = 0
    size: int = 0

    @classmethod
    def stored(cls, name: str, data: bytes) -> ZipMember:
        return cls(name, data, 0, zlib.crc32(data), len(data))


def zip_archive(path: Path, members: Sequence[ZipMember]) -> Path:
    """A zip file of ``members`` (no zip64: each under 4 GiB)."""
    out = io.BytesIO()
    central = io.BytesIO()
    for member in members:
        offset = out.tell()
        name = member.name.encode()
        version = 63 if member.method == 14 else 46 if member.method == 12 else 20
        fixed = (version, 0, member.method, 0, 0x21, member.crc, len(member.data), member.size)
        out.write(struct.pack("<4s5H3L2H", b"PK\x03\x04", *fixed, len(name), 0))
        out.write(name + member.data)
        central.write(struct.pack("<4s6H3L5H2L", b"PK\x01\x02", version, *fixed, len(name),
                                  0, 0, 0, 0, 0, offset))  # fmt: skip
        central.write(name)
    start = out.tell()
    directory = central.getvalue()
    out.write(directory)
    count = len(members)
    out.write(struct.pack("<4s4H2LH", b"PK\x05\x06", 0, 0, count, count, len(directory),
                          start, 0))  # fmt: skip
    path.write_bytes(out.getvalue())
    return path


# bz2.compress(bytes(128 << 20), 9): 112 bytes that unpack into 128 MiB in one stream (made
# once: compressing 128 MiB takes seconds, and zip's bzip2 member is one stream).
BZIP2_128_MIB_OF_ZEROS = bytes.fromhex(
    "425a68393141592653590e09e2df015f8e4000c0000008200030804d4642a025a90a809731415926535"
    "90e09e2df015f8e4000c0000008200030804d4642a025a90a809731415926535981f39ae30144e7400"
    "0c4000008200030cc0529a65454426c5515109e2ee48a70a1214b8fa842"
)
ZEROS_128_MIB_CRC = zlib.crc32(bytes(128 << 20))


def lzma_zip_data(mib: int) -> bytes:
    """A zip LZMA member's data (APPNOTE 5.8: version, properties, raw LZMA1) of ``mib``
    MiB of zeros."""
    compressor = lzma.LZMACompressor(
        lzma.FORMAT_RAW, filters=[{"id": lzma.FILTER_LZMA1, "preset": 0}]
    )
    parts = [compressor.compress(bytes(MIB)) for _ in range(mib)]
    body = b"".join(parts) + compressor.flush()
    properties: bytes = lzma._encode_filter_properties(  # type: ignore[attr-defined]
        {"id": lzma.FILTER_LZMA1, "preset": 0}
    )
    return struct.pack("<BBH", 9, 4, len(properties)) + properties + body
