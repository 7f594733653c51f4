"""Sphinx's own interface strings in the book's language and register.

Sphinx translates its templates through its ``sphinx`` catalog, which the books override in
``locales/<lang>/LC_MESSAGES/sphinx.po`` (missing strings; Sie, usted and u where the books
say du, tú and je).  Two places escape that catalog: the search page's scripts read
``_static/translations.js``, copied from Sphinx's own package, and the layout writes the
sidebar's landmark as ``aria-label="Main"`` outside any template block.  After an HTML build
:func:`fix_interface` writes both in the book's language.
"""

from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po
from sphinx.application import Sphinx
from sphinx.locale import _

from regelwerk.rulebook.config import locale_dir

__all__ = ["fix_interface", "script_translations", "setup"]


def script_translations(script: str, overrides: Path) -> str:
    """Sphinx's ``translations.js`` with the messages of the ``overrides`` catalog in it."""
    start, end = script.index("(") + 1, script.rindex(")")
    data: dict[str, Any] = json.loads(script[start:end])
    with overrides.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        if not message.id or not message.string:
            continue
        if isinstance(message.id, tuple):  # a plural: every form, as Sphinx's scripts expect
            data["messages"][message.id[0]] = list(message.string)
        else:
            data["messages"][message.id] = message.string
    return f"Documentation.addTranslations({json.dumps(data, ensure_ascii=False, indent=1)});\n"


def fix_interface(app: Sphinx, exception: BaseException | None) -> None:
    """Translate the theme's interface words of a rulebook page into the book's language."""
    if exception is not None or app.builder.name != "html":
        return
    out = Path(app.outdir)
    script = out / "_static" / "translations.js"
    overrides = locale_dir() / str(app.config.language) / "LC_MESSAGES" / "sphinx.po"
    if script.is_file() and overrides.is_file():
        text = script_translations(script.read_text(encoding="utf-8"), overrides)
        script.write_text(text, encoding="utf-8")
    label = f'aria-label="{escape(str(_("Main")))}"'
    for page in out.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        if 'aria-label="Main"' in text:
            page.write_text(text.replace('aria-label="Main"', label), encoding="utf-8")


def setup(app: Sphinx) -> None:
    """Connect the interface fix to Sphinx."""
    app.connect("build-finished", fix_interface)
