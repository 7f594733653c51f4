"""The rulebooks' catalogs: complete, consistent with their English, and up to date."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from regelwerk.rulebook.catalogs import TRANSLATED, extract, update

LOCALES = Path(__file__).resolve().parents[2] / "locales"
DOMAINS = ("docs", "sphinx")


def load(lang: str, domain: str) -> Catalog:
    with (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as handle:
        return read_po(handle, locale=lang, domain=domain)


def markup(text: str) -> dict[str, list[str]]:
    """What a translation must keep: references, strong marks, placeholders and numbers.
    A reference may carry its own text (:ref:`NR-7.2 <nr-7-2>`, the number without the
    rule's title, es-r4 18); its target is what must be kept."""
    text = re.sub(r":ref:`[^`<]*<([^`>]+)>`", r":ref:`\1`", text)
    return {
        "refs": sorted(re.findall(r":ref:`([^`]+)`", text)),
        "strong": sorted(re.findall(r"\*\*([^*]+)\*\*", text)),
        "placeholders": sorted(re.findall(r"\{\w*\}", text)),
        "numbers": sorted(re.findall(r"\d+", text)),
    }


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_and_not_fuzzy(lang: str, domain: str) -> None:
    catalog = load(lang, domain)
    messages = [message for message in catalog if message.id]
    assert messages
    assert not [m.id for m in messages if not m.string], "untranslated"
    assert not [m.id for m in messages if m.fuzzy], "fuzzy"
    assert not catalog.obsolete


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_references_marks_and_numbers(lang: str) -> None:
    for message in load(lang, "docs"):
        if message.id:
            assert isinstance(message.id, str) and isinstance(message.string, str)
            assert markup(message.string) == markup(message.id), message.id


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalogs_pass_msgfmt_check(lang: str) -> None:
    for domain in DOMAINS:
        po = LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"
        done = subprocess.run(
            ["msgfmt", "--check", "-o", "/dev/null", str(po)], capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr


def test_reextracting_changes_nothing(tmp_path: Path) -> None:
    """The committed docs.po files are exactly what extraction and sphinx-intl make of them."""
    copy = tmp_path / "locales"
    for lang in TRANSLATED:
        (copy / lang / "LC_MESSAGES").mkdir(parents=True)
        shutil.copy(LOCALES / lang / "LC_MESSAGES" / "docs.po", copy / lang / "LC_MESSAGES")
    pot = extract(tmp_path / "gettext")
    with pot.open("rb") as handle:
        extracted = {message.id for message in read_po(handle) if message.id}
    assert extracted == {message.id for message in load("de", "docs") if message.id}
    update(pot.parent, copy)
    for lang in TRANSLATED:
        before = (LOCALES / lang / "LC_MESSAGES" / "docs.po").read_text(encoding="utf-8")
        after = (copy / lang / "LC_MESSAGES" / "docs.po").read_text(encoding="utf-8")
        assert after == before, f"locales/{lang}/LC_MESSAGES/docs.po is out of date"


def test_markup_notices_a_dropped_reference() -> None:
    assert markup("see :ref:`nr-5-4` and **P**") != markup("siehe **P**")
    assert markup("the 12 points") != markup("die 13 Punkte")


def avoided_words(lang: str) -> set[str]:
    """The words a language's glossary lists as not used (its tables' third column)."""
    words: set[str] = set()
    in_table = False
    glossary = LOCALES.parent / "docs" / "glossary" / f"{lang}.md"
    for line in glossary.read_text(encoding="utf-8").splitlines():
        if re.match(r"^\|\s*-", line):
            in_table = True
        elif in_table and line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if len(cells) >= 3:
                words.update(word.strip() for word in cells[2].split(",") if word.strip())
        else:
            in_table = False
    return words


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_prose_keeps_to_the_glossary(lang: str) -> None:
    avoided = avoided_words(lang)
    assert avoided, "the glossary names the words it avoids"
    for message in load(lang, "docs"):
        for word in avoided:
            pattern = r"(?<!\w)" + re.escape(word) + r"(?!\w)"
            assert not re.search(pattern, str(message.string)), (word, message.string)
