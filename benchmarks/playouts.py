"""The random playouts through the public API, as a learner writes them.

Kept apart from :mod:`engine` because they use nothing but the public API: ``run.py
--baseline-from`` runs them against an older commit's code, which lacks the internals that
:mod:`engine`'s plain anchors read.
"""

from __future__ import annotations

import random
from typing import Any

from regelwerk.nothanks import State as NoThanksState

__all__ = ["api_loop", "random_playout"]


def random_playout(state: Any, seed: int) -> int:
    """Uniform random play from ``state`` to the end through the public API, as a learner
    writes it; how many actions it took."""
    rng = random.Random(seed)
    actions = 0
    while not state.is_over:
        state = state.apply(state.legal_actions().sample(rng))
        actions += 1
    return actions


def api_loop(seed: int) -> int:
    """A seeded 4-player game of uniform random play through the public API."""
    return random_playout(NoThanksState.new(4, seed), seed)
