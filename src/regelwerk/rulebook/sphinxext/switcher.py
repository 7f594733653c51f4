"""The language switcher of the HTML rulebooks, and the fixes the PDF build needs.

Every rulebook language is built into a sibling folder (``<game>/<lang>/``), so the same
page in another language is ``../<lang>/<page>.html`` seen from the book's root; the
template ``layout.html`` prints the links that :func:`page_context` computes.  The PDF is
made from Sphinx's single-page HTML, whose links to other documents look like
``#document-glossary#term``, an anchor WeasyPrint cannot find: :func:`page_context`
rewrites them to ``#term``, and :func:`watch_weasyprint` fails the build on any error that
WeasyPrint only logs.
"""

from __future__ import annotations

import logging
import re
from html import escape
from typing import Any, Final

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError

from regelwerk.i18n.catalog import LANGUAGES

__all__ = [
    "ENDONYMS",
    "language_links",
    "page_context",
    "pdf_toc",
    "setup",
    "watch_weasyprint",
]

ENDONYMS: Final = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español",
                   "nl": "Nederlands"}  # fmt: skip
"""Each language's name in itself, the same on every page."""
_DOCUMENT_LINK: Final = re.compile(r'href="#document-[^"#]*#')


def language_links(pagename: str, current: str) -> list[tuple[str, str, str, bool]]:
    """``(code, name, relative url, is current)`` for every language, the current included."""
    up = "../" * (pagename.count("/") + 1)
    return [
        (code, ENDONYMS[code], f"{up}{code}/{pagename}.html", code == current) for code in LANGUAGES
    ]


def page_context(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """Add the language switcher's links to a page's template context."""
    if app.builder.name == "html":
        context["rulebook_languages"] = language_links(pagename, app.config.language or "en")
    elif app.builder.name in ("singlehtml", "simplepdf") and "body" in context:
        context["body"] = _DOCUMENT_LINK.sub('href="#', context["body"])
        if doctree is not None:
            included = app.env.toctree_includes.get(app.config.root_doc, [])
            others = [(f"document-{name}", app.env.titles[name].astext()) for name in included]
            context["toc"] = pdf_toc(doctree, others)


def pdf_toc(doctree: Any, documents: list[tuple[str, str]]) -> str:
    """The PDF's table of contents: the chapters of the root document, rules included, then
    the other ``documents`` (anchor, title), such as the glossary.

    Sphinx's own single-page toc lists only the documents of the toctree, and all the rules
    of a game stand in one document.
    """
    items = []
    for section in doctree.findall(nodes.section):
        depth = sum(1 for parent in _ancestors(section) if isinstance(parent, nodes.section))
        if 1 <= depth <= 2 and section["ids"]:
            title = escape(section[0].astext())
            target = section["ids"][0]
            items.append(
                f'<li class="toctree-l{depth}"><a class="reference internal" '
                f'href="#{target}">{title}</a></li>'
            )
    items.extend(
        f'<li class="toctree-l1"><a class="reference internal" href="#{target}">'
        f"{escape(title)}</a></li>"
        for target, title in documents
    )
    return '<ul class="current">' + "".join(items) + "</ul>"


def _ancestors(node: Any) -> list[Any]:
    out = []
    while node.parent is not None:
        node = node.parent
        out.append(node)
    return out


class _Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


_HANDLER: Final = _Errors()


def watch_weasyprint(app: Sphinx) -> None:
    """Collect WeasyPrint's ERROR log lines (a missing anchor, an unloadable picture)."""
    if app.builder.name == "simplepdf":
        logging.getLogger("weasyprint").addHandler(_HANDLER)


def _fail_on_weasyprint_errors(app: Sphinx, exception: BaseException | None) -> None:
    if exception is None and _HANDLER.messages:
        raise ExtensionError("WeasyPrint: " + "; ".join(_HANDLER.messages))


def setup(app: Sphinx) -> None:
    """Connect the language switcher to Sphinx."""
    app.connect("html-page-context", page_context)
    app.connect("builder-inited", watch_weasyprint)
    app.connect("build-finished", _fail_on_weasyprint_errors)
