"""Fixed, seeded corpora for the benchmarks: the same inputs on every run and every machine.

Everything here is derived from seeds through the library itself (``simulate``'s game loop,
the log recorder and writer), so a corpus is a function of the code and the seeds below.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from regelwerk.logs import dumps
from regelwerk.noreturn import Phase, Stage
from regelwerk.noreturn import State as NoReturnState
from regelwerk.simulation import play_game

__all__ = [
    "ActionCase",
    "action_cases",
    "log_texts",
    "mid_game_states",
]

LOG_SEED = 10_000  # logs: seeds LOG_SEED, LOG_SEED + 1, ...
STATE_SEED = 20_000  # games that the mid-game states are taken from
ACTION_SEED = 30_000  # the rng that picks actions to check


def log_texts(
    game: str, players: int, count: int, seed: int = LOG_SEED, policy: str = "random"
) -> list[bytes]:
    """``count`` complete logs as ``regelwerk simulate --out`` writes them (by default with
    its default, random policy), UTF-8 encoded: validating them includes parsing."""
    out = []
    for k in range(count):
        recorder = play_game(game, players, seed + k, policy, record=True).recorder
        assert recorder is not None
        out.append(dumps(recorder.to_json()).encode("utf-8"))
    return out


def _positions(seed: int) -> Iterator[NoReturnState]:
    """Every in-play position of a uniform-random 3-player game, in order."""
    rng = random.Random(seed)
    state = NoReturnState.new(3, seed)
    while not state.is_over:
        if state.stage is Stage.PLAY:
            yield state
        state = state.apply(state.legal_actions().sample(rng))


def mid_game_states(per_phase: int, seed: int = STATE_SEED) -> list[NoReturnState]:
    """``per_phase`` mid-game states whose seat to act is in phase 1, as many in phase 2.

    Mid-game: from the second quarter to the third quarter of a game's turns, the seat to
    act holding tiles.  One state per phase and game at most, so the corpus spans many games.
    """
    found: dict[Phase, list[NoReturnState]] = {Phase.ONE: [], Phase.TWO: []}
    game = seed
    while min(len(states) for states in found.values()) < per_phase:
        positions = list(_positions(game))
        game += 1
        middle = positions[len(positions) // 4 : 3 * len(positions) // 4]
        taken: set[Phase] = set()
        for state in middle:
            seat = state.seats[state.to_act or 0]
            if seat.hand and seat.phase not in taken and len(found[seat.phase]) < per_phase:
                found[seat.phase].append(state)
                taken.add(seat.phase)
    return found[Phase.ONE] + found[Phase.TWO]


@dataclass(frozen=True)
class ActionCase:
    state: NoReturnState
    action: Any
    legal: bool


def action_cases(states: list[NoReturnState], seed: int = ACTION_SEED) -> list[ActionCase]:
    """Per state: a legal action (sampled uniformly) and one taken from another state's
    legal actions (mostly illegal here: the validator's work on faults counts too)."""
    rng = random.Random(seed)
    cases = []
    for index, state in enumerate(states):
        own = state.legal_actions().sample(rng)
        other = states[(index + 7) % len(states)].legal_actions().sample(rng)
        cases.append(ActionCase(state, own, True))
        cases.append(ActionCase(state, other, state.check(other) is None))
    return cases
