"""An explicit language regelwerk is not written in is refused in the library's own words
(issue 10 item 6); only a default from the environment falls back to English (the command
then says so once on standard error: tests/cli/test_cli_language.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from regelwerk.errors import RegelwerkError, UsageError
from regelwerk.i18n.catalog import (
    LANGUAGES,
    UnknownLanguageError,
    resolve_language,
    translations,
)
from regelwerk.i18n.errortexts import shown
from regelwerk.i18n.messages import render
from regelwerk.i18n.names import number
from regelwerk.i18n.ruletexts import rule_title
from regelwerk.logs import validate
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.violation import Violation

FINISHED = "examples/nr-finished-3p.json"
UNKNOWN = ["xx", "pt_BR", "pt", "C", "POSIX", "", " ", "german", "de_", "de_DE_X", "d\x1be"]


@pytest.mark.parametrize("value", UNKNOWN)
def test_an_explicit_unknown_language_raises(value: str) -> None:
    with pytest.raises(UnknownLanguageError) as caught:
        resolve_language(value)
    error = caught.value
    assert isinstance(error, UsageError) and isinstance(error, ValueError)
    assert isinstance(error, RegelwerkError) and error.value == value
    text = str(error)
    assert text.startswith(shown(value)) and text.endswith(".")
    assert "is not a known language: " in text
    assert "or one of de, en, es, fr, nl" in text and "\x1b" not in text


@pytest.mark.parametrize("value", [5, 1.5, b"de", ["de"], True])
def test_a_language_that_is_no_text_raises(value: object) -> None:
    with pytest.raises(UnknownLanguageError):
        resolve_language(value)  # type: ignore[arg-type]


def test_the_refusal_reads_in_every_language() -> None:
    error = UnknownLanguageError("xx")
    texts = {lang: error.message(lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)
    assert all(text.startswith(shown("xx", lang)) for lang, text in texts.items())


@pytest.mark.parametrize(
    "call",
    [
        lambda: validate(Path(FINISHED)).message("pt_BR"),
        lambda: validate(Path(FINISHED)).to_json("f", "xx"),
        lambda: render(Violation.of(NoReturnRuleId.NR_2_1, players=5), "klingon"),
        lambda: rule_title(NoReturnRuleId.NR_5_4, "pt"),
        lambda: number(3, "xx"),
        lambda: translations("zz"),
    ],
)
def test_every_function_taking_a_language_refuses_an_unknown_one(call: object) -> None:
    with pytest.raises(UnknownLanguageError):
        call()  # type: ignore[operator]


def test_codes_and_locales_are_accepted() -> None:
    assert [resolve_language(code) for code in LANGUAGES] == list(LANGUAGES)
    assert resolve_language("de_DE.UTF-8") == resolve_language("DE") == "de"
    assert validate(Path(FINISHED)).message("fr_CA") == validate(Path(FINISHED)).message("fr")


@pytest.mark.parametrize(
    ("environ", "lang"),
    [({"LANG": "pt_BR.UTF-8"}, "en"), ({}, "en"), ({"LC_ALL": "nl_BE"}, "nl")],
)
def test_no_language_takes_the_environment_and_falls_back_quietly(
    environ: dict[str, str], lang: str
) -> None:
    assert resolve_language(None, environ) == lang
