"""Rule identifiers: the public contract shared by the engines, logs, messages and rulebooks.

:class:`RuleId` is the base of every rule id: a string enum without members, holding what
all ids share (:attr:`~RuleId.anchor`, :attr:`~RuleId.chapter`, :attr:`~RuleId.is_log_code`).
The codes of the log format are :class:`LogCode` (``LOG-DRAW`` ...), here; each game brings
its own subclass in its own package (``regelwerk.noreturn.rules.NoReturnRuleId``), so a
game distributed on its own has ids of its own, and ``isinstance(rule, RuleId)`` holds for
all of them.  ``RuleId("NR-5.4")`` finds an id by its text among the id classes defined so
far (the LOG codes and every game loaded); :func:`regelwerk.games.rule_id` loads the
registered games first.  This module asks no registry: the registry is above it.

Why one enum per game rather than one shared enum: the shared layer cannot know a third
game's ids, and an enum cannot be extended after the fact.  The values, and hence every
output, are the ids as RULES.md writes them.

:class:`Rule` records, as data, which game a rule belongs to, its chapter and its basis
(stated by the sources, taken from the published game, or ruled by this project).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping
from typing import Any, Final

from regelwerk.errors import UnknownRuleError
from regelwerk.frozen import Frozen

__all__ = [
    "LOG",
    "LOG_RULES",
    "RULEBOOK_URL",
    "Basis",
    "LogCode",
    "Rule",
    "RuleId",
    "UnknownRuleError",
    "anchor",
    "find",
    "rule_table",
]

LOG: Final = "log"
"""The pseudo-game the LOG codes belong to (``Rule.game``, ``regelwerk rules --game log``)."""


class _RuleIdType(enum.EnumType):
    """Lets the member-less base find a member by its text: ``RuleId("NR-5.4")``."""

    def __call__(cls, value: object, *args: Any, **kwargs: Any) -> Any:
        if cls is RuleId and not args and not kwargs:
            if isinstance(value, RuleId):
                return value
            found = find(value) if isinstance(value, str) else None
            if found is None:  # the registry is above: its games may not be loaded yet
                raise UnknownRuleError(value, loaded_only=isinstance(value, str))
            return found
        return super().__call__(value, *args, **kwargs)


class RuleId(enum.StrEnum, metaclass=_RuleIdType):
    """A rule or code of RULES.md; its value is the id as written there (``"NR-5.4"``).

    The base class has no members: :class:`LogCode` and each game's subclass have them.
    Calling the base with an id's text finds the member among the id classes defined so far
    (:func:`find`; :class:`~regelwerk.errors.UnknownRuleError`, a ``ValueError``, if none
    has it, saying that only the games loaded so far were asked):
    :func:`regelwerk.games.rule_id` loads the registered games first, so it finds
    ``"NR-5.4"`` in a fresh interpreter too.
    """

    @property
    def is_log_code(self) -> bool:
        """True for the codes that are not game rules (``LOG-...``)."""
        return self.value.startswith("LOG-")

    @property
    def anchor(self) -> str:
        """The rulebook anchor (``"nr-5-4"``)."""
        return anchor(self)

    @property
    def chapter(self) -> str:
        """The chapter id: ``"NR-5"`` for ``NR-5.4``, ``"LOG"`` for every LOG code."""
        prefix, _, number = self.value.partition("-")
        return "LOG" if prefix == "LOG" else f"{prefix}-{number.split('.')[0]}"


class LogCode(RuleId):
    """The codes of the move-log format (RULES.md, "LOG"): shared by every game."""

    LOG_READ = "LOG-READ"
    LOG_SYNTAX = "LOG-SYNTAX"
    LOG_SCHEMA = "LOG-SCHEMA"
    LOG_LIMIT = "LOG-LIMIT"
    LOG_ORDER = "LOG-ORDER"
    LOG_DRAW = "LOG-DRAW"
    LOG_RESULT = "LOG-RESULT"


class Basis(enum.Enum):
    """Where a rule comes from (RULES.md): the sources, the published game, or our ruling."""

    SOURCE = "S"
    PUBLISHED = "P"
    RULING = "R"


class Rule(Frozen):
    """What the library knows of a rule as data: its game, chapter and basis (a frozen value)."""

    __slots__ = ("id", "game", "chapter", "basis", "notation")  # noqa: RUF023 (fields' order)
    id: RuleId
    game: str  # a game's registered name, or "log"
    chapter: str  # "NR-5", "NT-4", "LOG"
    basis: tuple[Basis, ...]  # "S/P" rules have two
    notation: bool  # how pieces are written down (NR-1.2), not how the game is played

    def __init__(
        self,
        id: RuleId,
        game: str,
        chapter: str,
        basis: tuple[Basis, ...],
        notation: bool = False,
    ) -> None:
        self._init(id, game, chapter, basis, notation)

    @property
    def anchor(self) -> str:
        """The rule's anchor in a rulebook (``nr-5-4``)."""
        return anchor(self.id)


Rule._name_fields()


RULEBOOK_URL: Final = "REGELWERK_RULEBOOK_URL"
"""The environment variable naming where the rulebooks are published (``make docs`` writes
them to ``build/rulebooks/``): a fault's line and the replay page link to its rule there.
Unset, the link is relative to that folder."""


def anchor(rule: RuleId | str) -> str:
    """The rulebook anchor of a rule: lower case, every other character a hyphen.

    >>> anchor(LogCode.LOG_DRAW)
    'log-draw'
    """
    return re.sub(r"[^a-z0-9]", "-", str(rule).lower())


def rule_table(
    game: str,
    ids: Iterable[RuleId],
    bases: Mapping[str, str],
    notations: Iterable[RuleId] = (),
) -> tuple[Rule, ...]:
    """The :class:`Rule` of every id of ``game``, in order; ``bases`` maps an id's text to
    its basis as RULES.md writes it (``"S"``, ``"S/P"``); an id not in it is a ruling.
    ``notations`` are the rules that only say how pieces are written (a rulebook labels
    them as its notation, not as a ruling on play: en-r6 10)."""
    written = frozenset(notations)
    return tuple(
        Rule(
            rule,
            game,
            rule.chapter,
            tuple(Basis(letter) for letter in bases.get(rule.value, "R").split("/")),
            rule in written,
        )
        for rule in ids
    )


LOG_RULES: Final = rule_table(LOG, LogCode, {})
"""The LOG codes as rules (every one a ruling of this project)."""


def find(text: str) -> RuleId | None:
    """The rule id written ``text`` among the id classes defined so far: the LOG codes and
    the ids of every game whose rules are loaded; ``None`` if none has it.  (To look in
    every registered game, loading them, use :func:`regelwerk.games.rule_id`.)"""
    classes: list[type[RuleId]] = [RuleId]
    while classes:
        cls = classes.pop()
        found = cls._value2member_map_.get(text)
        if isinstance(found, RuleId):
            return found
        classes.extend(cls.__subclasses__())
    return None
