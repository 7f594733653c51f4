"""The games regelwerk knows, found through the entry-point group ``regelwerk.games``.

Each entry point is named for its game and refers to the game's
:class:`~regelwerk.game.Game` object; the two built-in games register the same way, in
regelwerk's own ``pyproject.toml``::

    [project.entry-points."regelwerk.games"]
    no-return = "regelwerk.noreturn.game:NO_RETURN"

so a third game is a distribution of its own.  Listing the games (:func:`names`) reads only
the installed metadata; a game's code is imported when the game is first used
(:func:`load`), so reading a log of one game never loads another game's engine: a log's
``format`` names its game (``"no-thanks/1"``, ``"no-thanks-view/1"``).

>>> load("no-thanks").info.max_players
7
"""

from __future__ import annotations

import functools
from importlib.metadata import EntryPoint, entry_points
from typing import TYPE_CHECKING, Final

from regelwerk.arguments import check_type
from regelwerk.errors import UnknownGameError, UnknownRuleError

if TYPE_CHECKING:
    from regelwerk.game import AnyGame
    from regelwerk.rules import RuleId

__all__ = ["GROUP", "game_for_format", "game_of", "load", "loaded", "names"]

GROUP: Final = "regelwerk.games"
"""The entry-point group games register in."""


@functools.cache
def _entry_points() -> dict[str, EntryPoint]:
    found = sorted(entry_points(group=GROUP), key=lambda point: point.name)
    return {point.name: point for point in found}


def names() -> tuple[str, ...]:
    """The names of the installed games, sorted (reads metadata only)."""
    return tuple(_entry_points())


_LOADED: dict[str, AnyGame] = {}


def load(name: str) -> AnyGame:
    """The game registered as ``name``; :class:`~regelwerk.errors.UnknownGameError` (a
    ``KeyError``) names the known games if there is none."""
    game = _LOADED.get(name) if isinstance(name, str) else None
    if game is not None:
        return game
    point = _entry_points().get(name) if isinstance(name, str) else None
    if point is None:
        raise UnknownGameError(name, names())
    from regelwerk.game import Game

    loaded_object = point.load()
    if not isinstance(loaded_object, Game) or loaded_object.info.name != name:
        raise UnknownGameError(name, names())  # a broken registration is no game
    _LOADED[name] = loaded_object
    return loaded_object


def loaded() -> tuple[AnyGame, ...]:
    """The games loaded so far, in the order of :func:`names`."""
    return tuple(_LOADED[name] for name in names() if name in _LOADED)


def game_for_format(log_format: str) -> AnyGame | None:
    """The game whose move log or redacted log has format ``log_format``, or ``None``.

    Only that game is loaded: the part of the format before ``/`` (without ``-view``) is
    the game's registered name.
    """
    head = check_type(log_format, str, "format").partition("/")[0]
    name = head.removesuffix("-view")
    if name not in _entry_points():
        return None
    game = load(name)
    return game if log_format in game.formats else None


def game_of(rule: RuleId) -> AnyGame:
    """The game a rule id belongs to (found by its id class); the games already loaded are
    asked first.  :class:`~regelwerk.errors.UnknownRuleError` for a LOG code or a stray id."""
    for game in loaded():
        if isinstance(rule, game.rule_ids):
            return game
    for name in names():
        game = load(name)
        if isinstance(rule, game.rule_ids):
            return game
    raise UnknownRuleError(rule)


def __getattr__(name: str) -> tuple[str, ...]:
    # ``GAMES``: the names, computed from the installed metadata when asked for.
    if name == "GAMES":
        return names()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
