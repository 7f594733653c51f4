"""``make bench``, the game-AI part (issues 14 and 24): opponents and the adapters' speed.

Usage: ``python benchmarks/ai.py [--quick]``; prints the tables and writes ``benchmarks/AI.md``.

* **Opponents**: the greedy policy in one seat against uniform random seats, over seeded
  3-player games (win share, ties shared), next to the fair share 1/3; and the action mix of
  uniform random against the kind-first policy (``kinds``) in No Return.
* **Speed**, every loop stepped the same way and timed in the same run, rounds interleaved,
  each loop's best round kept, in CPU time of this process (the machine is shared: a loaded
  core slows every loop alike, a descheduled one none): the engine's own random playouts
  (``state.apply(state.legal_actions().sample(rng))``); the OpenSpiel adapter and OpenSpiel's
  own Python games ``python_tic_tac_toe`` and ``python_kuhn_poker`` (chance outcomes drawn
  by their probabilities, actions uniformly from ``legal_actions()``, both by a
  ``random.Random`` as the engine's playouts draw theirs); the PettingZoo adapter and
  PettingZoo's ``connect_four_v3`` stepped by ``agent_iter``/``last``/
  ``action_space.sample(mask)``/``step``.  A step is one call that changes the game (an
  engine action, a pyspiel ``apply_action`` -- chance included --, a PettingZoo ``step``).
  The OpenSpiel loop as issue 14 wrote it, chance drawn by numpy's ``choice(outcomes, p=…)``
  (about ten engine steps of No Thanks! a call), is kept as a row of its own.
* **Memory**: the bytes of an OpenSpiel state kept at each decision node of a seeded game
  (``clone()`` after ``legal_actions()``, as a search keeps them; tracemalloc), against the
  engine positions of those nodes kept alone.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import random
import sys
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import open_spiel.python.games  # noqa: F401 (registers python_tic_tac_toe, python_kuhn_poker)
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
OPENSPIEL_GAMES = ("python_tic_tac_toe", "python_kuhn_poker", "connect_four")  # yardsticks


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


def openspiel_play(
    game: Any,
    chance: Callable[[tuple[int, ...], tuple[float, ...]], int],
    pick: Callable[[int], int],
    kept: list[Any] | None = None,
) -> int:
    """One random game through pyspiel, its chance outcomes drawn by ``chance`` (outcomes,
    probabilities) and its actions by ``pick`` (an index below the number of legal
    actions); the number of steps.  ``kept``: a clone of every decision node goes there."""
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(chance(outcomes, probabilities))
        else:
            legal = state.legal_actions()
            if kept is not None:
                kept.append(state.clone())
            state.apply_action(legal[pick(len(legal))])
        steps += 1
    return steps


def openspiel_steps(game: Any, seed: int, kept: list[Any] | None = None) -> int:
    """One seeded random game through pyspiel, drawn by ``random`` as the engine's are."""
    rng = random.Random(seed)
    return openspiel_play(game, lambda o, p: rng.choices(o, p)[0], rng.randrange, kept)


def openspiel_numpy_steps(game: Any, seed: int) -> int:
    """The same, drawn by numpy as issue 14's loop drew them."""
    rng = np.random.RandomState(seed)
    return openspiel_play(game, lambda o, p: int(rng.choice(o, p=p)), rng.randint)


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


Rate = tuple[float, float]
"""Steps per second and steps per game."""


def rate(loop: Callable[[int], int], games: int) -> Rate:
    """Steps per CPU second and mean steps per game over ``games`` seeded games."""
    steps = 0
    start = time.process_time()
    for seed in range(games):
        steps += loop(seed)
    elapsed = time.process_time() - start
    return steps / elapsed, steps / games


def best_rates(loops: dict[str, tuple[Callable[[int], int], int]], rounds: int) -> dict[str, Rate]:
    """Each loop's best rate over ``rounds`` rounds, the loops taking turns in each round."""
    best: dict[str, Rate] = {}
    for _ in range(rounds):
        for label, (loop, games) in loops.items():
            figures = rate(loop, games)
            if label not in best or figures[0] > best[label][0]:
                best[label] = figures
    return best


def kept_bytes(game: Any, seed: int) -> tuple[float, float]:
    """Bytes per OpenSpiel state kept at each decision node of a seeded random game (a clone
    after ``legal_actions()``), and per engine position of those nodes kept alone."""

    def play() -> list[Any]:
        kept: list[Any] = []
        openspiel_steps(game, seed, kept)
        return kept

    play()  # the caches warm
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = play()
    gc.collect()
    adapter = tracemalloc.get_traced_memory()[0] - before
    positions = [state.state for state in kept]
    del kept
    gc.collect()
    engine = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return adapter / len(positions), engine / len(positions)


