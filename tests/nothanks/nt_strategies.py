"""Hypothesis strategies for No Thanks! tests: games, options and positions reached by play."""

from __future__ import annotations

import random

from hypothesis import settings
from hypothesis import strategies as st

from regelwerk.nothanks import MAX_PLAYERS, MIN_PLAYERS, Card, Options, State

__all__ = ["NT_SETTINGS", "deal_to_others", "games", "options_for", "play_randomly", "positions"]

NT_SETTINGS = settings(deadline=None)
"""No deadline: a slow machine must not fail a test (the tests assert no timings)."""


@st.composite
def options_for(draw: st.DrawFn, players: int) -> Options:
    """Any valid options for ``players``: the default chip count or 0 to 55 // players."""
    chips = draw(st.none() | st.integers(0, Options.chips_limit(players)))
    return Options(chips_per_player=chips, deal_removed=draw(st.booleans()))


@st.composite
def games(draw: st.DrawFn) -> State:
    """A freshly set up seeded game, any player count and options."""
    players = draw(st.integers(MIN_PLAYERS, MAX_PLAYERS))
    return State.new(players, draw(st.integers(0, 2**64)), draw(options_for(players)))


def play_randomly(state: State, rng: random.Random, steps: int | None = None) -> State:
    """Play uniformly random legal actions, through the checked path, up to ``steps``."""
    while not state.is_over and (steps is None or steps > 0):
        state = state.play(state.legal_actions().sample(rng))
        steps = None if steps is None else steps - 1
    return state


@st.composite
def positions(draw: st.DrawFn) -> State:
    """A position reached from a seeded game by some random legal actions (maybe the end)."""
    state = draw(games())
    rng = random.Random(draw(st.integers(0, 2**32)))
    return play_randomly(state, rng, draw(st.none() | st.integers(0, 120)))


def deal_to_others(
    dealt: tuple[tuple[Card, ...], ...], seat: int, pool: list[Card]
) -> tuple[tuple[tuple[Card, ...], ...], list[Card]]:
    """``dealt`` with every seat but ``seat`` dealt as many cards again from the front of
    ``pool``; and what is left of ``pool``."""
    hands = []
    for other, hand in enumerate(dealt):
        if other == seat:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(pool[: len(hand)])))
            pool = pool[len(hand) :]
    return tuple(hands), pool
