"""The Sphinx extension of the rulebooks: rules, data tables, worked examples, switcher."""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx

from regelwerk.rulebook.sphinxext import data, examples, glossary, rules, switcher

__all__ = ["setup"]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("rulebook_game", "", "env", types=[str])
    for module in (rules, data, examples, glossary, switcher):
        module.setup(app)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
