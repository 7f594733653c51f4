"""Pictures of No Thanks!: cards, chips on cards and a player's chips for its rulebook, the
whole table for notebooks and the replay page (:mod:`regelwerk.nothanks.table`), and
cards and chips in colour for a terminal.  A card always shows its number and a chip its
count as text, so every picture reads in black and white."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Final

from regelwerk.pictures.frame import FONT, GAP, document, stack

__all__ = [
    "CARD_H",
    "CARD_W",
    "COVER_CARDS",
    "card_row",
    "cards_svg",
    "chip",
    "chips_svg",
    "cover_svg",
    "face_down",
    "face_down_svg",
    "painted",
]

CARD_W: Final = 44
CARD_H: Final = 62
CHIP_R: Final = 9  # a chip on a card
SEAT_CHIP_R: Final = 15  # a seat's chips: one large chip with the count


# ANSI styles for a terminal (regelwerk.pictures.terminal): a card bold on orange (the
# cards' colour), a chip bold yellow.
_TERMINAL: Final = {"card": "1;30;48;5;215", "chips": "1;33"}


def painted(text: object, kind: str, color: bool) -> str:
    """A card's number (``kind="card"``) or a number of chips (``"chips"``) as text,
    painted when ``color``."""
    if not color:
        return str(text)
    from regelwerk.pictures.terminal import paint

    return paint(str(text), _TERMINAL[kind])


def chip(cx: int, cy: int, text: str, r: int = CHIP_R) -> str:
    """A chip centred at ``(cx, cy)`` with ``text`` (its count) on it."""
    size = 10 if r == CHIP_R else 14
    return (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" stroke="#000" '
        f'stroke-width="1.5"/><text x="{cx}" y="{cy + size * 2 // 5}" font-size="{size}" '
        f'font-weight="bold" text-anchor="middle" {FONT}>{text}</text>'
    )


def _card(x: int, y: int, value: int, chips: int | None) -> str:
    on_card = chip(x + CARD_W - 11, y + CARD_H - 11, str(chips)) if chips else ""
    return (
        f'<g class="card" data-card="{value}">'
        f'<rect x="{x + 1}" y="{y + 1}" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="6" '
        f'fill="#fff" stroke="#000" stroke-width="2"/>'
        f'<text x="{x + CARD_W // 2}" y="{y + 32}" font-size="20" font-weight="bold" '
        f'text-anchor="middle" {FONT}>{value}</text>'
        f"{on_card}</g>"
    )


def card_row(cards: Iterable[int | tuple[int, int]]) -> tuple[str, int]:
    """The SVG body of cards side by side and its width; ``(card, chips)`` shows chips on it."""
    parts, x = [], 0
    for item in cards:
        value, chips = item if isinstance(item, tuple) else (item, None)
        parts.append(_card(x, 0, value, chips))
        x += CARD_W + GAP
    return "".join(parts), max(x - GAP, 0)


def cards_svg(cards: Sequence[int | tuple[int, int]], label: str | None = None) -> str:
    """No Thanks cards side by side, in the order given (a player's cards, a face-up card);
    ``label`` (for screen readers, in the book's language) defaults to the numbers."""
    body, width = card_row(cards)
    numbers = " ".join(str(c[0] if isinstance(c, tuple) else c) for c in cards)
    return document(width, CARD_H, label or numbers, body, "cards")


NAME_H: Final = 14  # the line of a player's name under their chips


def chips_svg(counts: Sequence[int], label: str | None = None, names: Sequence[str] = ()) -> str:
    """Each seat's chips, one chip with its count per seat (seat 0 first), each player's
    name under their chip when ``names`` gives them (three bare circles under "Chips held by
    Ada, Ben and Cleo" left the reader to count which is whose: fr-r4 27); ``label`` as
    :func:`cards_svg`'s."""
    r = SEAT_CHIP_R
    step = 2 * r + 3 * GAP
    body = "".join(
        f'<g class="chips" data-chips="{count}">{chip(r + 1 + i * step, r + 1, str(count), r)}</g>'
        for i, count in enumerate(counts)
    )
    body += "".join(
        f'<text class="chips-name" x="{r + 1 + i * step}" y="{2 * r + NAME_H}" font-size="10" '
        f'text-anchor="middle" {FONT}>{escape(name)}</text>'
        for i, name in enumerate(names)
    )
    width = len(counts) * step - 3 * GAP + 2
    height = 2 * r + 2 + (NAME_H if names else 0)
    return document(width, height, label or " ".join(map(str, counts)), body, "chips")


COVER_CARDS: Final[tuple[int | tuple[int, int], ...]] = (3, 4, 5, (35, 9), 19, 20, 21)
"""What the cover shows: a run of cards, and a high card that chips are piling up on."""


def cover_svg(label: str | None = None) -> str:
    """The cover: :data:`COVER_CARDS`; ``label`` as :func:`cards_svg`'s."""
    return cards_svg(COVER_CARDS, label).replace(
        'class="rulebook-picture cards"', 'class="rulebook-picture cover"'
    )


def face_down_svg(count: int, caption: str, label: str | None = None) -> str:
    """A face-down stack of ``count`` cards: a few blank card backs, ``caption`` (how many
    cards, in words: "9 cards") in small type under them; ``label`` as
    :func:`cards_svg`'s, ``caption`` by default."""
    body, width, height = face_down(count, caption)
    return document(width, height, label or caption, body, "cards")


def face_down(count: int, caption: str) -> tuple[str, int, int]:
    """The SVG body of :func:`face_down_svg`, with its width and height."""
    return stack((CARD_W, CARD_H, 6, "#000"), count, caption)
