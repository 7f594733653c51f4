"""``--lang`` takes the five languages, as codes or locales, and refuses anything else; a
default from the environment that falls back to English says so once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.cli import main
from regelwerk.i18n.catalog import LANGUAGES, environment_language, parse_language
from regelwerk.i18n.errortexts import shown

EXAMPLE = "examples/nr-5.4-higher-than-row.json"
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# The first words of the NR-5.4 message of EXAMPLE in each language.
OPENING = {
    "en": "The purple 8",
    "de": "Die lila 8",
    "fr": "Impossible de poser le 8",
    "es": "El 8\u00a0violeta",
    "nl": "De paarse 8",
}


@pytest.fixture
def no_locale(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as stop:  # argparse refuses before any command runs
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def message(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status, out, _ = run(capsys, "validate", "--json", *argv, EXAMPLE)
    assert status == 1
    text: str = json.loads(out)["message"]
    return text


@pytest.mark.parametrize(
    ("value", "lang"),
    [
        ("de", "de"),
        ("DE", "de"),
        ("de_DE.UTF-8", "de"),
        ("de-AT", "de"),
        ("fr_CA", "fr"),
        ("fr_FR.utf8@euro", "fr"),
        ("es_419", "es"),
        ("nl_BE", "nl"),
        ("en_GB.UTF-8", "en"),
    ],
)
def test_codes_and_locales_choose_the_language(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch, value: str, lang: str
) -> None:
    english = message(capsys, "--lang", "en")
    text = message(capsys, "--lang", value)
    assert text == message(capsys, "--lang", lang)
    assert (text == english) == (lang == "en")
    if lang in OPENING:
        assert text.startswith(OPENING[lang])


@pytest.mark.parametrize(
    "value", ["xx", "pt_BR", "pt", "C", "POSIX", "", " ", "german", "de_", "de_DE_X", "d\x1be"]
)
@pytest.mark.parametrize("command", ["validate", "legal", "show", "redact", "rules", "rulebook"])
def test_anything_else_is_refused_with_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str, value: str
) -> None:
    argv = {
        "validate": ["validate", EXAMPLE],
        "legal": ["legal", "examples/nr-in-progress.json"],
        "show": ["show", EXAMPLE],
        "redact": ["redact", "--seat", "0", EXAMPLE],
        "rules": ["rules", "NR-5.4"],
        "rulebook": ["rulebook", "--game", "no-return", "--out", str(tmp_path)],
    }[command]
    status, out, err = run(capsys, *argv, f"--lang={value}")
    assert status == 2 and out == ""
    last = err.strip().splitlines()[-1]
    assert f"argument --lang: {shown(value)} is not a known language" in last
    assert "or one of de, en, es, fr, nl" in last
    assert "\x1b" not in err  # the refused text is quoted, never echoed raw
    assert list(tmp_path.iterdir()) == []  # no book was started


@given(st.text(max_size=12))
def test_parse_language_accepts_exactly_the_five_languages(text: str) -> None:
    code = parse_language(text)
    assert code is None or code in LANGUAGES
    if code is not None:
        base = text.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0]
        assert base.lower() == code


@pytest.mark.parametrize(
    ("environ", "lang", "passed_over"),
    [
        ({}, "en", None),
        ({"LANG": "C.UTF-8"}, "en", None),
        ({"LANG": "POSIX", "LC_ALL": "C"}, "en", None),
        ({"LANG": "de_DE.UTF-8"}, "de", None),
        ({"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "de_DE.UTF-8"}, "nl", None),
        ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "fr", None),
        ({"LANGUAGE": "pt_BR:es", "LANG": "pt_BR.UTF-8"}, "es", None),
        ({"LANG": "pt_BR.UTF-8"}, "en", ("LANG", "pt_BR.UTF-8")),
        ({"LANGUAGE": "ja:pt", "LANG": "C"}, "en", ("LANGUAGE", "ja")),
    ],
)
def test_the_environment_gives_the_default(
    environ: dict[str, str], lang: str, passed_over: tuple[str, str] | None
) -> None:
    assert environment_language(environ) == (lang, passed_over)


def test_an_environment_in_another_language_falls_back_to_english_and_says_so_once(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    no_locale.setenv("LANG", "pt_BR.UTF-8")
    # --quiet: no summary; the note on the language is no part of what it silences
    status, out, err = run(capsys, "validate", "-q", EXAMPLE, "examples/nr-finished-3p.json")
    assert status == 1 and OPENING["en"] in out
    assert err.splitlines() == [
        "regelwerk: “LANG=pt_BR.UTF-8” does not name a language regelwerk is available in "
        "(de, en, es, fr, nl); messages will be in English."
    ]


@pytest.mark.parametrize("environ", [{}, {"LANG": "C.UTF-8"}, {"LANG": "de_DE.UTF-8"}])
def test_no_note_when_the_environment_is_understood_or_chooses_nothing(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch, environ: dict[str, str]
) -> None:
    for name, value in environ.items():
        no_locale.setenv(name, value)
    assert run(capsys, "validate", "--quiet", EXAMPLE)[2] == ""


def test_an_explicit_lang_never_notes_the_environment(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    no_locale.setenv("LANG", "pt_BR.UTF-8")
    status, out, err = run(capsys, "validate", "--lang", "de", EXAMPLE)
    assert status == 1 and OPENING["de"] in out and err.startswith("1 Protokoll in ")
    assert "LANG" not in err


def test_the_refusal_is_english_whatever_the_environment(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    no_locale.setenv("LANG", "de_DE.UTF-8")
    status, _, err = run(capsys, "rules", "--lang", "xx")
    assert status == 2 and "“xx” is not a known language" in err
