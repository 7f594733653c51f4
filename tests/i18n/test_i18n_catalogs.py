"""The runtime catalogs: complete, consistent, loadable and in sync with the sources."""

from __future__ import annotations

import shutil
from collections import Counter
from gettext import GNUTranslations, NullTranslations, c2py
from pathlib import Path

import pytest
from babel.messages.frontend import CommandLineInterface

from regelwerk.i18n import catalog
from regelwerk.i18n.catalog import DOMAIN, LANGUAGES, translations
from regelwerk.i18n.errortexts import ERRORS_DOMAIN
from regelwerk.i18n.ruletexts import rule_title
from regelwerk.noreturn.rules import NoReturnRuleId

from .catalogs import KEYWORDS, LOCALES, ROOT, TRANSLATED, forms, load, placeholders


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_is_complete_and_not_fuzzy(lang: str) -> None:
    catalog = load(lang)
    assert not catalog.fuzzy
    assert len(catalog) > 100
    for message in catalog:
        if not message.id:
            continue
        assert "fuzzy" not in message.flags, message.context
        assert message.context, f"{message.id!r} has no msgctxt"
        strings = forms(message.string)
        assert all(form.strip() for form in strings), f"{lang}: empty msgstr: {message.context}"
        if message.pluralizable:
            assert len(strings) == catalog.num_plurals, message.context


def _single_count_forms(plural_expr: str) -> set[int]:
    """The plural forms a language uses for one count only (form 0 of Dutch: n == 1)."""
    rule = c2py(plural_expr)
    uses = Counter(rule(n) for n in range(1000))
    return {form for form, count in uses.items() if count == 1}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_match(lang: str) -> None:
    """Babel's own check covers only %-style; the catalogs use {name} fields.

    As msgfmt allows, a form used for one count only may write its count out instead of
    giving the field ("één steen", not "1 steen": nl-r5 4; "nur ein Prozess" for
    ``{jobs}``: de-r5): one field, the count, may be left out there, and nothing else.
    English may write its singular's count out too ("clearing one tile": en-r7 14); a
    language's first form that covers more counts than one (French 0 and 1) keeps the field."""
    catalog = load(lang)
    single = _single_count_forms(catalog.plural_expr)
    for message in catalog:
        if not message.id:
            continue
        ids = forms(message.id)
        for index, form in enumerate(forms(message.string)):
            source = placeholders(ids[0] if index == 0 else ids[-1])
            got = placeholders(form)
            if index == 0 and message.pluralizable:  # the count the English singular writes out
                source |= (placeholders(ids[-1]) - source) & got
            if message.pluralizable and index in single:
                left_out = source - got
                assert len(left_out) <= 1, (lang, message.context, form)
                source -= left_out
            assert got == source, (lang, message.context, form)


def test_a_form_for_one_count_may_write_the_count_out() -> None:
    assert _single_count_forms("(n != 1)") == {0}
    assert _single_count_forms("(n > 1)") == set()  # French form 0 is 0 and 1


@pytest.mark.parametrize("domain", [DOMAIN, ERRORS_DOMAIN])
def test_english_catalog_is_the_source(domain: str) -> None:
    """What lets English read no catalog at all (the source texts are the messages)."""
    catalog = load("en", domain=domain)
    assert len(catalog) > 50
    assert catalog.plural_expr == "(n != 1)"  # gettext's own rule, without a catalog
    for message in catalog:
        if message.id:
            assert message.string == message.id, message.context


@pytest.mark.parametrize("domain", [DOMAIN, ERRORS_DOMAIN])
def test_english_reads_no_catalog_unless_a_game_brings_one(
    domain: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(catalog, "_GAMES", ())  # (test_game_catalogs: a game's English)
    assert type(translations("en", domain)) is NullTranslations
    assert type(translations("de", domain)) is GNUTranslations


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalog_really_loads(lang: str) -> None:
    loaded = translations(lang)
    # GNUTranslations derives from NullTranslations: what falls back is exactly that class
    assert type(loaded) is not NullTranslations
    assert isinstance(loaded, GNUTranslations)
    assert rule_title(NoReturnRuleId.NR_5_4, lang) != rule_title(NoReturnRuleId.NR_5_4, "en")


def test_a_locale_names_its_language() -> None:
    assert rule_title(NoReturnRuleId.NR_5_4, "de_DE.UTF-8") == rule_title(
        NoReturnRuleId.NR_5_4, "de"
    )


def test_makefile_extracts_with_the_same_keywords() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "catalogs-update:" in makefile
    for keyword in KEYWORDS:
        assert f"-k {keyword}" in makefile
    assert f"update-domain,{DOMAIN}," in makefile and "-D messages" not in makefile
    assert "update-domain,errors," in makefile and "-k eN_:1c,2" in makefile


def _pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])  # type: ignore[no-untyped-call]


def test_catalogs_are_in_sync_with_the_sources(tmp_path: Path) -> None:
    """Re-extracting and updating changes no message: every msgid in the sources is in every
    catalog, none is obsolete, and no translation is lost."""
    pot = tmp_path / f"{DOMAIN}.pot"
    keywords = [arg for keyword in KEYWORDS for arg in ("-k", keyword)]
    _pybabel(
        "extract", "-F", str(ROOT / "babel.cfg"), "-o", str(pot), "--no-location",
        "--add-comments=TRANSLATORS:", *keywords, str(ROOT / "src"),
    )  # fmt: skip
    locales = tmp_path / "locales"
    shutil.copytree(LOCALES, locales)
    for lang in LANGUAGES:
        before = load(lang)
        _pybabel(
            "update", "-D", DOMAIN, "-d", str(locales), "-l", lang, "-i", str(pot),
            "--ignore-obsolete", "--no-fuzzy-matching", "--ignore-pot-creation-date",
        )  # fmt: skip
        after = load(lang, locales)
        keys_before = {(m.context, m.id) for m in before if m.id}
        keys_after = {(m.context, m.id) for m in after if m.id}
        assert keys_after == keys_before, (
            f"{lang}: run `make catalogs-update` and translate; new: "
            f"{sorted(map(str, keys_after - keys_before))}, gone: "
            f"{sorted(map(str, keys_before - keys_after))}"
        )
        for message in after:
            if message.id:
                previous = before.get(message.id, context=message.context)
                assert previous is not None and message.string == previous.string
