"""The runtime messages read as a native speaker writes them (issue 13, item 3).

Tiles with their article, in the case the sentence needs, both copies of a tile named once;
connectors that say what is meant; the actions in words, never the log's keywords; result
lines that name the players; a true minus sign; French no-break spaces; LOG-* links into the
book of the log's game.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.cli.commands import human_line
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.messages import render
from regelwerk.i18n.names import MINUS, number
from regelwerk.logs import validate
from regelwerk.noreturn.names import tiles_phrase
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.noreturn.tiles import KINDS
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

from .catalogs import load

NON_ENGLISH = [lang for lang in LANGUAGES if lang != "en"]
LOG_KEYWORDS = ("play", "exchange", "pass", "take", "clear", "set-aside", "set_aside", "pay")
"""The log's action keywords (LOG-FORMAT.md): no sentence of another language uses them."""

_MESSAGE_CONTEXT = re.compile(r"( message|fallback|^report |^log action |^tiles? [ROYGBP] )")


def _message_strings(lang: str) -> list[str]:
    """Every translated message sentence of ``lang``: rule messages, fallbacks, results."""
    out: list[str] = []
    for message in load(lang):
        if message.id and message.context and _MESSAGE_CONTEXT.search(message.context):
            out.extend(_all(message.string))
    return out


PLAY = Violation.of(NoReturnRuleId.NR_4_3, tiles=("R5",), action="play", seat=0)
TWICE = Violation.of(NoReturnRuleId.NR_4_3, tiles=("R1", "R1"), action="play", seat=0)
HIGHER = Violation.of(NoReturnRuleId.NR_5_4, tile="R9", lowest="R5")
PAY = Violation.of(NoReturnRuleId.NR_4_3, tiles=("R9",), action="pay", seat=0)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "The red 9 cannot go into the row of its colour: it is higher than the red 5"),
        ("de", "Die rote 9 passt nicht in die Reihe ihrer Farbe: Sie ist höher als die rote 5"),
        (
            "fr",
            "Impossible de poser le 9\u00a0rouge dans la rangée de sa couleur"
            "\N{NO-BREAK SPACE}: il",
        ),
        ("es", "El 9\u00a0rojo no puede ir en la fila de su color: es mayor que el 5\u00a0rojo"),
        ("nl", "De rode 9 past niet in de rij van die kleur: hij is hoger dan de rode 5"),
    ],
)
def test_tiles_have_their_article(lang: str, expected: str) -> None:
    assert render(HIGHER, lang).startswith(expected)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "The two red 1s cannot be played"),
        ("de", "Die beiden roten 1 können nicht gelegt werden"),
        ("fr", "Impossible de jouer les deux 1\u00a0rouges"),
        ("es", "No se pueden jugar los dos 1\u00a0rojos"),
        ("nl", "De twee rode stenen met waarde 1 kunnen niet worden gelegd"),
    ],
)
def test_both_copies_of_a_tile_are_named_once(lang: str, expected: str) -> None:
    assert render(TWICE, lang).startswith(expected)


def test_german_takes_the_case_the_sentence_needs() -> None:
    assert render(PAY, "de").startswith("Mit der roten 9 kann nicht bezahlt werden")
    assert render(PLAY, "de").startswith("Die rote 5 kann nicht gelegt werden")
    assert tiles_phrase(["O3", "O3"], "de", dative=True) == "den beiden orange 3"
    assert tiles_phrase(["P2"], "de", dative=True) == "der lila 2"
    for lang in NON_ENGLISH[1:]:  # languages without cases: the same words
        assert tiles_phrase(["R9"], lang, dative=True) == tiles_phrase(["R9"], lang)


def test_notation_keeps_the_tiles_as_written() -> None:
    assert render(TWICE, "de", notation=True).startswith("R1 und R1 können nicht gelegt")
    assert render(PAY, "de", notation=True).startswith("Mit R9 kann nicht bezahlt werden")


@given(st.lists(st.sampled_from(sorted(KINDS)), min_size=1, max_size=6))
def test_a_phrase_names_each_kind_once(tiles: list[object]) -> None:
    from regelwerk.noreturn.tiles import Tile

    kinds = [tile for tile in tiles if isinstance(tile, Tile)]
    for lang in LANGUAGES:
        phrase = tiles_phrase(kinds, lang)
        for kind in set(kinds):
            single = tiles_phrase([kind], lang)
            both = tiles_phrase([kind, kind], lang)
            shown = both if kinds.count(kind) > 1 else single
            assert shown in phrase, (lang, phrase)


