"""The fidelity audit (issue 13 item 4): the source facts of docs/audit/facts.toml against the
rule table and the ten built rulebooks, and every worked example's caption against its
pictures."""

from __future__ import annotations

import re
import tomllib
from functools import cache
from html import unescape
from pathlib import Path
from typing import Any, Final

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.games import RULES, rules_of
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.ruletexts import OPTIONS, codes_page, option_title, rulebook_page
from regelwerk.noreturn import TILESET
from regelwerk.noreturn.names import format_tiles
from regelwerk.rulebook import SHIPPED
from regelwerk.rulebook.sphinxext.rules import SYMBOLS, symbols
from regelwerk.rules import Basis, RuleId

from .examples_html import missing, read_examples, tiles_named
from .pages import read_page, read_pdf

FACTS: Final = Path(__file__).resolve().parents[2] / "docs" / "audit" / "facts.toml"
BOOKS: Final = [(game, lang) for game in SHIPPED for lang in LANGUAGES]


@cache
def audit() -> dict[str, Any]:
    return tomllib.loads(FACTS.read_text(encoding="utf-8"))


def facts(game: str | None = None) -> list[dict[str, Any]]:
    return [fact for fact in audit()["fact"] if game is None or fact["game"] == game]


def is_rule(text: str) -> bool:
    try:
        RuleId(text)
    except ValueError:
        return False
    return True


def cited(game: str) -> set[str]:
    return {rule for fact in facts(game) for rule in fact["rules"]}


# --- the data ---------------------------------------------------------------------------------


def test_every_fact_has_an_id_of_its_own_and_known_sources() -> None:
    ids = [fact["id"] for fact in facts()]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    sources = audit()["sources"]
    for fact in facts():
        assert fact["sources"], fact["id"]
        for key in fact["sources"]:
            assert sources[key]["game"] == fact["game"], (fact["id"], key)
        assert fact["fact"].strip(), fact["id"]


def test_every_source_text_has_its_facts() -> None:
    used = {key for fact in facts() for key in fact["sources"]}
    assert used == set(audit()["sources"])


def test_every_fact_cites_existing_rules_of_its_game() -> None:
    for fact in facts():
        for rule in fact["rules"]:
            assert is_rule(rule), (fact["id"], rule)
            assert RULES[RuleId(rule)].game == fact["game"], (fact["id"], rule)
        for option in fact.get("options", ()):
            assert option in OPTIONS, (fact["id"], option)
        # a fact that states no rule must say why it is context only
        assert fact["rules"] or fact.get("options") or fact.get("context"), fact["id"]


@pytest.mark.parametrize("game", SHIPPED)
def test_every_rule_from_the_sources_is_backed_by_a_source_fact(game: str) -> None:
    stated = {rule.id.value for rule in rules_of(game) if Basis.SOURCE in rule.basis}
    assert stated, game
    assert sorted(stated - cited(game)) == []


def test_disagreements_and_findings_name_what_exists() -> None:
    sources = audit()["sources"]
    for entry in audit()["disagreement"]:
        assert set(entry["sources"]) <= set(sources), entry["id"]
        assert all(is_rule(rule) for rule in entry["rules"]), entry["id"]
        assert entry["issue"] and entry["decision"], entry["id"]
    for entry in audit()["finding"]:
        assert entry["where"] and entry["what"] and entry["fix"] and entry["status"], entry["id"]
    mentioned = " ".join(
        str(value) for entry in (*facts(), *audit()["finding"]) for value in entry.values()
    )
    for entry in audit()["disagreement"]:
        assert entry["id"] in mentioned, f"no fact or finding refers to {entry['id']}"


# --- the books ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_every_cited_rule_has_its_anchor_in_the_book(rulebooks: Path, game: str, lang: str) -> None:
    book = rulebooks / game / lang
    ids = read_page(book / rulebook_page(game)).ids
    destinations = read_pdf(book / f"{game}-{lang}.pdf").destinations
    for rule in sorted(cited(game)):
        anchor = RULES[RuleId(rule)].anchor
        assert anchor in ids, (rule, lang)
        assert anchor in destinations, (rule, lang, "PDF")
    options = {option for fact in facts(game) for option in fact.get("options", ())}
    if options:  # the audit page links an option to the chapter of the options table
        chapter = rules_of(game)[0].id.value.split("-")[0].lower() + "-options"
        assert chapter in ids and chapter in destinations, (chapter, lang)
        html = unescape((book / rulebook_page(game)).read_text(encoding="utf-8"))
        titles = [option_title(option, lang) for option in options]
        assert all(title in html for title in titles), (titles, lang)


