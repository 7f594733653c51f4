"""Peak memory of validating a 10,000-log archive, measured in a child process.

The archive is a zip file of complete No Return logs (3 players, random policy, written as
``regelwerk simulate --out`` writes them), built once from fixed seeds and kept under
``build/bench/``.  The child reads one member at a time, validates it and keeps only the
count of each status -- the way a bulk validator should run.

Two figures, both documented in RESULTS.md:

* **peak RSS**: the child's peak resident set size, ``VmHWM`` of ``/proc/self/status`` read
  by the child at its end: the interpreter, the imported library and the work.  (Not
  ``ru_maxrss``: Linux carries it across ``exec`` from the forked copy of the parent, so a
  child of a big benchmark process would report the parent's size.)  Also measured: a child
  that only imports the library, for the share of the interpreter and the imports;
* **traced peak**: ``tracemalloc``'s peak of Python allocations during the validation (a
  second child, since tracing slows everything down): what the work itself holds at most.

Issue 24 adds the greedy policy's memory: a child that plays 300 No Return games (3 players,
seeds 0...) with ``greedy`` reports its peak RSS, and a second child under ``tracemalloc``
what the legal-move generator's per-hand caches hold after them (the memory their clearing
frees).

A third figure is the command's: ``regelwerk validate --json`` over a JSON Lines file
(``.jsonl.gz``) of 10,000 logs and of 200,000 logs (the archive's logs, repeated), each in a
fresh child; the growth of its peak RSS between the two shows that the command streams (it
keeps no report: at most 10 MB more for twenty times the logs).

Run as a script (``python benchmarks/memory.py ARCHIVE [--trace|--idle|--command]``) it is
the child.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import zipfile
from collections import Counter
from pathlib import Path
from typing import Any

__all__ = [
    "ARCHIVE_LOGS",
    "archive_path",
    "build_archive",
    "build_lines",
    "measure_archive",
    "measure_command",
    "measure_greedy",
]

GREEDY_GAMES = 300

ARCHIVE_LOGS = 10_000
ARCHIVE_SEED = 40_000
_VERSION = 1  # bump when the archive's contents change


def archive_path(root: Path) -> Path:
    return root / "build" / "bench" / f"archive-v{_VERSION}-{ARCHIVE_LOGS}.zip"


def build_archive(path: Path, jobs: int = 2) -> None:
    """Write the archive (seeded: the same bytes every time), with ``jobs`` processes."""
    from regelwerk.parallel import simulate_logs

    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    with zipfile.ZipFile(temporary, "w", zipfile.ZIP_DEFLATED) as archive:
        logs = simulate_logs("no-return", 3, ARCHIVE_SEED, ARCHIVE_LOGS, jobs=jobs)
        for seed, text in zip(range(ARCHIVE_SEED, ARCHIVE_SEED + ARCHIVE_LOGS), logs, strict=True):
            archive.writestr(f"no-return-{seed}.json", text)
    temporary.replace(path)


def build_lines(archive: Path, path: Path, logs: int) -> None:
    """A gzip-compressed JSON Lines file of ``logs`` logs: the archive's, over and over."""
    import gzip

    with zipfile.ZipFile(archive) as zipped:
        lines = [
            json.dumps(json.loads(zipped.read(name)), separators=(",", ":")).encode() + b"\n"
            for name in zipped.namelist()
        ]
    temporary = path.with_suffix(".tmp")
    with gzip.open(temporary, "wb", compresslevel=1) as out:
        for k in range(logs):
            out.write(lines[k % len(lines)])
    temporary.replace(path)


def _command_child(lines: str) -> dict[str, Any]:
    """``regelwerk validate --json --quiet LINES`` in this process, its output discarded."""
    import contextlib
    import os

    from regelwerk.cli import main

    start = time.perf_counter()
    with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
        status = main(["validate", "--json", "--quiet", lines])
    seconds = time.perf_counter() - start
    return {"status": status, "seconds": seconds, "peak_rss": _peak_rss()}


