"""Playing games with a policy, and the statistics ``regelwerk simulate`` prints.

Game ``k`` (from 0) of a run is seeded ``seed + k`` for the deal and plays with
``random.Random(seed + k)`` for the policy, so every game can be replayed on its own
(:func:`play_game`); :mod:`regelwerk.parallel` spreads such runs over processes.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from regelwerk.errors import UsageError
from regelwerk.games import load
from regelwerk.logs.record import Recorder

if TYPE_CHECKING:
    from regelwerk.game import AnyGame, AnyState

__all__ = ["NAMES", "Summary", "play_game", "summarise"]

NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus")
"""The players' names in simulated games, seat by seat."""


def play_game(
    game: str, players: int, seed: int, policy: str
) -> tuple[Recorder[AnyState, object], Counter[str]]:
    """One seeded game played to its end by the game's ``policy`` for every seat, and the
    kinds of actions taken (as the game counts them)."""
    rules = load(game)
    choose = rules.policies.get(policy)
    if choose is None:
        known = ", ".join(rules.policies)
        raise UsageError(f"{game} has no policy {policy!r}; it has {known}")
    recorder = Recorder.new(game, NAMES[:players], seed)
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    while not recorder.state.is_over:
        action = choose(recorder.state, rng)
        kinds.update(rules.action_kinds(recorder.state, action))
        recorder.play(action)
    return recorder, kinds


@dataclass
class Summary:
    """Running totals over simulated games (mutable: it is filled game by game).

    ``flags`` are the kinds that mark a turn rather than count as one
    (:attr:`~regelwerk.game.Game.flag_kinds`).
    """

    players: int
    games: int = 0
    turns: list[int] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    win_shares: list[float] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)
    flags: Mapping[str, str] = field(default_factory=dict)

    def add(self, scores: tuple[int, ...], winners: tuple[int, ...], kinds: Counter[str]) -> None:
        if not self.score_sums:
            self.score_sums = [0] * self.players
            self.win_shares = [0.0] * self.players
        self.games += 1
        self.turns.append(sum(n for kind, n in kinds.items() if kind not in self.flags))
        for seat, score in enumerate(scores):
            self.score_sums[seat] += score
        for seat in winners:
            self.win_shares[seat] += 1 / len(winners)  # a shared win is shared
        self.kinds.update(kinds)


def summarise(summary: Summary, game: AnyGame, policy: str, seed: int) -> list[str]:
    """The statistics as lines of text."""
    games = summary.games
    unit = game.turn_unit
    lines = [
        f"{games} games of {game.name}, {summary.players} players, policy {policy}, "
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
        if kind not in summary.flags
    )
    lines.append(f"actions: {shares}")
    for kind, words in summary.flags.items():
        if summary.kinds[kind]:
            lines.append(f"{words} on {summary.kinds[kind] / total:.1%} of {unit}")
    return lines
