"""Determinisation: a position that one seat cannot tell apart from the real one.

What a seat cannot know in No Thanks!: the order of the cards still face down, which cards
were removed unseen (NT-3.1), and the removed cards dealt to the other seats
(``deal_removed``).  :func:`resample` deals all of that out again at random, keeping every
count a seat can know.  The other seats' chips are hidden from sight (NT-3.2) but not from
a seat that remembers: everybody starts with the same chips and every take and pass is
public, so every count follows from the history (the ruling on NT-3.2 in docs/spec).  They
are kept as they are; a resample that split them anew would invent worlds the history rules
out.  Uniform over the worlds consistent with the seat's information state: the unseen
cards are shuffled as a whole, and nothing else is unknown.

The hidden parts of the new state come from the seat's :class:`~regelwerk.nothanks.view.View`
and ``rng`` alone, never from the real state, whatever the real state knew (a log may leave
out ``removed``, ``dealt`` or the rest of the pile): the cards the seat has not seen are
listed in ascending order before ``rng`` shuffles them, the pile is always completed up to
its 24 cards once the face-up card is known, the 9 removed cards are always named, and the
other seats' dealt cards are dealt whenever the seat's own are known.  Only the public
record that a view leaves out is kept as it is: the order in which the taken cards were
turned up, and who took the last card once the game is over.  Two states with the same
view, chips and that record give the same resampled state for the same ``rng``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from regelwerk.arguments import check_rng, check_seat
from regelwerk.nothanks.cards import Card

if TYPE_CHECKING:
    from regelwerk.nothanks.options import Options
    from regelwerk.nothanks.state import State
    from regelwerk.nothanks.view import View

__all__ = ["resample"]


def resample(state: State, seat: int, rng: random.Random) -> State:
    """A state with the same view for ``seat``, its hidden parts dealt again by ``rng``."""
    check_seat(seat, state.players)
    check_rng(rng)
    view = state.view(seat)
    history = state.cards[: state.face_index]  # turned up and taken, in that order: public
    cards, removed, dealt = _cards(view, history, rng, state.options)
    seat_next = state.deciding if view.to_act is None else view.to_act
    return state._replace(cards=cards, deciding=seat_next, removed=removed, dealt=dealt)


def _cards(
    view: View, history: tuple[Card, ...], rng: random.Random, options: Options
) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[tuple[Card, ...], ...] | None]:
    """``cards``, ``removed`` and ``dealt``: the cards the seat has not seen, shuffled and
    dealt to the pile, the others' dealt cards and the rest of the removed ones."""
    own = view.dealt
    seen = {*history, *own}
    if view.face_up is not None:
        seen.add(view.face_up)
    unseen = [card for card in options.deck if card not in seen]  # ascending: nothing real
    pile_size = options.pile_size
    rng.shuffle(unseen)
    cards = tuple(history)
    if view.face_up is not None:  # else the face-up card is not known yet, to anyone
        pile = pile_size - len(history) - 1
        cards += (view.face_up, *unseen[:pile])
        del unseen[:pile]
    elif len(history) < pile_size:
        del unseen[: pile_size - len(history)]  # the face-down pile, face-up card included
    dealt: tuple[tuple[Card, ...], ...] | None = None
    removed = list(own)
    if own:
        hands = []
        for other in range(view.players):
            if other == view.seat:
                hands.append(own)
                continue
            hand, unseen = tuple(sorted(unseen[: len(own)])), unseen[len(own) :]
            hands.append(hand)
            removed.extend(hand)
        dealt = tuple(hands)
    removed.extend(unseen[: options.removed_count - len(removed)])
    return cards, tuple(sorted(removed)), dealt
