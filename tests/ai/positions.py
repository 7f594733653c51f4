"""Positions for the adapters' tests: every registered game played to a random depth by the
kind-first policy, so that plays, clears and phase 2 come up, not only exchanges."""

from __future__ import annotations

import random
from typing import Any

from regelwerk.baselines import kind_first
from regelwerk.encoding import encoding_of

NAMES = ("no-return", "no-thanks")  # the tests may name games; the adapters may not


def position(name: str, seed: int, depth: int, players: int | None = None) -> Any:
    """A state of game ``name`` after up to ``depth`` actions (never a finished one)."""
    encoding = encoding_of(name)
    rng = random.Random(seed)
    info = encoding.info
    players = players or rng.randint(info.min_players, info.max_players)
    state = encoding.new(players, seed, encoding.options(players, {}))
    for _ in range(depth):
        after = state.apply(kind_first(state, rng))
        if after.is_over:
            break
        state = after
    return state
