"""The state of a game of Fifteen: an immutable value; an action returns a new state.

Seeded setup (:meth:`State.new`), fixed so that any implementation can reproduce it: the
cards 1 to 10 ascending are shuffled by ``random.Random(seed).shuffle`` (Python 3.11's
Fisher-Yates); seat ``s`` is dealt card ``s`` of the shuffled deck (FT-3.1), the rest is the
pile in the order it is drawn.

A state knows each hand in the order its cards came, every seat's standing (playing, stood,
bust) and as much of the pile as is known: all of it in a seeded game, only the cards a
log lists when it is replayed.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from regelwerk.errors import IllegalActionError
from regelwerk.game import LegalActions, Result, winners_of
from regelwerk.rules import LogCode
from regelwerk.seeds import seed_or_fresh
from regelwerk.violation import Violation
from regelwerk_fifteen.actions import Action
from regelwerk_fifteen.kernel import (
    BUST,
    CARDS,
    LIMIT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYING,
    STOOD,
    is_bust,
    judge,
    next_seat,
)
from regelwerk_fifteen.options import Options
from regelwerk_fifteen.rules import FifteenRuleId

__all__ = ["State", "View", "check_cards"]

_ACTIONS = (Action.DRAW, Action.STAND)  # the fixed order of legal_actions()


def check_cards(players: int, cards: tuple[int, ...]) -> Violation | None:
    """``None`` when ``players`` can play with the known ``cards`` in deal order; else the
    rule broken (FT-2.1; LOG-DRAW: a card twice, or fewer cards than hands to deal)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return Violation.of(FifteenRuleId.FT_2_1, players=players)
    seen: set[int] = set()
    for index, card in enumerate(cards):
        if card in seen:
            return Violation.of(LogCode.LOG_DRAW, reason="repeated", card=card, index=index)
        seen.add(card)
    if len(cards) < players:
        return Violation.of(LogCode.LOG_DRAW, reason="undealt", count=len(cards), players=players)
    return None