def check(value: float, target: float, at_least: bool) -> str:
    """The value as a multiple of its target, and whether it meets it."""
    met = value >= target if at_least else value <= target
    return f"{value / target:.2f}x the target {'✅' if met else '❌'}"


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

    rounds = 1 if args.quick else 3
    loops: dict[str, tuple[Callable[[int], int], int]] = {}
    games: dict[str, Any] = {}
    for name in GAMES:
        count = (6 if name == "no-return" else 40) * scale
        spiel_game = pyspiel.load_game(regelwerk.openspiel.SHORT_NAMES[name], {"players": PLAYERS})
        games[name] = spiel_game
        module = next(m for m, game_name in MODULES.items() if game_name == name)
        env = importlib.import_module(f"regelwerk.pettingzoo.{module}").env(players=PLAYERS)
        loops[f"{name}: engine random playout"] = (lambda s, n=name: engine_steps(n, s), count)
        loops[f"{name}: OpenSpiel adapter"] = (
            lambda s, g=spiel_game: openspiel_steps(g, s),
            count,
        )
        loops[f"{name}: OpenSpiel adapter, numpy's choice (issue 14's loop)"] = (
            lambda s, g=spiel_game: openspiel_numpy_steps(g, s),
            count,
        )
        loops[f"{name}: PettingZoo adapter"] = (lambda s, e=env: pettingzoo_steps(e, s), count)
    others = {other: pyspiel.load_game(other) for other in OPENSPIEL_GAMES}
    for other in OPENSPIEL_GAMES:
        loops[f"OpenSpiel `{other}`, same loop"] = (
            lambda s, g=others[other]: openspiel_steps(g, s),
            100 * scale,
        )
    c4_env = connect_four_v3.env()
    loops["PettingZoo `connect_four_v3`, same loop"] = (
        lambda s: pettingzoo_steps(c4_env, s),
        100 * scale,
    )
    best = best_rates(loops, rounds)
    tic = best["OpenSpiel `python_tic_tac_toe`, same loop"][0]
    c4 = best["PettingZoo `connect_four_v3`, same loop"][0]

    lines += ["", "## Steps per CPU second (same run, best of its rounds)", ""]
    lines += [
        "| loop | steps/s | steps per game | games/s | games/s vs engine "
        "| steps/s vs `python_tic_tac_toe` | steps/s vs `connect_four_v3` |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for label, (steps, per_game) in best.items():
        name = label.split(":")[0]
        engine = best.get(f"{name}: engine random playout")
        versus = "" if engine is None else f"{steps / per_game / (engine[0] / engine[1]):.3f}"
        lines.append(
            f"| {label} | {steps:,.0f} | {per_game:.0f} | {steps / per_game:,.1f} | {versus} "
            f"| {steps / tic:.2f} | {steps / c4:.2f} |"
        )

    def games_vs_engine(name: str) -> float:
        spiel, engine = best[f"{name}: OpenSpiel adapter"], best[f"{name}: engine random playout"]
        return (spiel[0] / spiel[1]) / (engine[0] / engine[1])

    targets = [
        ("OpenSpiel No Return, games/s vs the engine's random playouts", "no-return", 0.12),
        ("OpenSpiel No Thanks!, games/s vs the engine's random playouts", "no-thanks", 0.10),
    ]
    lines += ["", "## Targets (issue 24)", "", "| figure | value | target | margin |"]
    lines.append("|---|---:|---|---|")
    for label, name, target in targets:
        value = games_vs_engine(name)
        lines.append(f"| {label} | {value:.3f} | ≥ {target} | {check(value, target, True)} |")
    for name in GAMES:
        adapter, engine = kept_bytes(games[name], seed=1)
        value = adapter / engine
        lines.append(
            f"| OpenSpiel {name} state, bytes vs its engine position ({adapter:,.0f} B vs "
            f"{engine:,.0f} B) | {value:.2f}x | ≤ 2x | {check(value, 2.0, False)} |"
        )
    for name, target in (("no-return", 0.8), ("no-thanks", 1.2)):
        value = best[f"{name}: PettingZoo adapter"][0] / c4
        lines.append(
            f"| PettingZoo {name}, steps/s vs `connect_four_v3` | {value:.2f} | ≥ {target} "
            f"| {check(value, target, True)} |"
        )

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
