"""Extracting the rulebooks' prose into one ``docs.pot`` and updating ``docs.po`` from it.

Both books share the domain ``docs`` (``gettext_compact``), but Sphinx's gettext builder
writes one template per project; :func:`extract` runs it for each book and merges the two
templates, then :func:`update` lets ``sphinx-intl`` bring every language's ``docs.po`` up to
date.  ``python -m regelwerk.rulebook.catalogs`` does both on the checkout's ``locales/``.
Rule texts are not in it: they belong to the runtime domain ``regelwerk``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from regelwerk.i18n.catalog import DEFAULT_LANGUAGE, LANGUAGES
from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.build import SHIPPED, sphinx_command
from regelwerk.rulebook.config import locale_dir

__all__ = ["TRANSLATED", "extract", "update"]

TRANSLATED = tuple(lang for lang in LANGUAGES if lang != DEFAULT_LANGUAGE)
"""The languages with a ``docs.po`` (English is the source)."""


def extract(out: Path) -> Path:
    """Write ``out/docs.pot``, the prose of both rulebooks; return its path."""
    out.mkdir(parents=True, exist_ok=True)
    merged = Catalog(project="regelwerk rulebooks", fuzzy=False)
    with tempfile.TemporaryDirectory(prefix="rulebook-gettext-") as tmp:
        for game in SHIPPED:
            target = Path(tmp) / game
            command = [*sphinx_command(game, "gettext"), "-d", str(target / ".doctrees"),
                       str(book_of(game).source), str(target)]  # fmt: skip
            subprocess.run(command, check=True, capture_output=True, text=True)
            with (target / "docs.pot").open("rb") as handle:
                for message in read_po(handle):
                    if message.id and message.id not in merged:
                        merged[message.id] = message
    pot = out / "docs.pot"
    with pot.open("wb") as handle:
        write_po(handle, merged, omit_header=False, sort_output=True, width=100)
    return pot


def update(pot_dir: Path, locales: Path, languages: Sequence[str] = TRANSLATED) -> None:
    """Merge ``pot_dir/docs.pot`` into ``locales/<lang>/LC_MESSAGES/docs.po`` (sphinx-intl)."""
    command = [sys.executable, "-m", "sphinx_intl", "update", "-p", str(pot_dir),
               "-d", str(locales), "-w", "100", "--no-obsolete"]  # fmt: skip
    for lang in languages:
        command += ["-l", lang]
    subprocess.run(command, check=True, capture_output=True, text=True)


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as pot_dir:
        update(extract(Path(pot_dir)).parent, locale_dir())
