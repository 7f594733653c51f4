"""``make bench``: every figure of issue 6 measured in one run, as one table.

Usage: ``python benchmarks/run.py [--quick] [--update-baseline | --baseline-from REV] [--no-guard]``

* Each figure is a **median** over a fixed, seeded corpus (see ``corpus.py``); each item of
  the corpus is timed several times and its best time kept (``measure.py``).
* Each figure is also a **ratio** to a fixed pure-Python workload timed just before it (the
  in-run reference).  The regression guard measures the code of the commit that
  ``benchmarks/baseline.json`` names (exported from git into build/bench/) beside this
  tree's, in alternating pairs of child processes (:func:`compare`), and flags every figure
  more than 10% slower than the baseline's code; ``make bench`` then exits with status 1
  (run with ``--no-guard`` to only report).  ``--update-baseline`` makes HEAD the baseline
  commit, ``--baseline-from REV`` commit ``REV``.
* Targets are absolute (µs on the 2-core machine class); each is printed with its margin.
* The table is printed and written to ``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import os
import platform
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import playouts  # noqa: E402
from corpus import action_cases, log_texts, mid_game_states  # noqa: E402
from measure import best_per_item, reference_us, timed_mean, timed_median  # noqa: E402
from memory import (  # noqa: E402
    ARCHIVE_LOGS,
    GREEDY_GAMES,
    archive_path,
    build_archive,
    build_lines,
    measure_archive,
    measure_command,
    measure_greedy,
)

from regelwerk.logs import Status, validate  # noqa: E402
from regelwerk.noreturn import State as NoReturnState  # noqa: E402
from regelwerk.parallel import simulate_games, validate_many  # noqa: E402

BASELINE = HERE / "baseline.json"
RESULTS = HERE / "RESULTS.md"
TOLERANCE = 1.10  # a figure more than 10% slower than the baseline's code is a regression


@dataclass
class Figure:
    key: str
    label: str
    value: float  # in `unit`; smaller is better for times, larger for rates
    unit: str
    per_second: float | None = None
    reference: float | None = None  # the in-run reference (µs) next to which it was timed
    target: str = ""
    margin: str = ""
    met: bool | None = None
    ratio: float | None = None  # value / reference, for the guard (times only)
    note: str = ""


def _time_target(value: float, limit: float) -> tuple[str, bool]:
    return f"{limit / value:.1f}x under" if value <= limit else f"{value / limit:.2f}x over", (
        value <= limit
    )


def _timed(
    key: str,
    label: str,
    micros: float,
    reference: float,
    *,
    unit: str = "µs",
    limit_us: float | None = None,
    target: str = "",
    rate: bool = False,
) -> Figure:
    figure = Figure(key, label, micros if unit == "µs" else micros / 1000, unit)
    figure.reference = reference
    figure.ratio = micros / reference
    if rate:
        figure.per_second = 1e6 / micros
    if limit_us is not None:
        figure.target = target
        figure.margin, figure.met = _time_target(micros, limit_us)
    return figure


# --- No Return --------------------------------------------------------------------------


def _random_game_nr(seed: int) -> int:
    return playouts.random_playout(NoReturnState.new(3, seed), seed)


def clear_caches() -> None:
    """Empty the legal-move generator's per-hand caches (the per-pattern tables stay: any
    running program has them warm)."""
    from regelwerk.noreturn import generate

    if hasattr(generate, "clear_caches"):
        generate.clear_caches()
        return
    # A commit older than ``clear_caches`` (measured by --baseline-from): the same four.
    for name in ("_payments", "_groups", "_exchanges", "_exchange_count"):
        getattr(generate, name).cache_clear()


def _timed_cold(items: list[Any], work: Callable[[Any], object], repeats: int) -> float:
    """Median of per-item best times, each call on empty caches (clearing is not timed)."""
    best = [float("inf")] * len(items)
    for _ in range(repeats):
        for index, item in enumerate(items):
            clear_caches()
            start = time.perf_counter()
            work(item)
            best[index] = min(best[index], time.perf_counter() - start)
    return statistics.median(best) * 1e6


def no_return(figures: list[Figure], quick: bool, today: dict[str, float]) -> None:
    states = mid_game_states(25 if quick else 100)
    cases = action_cases(states)
    repeats = 3 if quick else 7

    ref = reference_us()
    # The mean, not the median: the corpus is half legal actions (about 1 µs) and half
    # illegal ones (about 3.5 µs, explained with their data), so its median sits on the
    # edge between the two groups and jumps from one to the other between runs.
    check = timed_mean(cases, lambda case: case.state.check(case.action), inner=50)
    figure = _timed(
        "nr.check",
        "NR: check one action against a state",
        check,
        ref,
        limit_us=15,
        target="≤ 15 µs",
    )
    figure.note = "the mean over the corpus (half legal, half illegal actions)"
    figures.append(figure)
    ref = reference_us()
    listing = _timed_cold(states, lambda state: list(state.legal_actions()), repeats)
    figures.append(
        _timed(
            "nr.list",
            "NR: list the legal actions of a mid-game state",
            listing,
            ref,
        )
    )
    _against_today(figures[-1], today, 1 / 1.7, "≥ 1.7x today's rate")
    ref = reference_us()
    counting = _timed_cold(states, lambda state: state.legal_actions().count(), repeats)
    figures.append(
        _timed(
            "nr.count",
            "NR: count the legal actions of a mid-game state",
            counting,
            ref,
            limit_us=20,
            target="≤ 20 µs",
        )
    )
    ref = reference_us()
    warm = timed_median(states, lambda state: list(state.legal_actions()), repeats=repeats)
    figures.append(_timed("nr.list_warm", "NR: list them again (per-hand caches warm)", warm, ref))
    ref = reference_us()
    warm_count = timed_median(states, lambda state: state.legal_actions().count(), inner=10)
    figures.append(
        _timed("nr.count_warm", "NR: count them again (per-hand caches warm)", warm_count, ref)
    )

    logs = log_texts("no-return", 3, 60 if quick else 300)
    assert all(validate(text).status is Status.FINISHED for text in logs)
    random_turns = statistics.mean(len(json.loads(text)["turns"]) for text in logs)
    ref = reference_us()
    validating = timed_median(logs, validate, repeats=repeats)
    figures.append(
        _timed(
            "nr.validate",
            "NR: validate a full 3-player log (bytes; parsing included)",
            validating,
            ref,
            unit="ms",
            limit_us=250,
            target="≤ 0.25 ms",
            rate=True,
        )
    )
    greedy = log_texts("no-return", 3, 40 if quick else 150, policy="greedy")
    turns = statistics.mean(len(json.loads(text)["turns"]) for text in greedy)
    ref = reference_us()
    validating = timed_median(greedy, validate, repeats=repeats)
    figure = _timed(
        "nr.validate_greedy",
        "NR: validate a full 3-player log of the greedy policy",
        validating,
        ref,
        unit="ms",
        rate=True,
    )
    figure.note = f"longer games: {turns:.0f} turns on average (random policy: {random_turns:.0f})"
    figures.append(figure)
    ref = reference_us()
    seeds = list(range(1000, 1000 + (100 if quick else 400)))
    game = timed_median(seeds, _random_game_nr, repeats=3 if quick else 5)
    figures.append(
        _timed(
            "nr.random_game",
            "NR: a full uniform-random 3-player game",
            game,
            ref,
            unit="ms",
            limit_us=2000,
            target="≤ 2 ms",
            rate=True,
        )
    )


# --- No Thanks --------------------------------------------------------------------------


def _reference_no_thanks(games: int) -> list[float]:
    """Per-game times (µs) of PyPI ``no-thanks`` 0.2.2 with its random players: a game is
    ``reset()`` then ``play()``, as its own loop does (4 players)."""
    import logging

    from no_thanks.core import Game, Player  # type: ignore[import-untyped]

    logging.getLogger("no_thanks").setLevel(logging.WARNING)
    random.seed(12345)  # it draws from the random module's global generator
    game = Game([Player(f"P{seat}") for seat in range(4)])
    times = []
    for _ in range(games):
        start = time.perf_counter()
        game.reset()
        game.play()
        times.append((time.perf_counter() - start) * 1e6)
    return times


def no_thanks(figures: list[Figure], quick: bool) -> None:
    games = 300 if quick else 1500
    ours: list[float] = []
    theirs: list[float] = []
    ref = reference_us()
    # Interleaved in rounds, so both see the same load on the machine.
    for round_ in range(5):
        seeds = list(range(round_ * games, (round_ + 1) * games))
        ours += best_per_item(seeds, playouts.api_loop, repeats=1)
        theirs += _reference_no_thanks(games)
    mine, reference = statistics.median(ours), statistics.median(theirs)
    speedup = reference / mine
    figure = _timed(
        "nt.random_game", "NT: a full uniform-random 4-player game", mine, ref, rate=True
    )
    figure.target = "≥ 2x no-thanks 0.2.2"
    figure.margin = f"{speedup:.2f}x ({speedup / 2:.2f}x the target)"
    figure.met = speedup >= 2
    figures.append(figure)
    other = _timed(
        "nt.reference",
        "NT: the same with PyPI no-thanks 0.2.2 (reference)",
        reference,
        ref,
        rate=True,
    )
    other.note = "reset() + play(), its random Player; it turns up 26 cards, we 24 (NT-3.1)"
    figures.append(other)

    logs = log_texts("no-thanks", 4, 60 if quick else 300)
    assert all(validate(text).status is Status.FINISHED for text in logs)
    ref = reference_us()
    validating = timed_median(logs, validate, repeats=3 if quick else 7)
    figures.append(
        _timed(
            "nt.validate",
            "NT: validate a full 4-player log (bytes; parsing included)",
            validating,
            ref,
            unit="ms",
            rate=True,
        )
    )


# --- the engines' own loops next to plain ones (issue 24) -------------------------------


def _anchored(
    figures: list[Figure],
    key: str,
    label: str,
    ours: float,
    anchor: float,
    anchor_label: str,
    ref: float,
    unit: str = "µs",
) -> tuple[Figure, Figure]:
    """A figure and its anchor, timed together (µs per item); the anchor's row notes it."""
    mine = _timed(key, label, ours, ref, unit=unit, rate=True)
    other = _timed(f"{key}_anchor", anchor_label, anchor, ref, unit=unit, rate=True)
    other.note = "the anchor of the row above, timed interleaved with it"
    figures += [mine, other]
    return mine, other


