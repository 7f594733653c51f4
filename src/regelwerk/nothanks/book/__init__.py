"""The rulebook of No Thanks!: its sources, directives, pictures and cover (``BOOK``).

The shared rulebook layer (:mod:`regelwerk.rulebook`) finds ``BOOK`` through
:func:`regelwerk.rulebook.book.book_of`; everything here is No Thanks!' own.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Final

from sphinx.util.docutils import SphinxDirective

from regelwerk.i18n.ruletexts import Msg, pN_
from regelwerk.rulebook.book import Credits, Title

__all__ = ["BOOK", "NoThanksBook"]

# TRANSLATORS: the variants table, column "Standard rules": what holds when the variant is
# not played (one sentence; the rule id stays).
_STANDARD: Final[dict[str, Msg]] = {
    "chips_per_player": pN_(
        "option chips_per_player standard",
        "11, 9 or 7 chips, depending on the number of players (NT-2.2).",
    ),
    "deal_removed": pN_(
        "option deal_removed standard",
        "The 9 removed cards stay aside unseen until the end of the game (NT-3.1).",
    ),
}


class NoThanksBook:
    """No Thanks!' :class:`~regelwerk.rulebook.book.GameBook`."""

    source: Final = Path(__file__).resolve().parent / "source"
    option_standards: Final = _STANDARD
    accent: Final = "#1d4f73"
    rule_prefix: Final = "NT-"
    # The Dutch source text calls the game "No Merci" and names no one; designer, publisher,
    # year and the titles of the German and French markets are the published game's (P),
    # with their public sources in docs/audit/facts.toml ([[published]]).
    credits: Final = Credits(
        designer="Thorsten Gimmler",
        publisher="AMIGO",
        published=True,
        year=2004,
        original=Title("Geschenkt", "… ist noch zu teuer!"),
        titles={
            "de": Title("Geschenkt", "… ist noch zu teuer!"),
            "fr": Title("No Merci"),
            "nl": Title("No Merci"),
        },
        sourced=frozenset({"No Merci"}),
    )

    def directives(self) -> Mapping[str, type[SphinxDirective]]:
        """The game's own Sphinx directives, by name."""
        from regelwerk.nothanks.book.components import (
            ChipsTable,
            Components,
            DealtTable,
            SetupPicture,
        )
        from regelwerk.nothanks.book.examples import NoThanksExample, NoThanksScore

        return {
            "components": Components,
            "chips-table": ChipsTable,
            "dealt-table": DealtTable,
            "setup-picture": SetupPicture,
            "nt-example": NoThanksExample,
            "nt-score": NoThanksScore,
        }

    def cover_picture(self, lang: str) -> str:
        """The cover's picture (SVG), described in ``lang``: the cards it shows."""
        from regelwerk.nothanks.book.described import cards_said
        from regelwerk.nothanks.pictures import COVER_CARDS, cover_svg

        return cover_svg(cards_said(COVER_CARDS, lang))

    def unset_option_rule(self, option: str) -> str | None:
        """The rule that holds while the option is unset (NT-2.2 for ``chips_per_player``)."""
        # chips_per_player=None: the count of NT-2.2 by number of players
        return {
            "chips_per_player": "NT-2.2",
            "highest_card": "NT-1.1",
            "removed_count": "NT-3.1",
        }.get(option)

    def option_basis(self, option: str) -> str:
        """Where the option comes from, as RULES.md gives it."""
        # RULES.md: the house rule is a ruling; dealing the removed cards is the source's
        # variant (how many each player gets is NT-7.1, R, which its text links)
        # The research options are rulings of this specification; no book lists them.
        return {
            "chips_per_player": "R",
            "deal_removed": "S",
            "highest_card": "R",
            "removed_count": "R",
        }[option]


BOOK: Final = NoThanksBook()
