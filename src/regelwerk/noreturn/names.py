"""Names of No Return's colours, rows and tiles in the reader's language.

>>> tile_name("R11", "en"), tile_name("R11", "de")
('red 11', 'Rot 11')
>>> format_tiles(["R5", "R3", "B2"], "de")
'Rot 5, Rot 3 und Blau 2'
>>> tiles_phrase(["R1", "R1", "B2"], "en"), tiles_phrase(["R9"], "de", dative=True)
('the two red 1s and the blue 2', 'der roten 9')

Each language decides how a tile is named (``"11 rouge"`` in French, ``"rode 11"`` in
Dutch): the catalog holds one name pattern per colour.  Colours have two forms: the colour
on its own (``colour_name``: lists such as "red and blue") and the colour's row
(``row_name``: "red row", "rote Reihe", "rangée verte"), so that each language can make
the adjective agree with its word for row.

A sentence names tiles with their article (:func:`tiles_phrase`: "the red 5", "die rote 9",
"le 5 rouge", "el 5 rojo", "de rode 5"), both copies of a tile once ("the two red 1s"), in
German in the case the sentence needs (``dative=True``: "mit der roten 9").  Messages and the
rulebooks' sentences both use it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Final

from regelwerk.i18n.markers import Msg, pN_, translate
from regelwerk.i18n.names import format_items, number
from regelwerk.noreturn.tiles import Colour, Tile

__all__ = [
    "PIECES",
    "action_name",
    "colour_name",
    "format_colours",
    "format_tiles",
    "row_name",
    "tile_name",
    "tiles_phrase",
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

_ONE: Final[dict[Colour, Msg]] = {
    # TRANSLATORS: a tile with its article, as the subject or object of a sentence ("the red 7").
    Colour.RED: pN_("tile R with article", "the red {value}"),
    Colour.ORANGE: pN_("tile O with article", "the orange {value}"),
    Colour.YELLOW: pN_("tile Y with article", "the yellow {value}"),
    Colour.GREEN: pN_("tile G with article", "the green {value}"),
    Colour.BLUE: pN_("tile B with article", "the blue {value}"),
    Colour.PURPLE: pN_("tile P with article", "the purple {value}"),
}
_TWO: Final[dict[Colour, Msg]] = {
    # TRANSLATORS: both copies of one tile, as the subject or object of a sentence
    # ("the two red 1s").
    Colour.RED: pN_("tiles R with article", "the two red {value}s"),
    Colour.ORANGE: pN_("tiles O with article", "the two orange {value}s"),
    Colour.YELLOW: pN_("tiles Y with article", "the two yellow {value}s"),
    Colour.GREEN: pN_("tiles G with article", "the two green {value}s"),
    Colour.BLUE: pN_("tiles B with article", "the two blue {value}s"),
    Colour.PURPLE: pN_("tiles P with article", "the two purple {value}s"),
}
_ONE_DATIVE: Final[dict[Colour, Msg]] = {
    # TRANSLATORS: a tile with its article where the sentence needs the dative ("mit der
    # roten 7"); in a language without cases the same as "tile R with article".
    Colour.RED: pN_("tile R dative", "the red {value}"),
    Colour.ORANGE: pN_("tile O dative", "the orange {value}"),
    Colour.YELLOW: pN_("tile Y dative", "the yellow {value}"),
    Colour.GREEN: pN_("tile G dative", "the green {value}"),
    Colour.BLUE: pN_("tile B dative", "the blue {value}"),
    Colour.PURPLE: pN_("tile P dative", "the purple {value}"),
}
_TWO_DATIVE: Final[dict[Colour, Msg]] = {
    # TRANSLATORS: both copies of one tile in the dative ("mit den beiden roten 1"); in a
    # language without cases the same as "tiles R with article".
    Colour.RED: pN_("tiles R dative", "the two red {value}s"),
    Colour.ORANGE: pN_("tiles O dative", "the two orange {value}s"),
    Colour.YELLOW: pN_("tiles Y dative", "the two yellow {value}s"),
    Colour.GREEN: pN_("tiles G dative", "the two green {value}s"),
    Colour.BLUE: pN_("tiles B dative", "the two blue {value}s"),
    Colour.PURPLE: pN_("tiles P dative", "the two purple {value}s"),
}

_ACTIONS: Final[dict[str, Msg]] = {
    # TRANSLATORS: a turn's action named in a sentence, never the log's keyword: "The turn
    # records more than one action: an exchange and a pass."
    "play": pN_("log action play", "a play"),
    "exchange": pN_("log action exchange", "an exchange"),
    "clear": pN_("log action clear", "a clear"),
    "pass": pN_("log action pass", "a pass"),
}


def action_name(key: str, lang: str) -> str | None:
    """A log's action key in words (``"exchange"`` → "an exchange", "Tauschen"), or ``None``
    for a key that names no action."""
    return translate(_ACTIONS[key], lang) if key in _ACTIONS else None


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


def tiles_phrase(tiles: Iterable[Tile | str], lang: str, *, dative: bool = False) -> str:
    """Tiles with their articles as a list, in the order given, both copies of a tile once:
    ``"the two red 1s and the blue 2"``; ``dative``: in the case that German needs after
    "mit", "aus", "von" ("der roten 9")."""
    copies = Counter(_tile(tile) for tile in tiles)
    one, two = (_ONE_DATIVE, _TWO_DATIVE) if dative else (_ONE, _TWO)
    names = [
        translate((two if copies[tile] > 1 else one)[tile.colour], lang).format(
            value=number(tile.value, lang)
        )
        for tile in copies  # a Counter keeps the order of first appearance
    ]
    return format_items(names, lang)


def format_colours(colours: Iterable[Colour | str], lang: str) -> str:
    """Colours as a list in ``lang``: ``"red and blue"``."""
    return format_items([colour_name(colour, lang) for colour in colours], lang)


_TILE: Final = re.compile(r"[ROYGBP](?:1[01]|[1-9])")
_COLOUR_KEYS: Final = frozenset({"colour", "colours"})
"""Data keys whose letters are colours (``"R"`` → "red"); elsewhere a string stays as it is."""


def _all_tiles(values: tuple[str, ...]) -> bool:
    return bool(values) and all(_TILE.fullmatch(value) for value in values)


class _Pieces:
    """Tiles, colours and action keys in violation data
    (:class:`~regelwerk.i18n.gametexts.PieceNames`): tiles with their article as a sentence
    needs them ("the red 5"; ``{key}_dative`` the German dative, "der roten 5")."""

    def name(self, key: str, value: str, lang: str, notation: bool) -> str | None:
        if key in _COLOUR_KEYS:
            return colour_name(value, lang)
        if key == "actions":
            return action_name(value, lang)
        if _TILE.fullmatch(value):
            return value if notation else tiles_phrase((value,), lang)
        return None

    def names(self, key: str, values: tuple[str, ...], lang: str, notation: bool) -> str | None:
        if notation or not _all_tiles(values):
            return None
        return tiles_phrase(values, lang)

    def derived(
        self, key: str, value: str | tuple[str, ...], lang: str, notation: bool
    ) -> Mapping[str, str]:
        if key == "colour" and isinstance(value, str):
            return {f"{key}_row": row_name(value, lang)}
        values = (value,) if isinstance(value, str) else value
        if not _all_tiles(values):
            return {}
        dative = (
            format_items(list(values), lang)
            if notation
            else tiles_phrase(values, lang, dative=True)
        )
        return {f"{key}_dative": dative}


PIECES: Final = _Pieces()
"""How No Return's messages name tiles ("red 11") and colours ("red", "red row")."""
