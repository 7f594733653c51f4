"""Fifteen for the game-AI adapters (``regelwerk.openspiel``, ``regelwerk.pettingzoo``).

Chance is the deal (one card to each seat) and the card a draw brings: outcomes are card
numbers, drawn from the cards nobody has seen leave the deck.  A seat observes its own
cards, the bust hands, every seat's standing and hand size, the pile's size and whose turn it
is, from its view alone.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from regelwerk.encoding import BaseEncoding, Encoding
from regelwerk_fifteen.state import CARDS, GAME, MAX_PLAYERS, Action, State, View


class FifteenEncoding(BaseEncoding[State, Action, View]):
    """Two actions, ten card numbers as chance outcomes, 40 numbers per observation."""

    actions = (Action.DRAW, Action.STAND)
    max_chance_outcomes = len(CARDS) + 1  # outcomes are card numbers
    observation_size = 2 * len(CARDS) + 4 * MAX_PLAYERS + 1 + MAX_PLAYERS + 3

    def max_game_length(self, players: int, options: object) -> int:
        return 2 * len(CARDS) + players  # each card dealt or drawn, and a stand per seat

    def _unseen(self, cards: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(card for card in CARDS if card not in cards)

    def deal_pool(self, players: int, options: object, dealt: tuple[int, ...]) -> tuple[int, ...]:
        return self._unseen(dealt) if len(dealt) < players else ()

    def deal(self, players: int, options: object, dealt: tuple[int, ...]) -> State:
        return State.deal(players, dealt + self._unseen(dealt))  # the pile's order: by draws

    def draw_pool(self, state: State, action: Action, drawn: tuple[int, ...]) -> tuple[int, ...]:
        return self._unseen(state.cards) if action is Action.DRAW and not drawn else ()

    def after(self, state: State, action: Action, drawn: tuple[int, ...]) -> State:
        if drawn:
            state = replace(state, pile=(*drawn, *(c for c in state.pile if c not in drawn)))
        return state.apply(action)

    def observe(self, view: View) -> list[float]:
        out = [0.0] * self.observation_size
        for card, owner in zip(view.cards, view.owners, strict=True):
            if card is not None:
                out[card - 1 + (0 if owner == view.seat else len(CARDS))] = 1.0
        at = 2 * len(CARDS)
        players = len(view.standing)
        for offset in range(players):
            seat = (view.seat + offset) % players
            out[at + 4 * offset + view.standing[seat]] = 1.0
            out[at + 4 * offset + 3] = view.owners.count(seat) / len(CARDS)
        at += 4 * MAX_PLAYERS
        out[at] = view.pile_left / len(CARDS)
        if view.to_act is not None:
            out[at + 1 + (view.to_act - view.seat) % players] = 1.0
        out[at + 1 + MAX_PLAYERS + min(players - 2, 2)] = 1.0
        return out


ENCODING: Final[Encoding[State, Action, View]] = FifteenEncoding(GAME)
