"""The shared rulebook layer names no game: each game brings its book in its own package."""

from __future__ import annotations

import ast
import importlib
from collections.abc import Mapping
from pathlib import Path
from types import SimpleNamespace

import pytest

import regelwerk.rulebook
from regelwerk.games import GAMES, load, shipped
from regelwerk.rulebook.book import Book, BookDefaults, BookError, Credits, GameBook, book_of

LAYER = Path(regelwerk.rulebook.__file__).parent


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def test_the_rulebook_layer_imports_no_game_and_names_none() -> None:
    modules = {load(game).package for game in GAMES}  # "regelwerk.noreturn", ...
    packages = {module.rpartition(".")[2] for module in modules}  # a top-level one too
    names = set(GAMES) | packages | modules
    places = []
    for path in sorted(LAYER.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            imported: list[str] = []
            if isinstance(node, ast.ImportFrom):
                imported = [node.module or ""]
            elif isinstance(node, ast.Import):
                imported = [alias.name for alias in node.names]
            places += [
                f"{path.name} imports {module}"
                for module in imported
                if any(module.startswith(package) for package in modules)
            ]
            text = node.value if isinstance(node, ast.Constant) else None
            if isinstance(text, str) and id(node) not in skip and text.strip() in names:
                places.append(f"{path.name} names {text!r}")
    assert not places


@pytest.mark.parametrize("game", GAMES)
def test_every_registered_game_brings_a_book(game: str) -> None:
    book = book_of(game)
    assert isinstance(book, GameBook)
    assert (book.source / "index.rst").is_file()
    assert book.rule_prefix.endswith("-")
    assert isinstance(book.cover_picture("en"), str) and isinstance(book.directives(), Mapping)


@pytest.mark.parametrize("game", shipped())
def test_regelwerks_books_draw_their_cover(game: str) -> None:
    assert "<svg" in book_of(game).cover_picture("en")


class _Minimal:
    """A book written against the protocol as it stood first: sources and a rule prefix."""

    source = Path("/nowhere")
    rule_prefix = "XX-"


def test_a_book_with_only_what_it_must_have_gets_every_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before, each member added to GameBook (option_basis, unset_option_rule) was a new
    requirement: a book written earlier broke (an AttributeError deep in a build)."""
    monkeypatch.setattr(importlib, "import_module", lambda name: SimpleNamespace(BOOK=_Minimal()))
    book_of.cache_clear()
    try:
        book = book_of("no-thanks")
    finally:
        book_of.cache_clear()
    defaults = BookDefaults()
    assert (book.source, book.rule_prefix) == (Path("/nowhere"), "XX-")
    assert book.accent == defaults.accent and book.credits == Credits(None, None)
    assert book.directives() == {} and book.cover_picture("en") == ""
    assert book.unset_option_rule("deal_removed") is None
    assert book.option_basis("deal_removed") == "R"


def test_a_book_keeps_the_members_it_has() -> None:
    class Coloured(_Minimal):
        accent = "#123456"

        def option_basis(self, option: str) -> str:
            return "S"

    book = Book(Coloured(), Coloured.source, "ZZ-")
    assert book.accent == "#123456" and book.option_basis("x") == "S"
    assert book.unset_option_rule("x") is None


def test_a_book_without_sources_is_no_book(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib, "import_module", lambda name: SimpleNamespace(BOOK=object()))
    book_of.cache_clear()
    try:
        with pytest.raises(BookError):  # it has neither sources nor a rule prefix
            book_of("no-thanks")
    finally:
        book_of.cache_clear()


def test_an_unknown_game_has_no_book() -> None:
    with pytest.raises(BookError, match="There is no game “no-such-game”"):
        book_of("no-such-game")


def test_a_directive_s_failure_is_reported_at_its_place_not_as_a_traceback() -> None:
    """Before, a rule id a directive could not read (``.. rules:: FT-9.9``) ended the build
    with Sphinx's "Exception occurred" and a traceback; now it is the directive's error."""
    from sphinx.util.docutils import SphinxDirective

    from regelwerk.errors import UnknownRuleError
    from regelwerk.rulebook.sphinxext.reported import reported

    class Failing(SphinxDirective):
        def run(self) -> list[object]:
            raise UnknownRuleError("FT-9.9")

    class Place:
        name = "rules"

        def error(self, message: str) -> Exception:
            return LookupError(f"index.rst:60: {message}")

    with pytest.raises(LookupError, match=r"^index\.rst:60: rules: The text “FT-9\.9” is neither"):
        reported(Failing).run(Place())  # type: ignore[arg-type]
