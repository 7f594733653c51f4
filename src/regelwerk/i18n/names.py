"""Names of colours, rows, tiles and cards in the reader's language.

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

import decimal
from collections.abc import Iterable
from typing import Final

from babel.lists import format_list
from babel.numbers import format_decimal

from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.noreturn.tiles import Colour, Tile

__all__ = [
    "card_name",
    "colour_name",
    "format_cards",
    "format_colours",
    "format_items",
    "format_tiles",
    "number",
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


def number(value: int, lang: str) -> str:
    """A whole number as ``lang`` writes it (``format_decimal``: ``"1.000"`` in German).

    Logs may hold absurd numbers (a player count of 10**40); Babel rounds through
    :mod:`decimal`, whose default 28 digits would fail on them, so give it enough.

    >>> number(10**30, "de")
    '1.000.000.000.000.000.000.000.000.000.000'
    """
    with decimal.localcontext() as context:
        context.prec = max(context.prec, len(str(abs(value))) + 10)  # + the decimals it keeps
        return format_decimal(value, locale=resolve_language(lang))


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


def card_name(card: int, lang: str) -> str:
    """A No Thanks! card: its number as ``lang`` writes it."""
    return number(card, lang)


def format_cards(cards: Iterable[int], lang: str) -> str:
    """No Thanks! cards as a list in ``lang``: ``"3, 17 and 35"``."""
    return format_items([card_name(card, lang) for card in cards], lang)


def format_items(items: list[str], lang: str) -> str:
    """Words as a list in ``lang`` (``format_list``: "a, b and c"); nothing for no words."""
    return format_list(items, locale=resolve_language(lang)) if items else ""
