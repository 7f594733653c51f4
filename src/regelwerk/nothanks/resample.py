"""Determinisation: a position that one seat cannot tell apart from the real one.

What a seat cannot see in No Thanks!: how the other seats' chips are split among them
(NT-3.2; their total follows from the chips handed out), the order of the cards still face
down, which cards were removed unseen (NT-3.1), and the removed cards dealt to the other
seats (``deal_removed``).  :func:`resample` deals all of that out again at random, keeping
every count a seat can know.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from regelwerk.nothanks.state import State

__all__ = ["resample"]


def resample(state: State, seat: int, rng: random.Random) -> State:
    """A state with the same view for ``seat``, its hidden parts dealt again by ``rng``."""
    if not 0 <= seat < state.players:
        raise IndexError(seat)
    others = [s for s in range(state.players) if s != seat]

    # Chips: the others' total is known, its split is not.
    total = sum(state.chips[s] for s in others)
    cuts = sorted(rng.randint(0, total) for _ in range(len(others) - 1))
    shares = [high - low for low, high in zip([0, *cuts], [*cuts, total], strict=True)]
    chips = list(state.chips)
    for other, share in zip(others, shares, strict=True):
        chips[other] = share

    # Cards: the face-down pile, the unseen removed cards and the others' dealt cards.
    face_down = list(state.cards[state.face_index + 1 :])
    own = set(state.dealt[seat]) if state.dealt is not None else set()
    unseen = [card for card in state.removed or () if card not in own]
    pool = face_down + unseen
    rng.shuffle(pool)
    cards = state.cards[: state.face_index + 1] + tuple(pool[: len(face_down)])
    removed_rest = pool[len(face_down) :]
    removed = None if state.removed is None else tuple(sorted([*own, *removed_rest]))
    dealt = state.dealt
    if dealt is not None and state.removed is not None:
        hands = list(dealt)
        for other in others:
            size = len(dealt[other])
            hands[other] = tuple(sorted(removed_rest[:size]))
            del removed_rest[:size]
        dealt = tuple(hands)
    return state._replace(chips=tuple(chips), cards=cards, removed=removed, dealt=dealt)
