"""Archives built to exhaust ``regelwerk validate``: each costs bounded time and memory.

Every case of issue 22's list is an archive holding a bomb before valid logs, built at test
time (:mod:`.bombs`), mostly as concatenated compressed streams (each a MiB of the bomb,
repeated; the standard library's tar reader reads only the first stream of a ``.tar.bz2`` or
``.tar.xz``, so on main those cases fail as "damaged"), and in one stream where that is
quick to make (``test_a_huge_log_member_in_one_stream``). ``validate`` runs in a subprocess,
serially and with ``--jobs 2``, on the archive and on the same archive without the bomb: the
bomb may cost a few times the valid members' reading and a few tens of MiB more (peak RSS of
the process and its workers), never the minutes and GiB the standard library's readers spend
on it. The reports say what happened, and the valid logs are reported unless the archive's
rest lies beyond the bounds (:mod:`regelwerk.logs.bounds`).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from regelwerk.logs import Recorder, dumps

from .bombs import (
    BZIP2_128_MIB_OF_ZEROS,
    MIB,
    ZEROS_128_MIB_CRC,
    Repeat,
    ZipMember,
    compressed,
    lzma_zip_data,
    one_stream,
    raw_deflate,
    tar_header,
    tar_of,
    zip_archive,
)

pytestmark = pytest.mark.slow

_RUN = (
    "import resource, sys\n"
    "from regelwerk.cli import main\n"
    "status = main(sys.argv[1:])\n"
    "usage = max(resource.getrusage(who).ru_maxrss\n"
    "            for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))\n"
    "sys.stderr.write(f'\\nRSS {usage}\\n')\n"
    "sys.exit(status)\n"
)
EXTRA_MEMORY = 64 * 1024  # KiB: what a bomb may cost beyond the valid members
TIME_FACTOR = 4
TIME_SLACK = 2.0  # s: a loaded machine's noise on top


def _log(seed: int) -> bytes:
    recorder = Recorder.new("no-thanks", ["Ada", "Ben", "Cleo"], seed)
    while not recorder.state.is_over:
        recorder.play(next(iter(recorder.state.legal_actions())))
    return dumps(recorder.to_json()).encode()


VALID = {f"games/{seed}.json": _log(seed) for seed in range(3)}
LINES = b"\n".join(json.dumps(json.loads(data)).encode() for data in VALID.values()) + b"\n"


@dataclass(frozen=True)
class Run:
    status: int
    reports: list[dict[str, object]]
    seconds: float
    kib: int


def _validate(path: Path, jobs: str, timeout: float) -> Run:
    argv = [sys.executable, "-c", _RUN, "validate", "--json", "-q", "--jobs", jobs, str(path)]
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, timeout=timeout, check=False)
    seconds = time.perf_counter() - started
    err = done.stderr.decode()
    assert "Traceback" not in err, err
    kib = int(err.rsplit("RSS ", 1)[1])
    reports = [json.loads(line) for line in done.stdout.decode().splitlines()]
    return Run(done.returncode, reports, seconds, kib)


def _bounded(bomb: Path, baseline: Path, jobs: str) -> Run:
    """The run on ``bomb``, having checked its time and memory against ``baseline``'s."""
    base = _validate(baseline, jobs, timeout=60)
    assert base.status == 0, base.reports
    allowed = max(TIME_FACTOR * base.seconds, base.seconds + TIME_SLACK)
    try:
        run = _validate(bomb, jobs, timeout=allowed)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{bomb.name}: more than {allowed:.1f} s (valid members: {base.seconds:.1f} s)")
    assert run.kib <= base.kib + EXTRA_MEMORY, (run.kib, base.kib)
    return run


def _rules(run: Run) -> list[tuple[str, object, object]]:
    return [(str(r["file"]).split("::", 1)[-1], r["rule"], r["status"]) for r in run.reports]


_VALID_REPORTS = [(name, None, "finished") for name in VALID]
_TAR = tar_of(VALID)
_SUFFIX = {"gz": ".tar.gz", "bz2": ".tar.bz2", "xz": ".tar.xz", "": ".tar"}


def _tar(tmp_path: Path, kind: str, *bomb: bytes | Repeat) -> tuple[Path, Path]:
    """The bomb tar (``bomb`` parts then the valid members) and its baseline."""
    path = tmp_path / f"bomb{_SUFFIX[kind]}"
    path.write_bytes(compressed(kind, [*bomb, _TAR]))
    baseline = tmp_path / f"valid{_SUFFIX[kind]}"
    baseline.write_bytes(compressed(kind, [_TAR]))
    return path, baseline


JOBS = pytest.mark.parametrize("jobs", ["1", "2"])


@JOBS
@pytest.mark.parametrize("kind", ["gz", "bz2", "xz"])
def test_a_huge_log_member_ends_the_archive_at_once(tmp_path: Path, kind: str, jobs: str) -> None:
    # 1 GiB declared and present (of blanks): 239 s for 128 MiB in .tar.bz2 on main.
    bomb, baseline = _tar(tmp_path, kind, tar_header("big.json", 1024 * MIB), Repeat(b" ", 1024))
    assert bomb.stat().st_size < 2 * MIB
    run = _bounded(bomb, baseline, jobs)
    assert _rules(run) == [("big.json", "LOG-LIMIT", "malformed")]
    assert "rest of the input was not read" in str(run.reports[0]["message"])
    assert run.status == 2