@pytest.mark.parametrize(
    ("lang", "connector"),
    [("en", ", but "), ("de", " aber "), ("es", ", pero "), ("nl", ", maar ")],
)
def test_nr_4_4_says_but(lang: str, connector: str) -> None:
    message = render(Violation.of(NoReturnRuleId.NR_4_4, hand=8, seat=0), lang)
    assert connector in message and ", and " not in message and ", y " not in message


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "an exchange and a pass"),
        ("de", "Tauschen und Passen"),
        ("fr", "échanger et passer"),
        ("es", "cambiar y pasar"),
        ("nl", "ruilen en passen"),
    ],
)
def test_two_actions_are_named_in_words(lang: str, expected: str) -> None:
    violation = Violation.of(LogCode.LOG_SCHEMA, reason="two-actions", actions=("exchange", "pass"))
    message = render(violation, lang, game=None)
    assert expected in message, message


@pytest.mark.parametrize("lang", NON_ENGLISH)
def test_no_sentence_uses_a_log_keyword(lang: str) -> None:
    """No message of another language contains an English keyword of the log as a word of a
    sentence; a message about the log format may quote it (“take”), in words beside it."""
    words = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, LOG_KEYWORDS)) + r")(?![\w-])")
    opening, closing = "\u201c\u201e\u2018\u00ab", "\u201d\u201c\u2019\u00bb"
    quoted = re.compile(f"[{opening}][^{closing}]*[{closing}]")  # the log's notation, quoted
    for text in _message_strings(lang):
        assert not words.search(quoted.sub("", text)), (lang, text)
    two = Violation.of(LogCode.LOG_SCHEMA, reason="two-actions", actions=("play", "clear"))
    assert not words.search(render(two, lang))


@pytest.mark.parametrize(
    ("lang", "one", "shared", "unnamed"),
    [
        # people are called by their names (issue 23), never by a seat number or a rank
        ("en", "Scores: Ada 52, Ben \u22123. Ada wins.", "Ada and Cleo share the victory.",
         "Player A wins."),
        ("de", "Punkte: Ada 52, Ben \u22123. Ada gewinnt.", "Den Sieg teilen sich Ada und Cleo.",
         "Spieler A gewinnt."),
        ("fr", "Scores\u00a0: Ada 52, Ben \u22123. Ada gagne.",
         "Ada et Cleo se partagent la victoire.", "Joueur\u00a0A gagne."),
        ("es", "Puntuaciones: Ada 52, Ben \u22123. Gana Ada.", "Ada y Cleo comparten la victoria.",
         "Gana Jugador A."),
        ("nl", "Scores: Ada 52, Ben \u22123. Ada wint.", "Ada en Cleo delen de overwinning.",
         "Speler A wint."),
    ],
)  # fmt: skip
def test_result_lines_name_the_players(lang: str, one: str, shared: str, unnamed: str) -> None:
    from regelwerk.logs.report import AnyReport, Report, Status

    names = ("Ada", "Ben", "Cleo")
    won: AnyReport = Report(Status.FINISHED, (), (52, -3), (0,), "no-return/1", players=names[:2])
    tied: AnyReport = Report(Status.FINISHED, (), (5, -3, 5), (0, 2), "no-return/1", players=names)
    assert won.message(lang).endswith(one)
    assert tied.message(lang).endswith(shared)
    assert "-3" not in won.message(lang)
    # a log whose players share a name (or have none) numbers them from 1 in the order of play
    twins: AnyReport = Report(
        Status.FINISHED, (), (52, -3), (0,), "no-return/1", players=("A", "A")
    )
    assert twins.message(lang).endswith(unnamed)
    assert won.detached().message(lang) == won.message(lang)  # the names travel with it


@pytest.mark.parametrize("lang", LANGUAGES)
def test_negative_numbers_take_a_true_minus(lang: str) -> None:
    assert number(-15, lang) == f"{MINUS}15"
    assert number(15, lang) == "15"
    differs = Violation.of(LogCode.LOG_RESULT, reason="differs", claimed=(3, -4), computed=(3, 4))
    assert f"{MINUS}4" in render(differs, lang)