def engine_loops(figures: list[Figure], quick: bool) -> None:
    """The rows of :mod:`engine`: each a ratio to its anchor, measured side by side."""
    import engine  # here: its anchors read internals that --baseline-from's commit lacks

    ref = reference_us()
    seeds = list(range(300 if quick else 1500))
    ours, plain = engine.interleaved(playouts.api_loop, engine.plain_no_thanks, seeds)
    loop, _ = _anchored(
        figures,
        "engine.nt_api_loop",
        "NT: API loop, `apply(legal_actions().sample(rng))`, a 4-player game",
        ours,
        plain,
        "NT: the same game as a plain inline loop over plain values (anchor)",
        ref,
    )
    rate = plain / ours
    loop.target = "≥ 1.0x the plain loop's rate"
    loop.margin = f"{rate:.2f}x the plain loop's rate"
    loop.met = rate >= 1.0

    ref = reference_us()
    seeds = list(range(5000, 5000 + (40 if quick else 150)))
    ours, plain = engine.interleaved(engine.greedy_game, engine.rule_of_thumb_game, seeds, 3)
    greedy, _ = _anchored(
        figures,
        "engine.nr_greedy",
        "NR: a 3-player game of the greedy policy",
        ours,
        plain,
        "NR: a 3-player game of a plain rule-of-thumb policy (anchor)",
        ref,
        unit="ms",
    )
    times = ours / plain
    greedy.target = "≤ 1.0x the rule of thumb's time"
    greedy.margin = f"{times:.2f}x its time"
    greedy.met = times <= 1.0

    mib = 1024 * 1024
    found = measure_greedy()
    peak = Figure(
        "engine.greedy_peak",
        f"{GREEDY_GAMES} greedy NR games: peak RSS",
        found["peak_rss"] / mib,
        "MiB",
    )
    peak.target, peak.met = "≤ 30 MiB", found["peak_rss"] <= 30 * mib
    peak.margin = f"{30 * mib / found['peak_rss']:.2f}x under" if peak.met else "over"
    caches = Figure(
        "engine.greedy_caches",
        "... the legal-move generator's caches after them (tracemalloc)",
        found["caches"] / mib,
        "MiB",
    )
    caches.target, caches.met = "≤ 10 MiB", found["caches"] <= 10 * mib
    caches.margin = f"{10 * mib / max(found['caches'], 1):.1f}x under" if caches.met else "over"
    peak.ratio, caches.ratio = peak.value, caches.value  # memory: kept absolute
    figures += [peak, caches]

    games = 300 if quick else 2000
    ref = reference_us()
    with_out, without = engine.simulate_out(sys.executable, games, runs=3)
    recorded = _timed(
        "engine.simulate_out",
        f"`regelwerk simulate --game no-return --games {games:,} --out DIR`",
        with_out * 1e6,
        ref,
        unit="ms",
    )
    plain_run = _timed(
        "engine.simulate_out_anchor",
        "... the same run without `--out` (anchor)",
        without * 1e6,
        ref,
        unit="ms",
    )
    plain_run.note = "the anchor of the row above, run by turns with it"
    times = with_out / without
    recorded.target = "≤ 1.3x the run without it"
    recorded.margin = f"{times:.2f}x"
    recorded.met = times <= 1.3
    figures += [recorded, plain_run]


