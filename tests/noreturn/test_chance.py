"""A seeded game's draws of chance are Python 3.11's Random draws, spelled out."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.game import LegalActions
from regelwerk.noreturn import State
from regelwerk.noreturn.chance import below, shuffle
from regelwerk.noreturn.generate import Generator


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64), st.integers(0, 140))
def test_shuffle_is_random_shuffle(seed: int, size: int) -> None:
    mine, theirs = list(range(size)), list(range(size))
    shuffle(mine, random.Random(seed))
    random.Random(seed).shuffle(theirs)
    assert mine == theirs


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64), st.integers(1, 10**6))
def test_below_is_randrange(seed: int, n: int) -> None:
    mine, theirs = random.Random(seed), random.Random(seed)
    assert [below(mine, n) for _ in range(5)] == [theirs.randrange(n) for _ in range(5)]
    assert mine.getstate() == theirs.getstate()


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6))
def test_a_state_samples_as_the_generic_view_samples(seed: int) -> None:
    state = State.new(3, seed)
    mine, theirs = random.Random(seed), random.Random(seed)
    while not state.is_over:
        action = state.legal_actions().sample(mine)
        assert action == LegalActions(Generator(state)).sample(theirs)
        state = state.play(action)
    assert mine.getstate() == theirs.getstate()