def test_french_has_no_break_spaces_before_tall_punctuation() -> None:
    for text in _message_strings("fr") + [s for m in load("fr") if m.id for s in _all(m.string)]:
        assert not re.search(r"[^\s\u00a0\u202f][;!?:](?=\s|$)", text.replace("No Thanks!", "")), (
            text
        )
        assert not re.search(r" [;!?:]", text), text
    message = render(Violation.of(NoReturnRuleId.NR_7_5, tile="Y1", paid=12, due=10), "fr")
    assert "superflue\N{NARROW NO-BREAK SPACE}; or" in message


def _all(string: object) -> tuple[str, ...]:
    """A catalog entry's msgstr, or its plural forms."""
    items = string if isinstance(string, (tuple, list)) else (string,)
    return tuple(item for item in items if isinstance(item, str))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_codes_of_a_no_thanks_log_link_into_its_book(lang: str) -> None:
    example = "examples/nt-log-draw-card-twice.json"
    report = validate(Path(example))
    assert report.rule is LogCode.LOG_DRAW
    assert human_line(example, report, lang).endswith(f"<no-thanks/{lang}/codes.html#log-draw>")
    no_return = "examples/nr-log-draw-not-in-bag.json"
    assert human_line(no_return, validate(Path(no_return)), lang).endswith(
        f"<no-return/{lang}/codes.html#log-draw>"
    )


_QUOTE_MARKS = "'\"\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb"
_SPACES = "\u00a0\u202f "
_PLACEHOLDER = r"(\{\w*\}|%\(\w+\)[sr]|%[sr])"
_QUOTED_PLACEHOLDER = re.compile(
    f"([{_QUOTE_MARKS}])[{_SPACES}]?{_PLACEHOLDER}[{_SPACES}]?([{_QUOTE_MARKS}])"
)
_MARKS = {
    "en": ("\u201c", "\u201d"),
    "de": ("\u201e", "\u201c"),
    "fr": ("\u00ab\u202f", "\u202f\u00bb"),
    "es": ("\u00ab", "\u00bb"),
    "nl": ("\u201c", "\u201d"),
}


@pytest.mark.parametrize("domain", ["regelwerk", "errors"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_quoted_value_takes_the_languages_quotation_marks(lang: str, domain: str) -> None:
    """Every message of the API and the command line quotes a value it repeats in its
    language's marks (French « … » with narrow no-break spaces), never in straight quotes
    nor with ``%r`` (repr's straight quotes); a shell command keeps its own."""
    opening, closing = _MARKS[lang]
    for message in load(lang, domain=domain):
        strings = _all(message.string) if lang != "en" else _all(message.id)
        for text in strings:
            text = re.sub(r"pip install \S+", "", text)  # the shell's quotes, as typed
            assert not re.search(r"%(\(\w+\))?r", text), (lang, text)
            for match in _QUOTED_PLACEHOLDER.finditer(text):
                quote = match.group(0)
                assert quote.startswith(opening) and quote.endswith(closing), (lang, text)
            if lang == "fr":
                assert not re.search("\u00ab(?!\u202f)|(?<!\u202f)\u00bb", text), text
    assert _QUOTED_PLACEHOLDER.search("'{value}'")  # what the test refuses, as an example


# A command or a pattern that a user types: an option followed by its value in the shell's
# straight single quotes, or a pip command line.
_SHELL_EXAMPLE = re.compile(r"(?:--[\w-]+ '[^']*'(?: --[\w-]+ '[^']*')*|pip install '[^']*')")


@pytest.mark.parametrize("domain", ["regelwerk", "errors"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_shell_example_keeps_the_shells_quotes(lang: str, domain: str) -> None:
    """What a user copies into a shell (``--glob '*.jsonl.gz'``, ``pip install '…[dask]'``)
    stays literal in every language, straight quotes and all: a language's quotation marks
    around it would become part of the pattern (issue 23).  A value a message repeats is the
    test above's: that one takes the language's marks."""
    for message in load(lang, domain=domain):
        source = message.id if isinstance(message.id, str) else message.id[0]
        examples = _SHELL_EXAMPLE.findall(source)
        for text in _all(message.string) if lang != "en" else _all(message.id):
            for example in examples:
                assert example in text, (lang, example, text)
            # an option's value is never in typographic quotation marks
            assert not re.search("--[\\w-]+ [\u201c\u201e\u00ab\u2018]", text), (lang, text)
