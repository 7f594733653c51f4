"""A plain Fifteen player for simulations: it draws while a bust is unlikely."""

from __future__ import annotations

import random

from regelwerk_fifteen.actions import Action
from regelwerk_fifteen.kernel import CARDS, LIMIT
from regelwerk_fifteen.state import State

__all__ = ["careful"]


def careful(state: State, rng: random.Random) -> Action:
    """Draw while at most half of the cards this seat has not seen would bust its hand."""
    if not state.pile:
        return Action.STAND
    hand = state.hands[state.seat]
    unseen = [card for card in CARDS if card not in hand]
    busting = sum(sum(hand) + card > LIMIT for card in unseen)
    return Action.DRAW if 2 * busting <= len(unseen) else Action.STAND
