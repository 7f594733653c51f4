"""The rulebook of Fifteen (``BOOK``), found by :func:`regelwerk.rulebook.book.book_of`.

Its sources are English only (``source/``): the book is built in English, the one
language this game is written in.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Final

from sphinx.util.docutils import SphinxDirective

from regelwerk.rulebook.book import Credits
from regelwerk.rulebook.svg import FONT, GAP, document

__all__ = ["BOOK", "FifteenBook", "cards_svg"]

_W, _H = 40, 60  # a card, in SVG units


def cards_svg(cards: tuple[int, ...], kind: str = "cards") -> str:
    """A row of face-up cards, each showing its number (readable in black and white)."""
    body = "".join(
        f'<rect x="{i * (_W + GAP)}" y="0" width="{_W}" height="{_H}" rx="4" '
        f'fill="#fff" stroke="#000"/>'
        f'<text x="{i * (_W + GAP) + _W // 2}" y="{_H // 2 + 7}" font-size="20" '
        f'text-anchor="middle" {FONT}>{card}</text>'
        for i, card in enumerate(cards)
    )
    width = len(cards) * (_W + GAP) - GAP
    return document(width, _H, "Cards " + ", ".join(map(str, cards)), body, kind)


class FifteenBook:
    """Fifteen's :class:`~regelwerk.rulebook.book.GameBook`."""

    source: Final = Path(__file__).resolve().parent / "source"
    accent: Final = "#5a3d7a"
    rule_prefix: Final = "FT-"
    credits: Final = Credits(designer=None, publisher=None)  # a game made up for regelwerk

    def directives(self) -> Mapping[str, type[SphinxDirective]]:
        return {}

    def cover_picture(self) -> str:
        return cards_svg((7, 8), "cover")  # fifteen exactly

    def unset_option_rule(self, option: str) -> str | None:
        return None  # Fifteen has no options

    def option_basis(self, option: str) -> str:
        return "R"  # no option, and every rule of a game made up for regelwerk is a ruling


BOOK: Final = FifteenBook()
