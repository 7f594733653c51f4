"""The command line in the reader's language (issue 23): ``--help``, argparse's own usage and
error lines, and ``simulate``'s refusals, in five languages through the catalogs."""

from __future__ import annotations

import argparse
import re

import pytest

from regelwerk.cli import _COMMANDS, build_parser
from regelwerk.cli.speech import ARGPARSE, VALUE_NAMES, reader_language, speaking
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.markers import translate

from .test_cli_language import LOCALE_VARIABLES, run

# Words of the English help that no other language's help may hold (outside option names,
# metavariables and file names, which stay as they are).
ENGLISH = ("usage", "positional arguments", "show this help", "help message", "exit", "move log",
           "language of", "default", "number of", "players per", "output folder", "print ",
           "seed of", "replace", "standard error", "check ", "only this", "game's")  # fmt: skip
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


@pytest.fixture(autouse=True)
def no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("COLUMNS", "200")


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status, out, _ = run(capsys, *argv, "--help")
    assert status == 0
    # what is no word of a sentence: options, metavariables, paths, the programs' names
    return re.sub(r"(--?[\w-]+|\b[A-Z][A-Z_:/]+\b|\S+\.\w+|regelwerk\[\w+\]|\{[^}]*\})", " ", out)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("command", sorted(_COMMANDS))
def test_no_english_in_help_under_lang(
    capsys: pytest.CaptureFixture[str], command: str, lang: str
) -> None:
    text = _help(capsys, command, "--lang", lang).lower()
    english = _help(capsys, command, "--lang", "en").lower()
    for word in ENGLISH:
        if word in english:  # the control: the English help has the word
            assert word not in text, (command, lang, word)


# The metavars (FILE, DIR, N) are the reader's words too; LANG also names the environment
# variable in --lang's help, which stays as it is: only its option's value name is checked.
@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("command", sorted(_COMMANDS))
def test_no_english_metavar_in_help_under_lang(
    capsys: pytest.CaptureFixture[str], command: str, lang: str
) -> None:
    status, out, _ = run(capsys, command, "--lang", lang, "--help")
    assert status == 0
    for name, message in VALUE_NAMES.items():
        own = translate(message, lang)
        if own == name:
            continue
        if name == "LANG":
            assert not re.search(r"--lang LANG\b", out) and f"--lang {own}" in out, (command, lang)
        else:
            assert not re.search(rf"\b{name}\b", out), (command, lang, name, out)


def test_every_metavar_of_the_commands_has_a_name_in_the_catalogs() -> None:
    parser = build_parser()
    parsers = [parser] + [
        sub
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
        for sub in action.choices.values()
    ]
    metavars = {
        action.metavar for p in parsers for action in p._actions if isinstance(action.metavar, str)
    }
    assert {"FILE", "DIR", "N", "SECONDS"} <= metavars
    assert metavars <= set(VALUE_NAMES), metavars - set(VALUE_NAMES)


def test_the_help_follows_the_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    status, out, _ = run(capsys, "show", "--help")
    assert status == 0 and out.startswith("gebruik: regelwerk show")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("de", "regelwerk show: Fehler: folgende Argumente fehlen: LOG"),
        (
            "fr",
            "regelwerk show\N{NO-BREAK SPACE}: erreur\N{NO-BREAK SPACE}: "
            "les arguments suivants sont obligatoires\N{NO-BREAK SPACE}: LOG",
        ),
        ("es", "regelwerk show: error: faltan los argumentos obligatorios: LOG"),
        ("nl", "regelwerk show: fout: deze argumenten zijn verplicht: LOG"),
    ],
)
def test_argparse_errors_in_the_readers_language(
    capsys: pytest.CaptureFixture[str], lang: str, line: str
) -> None:
    status, _, err = run(capsys, "show", "--lang", lang)
    assert status == 2
    usage, error = err.strip().splitlines()[-2:]
    assert error == line
    assert not usage.startswith("usage:")