# --- memory and bulk --------------------------------------------------------------------


def bulk(figures: list[Figure], quick: bool) -> None:
    archive = archive_path(ROOT)
    if not archive.exists():
        print(f"building {archive.relative_to(ROOT)} ({ARCHIVE_LOGS} logs, once) ...", flush=True)
        build_archive(archive)
    found = measure_archive(archive)
    assert found["statuses"] == {"finished": ARCHIVE_LOGS}, found["statuses"]
    mib = 1024 * 1024
    rss = Figure(
        "bulk.max_rss",
        f"Validate a {ARCHIVE_LOGS:,}-log archive: peak RSS",
        found["max_rss"] / mib,
        "MiB",
    )
    rss.note = f"the child's VmHWM; {found['idle_rss'] / mib:.1f} MiB in a child that only imports"
    traced = Figure(
        "bulk.traced",
        "... tracemalloc peak during the validation",
        found["traced_peak"] / mib,
        "MiB",
    )
    traced.note = (
        "Python allocations only; one log at a time, read from the zip "
        f"({found['logs_per_second']:,.0f} logs/s there)"
    )
    rss.ratio = rss.value  # memory does not scale with the machine's speed: kept absolute
    traced.ratio = traced.value
    figures += [rss, traced]

    # The command streams: peak RSS over 10,000 and 200,000 logs (JSON Lines, gzip).
    small_logs, large_logs = (2_000, 40_000) if quick else (10_000, 200_000)
    paths = []
    for logs in (small_logs, large_logs):
        path = archive.with_name(f"lines-v1-{logs}.jsonl.gz")
        if not path.exists():
            print(f"building {path.relative_to(ROOT)} ({logs} logs, once) ...", flush=True)
            build_lines(archive, path, logs)
        paths.append(path)
    command = measure_command(*paths)
    growth = Figure(
        "bulk.stream_growth",
        f"validate --json: peak RSS at {large_logs:,} logs less at {small_logs:,}",
        (command["large_rss"] - command["small_rss"]) / mib,
        "MiB",
    )
    limit = 10e6 / mib  # issue 11: at most 10 MB more
    growth.note = (
        f"target ≤ {limit:.2f} MiB (10 MB): {'met' if growth.value <= limit else 'MISSED'}; "
        f"{command['small_rss'] / mib:.1f} vs {command['large_rss'] / mib:.1f} MiB, "
        f"{large_logs / command['large_seconds']:,.0f} logs/s"
    )
    growth.ratio = growth.value
    figures.append(growth)

    # Parallel bulk work: the same archive as files, then simulated games, 1 vs 2 processes.
    folder = extracted(archive)
    files = sorted(str(path) for path in folder.glob("*.json"))
    if quick:
        files = files[:2000]
    for jobs in (1, 2):
        ref = reference_us()
        cpu, start = _cpu_seconds(), time.perf_counter()
        statuses = [report.status for report in validate_many(files, jobs=jobs)]
        seconds, cpu = time.perf_counter() - start, _cpu_seconds() - cpu
        assert statuses == [Status.FINISHED] * len(files)
        figure = Figure(
            f"bulk.validate_jobs{jobs}",
            f"Validate {len(files):,} log files, --jobs {jobs} (reading included)",
            seconds * 1e6 / len(files) / 1000,
            "ms",
        )
        figure.per_second = len(files) / seconds
        figure.reference = ref
        figure.ratio = cpu * 1e6 / len(files) / ref  # CPU time: the machine's other load
        figure.note = f"{cpu:.1f} s CPU in {seconds:.1f} s"
        figures.append(figure)
    games = 300 if quick else 1000
    for jobs in (1, 2):
        ref = reference_us()
        cpu, start = _cpu_seconds(), time.perf_counter()
        count = sum(1 for _ in simulate_games("no-return", 3, 0, games, logs=True, jobs=jobs))
        seconds, cpu = time.perf_counter() - start, _cpu_seconds() - cpu
        figure = Figure(
            f"bulk.simulate_jobs{jobs}",
            f"Simulate {count:,} NR games with logs, --jobs {jobs}",
            seconds * 1e6 / count / 1000,
            "ms",
        )
        figure.per_second = count / seconds
        figure.reference = ref
        figure.ratio = cpu * 1e6 / count / ref  # moves wall times, far less CPU times
        figure.note = f"{cpu:.1f} s CPU in {seconds:.1f} s"
        figures.append(figure)
    for kind in ("validate", "simulate"):
        one, two = (f for f in figures if f.key in (f"bulk.{kind}_jobs1", f"bulk.{kind}_jobs2"))
        assert one.per_second and two.per_second
        two.note += f"; {two.per_second / one.per_second:.2f}x the one-process rate"


