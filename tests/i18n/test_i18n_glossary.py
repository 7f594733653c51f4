"""The glossaries (docs/glossary/<lang>.md) and the catalogs use the same words."""

from __future__ import annotations

import re

import pytest

from regelwerk.i18n.catalog import LANGUAGES

from .catalogs import GLOSSARIES, glossary, load, strings


def test_every_language_has_the_same_concepts() -> None:
    english = glossary("en")
    assert len(english) >= 25
    for lang in LANGUAGES:
        entries = glossary(lang)
        assert [e.section for e in entries] == [e.section for e in english], lang


def _books(lang: str) -> list[str]:
    """The rulebooks' prose in ``lang``: its docs.po, or for English the msgids (the English
    books themselves, which have no docs.po of their own)."""
    if lang == "en":
        return [str(message.id) for message in load("de", domain="docs") if message.id]
    return strings(load(lang, domain="docs"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_uses_the_glossary_terms(lang: str) -> None:
    # the glossary is the books' as much as the messages': a word only the books need (the
    # play area, where the rows lie: NR-5) is used in their prose
    text = "\n".join(strings(load(lang)) + _books(lang)).lower()
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


_BOARD = {"en": "board", "de": "Spielbrett", "fr": "plateau", "es": "tablero", "nl": "speelbord"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_return_has_rows_of_its_own_for_play_area_start_player_and_round(lang: str) -> None:
    # fr-r9 B17, nl-r10 16-17, de-r9 B6/B16, en-r9 B3: these were nested in "row" and "order
    # of play"; each is now a row of its own, and the sources' board is said once, short,
    # in the play area's row (NR-F38 in docs/audit/facts.toml), no longer in the row's
    text = (GLOSSARIES / f"{lang}.md").read_text(encoding="utf-8")
    no_return = text.split("## No Return", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in no_return.splitlines() if line.startswith("| **")]
    meanings = [row.split("|")[2] for row in rows]
    row_entry = [m for m in meanings if "(NR-5.3, NR-5.4)" in m]
    # round 12 (shared decision): the row points to NR-5, where the play area is introduced;
    # "(NR-5.3)" is still accepted until every language's row has moved
    play_area = [m for m in meanings if re.search(r"\(NR-5(\.3)?\)", m) and _BOARD[lang] in m]
    assert len(row_entry) == 1 and _BOARD[lang] not in row_entry[0], row_entry
    assert len(play_area) == 1, meanings
    for rule in ("(NR-2.1)", "(NR-8.1)"):  # order of play and start player; round
        assert sum(m.rstrip().endswith(rule) for m in meanings) == (2 if rule == "(NR-2.1)" else 1)
