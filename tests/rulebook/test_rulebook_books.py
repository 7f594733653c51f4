"""The ten built rulebooks: layout, rule anchors in HTML and PDF, switcher, marks, pictures."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from regelwerk.games import rules_of
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.ruletexts import codes_page, rule_title, rulebook_page
from regelwerk.rulebook import SHIPPED
from regelwerk.rules import Basis, anchor

from .pages import read_page, read_pdf

BOOKS = [(game, lang) for game in SHIPPED for lang in LANGUAGES]


def anchors_of(game: str) -> list[str]:
    return [rule.anchor for rule in rules_of(game)]


def log_anchors() -> list[str]:
    """The codes of faulty move logs: for programs, on the online book's page of their own
    (codes.html), never in the players' printed book."""
    return [rule.anchor for rule in rules_of("log")]


def test_every_book_is_where_the_layout_says(rulebooks: Path) -> None:
    for game, lang in BOOKS:
        book = rulebooks / game / lang
        assert (book / "index.html").is_file(), book
        assert (book / f"{game}-{lang}.pdf").read_bytes().startswith(b"%PDF-"), book
        assert not list(book.glob(f"{game}.pdf")), "only the renamed PDF belongs in the book"


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_every_rule_is_an_anchor_of_the_rules_page(rulebooks: Path, game: str, lang: str) -> None:
    page = read_page(rulebooks / game / lang / rulebook_page(game))
    missing = [anchor for anchor in anchors_of(game) if anchor not in page.ids]
    assert not missing
    assert page.lang == lang
    codes = read_page(rulebooks / game / lang / codes_page(game))
    assert [anchor for anchor in log_anchors() if anchor not in codes.ids] == []
    assert not set(log_anchors()) & set(page.ids), "the players' pages hold no LOG codes"


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_every_rule_is_a_destination_of_the_pdf(rulebooks: Path, game: str, lang: str) -> None:
    pdf = read_pdf(rulebooks / game / lang / f"{game}-{lang}.pdf")
    missing = [anchor for anchor in anchors_of(game) if anchor not in pdf.destinations]
    assert not missing
    assert not set(log_anchors()) & pdf.destinations, "the printed book holds no LOG codes"
    # Every internal link lands somewhere, and nothing points back at the HTML build.
    assert pdf.links, "the PDF has no internal links at all"
    assert pdf.links <= pdf.destinations, sorted(pdf.links - pdf.destinations)
    assert not [uri for uri in pdf.uris if uri.startswith("file:")]


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_the_rules_are_printed_in_the_book_language(rulebooks: Path, game: str, lang: str) -> None:
    # Sphinx's smart quotes turn ' into a typographic apostrophe (U+2019).
    text = unescape((rulebooks / game / lang / rulebook_page(game)).read_text(encoding="utf-8"))
    for rule in rules_of(game):
        title = rule_title(rule.id, lang).replace("'", "\N{RIGHT SINGLE QUOTATION MARK}")
        # a rule is a third-level heading: its id, then its title in the book's language
        heading = rf'id="{rule.anchor}">\s*<h3><span class="rule-id">{rule.id}</span> '
        assert re.search(heading + re.escape(title), text), rule.id
        chapter = rf'id="{anchor(rule.chapter)}">\s*<h2><span class="rule-id">{rule.chapter}</span>'
        assert re.search(chapter, text), rule.chapter


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_every_page_switches_to_the_same_page_in_every_other_language(
    rulebooks: Path, game: str, lang: str
) -> None:
    book = rulebooks / game / lang
    pages = sorted(book.glob("*.html"))
    assert {"index.html", "glossary.html", "search.html"} <= {path.name for path in pages}
    for path in pages:
        page = read_page(path)
        assert page.current == [lang]
        assert sorted(code for code, _ in page.switcher) == sorted(set(LANGUAGES) - {lang})
        for code, href in page.switcher:
            target = (path.parent / href).resolve()
            assert target == (rulebooks / game / code / path.name).resolve()
            assert target.is_file()


