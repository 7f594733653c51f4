"""``regelwerk simulate``: play seeded games with a policy, write their logs, summarise.

Game ``k`` (from 0) is seeded ``seed + k`` for the deal and plays with
``random.Random(seed + k)`` for the policy, so every game can be replayed on its own.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from regelwerk.cli.bulk import jobs_for, scheduler_for
from regelwerk.cli.policies import Policy
from regelwerk.cli.safe import shown
from regelwerk.games import load
from regelwerk.logs import Recorder

__all__ = ["Summary", "play_game", "run_simulate", "summarise"]

_NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus")


@dataclass
class Summary:
    """Running totals over simulated games (mutable: it is filled game by game)."""

    players: int
    games: int = 0
    turns: list[int] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    win_shares: list[float] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)

    def add(self, scores: tuple[int, ...], winners: tuple[int, ...], kinds: Counter[str]) -> None:
        if not self.score_sums:
            self.score_sums = [0] * self.players
            self.win_shares = [0.0] * self.players
        self.games += 1
        self.turns.append(sum(kinds.values()) - kinds["phase2"])
        for seat, score in enumerate(scores):
            self.score_sums[seat] += score
        for seat in winners:
            self.win_shares[seat] += 1 / len(winners)  # a shared win is shared
        self.kinds.update(kinds)


def _kind(action: Any) -> list[str]:
    verb = getattr(action, "verb", None) or str(action)
    return [verb, "phase2"] if getattr(action, "phase2", False) else [verb]


def play_game(game: str, players: int, seed: int, policy: Policy) -> tuple[Recorder, Counter[str]]:
    """One seeded game played to its end by ``policy`` for every seat."""
    recorder = Recorder.new(game, _NAMES[:players], seed)
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    while not recorder.state.is_over:
        action = policy(recorder.state, rng)
        in_setup = getattr(getattr(recorder.state, "stage", None), "value", "") == "setup"
        if not in_setup:
            kinds.update(_kind(action))
        recorder.play(action)
    return recorder, kinds


def summarise(summary: Summary, game: str, policy: str, seed: int) -> list[str]:
    """The statistics as lines of text."""
    games = summary.games
    unit = "turns" if game == "no-return" else "actions"
    lines = [
        f"{games} games of {game}, {summary.players} players, policy {policy}, "
        f"seeds {seed}..{seed + games - 1}",
        f"game length: mean {sum(summary.turns) / games:.1f} {unit} "
        f"(min {min(summary.turns)}, max {max(summary.turns)})",
        "seat  mean score  win share",
    ]
    for seat in range(summary.players):
        mean = summary.score_sums[seat] / games
        share = summary.win_shares[seat] / games
        lines.append(f"{seat:>4}  {mean:>10.1f}  {share:>9.1%}")
    total = sum(summary.turns)
    shares = ", ".join(
        f"{kind} {count / total:.1%}"
        for kind, count in sorted(summary.kinds.items())
        if kind != "phase2"
    )
    lines.append(f"actions: {shares}")
    if summary.kinds["phase2"]:
        lines.append(f"phase 2 declared on {summary.kinds['phase2'] / total:.1%} of turns")
    return lines


def _progress(done: int, total: int, stream: TextIO) -> None:
    width = 30
    filled = width * done // total
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        stream.write("\n")
    stream.flush()


def run_simulate(args: argparse.Namespace) -> int:
    from regelwerk.parallel import simulate_games

    game: str = args.game
    info = load(game).GAME
    low, high = info.min_players, info.max_players
    if not low <= args.players <= high:
        print(f"regelwerk simulate: {game} is played by {low} to {high} players", file=sys.stderr)
        return 2
    if args.games < 1:
        print("regelwerk simulate: --games must be at least 1", file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else None
    if out is not None:
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(shown(f"regelwerk simulate: {out}: {error.strerror or error}"), file=sys.stderr)
            return 2
    if args.jobs < 0:
        print("regelwerk simulate: --jobs must be 0 (one per CPU) or more", file=sys.stderr)
        return 2
    scheduler = scheduler_for(args)  # checked before any work
    jobs = jobs_for(args, args.games)
    summary = Summary(args.players)
    show_progress = sys.stderr.isatty() and args.games >= 20
    # Game k is a function of seed + k alone, so any number of workers plays the same games;
    # they come back in seed order and are summed in that order (the same floats).
    games = simulate_games(
        game,
        args.players,
        args.seed,
        args.games,
        policy=args.policy,
        logs=out is not None,
        jobs=jobs,
        scheduler=scheduler,
    )
    for k, outcome in enumerate(games):
        summary.add(outcome.scores, outcome.winners, outcome.kinds)
        if out is not None and outcome.log is not None:
            (out / f"{game}-{args.seed + k}.json").write_text(outcome.log, encoding="utf-8")
        if show_progress:
            _progress(k + 1, args.games, sys.stderr)
    for line in summarise(summary, game, args.policy, args.seed):
        print(line)
    return 0
