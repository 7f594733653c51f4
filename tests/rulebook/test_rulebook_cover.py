"""The cover of a players' book (issue 23): the game as published in the reader's market,
each fact marked by its basis and backed in the audit (docs/audit/facts.toml, [[published]])
by public sources; nothing for programmers on it."""

from __future__ import annotations

import re
import tomllib
from html import unescape
from pathlib import Path
from typing import Any, Final

import pytest

from regelwerk.games import load
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.rulebook import SHIPPED
from regelwerk.rulebook.sphinxext.cover import cover_context, cover_facts

FACTS: Final = Path(__file__).resolve().parents[2] / "docs" / "audit" / "facts.toml"
# the cover keys that print a title: each is backed by the game's "title" entry
TITLE_KEYS: Final = {"title", "original", "also"}


def published(game: str) -> dict[str, dict[str, Any]]:
    entries = tomllib.loads(FACTS.read_text(encoding="utf-8"))["published"]
    return {entry["cover"]: entry for entry in entries if entry["game"] == game}


@pytest.mark.parametrize("game", SHIPPED)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_fact_on_the_cover_has_its_sources(game: str, lang: str) -> None:
    backed = published(game)
    facts = cover_facts(game, lang)
    assert {key for key, _, _ in facts} >= {"title", "players", "designer", "publisher"}
    for key, text, basis in facts:
        entry = backed["title" if key in TITLE_KEYS else key]
        assert entry["sources"], (game, key)
        assert basis in {"S", "P"}, (game, key)
        if key in {"designer", "publisher", "players"}:
            # the audit's value is what the cover prints (its numbers and names)
            for part in entry["value"].replace(",", " ").split():
                if part not in {"to"}:
                    assert part in text, (game, lang, key, part, text)
            assert basis == entry["basis"], (game, key)


@pytest.mark.parametrize(
    ("game", "lang", "title", "subtitle", "notes"),
    [
        ("no-thanks", "de", "Geschenkt", "… ist noch zu teuer!", ["No Thanks!"]),
        ("no-thanks", "fr", "No Merci", "", ["Geschenkt … ist noch zu teuer!", "No Thanks!"]),
        ("no-thanks", "nl", "No Merci", "", ["Geschenkt … ist noch zu teuer!", "No Thanks!"]),
        ("no-thanks", "en", "No Thanks!", "", ["Geschenkt … ist noch zu teuer!"]),
        ("no-return", "de", "No Return", "Es gibt kein Zurück!", []),
        ("no-return", "es", "No Return", "Es gibt kein Zurück!", []),
    ],
)
def test_the_cover_gives_the_title_of_the_readers_market(
    game: str, lang: str, title: str, subtitle: str, notes: list[str]
) -> None:
    cover = cover_context(game, lang)
    assert (cover["title"], cover["subtitle"]) == (title, subtitle)
    lines = " ".join(line for line, _ in cover["titles"])
    assert all(note in lines for note in notes), (lines, notes)


@pytest.mark.parametrize("game", SHIPPED)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_marks_on_the_cover_follow_the_sources(game: str, lang: str) -> None:
    facts = {key: basis for key, _, basis in cover_facts(game, lang)}
    # the player count is NR-2.1 / NT-2.1, a P rule; names, publisher and year are P
    assert facts["players"] == facts["designer"] == facts["publisher"] == "P"
    # a title the source texts use is not marked: "No Return", and "No Merci" in Dutch
    sourced = game == "no-return" or lang in {"fr", "nl"}  # "No Merci" is the Dutch source's
    assert facts["title"] == ("S" if sourced else "P"), (game, lang)
    cover = cover_context(game, lang)
    assert cover["credits_note"], "a P on the cover is explained in one line"
    assert str(load(game).info.min_players) in cover["players"][0]


@pytest.mark.parametrize("game", SHIPPED)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cover_says_nothing_for_programmers(game: str, lang: str) -> None:
    cover = cover_context(game, lang)
    words = " ".join(
        [cover["title"], cover["subtitle"], cover["credits_note"]]
        + [line for line, _ in (*cover["titles"], *cover["credits"], cover["players"])]
    ).lower()
    for word in ("engine", "source text", "quelltext", "moteur", "motor", "checked"):
        assert word not in words, (game, lang, word)


@pytest.mark.parametrize("game", SHIPPED)
def test_the_cover_picture_says_what_it_shows_in_the_books_language(game: str) -> None:
    """Issue 23: a screen reader (and a PDF's alt text) reads the cover's pieces in the
    book's language, never in notation ("R11 R9") nor as bare numbers ("3 4 5 35")."""
    labels = {}
    for lang in LANGUAGES:
        picture = str(cover_context(game, lang)["picture"])
        label = re.search(r'aria-label="([^"]*)"', picture)
        assert label is not None and f"<title>{label.group(1)}</title>" in picture, lang
        labels[lang] = label.group(1)
        assert not re.search(r"\b[ROYGBP]\d+\b", labels[lang]), labels[lang]
        assert len(re.findall(r"[^\W\d]{2,}", labels[lang])) >= 3, labels[lang]  # words
    assert len(set(labels.values())) == len(LANGUAGES), "one description per language"


@pytest.mark.parametrize("game", SHIPPED)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_picture_of_the_book_is_described_in_words(
    rulebooks: Path, game: str, lang: str
) -> None:
    """Every picture of the built book has a label with a word in it, never notation."""
    for page in (rulebooks / game / lang).glob("*.html"):
        html = page.read_text(encoding="utf-8")
        for svg in re.findall(r"<svg\b[^>]*>", html):
            label = re.search(r'aria-label="([^"]*)"', svg)
            assert label is not None, (page.name, svg)
            text = unescape(label.group(1))
            assert re.search(r"[^\W\d]{2,}", text), (page.name, text)
            assert not re.search(r"\b[ROYGBP]\d+\b", text), (page.name, text)
