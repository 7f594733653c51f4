"""The rule ids of No Thanks! (RULES.md, NT-1 to NT-7) and where each rule comes from."""

from __future__ import annotations

from typing import Final

from regelwerk.rules import RuleId, rule_table

__all__ = ["BASES", "RULES", "NoThanksRuleId"]


class NoThanksRuleId(RuleId):
    """A rule of No Thanks!; its value is the id as RULES.md writes it (``"NT-4.3"``)."""

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


BASES: Final = {
    "NT-1.1": "S", "NT-2.1": "P/R", "NT-2.2": "S/P", "NT-3.1": "S", "NT-3.2": "S",
    "NT-4.1": "S", "NT-4.2": "S", "NT-4.3": "S", "NT-4.4": "S", "NT-5.1": "S", "NT-6.1": "S",
    "NT-6.2": "S/P", "NT-7.1": "R",
}  # fmt: skip
"""The basis of each rule as RULES.md gives it: S (sources), P (published game), R (ruling).

NT-2.1 is P/R where RULES.md has P: the sources do not say who starts, and "seat 0 starts"
is the engine's; for players the book rules that they choose (issue 23)."""

RULES: Final = rule_table("no-thanks", NoThanksRuleId, BASES)
"""Every rule of No Thanks! as data, in the order of RULES.md."""
