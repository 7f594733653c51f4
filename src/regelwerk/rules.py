"""Rule identifiers: the public contract shared by the engines, logs, messages and rulebooks.

Every rule of ``RULES.md`` has a member of :class:`RuleId`; the engines cite them in
violations, reports carry them, and the rulebooks anchor them (:func:`anchor`).  The table
:data:`RULES` records, as data, which game a rule belongs to, its chapter and its basis
(stated by the sources, taken from the published game, or ruled by this project).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

__all__ = ["RULES", "Basis", "Rule", "RuleId", "anchor", "rules_of"]


class RuleId(enum.StrEnum):
    """A rule or code of RULES.md; its value is the id as written there (``"NR-5.4"``)."""

    NR_1_1 = "NR-1.1"
    NR_1_2 = "NR-1.2"
    NR_1_3 = "NR-1.3"
    NR_2_1 = "NR-2.1"
    NR_3_1 = "NR-3.1"
    NR_3_2 = "NR-3.2"
    NR_3_3 = "NR-3.3"
    NR_4_1 = "NR-4.1"
    NR_4_2 = "NR-4.2"
    NR_4_3 = "NR-4.3"
    NR_4_4 = "NR-4.4"
    NR_5_1 = "NR-5.1"
    NR_5_2 = "NR-5.2"
    NR_5_3 = "NR-5.3"
    NR_5_4 = "NR-5.4"
    NR_6_1 = "NR-6.1"
    NR_6_2 = "NR-6.2"
    NR_7_1 = "NR-7.1"
    NR_7_2 = "NR-7.2"
    NR_7_3 = "NR-7.3"
    NR_7_4 = "NR-7.4"
    NR_7_5 = "NR-7.5"
    NR_8_1 = "NR-8.1"
    NR_8_2 = "NR-8.2"
    NR_9_1 = "NR-9.1"
    NR_9_2 = "NR-9.2"
    NT_1_1 = "NT-1.1"
    NT_2_1 = "NT-2.1"
    NT_2_2 = "NT-2.2"
    NT_3_1 = "NT-3.1"
    NT_3_2 = "NT-3.2"
    NT_4_1 = "NT-4.1"
    NT_4_2 = "NT-4.2"
    NT_4_3 = "NT-4.3"
    NT_4_4 = "NT-4.4"
    NT_5_1 = "NT-5.1"
    NT_6_1 = "NT-6.1"
    NT_6_2 = "NT-6.2"
    NT_7_1 = "NT-7.1"
    LOG_READ = "LOG-READ"
    LOG_SYNTAX = "LOG-SYNTAX"
    LOG_SCHEMA = "LOG-SCHEMA"
    LOG_LIMIT = "LOG-LIMIT"
    LOG_ORDER = "LOG-ORDER"
    LOG_DRAW = "LOG-DRAW"
    LOG_RESULT = "LOG-RESULT"

    @property
    def is_log_code(self) -> bool:
        """True for the codes that are not game rules (``LOG-...``)."""
        return self.value.startswith("LOG-")


class Basis(enum.Enum):
    """Where a rule comes from (RULES.md): the sources, the published game, or our ruling."""

    SOURCE = "S"
    PUBLISHED = "P"
    RULING = "R"


@dataclass(frozen=True, slots=True)
class Rule:
    """What the library knows of a rule as data: its game, chapter and basis."""

    id: RuleId
    game: str  # "no-return", "no-thanks" or "log"
    chapter: str  # "NR-5", "NT-4", "LOG"
    basis: tuple[Basis, ...]  # "S/P" rules have two

    @property
    def anchor(self) -> str:
        return anchor(self.id)


def anchor(rule: RuleId | str) -> str:
    """The rulebook anchor of a rule: lower case, every other character a hyphen.

    >>> anchor(RuleId.NR_5_4)
    'nr-5-4'
    """
    return re.sub(r"[^a-z0-9]", "-", str(rule).lower())


_BASES: Final = {
    "NR-1.1": "S", "NR-1.2": "R", "NR-1.3": "S", "NR-2.1": "P", "NR-3.1": "S", "NR-3.2": "S",
    "NR-3.3": "P", "NR-4.1": "S", "NR-4.2": "S", "NR-4.3": "S", "NR-4.4": "R", "NR-5.1": "S",
    "NR-5.2": "S", "NR-5.3": "S", "NR-5.4": "S", "NR-6.1": "S/P", "NR-6.2": "S", "NR-7.1": "S",
    "NR-7.2": "S", "NR-7.3": "S", "NR-7.4": "S", "NR-7.5": "R", "NR-8.1": "S", "NR-8.2": "S",
    "NR-9.1": "S", "NR-9.2": "S/P", "NT-1.1": "S", "NT-2.1": "P", "NT-2.2": "S/P",
    "NT-3.1": "S", "NT-3.2": "S", "NT-4.1": "S", "NT-4.2": "S", "NT-4.3": "S", "NT-4.4": "S",
    "NT-5.1": "S", "NT-6.1": "S", "NT-6.2": "S/P", "NT-7.1": "R",
}  # fmt: skip
_GAMES: Final = {"NR": "no-return", "NT": "no-thanks", "LOG": "log"}


def _rule(rule_id: RuleId) -> Rule:
    prefix, _, number = rule_id.value.partition("-")
    chapter = f"{prefix}-{number.split('.')[0]}" if prefix != "LOG" else "LOG"
    basis = tuple(Basis(letter) for letter in _BASES.get(rule_id.value, "R").split("/"))
    return Rule(rule_id, _GAMES[prefix], chapter, basis)


RULES: Final = MappingProxyType({rule_id: _rule(rule_id) for rule_id in RuleId})
"""Every rule and code, in the order of RULES.md."""


def rules_of(game: str) -> tuple[Rule, ...]:
    """The rules of one game (``"no-return"``, ``"no-thanks"``) or the ``"log"`` codes."""
    return tuple(rule for rule in RULES.values() if rule.game == game)
