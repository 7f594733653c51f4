"""``make bench``, the game-AI part (issue 14): opponents and the adapters' speed, in one run.

Usage: ``python benchmarks/ai.py [--quick]``; prints one table and writes ``benchmarks/AI.md``.

* **Opponents**: the greedy policy in one seat against uniform random seats, over seeded
  3-player games (win share, ties shared), next to the fair share 1/3; and the action mix of
  uniform random against the kind-first policy (``kinds``) in No Return.
* **Speed**, every loop stepped the same way and timed in the same run, so compare ratios,
  not absolute figures (the machine is shared): the engine's own random playouts
  (``state.apply(state.legal_actions().sample(rng))``); the OpenSpiel adapter (chance
  outcomes sampled by their probabilities, actions uniformly from ``legal_actions()``);
  pyspiel's C++ ``connect_four`` stepped by the same Python loop; the PettingZoo adapter and
  PettingZoo's ``connect_four_v3`` stepped by ``agent_iter``/``last``/
  ``action_space.sample(mask)``/``step``.  A step is one call that changes the game (an
  engine action, a pyspiel ``apply_action`` — chance included —, a PettingZoo ``step``).
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
from pettingzoo.classic import connect_four_v3

import regelwerk.openspiel
from regelwerk.baselines import kind_of, policy_named
from regelwerk.encoding import encoding_of
from regelwerk.pettingzoo import MODULES

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "AI.md"
GAMES = ("no-return", "no-thanks")  # the benchmarks may name the games they measure
PLAYERS = 3


def win_share(name: str, games: int) -> float:
    """The greedy seat's share of the wins against random seats (it sits in every seat)."""
    greedy, uniform = policy_named(name, "greedy"), policy_named(name, "random")
    encoding = encoding_of(name)
    won = 0.0
    for seed in range(games):
        state = encoding.new(PLAYERS, seed, encoding.options(PLAYERS, {}))
        rng = random.Random(seed)
        mine = seed % PLAYERS
        while not state.is_over:
            state = state.apply((greedy if state.to_act == mine else uniform)(state, rng))
        result = state.result()
        assert result is not None
        won += (mine in result.winners) / len(result.winners)
    return won / games


def action_mix(policy: str, games: int) -> Counter[str]:
    encoding = encoding_of("no-return")
    kinds: Counter[str] = Counter()
    for seed in range(games):
        state = encoding.new(PLAYERS, seed, encoding.options(PLAYERS, {}))
        rng = random.Random(seed)
        while not state.is_over:
            action = policy_named("no-return", policy)(state, rng)
            if kind_of(action) != "set-aside":
                kinds[kind_of(action)] += 1
            state = state.apply(action)
    return kinds


def engine_steps(name: str, seed: int) -> int:
    encoding = encoding_of(name)
    state = encoding.new(PLAYERS, seed, encoding.options(PLAYERS, {}))
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        state = state.apply(state.legal_actions().sample(rng))  # type: ignore[attr-defined]
        steps += 1
    return steps


def openspiel_steps(game: Any, seed: int) -> int:
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randint(len(legal))])
        steps += 1
    return steps


def pettingzoo_steps(env: Any, seed: int) -> int:
    env.reset(seed=seed)
    for agent in env.agents:
        env.action_space(agent).seed(seed)
    steps = 0
    for agent in env.agent_iter():
        observation, _, terminated, truncated, _ = env.last()
        done = terminated or truncated
        env.step(None if done else env.action_space(agent).sample(observation["action_mask"]))
        steps += 1
    return steps


def rate(loop: Callable[[int], int], games: int) -> tuple[float, float]:
    """Steps per second and mean steps per game over ``games`` seeded games."""
    steps = 0
    start = time.perf_counter()
    for seed in range(games):
        steps += loop(seed)
    elapsed = time.perf_counter() - start
    return steps / elapsed, steps / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer games (a smoke run)")
    args = parser.parse_args(argv)
    scale = 1 if args.quick else 5
    lines = ["## Opponents", "", "| figure | value |", "|---|---|"]
    for name in GAMES:
        share = win_share(name, 40 * scale)
        lines.append(
            f"| {name}: greedy's win share against 2 random seats ({40 * scale} games) "
            f"| {share:.1%} (fair share {1 / PLAYERS:.1%}) |"
        )
    for policy in ("random", "kinds"):
        mix = action_mix(policy, 4 * scale)
        total = sum(mix.values())
        shares = ", ".join(f"{kind} {mix[kind] / total:.1%}" for kind in sorted(mix))
        lines.append(f"| no-return: turns of policy `{policy}` | {shares} |")

    lines += ["", "## Steps per second (same run)", ""]
    lines += [
        "| loop | steps/s | steps per game | games/s | games/s vs engine |",
        "|---|---:|---:|---:|---:|",
    ]
    for name in GAMES:
        games = (8 if name == "no-return" else 60) * scale
        engine, per_game = rate(lambda seed, n=name: engine_steps(n, seed), games)
        game = pyspiel.load_game(regelwerk.openspiel.SHORT_NAMES[name], {"players": PLAYERS})
        spiel = rate(lambda seed, g=game: openspiel_steps(g, seed), games)
        module = next(m for m, game_name in MODULES.items() if game_name == name)
        env = importlib.import_module(f"regelwerk.pettingzoo.{module}").env(players=PLAYERS)
        zoo = rate(lambda seed, e=env: pettingzoo_steps(e, seed), games)
        engine_games = engine / per_game

        def row(label: str, figures: tuple[float, float], games_rate: float | None) -> str:
            games_per_second = figures[0] / figures[1]
            versus = "" if games_rate is None else f"{games_per_second / games_rate:.3f}"
            return (
                f"| {label} | {figures[0]:,.0f} | {figures[1]:.0f} | {games_per_second:,.1f} "
                f"| {versus} |"
            )

        lines.append(row(f"{name}: engine random playout", (engine, per_game), engine_games))
        lines.append(row(f"{name}: OpenSpiel adapter", spiel, engine_games))
        lines.append(row(f"{name}: PettingZoo adapter", zoo, engine_games))
    c4 = pyspiel.load_game("connect_four")
    spiel = rate(lambda seed: openspiel_steps(c4, seed), 200 * scale)
    c4_env = connect_four_v3.env()
    zoo = rate(lambda seed: pettingzoo_steps(c4_env, seed), 200 * scale)
    lines.append(row("pyspiel `connect_four` (C++), same loop", spiel, None))
    lines.append(row("PettingZoo `connect_four_v3`, same loop", zoo, None))

    header = [
        "# Game-AI benchmark results",
        "",
        "Written by `make bench` (benchmarks/ai.py); every figure was measured in the same run "
        f"({'quick, ' if args.quick else ''}{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
        "). The machine is shared: read the speeds as ratios within the run.",
        "",
    ]
    print("\n".join(lines))
    if not args.quick:
        RESULTS.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
