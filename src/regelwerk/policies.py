"""Policies that choose an action for the seat to act, for simulations and the demo.

A policy is a function ``(state, rng) -> action`` (:data:`~regelwerk.game.GamePolicy`).
:func:`random_policy` and :func:`kind_first` work for every game, so every game offers them
(named ``random`` and ``kinds``, :attr:`regelwerk.game.Game.policies`); each game adds its
own in its package (No Return's and No Thanks!'s ``greedy``) and lists them in its
:class:`~regelwerk.game.Game`.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol, TypeVar

from regelwerk.arguments import check_rng, legal_of
from regelwerk.errors import SeatError

if TYPE_CHECKING:  # the contract is above: it offers this policy to every game
    from regelwerk.game import GameState

__all__ = ["Policy", "kind_first", "kind_of", "random_policy"]


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


def random_policy(state: GameState[A], rng: random.Random) -> A:
    """A legal action, every one equally likely (sampled without listing them all)."""
    try:  # the path of every simulated action: no check before, a call of legal_of after
        legal = state.legal_actions()
    except AttributeError:
        legal = legal_of(state)  # what is no state is refused by name; a fault re-raised
    return legal.sample(rng)
