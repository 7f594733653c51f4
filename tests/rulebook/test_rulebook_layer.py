"""The shared rulebook layer names no game: each game brings its book in its own package."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import regelwerk.rulebook
from regelwerk.games import GAMES, load
from regelwerk.rulebook.book import BookError, GameBook, book_of

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
    packages = {module.rsplit(".", 1)[1] for module in modules}
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
    assert "<svg" in book.cover_picture()


def test_an_unknown_game_has_no_book() -> None:
    with pytest.raises(BookError, match="There is no game 'no-such-game'"):
        book_of("no-such-game")
