"""The rule ids of No Return (RULES.md, NR-1 to NR-9) and where each rule comes from."""

from __future__ import annotations

from typing import Final

from regelwerk.rules import RuleId, rule_table

__all__ = ["BASES", "NOTATIONS", "RULES", "NoReturnRuleId"]


class NoReturnRuleId(RuleId):
    """A rule of No Return; its value is the id as RULES.md writes it (``"NR-5.4"``)."""

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


BASES: Final = {
    "NR-1.1": "S", "NR-1.2": "R", "NR-1.3": "S", "NR-2.1": "P/R", "NR-3.1": "S/R", "NR-3.2": "S/R",
    "NR-3.3": "P", "NR-4.1": "S", "NR-4.2": "S", "NR-4.3": "S", "NR-4.4": "R", "NR-5.1": "S",
    "NR-5.2": "S/R", "NR-5.3": "S", "NR-5.4": "S", "NR-6.1": "S/P", "NR-6.2": "S", "NR-7.1": "S",
    "NR-7.2": "S", "NR-7.3": "S", "NR-7.4": "S", "NR-7.5": "R", "NR-8.1": "S", "NR-8.2": "S",
    "NR-9.1": "S", "NR-9.2": "S/P",
}  # fmt: skip
"""The basis of each rule as RULES.md gives it: S (sources), P (published game), R (ruling).

NR-3.2 and NR-5.2 are S/R where RULES.md has S: the sources allow the set-aside and the
exchange, but say neither how many tiles may be set aside nor that an exchange is allowed
with an empty bag (docs/audit/facts.toml, findings F-NR-3.2 and F-NR-5.2).  NR-2.1 is
P/R where RULES.md has P: the sources do not say who starts, and "seat 0 starts" is the
engine's; for players the book rules that they choose (issue 23).  NR-3.1 is S/R where
RULES.md has S: no source says that hands are secret; the book rules it, as every view of
the engine already hides them (issue 23, en-r6 1)."""

NOTATIONS: Final = (NoReturnRuleId.NR_1_2,)
"""The rules that say how tiles are written (``R11``), not how the game is played: a
convention of this rulebook, marked as such rather than as a ruling (en-r6 10)."""

RULES: Final = rule_table("no-return", NoReturnRuleId, BASES, NOTATIONS)
"""Every rule of No Return as data, in the order of RULES.md."""
