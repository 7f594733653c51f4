"""Cards of No Thanks! (NT-1.1): 33 cards numbered 3 to 35, each once.

A :class:`Card` is its number (an ``int`` subclass, so cards sort, add and index like
numbers) with a notation round trip (``Card.parse("27")``, ``str(card) == "27"``) and a
repr that evaluates back (``Card(27)``).  Each card exists once as an object.  The engine
keeps sets of cards as bit masks (bit ``n`` set for card ``n``): taking a card is one ``|``,
and scoring a run is a shift (:mod:`regelwerk.nothanks.scoring`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from regelwerk.errors import NotationError, lookup_notation, notations
from regelwerk.nothanks.errortexts import CARD_FORM

__all__ = [
    "CARDS",
    "HIGHEST",
    "LOWEST",
    "Card",
    "cards_of_mask",
    "format_cards",
    "mask_of",
    "parse_cards",
]

LOWEST: Final = 3
HIGHEST: Final = 35


class Card(int):
    """One card, numbered 3 to 35 (NT-1.1); its value is its number.

    >>> Card.parse("27")
    Card(27)
    >>> str(Card(3)), Card(35) + 0
    ('3', 35)
    """

    __slots__ = ()

    def __new__(cls, number: int) -> Card:
        # bool is an int, but True is not a card; a JSON `true` must not pass as card 1.
        if type(number) is Card:
            return number
        if not isinstance(number, int) or isinstance(number, bool):
            raise NotationError("card", number, form=CARD_FORM)
        if not LOWEST <= number <= HIGHEST:
            raise NotationError("card", number, form=CARD_FORM)
        return CARDS[number - LOWEST]

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written ``text`` (``"27"``); raises :class:`NotationError` otherwise."""
        return lookup_notation(_BY_NAME, text, "card", CARD_FORM)

    @property
    def value(self) -> int:
        """The card's number, 3 to 35 (NT-1.1)."""
        return int(self)

    def __str__(self) -> str:
        return int.__repr__(self)

    def __repr__(self) -> str:
        return f"Card({int.__repr__(self)})"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


CARDS: Final[tuple[Card, ...]] = tuple(
    int.__new__(Card, number) for number in range(LOWEST, HIGHEST + 1)
)
"""The 33 cards in ascending order (NT-1.1)."""
_BY_NAME: Final = {str(card): card for card in CARDS}


def parse_cards(texts: Iterable[str]) -> tuple[Card, ...]:
    """Parse card notations (``["27", "3"]`` or ``"27 3".split()``), keeping their order;
    anything else raises :class:`NotationError`."""
    return tuple(lookup_notation(_BY_NAME, text, "card") for text in notations(texts, "cards"))


def format_cards(cards: Iterable[Card]) -> str:
    """The cards in notation, space-separated, in the given order; anything but cards raises
    :class:`NotationError`."""
    listed = notations(cards, "cards")
    if any(type(card) is not Card for card in listed):
        raise NotationError("cards", cards)
    return " ".join(str(card) for card in listed)


def mask_of(cards: Iterable[int]) -> int:
    """The bit mask of a set of cards: bit ``n`` set for card ``n``."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask, ascending."""
    return tuple(_iter_mask(mask))


def _iter_mask(mask: int) -> Iterator[Card]:
    while mask:
        low = mask & -mask
        yield CARDS[low.bit_length() - 1 - LOWEST]
        mask ^= low
