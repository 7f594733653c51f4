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