def _cpu_seconds() -> float:
    """CPU time of this process and its finished children (the workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def extracted(archive: Path) -> Path:
    """The archive's logs as files in a folder beside it (made once)."""
    folder = archive.with_suffix("")
    if not folder.is_dir():
        temporary = folder.with_name(folder.name + ".tmp")
        with zipfile.ZipFile(archive) as zipped:
            zipped.extractall(temporary)
        temporary.replace(folder)
    return folder


# --- the table, the guard ---------------------------------------------------------------


def _cell(value: float | None, digits: int = 2) -> str:
    if value is None:
        return ""
    if value >= 1000:
        return f"{value:,.0f}"
    return f"{value:.{digits}f}"


def guard(figures: list[Figure], changes: dict[str, float]) -> list[str]:
    """Names of figures more than 10% slower than the baseline commit's code measured in the
    same run (``changes``, from :func:`compare`); sets their notes."""
    slower = []
    for figure in figures:
        change = changes.get(figure.key)
        if change is None:
            continue
        figure.note = "; ".join(part for part in (f"{change:.2f}x baseline", figure.note) if part)
        if change > TOLERANCE:
            slower.append(f"{figure.label}: {change:.2f}x the baseline's code")
            figure.note = "REGRESSION " + figure.note
    return slower


def table(figures: list[Figure], reference: float) -> list[str]:
    lines = [
        "| figure | median | unit | per second | vs reference | target | margin | notes |",
        "|---|---:|---|---:|---:|---|---|---|",
    ]
    for f in figures:
        met = "" if f.met is None else (" ✅" if f.met else " ❌")
        lines.append(
            f"| {f.label} | {_cell(f.value)} | {f.unit} | {_cell(f.per_second, 0)} | "
            f"{'' if f.unit == 'MiB' else _cell(f.ratio, 3)} | {f.target} | {f.margin}{met} | "
            f"{f.note} |"
        )
    lines.append("")
    lines.append(f"In-run reference workload: {reference:.0f} µs (median of its timings).")
    return lines


