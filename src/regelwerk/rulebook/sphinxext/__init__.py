"""The Sphinx extension of the rulebooks: rules, data tables, worked examples, switcher."""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ConfigError

from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.config import GAME_TITLES
from regelwerk.rulebook.sphinxext import (
    cover,
    data,
    glossary,
    interface,
    italics,
    rules,
    switcher,
    typography,
)
from regelwerk.rulebook.sphinxext.reported import reported

__all__ = ["setup"]


def _game_settings(app: Sphinx, config: Config) -> None:
    """The values that depend on the game: its title, the PDF's file name, and the
    directives its book brings (worked examples, tables and pictures of its own)."""
    game = config.rulebook_game
    if game not in GAME_TITLES:
        raise ConfigError(f"rulebook_game must be one of {sorted(GAME_TITLES)}, not {game!r}")
    config.project = config.html_title = config.html_short_title = GAME_TITLES[game]
    config.simplepdf_file_name = f"{game}.pdf"
    book = book_of(game)
    if "simplepdf_vars" in config:  # sphinx-simplepdf declares it for its own builder only
        config.simplepdf_vars = {**config.simplepdf_vars, "cover-bg": book.accent}
    for name, directive in book.directives().items():
        app.add_directive(name, reported(directive))


def setup(app: Sphinx) -> dict[str, Any]:
    """Register every rulebook extension with Sphinx."""
    app.add_config_value("rulebook_game", "", "env", types=[str])
    app.connect("config-inited", _game_settings)
    for module in (rules, data, glossary, switcher, cover, italics, typography, interface):
        module.setup(app)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
