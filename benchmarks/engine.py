"""The engines' own loops next to plain ones (issue 24): each figure a ratio to an anchor
written here, over plain Python values, timed interleaved with it in the same run.

* **No Thanks! API loop** (:func:`playouts.api_loop`):
  ``state.apply(state.legal_actions().sample(rng))`` to the end of a seeded 4-player game,
  against :func:`plain_no_thanks`: a game dealt and played the same
  way, written inline over plain values, each position a new tuple;
* **greedy**: a No Return game (3 players) played by the library's ``greedy`` policy,
  against one played by :func:`rule_of_thumb`, a plain policy over the position's plain
  values that builds its one action instead of scoring many (per game: its games are
  longer);
* **greedy's memory** (in a child process, :mod:`memory`): the peak of 300 greedy games and
  what the legal-move generator's per-hand caches hold after them;
* **simulate --out**: ``regelwerk simulate --out DIR`` as a process, against the same run
  without ``--out``.
"""

from __future__ import annotations

import random
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from regelwerk.noreturn import State as NoReturnState
from regelwerk.noreturn.actions import Action, Play, SetAside
from regelwerk.noreturn.kernel import may_declare, play_limit
from regelwerk.noreturn.policies import greedy
from regelwerk.noreturn.seat import Stage
from regelwerk.noreturn.tiles import COLOUR_OF, VALUE

__all__ = [
    "greedy_game",
    "interleaved",
    "plain_game",
    "plain_no_thanks",
    "rule_of_thumb",
    "rule_of_thumb_game",
    "simulate_out",
]


# --- No Thanks!: the API loop and a plain one ------------------------------------------------


def plain_no_thanks(seed: int, players: int = 4) -> int:
    """A game as :func:`playouts.api_loop` plays it, written inline over plain values: the deck a
    shuffled list of numbers (``random.shuffle``: not the library's deal), each position a
    new tuple (face-up index, pot, seat, chips, taken cards) as the API's positions are
    values, the legal actions listed as words and one drawn by ``getrandbits(1)``."""
    rng = random.Random(seed)
    deck = list(range(3, 36))
    rng.shuffle(deck)
    pile = deck[9:]
    position = (0, 0, 0, (11,) * players, ((),) * players)
    actions = 0
    while position[0] < 24:
        at, pot, seat, chips, taken = position
        legal = ("take", "pass") if chips[seat] else ("take",)
        action = legal[rng.getrandbits(1)] if len(legal) == 2 else legal[0]
        if action == "pass":
            chips = (*chips[:seat], chips[seat] - 1, *chips[seat + 1 :])
            position = (at, pot + 1, (seat + 1) % players, chips, taken)
        else:
            chips = (*chips[:seat], chips[seat] + pot, *chips[seat + 1 :])
            taken = (*taken[:seat], (*taken[seat], pile[at]), *taken[seat + 1 :])
            position = (at + 1, 0, seat, chips, taken)
        actions += 1
    return actions


def plain_game(seed: int) -> int:
    return plain_no_thanks(seed)


# --- No Return: greedy and a plain rule of thumb -------------------------------------------


def rule_of_thumb(state: NoReturnState, rng: random.Random) -> Action:
    """A plain player as a user writes one over the position's plain values: keep the
    starting hand; in phase 1 play the highest tile that fits its row (NR-5.3, NR-5.4:
    the kernel's ``play_limit``) alone; otherwise the first legal action."""
    if state.stage is Stage.SETUP:
        return SetAside(())
    seat = state.seats[state.to_act or 0]
    if may_declare(seat.phase):
        rows = seat.rows
        playable = [tile for tile in seat.hand if tile <= play_limit(rows[COLOUR_OF[tile]])]
        if playable:
            return Play((max(playable, key=VALUE.__getitem__),))
    return state.legal_actions()[0]


def _game(policy: Callable[[NoReturnState, random.Random], Action], seed: int) -> int:
    rng = random.Random(seed)
    state = NoReturnState.new(3, seed)
    turns = 0
    while not state.is_over:
        state = state.apply(policy(state, rng))
        turns += 1
    return turns


def greedy_game(seed: int) -> int:
    return _game(greedy, seed)


def rule_of_thumb_game(seed: int) -> int:
    return _game(rule_of_thumb, seed)


# --- timing -----------------------------------------------------------------------------------


def interleaved(
    ours: Callable[[int], object],
    anchor: Callable[[int], object],
    seeds: list[int],
    rounds: int = 5,
) -> tuple[float, float]:
    """Median per-seed best times (µs) of ``ours`` and ``anchor``, seed by seed in turn over
    ``rounds`` rounds, so that both see the same load on the machine."""
    mine = [float("inf")] * len(seeds)
    theirs = [float("inf")] * len(seeds)
    clock = time.perf_counter
    for _ in range(rounds):
        for index, seed in enumerate(seeds):
            start = clock()
            ours(seed)
            middle = clock()
            anchor(seed)
            end = clock()
            mine[index] = min(mine[index], middle - start)
            theirs[index] = min(theirs[index], end - middle)
    return statistics.median(mine) * 1e6, statistics.median(theirs) * 1e6


def simulate_out(python: str, games: int, runs: int = 5) -> tuple[float, float]:
    """Best wall times (s) of ``regelwerk simulate`` of ``games`` No Return games with
    ``--out DIR`` and without, run by turns (a fresh folder for every run with ``--out``)."""
    import os
    import subprocess

    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONUNBUFFERED", None)
    base = [python, "-m", "regelwerk", "simulate", "--game", "no-return", "--games", str(games)]
    base.append("--quiet")
    with_out = without = float("inf")
    scratch = Path(tempfile.mkdtemp(prefix="bench-out-"))
    try:
        for run in range(runs):
            start = time.perf_counter()
            subprocess.run(base, check=True, stdout=subprocess.DEVNULL, env=env)
            without = min(without, time.perf_counter() - start)
            folder = scratch / str(run)
            start = time.perf_counter()
            subprocess.run(
                [*base, "--out", str(folder)], check=True, stdout=subprocess.DEVNULL, env=env
            )
            with_out = min(with_out, time.perf_counter() - start)
    finally:
        shutil.rmtree(scratch)
    return with_out, without