_MARK: Final = re.compile(r'<(\w+)[^>]*class="[^"]*\bbasis\b[^"]*"[^>]*>(.*?)</\1>', re.S)


def _section(html: str, anchor: str) -> str:
    """The HTML of a rule's section, up to its end or the next section."""
    after = html.split(f'id="{anchor}"', 1)[1]
    return re.split(r"<section\b|</section>", after, maxsplit=1)[0]


_LETTERS: Final = {symbol: basis.value for basis, symbol in SYMBOLS.items()}


def _marks(section: str) -> set[str]:
    """The bases a rule section shows in its marks (elements classed ``basis``), as letters:
    the marks are symbols (◇ P, ✱ R), never letters, since R and P are colours' letters in
    some languages and "S/R" beside "R11" read as a contradiction (round-3 reviews)."""
    letters: set[str] = set()
    for match in _MARK.finditer(section):
        text = unescape(re.sub(r"<[^>]+>", " ", match.group(2)))
        assert not re.search(r"\b[SPR](?:/[SPR])*\b", text), text
        letters |= {_LETTERS[char] for char in text if char in _LETTERS}
    return letters


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_every_rule_not_from_the_sources_is_marked_in_the_book(
    rulebooks: Path, game: str, lang: str
) -> None:
    book = rulebooks / game / lang
    pages = {
        page: (book / page).read_text(encoding="utf-8")
        for page in (rulebook_page(game), codes_page(game))
    }
    for rule in (*rules_of(game), *rules_of("log")):
        html = pages[codes_page(game) if rule.id.is_log_code else rulebook_page(game)]
        marks = _marks(_section(html, rule.anchor))
        unsourced = {basis.value for basis in rule.basis if basis is not Basis.SOURCE}
        # P and R are shown exactly as the rule table has them; a rule only from the sources
        # carries no mark, so that a mark always means something
        assert marks == unsourced, (rule.id, lang, marks)


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_every_example_picture_shows_what_its_caption_names(
    rulebooks: Path, game: str, lang: str
) -> None:
    # a picture without a caption (the setup) names nothing to check
    examples = [
        example for example in read_examples(rulebooks / game / lang) if example.caption_text
    ]
    assert len(examples) >= 3, "the book's worked examples were not found"
    gaps = {(example.chapter, gap) for example in examples for gap in missing(example, game, lang)}
    assert sorted(gaps) == [], "captions name what no picture shows"


@settings(max_examples=60)
@given(
    lang=st.sampled_from(LANGUAGES),
    tiles=st.lists(st.sampled_from([str(tile) for tile in TILESET]), min_size=1, max_size=6),
)
def test_the_caption_reader_finds_every_tile_the_engine_names(lang: str, tiles: list[str]) -> None:
    # the check above reads tile names as the books write them: any list that the runtime
    # names in a sentence must come back as the same tiles
    sentence = f"… {format_tiles(tiles, lang)} …"
    assert tiles_named(sentence, lang) == set(tiles), sentence


# --- the audit's findings, closed ---------------------------------------------------------------

ROOT: Final = FACTS.parents[2]
# The summaries' sentences that restate a P or R rule (F-SUMMARY-MARKS): each must carry it.
RESTATED: Final = {
    "no-return": {"NR-2.1", "NR-3.1", "NR-3.3", "NR-4.4", "NR-6.1", "NR-9.2"},
    "no-thanks": {"NT-2.1", "NT-2.2", "NT-6.2"},
}
_INLINE_MARK: Final = re.compile(
    r'<span class="basis[^"]*"> ?\((?:<span class="basis-symbol">([^<]+)</span>)?\s*'
    r'(?:<a class="reference internal" href="(?:index\.html)?#([a-z0-9-]+)">.*?</a>)?\)</span>',
    re.S,
)


def _docs_catalog(lang: str) -> dict[str, str]:
    """The rulebooks' prose in ``lang``: msgid to msgstr (English: msgid to itself)."""
    from babel.messages.pofile import read_po

    path = ROOT / "locales" / ("de" if lang == "en" else lang) / "LC_MESSAGES" / "docs.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    return {str(m.id): str(m.id if lang == "en" else m.string) for m in catalog if m.id}


