"""Tiles of No Return (NR-1): six colours, values 1 to 11, every tile twice.

A :class:`Tile` is a small immutable value with a notation round trip
(``Tile.parse("R11")``, ``str(tile) == "R11"``).  Each of the 66 distinct tiles exists once
as an object; a tile *is* its index in :data:`KINDS` (``int`` subclass), which makes
sorting, hashing and comparing hands as fast as comparing numbers.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from typing import Final, cast

from regelwerk.errors import NotationError, lookup_notation, notations
from regelwerk.noreturn.errortexts import TILE_FORM

__all__ = [
    "KINDS",
    "TILESET",
    "Colour",
    "Tile",
    "as_tiles",
    "format_tiles",
    "in_hand_order",
    "parse_tiles",
]


class Colour(enum.Enum):
    """The six colours, with the letters of NR-1.2, in the order the rows are kept."""

    RED = "R"
    ORANGE = "O"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"
    PURPLE = "P"

    @property
    def index(self) -> int:
        """The colour's place in the order R, O, Y, G, B, P (0 to 5)."""
        return _COLOUR_INDEX[self]

    @classmethod
    def from_letter(cls, letter: str) -> Colour:
        """The colour written ``letter`` (``R``, ``O``, ``Y``, ``G``, ``B``, ``P``; NR-1.2)."""
        try:
            return cls(letter)
        except ValueError:
            raise NotationError("colour", letter) from None

    def __repr__(self) -> str:
        return f"Colour.{self.name}"


COLOURS: Final = tuple(Colour)
_COLOUR_INDEX: Final = {colour: index for index, colour in enumerate(COLOURS)}
MAX_VALUE: Final = 11
_NOTATION: Final = re.compile(r"([ROYGBP])(1[01]|[1-9])")


class Tile(int):
    """One tile: a colour and a value from 1 to 11 (NR-1.1), written ``R11`` (NR-1.2).

    >>> Tile.parse("R11")
    Tile(Colour.RED, 11)
    >>> str(Tile(Colour.BLUE, 3)), Tile.parse("B3").value
    ('B3', 3)

    Tiles order by colour (R, O, Y, G, B, P), then value.  The two copies of a tile are
    interchangeable and therefore equal.
    """

    __slots__ = ()

    def __new__(cls, colour: Colour, value: int) -> Tile:
        if not isinstance(colour, Colour) or not (isinstance(value, int) and 1 <= value <= 11):
            raise NotationError("tile", (colour, value))
        return KINDS[_COLOUR_INDEX[colour] * MAX_VALUE + value - 1]

    @classmethod
    def parse(cls, text: object) -> Tile:
        """The tile written ``text`` (``"R11"``); raises :class:`NotationError` otherwise."""
        return lookup_notation(_BY_NAME, text, "tile", TILE_FORM)

    @property
    def colour(self) -> Colour:
        """The tile's colour (NR-1.1)."""
        return COLOURS[int(self) // MAX_VALUE]

    @property
    def value(self) -> int:
        """The tile's value, 1 to 11 (NR-1.1)."""
        return int(self) % MAX_VALUE + 1

    def __str__(self) -> str:
        return NAMES[self]

    def __repr__(self) -> str:
        return f"Tile(Colour.{self.colour.name}, {self.value})"

    def __reduce__(self) -> tuple[type[Tile], tuple[Colour, int]]:
        return (Tile, (self.colour, self.value))

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, memo: object) -> Tile:
        return self


def _make_kinds() -> tuple[Tile, ...]:
    return tuple(int.__new__(Tile, index) for index in range(len(COLOURS) * MAX_VALUE))


KINDS: Final[tuple[Tile, ...]] = _make_kinds()
"""The 66 distinct tiles in order: R1 … R11, O1 … P11."""
NAMES: Final = tuple(
    f"{COLOURS[i // MAX_VALUE].value}{i % MAX_VALUE + 1}" for i in range(len(KINDS))
)
"""``NAMES[tile]``: a tile's notation (``str(tile)``, ``"R11"``) by table lookup, for the
writers of logs, which name tiles by the thousand."""
_BY_NAME: Final = {name: KINDS[i] for i, name in enumerate(NAMES)}
VALUE: Final = tuple(i % MAX_VALUE + 1 for i in range(len(KINDS)))
"""``VALUE[tile]``: a tile's value by table lookup, for the engine's inner loops."""
COLOUR_OF: Final = tuple(i // MAX_VALUE for i in range(len(KINDS)))
"""``COLOUR_OF[tile]``: a tile's colour index by table lookup."""

TILESET: Final[tuple[Tile, ...]] = tuple(tile for tile in KINDS for _ in range(2))
"""All 132 tiles of a game (NR-1.1), sorted."""


def as_tiles(values: Iterable[object]) -> tuple[Tile, ...]:
    """``values`` as a tuple of tiles, refusing anything that is not a :class:`Tile` -- an
    ``int`` (``True`` among them), a float or a string -- with :class:`NotationError`."""
    try:
        tiles = tuple(values)
    except TypeError:  # not even a collection
        raise NotationError("tiles", values) from None
    for value in tiles:
        if type(value) is not Tile:
            raise NotationError("tile", value, form=TILE_FORM)
    return cast(tuple[Tile, ...], tiles)  # each checked above


def tiles_or_notation(values: Iterable[object]) -> tuple[Tile, ...]:
    """``values`` as a tuple of tiles, each a :class:`Tile` or its notation (``"R11"``):
    what a caller passes as a draw.  Anything else -- an ``int``, a float, a bad text --
    raises :class:`NotationError` naming it and saying how a tile is written."""
    if isinstance(values, str | bytes):  # one text is no list of tiles ("R1 R2" neither)
        raise NotationError("tiles", values, form=TILE_FORM)
    try:
        listed = tuple(values)
    except TypeError:
        raise NotationError("tiles", values, form=TILE_FORM) from None
    return tuple(value if type(value) is Tile else Tile.parse(value) for value in listed)


def parse_tiles(texts: Iterable[str]) -> tuple[Tile, ...]:
    """Parse a list of tile notations (``["R11", "B3"]`` or ``"R11 B3".split()``); anything
    else raises :class:`NotationError`."""
    return tuple(Tile.parse(text) for text in notations(texts, "tiles", TILE_FORM))


def in_hand_order(tiles: Iterable[Tile]) -> list[Tile]:
    """``tiles`` as a player holds them and every picture shows them: by colour (red first,
    as :class:`Colour` lists them), each colour from high to low.  Words that name tiles
    beside a picture (a rulebook's action line and its verdict) follow the same order, so
    that a reader finds them left to right (fr-r7 22, en-r7 18)."""
    return sorted(tiles, key=lambda tile: (tile.colour.index, -tile.value))


def format_tiles(tiles: Iterable[Tile]) -> str:
    """The tiles in notation, space-separated, in the given order; anything but tiles raises
    :class:`NotationError`."""
    try:
        return " ".join(NAMES[tile] for tile in tiles)
    except (KeyError, IndexError, TypeError):  # no cost on the way that works
        raise NotationError("tiles", tiles) from None
