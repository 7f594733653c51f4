"""The games regelwerk knows, by name: each is a package holding only its own rules.

Everything shared — the log envelope, reports, the command line, the conformance test — finds
a game here, so adding a third game means writing its package and one line below.

>>> load("no-thanks").GAME.max_players
7
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Final

__all__ = ["GAMES", "load"]

GAMES: Final = {
    "no-return": "regelwerk.noreturn",
    "no-thanks": "regelwerk.nothanks",
}
"""Game name → the package with its ``GAME`` (:class:`~regelwerk.game.GameInfo`), ``State``,
``Options`` and ``parse_action``."""


def load(name: str) -> ModuleType:
    """The package of game ``name``; ``KeyError`` names the known games if it is unknown."""
    if name not in GAMES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(GAMES)}")
    return importlib.import_module(GAMES[name])
