"""No Thanks!' pictures say what they show in the book's language, in words (issue 23):
"le 35 avec 3 jetons dessus", "11 Chips", never the bare numbers "35 3" or "11 11 11"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.nothanks.book.described import cards_said, chips_said, pile_said

_LABEL = re.compile(r'<svg [^>]*class="rulebook-picture (cards|chips)"[^>]*aria-label="([^"]*)"')


@pytest.mark.parametrize(
    ("lang", "card", "chips", "pile"),
    [
        ("en", "the 3 and the 35 with 2 chips on it", "11 chips and 1 chip", "24 cards"),
        ("de", "die 3 und die 35 mit 2\u00a0Chips darauf", "11\u00a0Chips und 1\u00a0Chip",
         "24\u00a0Karten"),
        ("fr", "le 3 et le 35 avec 2\u00a0jetons dessus", "11\u00a0jetons et 1\u00a0jeton",
         "24\u00a0cartes face cachée"),
        (
            "es",
            "el 3 y el 35 con 2\u00a0fichas encima",
            "11\u00a0fichas y 1\u00a0ficha",
            "24\u00a0cartas boca abajo",
        ),
        (
            "nl",
            "de 3 en de 35 met 2\u00a0fiches erop",
            "11\u00a0fiches en 1\u00a0fiche",
            "24\u00a0kaarten",
        ),
    ],
)  # fmt: skip
def test_cards_and_chips_are_said_in_words(lang: str, card: str, chips: str, pile: str) -> None:
    assert cards_said([3, (35, 2)], lang) == card
    assert cards_said([(7, 0)], lang) == cards_said([7], lang)  # no chips: just the card
    assert chips_said([11, 1], lang) == chips
    assert pile in pile_said(24, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_books_pictures_say_what_they_show(rulebooks: Path, lang: str) -> None:
    book = rulebooks / "no-thanks" / lang
    labels = [m.group(2) for page in book.glob("*.html") for m in _LABEL.finditer(page.read_text())]
    assert labels  # the components, the setup and the examples are pictured
    for label in labels:
        assert re.search(r"[^\W\d_]", label), (lang, label)  # words, not bare numbers


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_returns_score_piles_lie_face_down_until_the_end(rulebooks: Path, lang: str) -> None:
    """NR-7.4 lays the score pile face down: an example before the end draws tile backs
    (a pile picture); only the final scoring (NR-8) shows a pile's tiles."""
    page = (rulebooks / "no-return" / lang / "index.html").read_text()
    assert 'class="rulebook-picture tiles pile"' in page
