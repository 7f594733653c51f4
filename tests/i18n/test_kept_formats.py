"""The numbers and lists kept beside the catalogs are Babel's own results: the shipped
files are current, and every path that uses them gives what Babel gives."""

from __future__ import annotations

import decimal
import json
from pathlib import Path

import pytest
from babel.lists import format_list
from babel.numbers import format_decimal
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.i18n import names
from regelwerk.i18n.catalog import LANGUAGES, LOCALES

languages = st.sampled_from(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shipped_results_are_babels_of_today(lang: str) -> None:
    shipped = json.loads((Path(LOCALES) / lang / names.KEPT_FILE).read_text(encoding="utf-8"))
    assert shipped == json.loads(json.dumps(names.kept_results(lang))), "run make catalogs"


def _babel_number(value: int, lang: str) -> str:
    with decimal.localcontext() as context:
        context.prec = 100
        text = format_decimal(value, locale=lang)
    return names.MINUS + text[1:] if text.startswith("-") else text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kept_number_is_babels(lang: str) -> None:
    for value in range(-1200, 1201):
        assert names.number(value, lang) == _babel_number(value, lang), value


@given(st.integers(min_value=-(10**40), max_value=10**40), languages)
def test_any_number_is_babels(value: int, lang: str) -> None:
    assert names.number(value, lang) == _babel_number(value, lang)


@given(st.lists(st.text(max_size=6), min_size=1, max_size=13), languages)
def test_any_list_is_babels(items: list[str], lang: str) -> None:
    """Babel's list for the language's list locale: British English for English, without
    the serial comma, as the English books write ("Ada, Ben and Cleo")."""
    locale = names.list_locale(lang)
    assert names.format_items(items, lang) == format_list(items, locale=locale)


def test_english_lists_have_no_serial_comma() -> None:
    assert names.format_items(["Ada", "Ben", "Cleo"], "en") == "Ada, Ben and Cleo"


@given(
    st.floats(min_value=0, max_value=2 * 10**6, allow_nan=False, allow_infinity=False),
    languages,
)
def test_seconds_are_babels(value: float, lang: str) -> None:
    assert names.seconds(value, lang) == format_decimal(value, "#,##0.00", locale=lang)


@pytest.mark.parametrize("value", [0.0, 0.005, 0.015, 0.025, 0.125, 0.995, 9.995, 1234.5, 5e-7])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_seconds_round_as_babel_does(value: float, lang: str) -> None:
    assert names.seconds(value, lang) == format_decimal(value, "#,##0.00", locale=lang)


@given(st.integers(min_value=0, max_value=10**8), st.sampled_from([100, 1000, 10**4]), languages)
def test_seconds_with_few_decimals_round_as_babel_does(units: int, scale: int, lang: str) -> None:
    value = units / scale  # ties and near-ties of the third and fourth decimal
    assert names.seconds(value, lang) == format_decimal(value, "#,##0.00", locale=lang)
