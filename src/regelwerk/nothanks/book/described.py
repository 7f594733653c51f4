"""What the No Thanks! pictures of the book show, in words for screen readers (their
``aria-label`` and ``<title>``): "the 17 with 3 chips on it", "3 chips", never bare numbers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regelwerk.i18n.markers import Msg, Template, npN_, pN_, translate
from regelwerk.i18n.names import format_items, number

__all__ = ["cards_said", "chips_said", "pile_said"]

# TRANSLATORS: a card in a picture, {card} its number: "the 17".
_CARD: Final = pN_("picture card", "the {card}")
# TRANSLATORS: the face-up card with the chips on it: "the 17 with 3 chips on it".
_CARD_WITH_CHIPS: Final = npN_(
    "picture card with chips", "the {card} with {chips} chip on it",
    "the {card} with {chips} chips on it", count="chips",
)  # fmt: skip
# TRANSLATORS: one player's chips in a picture: "3 chips".
_CHIPS: Final = npN_("picture chips", "{chips} chip", "{chips} chips", count="chips")
# TRANSLATORS: cards lying face down in a pile: "24 cards, face down".
_PILE: Final = npN_(
    "picture pile", "{cards} card, face down", "{cards} cards, face down",
    count="cards",
)  # fmt: skip


def _said(message: Msg | Template, lang: str, **values: int) -> str:
    text = message.text(lang, values) if isinstance(message, Template) else translate(message, lang)
    return text.format(**{key: number(value, lang) for key, value in values.items()})


def cards_said(cards: Sequence[int | tuple[int, int]], lang: str) -> str:
    """Cards side by side (``(card, chips)`` with chips on it) in words: "the 3, the 4 and
    the 17 with 3 chips on it" (a card without chips is just "the 7")."""
    said = [
        _said(_CARD_WITH_CHIPS, lang, card=item[0], chips=item[1])
        if isinstance(item, tuple) and item[1]
        else _said(_CARD, lang, card=item[0] if isinstance(item, tuple) else item)
        for item in cards
    ]
    return format_items(said, lang)


def chips_said(counts: Sequence[int], lang: str) -> str:
    """Chips, one count per player: "11 chips, 11 chips and 11 chips"."""
    return format_items([_said(_CHIPS, lang, chips=count) for count in counts], lang)


def pile_said(cards: int, lang: str) -> str:
    """Cards face down in a pile: "24 cards, face down"."""
    return _said(_PILE, lang, cards=cards)