def whole_process(figures: list[Figure], quick: bool, today: dict[str, float]) -> None:
    """The command as users run it (:mod:`processes`), each row next to its anchor."""
    import processes

    found = processes.measure(quick)
    if quick:  # smaller corpora: today's figures are of the full ones
        today = {}
    ref = found["reference_us"]
    logs, games, nr_games = int(found["logs"]), int(found["games"]), int(found["nr_games"])

    def row(key: str, label: str, seconds: float, items: int) -> Figure:
        figure = Figure(key, label, seconds * 1e3, "ms", per_second=items / seconds)
        figure.reference = ref
        figure.ratio = seconds * 1e6 / ref
        figures.append(figure)
        return figure

    for game, limit in (("nr", 3), ("nt", 3)):  # issue 24: 3x the floor each (was 4x, 3x)
        name = "No Return 3-player" if game == "nr" else "No Thanks! 4-player"
        floor = row(
            f"proc.{game}_floor",
            f"{name}: strictly parse {logs:,} log files (json, duplicate-key hook)",
            found[f"{game}_floor"],
            logs,
        )
        floor.note = "the floor: a process that reads and parses, nothing else"
        command = row(
            f"proc.{game}_validate",
            f"{name}: `regelwerk validate --json` over the same files",
            found[f"{game}_validate"],
            logs,
        )
        times = found[f"{game}_validate"] / found[f"{game}_floor"]
        command.target = f"≤ {limit}x the floor"
        command.margin = f"{times:.2f}x the floor"
        command.met = times <= limit
    one = row("proc.validate_one", "`regelwerk validate` of one log file", found["validate_one"], 1)
    _against_today(one, today, 0.6, "≤ 60% of today")
    start_up(figures, found, row)
    jobs(figures, found, row, logs)
    peer = row(
        "proc.nt_peer",
        f"PyPI no-thanks 0.2.2 as a process: {games:,} games of 4",
        found["nt_peer"],
        games,
    )
    peer.note = "reset() + play() per game, its random players"
    ours = row(
        "proc.nt_simulate",
        f"`regelwerk simulate --game no-thanks --players 4 --games {games:,}`",
        found["nt_simulate"],
        games,
    )
    speedup = found["nt_peer"] / found["nt_simulate"]
    ours.target = "≥ 2x the peer's games/s"
    ours.margin = f"{speedup:.2f}x the peer"
    ours.met = speedup >= 2
    nr = row(
        "proc.nr_simulate",
        f"`regelwerk simulate --game no-return --games {nr_games:,}` (random policy)",
        found["nr_simulate"],
        nr_games,
    )
    _against_today(nr, today, 1 / 1.5, "≥ 1.5x today's rate")


