"""What the rulebook layer needs from a game: its :class:`GameBook`, found by :func:`book_of`.

The rulebook code is shared by every game and names none.  A game brings its book in a
module ``book`` of its own package (``regelwerk.<package>.book``) holding ``BOOK``: the
folder of the book's sources (``index.rst``, ``glossary.rst``) and the prefix of its rule
ids (:class:`GameBook`, all a book must have), and, if it likes, the Sphinx directives its
sources use (worked examples, component tables, pictures), its colour and what the cover
prints (:class:`BookDefaults`, each optional with a default).  :func:`book_of` finds it
through the game registry (:func:`regelwerk.games.load`), so adding a game adds no line
here.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Protocol, runtime_checkable

from sphinx.util.docutils import SphinxDirective

from regelwerk.errors import KeyedError, UnknownGameError
from regelwerk.games import load
from regelwerk.i18n.markers import Msg, translate

__all__ = ["Book", "BookDefaults", "BookError", "Credits", "GameBook", "Title", "book_of"]


class BookError(KeyedError):
    """A game whose package brings no rulebook, or a malformed one:
    ``BookError(key, value, **data)``, its sentences :data:`regelwerk.i18n.errortexts.BOOK`."""

    table = "BOOK"


@dataclass(frozen=True, slots=True)
class Title:
    """A title as a market prints it: its name and, if it has one, its subtitle."""

    name: str
    subtitle: str | None = None

    def __str__(self) -> str:
        if self.subtitle is None:
            return self.name
        # a subtitle that continues the name ("Geschenkt … ist noch zu teuer!") follows it
        # directly; any other is set off by a dash (No Return, a dash, Es gibt kein Zurück!)
        joint = " " if self.subtitle.startswith("\N{HORIZONTAL ELLIPSIS}") else " \N{EN DASH} "
        return f"{self.name}{joint}{self.subtitle}"


@dataclass(frozen=True, slots=True)
class Credits:
    """The published game, as the cover prints it.

    ``None`` means nobody is named: the cover then leaves the line out rather than guessing.
    ``published`` marks names, year and titles taken from the published game, not from the
    source texts (basis P of RULES.md); the cover marks each of them like a P rule, and
    ``docs/audit/facts.toml`` gives its public sources.  ``original`` is the title of the
    first edition; ``titles`` the title under which the game is sold in a language's market
    where it differs from the game's own (``{"de": Title("Geschenkt", "… ist noch zu
    teuer!")}``); a market's title is printed large, the original beside it where it differs.
    A title the source texts use (``sourced``) is not marked P.
    """

    designer: str | None
    publisher: str | None
    published: bool = False
    year: int | None = None
    original: Title | None = None
    titles: Mapping[str, Title] = field(default_factory=dict)
    sourced: frozenset[str] = frozenset()
    """The titles the source texts themselves use (no P mark beside them)."""

    def title(self, game_title: str, lang: str) -> Title:
        """The title a book in ``lang`` carries on its cover."""
        if lang in self.titles:
            return self.titles[lang]
        if self.original is not None and self.original.name == game_title:
            return self.original
        return Title(game_title)


@runtime_checkable
class GameBook(Protocol):
    """What a game's ``BOOK`` (of ``<package>.book``) must have: its sources.  A
    ``rule_prefix`` is optional (by default the game's, derived from its rule ids), and
    everything else a book may bring is optional too, with the defaults of
    :class:`BookDefaults`, so that a book written before a member was added still builds:
    a member added to the rulebook layer comes with a default, never as a requirement."""

    @property
    def source(self) -> Path:
        """The folder with ``index.rst`` and ``glossary.rst``, in English (the msgids)."""
        ...


class BookDefaults:
    """The optional members of a :class:`GameBook`, with the values a book that leaves one
    out gets.  A book may subclass this and override what it has, or only have them."""

    accent: str = "#3d4f5c"
    """The book's colour (a CSS colour): the cover's background, the headings' rules."""

    credits: Credits = Credits(designer=None, publisher=None)
    """Designer and publisher for the cover (by default: the sources name nobody)."""

    def directives(self) -> Mapping[str, type[SphinxDirective]]:
        """The directives the game's sources use, by name (by default none)."""
        return {}

    def cover_picture(self, lang: str) -> str:
        """The cover's picture: SVG markup drawn from the game's own piece pictures, its
        label (``aria-label`` and ``<title>``) saying in ``lang`` what it shows (by default
        none: the cover shows title, players and credits only)."""
        return ""

    def unset_option_rule(self, option: str) -> str | None:
        """The rule id whose count an option stands for when its default is ``None``."""
        return None

    def option_basis(self, option: str) -> str:
        """Where an option comes from, as RULES.md gives it: ``"S"``, ``"P"`` or ``"R"`` (by
        default ``"R"``: an option the sources do not state is a ruling of the book)."""
        return "R"

    option_standards: Mapping[str, Msg] = MappingProxyType({})
    """What holds without each option, one sentence by option name for the variants
    table (by default none: the table says the variant is not played)."""

    def foreign_words(self, lang: str) -> tuple[str, ...]:
        """Words of another language that the book in ``lang`` quotes, set in italics (by
        default none; titles of games are found without it)."""
        return ()


_DEFAULTS: Final = BookDefaults()


class Book:
    """A game's book as the rulebook layer reads it (:func:`book_of`): each member the
    game's ``BOOK`` has, and for each optional one it leaves out, :class:`BookDefaults`';
    ``rule_prefix`` defaults to the game's (:attr:`regelwerk.game.Game.rule_prefix`)."""

    def __init__(self, book: object, source: Path, rule_prefix: str) -> None:
        def member(name: str) -> Any:
            return getattr(book, name, getattr(_DEFAULTS, name))

        self.source: Path = source
        self.rule_prefix: str = getattr(book, "rule_prefix", rule_prefix)
        self.accent: str = member("accent")
        self.credits: Credits = member("credits")
        self.directives: Callable[[], Mapping[str, type[SphinxDirective]]] = member("directives")
        self.cover_picture: Callable[[str], str] = member("cover_picture")
        self.unset_option_rule: Callable[[str], str | None] = member("unset_option_rule")
        self.option_basis: Callable[[str], str] = member("option_basis")
        self.option_standards: Mapping[str, Msg] = member("option_standards")
        self.foreign_words: Callable[[str], tuple[str, ...]] = member("foreign_words")

    def option_standard(self, option: str, lang: str) -> str | None:
        """What holds without ``option``, in ``lang``; ``None`` where the book does not say."""
        standard = self.option_standards.get(option)
        return None if standard is None else translate(standard, lang)


@cache
def book_of(game: str) -> Book:
    """The rulebook of registered game ``game``, its optional members filled in with their
    defaults; :class:`BookError` if it brings none.

    A game's book is the folder ``book/source`` of its package (``index.rst``,
    ``glossary.rst``); a module ``<package>.book`` with a ``BOOK`` (:class:`GameBook`,
    :class:`BookDefaults`) is needed only for what a book adds to that (directives, colour,
    credits, a cover picture, another folder)."""
    try:
        found = load(game)
    except UnknownGameError as error:
        raise BookError("unknown game", game, known=error.known) from None
    package = found.package
    where = f"{package}.book.BOOK"
    try:
        book: object = importlib.import_module(f"{package}.book").BOOK
    except (ImportError, AttributeError):
        book = None
    if book is None:
        source = _folder(package)
        if source is None:
            raise BookError("no book", game, module=where) from None
        return Book(_DEFAULTS, source, found.rule_prefix)
    if not isinstance(book, GameBook):
        raise BookError("not a book", module=where)
    return Book(book, book.source, found.rule_prefix)


def _folder(package: str) -> Path | None:
    """The folder ``book/source`` of ``package``, if it has one with an ``index.rst``."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        source = Path(location) / "book" / "source"
        if (source / "index.rst").is_file():
            return source
    return None
