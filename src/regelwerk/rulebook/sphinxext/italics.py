"""Titles of games and quoted foreign words in italics, in every text of a book.

A book's running text names games (*No Return*, *No Merci*, *No Thanks!*) in rule texts,
captions and prose from three catalogs; house style in every language sets a title in
italics, and without them the "!" of *No Thanks!* mid-sentence reads as punctuation (en-r5
6, fr-r5 B1).  Rather than asking every translator to mark every title in every catalog
(the runtime's rule texts are printed on terminals too, where markup would show), the book
finds the titles itself: every title of every registered game, in every market and its
original, as the games declare them (:class:`~regelwerk.rulebook.book.Credits`).  Words of
another language that a book quotes (French « Y pour *yellow* »: fr-r5 B5) are the game
book's to declare (:meth:`~regelwerk.rulebook.book.BookDefaults.foreign_words`).

Headings (and so the running heads and the contents), code, pictures and text already in
italics are left alone; the cover prints its titles large instead.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

from regelwerk.games import GAMES, load
from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.sphinxext.rules import _lineage

__all__ = ["game_titles", "italic_words", "setup", "whole_words"]

_SKIP = (nodes.title, nodes.literal, nodes.raw, nodes.FixedTextElement, nodes.emphasis)


@cache
def game_titles() -> tuple[str, ...]:
    """Every title of every registered game, the longest first (a title with its subtitle
    before the title alone)."""
    found: set[str] = set()
    for game in GAMES:
        credits = book_of(game).credits
        found.add(load(game).info.title)
        for title in (credits.original, *credits.titles.values()):
            if title is not None:
                found.update({title.name, str(title)})
    return tuple(sorted(found, key=len, reverse=True))


def whole_words(words: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern that finds each of ``words`` as a whole word, the first listed first."""
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, words)) + r")(?!\w)")


def italic_words(game: str, lang: str) -> re.Pattern[str]:
    """What the book of ``game`` in ``lang`` sets in italics: titles of games, and the
    foreign words its game book declares, each as a whole word."""
    return whole_words((*game_titles(), *book_of(game).foreign_words(lang)))


def _italicise(app: Sphinx, doctree: Any, docname: str) -> None:
    game = app.config.rulebook_game
    if not game:
        return
    pattern = italic_words(game, app.config.language or "en")
    for text in list(doctree.findall(nodes.Text)):
        parent = text.parent
        if parent is None or any(isinstance(node, _SKIP) for node in _lineage(parent)):
            continue
        source = str(text)
        parts: list[nodes.Node] = []
        at = 0
        for match in pattern.finditer(source):
            if match.start() > at:
                parts.append(nodes.Text(source[at : match.start()]))
            parts.append(nodes.emphasis(match.group(), match.group()))
            at = match.end()
        if parts:
            if at < len(source):
                parts.append(nodes.Text(source[at:]))
            parent.replace(text, parts)


def setup(app: Sphinx) -> None:
    """Connect the italics pass to Sphinx: before the typography pass (priority 500), which
    changes the spaces the titles are found by (French « No Thanks ! »)."""
    app.connect("doctree-resolved", _italicise, priority=400)
