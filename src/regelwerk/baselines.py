"""Opponents worth playing against, for any game: policies and how to find them by name.

A policy is ``(state, rng) -> action`` for the seat to act (:data:`Policy`).  Besides the
command line's ``random`` and ``greedy`` (each game lists its own policies,
:attr:`regelwerk.game.Game.policies`) there is
:func:`kind_first`: uniform random No Return is degenerate — almost all of its legal actions
are exchanges, so a random player nearly never plays or clears — and choosing the kind of
action first (exchange, play, clear, …) and then one action of that kind gives random games
that look like games.

>>> import random
>>> from regelwerk.nothanks import State
>>> state = State.new(players=3, seed=1)
>>> str(kind_first(state, random.Random(2)))
'pass'
>>> policy_named("no-thanks", "kinds") is kind_first
True
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol, TypeVar

from regelwerk.arguments import check_rng, legal_of
from regelwerk.errors import SeatError, UnknownPolicyError

if TYPE_CHECKING:
    from regelwerk.game import AnyState, GamePolicy

__all__ = ["Policy", "kind_first", "kind_of", "policy_named"]

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)


class _Legal(Protocol[A_co]):
    def legal_actions(self) -> Iterable[A_co]: ...


Policy = Callable[[_Legal[A], random.Random], A]
"""A policy: ``(state, rng) -> action`` for the seat to act."""


def kind_of(action: object) -> str:
    """The kind of an action for :func:`kind_first`: its ``verb`` attribute when it has one
    (a ``str``: ``exchange``, ``play``, …); else, for an enum of actions (a
    :class:`~regelwerk.notation.WordAction`), its notation (each member a kind of its own);
    else the name of its class (``Play``, ``Exchange``: a game whose actions are classes
    gets kinds without a verb, where before each action was a kind of its own and the
    policy silently became uniform random)."""
    verb = getattr(action, "verb", None)
    if isinstance(verb, str):
        return verb
    return str(action) if isinstance(action, enum.Enum) else type(action).__name__


def kind_first(state: _Legal[A], rng: random.Random) -> A:
    """A kind of action among those legal, each kind equally likely, then one action of
    that kind, each equally likely."""
    by_kind: dict[str, list[A]] = {}
    rng = check_rng(rng)
    for action in legal_of(state):
        by_kind.setdefault(kind_of(action), []).append(action)
    if not by_kind:
        raise SeatError()  # no legal action to pick from
    kinds = sorted(by_kind)
    actions = by_kind[kinds[rng.randrange(len(kinds))]]
    return actions[rng.randrange(len(actions))]


def policy_named(game: str, name: str) -> GamePolicy[AnyState, object]:
    """The policy ``name`` (``random``, ``greedy``, ``kinds``) for the registered ``game``;
    ``KeyError`` names the known games or policies."""
    from regelwerk.games import load

    rules = load(game)  # an unknown game is refused by name
    policies = rules.policies
    if name not in policies:
        raise UnknownPolicyError(name, rules.info.title, tuple(policies))
    return policies[name]
