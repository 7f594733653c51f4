"""Who starts, and players never numbered, in the rule texts of every book (issue 23, round 2)."""

from __future__ import annotations

import re
from typing import Final

import pytest

from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.ruletexts import export_rules

GAMES: Final = ("no-return", "no-thanks")

# "player 1", "Spieler 2", "le joueur 1", "jugador 1", "speler 1": a person numbered; not a
# count of things ("jeder Spieler 8 Steine", "5 players 2 cards each")
NUMBERED: Final = re.compile(
    r"\b(?:player|spieler|joueur|jugador|speler)\s+\d+\b"
    r"(?!\s+(?:tiles?|steine?|cards?|karten?|tuiles?|cartes?|fichas?|cartas?|stenen|kaarten?))",
    re.IGNORECASE,
)

# how each language says that play goes round the table clockwise (NR-2.1, NT-2.1, NT-4.2)
CLOCKWISE: Final = {
    "en": "clockwise",
    "de": "im Uhrzeigersinn",
    "fr": "sens des aiguilles d’une montre",
    "es": "sentido de las agujas del reloj",
    "nl": "met de klok mee",
}


def _rules(lang: str, game: str) -> dict[str, dict[str, str]]:
    return {str(entry["id"]): dict(entry) for entry in export_rules(lang, game)}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_no_rule_numbers_the_players(lang: str, game: str) -> None:
    # every reviewer of round 2: "This rulebook numbers them … Player 1 starts."
    for rule, entry in _rules(lang, game).items():
        assert not NUMBERED.search(entry["title"] + " " + entry["text"]), (rule, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rule", ["NR-2.1", "NT-2.1"])
def test_the_players_choose_who_starts_and_play_goes_clockwise(lang: str, rule: str) -> None:
    # the sources do not say who starts: a ruling, marked R beside the P of the player count
    entry = _rules(lang, "no-return" if rule.startswith("NR") else "no-thanks")[rule]
    assert entry["basis"] == "P/R"
    assert CLOCKWISE[lang] in entry["text"], entry["text"]


def test_english_no_thanks_says_score_and_french_tiles_are_strong_or_weak() -> None:
    english = _rules("en", "no-thanks")["NT-6.2"]["text"]
    assert "score" in english and "result" not in english
    french = {rule: entry["text"] for rule, entry in _rules("fr", "no-return").items()}
    french["NT-6.1"] = _rules("fr", "no-thanks")["NT-6.1"]["text"]
    for rule in ("NR-5.4", "NR-7.2", "NT-6.1"):
        assert not re.search(r"plus (?:haute?|basse?)\b|inférieure", french[rule]), rule
        assert "faible" in french[rule], rule
