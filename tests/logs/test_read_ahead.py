"""Reading stops one byte past the limit, and decompression a bounded read-ahead later
(issue 22): a log is handed on at most :data:`~regelwerk.logs.reading.MAX_BYTES` + 1 bytes
long, and the buffered stream over the decompressor unpacks at most
:data:`~regelwerk.logs.bounds.READ_AHEAD` more.  Every decompressor is counted here as the
readers call it, up to the LOG-LIMIT report of a log of zeros over the limit; a tar
member's header tells its size, so it is refused before any of it is unpacked."""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import tarfile
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from regelwerk.errors import LogError
from regelwerk.logs.bounds import READ_AHEAD
from regelwerk.logs.reading import MAX_BYTES
from regelwerk.logs.sources import logs_of
from regelwerk.rules import LogCode

OVER = MAX_BYTES + 2 * READ_AHEAD  # a log of zeros well over the limit (it compresses well)


class _Counted:
    """A decompressor whose output is counted in ``produced``."""

    def __init__(self, inner: Any, produced: list[int]) -> None:
        self._inner = inner
        self._produced = produced

    def decompress(self, *args: Any, **kwargs: Any) -> bytes:
        data: bytes = self._inner.decompress(*args, **kwargs)
        self._produced[0] += len(data)
        return data

    def flush(self, *args: Any) -> bytes:
        data: bytes = self._inner.flush(*args)
        self._produced[0] += len(data)
        return data

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


@pytest.fixture
def produced(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The count of bytes every decompressor made from now on (zlib for gzip and zip's
    deflate, bz2 and lzma for their streams and for zip's bzip2 and LZMA members)."""
    count = [0]
    for module, name in (
        (zlib, "decompressobj"),
        (zlib, "_ZlibDecompressor"),  # gzip's, from Python 3.12
        (bz2, "BZ2Decompressor"),
        (lzma, "LZMADecompressor"),
    ):
        real = getattr(module, name, None)
        if real is not None:

            def made(*args: Any, _real: Any = real, **kwargs: Any) -> _Counted:
                return _Counted(_real(*args, **kwargs), count)

            monkeypatch.setattr(module, name, made)
    return count


def _zip(path: Path, method: int) -> Path:
    with zipfile.ZipFile(path, "w", compression=method) as archive:
        archive.writestr("big.json", bytes(OVER))
        archive.writestr("next.json", b"{}")
    return path


def _tar(path: Path, mode: str) -> Path:
    with tarfile.open(path, mode) as archive:  # type: ignore[call-overload]
        info = tarfile.TarInfo("big.json")
        info.size = OVER
        archive.addfile(info, io.BytesIO(bytes(OVER)))
    return path


def _until_refused(name: str) -> Iterator[object]:
    for found in logs_of(name):
        yield found.source
        if not isinstance(found.source, (str, bytes)):
            return


CASES = {
    "gzip": lambda tmp: _written(tmp / "big.json.gz", gzip.compress(bytes(OVER))),
    "zip deflate": lambda tmp: _zip(tmp / "d.zip", zipfile.ZIP_DEFLATED),
    "zip bzip2": lambda tmp: _zip(tmp / "b.zip", zipfile.ZIP_BZIP2),
    "zip LZMA": lambda tmp: _zip(tmp / "l.zip", zipfile.ZIP_LZMA),
    "tar bz2": lambda tmp: _tar(tmp / "b.tar.bz2", "w:bz2"),
    "tar xz": lambda tmp: _tar(tmp / "x.tar.xz", "w:xz"),
}


def _written(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("kind", list(CASES))
def test_decompression_stops_within_the_read_ahead_of_the_limit(
    kind: str, tmp_path: Path, produced: list[int]
) -> None:
    path = CASES[kind](tmp_path)
    produced[0] = 0
    sources = list(_until_refused(str(path)))
    refused = sources[-1]
    assert isinstance(refused, LogError) and refused.code == LogCode.LOG_LIMIT
    assert produced[0] <= MAX_BYTES + 1 + READ_AHEAD, produced[0] - MAX_BYTES - 1
    if kind.startswith("tar"):  # refused by its header's size, before any of it is unpacked
        assert produced[0] < 64 * 1024
