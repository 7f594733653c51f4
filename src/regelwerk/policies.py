"""Policies that choose an action for the seat to act, for simulations and the demo.

A policy is a function ``(state, rng) -> action`` (:data:`~regelwerk.game.GamePolicy`).
:func:`random_policy` works for every game; each game adds its own in its package (No
Return's and No Thanks!'s ``greedy``) and lists them in its :class:`~regelwerk.game.Game`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeVar

from regelwerk.arguments import legal_of

if TYPE_CHECKING:  # the contract is above: it offers this policy to every game
    from regelwerk.game import GameState

__all__ = ["random_policy"]

A = TypeVar("A")


def random_policy(state: GameState[A], rng: random.Random) -> A:
    """A legal action, every one equally likely (sampled without listing them all)."""
    try:  # the path of every simulated action: no check before, a call of legal_of after
        legal = state.legal_actions()
    except AttributeError:
        legal = legal_of(state)  # what is no state is refused by name; a fault re-raised
    return legal.sample(rng)