@JOBS
@pytest.mark.parametrize(("kind", "mib"), [("gz", 1024), ("xz", 48)])
def test_a_huge_log_member_in_one_stream(tmp_path: Path, kind: str, mib: int, jobs: str) -> None:
    # As `tar czf` and `tar cJf` write them (one stream): the standard library's tar stream
    # slices what it unpacks 16 KiB at a time (187 s for 128 MiB of .tar.xz on main).
    bomb = tmp_path / f"bomb{_SUFFIX[kind]}"
    bomb.write_bytes(one_stream(kind, [tar_header("big.json", mib * MIB), Repeat(b" ", mib), _TAR]))
    baseline = tmp_path / f"valid{_SUFFIX[kind]}"
    baseline.write_bytes(one_stream(kind, [_TAR]))
    run = _bounded(bomb, baseline, jobs)
    assert _rules(run) == [("big.json", "LOG-LIMIT", "malformed")]


@JOBS
def test_a_huge_member_that_is_no_log_ends_the_archive(tmp_path: Path, jobs: str) -> None:
    bomb, baseline = _tar(tmp_path, "xz", tar_header("video.bin", 512 * MIB), Repeat(b"\0", 512))
    run = _bounded(bomb, baseline, jobs)
    assert _rules(run) == [("video.bin", "LOG-LIMIT", "malformed")]


@JOBS
def test_members_of_moderate_size_are_skipped(tmp_path: Path, jobs: str) -> None:
    # 9 MiB is past the log limit, within the skip limit: reported, then the next one.
    bomb, baseline = _tar(
        tmp_path, "bz2", tar_header("big.json", 9 * MIB), Repeat(b" ", 9),
        tar_header("notes.bin", 4 * MIB), Repeat(b"\0", 4),
    )  # fmt: skip
    run = _bounded(bomb, baseline, jobs)
    assert _rules(run) == [("big.json", "LOG-LIMIT", "malformed"), *_VALID_REPORTS]


def _long_name(kind: bytes, mib: int, tail: bytes) -> list[bytes | Repeat]:
    """A GNU long name (``L``) or PAX header (``x``) of ``mib`` MiB and ``tail``."""
    if kind == b"L":
        data: list[bytes | Repeat] = [Repeat(b"a", mib), tail + b"\0"]
        size = mib * MIB + len(tail) + 1
    else:  # one PAX record: "LENGTH path=aaa...tail\n", the length counting itself
        body = mib * MIB + len(tail) + len(" path=\n")
        length = body + len(str(body))
        length += len(str(length)) - len(str(body))
        data = [f"{length} path=".encode(), Repeat(b"a", mib), tail + b"\n"]
        size = length
    padding = bytes(-size % 512)
    return [tar_header("././@LongLink", size, kind), *data, padding, tar_header("x.json", 0)]


@JOBS
@pytest.mark.parametrize("kind", [b"L", b"x"])
def test_a_gigantic_name_ends_the_archive(tmp_path: Path, kind: bytes, jobs: str) -> None:
    # A 1 GiB long name: 2.1 GB of memory on main.
    bomb, baseline = _tar(tmp_path, "gz", *_long_name(kind, 1024, b".json"))
    assert bomb.stat().st_size < 2 * MIB
    run = _bounded(bomb, baseline, jobs)
    assert _rules(run) == [(str(bomb), "LOG-LIMIT", "malformed")]


@JOBS
@pytest.mark.parametrize("kind", [b"L", b"x"])
def test_a_long_name_is_reported_and_the_logs_behind_it_read(
    tmp_path: Path, kind: bytes, jobs: str
) -> None:
    # 1 MiB of name: main prints a line of 1 MiB; here the member is LOG-LIMIT header.
    bomb, baseline = _tar(tmp_path, "gz", *_long_name(kind, 1, b".json"))
    run = _bounded(bomb, baseline, jobs)
    assert _rules(run) == [("x.json", "LOG-LIMIT", "malformed"), *_VALID_REPORTS]
    assert "header" in str(run.reports[0]["message"])
    assert max(len(json.dumps(report)) for report in run.reports) < 4096


def _gnu_sparse(name: str, real: int, stored: int) -> bytes:
    """A GNU sparse header (type S): ``stored`` bytes at the start of a file of ``real``."""
    fields = {
        386: b"%011o\0" % 0 + b"%011o\0" % stored,  # the map's first entry
        483: b"\x80" + real.to_bytes(11, "big"),  # the real size
    }
    return tar_header(name, stored, b"S", fields=fields)