def start_up(figures: list[Figure], found: dict[str, float], row: Any) -> None:
    """Issue 24: one file's ``validate`` and ``legal`` next to ``python -c pass``."""
    anchor = row("proc.python_pass", "`python -c pass`", found["python_pass"], 1)
    anchor.note = "the anchor: the interpreter starting and ending, nothing else"
    for key, label in (
        ("validate_one_again", "`regelwerk validate` of one log file, after the anchor"),
        ("legal_one", "`regelwerk legal` of the same file"),
    ):
        figure = row(f"proc.{key}", label, found[key], 1)
        times = found[key] / found["python_pass"]
        figure.target = "≤ 3.5x `python -c pass`"
        figure.margin = f"{times:.2f}x `python -c pass`"
        figure.met = times <= 3.5
    mib, babel = found["summary_mib"], int(found["summary_babel"])
    summary = Figure(
        "proc.summary_mib", "The summary line of 3,000 logs: memory it adds", mib, "MiB"
    )
    summary.target = "no Babel for whole numbers"
    summary.margin = f"{babel} Babel modules loaded"
    summary.met = babel == 0
    summary.note = "the most over the five languages (it was +6 MiB with Babel's CLDR data)"
    figures.append(summary)


def jobs(figures: list[Figure], found: dict[str, float], row: Any, logs: int) -> None:
    """Issue 24: ``validate --jobs 2`` next to ``--jobs 1``, wall and CPU."""
    for game, name in (("nr", "No Return"), ("nt", "No Thanks!")):
        labels = {
            "1": f"{name}: `regelwerk validate --json --jobs 1`, {logs:,} files (the anchor)",
            "2": f"{name}: the same with `--jobs 2`",
        }
        for count, label in labels.items():
            figure = row(f"proc.{game}_jobs{count}", label, found[f"{game}_jobs{count}"], logs)
            figure.note = f"{found[f'{game}_jobs{count}_cpu']:.2f} s CPU"
        speedup = found[f"{game}_jobs1"] / found[f"{game}_jobs2"]
        extra = found[f"{game}_jobs2_cpu"] / found[f"{game}_jobs1_cpu"] - 1
        figure.target = "≥ 1.8x with a free core; ≤ +10 % CPU"
        figure.margin = f"{speedup:.2f}x, {extra:+.0%} CPU"
        figure.met = speedup >= 1.8 and extra <= 0.10