def _prose_section(html: str, anchor: str) -> str:
    """The HTML of a chapter or prose section, up to the next chapter (its rules included)."""
    after = html.split(f'<section id="{anchor}"', 1)[1]
    return re.split(r'<section id="(?:nr|nt)-(?:\d+|options)"|<section id="turn-summary"', after)[0]


def _inline_marks(html: str) -> list[tuple[str, str | None]]:
    """The basis marks inside sentences and cells: (letters, anchor of the rule or None)."""
    return [(letters, rule or None) for letters, rule in _INLINE_MARK.findall(html)]


def _code(rule: str) -> str:
    """The symbols that mark ``rule`` in a sentence: its basis as the rule table has it."""
    return symbols("/".join(basis.value for basis in RULES[RuleId(rule)].basis))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_book_says_where_a_taken_card_lies_beside_nt_4_2(rulebooks: Path, lang: str) -> None:
    # F-NT-OPEN: the source lays the taken card face up before the taker (NT-F15); since
    # the round-3 English review NT-4.2 says so itself, in the third person like the rule
    from regelwerk.i18n.ruletexts import rule_text

    sentence = rule_text("NT-4.2", lang)
    assert "face up in front of them" in rule_text("NT-4.2", "en")
    html = (rulebooks / "no-thanks" / lang / rulebook_page("no-thanks")).read_text("utf-8")
    chapter = _prose_section(html, "nt-4")
    assert 'id="nt-4-2"' in chapter
    assert sentence in unescape(re.sub(r"<[^>]+>", "", chapter)), lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_nr_6_picture_shows_the_player_in_phase_2(rulebooks: Path, lang: str) -> None:
    # F-EX-NR-6: the caption rests on the player being in phase 2; the picture must say so
    from regelwerk.i18n.ruletexts import translate
    from regelwerk.noreturn.book.examples import PHASE_LABEL

    label = translate(PHASE_LABEL, lang)
    examples = [e for e in read_examples(rulebooks / "no-return" / lang) if e.chapter == "nr-6"]
    assert examples, lang
    for example in examples:
        assert label in example.labels, (lang, example.labels)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_glossary_start_player_is_whoever_turns_up_the_card(lang: str) -> None:
    # F-START-PLAYER: seat 0 only for the first card (NT-2.1, NT-4.1); then the taker (NT-4.4)
    text = (ROOT / "docs" / "glossary" / f"{lang}.md").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith("|") and "NT-4.1" in line]
    assert len(rows) == 1, rows
    assert "NT-4.4" in rows[0] and "NT-2.1" in rows[0], rows[0]


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_the_turn_summary_marks_each_p_and_r_rule_it_restates(
    rulebooks: Path, game: str, lang: str
) -> None:
    # F-SUMMARY-MARKS: a mark shows the rule's basis exactly as the rule table has it
    html = (rulebooks / game / lang / "summary.html").read_text(encoding="utf-8")
    marks = _inline_marks(_prose_section(html, "turn-summary"))
    by_anchor = {RULES[RuleId(rule)].anchor: rule for rule in RESTATED[game]}
    shown = {by_anchor.get(str(target), str(target)): letters for letters, target in marks}
    assert set(shown) == RESTATED[game], (lang, sorted(shown))
    assert all(letters == _code(rule) for rule, letters in shown.items()), (lang, shown)


