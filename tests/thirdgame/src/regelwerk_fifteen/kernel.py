"""The rules of Fifteen that every path calls, each written once.

* the components and limits (FT-1.1, FT-2.1, FT-4.2's 15);
* :func:`judge` -- whether an action is legal for the seat to act (FT-4.1: drawing needs a
  card in the pile; a log: the card drawn must be listed), used by the state's check, its
  legal actions and the log's replay;
* :func:`is_bust` (FT-4.2) and :func:`next_seat` (FT-4.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regelwerk.rules import LogCode
from regelwerk.violation import Refusal
from regelwerk_fifteen.actions import Action
from regelwerk_fifteen.rules import FifteenRuleId

__all__ = [
    "BUST",
    "CARDS",
    "LIMIT",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PLAYING",
    "STOOD",
    "No",
    "is_bust",
    "judge",
    "next_seat",
]

CARDS: Final = tuple(range(1, 11))  # FT-1.1: ten cards, 1 to 10
LIMIT: Final = 15  # FT-4.2: a hand worth more is bust
MIN_PLAYERS: Final = 2  # FT-2.1
MAX_PLAYERS: Final = 4

PLAYING: Final = 0  # a seat's standing: still in, stood, or bust
STOOD: Final = 1
BUST: Final = 2


class No:
    """The kernel's refusals by name."""

    OVER: Final = Refusal(LogCode.LOG_ORDER, "over")
    EMPTY: Final = Refusal(FifteenRuleId.FT_4_1, "empty")
    UNLISTED: Final = Refusal(LogCode.LOG_DRAW, "unlisted")


def judge(over: bool, drawn: int, known: int, action: Action) -> Refusal | None:
    """``None`` when ``action`` is legal; ``drawn`` cards have left the deck of ten, ``known``
    of them are known (a log lists the cards drawn so far)."""
    if over:
        return No.OVER
    if action is Action.DRAW:
        if drawn >= len(CARDS):
            return No.EMPTY
        if drawn >= known:
            return No.UNLISTED
    return None


def is_bust(hand: Sequence[int]) -> bool:
    """FT-4.2: a hand worth more than 15 is bust."""
    return sum(hand) > LIMIT


def next_seat(standing: Sequence[int], seat: int) -> int | None:
    """FT-4.3: the next seat after ``seat`` still playing (``seat`` itself if it is the only
    one left), or ``None`` when nobody is (FT-5.1)."""
    players = len(standing)
    for step in range(1, players + 1):
        other = (seat + step) % players
        if standing[other] == PLAYING:
            return other
    return None