def _against_today(figure: Figure, today: dict[str, float], limit: float, target: str) -> None:
    """Target and margin of a figure whose target is a share of today's (as a ratio)."""
    figure.target = target
    before = today.get(figure.key)
    if before is None or figure.ratio is None:
        figure.margin = "no recorded figure of today"
        return
    share = figure.ratio / before
    if limit < 1 and "rate" in target:  # a rate: how many times today's
        figure.margin = f"{1 / share:.2f}x today's rate"
    else:
        figure.margin = f"{share:.0%} of today's time"
    figure.met = share <= limit


# --- the baseline: a commit's code, measured in the same run ---------------------------

AB_ROUNDS = 7  # alternating pairs of child processes for the engine rows (about 7 s each)
# A row timed interleaved with a peer in the same process is compared as its ratio to that
# peer: the No Thanks! game is measured against PyPI no-thanks round by round (issue 6), and
# on a loaded machine the peer itself, the same code on both sides, moved by up to 26 %
# between the old and the new child while the ratio of the two stayed within 2 %.
PEERS: dict[str, str] = {"nt.random_game": "nt.reference"}


def _rows(quick: bool, part: str) -> dict[str, Any]:
    """The guarded rows of one ``part`` ("engine" or "bulk"), measured with whichever
    ``regelwerk`` this process imported: the body of a child of :func:`compare`."""
    import regelwerk

    gc.collect()
    figures: list[Figure] = []
    if part == "engine":
        no_return(figures, quick, {})
        no_thanks(figures, quick)
    else:
        bulk(figures, quick)
    return {
        "regelwerk": regelwerk.__file__,
        "ratios": {f.key: f.ratio if f.ratio is not None else f.value for f in figures},
    }


def _git(*args: str) -> bytes:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, check=True).stdout


def exported(commit: str) -> Path:
    """``commit``'s ``src`` tree, exported once into build/bench/ (``git archive``)."""
    tree = ROOT / "build" / "bench" / f"src-{commit[:12]}"
    if not tree.is_dir():
        temporary = tree.with_name(tree.name + ".tmp")
        shutil.rmtree(temporary, ignore_errors=True)
        data = _git("archive", "--format=tar", commit, "src")
        with tarfile.open(fileobj=io.BytesIO(data)) as archive:
            archive.extractall(temporary, filter="data")
        temporary.replace(tree)
    return tree / "src"


def _child_rows(src: Path, part: str, quick: bool) -> dict[str, float]:
    """One child process's rows, with ``src`` first on its path (checked, not assumed)."""
    found = ROOT / "build" / "bench" / f"rows-{part}.json"
    command = [sys.executable, __file__, "--rows-json", str(found), "--rows", part]
    if quick:
        command.append("--quick")
    subprocess.run(command, env={**os.environ, "PYTHONPATH": str(src)}, check=True)
    rows: dict[str, Any] = json.loads(found.read_text(encoding="utf-8"))
    found.unlink()
    if not Path(rows["regelwerk"]).is_relative_to(src):
        raise SystemExit(f"the child imported {rows['regelwerk']}, not the tree {src}")
    ratios: dict[str, float] = rows["ratios"]
    return ratios


def compare(commit: str, quick: bool, skip_memory: bool) -> dict[str, float]:
    """Each guarded row of this tree's code divided by the same row of ``commit``'s code:
    the median over pairs of child processes run back to back, in alternating order.

    A baseline recorded once drifts with the shared machine by up to ±25 % within minutes
    (and PyPI ``no-thanks``, whose code never changes, read 1.5x of its recorded ratio a day
    later), so a figure is only ever compared with the old code measured beside it, and a
    row with a peer in its own process (:data:`PEERS`) as its ratio to that peer."""
    old, new = exported(commit), ROOT / "src"
    parts = [("engine", AB_ROUNDS)] + ([] if skip_memory else [("bulk", 1)])
    changes: dict[str, list[float]] = {}
    for part, rounds in parts:
        for round_ in range(rounds):
            order = (old, new) if round_ % 2 == 0 else (new, old)
            rows = {src: _child_rows(src, part, quick) for src in order}
            for key, value in rows[new].items():
                if key not in rows[old]:
                    continue
                change = value / rows[old][key]
                if key in PEERS:
                    peer = PEERS[key]
                    change /= rows[new][peer] / rows[old][peer]
                changes.setdefault(key, []).append(change)
    return {key: statistics.median(values) for key, values in changes.items()}


