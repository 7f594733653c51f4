"""Opponents worth playing against, for any game: policies and how to find them by name.

A policy is ``(state, rng) -> action`` for the seat to act
(:data:`regelwerk.policies.Policy`).  Every game offers ``random`` and ``kinds``
(:mod:`regelwerk.policies`), and lists its own besides (``greedy``:
:attr:`regelwerk.game.Game.policies`).  ``kinds``
(:func:`~regelwerk.policies.kind_first`) exists because uniform random No Return is
degenerate — almost all of its legal actions are exchanges, so a random player nearly never
plays or clears — and choosing the kind of action first (exchange, play, clear, …) and then
one action of that kind gives random games that look like games.

>>> import random
>>> from regelwerk.nothanks import State
>>> state = State.new(players=3, seed=1)
>>> str(kind_first(state, random.Random(2)))
'pass'
>>> policy_named("no-thanks", "kinds") is kind_first
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regelwerk.errors import UnknownPolicyError

# Where they were before: the policies every game has now live in regelwerk.policies (the
# API reference describes them there, once).
from regelwerk.policies import Policy as Policy
from regelwerk.policies import kind_first as kind_first
from regelwerk.policies import kind_of as kind_of

if TYPE_CHECKING:
    from regelwerk.game import AnyState, GamePolicy

__all__ = ["policy_named"]


def policy_named(game: str, name: str) -> GamePolicy[AnyState, object]:
    """The policy ``name`` (``random``, ``greedy``, ``kinds``) for the registered ``game``;
    ``KeyError`` names the known games or policies."""
    from regelwerk.games import load

    rules = load(game)  # an unknown game is refused by name
    policies = rules.policies
    if name not in policies:
        raise UnknownPolicyError(name, rules.info.title, tuple(policies))
    return policies[name]
