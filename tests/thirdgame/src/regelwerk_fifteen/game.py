"""Fifteen as the shared layers see it: its move log ``fifteen/1``, a policy, and the
:class:`~regelwerk.game.Game` object that the entry point ``regelwerk.games: fifteen`` names.

A log lists ``cards`` in the order they left the deck (one dealt to each seat, then each
card drawn) and the ``actions``; its decoder, both JSON Schemas, its replay, its recorder and
its redaction are derived from :class:`FifteenLog` by regelwerk's
:class:`~regelwerk.logs.declared.DeclaredCodec`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Final

from regelwerk.game import Game, JSONValue, NoOptions
from regelwerk.logs.declared import Between, DeclaredCodec, MaxItems
from regelwerk_fifteen.state import (
    CARDS,
    GAME,
    LIMIT,
    RULES,
    Action,
    State,
)
from regelwerk_fifteen.texts import TEXTS

__all__ = ["FIFTEEN", "FifteenLog"]

Card = Annotated[int, Between(1, len(CARDS))]


@dataclass(frozen=True, slots=True)
class FifteenLog:
    """A ``fifteen/1`` move log as a typed, immutable record."""

    players: tuple[str, ...]
    cards: Annotated[tuple[Card, ...], MaxItems(len(CARDS))]
    actions: tuple[Action, ...] = ()
    result: tuple[int, ...] | None = None


class FifteenCodec(DeclaredCodec[FifteenLog, State]):
    """What of Fifteen's log is its own: where a replay starts, which cards it lists, which
    of them a seat sees, and a card a server names (``Recorder.play("draw", card=7)``)."""

    def start(self, log: FifteenLog) -> State:
        return State.deal(len(log.players), log.cards)

    def chance_of(self, state: State) -> Mapping[str, tuple[int, ...]]:
        return {"cards": state.cards}

    def hidden(self, log: FifteenLog, seat: int) -> Mapping[str, Sequence[bool]]:
        final = self.final_state(log)  # who holds which card, as far as the log is legal
        shown = () if final is None else final.shown(seat)
        return {"cards": [not (i < len(shown) and shown[i]) for i in range(len(log.cards))]}

    def reveal(self, state: State, action: object, chance: Mapping[str, object]) -> State:
        card = chance.get("card")
        if set(chance) - {"card"} or (card is not None and type(card) is not int):
            return super().reveal(state, action, chance)
        return state.reveal(card) if card is not None and action is Action.DRAW else state


def careful(state: State, rng: random.Random) -> Action:
    """Draw while at most half of the cards this seat has not seen would bust its hand."""
    if not state.pile:
        return Action.STAND
    hand = state.hand(state.seat)
    unseen = [card for card in CARDS if card not in hand]
    busting = sum(sum(hand) + card > LIMIT for card in unseen)
    return Action.DRAW if 2 * busting <= len(unseen) else Action.STAND


class Fifteen(Game[State, Action, NoOptions, FifteenLog]):
    """Fifteen: draw or stand, and do not go over 15."""

    def legal_values(self, state: State) -> list[JSONValue]:
        # A log lists only the cards drawn so far, so the next one is often unknown: the
        # rules still say what the player may do (FT-4.1).
        if state.is_over:
            return []
        return [*(["draw"] if state.pile_left else []), "stand"]


FIFTEEN: Final = Fifteen(
    info=GAME,
    rules=RULES,
    codec=FifteenCodec(GAME, FifteenLog, State.new),
    texts=TEXTS,
    new=State.new,
    action=Action,
    policies={"careful": careful},  # besides "random" and "kinds", which every game has
)
"""The game object registered under the name ``fifteen``."""