def _write_baseline(revision: str, today: dict[str, float]) -> int:
    commit = _git("rev-parse", "--verify", f"{revision}^{{commit}}").decode().strip()
    recorded = {"commit": commit, "today": today}
    BASELINE.write_text(json.dumps(recorded, indent=2) + "\n", encoding="utf-8")
    print(f"baseline written: {BASELINE.relative_to(ROOT)} (commit {commit[:12]})")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="smaller corpora (a smoke run)")
    parser.add_argument(
        "--update-baseline", action="store_true", help="make HEAD the baseline commit"
    )
    parser.add_argument("--baseline-from", metavar="REV", help="make commit REV the baseline")
    parser.add_argument("--rows-json", metavar="FILE", help=argparse.SUPPRESS)  # a child of
    parser.add_argument("--rows", choices=("engine", "bulk"), help=argparse.SUPPRESS)  # compare
    parser.add_argument("--no-guard", action="store_true", help="report regressions only")
    parser.add_argument("--skip-memory", action="store_true")
    parser.add_argument("--skip-processes", action="store_true", help="no whole-process rows")
    parser.add_argument(
        "--processes-only", action="store_true", help="print the whole-process timings (s)"
    )
    args = parser.parse_args(argv)
    if args.processes_only:  # how the figures of today in baseline.json are taken
        import processes

        print(json.dumps(processes.measure(args.quick), indent=2))
        return 0
    if args.rows_json:
        rows = _rows(args.quick, args.rows)
        Path(args.rows_json).write_text(json.dumps(rows, indent=2), encoding="utf-8")
        return 0
    baseline = json.loads(BASELINE.read_text(encoding="utf-8")) if BASELINE.exists() else {}
    today: dict[str, float] = baseline.get("today", {})
    if args.update_baseline or args.baseline_from:
        return _write_baseline(args.baseline_from or "HEAD", today)

    gc.collect()
    started = time.perf_counter()
    figures: list[Figure] = []
    no_return(figures, args.quick, today)
    no_thanks(figures, args.quick)
    engine_loops(figures, args.quick)
    if not args.skip_memory:
        bulk(figures, args.quick)
    if not args.skip_processes:
        whole_process(figures, args.quick, today)
    references = [f.reference for f in figures if f.reference is not None]
    reference = statistics.median(references)
    commit = baseline.get("commit")
    changes = compare(commit, args.quick, args.skip_memory) if commit else {}

    slower = guard(figures, changes)
    lines = table(figures, reference)
    if commit:
        lines.append(
            f"Baseline: commit `{commit[:12]}`'s code, measured in this run beside this tree's "
            f"({AB_ROUNDS} alternating pairs of processes; the median of each pair's ratio). "
            f"The control, PyPI `no-thanks` (the same code on both sides): "
            f"{changes.get('nt.reference', float('nan')):.2f}x."
        )
    machine = (
        f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}"
    )
    header = [
        "# Benchmark results",
        "",
        "Written by `make bench` (benchmarks/run.py); every figure below was measured in the "
        "same run, on fixed seeded corpora.  See [README.md](README.md) for what each one means "
        "and how the regression guard works.",
        "",
        f"Run: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {machine}, "
        f"{'quick corpora, ' if args.quick else ''}{time.perf_counter() - started:.0f} s.",
        "",
    ]
    print("\n".join(lines))
    if not args.quick:
        RESULTS.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
    if not commit:
        print("\nno baseline yet: run with --update-baseline to record one")
        return 0
    if slower:
        print(
            f"\nREGRESSIONS (more than {TOLERANCE - 1:.0%} slower than the baseline commit's code):"
        )
        for line in slower:
            print(f"  - {line}")
        return 0 if args.no_guard else 1
    print(
        f"\nregression guard: every figure within {TOLERANCE - 1:.0%} of the baseline commit's code"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
