"""The Sphinx extension of the rulebooks: rules, data tables, worked examples, switcher."""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ConfigError

from regelwerk.rulebook.config import GAME_TITLES
from regelwerk.rulebook.sphinxext import data, examples, glossary, rules, switcher

__all__ = ["setup"]


def _game_settings(app: Sphinx, config: Config) -> None:
    """The values that depend on the game: its title and the PDF's file name."""
    game = config.rulebook_game
    if game not in GAME_TITLES:
        raise ConfigError(f"rulebook_game must be one of {sorted(GAME_TITLES)}, not {game!r}")
    config.project = config.html_title = config.html_short_title = GAME_TITLES[game]
    config.simplepdf_file_name = f"{game}.pdf"


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("rulebook_game", "", "env", types=[str])
    app.connect("config-inited", _game_settings)
    for module in (rules, data, examples, glossary, switcher):
        module.setup(app)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
