"""Rule texts: every rule, chapter and option has a title and a text in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from regelwerk.games import GAMES, RULES, rules_of, shipped
from regelwerk.i18n import ruletexts
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.marks import MARK_LABELS, mark_line
from regelwerk.i18n.messages import rule_link
from regelwerk.i18n.ruletexts import translate
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.rules import LOG, Basis, LogCode, RuleId, anchor

from .catalogs import TRANSLATED

_REFERENCE = re.compile(r"\b(?:NR|NT)-\d+(?:\.\d+)?\b")
_NUMBER = re.compile(r"\d+")
# The rules regelwerk ships its catalogs for: a game installed on its own may be in English
# only (its texts then fall back to English in every language).
TRANSLATED_RULES = [rule.id for game in (*shipped(), LOG) for rule in rules_of(game)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rule", list(RULES))
def test_every_rule_has_title_and_text(rule: RuleId, lang: str) -> None:
    title, text = ruletexts.rule_title(rule, lang), ruletexts.rule_text(rule, lang)
    assert title.strip() and text.strip()
    assert text.rstrip().endswith((".", ")", "!")), text


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.parametrize("rule", TRANSLATED_RULES)
def test_every_shipped_rule_is_translated(rule: RuleId, lang: str) -> None:
    assert ruletexts.rule_text(rule, lang) != ruletexts.rule_text(rule, "en")


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("rule", list(RULES))
def test_translations_keep_the_facts(rule: RuleId, lang: str) -> None:
    """The same cross-references and the same numbers as the English text."""
    english = ruletexts.rule_text(rule, "en")
    text = ruletexts.rule_text(rule, lang)
    assert sorted(_REFERENCE.findall(text)) == sorted(_REFERENCE.findall(english))
    assert set(_NUMBER.findall(text)) == set(_NUMBER.findall(english)), (text, english)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_chapter_and_option_has_a_title(lang: str) -> None:
    chapters = {rule.chapter for rule in RULES.values()}
    assert chapters <= set(ruletexts.CHAPTERS)
    for chapter in ruletexts.CHAPTERS:
        assert ruletexts.chapter_title(chapter, lang).strip()
    assert ruletexts.chapter_title("NR options", lang) == ruletexts.chapter_title(
        "NR-options", lang
    )
    assert ruletexts.OPTIONS == (
        "minimal_payment",
        "chips_per_player",
        "deal_removed",
        "highest_card",
        "removed_count",
    )
    for option in ruletexts.OPTIONS:
        assert ruletexts.option_title(option, lang).strip()
        assert ruletexts.option_text(option, lang).strip()
    for basis in Basis:
        assert ruletexts.basis_label(basis, lang).strip()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_export_rules(lang: str) -> None:
    exported = ruletexts.export_rules(lang)
    assert [entry["id"] for entry in exported] == [str(rule) for rule in RULES]
    for entry in exported:
        rule = RuleId(entry["id"])
        assert set(entry) == {"id", "title", "text", "basis", "anchor"}
        assert entry["basis"] in {"S", "P", "R", "S/P", "S/R", "P/R"}
        assert entry["anchor"] == rule_link(rule, lang)
        # the codes of faulty logs are on the online book's page of their own, not in print
        page = "codes.html" if rule.is_log_code else "index.html"
        book = f"{lang}/{page}#{anchor(rule)}"
        assert entry["anchor"].endswith(book)
        if rule.is_log_code:  # every online book has the codes: the default game's book
            assert entry["anchor"] == f"no-return/{book}"
    games = (*GAMES, LOG)
    assert sum(len(ruletexts.export_rules(lang, game)) for game in games) == len(exported)
    assert all(e["id"].startswith("NT-") for e in ruletexts.export_rules(lang, "no-thanks"))


def test_rule_links() -> None:
    assert rule_link(NoReturnRuleId.NR_5_4, "de") == "no-return/de/index.html#nr-5-4"
    assert rule_link(NoThanksRuleId.NT_4_3, "fr") == "no-thanks/fr/index.html#nt-4-3"
    assert ruletexts.rule_url(LogCode.LOG_DRAW, "nl", "no-thanks") == (
        "no-thanks/nl/codes.html#log-draw"
    )
    assert rule_link(LogCode.LOG_DRAW, "es", "no-return") == "no-return/es/codes.html#log-draw"
    # A game's rules link to its own book, whatever game is asked for.
    assert rule_link(NoThanksRuleId.NT_4_3, "fr", "no-return") == "no-thanks/fr/index.html#nt-4-3"


def test_a_log_code_without_a_game_links_to_the_default_games_book(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before, it linked into the book of the first game registered, so installing a game
    whose name sorts first ("fifteen") moved every such link.  Now it is the default game
    of regelwerk's configuration, and the specification where there is none."""
    assert ruletexts.rulebook_of(LogCode.LOG_SYNTAX) is None
    assert rule_link(LogCode.LOG_SYNTAX, "de") == "no-return/de/codes.html#log-syntax"
    monkeypatch.setattr(ruletexts, "default_game", lambda: None)
    assert rule_link(LogCode.LOG_SYNTAX, "de") == "../docs/spec/rules.html#spec-log-syntax"
    spec = (Path(__file__).resolve().parents[2] / "docs" / "spec" / "rules.rst").read_text("utf-8")
    for code in LogCode:  # each under its label there (rst label spec-log-x: HTML id spec-log-x)
        assert f"\n.. _spec-{anchor(code)}:\n" in spec, code
    assert ruletexts.rulebook_page("no-return") == ruletexts.rulebook_page("no-thanks")


def test_rulings_are_stated() -> None:
    """The R and P rulings that the rule texts must carry (RULES.md)."""
    en = {rule: ruletexts.rule_text(rule, "en") for rule in RULES}
    passing = en[NoReturnRuleId.NR_4_4]
    assert "the only time you may pass" in passing and "NR-8.1" in passing
    assert "any colour" in en[NoReturnRuleId.NR_7_3]
    assert "1 each with 5, 6 or 7 players" in en[NoThanksRuleId.NT_7_1]
    assert "11 chips with 3 to 5 players, 9 chips with 6 players and 7" in en[NoThanksRuleId.NT_2_2]
    assert "“Minimal payment”" in en[NoReturnRuleId.NR_7_5]  # by its title, not its key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_notation_is_marked_as_this_rulebook_s_notation(lang: str) -> None:
    """en-r6 10: NR-1.2 (how a tile is written) was labelled "A ruling made in this
    rulebook", which sent the reader hunting for a rule of play; a notation gets its own
    label, in every language, and the rulings of play keep theirs."""
    notation, ruling = mark_line(RULES["NR-1.2"], lang), mark_line(RULES["NR-4.4"], lang)
    assert notation == f"\N{HEAVY ASTERISK} {translate(MARK_LABELS['R notation'], lang)}"
    assert ruling == f"\N{HEAVY ASTERISK} {translate(MARK_LABELS['R'], lang)}"
    assert notation != ruling
    assert [rule.id for rule in RULES.values() if rule.notation] == [NoReturnRuleId.NR_1_2]
