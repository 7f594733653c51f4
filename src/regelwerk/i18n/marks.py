"""The marks of a rule's basis, as the rulebooks and ``regelwerk rules`` print them.

A rule the original rules state carries no mark; one from the published game ◇, a ruling of
the rulebook ✱ — each with one phrase in the reader's language, never the letter codes of
the rule table (en-r4 29: "(P/R)" meant nothing to a reader).  Kept apart from the rulebook's
Sphinx extension so that the command line prints the same marks without Sphinx.
"""

from __future__ import annotations

from typing import Final

from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.rules import Basis, Rule

__all__ = ["MARKED", "MARK_LABELS", "NOTATION", "SYMBOLS", "mark_key", "mark_line", "symbols"]

MARKED: Final = (Basis.PUBLISHED, Basis.RULING)
"""The bases a rulebook marks visibly on a rule (RULES.md: every P and R rule)."""
SYMBOLS: Final[dict[Basis, str]] = {
    Basis.PUBLISHED: "\N{WHITE DIAMOND}",
    Basis.RULING: "\N{HEAVY ASTERISK}",
}
"""What a players' book prints for P and R: a symbol, never a letter (R and P are colours'
letters in some languages, and "S/R" beside "R11" read as a contradiction: r3 reviews).  A
rule the sources state carries no mark; the Overview explains the two symbols once."""
MARK_LABELS: Final[dict[str, Msg]] = {
    # TRANSLATORS: the small box under a rule's heading in a rulebook, after the symbol ◇
    # (published game) or ✱ (a ruling of this rulebook); the key says where the rule comes
    # from (S the original rules, P the published game, R this rulebook).  One short phrase.
    "P": pN_("book mark P", "As in the published game"),
    "S/P": pN_("book mark S/P", "As in the original rules and the published game"),
    "R": pN_("book mark R", "A ruling made in this rulebook"),
    "S/R": pN_("book mark S/R", "From the original rules, with an addition made in this rulebook"),
    "P/R": pN_("book mark P/R", "As in the published game, with an addition made in this rulebook"),
    # TRANSLATORS: the mark of a rule that only says how pieces are written down ("R11" for
    # the red 11): a convention of this rulebook, not a ruling on how to play.
    "R notation": pN_("book mark R notation", "Notation used for recording games"),
}
"""The words of a rule's mark, by its basis as the rule table has it: one phrase, so that
two bases never read as two contradicting labels."""


def symbols(code: str) -> str:
    """The symbols of a basis code (``"S/R"`` → ``"✱"``): one per basis other than S, two
    parted by a narrow no-break space ("◇✱" touched: fr-r8 15)."""
    shown = (SYMBOLS[Basis(letter)] for letter in code.split("/") if letter != "S")
    return "\N{NARROW NO-BREAK SPACE}".join(shown)


NOTATION: Final = " notation"
"""What :func:`mark_key` appends to the code of a notation (a rule on how pieces are
written), whose label is its own: "A ruling made in this rulebook" sent the reader hunting
for a rule of play (en-r6 10)."""


def mark_key(rule: Rule) -> str:
    """The key of a rule's mark in :data:`MARK_LABELS`: its basis code (``"S/R"``), with
    :data:`NOTATION` for a ruling that is a notation (``"R notation"``)."""
    code = "/".join(basis.value for basis in rule.basis)
    return code + NOTATION if rule.notation and code + NOTATION in MARK_LABELS else code


def mark_line(rule: Rule, lang: str) -> str:
    """A rule's mark as one line, ``"◇✱ As in the published game, with an addition …"``, or
    ``""`` for a rule the original rules state."""
    if not any(basis in MARKED for basis in rule.basis):
        return ""
    key = mark_key(rule)
    return f"{symbols(key.removesuffix(NOTATION))} {translate(MARK_LABELS[key], lang)}"
