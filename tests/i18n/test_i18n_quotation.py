"""Issue 23: one typography per language across the books and the runtime.

A book and a message quote alike (German „…“, French « … » with narrow no-break spaces,
Spanish «…», Dutch and English “…”), and French writes the typographic apostrophe (U+2019):
the book's typography quotes from the runtime's table, and no catalog of a language (the
runtime's messages, the API's errors, the books' prose) holds another language's marks.
"""

from __future__ import annotations

import re

import pytest

from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.quotes import QUOTES, quoted
from regelwerk.rulebook.sphinxext.typography import typeset

from .catalogs import GLOSSARIES, LOCALES, forms, load

MARKS = "\u201e\u201c\u201d\u00ab\u00bb"
"""Every double quotation mark the five languages use between them: „ “ ” « »."""
STRAIGHT_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")


def _texts(lang: str) -> list[tuple[str, str]]:
    """Every text of ``lang``'s catalogs as (domain, text), English's are the msgids; and
    the players' glossary the books print."""
    glossary = (GLOSSARIES / f"{lang}.md").read_text(encoding="utf-8")
    found = [("glossary", line) for line in glossary.splitlines()]
    for domain in ("regelwerk", "errors", "docs"):
        if not (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").exists():
            continue  # English has no docs.po: the books' English is the source text
        for message in load(lang, domain=domain):
            if not message.id:
                continue
            value = message.id if lang == "en" else message.string
            found += [(domain, text) for text in forms(value) if text]
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_book_quotes_as_the_messages_do(lang: str) -> None:
    assert typeset('"rouge 11"', lang) == quoted("rouge 11", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_catalog_holds_another_languages_quotation_marks(lang: str) -> None:
    own = set("".join(QUOTES[lang])) & set(MARKS)
    foreign = set(MARKS) - own
    for domain, text in _texts(lang):
        assert not foreign & set(text), (lang, domain, text)
        if lang == "fr":  # « … » hold a narrow no-break space inside, never a wide one
            assert not re.search("\u00ab(?!\u202f)|(?<!\u202f)\u00bb", text), (domain, text)


def test_french_apostrophes_are_typographic() -> None:
    for domain, text in _texts("fr"):
        assert not STRAIGHT_APOSTROPHE.search(text), (domain, text)
    assert typeset("l'entrée d'un joueur", "fr") == "l\u2019entrée d\u2019un joueur"


def test_the_checks_see_what_they_refuse() -> None:
    assert set("\u201e") - (set("".join(QUOTES["nl"])) & set(MARKS)), "„ is foreign to Dutch"
    assert STRAIGHT_APOSTROPHE.search("l'entrée")
