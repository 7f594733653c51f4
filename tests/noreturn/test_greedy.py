"""No Return's greedy policy: the same choices as its rules of thumb over the listed actions,
made from the generator's blocks without listing them (issue 24); and the generator's
per-hand caches stay small over a long run of greedy games."""

from __future__ import annotations

import gc
import random
import tracemalloc

import pytest

from regelwerk.noreturn import Options, State, generate
from regelwerk.noreturn.actions import Action, Clear, Exchange, Play, SetAside
from regelwerk.noreturn.policies import greedy
from regelwerk.noreturn.seat import Phase
from regelwerk.noreturn.tiles import Tile


def _worth(tiles: tuple[Tile, ...]) -> int:
    return sum(tile.value for tile in tiles)


def listed_greedy(state: State) -> Action:
    """The rules of thumb of ``greedy``, written over every listed action: the first of the
    best in the listing's order."""
    seat = state.seats[state.to_act or 0]
    actions = list(state.legal_actions())
    if isinstance(actions[0], SetAside):
        return SetAside(())
    in_two = seat.phase is Phase.TWO
    in_rows = sum(_worth(row) for row in seat.rows)
    scoring = in_two or len(state.bag) <= 36 or in_rows >= 40
    clears = [a for a in actions if isinstance(a, Clear)]
    if scoring and clears:
        return max(clears, key=lambda a: 2 * _worth(a.tiles) - _worth(a.pay))
    plays = [a for a in actions if isinstance(a, Play)]
    if not scoring and plays:
        return max(plays, key=lambda a: (_worth(a.tiles), len(a.tiles)))
    exchanges = [
        a for a in actions if isinstance(a, Exchange) and a.phase2 == (scoring and not in_two)
    ]
    exchanges = exchanges or [a for a in actions if isinstance(a, Exchange)]
    if exchanges and in_two and not any(seat.rows):
        return min(exchanges, key=lambda a: (-len(a.tiles), _worth(a.tiles)))
    if exchanges:
        return min(exchanges, key=lambda a: _worth(a.tiles) - 3 * len(a.tiles))
    return actions[0] if not plays else plays[0]


@pytest.mark.parametrize("minimal_payment", [False, True])
def test_greedy_chooses_as_its_rules_over_the_listing(minimal_payment: bool) -> None:
    options = Options(minimal_payment=minimal_payment)
    positions = 0
    for seed in range(24):
        rng = random.Random(seed)
        state = State.new(2 + seed % 3, seed, options)
        while not state.is_over:
            chosen = greedy(state, rng)
            assert chosen == listed_greedy(state), (seed, state)
            positions += 1
            # A share of random moves reaches positions greedy play alone does not.
            state = state.apply(chosen if rng.random() < 0.7 else state.legal_actions().sample(rng))
    assert positions > 900


def test_greedy_lists_no_block(monkeypatch: pytest.MonkeyPatch) -> None:
    """It scores picks as plain data and makes one action: listing a block is refused."""

    def refuse(*args: object) -> None:
        raise AssertionError("greedy listed the legal actions")

    monkeypatch.setattr(generate.Generator, "_list_block", refuse)
    rng = random.Random(7)
    state = State.new(3, 7)
    while not state.is_over:
        state = state.apply(greedy(state, rng))


def test_the_generator_caches_stay_small_over_many_games() -> None:
    """Issue 24: 4,096 hands of exchanges each held 48 MiB after 300 greedy games; the
    caches hold at most 10 MiB whatever the run (measured after 150 games)."""
    generate.clear_caches()
    tracemalloc.start()
    try:
        for seed in range(150):
            rng = random.Random(seed)
            state = State.new(3, seed)
            while not state.is_over:
                state = state.apply(greedy(state, rng))
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        generate.clear_caches()
        gc.collect()
        held = before - tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert held <= 10 * 2**20, f"{held / 2**20:.1f} MiB"