@pytest.mark.parametrize("game", SHIPPED)
def test_rules_not_from_the_sources_are_marked(rulebooks: Path, game: str) -> None:
    html = (rulebooks / game / "en" / rulebook_page(game)).read_text(encoding="utf-8")
    marked = [r for r in rules_of(game) if {Basis.PUBLISHED, Basis.RULING} & set(r.basis)]
    assert marked, "every game has rulings"
    for rule in marked:
        section = html.split(f'id="{rule.anchor}"', 1)[1].split("<section", 1)[0]
        assert 'class="basis' in section, rule.id
    for rule in rules_of(game):
        if set(rule.basis) == {Basis.SOURCE}:
            section = html.split(f'id="{rule.anchor}"', 1)[1].split("<section", 1)[0]
            assert 'class="basis' not in section, rule.id


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_the_book_has_pictures_and_a_glossary(rulebooks: Path, game: str, lang: str) -> None:
    page = read_page(rulebooks / game / lang / "index.html")
    assert page.svgs >= 4
    glossary = (rulebooks / game / lang / "glossary.html").read_text(encoding="utf-8")
    assert "<table" in glossary


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_example_stands_under_the_rule_it_shows(rulebooks: Path, lang: str) -> None:
    """Round-3 reviews: the NR-5.2 exchange example was printed after the NR-5.4 examples,
    pages away from its rule; and the NR-3 setup picture before NR-3.1 says how hands are
    drawn."""
    html = (rulebooks / "no-return" / lang / "index.html").read_text(encoding="utf-8")
    exchange = html.index('id="nr-5-2"')
    assert exchange < html.index("rulebook-example", exchange) < html.index('id="nr-5-3"')
    assert html.index('id="nr-3-1"') < html.index("rulebook-setup") < html.index('id="nr-3-2"')


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_the_components_picture_has_a_caption(rulebooks: Path, game: str, lang: str) -> None:
    """Round-3 reviews: the strip of six 11s and the cards 3 and 35 stood without a caption."""
    html = (rulebooks / game / lang / "index.html").read_text(encoding="utf-8")
    before, after = html.split('<table class="rulebook-table components', 1)
    after = after.split("</table>", 1)[1]
    # under the table, or under the rule it illustrates (NR-1.1's highest tiles: en-r5 32),
    # or beside it, in one block with it (No Thanks!' lowest and highest card: fr-r7 23)
    if '<div class="components-figure' in before[-4000:]:
        after = before[before.rindex('<div class="components-figure') :]
    picture = re.search(
        r"<svg\b[^>]*>(?:(?!</svg>).)*</svg>\s*<p class=\"picture-caption\">([^<]+)</p>",
        after,
        re.S,
    )
    assert picture and picture.group(1).strip(), (game, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_starting_hands_stand_in_one_column_in_the_order_of_play(
    rulebooks: Path, lang: str
) -> None:
    """en-r4 28: the bag and Ben's hand stood left, Ada's hand top right, so the eye met
    Ben's hand first; the hands now stand in one column, the starting player's first, and
    the bag beside them."""
    html = (rulebooks / "no-return" / lang / "index.html").read_text(encoding="utf-8")
    setup = html.split('class="rulebook-setup', 1)[1].split('id="nr-3-2"', 1)[0]
    assert 'class="setup-hands' in setup, "the hands are not one column"
    before, column = setup.split('class="setup-hands', 1)
    assert "Ada" not in before and "Ben" not in before
    assert column.index("Ada") < column.index("Ben")


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_the_glossary_is_in_alphabetical_order(rulebooks: Path, game: str, lang: str) -> None:
    """en-r4 24: the terms stood in the order they first appear (tile, bag, hand, row …);
    readers look a term up by its letter, in their own language's order."""
    from regelwerk.rulebook.sphinxext.glossary import sort_key

    html = (rulebooks / game / lang / "glossary.html").read_text(encoding="utf-8")
    body = html.split("<tbody", 1)[1].split("</tbody>", 1)[0]
    terms = [
        unescape(term)
        for term in re.findall(r"<tr[^>]*>\s*<td[^>]*>\s*<p>\s*<strong>(.*?)</strong>", body)
    ]
    assert len(terms) > 5, terms
    assert terms == sorted(terms, key=lambda term: sort_key(term, lang)), terms


def test_the_glossary_order_is_the_languages() -> None:
    from regelwerk.rulebook.sphinxext.glossary import sort_key

    words = ["**Zug**", "**Ärger**", "**Ablage**"]
    assert sorted(words, key=lambda w: sort_key(w, "de")) == ["**Ablage**", "**Ärger**", "**Zug**"]
    assert sorted(["ñu", "nz", "o"], key=lambda w: sort_key(w, "es")) == ["nz", "ñu", "o"]
    assert sorted(["écart", "exemple", "ea"], key=lambda w: sort_key(w, "fr")) == [
        "ea",
        "écart",
        "exemple",
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_example_of_several_turns_says_each_is_allowed(rulebooks: Path, lang: str) -> None:
    """en-r4 10: the end-of-game example plays two turns, and its bare "✓ Allowed." after
    the final scores left unclear what was allowed."""
    from regelwerk.i18n.ruletexts import translate
    from regelwerk.rulebook.sphinxext.examples import LABELS

    html = (rulebooks / "no-return" / lang / "index.html").read_text(encoding="utf-8")
    end = html.split('id="nr-8"', 1)[1].split('id="nr-9"', 1)[0]
    outcome = end.split('class="example-outcome', 1)[1].split("</p>", 1)[0]
    assert unescape(translate(LABELS["allowed turns"], lang)) in unescape(outcome), outcome


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_the_variants_table_says_what_holds_without_each_variant(
    rulebooks: Path, game: str, lang: str
) -> None:
    """es-r4 3-4, nl-r4 8: the "Standard rules" column said "Not played" in every on/off
    row; it now says, with the rule, what holds without the variant."""
    from regelwerk.rulebook.book import book_of

    html = (rulebooks / game / lang / "index.html").read_text(encoding="utf-8")
    options = html.split('class="rulebook-table options', 1)[1].split("</table>", 1)[0]
    text = unescape(re.sub(r"<[^>]+>", "", options))
    for option in ("minimal_payment", "deal_removed"):
        standard = book_of(game).option_standard(option, lang)
        if standard is not None:
            assert re.sub(r"\s+", " ", standard) in re.sub(r"\s+", " ", text), (option, text)
