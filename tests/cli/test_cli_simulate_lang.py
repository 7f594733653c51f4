"""``regelwerk simulate --lang``: the statistics in each of the five languages, through the
catalogs (the games' words for their unit and kinds of action, the figures with the
language's signs); ``rules`` and ``rulebook`` say their refusals in the user's language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.errors import UnknownRuleError
from regelwerk.games import load
from regelwerk.i18n import ruletexts
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.errortexts import shown
from regelwerk.i18n.gametexts import GameTexts
from regelwerk.i18n.names import figure, percent
from regelwerk.simulation import Summary, summarise

from .test_cli_language import LOCALE_VARIABLES, run

TODAY = json.loads((Path(__file__).parent / "simulate_today.json").read_text(encoding="utf-8"))
NR_RUN = ["--game", "no-return", "--players", "3", "--seed", "0", "--games", "12", "--quiet"]
NT_RUN = ["--game", "no-thanks", "--players", "4", "--seed", "0", "--games", "150", "--quiet"]
# Words of the English statistics that no other language's may hold.
ENGLISH = ("games of", "players", "policy", "game length", "mean", "seat", "win rate",
           "actions:", "clear", "exchange", "declared", "turns")  # fmt: skip


@pytest.fixture(autouse=True)
def no_locale(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No locale unless a test sets one: the statistics follow the environment."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def today(game: str) -> str:
    (stdout,) = (
        entry["stdout"]
        for entry in TODAY["statistics"]
        if (entry["game"], entry["players"], entry["seed"], entry["policy"])
        == (game, "3" if game == "no-return" else "4", "0", "random")
    )
    text: str = stdout
    return text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_statistics_are_in_the_language_with_the_same_figures(
    capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    status, out, err = run(capsys, "simulate", *NR_RUN, "--lang", lang)
    assert status == 0 and err == ""
    english = today("no-return")
    if lang == "en":
        assert out == english
        return
    # the same lines and the same digits, in the same order; the words all the language's
    assert len(out.splitlines()) == len(english.splitlines())
    assert re.findall(r"\d+", out) == re.findall(r"\d+", english)
    assert re.search(r"\d\.\d", out) is None and re.search(r"\d,\d", out)  # decimal commas
    for word in ENGLISH:
        assert word not in out, (lang, word)


def test_german_statistics_read_german(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "simulate", *NR_RUN, "--lang", "de")
    assert status == 0
    lines = out.splitlines()
    # the game by its title and the policy as typed, with its name in words (the name alone
    # was not recognised by who typed --policy random: en-r4 41, es-r4 31)
    assert lines[0] == (
        "12\N{NO-BREAK SPACE}Partien No Return, 3\N{NO-BREAK SPACE}Spieler, "
        "Strategie: random (Zufall), Seeds 0\N{EN DASH}11"
    )
    assert lines[1] == "Partiedauer: im Mittel 36,5 Züge (min. 33, max. 42)"
    # places in the order of play, never a ranking; each column as wide as its head
    assert lines[2] == "Position in der Spielreihenfolge  Punkte im Mittel  Siegquote"
    assert lines[3] == "                               1              \u22120,1     40,3\u00a0%"
    assert lines[-2] == "Aktionen: Tauschen 98,6\u00a0%, Legen 1,1\u00a0%, Abräumen 0,2\u00a0%"
    assert lines[-1] == "Wechsel in Phase\u00a02 bei 8,2\u00a0% der Züge"
    status, out, _ = run(capsys, "simulate", *NT_RUN, "--lang", "de")
    assert status == 0
    assert "mean 47.9 actions" in today("no-thanks")
    assert "im Mittel 47,9 Züge" in out
    assert out.splitlines()[-1] == "Aktionen: Nehmen 50,1\u00a0%, Passen 49,9\u00a0%"
    # the game by its German title, its players' results in the book's term (issue 23)
    assert out.startswith("150\N{NO-BREAK SPACE}Partien Geschenkt, 4\N{NO-BREAK SPACE}Spieler")
    header = (
        "Position in der Spielreihenfolge  Ergebnis im Mittel (das niedrigste gewinnt)  Siegquote"
    )
    assert out.splitlines()[2] == header


def test_french_puts_a_space_before_the_colon_and_the_percent_sign(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = run(capsys, "simulate", *NT_RUN, "--lang", "fr")[1]
    assert out.splitlines()[-1] == "actions\u00a0: prendre 50,1\u00a0%, passer 49,9\u00a0%"
    assert out.startswith(
        "150\u00a0parties de No Merci, 4\u00a0joueurs, stratégie «\u202frandom (au hasard)\u202f»,"
    )


def test_one_game_and_its_players_take_the_singular(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "no-return", "--players", "2", "--games", "1", "--quiet"]
    assert run(capsys, "simulate", *argv)[1].startswith("1 game of No Return, 2 players,")
    spanish = run(capsys, "simulate", *argv, "--lang", "es")[1]
    assert spanish.startswith("1\u00a0partida de No Return")


def test_the_language_comes_from_the_environment(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    no_locale.setenv("LANG", "de_DE.UTF-8")
    status, out, err = run(capsys, "simulate", *NR_RUN)
    assert status == 0 and out.startswith("12\N{NO-BREAK SPACE}Partien") and err == ""
    no_locale.setenv("LANG", "pt_BR.UTF-8")
    status, out, err = run(capsys, "simulate", *NR_RUN)
    assert status == 0 and out == today("no-return")
    assert err.splitlines() == [
        "regelwerk: “LANG=pt_BR.UTF-8” does not name a language regelwerk is available in "
        "(de, en, es, fr, nl); messages will be in English."
    ]
    assert run(capsys, "simulate", *NR_RUN, "--lang", "nl")[2] == ""  # chosen: no note


def test_an_unknown_lang_is_refused_as_validate_refuses_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(capsys, "simulate", *NR_RUN, "--lang", "xx")
    assert status == 2 and out == ""
    assert (
        "argument --lang: “xx” is not a known language: "
        "give a locale such as de_DE.UTF-8 or one of de, en, es, fr, nl" in err
    )


def test_json_has_no_language(capsys: pytest.CaptureFixture[str]) -> None:
    english = run(capsys, "simulate", *NR_RUN, "--json")[1]
    assert run(capsys, "simulate", *NR_RUN, "--json", "--lang", "fr")[1] == english


def test_a_game_without_words_of_its_own_is_summarised_in_the_shared_ones(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = load("no-return")
    texts = rules.texts
    bare = GameTexts(texts.titles, texts.texts, texts.chapters, texts.options, texts.templates)
    monkeypatch.setattr(rules, "_texts", bare)
    # its turn_unit and flag words (English), its kinds by key: English as it always was
    assert run(capsys, "simulate", *NR_RUN)[1] == today("no-return")
    out = run(capsys, "simulate", *NR_RUN, "--lang", "de")[1]
    assert "36,5 turns" in out
    assert "Aktionen: exchange 98,6\u00a0%, play 1,1\u00a0%, clear 0,2\u00a0%" in out
    assert out.splitlines()[-1] == "phase 2 entered bei 8,2\u00a0% der turns"


def test_summarise_refuses_an_unknown_language() -> None:
    summary = Summary(2)
    summary.add((1, 2), (1,), __import__("collections").Counter(play=3))
    with pytest.raises(ValueError, match="xx"):
        summarise(summary, load("no-return"), "random", 0, "xx")


@given(st.floats(min_value=-1e6, max_value=1e6, allow_nan=False))
def test_figures_are_pythons_with_the_languages_signs(value: float) -> None:
    minus = "\u2212"  # the true minus sign, as the books print "\u221211" (issue 23)
    assert figure(value, "en") == f"{value:.1f}".replace("-", minus)
    assert figure(value, "de") == f"{value:.1f}".replace(".", ",").replace("-", minus)
    assert "-" not in figure(value, "fr")
    share = value / 1e6
    assert percent(share, "en") == f"{share:.1%}".replace("-", minus)
    assert percent(share, "nl") == f"{share:.1%}".replace(".", ",").replace("-", minus)
    expected = f"{share:.1%}".replace(".", ",").replace("%", "\u00a0%").replace("-", minus)
    assert percent(share, "fr") == expected


def test_rules_refusals_are_in_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "rules", "--lang", "de", "xx-9")
    assert status == 2 and out == ""
    assert err == ("regelwerk rules: „xx-9“ ist weder die Nummer einer Regel noch ein LOG-Code.\n")
    status, out, err = run(capsys, "rules", "--lang", "de", "--game", "no-return", "NT-4.3")
    assert (status, out, err) == (2, "", "regelwerk rules: NT-4.3 ist keine Regel von no-return\n")
    status, _, err = run(capsys, "rules", "--game", "no-thanks", "nr-5.4")
    assert (status, err) == (2, "regelwerk rules: NR-5.4 is not a rule of no-thanks\n")


def test_rules_shows_an_unknown_id_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "rules", "NR-\x1b[31m")
    assert status == 2 and "\x1b" not in err and "NR-\\x1b[31m" in err


def test_a_rulebook_that_does_not_build_says_so_in_its_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import regelwerk.rulebook
    from regelwerk.rulebook import RulebookError

    def fail(game: str, lang: str, out: Path, *, pdf: bool = True) -> Path:
        raise RulebookError(game, lang, "WARNING: something Sphinx said")

    monkeypatch.setattr(regelwerk.rulebook, "build_rulebook", fail)
    argv = ["rulebook", "--game", "no-thanks", "--lang", "de", "--out", str(tmp_path)]
    status, _, err = run(capsys, *argv)
    assert status == 1
    assert err == (
        "regelwerk rulebook: Die Spielregel von no-thanks (de) konnte nicht erzeugt werden; "
        "die Ausgabe des Erzeugens nennt den Grund.\nWARNING: something Sphinx said\n"
    )


@pytest.mark.parametrize("chapter", ["NR-99", "XX", "", "NR-5.4", 5, None])
def test_an_unknown_chapter_is_an_unknown_rule(chapter: object) -> None:
    with pytest.raises(UnknownRuleError) as raised:
        ruletexts.chapter_title(chapter, "de")  # type: ignore[arg-type]
    assert raised.value.message("de").startswith(f"{shown(chapter, 'de')} ist weder")