@pytest.mark.parametrize(("game", "lang"), BOOKS)
def test_every_option_carries_its_basis_in_the_options_table(
    rulebooks: Path, game: str, lang: str
) -> None:
    # F-OPTION-MARKS: each option's basis as docs/spec/rules.companion.rst gives it for
    # RULES.md ("option NAME" parts that open with ":basis: R")
    companion = (ROOT / "docs" / "spec" / "rules.companion.rst").read_text(encoding="utf-8")
    bases = dict(re.findall(r"^\.\. part:: option (\w+)\s*\n\s*:basis: (\S+)", companion, re.M))
    html = (rulebooks / game / lang / rulebook_page(game)).read_text(encoding="utf-8")
    prefix = rules_of(game)[0].id.value.split("-")[0].lower()
    chapter = _prose_section(html, f"{prefix}-options")
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", chapter.split("<tbody", 1)[1], re.S)
    # the players' book names an option by its title, never by its move-log key
    titles = {option_title(name, lang): name for name in OPTIONS}
    options = [name for title, name in titles.items() if title in unescape(chapter)]
    assert options and len(rows) == len(options), (lang, options)
    for row in rows:
        name = next(name for title, name in titles.items() if title in unescape(row))
        # a variant the sources describe carries no mark (as no rule they state does)
        shown = [(symbols(bases[name]), None)] if symbols(bases[name]) else []
        assert _inline_marks(row) == shown, (lang, name)
        assert f">{name}<" not in row and "false" not in row, (lang, name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_of_dealt_cards_stands_under_nt_7_1_with_its_mark(
    rulebooks: Path, lang: str
) -> None:
    # F-OPTION-MARKS: 1 removed card each for 5 players follows NT-7.1, a ruling; the
    # table is the variant's, under its rule, not a column of NT-2.2's chips (en-r7 22)
    html = (rulebooks / "no-thanks" / lang / rulebook_page("no-thanks")).read_text("utf-8")
    table = re.search(r'<table[^>]*class="[^"]*\bdealt\b.*?</table>', html, re.S)
    assert table is not None
    head = table.group().split("<tbody", 1)[0]
    assert _inline_marks(head) == [], "the rule's own mark, not repeated in the table"
    rule = html.index('id="nt-7-1"')
    following = re.compile(r'id="nt-[^"]+"').search(html, rule + 1)
    assert following is not None
    assert rule < table.start() < following.start(), "right under NT-7.1, before what follows"
    assert RULES[RuleId("NT-7.1")].basis, "the box's label carries NT-7.1's mark"
    chips = re.search(r'<table[^>]*class="[^"]*\bchips\b.*?</table>', html, re.S)
    assert chips is not None and "<th" in chips.group()
    assert len(re.findall(r"<th\b", chips.group())) == 3, "NT-2.2's table: the standard game"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_tile_example_shows_what_its_caption_says(rulebooks: Path, lang: str) -> None:
    # F-NR-8-EXAMPLE-2: before either turn the red 11 is in player 1's hand, not a row; the
    # bag is pictured; both turns are shown and named; after them, the end and the scores
    from regelwerk.i18n.names import number
    from regelwerk.noreturn.names import tiles_phrase

    html = (rulebooks / "no-return" / lang / rulebook_page("no-return")).read_text("utf-8")
    chapter = html.split('id="nr-8"', 1)[1].split('id="nr-9"', 1)[0]
    example = chapter.split("rulebook-example", 1)[1]
    actions = re.findall(r'<p class="example-action"[^>]*>(.*?)</p>', example, re.S)
    assert len(actions) == 2, (lang, actions)
    before = example.split('class="example-action"', 1)[0]
    after = example.rsplit('class="example-action"', 1)[1]
    rows_before = re.findall(r'<svg[^>]*class="rulebook-picture rows".*?</svg>', before, re.S)
    assert not any('data-tile="R11"' in svg for svg in rows_before), lang
    assert 'data-tile="R11"' in before and 'class="rulebook-picture bag"' in before, lang
    said = [unescape(re.sub(r"<[^>]+>", "", action)) for action in actions]
    assert tiles_phrase(["R11"], lang) in said[0] and tiles_phrase(["O8"], lang) in said[1]
    caption = unescape(re.sub(r"<[^>]+>", " ", example.split("example-stage", 1)[0]))
    assert tiles_named(caption, lang) >= {"R11", "O8"}, (lang, caption)
    text = unescape(re.sub(r"<[^>]+>", " ", after))
    assert number(-11, lang) in text and 'class="rulebook-picture bag"' in after, lang
    assert re.search(r'data-tile="R11"', after), "the red 11 lies in its row at the end"


def test_an_example_player_with_a_score_pile_is_pictured_in_phase_2() -> None:
    # de-r9 B7: the NR-9.1 picture showed a score pile without the "In phase 2" label the other
    # phase-2 pictures carry; clearing (NR-7.2) is a phase-2 action, so a pile means phase 2
    source = (ROOT / "src/regelwerk/noreturn/book/source/index.rst").read_text(encoding="utf-8")
    examples = source.split(".. nr-example::")[1:]
    checked = 0
    for example in examples:
        options = dict(re.findall(r"^\s+:(\w+):\s+(.*)$", example.split("\n\n", 1)[0], re.M))
        if "piles" not in options:
            continue
        piles = [pile.strip() for pile in options["piles"].split("|")]
        phases = options.get("phases", "1 " * len(piles)).split()
        for pile, phase in zip(piles, phases, strict=True):
            assert pile == "-" or phase == "2", (options, pile, phase)
            checked += 1
    assert checked >= 4, checked