@JOBS
@pytest.mark.parametrize("format", ["gnu", "pax"])
def test_a_sparse_member_is_named_and_skipped(tmp_path: Path, format: str, jobs: str) -> None:
    # 64 GiB declared in 10 KB: main unpacks the holes (still running after 60 s).
    real = 64 << 30
    if format == "gnu":
        sparse = [_gnu_sparse("holes.jsonl", real, 512), b"{" * 512]
    else:
        records = b"".join(
            b"%d %s\n" % (len(record) + 2 + len(str(len(record) + 2)), record)
            for record in (b"GNU.sparse.major=1", b"GNU.sparse.minor=0",
                           b"GNU.sparse.name=holes.jsonl", b"GNU.sparse.realsize=%d" % real)
        )  # fmt: skip
        sparse_map = b"1\n0\n512\n"  # one piece: 512 bytes at offset 0, then holes
        sparse = [tar_header("././@PaxHeader", len(records), b"x"), records,
                  bytes(-len(records) % 512), tar_header("GNUSparseFile.0/holes.jsonl", 1024),
                  sparse_map + bytes(512 - len(sparse_map)), b"{" * 512]  # fmt: skip
    bomb, baseline = _tar(tmp_path, "", *sparse)
    run = _bounded(bomb, baseline, jobs)
    assert _rules(run) == [("holes.jsonl", "LOG-READ", "malformed"), *_VALID_REPORTS]
    assert "sparse" in str(run.reports[0]["message"])


def _zip(tmp_path: Path, *bomb: ZipMember) -> tuple[Path, Path]:
    valid = [ZipMember.stored(name, data) for name, data in VALID.items()]
    return zip_archive(tmp_path / "bomb.zip", [*bomb, *valid]), zip_archive(
        tmp_path / "valid.zip", valid
    )


@JOBS
@pytest.mark.parametrize("method", ["bzip2", "lzma"])
def test_zip_members_of_bzip2_and_lzma_unpack_in_bounded_steps(
    tmp_path: Path, method: str, jobs: str
) -> None:
    # 128 MiB in a few KiB: main unpacks it in one piece (2.1 GB for 1 GiB).
    if method == "bzip2":
        data, code = BZIP2_128_MIB_OF_ZEROS, 12
    else:
        data, code = _lzma_data(), 14
    member = ZipMember("zeros.json", data, code, ZEROS_128_MIB_CRC, 128 * MIB)
    bomb, baseline = _zip(tmp_path, member)
    assert bomb.stat().st_size < 64 * 1024
    run = _bounded(bomb, baseline, jobs)
    assert _rules(run) == [("zeros.json", "LOG-LIMIT", "malformed"), *_VALID_REPORTS]


_lzma_cache: list[bytes] = []


def _lzma_data() -> bytes:
    if not _lzma_cache:
        _lzma_cache.append(lzma_zip_data(128))
    return _lzma_cache[0]


@JOBS
@pytest.mark.parametrize("container", ["jsonl.gz", "zip", "tar.gz"])
def test_a_json_lines_bomb_stops_past_the_line(tmp_path: Path, container: str, jobs: str) -> None:
    # A line of 1 GiB (gzip, tar) or 256 MiB (zip): 10 s and 30 s for 1 GiB on main.
    if container == "tar.gz":
        size = 1024 * MIB + len(b'{"pad": "') + len(b'"}\n')
        bomb, baseline = _tar(tmp_path, "gz", tar_header("day.jsonl", size), b'{"pad": "',
                              Repeat(b"x", 1024), b'"}\n', bytes(-size % 512))  # fmt: skip
        name = "day.jsonl:1"
    elif container == "jsonl.gz":
        bomb = tmp_path / "bomb.jsonl.gz"
        bomb.write_bytes(compressed("gz", [b'{"pad": "', Repeat(b"x", 1024), b'"}\n', LINES]))
        baseline = tmp_path / "valid.jsonl.gz"
        baseline.write_bytes(compressed("gz", [LINES]))
        name = f"{bomb}:1"
    else:
        data, crc, size = raw_deflate(b"x", 256, b"\n" + LINES)
        bomb, baseline = _zip(tmp_path, ZipMember("day.jsonl", data, 8, crc, size))
        name = "day.jsonl:1"
    assert bomb.stat().st_size < 2 * MIB
    run = _bounded(bomb, baseline, jobs)
    # The line's end lies beyond the bounds: the rest of the stream is not read (a zip's
    # other members are read: they start where the central directory says).
    after = _VALID_REPORTS if container == "zip" else []
    assert _rules(run) == [(name, "LOG-LIMIT", "malformed"), *after]
    assert "rest of the input was not read" in str(run.reports[0]["message"])


@JOBS
def test_many_members_below_every_limit_meet_the_ratio(tmp_path: Path, jobs: str) -> None:
    # 40 members of 8 MiB of zeros in a few KiB of bzip2: each is within the skip limit,
    # together they are a bomb; the ratio of unpacked to compressed bytes stops them.
    parts: list[bytes | Repeat] = []
    for number in range(40):
        parts += [tar_header(f"{number}.bin", 8 * MIB), Repeat(b"\0", 8)]
    bomb, baseline = _tar(tmp_path, "bz2", *parts)
    assert bomb.stat().st_size < 64 * 1024
    run = _bounded(bomb, baseline, jobs)
    assert [rule for _, rule, _ in _rules(run)] == ["LOG-LIMIT"]
