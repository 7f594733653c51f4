"""The numbers of No Thanks! as data, for the engine and for the rulebooks to print.

Every constant names the rule it comes from; the rulebooks quote these rather than repeat
the numbers, so a table in a rulebook cannot drift from what the engine does.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from regelwerk.nothanks.cards import CARDS

__all__ = [
    "CARD_COUNT",
    "CHIPS_PER_PLAYER",
    "DEALT_PER_SEAT",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PILE_SIZE",
    "REMOVED_COUNT",
    "TOTAL_CHIPS",
]

CARD_COUNT: Final = len(CARDS)  # NT-1.1: 33 cards, 3 to 35
TOTAL_CHIPS: Final = 55  # NT-1.1
MIN_PLAYERS: Final = 3  # NT-2.1
MAX_PLAYERS: Final = 7  # NT-2.1
REMOVED_COUNT: Final = 9  # NT-3.1: removed face down, unseen
PILE_SIZE: Final = CARD_COUNT - REMOVED_COUNT  # NT-3.1: the 24-card draw pile

CHIPS_PER_PLAYER: Final = MappingProxyType({3: 11, 4: 11, 5: 11, 6: 9, 7: 7})
"""NT-2.2: chips handed to each player, by number of players."""

DEALT_PER_SEAT: Final = MappingProxyType(
    {players: REMOVED_COUNT // players for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
)
"""The ``deal_removed`` option: removed cards dealt to each seat (3, 2, 1, 1, 1).

``9 // players`` is NT-7.1: the source's 2 each for 5 players would need 10 cards.
"""
