"""Names of No Thanks! cards in the reader's language: a card is its number.

>>> format_cards([3, 17, 35], "de")
'3, 17 und 35'
"""

from __future__ import annotations

from collections.abc import Iterable

from regelwerk.i18n.names import format_items, number

__all__ = ["card_name", "format_cards"]


def card_name(card: int, lang: str) -> str:
    """A No Thanks! card: its number as ``lang`` writes it."""
    return number(card, lang)


def format_cards(cards: Iterable[int], lang: str) -> str:
    """No Thanks! cards as a list in ``lang``: ``"3, 17 and 35"``."""
    return format_items([card_name(card, lang) for card in cards], lang)