class State(NamedTuple):
    """A position of Fifteen.  Build one with :meth:`new` (seeded) or :meth:`deal`."""

    players: int
    hands: tuple[tuple[int, ...], ...]  # by seat, in the order the cards came
    standing: tuple[int, ...]  # by seat: PLAYING, STOOD or BUST
    pile: tuple[int, ...]  # the known top of the pile, in drawing order
    seat: int  # who acts (kept at the end; to_act is then None)
    options: Options = Options()

    @classmethod
    def new(cls, players: int, seed: int | None, options: Options | None = None) -> State:
        """A new game shuffled by ``random.Random(seed)``; ``seed=None``: a fresh seed."""
        deck = list(CARDS)
        random.Random(seed_or_fresh(seed)).shuffle(deck)
        return cls.deal(players, deck)

    @classmethod
    def deal(cls, players: int, cards: Iterable[int], options: Options | None = None) -> State:
        """A new game from the cards in deal order (the first ``players`` to the seats, the
        rest as much of the pile as is known); :class:`IllegalActionError` if impossible."""
        known = tuple(cards)
        violation = check_cards(players, known)
        if violation is not None:
            raise IllegalActionError(violation)
        hands = tuple((card,) for card in known[:players])
        return cls(players, hands, (PLAYING,) * players, known[players:], 0, Options())

    def reveal(self, card: int) -> State:
        """This state with the next card of the pile known (a game recorded card by card)."""
        cards = tuple(card for hand in self.hands for card in hand) + (*self.pile, card)
        violation = check_cards(self.players, cards)
        if violation is None and card not in CARDS:
            violation = Violation.of(LogCode.LOG_DRAW, reason="card", card=card)
        if violation is not None:
            raise IllegalActionError(violation)
        return self._replace(pile=(*self.pile, card))

    # -- what the position is

    @property
    def to_act(self) -> int | None:
        return None if self.is_over else self.seat

    @property
    def is_over(self) -> bool:
        """FT-5.1: every player has stood or gone bust."""
        return PLAYING not in self.standing

    @property
    def drawn(self) -> int:
        """The cards out of the deck: dealt or drawn."""
        return sum(map(len, self.hands))

    @property
    def pile_left(self) -> int:
        return len(CARDS) - self.drawn

    @property
    def needs_card(self) -> bool:
        """True when the seat to act could draw but the next card is not known."""
        return not self.is_over and not self.pile and self.pile_left > 0

    # -- actions

    def legal_actions(self) -> LegalActions[Action]:
        """Draw (while the pile has a card, FT-4.1), then stand; nothing at the end or while
        the next card is unknown (a partial log)."""
        return LegalActions(self)

    def _legal_count(self) -> int:
        if self.is_over or self.needs_card:
            return 0
        return 2 if self.pile else 1

    def _legal_iter(self) -> Iterator[Action]:
        return iter(_ACTIONS[2 - self._legal_count() :])

    def _legal_nth(self, index: int) -> Action:
        return _ACTIONS[2 - self._legal_count() + index]

    def check(self, action: Action) -> Violation | None:
        """``None`` if ``action`` is legal here, else the rule it breaks."""
        if not isinstance(action, Action):
            raise TypeError(f"not a Fifteen action: {action!r}")
        refusal = judge(self.is_over, self.drawn, self.drawn + len(self.pile), action)
        if refusal is None:
            return None
        if refusal.rule is LogCode.LOG_ORDER:
            return Violation.of(refusal.rule, reason=refusal.case)
        if refusal.rule is LogCode.LOG_DRAW:
            return Violation.of(refusal.rule, reason=refusal.case, seat=self.seat)
        return Violation.of(refusal.rule, seat=self.seat)

    def play(self, action: Action) -> State:
        """The state after ``action``; :class:`IllegalActionError` if it is illegal."""
        violation = self.check(action)
        if violation is not None:
            raise IllegalActionError(violation)
        return self.apply(action)

    def apply(self, action: Action) -> State:
        """The state after a legal ``action``, unchecked."""
        seat, hands, standing, pile = self.seat, list(self.hands), list(self.standing), self.pile
        if action is Action.DRAW:
            hands[seat] = (*hands[seat], pile[0])
            pile = pile[1:]
            if is_bust(hands[seat]):  # FT-4.2
                standing[seat] = BUST
        else:
            standing[seat] = STOOD
        following = next_seat(standing, seat)  # FT-4.3
        return self._replace(
            hands=tuple(hands),
            standing=tuple(standing),
            pile=pile,
            seat=seat if following is None else following,
        )

    # -- the end and the players' knowledge

    def scores(self) -> tuple[int, ...]:
        """FT-6.1: each hand's total, 0 for a bust hand."""
        return tuple(
            0 if status == BUST else sum(hand)
            for hand, status in zip(self.hands, self.standing, strict=True)
        )

    def result(self) -> Result | None:
        """Scores by seat (FT-6.1, higher wins, ties share), or ``None`` before the end."""
        if not self.is_over:
            return None
        scores = self.scores()
        return Result(scores, winners_of(tuple((-score,) for score in scores)))

    def view(self, seat: int) -> View:
        """What ``seat`` knows (FT-3.2): its own hand, the bust hands, everything's size."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a game of {self.players}")
        return View(
            seat=seat,
            to_act=self.to_act,
            hand=self.hands[seat],
            sizes=tuple(map(len, self.hands)),
            standing=self.standing,
            bust=tuple(
                hand if status == BUST else ()
                for hand, status in zip(self.hands, self.standing, strict=True)
            ),
            pile_left=self.pile_left,
        )

    def resample(self, seat: int, rng: random.Random) -> State:
        """A position ``seat`` cannot tell from this one: the other hidden hands and the pile
        dealt anew from the cards ``seat`` has not seen, keeping each hand's size and every
        seat's standing (a hand still in stays at most 15)."""
        view = self.view(seat)
        hidden = [s for s in range(self.players) if s != seat and self.standing[s] != BUST]
        seen = {card for hand in (view.hand, *view.bust) for card in hand}
        unseen = [card for card in CARDS if card not in seen]
        while True:  # the true position is one answer, so this ends; a few tries suffice
            rng.shuffle(unseen)
            hands, at = list(self.hands), 0
            for other in hidden:
                hands[other] = tuple(unseen[at : at + len(self.hands[other])])
                at += len(self.hands[other])
            if all(sum(hands[other]) <= LIMIT for other in hidden):
                return self._replace(hands=tuple(hands), pile=tuple(unseen[at:]))


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of a position: immutable and hashable."""

    seat: int
    to_act: int | None
    hand: tuple[int, ...]  # this seat's own cards
    sizes: tuple[int, ...]  # how many cards each seat holds
    standing: tuple[int, ...]  # everyone sees who stood and who went bust
    bust: tuple[tuple[int, ...], ...]  # a bust hand is shown (FT-4.2); () for the others
    pile_left: int

    def to_json(self) -> dict[str, Any]:
        """The view as JSON: its fields, cards as their numbers' notation ("7")."""
        return {
            "seat": self.seat,
            "to_act": self.to_act,
            "hand": [str(card) for card in self.hand],
            "sizes": list(self.sizes),
            "standing": list(self.standing),
            "bust": [[str(card) for card in hand] for hand in self.bust],
            "pile_left": self.pile_left,
        }

    @classmethod
    def from_json(cls, document: Mapping[str, Any]) -> View:
        """The view :meth:`to_json` wrote."""
        return cls(
            seat=document["seat"],
            to_act=document["to_act"],
            hand=tuple(int(card) for card in document["hand"]),
            sizes=tuple(document["sizes"]),
            standing=tuple(document["standing"]),
            bust=tuple(tuple(int(card) for card in hand) for hand in document["bust"]),
            pile_left=document["pile_left"],
        )
