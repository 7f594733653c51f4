"""regelwerk's games as OpenSpiel games (the extra ``regelwerk[openspiel]``).

Importing this package registers every game of the registry with pyspiel under its short
name, ``python_`` followed by the game's name with ``_`` for ``-``; its parameters are
``players`` and the game's options::

    import pyspiel
    import regelwerk.openspiel

    game = pyspiel.load_game("python_no_thanks", {"players": 4})

See :mod:`regelwerk.openspiel.game` for the states and :mod:`regelwerk.openspiel.bots` for
regelwerk's policies as pyspiel bots.
"""

from __future__ import annotations

import pyspiel

from regelwerk.encoding import encodings
from regelwerk.openspiel.bots import PolicyBot
from regelwerk.openspiel.game import RegelwerkGame, RegelwerkState, game_type, short_name

__all__ = ["SHORT_NAMES", "PolicyBot", "RegelwerkGame", "RegelwerkState", "short_name"]


def _register() -> dict[str, str]:
    names = {}
    registered = set(pyspiel.registered_names())
    for name, encoding in encodings():
        kind = game_type(encoding)
        cls = type(f"RegelwerkGame_{kind.short_name}", (RegelwerkGame,), {"encoding": encoding})
        if kind.short_name not in registered:
            pyspiel.register_game(kind, cls)
        names[name] = kind.short_name
    return names


SHORT_NAMES: dict[str, str] = _register()
"""Game name (``regelwerk.games``) → the pyspiel short name it is registered under."""
