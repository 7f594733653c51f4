"""The rulebook of No Return: its sources, directives, pictures and cover (``BOOK``).

The shared rulebook layer (:mod:`regelwerk.rulebook`) finds ``BOOK`` through
:func:`regelwerk.rulebook.book.book_of`; everything here is No Return's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Final

from sphinx.util.docutils import SphinxDirective

from regelwerk.i18n.ruletexts import Msg, pN_
from regelwerk.rulebook.book import Credits, Title

__all__ = ["BOOK", "NoReturnBook"]

# TRANSLATORS: the variants table, column "Standard rules": what holds when the variant is
# not played (one sentence; the rule id stays).
_STANDARD: Final[dict[str, Msg]] = {
    "minimal_payment": pN_(
        "option minimal_payment standard",
        "A payment may be worth more than the cleared tiles (NR-7.3).",
    ),
}


class NoReturnBook:
    """No Return's :class:`~regelwerk.rulebook.book.GameBook`."""

    source: Final = Path(__file__).resolve().parent / "source"
    option_standards: Final = _STANDARD
    accent: Final = "#7b2d26"
    rule_prefix: Final = "NR-"
    # The four source texts give the title and its subtitle but name neither a designer nor
    # a publisher: those, and the year, are the published game's (P), with their public
    # sources in docs/audit/facts.toml ([[published]]).  The game is sold under its German
    # title only: a book in another language prints the name, and the German title whole as
    # the original (a bare German subtitle read as a mistake to every other market's reader).
    credits: Final = Credits(
        designer="Marco Teubner",
        publisher="moses. Verlag",
        published=True,
        year=2019,
        original=Title("No Return", "Es gibt kein Zurück!"),
        titles={lang: Title("No Return") for lang in ("en", "fr", "es", "nl")},
        sourced=frozenset({"No Return"}),
    )

    def directives(self) -> Mapping[str, type[SphinxDirective]]:
        """The game's own Sphinx directives, by name."""
        from regelwerk.noreturn.book.components import Components
        from regelwerk.noreturn.book.examples import NoReturnExample
        from regelwerk.noreturn.book.setup import SetupPicture

        return {
            "components": Components,
            "nr-example": NoReturnExample,
            "setup-picture": SetupPicture,
        }

    def cover_picture(self, lang: str) -> str:
        """The cover's picture (SVG), described in ``lang``: the rows it shows."""
        from regelwerk.noreturn.book.actions import position_label
        from regelwerk.noreturn.pictures import cover_rows, cover_svg

        return cover_svg(position_label(cover_rows(), (), lang))

    def unset_option_rule(self, option: str) -> str | None:
        """The rule that holds while the option is unset: none in No Return."""
        return None

    def option_basis(self, option: str) -> str:
        """Where the option comes from, as RULES.md gives it."""
        return {"minimal_payment": "R"}[option]  # RULES.md, No Return's options

    def foreign_words(self, lang: str) -> tuple[str, ...]:
        """The English colour names NR-1.2 quotes to explain the letters (Y = *yellow*),
        where they are not the book's own words (French *orange* is French)."""
        from regelwerk.noreturn.names import colour_name
        from regelwerk.noreturn.tiles import Colour

        english = {colour: colour_name(colour, "en") for colour in Colour}
        return tuple(word for colour, word in english.items()
                     if word.casefold() != colour_name(colour, lang).casefold())  # fmt: skip


BOOK: Final = NoReturnBook()
