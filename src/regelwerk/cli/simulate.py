"""``regelwerk simulate``: play seeded games with a policy, write their logs, summarise.

The games and the statistics are library code (:mod:`regelwerk.simulation`); this module
turns the command's arguments into a run and prints it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from regelwerk.errors import UnknownGameError
from regelwerk.games import load
from regelwerk.simulation import Summary, summarise

__all__ = ["run_simulate"]


def _progress(done: int, total: int, stream: TextIO) -> None:
    width = 30
    filled = width * done // total
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        stream.write("\n")
    stream.flush()


def run_simulate(args: argparse.Namespace) -> int:
    from regelwerk.parallel import simulate_games

    name: str = args.game
    try:
        game = load(name)
    except UnknownGameError as error:
        print(f"regelwerk simulate: {error}", file=sys.stderr)
        return 2
    info = game.info
    low, high = info.min_players, info.max_players
    if not low <= args.players <= high:
        print(f"regelwerk simulate: {name} is played by {low} to {high} players", file=sys.stderr)
        return 2
    if args.policy not in game.policies:
        known = ", ".join(game.policies)
        print(
            f"regelwerk simulate: {name} has no policy {args.policy!r} ({known})", file=sys.stderr
        )
        return 2
    if args.games < 1:
        print("regelwerk simulate: --games must be at least 1", file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else None
    if out is not None:
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(f"regelwerk simulate: {out}: {error.strerror or error}", file=sys.stderr)
            return 2
    if args.jobs < 0:
        print("regelwerk simulate: --jobs must be 0 (one per CPU) or more", file=sys.stderr)
        return 2
    summary = Summary(args.players, flags=game.flag_kinds)
    show_progress = sys.stderr.isatty() and args.games >= 20
    # Game k is a function of seed + k alone, so any number of workers plays the same games;
    # they come back in seed order and are summed in that order (the same floats).
    games = simulate_games(
        name,
        args.players,
        args.seed,
        args.games,
        policy=args.policy,
        logs=out is not None,
        jobs=args.jobs,
        scheduler=args.scheduler,
    )
    for k, outcome in enumerate(games):
        summary.add(outcome.scores, outcome.winners, outcome.kinds)
        if out is not None and outcome.log is not None:
            (out / f"{name}-{args.seed + k}.json").write_text(outcome.log, encoding="utf-8")
        if show_progress:
            _progress(k + 1, args.games, sys.stderr)
    for line in summarise(summary, game, args.policy, args.seed):
        print(line)
    return 0
