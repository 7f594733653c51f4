"""A plain No Thanks! player for simulations: it takes a card once the chips on it cover
(almost) what the card costs."""

from __future__ import annotations

import random

from regelwerk.errors import ArgumentTypeError
from regelwerk.nothanks import GAME
from regelwerk.nothanks.actions import Action
from regelwerk.nothanks.scoring import card_points
from regelwerk.nothanks.state import State

__all__ = ["greedy"]


def greedy(state: State, rng: random.Random) -> Action:
    """Take when out of chips, or when taking costs at most 2 points more than the pot."""
    if type(state) is not State:
        raise ArgumentTypeError("state", state, GAME.title)
    card = state.face_up
    if card is None or Action.PASS not in state.legal_actions():  # taking is forced (NT-4.3)
        return Action.TAKE
    taken = state.taken[state.deciding]
    cost = card_points(taken | (1 << int(card))) - card_points(taken) - state.pot
    return Action.TAKE if cost <= 2 else Action.PASS
