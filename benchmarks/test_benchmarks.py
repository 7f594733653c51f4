"""The table's main workloads as pytest-benchmark cases, for comparing two versions in detail.

Not part of ``make test`` (pytest collects only ``tests/`` by default).  Run, for example::

    .venv/bin/pytest benchmarks/test_benchmarks.py --benchmark-autosave
    .venv/bin/pytest benchmarks/test_benchmarks.py --benchmark-compare

``make bench`` (``run.py``) remains the reference: one table, targets, ratios and the guard.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from corpus import action_cases, log_texts, mid_game_states

from regelwerk.logs import validate
from regelwerk.noreturn import State as NoReturnState
from regelwerk.nothanks import State as NoThanksState

STATES = mid_game_states(20)
CASES = action_cases(STATES)
NR_LOGS = log_texts("no-return", 3, 20)
NT_LOGS = log_texts("no-thanks", 4, 20)


@pytest.fixture
def bench(benchmark: Any) -> Any:
    return benchmark


def test_nr_check(bench: Any) -> None:
    bench(lambda: [case.state.check(case.action) for case in CASES])


def test_nr_list(bench: Any) -> None:
    bench(lambda: [list(state.legal_actions()) for state in STATES])


def test_nr_count(bench: Any) -> None:
    bench(lambda: [state.legal_actions().count() for state in STATES])


def test_nr_validate(bench: Any) -> None:
    bench(lambda: [validate(text) for text in NR_LOGS])


def test_nt_validate(bench: Any) -> None:
    bench(lambda: [validate(text) for text in NT_LOGS])


def _games(new: Any, players: int, seeds: range) -> int:
    turns = 0
    for seed in seeds:
        rng = random.Random(seed)
        state = new(players, seed)
        while not state.is_over:
            state = state.apply(state.legal_actions().sample(rng))
            turns += 1
    return turns


def test_nr_random_games(bench: Any) -> None:
    bench(_games, NoReturnState.new, 3, range(20))


def test_nt_random_games(bench: Any) -> None:
    bench(_games, NoThanksState.new, 4, range(200))
