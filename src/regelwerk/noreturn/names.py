"""Names of No Return's colours, rows and tiles in the reader's language.

>>> tile_name("R11", "en"), tile_name("R11", "de")
('red 11', 'Rot 11')
>>> format_tiles(["R5", "R3", "B2"], "de")
'Rot 5, Rot 3 und Blau 2'

Each language decides how a tile is named (``"11 rouge"`` in French, ``"rode 11"`` in
Dutch): the catalog holds one name pattern per colour.  Colours have two forms: the colour
on its own (``colour_name``: lists such as "red and blue") and the colour's row
(``row_name``: "red row", "rote Reihe", "rangée verte"), so that each language can make
the adjective agree with its word for row.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Final

from regelwerk.i18n.markers import Msg, pN_, translate
from regelwerk.i18n.names import format_items, number
from regelwerk.noreturn.tiles import Colour, Tile

__all__ = [
    "PIECES",
    "colour_name",
    "format_colours",
    "format_tiles",
    "row_name",
    "tile_name",
]

_COLOURS: Final[dict[Colour, Msg]] = {
    Colour.RED: pN_("colour R", "red"),
    Colour.ORANGE: pN_("colour O", "orange"),
    Colour.YELLOW: pN_("colour Y", "yellow"),
    Colour.GREEN: pN_("colour G", "green"),
    Colour.BLUE: pN_("colour B", "blue"),
    Colour.PURPLE: pN_("colour P", "purple"),
}
_ROWS: Final[dict[Colour, Msg]] = {
    Colour.RED: pN_("row R", "red row"),
    Colour.ORANGE: pN_("row O", "orange row"),
    Colour.YELLOW: pN_("row Y", "yellow row"),
    Colour.GREEN: pN_("row G", "green row"),
    Colour.BLUE: pN_("row B", "blue row"),
    Colour.PURPLE: pN_("row P", "purple row"),
}
_TILES: Final[dict[Colour, Msg]] = {
    # TRANSLATORS: a tile's name; {value} is its value, 1 to 11 ("red 11").
    Colour.RED: pN_("tile R", "red {value}"),
    Colour.ORANGE: pN_("tile O", "orange {value}"),
    Colour.YELLOW: pN_("tile Y", "yellow {value}"),
    Colour.GREEN: pN_("tile G", "green {value}"),
    Colour.BLUE: pN_("tile B", "blue {value}"),
    Colour.PURPLE: pN_("tile P", "purple {value}"),
}


def _colour(colour: Colour | str) -> Colour:
    return colour if isinstance(colour, Colour) else Colour.from_letter(colour)


def _tile(tile: Tile | str) -> Tile:
    return tile if isinstance(tile, Tile) else Tile.parse(tile)


def colour_name(colour: Colour | str, lang: str) -> str:
    """A colour on its own (``"R"`` → ``"red"``, ``"Rot"``, ``"rouge"``, ``"rojo"``, ``"rood"``)."""
    return translate(_COLOURS[_colour(colour)], lang)


def row_name(colour: Colour | str, lang: str) -> str:
    """The row of a colour, without article (``"red row"``, ``"rote Reihe"``)."""
    return translate(_ROWS[_colour(colour)], lang)


def tile_name(tile: Tile | str, lang: str) -> str:
    """A tile's name (``"R11"`` → ``"red 11"``, ``"Rot 11"``, ``"11 rouge"``)."""
    tile = _tile(tile)
    return translate(_TILES[tile.colour], lang).format(value=number(tile.value, lang))


def format_tiles(tiles: Iterable[Tile | str], lang: str) -> str:
    """Tiles as a list in ``lang``: ``"Rot 5, Rot 3 und Blau 2"`` (Babel's lists)."""
    return format_items([tile_name(tile, lang) for tile in tiles], lang)


def format_colours(colours: Iterable[Colour | str], lang: str) -> str:
    """Colours as a list in ``lang``: ``"red and blue"``."""
    return format_items([colour_name(colour, lang) for colour in colours], lang)


_TILE: Final = re.compile(r"[ROYGBP](?:1[01]|[1-9])")
_COLOUR_KEYS: Final = frozenset({"colour", "colours"})
"""Data keys whose letters are colours (``"R"`` → "red"); elsewhere a string stays as it is."""


class _Pieces:
    """Tiles and colours in violation data (:class:`~regelwerk.i18n.gametexts.PieceNames`)."""

    def name(self, key: str, value: str, lang: str, notation: bool) -> str | None:
        if key in _COLOUR_KEYS:
            return colour_name(value, lang)
        if _TILE.fullmatch(value):
            return value if notation else tile_name(value, lang)
        return None

    def derived(self, key: str, value: str, lang: str) -> Mapping[str, str]:
        return {f"{key}_row": row_name(value, lang)} if key == "colour" else {}


PIECES: Final = _Pieces()
"""How No Return's messages name tiles ("red 11") and colours ("red", "red row")."""
