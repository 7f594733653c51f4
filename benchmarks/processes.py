"""Whole-process rows: the command as users run it, each next to its anchor in the same run.

Each figure is the best wall time of a few runs of a fresh process (start-up included),
timed right after its anchor (the strict-parse floor, or PyPI ``no-thanks`` as a process);
the figures whose target is "today's" figure compare with the ratio recorded under
``today`` in ``baseline.json`` (measured on main before issue 12's speed work).
"""

from __future__ import annotations

import compileall
import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from corpus import log_texts
from measure import reference_us

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PYTHON = sys.executable

# The strict-parse floor: read each file and parse it with json, refusing duplicate keys
# (as LOG-SYNTAX does); nothing else.
_FLOOR = """
import json, sys
from pathlib import Path
def strict(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise ValueError(key)
        seen[key] = value
    return seen
for path in sorted(Path(sys.argv[1]).iterdir()):
    json.loads(path.read_bytes(), object_pairs_hook=strict)
"""

# PyPI no-thanks 0.2.2 as a process: reset() + play() per game, its random players.
_PEER = """
import logging, random, sys
from no_thanks.core import Game, Player
logging.getLogger("no_thanks").setLevel(logging.WARNING)
random.seed(12345)
game = Game([Player(f"P{seat}") for seat in range(4)])
for _ in range(int(sys.argv[1])):
    game.reset()
    game.play()
"""


def _best(command: Sequence[str], runs: int = 5) -> float:
    """The best wall time (s) of ``runs`` runs of ``command``, its output discarded."""
    return _best_with_cpu(command, runs)[0]


def _best_with_cpu(command: Sequence[str], runs: int = 5) -> tuple[float, float]:
    """The best wall time (s) of ``runs`` runs of ``command`` and the least CPU time (s)
    one of them took (the process and its workers), its output discarded."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    # As a user's shell runs it: this sandbox sets PYTHONUNBUFFERED=1, which would turn every
    # line the command prints into a write of its own (a pipe is block-buffered otherwise).
    env.pop("PYTHONUNBUFFERED", None)
    best, cpu = float("inf"), float("inf")
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(
            command,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=ROOT,
        )
        best = min(best, time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        used = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        cpu = min(cpu, used)
    return best, cpu


# The summary line of a run of thousands of logs: what it adds to the process (MiB of
# resident memory) and how many of Babel's modules it imports (issue 24: none).
_SUMMARY = """
import json, sys
from regelwerk.cli.tally import Tally
from regelwerk.logs.report import Status
def rss():
    with open("/proc/self/status") as status:
        line = next(line for line in status if line.startswith("VmRSS:"))
    return int(line.split()[1]) / 1024
tally = Tally(sys.argv[1])
for status in [Status.FINISHED] * int(sys.argv[2]):
    tally.add(status)
before = rss()
tally.summary()
babel = sum(1 for name in sys.modules if name == "babel" or name.startswith("babel."))
print(json.dumps({"mib": rss() - before, "babel": babel}))
"""


def _summary(logs: int) -> tuple[float, int]:
    """MiB the summary line of ``logs`` logs adds (the most over the five languages), and
    the Babel modules it loads (the most of them)."""
    mib, babel = 0.0, 0
    for lang in ("en", "de", "fr", "es", "nl"):
        done = subprocess.run(
            [PYTHON, "-c", _SUMMARY, lang, str(logs)],
            check=True,
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
        found = json.loads(done.stdout)
        mib, babel = max(mib, found["mib"]), max(babel, found["babel"])
    return mib, babel


def _corpus(game: str, players: int, count: int) -> Path:
    """``count`` complete logs of ``game`` as files (build/bench/, written once)."""
    folder = ROOT / "build" / "bench" / f"proc-{game}-{count}"
    if not folder.exists():
        partial = folder.with_name(folder.name + ".partial")
        partial.mkdir(parents=True, exist_ok=True)
        for k, text in enumerate(log_texts(game, players, count)):
            (partial / f"{game}-{k:05d}.json").write_bytes(text)
        partial.rename(folder)
    return folder


def _regelwerk(*args: str) -> list[str]:
    return [PYTHON, "-m", "regelwerk", *args]


def _compile_bytecode() -> None:
    """Compile the package's bytecode, as installing a wheel does (pip compiles on install):
    the rows measure the command as users run it, not Python compiling our sources at every
    start (``PYTHONDONTWRITEBYTECODE`` in an environment would otherwise make every process
    compile them, about 40 ms of a one-file ``validate``)."""
    compileall.compile_dir(str(ROOT / "src"), quiet=1)


def measure(quick: bool) -> dict[str, float]:
    """Seconds of every whole-process workload, and the reference next to them (µs)."""
    _compile_bytecode()
    logs = 300 if quick else 3000
    games = 2000 if quick else 20000
    nr_games = 300 if quick else 2000
    nr_dir, nt_dir = _corpus("no-return", 3, logs), _corpus("no-thanks", 4, logs)
    one = next(iter(sorted(nr_dir.iterdir())))
    out: dict[str, float] = {"logs": logs, "games": games, "nr_games": nr_games}
    out["reference_us"] = reference_us()
    out["nr_floor"] = _best([PYTHON, "-c", _FLOOR, str(nr_dir)])
    out["nr_validate"] = _best(_regelwerk("validate", "--json", "--quiet", "--dir", str(nr_dir)))
    out["nt_floor"] = _best([PYTHON, "-c", _FLOOR, str(nt_dir)])
    out["nt_validate"] = _best(_regelwerk("validate", "--json", "--quiet", "--dir", str(nt_dir)))
    out["validate_one"] = _best(_regelwerk("validate", str(one)), runs=11)
    # Issue 24: one file's validate and legal next to the interpreter doing nothing.
    out["python_pass"] = _best([PYTHON, "-c", "pass"], runs=11)
    out["validate_one_again"] = _best(_regelwerk("validate", str(one)), runs=11)
    out["legal_one"] = _best(_regelwerk("legal", str(one)), runs=11)
    # --jobs 2 next to --jobs 1, wall and CPU (a free core: the gain; a busy one: the cost).
    for game, folder in (("nr", nr_dir), ("nt", nt_dir)):
        for jobs in ("1", "2"):
            command = _regelwerk("validate", "--json", "--quiet", "--jobs", jobs, "--dir")
            wall, cpu = _best_with_cpu([*command, str(folder)])
            out[f"{game}_jobs{jobs}"], out[f"{game}_jobs{jobs}_cpu"] = wall, cpu
    out["summary_mib"], out["summary_babel"] = _summary(logs)
    out["nt_peer"] = _best([PYTHON, "-c", _PEER, str(games)])
    out["nt_simulate"] = _best(
        _regelwerk(
            "simulate", "--game", "no-thanks", "--players", "4", "--games", str(games), "--quiet"
        )
    )
    out["nr_simulate"] = _best(
        _regelwerk("simulate", "--game", "no-return", "--games", str(nr_games), "--quiet")
    )
    return out
