"""``regelwerk simulate``: play seeded games with a policy, write their logs, summarise.

Game ``k`` (from 0) is seeded ``seed + k`` for the deal and plays with
``random.Random(seed + k)`` for the policy, so every game can be replayed on its own.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from contextlib import closing
from dataclasses import dataclass, field
from typing import Any

from regelwerk.cli.bulk import jobs_for, scheduler_for
from regelwerk.cli.policies import Policy
from regelwerk.cli.safe import shown
from regelwerk.games import load
from regelwerk.i18n.ruletexts import pN_, translate
from regelwerk.logs import Recorder

__all__ = ["Played", "Summary", "log_names", "play_game", "run_simulate", "statistics", "summarise"]

_NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus")
# TRANSLATORS: simulate --out refuses to overwrite a log file; keep "--force" as it is.
_EXISTS = pN_("simulate exists", "regelwerk simulate: {file} exists already; --force replaces it.")


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


@dataclass(frozen=True, slots=True)
class Played:
    """One game played to its end: its final state, the kinds of actions counted as
    :class:`Summary` counts them, and its recorder when a log was asked for."""

    state: Any
    kinds: Counter[str]
    recorder: Recorder | None = None


def play_game(
    game: str, players: int, seed: int, policy: Policy, *, record: bool = False
) -> Played:
    """One seeded game played to its end by ``policy`` for every seat; recorded (the log
    built once, at the end) only when ``record`` asks for it."""
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()

    def choose(state: Any) -> Any:
        action = policy(state, rng)
        if getattr(getattr(state, "stage", None), "value", "") != "setup":
            kinds.update(_kind(action))
        return action

    if record:
        recorder = Recorder.new(game, _NAMES[:players], seed)
        recorder.play_out(choose)
        return Played(recorder.state, kinds, recorder)
    state = load(game).State.new(players, seed)
    while not state.is_over:
        state = state.play(choose(state))  # checked; a seeded game draws from its bag
    return Played(state, kinds)


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


def statistics(summary: Summary, game: str, policy: str, seed: int) -> dict[str, Any]:
    """The statistics as one JSON object (``simulate --json``): the same figures as
    :func:`summarise`, unrounded, shares as fractions."""
    games = summary.games
    total = sum(summary.turns)
    phase2 = summary.kinds["phase2"]
    return {
        "game": game,
        "players": summary.players,
        "policy": policy,
        "games": games,
        "seeds": [seed, seed + games - 1],
        "length": {
            "unit": "turns" if game == "no-return" else "actions",
            "mean": total / games,
            "min": min(summary.turns),
            "max": max(summary.turns),
        },
        "seats": [
            {
                "seat": seat,
                "mean_score": summary.score_sums[seat] / games,
                "win_share": summary.win_shares[seat] / games,
            }
            for seat in range(summary.players)
        ],
        "actions": {
            kind: count / total for kind, count in sorted(summary.kinds.items()) if kind != "phase2"
        },
        "phase2_share": phase2 / total if phase2 else None,
    }


def log_names(game: str, seed: int, games: int) -> list[str]:
    """The file names of the logs of a run, zero-padded to the largest seed so that they
    sort in seed order (``no-return-0007.json`` ... ``no-return-1006.json``)."""
    last = seed + games - 1
    width = max(len(str(abs(seed))), len(str(abs(last))))
    return [f"{game}-{'-' if k < 0 else ''}{abs(k):0{width}d}.json" for k in range(seed, last + 1)]


def run_simulate(args: argparse.Namespace) -> int:
    from regelwerk.cli.outdir import OutputDir, OutputExists
    from regelwerk.cli.progress import GAMES_UNIT, Progress
    from regelwerk.i18n.catalog import resolve_language
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
    if args.jobs < 0:
        print("regelwerk simulate: --jobs must be 0 (one per CPU) or more", file=sys.stderr)
        return 2
    scheduler = scheduler_for(args)  # checked before any work
    jobs = jobs_for(args, args.games)
    lang = resolve_language(None)
    names = log_names(game, args.seed, args.games)
    out = None
    try:
        if args.out:
            out = OutputDir(args.out, force=args.force)
            out.check_free(names)  # refuse before playing, so nothing is half written
        summary = Summary(args.players)
        # Game k is a function of seed + k alone, so any number of workers plays the same
        # games; they come back in seed order and are summed in that order (the same floats).
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
        with closing(Progress(GAMES_UNIT, lang, total=args.games, quiet=args.quiet)) as progress:
            for name, outcome in zip(names, games, strict=True):
                summary.add(outcome.scores, outcome.winners, outcome.kinds)
                if out is not None and outcome.log is not None:
                    out.write(name, outcome.log.encode("utf-8"))
                progress.step()
    except OutputExists as exists:
        print(shown(translate(_EXISTS, lang).format(file=exists)), file=sys.stderr)
        return 2
    except OSError as error:
        where = error.filename or args.out
        print(shown(f"regelwerk simulate: {where}: {error.strerror or error}"), file=sys.stderr)
        return 2
    finally:
        if out is not None:
            out.close()
    if args.json:
        print(json.dumps(statistics(summary, game, args.policy, args.seed)))
    else:
        for line in summarise(summary, game, args.policy, args.seed):
            print(line)
    return 0
