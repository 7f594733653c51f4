"""The rules of Fifteen: its rule ids, its actions and its state, each rule written once.

Seeded setup (:meth:`State.new`), fixed so that any implementation can reproduce it: the
cards 1 to 10 ascending are shuffled by ``random.Random(seed).shuffle``; seat ``s`` is dealt
card ``s`` of the shuffled deck (FT-3.1), the rest is the pile in the order it is drawn.
A state knows the cards out of the deck in the order they came, who holds each, every
seat's standing (playing, stood, bust) and as much of the pile as is known: all of it in a
seeded game, only the cards a log lists when it is replayed.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Final

from regelwerk.arguments import check_seat
from regelwerk.errors import IllegalActionError
from regelwerk.game import BaseState, Chance, GameInfo, Information, Result, winners_of
from regelwerk.knowledge import DataView
from regelwerk.notation import WordAction
from regelwerk.rules import LogCode, RuleId, rule_table
from regelwerk.seeds import seed_or_fresh
from regelwerk.violation import Param, Violation

CARDS: Final = tuple(range(1, 11))  # FT-1.1: ten cards, 1 to 10
LIMIT: Final = 15  # FT-4.2: a hand worth more is bust
MIN_PLAYERS: Final = 2  # FT-2.1
MAX_PLAYERS: Final = 4
PLAYING, STOOD, BUST = 0, 1, 2  # a seat's standing


class FifteenRuleId(RuleId):
    """A rule of Fifteen; its value is the id as the rulebook writes it (``"FT-4.1"``)."""

    FT_1_1 = "FT-1.1"
    FT_2_1 = "FT-2.1"
    FT_3_1 = "FT-3.1"
    FT_3_2 = "FT-3.2"
    FT_4_1 = "FT-4.1"
    FT_4_2 = "FT-4.2"
    FT_4_3 = "FT-4.3"
    FT_5_1 = "FT-5.1"
    FT_6_1 = "FT-6.1"


RULES: Final = rule_table("fifteen", FifteenRuleId, {})
"""Every rule of Fifteen as data, in order (an invented game: each one a ruling, R)."""

GAME: Final = GameInfo(
    name="fifteen",
    title="Fifteen",
    log_format="fifteen/1",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    chance=Chance.EXPLICIT,  # the shuffled deck, each card recorded as it leaves it
    information=Information.IMPERFECT,  # every hand is hidden from the other seats (FT-3.2)
    lower_score_wins=False,
)


class Action(WordAction):
    """Draw the top card of the pile, or stand and keep the hand (FT-4.1)."""

    DRAW = "draw"
    STAND = "stand"


def check_cards(players: int, cards: Sequence[int]) -> None:
    """Raise :class:`IllegalActionError` unless ``players`` can play with the known ``cards``
    in deal order (FT-2.1; LOG-DRAW: a card twice, or fewer cards than hands to deal)."""
    twice = [index for index, card in enumerate(cards) if card in cards[:index]]
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalActionError(Violation.of(FifteenRuleId.FT_2_1, players=players))
    if twice:
        draw: dict[str, Param] = {"reason": "repeated", "card": cards[twice[0]], "index": twice[0]}
        raise IllegalActionError(Violation.of(LogCode.LOG_DRAW, field="cards", **draw))
    if len(cards) < players:
        draw = {"reason": "undealt", "count": len(cards), "players": players}
        raise IllegalActionError(Violation.of(LogCode.LOG_DRAW, field="cards", **draw))


@dataclass(frozen=True, slots=True)
class State(BaseState[Action]):
    """A position of Fifteen.  Build one with :meth:`new` (seeded) or :meth:`deal`."""

    players: int
    cards: tuple[int, ...]  # the cards out of the deck: dealt, then drawn
    owners: tuple[int, ...]  # the seat each of them went to
    standing: tuple[int, ...]  # by seat: PLAYING, STOOD or BUST
    pile: tuple[int, ...]  # the known top of the pile, in drawing order
    seat: int = 0  # who acts (kept at the end; to_act is then None)

    @classmethod
    def new(cls, players: int, seed: int | None = None, options: object = None) -> State:
        """A new game shuffled by ``random.Random(seed)``; ``seed=None``: a fresh seed."""
        deck = list(CARDS)
        random.Random(seed_or_fresh(seed)).shuffle(deck)
        return cls.deal(players, deck)

    @classmethod
    def deal(cls, players: int, cards: Iterable[int]) -> State:
        """A new game from the cards in deal order (the first ``players`` to the seats, the
        rest as much of the pile as is known); :class:`IllegalActionError` if impossible."""
        known = tuple(cards)
        check_cards(players, known)
        return cls(players, known[:players], tuple(range(players)), (PLAYING,) * players,
                   known[players:])  # fmt: skip

    def reveal(self, card: int) -> State:
        """This state with the next card of the pile known (a game recorded card by card)."""
        if card not in CARDS:
            raise IllegalActionError(Violation.of(LogCode.LOG_DRAW, reason="card", card=card))
        check_cards(self.players, (*self.cards, *self.pile, card))
        return replace(self, pile=(*self.pile, card))

    def hand(self, seat: int) -> tuple[int, ...]:
        """The cards of ``seat``, in the order they came."""
        return tuple(
            card for card, owner in zip(self.cards, self.owners, strict=True) if owner == seat
        )

    @property
    def to_act(self) -> int | None:
        return None if PLAYING not in self.standing else self.seat  # FT-5.1

    @property
    def pile_left(self) -> int:
        return len(CARDS) - len(self.cards)

    def legal(self) -> tuple[Action, ...]:
        """Draw (while the pile has a card, FT-4.1), then stand; nothing at the end or while
        the next card is unknown (a partial log)."""
        if self.is_over or (not self.pile and self.pile_left):
            return ()
        return (Action.DRAW, Action.STAND) if self.pile else (Action.STAND,)

    def judge(self, action: Action) -> Violation | None:
        """``None`` if ``action`` is legal here, else the rule it breaks (the seat and the
        game's end are checked before, by regelwerk's ``BaseState.check``)."""
        if not isinstance(action, Action):
            raise TypeError(f"not a Fifteen action: {action!r}")
        if action is Action.DRAW and not self.pile_left:
            return Violation.of(FifteenRuleId.FT_4_1, seat=self.seat)
        if action is Action.DRAW and not self.pile:
            return Violation.of(LogCode.LOG_DRAW, reason="unlisted", seat=self.seat)
        return None

    def apply(self, action: Action) -> State:
        """The state after a legal ``action``, unchecked."""
        seat, standing, state = self.seat, list(self.standing), self
        if action is Action.DRAW:
            state = replace(self, cards=(*self.cards, self.pile[0]),
                            owners=(*self.owners, seat), pile=self.pile[1:])  # fmt: skip
            if sum(state.hand(seat)) > LIMIT:  # FT-4.2
                standing[seat] = BUST
        else:
            standing[seat] = STOOD
        following = next(  # FT-4.3: the next seat still playing, this one if it is the last
            (s % self.players for s in range(seat + 1, seat + self.players + 1)
             if standing[s % self.players] == PLAYING), seat,
        )  # fmt: skip
        return replace(state, standing=tuple(standing), seat=following)

    def result(self) -> Result | None:
        """FT-6.1: each hand's total, 0 for a bust hand; the highest wins, ties share."""
        if not self.is_over:
            return None
        scores = tuple(0 if self.standing[s] == BUST else sum(self.hand(s))
                       for s in range(self.players))  # fmt: skip
        return Result(scores, winners_of(tuple((-score,) for score in scores)))

    def shown(self, seat: int) -> tuple[bool, ...]:
        """FT-3.2, FT-4.2: which cards out of the deck ``seat`` sees (its own, a bust hand's)."""
        return tuple(owner == seat or self.standing[owner] == BUST for owner in self.owners)

    def view(self, seat: int) -> View:
        """What ``seat`` knows: its own hand, the bust hands, every hand's size and standing."""
        check_seat(seat, self.players)
        seen = tuple(
            card if shown else None
            for card, shown in zip(self.cards, self.shown(seat), strict=True)
        )
        return View(seat, self.to_act, seen, self.owners, self.standing, self.pile_left)

    def resample(self, seat: int, rng: random.Random) -> State:
        """A position ``seat`` cannot tell from this one: the cards it has not seen dealt anew
        to the same places, keeping every hand still in at most 15."""
        shown = self.shown(seat)
        unseen = [card for card in CARDS if card not in self.view(seat).cards]
        while True:  # the true position is one answer, so this ends; a few tries suffice
            rng.shuffle(unseen)
            deal = iter(unseen)
            cards = tuple(
                card if seen else next(deal) for card, seen in zip(self.cards, shown, strict=True)
            )
            other = replace(self, cards=cards, pile=tuple(deal))
            if all(sum(other.hand(s)) <= LIMIT for s in range(self.players)
                   if self.standing[s] != BUST):  # fmt: skip
                return other


@dataclass(frozen=True, slots=True)
class View(DataView):
    """One seat's knowledge of a position: immutable and hashable, its JSON form derived
    from its fields by regelwerk's ``DataView``."""

    seat: int
    to_act: int | None
    cards: tuple[int | None, ...]  # the cards out of the deck, ``None`` where unseen
    owners: tuple[int, ...]
    standing: tuple[int, ...]
    pile_left: int
