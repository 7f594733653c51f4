"""The rule ids of Fifteen (FT-1 to FT-6); every rule is a ruling of this project (R)."""

from __future__ import annotations

from typing import Final

from regelwerk.rules import RuleId, rule_table

__all__ = ["RULES", "FifteenRuleId"]


class FifteenRuleId(RuleId):
    """A rule of Fifteen; its value is the id as the rulebook writes it (``"FT-4.1"``)."""

    FT_1_1 = "FT-1.1"
    FT_2_1 = "FT-2.1"
    FT_3_1 = "FT-3.1"
    FT_3_2 = "FT-3.2"
    FT_4_1 = "FT-4.1"
    FT_4_2 = "FT-4.2"
    FT_4_3 = "FT-4.3"
    FT_5_1 = "FT-5.1"
    FT_6_1 = "FT-6.1"


RULES: Final = rule_table("fifteen", FifteenRuleId, {})
"""Every rule of Fifteen as data, in order (an invented game: each one a ruling, R)."""
