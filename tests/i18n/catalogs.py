"""Helpers for the i18n tests: the source catalogs, their placeholders and the glossaries."""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from regelwerk.i18n.catalog import DOMAIN, LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
GLOSSARIES = ROOT / "docs" / "glossary"
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")

KEYWORDS = ("pN_:1c,2", "npN_:1c,2,3")
"""The extraction keywords; the Makefile's ``catalogs-update`` must use the same."""


def load(lang: str, root: Path = LOCALES, domain: str = DOMAIN) -> Catalog:
    with (root / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as handle:
        return read_po(handle, locale=lang, domain=domain)


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a python-format string."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def forms(value: object) -> tuple[str, ...]:
    """A message's id or string as a tuple: one item, or one per plural form."""
    if isinstance(value, (tuple, list)):
        return tuple(str(item) for item in value)
    return (value,) if isinstance(value, str) else ("",)


def strings(catalog: Catalog) -> list[str]:
    """Every translated string of a catalog (all plural forms)."""
    return [form for message in catalog if message.id for form in forms(message.string) if form]


@dataclass(frozen=True)
class Entry:
    section: str
    term: str
    avoid: tuple[str, ...]


_SEE: Final = re.compile(r"\s*(?:see|siehe|voir|véase|ver|zie) \*\*[^*]+\*\*\s*")
"""A row that only sends the reader to another term (``| **round** | see **order of play** |``):
a word to look up, not a concept of its own (en-r7 20)."""


def glossary(lang: str) -> list[Entry]:
    """The rows of ``docs/glossary/<lang>.md`` that name a concept: term (bold) and the words
    not used."""
    entries: list[Entry] = []
    section = ""
    for line in (GLOSSARIES / f"{lang}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
            continue
        match = re.match(
            r"\|\s*\*\*(?P<term>[^*]+)\*\*\s*\|(?P<meaning>[^|]*)\|(?P<avoid>[^|]*)\|", line
        )
        if match and not _SEE.fullmatch(match["meaning"]):
            avoid = tuple(word.strip() for word in match["avoid"].split(",") if word.strip())
            entries.append(Entry(section, match["term"].strip(), avoid))
    return entries
