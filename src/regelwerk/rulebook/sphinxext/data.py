"""Tables generated from the engines' constants, so a rulebook cannot drift from the code.

``.. components:: no-return`` counts the tiles of :data:`regelwerk.noreturn.TILESET` by
colour; ``.. components:: no-thanks`` prints the numbers of
:mod:`regelwerk.nothanks.components`; ``.. chips-table::`` the chips (NT-2.2) and removed
cards dealt (NT-7.1) by player count; ``.. options-table:: GAME`` every field of the game's
``Options`` with its default, name and meaning from the runtime catalog.  Column headers and
row labels are the rulebook's prose (translated through ``docs.po``); numbers, notation and
rule texts are data.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import MISSING, fields
from typing import Any

from docutils import nodes  # type: ignore[import-untyped, unused-ignore]
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from regelwerk import nothanks
from regelwerk.i18n import ruletexts
from regelwerk.noreturn import TILESET, Colour
from regelwerk.noreturn import Options as NROptions
from regelwerk.noreturn.names import colour_name
from regelwerk.rulebook import svg
from regelwerk.rulebook.sphinxext.rules import linked_text, prose, rule_ref, runtime

__all__ = ["ChipsTable", "Components", "OptionsTable", "setup", "table"]

Cell = Any  # a string, a docutils node or a list of nodes (docutils is untyped)


def _cell(value: Cell) -> nodes.entry:
    """A table cell: prose paragraphs stay translatable, data is marked as final."""
    entry = nodes.entry()
    if isinstance(value, nodes.paragraph):
        entry += value
    elif isinstance(value, str):
        entry += runtime(nodes.paragraph(value, value))
    elif isinstance(value, list):
        entry += runtime(nodes.paragraph("", "", *value))
    else:
        entry += runtime(nodes.paragraph("", "", value))
    return entry


def table(header: list[nodes.paragraph], rows: list[list[Cell]], *classes: str) -> nodes.table:
    """A docutils table; ``header`` cells are prose paragraphs, ``rows`` hold data."""
    tgroup = nodes.tgroup(cols=len(header))
    for _ in header:
        tgroup += nodes.colspec(colwidth=1)
    head = nodes.thead()
    row = nodes.row()
    for paragraph in header:
        entry = nodes.entry()
        entry += paragraph
        row += entry
    head += row
    tgroup += head
    body = nodes.tbody()
    for values in rows:
        row = nodes.row()
        for value in values:
            row += _cell(value)
        body += row
    tgroup += body
    return nodes.table("", tgroup, classes=["rulebook-table", *classes])


def raw_svg(markup: str) -> nodes.raw:
    """An SVG picture for the HTML (and the PDF made from it); other builders skip it."""
    return nodes.raw("", markup, format="html")


class Components(SphinxDirective):
    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0]
        if game == "no-return":
            return self._tiles()
        if game == "no-thanks":
            return self._cards()
        raise self.error(f"unknown game {game!r}")

    def _tiles(self) -> list[nodes.Node]:
        lang = self.config.language or "en"
        counts = Counter(tile.colour for tile in TILESET)
        copies = Counter(TILESET)
        rows: list[list[Cell]] = []
        for colour in Colour:
            values = sorted({tile.value for tile in TILESET if tile.colour is colour})
            each = {copies[tile] for tile in copies if tile.colour is colour}
            rows.append(
                [
                    colour_name(colour, lang),
                    nodes.literal(colour.value, colour.value),
                    f"{values[0]}\N{EN DASH}{values[-1]}",
                    "/".join(map(str, sorted(each))),
                    str(counts[colour]),
                ]
            )
        rows.append(["", "", "", "", nodes.strong(str(len(TILESET)), str(len(TILESET)))])
        header = [
            prose(self, "Colour"),
            prose(self, "Letter"),
            prose(self, "Values"),
            prose(self, "Copies of each tile"),
            prose(self, "Tiles"),
        ]
        highest = [max(t for t in TILESET if t.colour is colour) for colour in Colour]
        return [table(header, rows, "components"), raw_svg(svg.hand_svg(highest))]

    def _cards(self) -> list[nodes.Node]:
        lowest, highest = nothanks.LOWEST, nothanks.HIGHEST
        rows: list[list[Cell]] = [
            [prose(self, "Cards"), f"{nothanks.CARD_COUNT} ({lowest}\N{EN DASH}{highest})"],
            [prose(self, "Chips"), str(nothanks.TOTAL_CHIPS)],
            [prose(self, "Cards removed unseen at the start"), str(nothanks.REMOVED_COUNT)],
            [prose(self, "Cards in the draw pile"), str(nothanks.PILE_SIZE)],
        ]
        header = [prose(self, "Component"), prose(self, "Number")]
        picture = svg.cards_svg([int(lowest), int(highest)])
        return [table(header, rows, "components"), raw_svg(picture)]


class ChipsTable(SphinxDirective):
    """NT-2.2 and NT-7.1 by player count, from ``CHIPS_PER_PLAYER`` and ``DEALT_PER_SEAT``."""

    def run(self) -> list[nodes.Node]:
        rows: list[list[Cell]] = []
        for players, chips in sorted(nothanks.CHIPS_PER_PLAYER.items()):
            rows.append(
                [
                    str(players),
                    str(chips),
                    str(nothanks.TOTAL_CHIPS - players * chips),
                    str(nothanks.DEALT_PER_SEAT[players]),
                ]
            )
        header = [
            prose(self, "Players"),
            prose(self, "Chips for each player"),
            prose(self, "Chips left in the box"),
            prose(self, "Removed cards dealt to each player (option)"),
        ]
        return [table(header, rows, "chips")]


def _default(value: Any) -> Cell:
    if value is None:  # chips_per_player: the count of NT-2.2
        return [rule_ref("nt-2-2", "NT-2.2")]
    text = (
        {True: "true", False: "false"}.get(value, str(value))
        if isinstance(value, bool)
        else str(value)
    )
    return nodes.literal(text, text)


class OptionsTable(SphinxDirective):
    """Every option of a game: JSON name, default, what it is called and does."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0]
        options: Any = {"no-return": NROptions, "no-thanks": nothanks.Options}.get(game)
        if options is None:
            raise self.error(f"unknown game {game!r}")
        lang = self.config.language or "en"
        rows: list[list[Cell]] = []
        for field in fields(options):
            if field.name.startswith("_"):
                continue
            default = field.default if field.default is not MISSING else None
            rows.append(
                [
                    nodes.literal(field.name, field.name),
                    _default(default),
                    ruletexts.option_title(field.name, lang),
                    linked_text(ruletexts.option_text(field.name, lang), game),
                ]
            )
        header = [
            prose(self, "Option in a move log"),
            prose(self, "Default"),
            prose(self, "Name"),
            prose(self, "Effect"),
        ]
        return [table(header, rows, "options")]


def setup(app: Sphinx) -> None:
    app.add_directive("components", Components)
    app.add_directive("chips-table", ChipsTable)
    app.add_directive("options-table", OptionsTable)
