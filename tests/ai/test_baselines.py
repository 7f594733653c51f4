"""Opponents worth playing: the kind-first policy and policies found by name."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.baselines import kind_first, kind_of, policy_named

from .positions import NAMES, position


@settings(max_examples=40)
@given(st.sampled_from(NAMES), st.integers(0, 2**32 - 1), st.integers(0, 200))
def test_kind_first_returns_a_legal_action(name: str, seed: int, depth: int) -> None:
    state = position(name, seed, depth)
    assert state.check(kind_first(state, random.Random(seed))) is None


def test_kind_first_draws_each_kind_equally_often() -> None:
    # The first turn of play: exchanges far outnumber plays, yet each kind is drawn about
    # half of the time.
    state = position("no-return", seed=2, depth=3, players=3)
    legal = Counter(kind_of(action) for action in state.legal_actions())
    assert set(legal) == {"exchange", "play"} and legal["exchange"] > 5 * legal["play"]
    rng = random.Random(0)
    drawn = Counter(kind_of(kind_first(state, rng)) for _ in range(2000))
    assert all(900 < drawn[kind] < 1100 for kind in legal)


def test_random_games_are_no_longer_all_exchanges() -> None:
    def exchange_share(policy_name: str) -> float:
        kinds: Counter[str] = Counter()
        for seed in range(4):
            state = position("no-return", seed, depth=0, players=3)
            rng = random.Random(seed)
            while not state.is_over:
                action = policy_named("no-return", policy_name)(state, rng)
                kinds[kind_of(action)] += 1
                state = state.apply(action)
        turns = sum(kinds.values()) - kinds["set-aside"]
        return kinds["exchange"] / turns

    assert exchange_share("random") > 0.95
    assert exchange_share("kinds") < 0.9


def test_policies_are_found_by_name() -> None:
    for name in NAMES:
        assert policy_named(name, "kinds") is kind_first
        with pytest.raises(
            KeyError, match="no policy “minimax”; choose one of random, greedy or kinds"
        ):
            policy_named(name, "minimax")
    with pytest.raises(KeyError, match="no game “chess”"):
        policy_named("chess", "greedy")


def test_greedy_beats_random() -> None:
    # The baseline is worth playing against: it wins most games against random seats.
    for name in NAMES:
        greedy, uniform = policy_named(name, "greedy"), policy_named(name, "random")
        wins = 0.0
        for seed in range(12):
            state = position(name, seed, depth=0, players=3)
            rng = random.Random(seed)
            while not state.is_over:
                policy = greedy if state.to_act == seed % 3 else uniform
                state = state.apply(policy(state, rng))
            winners = state.result().winners
            wins += (seed % 3 in winners) / len(winners)
        assert wins / 12 > 0.6, name


def test_actions_without_a_verb_are_kinds_by_their_class() -> None:
    """Before, an action with no ``verb`` was a kind of its own, and ``kinds`` silently
    became uniform random over all actions; now a game's action classes are its kinds."""
    import random
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Move:
        to: int

    @dataclass(frozen=True)
    class Resign:
        pass

    class Position:
        def legal_actions(self) -> list[object]:
            return [*(Move(square) for square in range(99)), Resign()]

    assert kind_of(Move(3)) == kind_of(Move(4)) == "Move"
    rng = random.Random(1)
    resigned = sum(isinstance(kind_first(Position(), rng), Resign) for _ in range(400))
    assert 150 < resigned < 250  # one kind in two, not one action in a hundred
