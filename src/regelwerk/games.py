"""The games regelwerk knows, found through the entry-point group ``regelwerk.games``.

Each entry point is named for its game and refers to the game's
:class:`~regelwerk.game.Game` object; the two built-in games register the same way, in
regelwerk's own ``pyproject.toml``::

    [project.entry-points."regelwerk.games"]
    no-return = "regelwerk.noreturn.game:NO_RETURN"

so a third game is a distribution of its own.  Listing the games (:func:`names`) reads only
the installed metadata (:mod:`regelwerk.entrypoints`, without the cost of importing
:mod:`importlib.metadata`); a game's code is imported when the game is first used
(:func:`load`), so reading a log of one game never loads another game's engine: a log's
``format`` names its game (``"no-thanks/1"``, ``"no-thanks-view/1"``).

The registry also answers what needs every game: a rule id by its text (:func:`rule_id`),
every rule (:data:`RULES`, :func:`rules_of`).  It sits above the game contract and the rule
ids, below the texts and logs that ask it (docs/architecture.rst).

>>> load("no-thanks").info.max_players
7
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Iterator, Mapping
from typing import Final

from regelwerk.arguments import check_type
from regelwerk.entrypoints import Registration, entry_point_groups
from regelwerk.errors import UnknownGameError, UnknownRuleError
from regelwerk.game import AnyGame, Game
from regelwerk.i18n.catalog import add_catalogs
from regelwerk.rules import LOG, LOG_RULES, Rule, RuleId, find

__all__ = [
    "DEFAULTS",
    "GROUP",
    "RULES",
    "default_game",
    "game_for_format",
    "game_of",
    "load",
    "loaded",
    "names",
    "rule_id",
    "rules_of",
    "shipped",
]

GROUP: Final = "regelwerk.games"
"""The entry-point group games register in."""

DEFAULTS: Final = "regelwerk.defaults"
"""The entry-point group in which regelwerk's own ``pyproject.toml`` names its defaults:
``game``, the game ``regelwerk simulate`` plays without ``--game`` (its value is that game's
registered object)."""

_OURS: Final = "regelwerk"
"""regelwerk's own distribution, by its normalised name."""


@functools.cache
def _registered() -> dict[str, list[Registration]]:
    """The games' and the defaults' entry points, from one reading of the metadata."""
    return entry_point_groups(GROUP, DEFAULTS)


@functools.cache
def _entry_points() -> dict[str, Registration]:
    found = sorted(_registered()[GROUP], key=lambda point: point.name)
    return {point.name: point for point in found}


def names() -> tuple[str, ...]:
    """The names of the installed games, sorted (reads metadata only)."""
    return tuple(_entry_points())


def shipped() -> tuple[str, ...]:
    """The names of the games regelwerk's own distribution registers, sorted (reads metadata
    only): what its shipped rule exports, its specification and ``make docs`` cover.  A game
    installed as a distribution of its own is registered (:func:`names`), not shipped."""
    return tuple(name for name, point in _entry_points().items() if point.distribution == _OURS)


def default_game() -> str | None:
    """The game regelwerk's configuration names as the default (:data:`DEFAULTS`), by its
    registered name; ``None`` if regelwerk is not installed.  Reads regelwerk's own entries
    only: installing another game never changes the default.  Read once, as the registry
    is (a report's link to a LOG code of no known game asks for it)."""
    return _default_game()


@functools.cache
def _default_game() -> str | None:
    games = {
        point.value: name for name, point in _entry_points().items() if point.distribution == _OURS
    }
    for point in _registered()[DEFAULTS]:
        if point.name == "game" and point.distribution == _OURS:
            return games.get(point.value)
    return None


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
    loaded_object = point.load()
    if not isinstance(loaded_object, Game) or loaded_object.info.name != name:
        raise UnknownGameError(name, names())  # a broken registration is no game
    _add_catalogs(loaded_object)
    _LOADED[name] = loaded_object
    return loaded_object


def _add_catalogs(game: AnyGame) -> None:
    """The catalogs of a game's own texts, searched from now on (``Game.locales``; by
    default its package's ``locales`` folder, when it has one)."""
    package = sys.modules.get(game.package)
    if package is None or package.__file__ is None:
        return  # a namespace or gone package: no folder of its own to read
    folder = os.path.join(os.path.dirname(package.__file__), game.locales or "locales")
    if game.locales is not None or os.path.isdir(folder):
        add_catalogs(folder, game.name)


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


def rule_id(text: str) -> RuleId:
    """The rule id written ``text`` (``"NR-5.4"``), of any registered game or a LOG code;
    :class:`~regelwerk.errors.UnknownRuleError` if there is none.  The games loaded so far
    are asked first (:func:`regelwerk.rules.find`); the others are loaded only if needed."""
    if isinstance(text, RuleId):
        return text
    if not isinstance(text, str):
        raise UnknownRuleError(text)
    found = find(text)
    for name in names():
        if found is not None:
            return found
        if name not in _LOADED:
            load(name)  # defines the game's id class
            found = find(text)
    if found is None:
        raise UnknownRuleError(text)
    return found


def rules_of(game: str) -> tuple[Rule, ...]:
    """The rules of one registered game (by name) or, for ``"log"``, the LOG codes."""
    if game == LOG:
        return LOG_RULES
    return load(game).rules


class _AllRules(Mapping[RuleId | str, Rule]):
    """Every rule of every registered game, then the LOG codes (loaded on first use)."""

    def _table(self) -> dict[RuleId, Rule]:
        rules = [rule for name in names() for rule in load(name).rules]
        return {rule.id: rule for rule in (*rules, *LOG_RULES)}

    def __getitem__(self, key: RuleId | str) -> Rule:
        return self._table()[key if isinstance(key, RuleId) else rule_id(key)]

    def __iter__(self) -> Iterator[RuleId | str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())


RULES: Final[Mapping[RuleId | str, Rule]] = _AllRules()
"""Every rule and code, in the order of RULES.md: the games (by name), then the LOG codes."""


def __getattr__(name: str) -> tuple[str, ...]:
    # ``GAMES``: the names, computed from the installed metadata when asked for.
    if name == "GAMES":
        return names()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
