"""The rule exports shipped in the package agree with the catalogs (issue: a machine-readable
export per language, with id, title, text, basis and anchor URL)."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from regelwerk.games import RULES, rules_of, shipped
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.ruletexts import export_json, export_rules, shipped_rules
from regelwerk.rules import LOG, anchor

EXPORTS = resources.files("regelwerk.i18n") / "exports"
SHIPPED = (*shipped(), LOG)  # regelwerk's own games and the LOG codes, never a game installed apart


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shipped_file_is_what_the_catalogs_give(lang: str) -> None:
    shipped = (EXPORTS / f"rules.{lang}.json").read_text(encoding="utf-8")
    assert shipped == export_json(lang), "run `make rules-export` after changing catalogs"
    assert shipped_rules(lang) == [rule for game in SHIPPED for rule in export_rules(lang, game)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_is_exported_with_its_basis_and_anchor(lang: str) -> None:
    rules = shipped_rules(lang)
    assert [rule["id"] for rule in rules] == [
        rule.id for game in SHIPPED for rule in rules_of(game)
    ]
    for entry in rules:
        rule = RULES[entry["id"]]
        assert set(entry) == {"id", "title", "text", "basis", "anchor"}
        assert entry["basis"] == "/".join(basis.value for basis in rule.basis)
        if rule.game == LOG:  # every online book has the codes' page: the default game's
            assert entry["anchor"] == f"no-return/{lang}/codes.html#{anchor(rule.id)}"
        else:
            assert entry["anchor"] == f"{rule.game}/{lang}/index.html#{anchor(rule.id)}"
        assert entry["title"] and entry["text"]


def test_translated_exports_differ_from_english() -> None:
    english = {rule["id"]: rule["text"] for rule in shipped_rules("en")}
    for lang in ("de", "fr", "es", "nl"):
        texts = {rule["id"]: rule["text"] for rule in shipped_rules(lang)}
        assert all(texts[rule_id] != text for rule_id, text in english.items()), lang


def test_the_files_are_json_lists() -> None:
    for lang in LANGUAGES:
        data = json.loads((EXPORTS / f"rules.{lang}.json").read_text(encoding="utf-8"))
        assert isinstance(data, list) and data
