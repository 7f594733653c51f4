"""The glossaries (docs/glossary/<lang>.md) and the catalogs use the same words."""

from __future__ import annotations

import re

import pytest

from regelwerk.i18n.catalog import LANGUAGES

from .catalogs import glossary, load, strings


def test_every_language_has_the_same_concepts() -> None:
    english = glossary("en")
    assert len(english) >= 25
    for lang in LANGUAGES:
        entries = glossary(lang)
        assert [e.section for e in entries] == [e.section for e in english], lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_uses_the_glossary_terms(lang: str) -> None:
    text = "\n".join(strings(load(lang))).lower()
    for entry in glossary(lang):
        assert entry.term.lower() in text, f"{lang}: glossary term {entry.term!r} never used"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_avoids_the_words_the_glossary_rejects(lang: str) -> None:
    catalog = strings(load(lang))
    for entry in glossary(lang):
        for word in entry.avoid:
            pattern = re.compile(r"(?<!\w)" + re.escape(word), re.IGNORECASE)
            hits = [text for text in catalog if pattern.search(text)]
            assert not hits, f"{lang}: {word!r} is not used (glossary: {entry.term!r}): {hits}"


def test_german_says_stein() -> None:
    text = "\n".join(strings(load("de")))
    assert "Plättchen" not in text and "Spielstein" not in text
    assert text.count("Stein") > 50


# Issue 23: one term per concept across the books and the runtime strings: the words a
# glossary rules out are ruled out of the rulebooks' prose (docs.po) and of the library's
# error sentences (errors.po) too, which are read by people as much as the messages are.
# English has no docs.po of its own (the msgids are the English books).
_OTHER_DOMAINS = [("docs", lang) for lang in LANGUAGES if lang != "en"] + [
    ("errors", lang) for lang in LANGUAGES
]


_ORDER_OF_PLAY = {
    "order of play",
    "Spielreihenfolge",
    "ordre de jeu",
    "orden de juego",
    "speelvolgorde",
}


@pytest.mark.parametrize(("domain", "lang"), _OTHER_DOMAINS)
def test_every_catalog_avoids_the_words_the_glossary_rejects(domain: str, lang: str) -> None:
    catalog = strings(load(lang, domain=domain))
    assert catalog, (domain, lang)
    for entry in glossary(lang):
        for word in entry.avoid:
            # the errors name the API's seats: "seat" is the JSON's word there, not a person's
            if domain == "errors" and entry.term in _ORDER_OF_PLAY:
                continue
            # the books' prose case-sensitively, as the books' own test reads it (German
            # "punkten" is ruled out, "zu Punkten" is not)
            flags = re.IGNORECASE if domain == "errors" else 0
            pattern = re.compile(r"(?<!\w)" + re.escape(word), flags)
            hits = [text for text in catalog if pattern.search(text)]
            assert not hits, f"{domain}/{lang}: {word!r} (glossary: {entry.term!r}): {hits}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_word_for_the_move_log_in_every_catalog(lang: str) -> None:
    # the second terms the review found beside the books' own
    others = {"de": "Zugprotokoll", "fr": "journal de coups", "es": "registro de jugadas",
              "nl": "zettenverslag"}  # fmt: skip
    if lang not in others:
        return
    for domain in ("regelwerk", "errors", "docs"):
        text = "\n".join(strings(load(lang, domain=domain)))
        assert others[lang].lower() not in text.lower(), (lang, domain)
