"""Each language's typography, applied to the text of every page once it is resolved.

Rule texts, messages and prose come from three catalogs; rather than trusting each string,
the book sets the typography of its language on the finished text: a true minus sign
(U+2212) for a negative number, the language's quotation marks for straight double quotes
(the runtime's own table, :data:`regelwerk.i18n.quotes.QUOTES`: a book and a message quote
alike), a no-break space after a mark that leads a line (▶, ✓, ✗, ◇, ✱), and in French the
typographic apostrophe, the narrow no-break space before
``; ! ?`` and the no-break space before ``:``.  A range of numbers ("3–35") is kept on one
line.
Code, notation and pictures (literals, raw SVG) are left alone.
"""

from __future__ import annotations

import re
from typing import Any, Final

from docutils import nodes
from sphinx.application import Sphinx

from regelwerk.i18n.quotes import QUOTES

__all__ = ["QUOTES", "SMALL_AFTER_COLON", "setup", "typeset"]

SMALL_AFTER_COLON: Final = frozenset({"es", "fr", "nl"})
"""The languages that go on in a small letter after a colon or a dash, a whole sentence too
("Ada — joue le 11 rouge."; "Ada: leg de rode 11.": nl-r11 18); German and English keep the
capital."""

_MINUS: Final = re.compile(r"(?<![\w\-\u2212.])-(?=\d)")
_QUOTED: Final = re.compile(r'"([^"\n]+)"')
_FR_TALL: Final = re.compile(r"(?<=\S)[ \u00a0\u202f]?([;!?])(?=\s|$|[)\u00bb])")
_FR_COLON: Final = re.compile(r"(?<=[^\s:/])[ \u00a0\u202f]?:(?=\s|$)")
_APOSTROPHE: Final = re.compile(r"(?<=\w)'(?=\w)")
# a mark that leads what it marks ("▶ Ada: …", "✓ Allowed.", "✱ NT-7.1") never ends a line
# apart from it (fr-r7 20: "▶" alone at the end of a line of the Overview)
_MARK_SPACE: Final = re.compile(
    "([\N{BLACK RIGHT-POINTING TRIANGLE}\N{CHECK MARK}\N{BALLOT X}"
    "\N{WHITE DIAMOND}\N{HEAVY ASTERISK}]) (?=\\S|$)"
)
# a range of numbers is read as one: "33 (3–" / "35)" broke in a narrow table cell (de-r9 B3,
# nl-r10 3); set in a span that the stylesheet keeps whole (span.range)
_RANGE: Final = re.compile(r"\d+\N{EN DASH}\d+")
_SKIP: Final = (nodes.literal, nodes.literal_block, nodes.raw, nodes.FixedTextElement)


def typeset(text: str, lang: str) -> str:
    """``text`` with the typography of ``lang``."""
    text = _MINUS.sub("\N{MINUS SIGN}", text)
    text = _MARK_SPACE.sub("\\1\N{NO-BREAK SPACE}", text)
    opening, closing = QUOTES.get(lang, QUOTES["en"])
    text = _QUOTED.sub(lambda match: f"{opening}{match.group(1)}{closing}", text)
    if lang == "fr":
        text = _APOSTROPHE.sub("\N{RIGHT SINGLE QUOTATION MARK}", text)
        text = _FR_TALL.sub("\N{NARROW NO-BREAK SPACE}\\1", text)
        text = _FR_COLON.sub("\N{NO-BREAK SPACE}:", text)
        # a locution is never broken at its hyphens ("c’est-à-" / "dire": fr-r7 20)
        text = text.replace(
            "c’est-à-dire", "c’est\N{NON-BREAKING HYPHEN}à\N{NON-BREAKING HYPHEN}dire"
        )
    return text


def _typeset_doctree(app: Sphinx, doctree: Any, docname: str) -> None:
    lang = app.config.language or "en"
    for text in list(doctree.findall(nodes.Text)):
        parent = text.parent
        if parent is None or any(isinstance(node, _SKIP) for node in _lineage(parent)):
            continue
        new = typeset(str(text), lang)
        if new != str(text) or _RANGE.search(new):
            parent.replace(text, _ranges_kept_whole(new))


def _ranges_kept_whole(text: str) -> list[nodes.Node]:
    """``text`` as text nodes, each range of numbers in it an inline node of class
    ``range``."""
    found: list[nodes.Node] = []
    start = 0
    for match in _RANGE.finditer(text):
        found.append(nodes.Text(text[start : match.start()]))
        found.append(nodes.inline(match.group(), match.group(), classes=["range"]))
        start = match.end()
    found.append(nodes.Text(text[start:]))
    return [node for node in found if node.astext()]


def _lineage(node: Any) -> list[Any]:
    out = []
    while node is not None:
        out.append(node)
        node = node.parent
    return out


def setup(app: Sphinx) -> None:
    """Connect the typography pass to Sphinx."""
    app.connect("doctree-resolved", _typeset_doctree)
