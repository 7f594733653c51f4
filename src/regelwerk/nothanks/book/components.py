"""No Thanks!' tables and setup picture, from :mod:`regelwerk.nothanks.components`.

``.. components::`` the cards and chips; ``.. chips-table::`` the chips (NT-2.2) and
``.. dealt-table::`` the removed cards dealt (NT-7.1) by player count; ``.. setup-picture::``
the table after the setup.
"""

from __future__ import annotations

from typing import ClassVar, Final

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

from regelwerk import nothanks
from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.nothanks import pictures
from regelwerk.nothanks.book.described import cards_said, chips_said, pile_said
from regelwerk.nothanks.book.examples import chips_label
from regelwerk.nothanks.table import stack_said
from regelwerk.rulebook.sphinxext.data import Cell, raw_svg, table
from regelwerk.rulebook.sphinxext.examples import player_name, stage
from regelwerk.rulebook.sphinxext.rules import prose

__all__ = ["ChipsTable", "Components", "DealtTable", "SetupPicture"]

_LABELS: Final[dict[str, Msg]] = {
    # TRANSLATORS: labels of the setup picture in the No Thanks! rulebook.
    "pile": pN_("book label draw pile", "Draw pile (face down)"),
    "removed": pN_("book label removed cards", "Removed cards (unseen)"),
}


class Components(SphinxDirective):
    """The cards and chips, and the lowest and highest card."""

    def run(self) -> list[nodes.Node]:
        """The table of the game's components."""
        lowest, highest = nothanks.LOWEST, nothanks.HIGHEST
        rows: list[list[Cell]] = [
            [prose(self, "Cards"), f"{nothanks.CARD_COUNT} ({lowest}\N{EN DASH}{highest})"],
            [prose(self, "Chips"), str(nothanks.TOTAL_CHIPS)],
            [prose(self, "Cards removed unseen at the start"), str(nothanks.REMOVED_COUNT)],
            [prose(self, "Cards in the draw pile"), str(nothanks.PILE_SIZE)],
        ]
        header = [prose(self, "Component"), prose(self, "Number")]
        ends = [int(lowest), int(highest)]
        picture = pictures.cards_svg(ends, cards_said(ends, self.config.language or "en"))
        caption = prose(self, "The lowest and highest cards", "picture-caption")
        # the picture beside the table, in one block with it: below it, the picture was
        # pushed overleaf, away from NT-1.1 (fr-r7 23, de-r7 22)
        figure = nodes.container("", raw_svg(picture), caption, classes=["components-figure"])
        block = nodes.container("", figure, table(header, rows, "components"))
        block["classes"].append("components-block")
        return [block]


class ChipsTable(SphinxDirective):
    """NT-2.2 by player count, from ``CHIPS_PER_PLAYER``: the standard game only."""

    def run(self) -> list[nodes.Node]:
        """The table of chips per player count (NT-2.2)."""
        rows: list[list[Cell]] = [
            [str(players), str(chips), str(nothanks.TOTAL_CHIPS - players * chips)]
            for players, chips in sorted(nothanks.CHIPS_PER_PLAYER.items())
        ]
        header = [
            prose(self, "Players"),
            prose(self, "Chips for each player"),
            prose(self, "Chips left in the box"),
        ]
        return [table(header, rows, "chips")]


class DealtTable(SphinxDirective):
    """NT-7.1 by player count, from ``DEALT_PER_SEAT``: the variant's own table, under its
    rule (in NT-2.2's table a new player setting up the standard game met variant data:
    en-r7 22)."""

    def run(self) -> list[nodes.Node]:
        """The table of removed cards dealt to each player (NT-7.1)."""
        rows: list[list[Cell]] = [
            [str(players), str(dealt)] for players, dealt in sorted(nothanks.DEALT_PER_SEAT.items())
        ]
        # the table follows NT-7.1, a ruling for 5 players, and stands in that rule's box,
        # whose label carries the mark (F-OPTION-MARKS): a mark in its header repeated it
        # (fr-r8 10, nl-r8 28)
        header: list[Cell] = [prose(self, "Players"), prose(self, "Removed cards per player")]
        return [table(header, rows, "dealt")]


class SetupPicture(SphinxDirective):
    """The table after the setup (NT-2.2, NT-3.1) for ``:players:`` players."""

    option_spec: ClassVar = {"players": directives.positive_int}

    def run(self) -> list[nodes.Node]:
        """The picture of the setup for the ``players`` option."""
        lang = self.config.language or "en"
        players = self.options.get("players", 3)
        chips = nothanks.CHIPS_PER_PLAYER[players]
        box = nodes.container(classes=["rulebook-setup", "rulebook-example"])
        for key, cards in (("pile", nothanks.PILE_SIZE), ("removed", nothanks.REMOVED_COUNT)):
            # the count under blank backs: a "9" on a card read as card 9 (en-r6 18)
            picture = pictures.face_down_svg(cards, stack_said(cards, lang), pile_said(cards, lang))
            box += stage(translate(_LABELS[key], lang), raw_svg(picture))
        dealt = [chips] * players
        names = [player_name(seat) for seat in range(players)]
        picture = pictures.chips_svg(dealt, chips_said(dealt, lang), names)
        box += stage(chips_label(players, lang), raw_svg(picture))
        return [box]