def measure_command(small: Path, large: Path) -> dict[str, Any]:
    """Peak RSS of the command over the small and the large JSON Lines file."""
    small_report, small_rss = _run_child(small, "--command")
    large_report, large_rss = _run_child(large, "--command")
    assert small_report["status"] == large_report["status"] == 0
    return {
        "small_rss": small_rss,
        "large_rss": large_rss,
        "small_seconds": small_report["seconds"],
        "large_seconds": large_report["seconds"],
    }


def _greedy_child(games: int, traced: bool) -> dict[str, Any]:
    """``games`` greedy No Return games in this process: its peak RSS, and under
    ``tracemalloc`` what the generator's caches hold at the end."""
    import gc
    import random

    from regelwerk.noreturn import State, generate
    from regelwerk.noreturn.policies import greedy

    if traced:
        import tracemalloc

        tracemalloc.start()
    for seed in range(games):
        rng = random.Random(seed)
        state = State.new(3, seed)
        while not state.is_over:
            state = state.apply(greedy(state, rng))
    out: dict[str, Any] = {"peak_rss": _peak_rss()}
    if traced:
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        generate.clear_caches()
        gc.collect()
        out["caches"] = before - tracemalloc.get_traced_memory()[0]
    return out


def measure_greedy(games: int = GREEDY_GAMES) -> dict[str, int]:
    """Peak RSS of ``games`` greedy games in a fresh child, and the generator's caches after
    them (bytes; a second child, traced)."""
    _, rss = _run_child(Path(str(games)), "--greedy")
    traced, _ = _run_child(Path(str(games)), "--greedy-traced")
    return {"peak_rss": rss, "caches": int(traced["caches"])}


def _child(archive: str, mode: str) -> dict[str, Any]:
    from regelwerk.logs import validate

    if mode == "--command":
        return _command_child(archive)
    if mode.startswith("--greedy"):
        return _greedy_child(int(archive), traced=mode == "--greedy-traced")

    if mode == "--trace":
        import tracemalloc

        tracemalloc.start()
    counts: Counter[str] = Counter()
    start = time.perf_counter()
    if mode != "--idle":
        with zipfile.ZipFile(archive) as zipped:
            for name in zipped.namelist():
                counts[validate(zipped.read(name)).status.value] += 1
    seconds = time.perf_counter() - start
    out: dict[str, Any] = {"statuses": dict(counts), "seconds": seconds, "peak_rss": _peak_rss()}
    if mode == "--trace":
        out["traced_peak"] = tracemalloc.get_traced_memory()[1]
    return out


def _peak_rss() -> int:
    """This process's peak resident set size in bytes (VmHWM; ru_maxrss where no /proc)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:  # pragma: no cover - not Linux
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def _run_child(archive: Path, mode: str) -> tuple[dict[str, Any], int]:
    """The child's JSON report and its peak RSS in bytes."""
    done = subprocess.run(
        [sys.executable, __file__, str(archive), mode],
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    report: dict[str, Any] = json.loads(done.stdout)
    return report, int(report["peak_rss"])


def measure_archive(archive: Path) -> dict[str, Any]:
    """Validate the archive in fresh children: max RSS, traced peak, baseline RSS, rate."""
    _, idle_rss = _run_child(archive, "--idle")
    plain, rss = _run_child(archive, "--plain")
    traced, _ = _run_child(archive, "--trace")
    logs = sum(plain["statuses"].values())
    return {
        "logs": logs,
        "statuses": plain["statuses"],
        "max_rss": rss,
        "idle_rss": idle_rss,
        "traced_peak": traced["traced_peak"],
        "logs_per_second": logs / plain["seconds"],
    }


if __name__ == "__main__":
    sys.stdout.write(json.dumps(_child(sys.argv[1], sys.argv[2])))
