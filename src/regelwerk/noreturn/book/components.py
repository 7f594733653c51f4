"""``.. components::`` of No Return: the tiles of :data:`regelwerk.noreturn.TILESET` by colour."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

from regelwerk.noreturn import pictures
from regelwerk.noreturn.book.actions import hand_label
from regelwerk.noreturn.names import colour_name
from regelwerk.noreturn.tiles import TILESET, Colour
from regelwerk.rulebook.sphinxext.data import Cell, raw_svg, table
from regelwerk.rulebook.sphinxext.rules import prose

__all__ = ["Components"]


class Components(SphinxDirective):
    """The tile table, counted from the tile set; with ``:picture:``, the highest tile of
    every colour instead, set under NR-1.1's text (beside the table it was moved overleaf on
    its own, above NR-1.1's heading, tied to no text: en-r5 32)."""

    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {"picture": directives.flag}

    def run(self) -> list[nodes.Node]:
        """The table of the game's components, or the picture of its highest tiles."""
        lang = self.config.language or "en"
        if "picture" in self.options:
            highest = [max(t for t in TILESET if t.colour is colour) for colour in Colour]
            picture = pictures.hand_svg(highest, hand_label(highest, lang, "tiles"))
            caption = prose(self, "The highest tile of each colour", "picture-caption")
            return [raw_svg(picture), caption]
        counts = Counter(tile.colour for tile in TILESET)
        copies = Counter(TILESET)
        rows: list[list[Cell]] = []
        for colour in Colour:
            values = sorted({tile.value for tile in TILESET if tile.colour is colour})
            each = {copies[tile] for tile in copies if tile.colour is colour}
            rows.append(
                [
                    colour_name(colour, lang),
                    # plain bold at text size, not a code box (de-r3 46, en-r3 43)
                    nodes.strong(colour.value, colour.value),
                    f"{values[0]}\N{EN DASH}{values[-1]}",
                    "/".join(map(str, sorted(each))),
                    str(counts[colour]),
                ]
            )
        total = prose(self, "Total", "table-total")  # the sum has its label (nl-r3 30)
        rows.append([total, "", "", "", nodes.strong(str(len(TILESET)), str(len(TILESET)))])
        header = [
            prose(self, "Colour"),
            prose(self, "Letter"),
            prose(self, "Values"),
            prose(self, "Copies of each tile"),
            prose(self, "Tiles"),
        ]
        return [table(header, rows, "components")]
