"""The words the books print themselves: action sentences and each language's typography."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.noreturn import parse_action
from regelwerk.noreturn.book.actions import describe
from regelwerk.noreturn.names import tiles_phrase
from regelwerk.noreturn.tiles import KINDS, Tile
from regelwerk.nothanks import Action
from regelwerk.nothanks.book.examples import describe as describe_card
from regelwerk.rulebook.sphinxext.typography import typeset

KEYWORDS = re.compile(r"\b(?:play|exchange|pass|take|clear|pay|phase2|set-aside)\b")
ACTIONS = ["play R7 R5", "exchange G3 P1", "phase2 exchange O8", "pass", "phase2 pass",
           "clear R5 R7 pay B10 B3", "phase2 clear R5 pay B3 G2", "set-aside G3 P1",
           "set-aside", "phase2 play O2 O1"]  # fmt: skip


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.parametrize("notation", ACTIONS)
def test_an_action_is_a_sentence_without_log_keywords(lang: str, notation: str) -> None:
    sentence = describe(parse_action(notation), lang)
    assert sentence.endswith(".") and sentence[0].isupper()
    assert not KEYWORDS.search(sentence), sentence
    assert not re.search(r"\b[ROYGBP]\d+\b", sentence), "the notation leaked into the sentence"


def test_tiles_are_named_with_articles_and_identical_tiles_once() -> None:
    assert describe(parse_action("play R7 R5"), "de") == "Lege die rote 7 und die rote 5."
    assert describe(parse_action("play R7 R5"), "fr") == "Jouer le 7\u00a0rouge et le 5\u00a0rouge."
    assert describe(parse_action("play R7 R5"), "es") == "Juega el 7\u00a0rojo y el 5\u00a0rojo."
    assert describe(parse_action("play R7 R5"), "nl") == "Leg de rode 7 en de rode 5."
    assert describe(parse_action("play R7 R5"), "en") == "Play the red 7 and the red 5."
    twice = [Tile.parse("R1"), Tile.parse("R1")]
    assert tiles_phrase(twice, "en") == "the two red 1s"
    assert tiles_phrase(twice, "de") == "die beiden roten 1"


@given(st.lists(st.sampled_from(KINDS), min_size=1, max_size=6))
def test_every_tile_is_named_once(tiles: list[Tile]) -> None:
    phrase = tiles_phrase(tiles, "en")
    assert phrase.count("the ") == len(set(tiles))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_thanks_actions_are_sentences(lang: str) -> None:
    for action in Action:
        sentence = describe_card(action, lang)
        assert sentence.endswith(".")
        if lang != "en":
            assert not KEYWORDS.search(sentence), sentence


def test_french_typography() -> None:
    assert typeset("vrai; faux: oui! non?", "fr") == (
        "vrai\N{NARROW NO-BREAK SPACE}; faux\N{NO-BREAK SPACE}: "
        "oui\N{NARROW NO-BREAK SPACE}! non\N{NARROW NO-BREAK SPACE}?"
    )
    assert (
        typeset('le "5 rouge"', "fr") == "le \N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}"
        "\N{NARROW NO-BREAK SPACE}5 rouge"
        "\N{NARROW NO-BREAK SPACE}\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"
    )
    assert typeset("http://example.org 10:40 NR-5.4", "fr") == "http://example.org 10:40 NR-5.4"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_negative_number_has_a_true_minus_sign(lang: str) -> None:
    assert typeset("-15 and -1, but NR-5.4, 3-35 and x-2", lang) == (
        "\N{MINUS SIGN}15 and \N{MINUS SIGN}1, but NR-5.4, 3-35 and x-2"
    )


def test_each_language_has_its_quotation_marks() -> None:
    assert (
        typeset('"Rot 11"', "de")
        == "\N{DOUBLE LOW-9 QUOTATION MARK}Rot 11\N{LEFT DOUBLE QUOTATION MARK}"
    )
    assert (
        typeset('"rode 11"', "nl")
        == "\N{LEFT DOUBLE QUOTATION MARK}rode 11\N{RIGHT DOUBLE QUOTATION MARK}"
    )
    assert (
        typeset('"11 rojo"', "es") == "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}11 rojo"
        "\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"
    )


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "nl"])
def test_a_leading_mark_is_bound_to_what_it_marks(lang: str) -> None:
    """fr-r7 20: "▶" ended a line of the Overview, "signale" began the next; a mark that
    leads its words (▶ ✓ ✗ ◇ ✱) is followed by a no-break space, in every language."""
    from regelwerk.rulebook.sphinxext.typography import typeset

    for mark in "\N{BLACK RIGHT-POINTING TRIANGLE}\N{CHECK MARK}\N{BALLOT X}◇✱":
        assert typeset(f"x {mark} signale", lang) == f"x {mark}\N{NO-BREAK SPACE}signale"
    assert typeset("\N{BLACK RIGHT-POINTING TRIANGLE} ", lang).endswith("\N{NO-BREAK SPACE}")


def test_c_est_a_dire_is_never_broken_at_its_hyphens() -> None:
    """fr-r7 20: "c’est-à-" ended a line of the French Overview, "dire" began the next."""
    from regelwerk.rulebook.sphinxext.typography import typeset

    assert "-" not in typeset("les règles, c'est-à-dire le texte", "fr")
    assert "c’est\N{NON-BREAKING HYPHEN}à\N{NON-BREAKING HYPHEN}dire" in typeset(
        "c'est-à-dire", "fr"
    )


def test_an_action_after_a_name_takes_the_letter_its_language_writes_after_a_colon() -> None:
    """ "Ada: leg de rode 11." in Dutch, as in French after its dash; German and English keep
    the capital of the sentence (nl-r11 18)."""
    from regelwerk.rulebook.sphinxext.examples import turn_line

    assert turn_line("Ada", "Leg de rode 11.", "nl") == "Ada: leg de rode 11."
    assert turn_line("Ada", "Joue le 11 rouge.", "fr").endswith(" joue le 11 rouge.")
    # Spanish names the player in a sentence of its own: the action keeps its capital
    assert turn_line("Ada", "Juega el 11 rojo.", "es") == "Turno de Ada. Juega el 11 rojo."
    assert turn_line("Ada", "Lege die rote 11.", "de") == "Ada: Lege die rote 11."
    assert turn_line("Ada", "Play the red 11.", "en") == "Ada: Play the red 11."