@pytest.mark.parametrize(
    ("lang", "quoted", "choices"),
    [
        ("en", "“chess”", "“no-return” or “no-thanks”"),
        ("de", "„chess“", "„no-return“ oder „no-thanks“"),
        ("fr", "«\N{NARROW NO-BREAK SPACE}chess\N{NARROW NO-BREAK SPACE}»",
         "«\N{NARROW NO-BREAK SPACE}no-return\N{NARROW NO-BREAK SPACE}» ou "
         "«\N{NARROW NO-BREAK SPACE}no-thanks\N{NARROW NO-BREAK SPACE}»"),
        ("es", "«chess»", "«no-return» o «no-thanks»"),
        ("nl", "“chess”", "“no-return” of “no-thanks”"),
    ],
)  # fmt: skip
def test_a_value_argparse_refuses_is_in_the_languages_quotes(
    capsys: pytest.CaptureFixture[str], lang: str, quoted: str, choices: str
) -> None:
    """The value refused and the choices offered, each in the language's quotation marks
    (argparse's own writes both with repr: 'chess', 'no-return', 'no-thanks')."""
    status, _, err = run(capsys, "simulate", "--game", "chess", "--lang", lang)
    assert status == 2 and quoted in err and choices in err
    assert not re.search(r"'(chess|no-return|no-thanks)'", err)


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        ("en", "regelwerk simulate: No Return is for 2 to 4 players, not 7."),
        (
            "de",
            "regelwerk simulate: No Return ist ein Spiel für 2 bis 4\N{NO-BREAK SPACE}Spieler, "
            "nicht für 7.",
        ),
        (
            "fr",
            "regelwerk simulate\N{NO-BREAK SPACE}: No Return se joue de 2 à "
            "4\N{NO-BREAK SPACE}joueurs, et non à 7.",
        ),
        ("es", "regelwerk simulate: en No Return participan de 2 a 4\u00a0jugadores, no 7."),
        (
            "nl",
            "regelwerk simulate: No Return speel je met 2 tot 4\xa0spelers, niet met 7.",
        ),
    ],
)
def test_simulate_refuses_in_the_readers_language(
    capsys: pytest.CaptureFixture[str], lang: str, refusal: str
) -> None:
    status, _, err = run(
        capsys, "simulate", "--game", "no-return", "--players", "7", "--lang", lang
    )
    assert status == 2 and err.strip() == refusal


def test_argparse_is_itself_again_after_the_command_line() -> None:
    before = argparse._  # type: ignore[attr-defined]
    with speaking("de"):
        assert argparse._("usage: ") == "Aufruf: "  # type: ignore[attr-defined]
    assert argparse._ is before  # type: ignore[attr-defined]
    assert argparse._("usage: ") == "usage: "  # type: ignore[attr-defined]


def test_argparse_values_stand_in_the_languages_quotes() -> None:
    # argparse repeats a value with repr ('de'); every translation quotes it in its own marks
    from regelwerk.i18n.markers import translate

    for english, message in ARGPARSE.items():
        for lang in TRANSLATED:
            said = translate(message, lang)
            assert "%r" not in said and "(value)r" not in said, (lang, english)
            assert said.count("%") == english.count("%"), (lang, english)


def test_the_language_is_read_before_the_parser() -> None:
    assert reader_language(["show", "--lang", "fr", "x"]) == "fr"
    assert reader_language(["show", "--lang=de_DE.UTF-8"]) == "de"
    assert reader_language(["show", "--lang", "xx"]) == "en"
    assert reader_language(["show", "--", "--lang", "de"]) == "en"


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        ("en", "argument --jobs: “zero” is not a whole number"),
        ("de", "Argument --jobs: „zero“ ist keine ganze Zahl"),
        ("fr", "«\u202fzero\u202f» n’est pas un nombre entier"),
        ("es", "argumento --jobs: «zero» no es un número entero"),
        ("nl", "“zero” is geen geheel getal"),
    ],
)
def test_a_count_that_is_no_number_is_refused_in_words(
    capsys: pytest.CaptureFixture[str], lang: str, refusal: str
) -> None:
    # issue 23: argparse named the Python type ("invalid int value")
    status, _, err = run(capsys, "validate", "--lang", lang, "--jobs", "zero", "x.json")
    assert status == 2 and refusal in err and "int" not in err.split("error")[-1]


def test_redact_takes_the_player_or_the_seat_not_both(capsys: pytest.CaptureFixture[str]) -> None:
    log = "examples/nr-finished-3p.json"
    status, _, err = run(capsys, "redact", log, "--player", "1", "--seat", "0")
    assert status == 2 and "not allowed with argument" in err
    status, _, err = run(capsys, "redact", log)
    assert status == 2 and "one of the arguments --player --seat is required" in err


@pytest.mark.parametrize("columns", ["60", "80", "100"])
def test_help_never_breaks_a_name_at_its_hyphen(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    """A format name stays whole on one line, whatever the width (en-r3 #57: "(format no-"
    with "return-view/1 ..." on the next line could no longer be copied)."""
    monkeypatch.setenv("COLUMNS", columns)
    status, text, _ = run(capsys, "redact", "--lang", "en", "--help")
    assert status == 0 and "no-return-view/1" in text and "no-thanks-view/1" in text
    assert not re.search(r"-\n", text)


@pytest.mark.parametrize("columns", ["40", "60", "80", "100"])
def test_help_keeps_the_catalogs_no_break_spaces(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    """fr-r7 M2: French help printed « (par défaut : 10) » with a plain space before the
    colon, so that a narrower terminal could start a line with ":" or "»"; the wrapping
    keeps U+00A0 and U+202F, and never breaks a line before punctuation they bind."""
    monkeypatch.setenv("COLUMNS", columns)
    for command in ("validate", "simulate", "redact"):
        status, text, _ = run(capsys, command, "--lang", "fr", "--help")
        assert status == 0
        assert "défaut\N{NO-BREAK SPACE}:" in text, text
        if command == "validate":  # « - » pour l’entrée standard
            assert re.search("\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}[\u00a0\u202f]-", text)
        assert not re.search(r"^\s*[:;»?!]", text, re.M), text
