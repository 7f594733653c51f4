"""What the rulebook layer needs from a game: its :class:`GameBook`, found by :func:`book_of`.

The rulebook code is shared by every game and names none.  A game brings its book in a
module ``book`` of its own package (``regelwerk.<package>.book``) holding ``BOOK``: the
folder of the book's sources (``index.rst``, ``glossary.rst``), the Sphinx directives its
sources use (worked examples, component tables, pictures), the prefix of its rule ids and
what the cover prints.  :func:`book_of` finds it through the game registry
(:func:`regelwerk.games.load`), so adding a game adds no line here.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Protocol, runtime_checkable

from sphinx.util.docutils import SphinxDirective

from regelwerk.errors import KeyedError, UnknownGameError
from regelwerk.games import load

__all__ = ["BookError", "Credits", "GameBook", "book_of"]


class BookError(KeyedError):
    """A game whose package brings no rulebook, or a malformed one:
    ``BookError(key, value, **data)``, its sentences :data:`regelwerk.i18n.errortexts.BOOK`."""

    table = "BOOK"


@dataclass(frozen=True, slots=True)
class Credits:
    """Who made the game, as the cover prints it.

    ``None`` means the source texts do not name anyone: the cover says so rather than
    guessing.  ``published`` marks names taken from the published game, not the sources
    (basis P of RULES.md); the cover marks them like a P rule.
    """

    designer: str | None
    publisher: str | None
    published: bool = False


@runtime_checkable
class GameBook(Protocol):
    """A game's rulebook as the shared layer builds it (``BOOK`` of ``<game>.book``)."""

    @property
    def source(self) -> Path:
        """The folder with ``index.rst`` and ``glossary.rst``, in English (the msgids)."""
        ...

    @property
    def rule_prefix(self) -> str:
        """The prefix of the game's rule ids (``"NR-"``): those become links in its book."""
        ...

    @property
    def accent(self) -> str:
        """The book's colour (a CSS colour): the cover's background, the headings' rules."""
        ...

    @property
    def credits(self) -> Credits:
        """Designer and publisher for the cover."""
        ...

    def directives(self) -> Mapping[str, type[SphinxDirective]]:
        """The directives the game's sources use, by name."""
        ...

    def cover_picture(self) -> str:
        """The cover's picture: SVG markup drawn from the game's own piece pictures."""
        ...

    def unset_option_rule(self, option: str) -> str | None:
        """The rule id whose count an option stands for when its default is ``None``."""
        ...

    def option_basis(self, option: str) -> str:
        """Where an option comes from, as RULES.md gives it: ``"S"``, ``"P"`` or ``"R"``."""
        ...


@cache
def book_of(game: str) -> GameBook:
    """The rulebook of registered game ``game``; :class:`BookError` if it brings none."""
    try:
        package = load(game).package
    except UnknownGameError as error:
        raise BookError("unknown game", game, known=error.known) from None
    where = f"{package}.book.BOOK"
    try:
        book = importlib.import_module(f"{package}.book").BOOK
    except (ImportError, AttributeError):
        raise BookError("no book", game, module=where) from None
    if not isinstance(book, GameBook):
        raise BookError("not a book", module=where)
    return book
