"""Pictures of No Return: tiles, hands, rows and positions for its rulebook, the whole table
for notebooks and the replay page, tiles in colour for a terminal.

A tile always shows its colour letter and its value as black text on a pale fill, so the
pictures read in black and white and for a colour-blind reader (red and purple look alike
on the real tiles too); the colour only helps.  A tile a seat cannot see is drawn face
down, with a "?".  The whole table (:func:`table_svg`) is drawn through the shared layers'
:class:`~regelwerk.pictures.GamePictures` (:data:`PICTURES`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regelwerk.noreturn.tiles import Colour, Tile, format_tiles
from regelwerk.pictures.frame import FONT, GAP, document, stack

__all__ = [
    "cover_rows",
    "cover_svg",
    "face_down",
    "hand_svg",
    "painted",
    "pile_svg",
    "position_svg",
    "rows_body",
    "rows_svg",
    "tile_body",
    "tile_svg",
]

TILE_W: Final = 34
TILE_H: Final = 44
LABEL_W: Final = 22  # room for the colour letter in front of a row

# (light fill, dark stroke): the fill stays pale so that black text keeps its contrast.
_PALETTE: Final = {
    Colour.RED: ("#f6c9c4", "#b3261e"),
    Colour.ORANGE: ("#fbd9b5", "#b85c00"),
    Colour.YELLOW: ("#fbf0a8", "#8a7400"),
    Colour.GREEN: ("#c9e8c4", "#2e7d32"),
    Colour.BLUE: ("#c6dbf5", "#1f5fa8"),
    Colour.PURPLE: ("#e1cdf0", "#6a3d9a"),
}


# ANSI styles for a terminal (regelwerk.pictures.terminal): bold, in the tile's colour.
_TERMINAL: Final = {
    Colour.RED: "1;31",
    Colour.ORANGE: "1;38;5;208",
    Colour.YELLOW: "1;33",
    Colour.GREEN: "1;32",
    Colour.BLUE: "1;34",
    Colour.PURPLE: "1;35",
}


def painted(tiles: Sequence[Tile], color: bool) -> str:
    """The tiles in notation (:func:`format_tiles`), each in its colour when ``color``."""
    if not color:
        return format_tiles(tiles)
    from regelwerk.pictures.terminal import paint

    return " ".join(paint(str(tile), _TERMINAL[tile.colour]) for tile in tiles)


def face_down(x: int, y: int) -> str:
    """A tile its viewer cannot see: grey, with a "?"."""
    return (
        f'<g class="tile hidden"><rect x="{x + 1}" y="{y + 1}" width="{TILE_W - 2}" '
        f'height="{TILE_H - 2}" rx="5" fill="#d9d9d9" stroke="#555" stroke-width="2"/>'
        f'<text x="{x + TILE_W // 2}" y="{y + 29}" font-size="15" text-anchor="middle" '
        f"{FONT}>?</text></g>"
    )


def tile_body(x: int, y: int, tile: Tile) -> str:
    """The SVG body of one tile with its top left corner at ``(x, y)``."""
    fill, stroke = _PALETTE[tile.colour]
    letter = tile.colour.value
    return (
        f'<g class="tile" data-tile="{tile}">'
        f'<rect x="{x + 1}" y="{y + 1}" width="{TILE_W - 2}" height="{TILE_H - 2}" rx="5" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
        f'<text x="{x + 5}" y="{y + 13}" font-size="10" {FONT}>{letter}</text>'
        f'<text x="{x + TILE_W // 2}" y="{y + 34}" font-size="17" font-weight="bold" '
        f'text-anchor="middle" {FONT}>{tile.value}</text>'
        "</g>"
    )


def tile_svg(tile: Tile) -> str:
    """One tile."""
    return document(TILE_W, TILE_H, str(tile), tile_body(0, 0, tile), "tiles")


def hand_svg(tiles: Sequence[Tile], label: str | None = None, *, scale: float = 1) -> str:
    """Tiles side by side, in the order given (a hand, a payment, a score pile); ``label``
    (for screen readers, in the book's language) defaults to the notation; drawn ``scale``
    times the size of one tile (:func:`~regelwerk.pictures.frame.document`)."""
    body = "".join(tile_body(i * (TILE_W + GAP), 0, tile) for i, tile in enumerate(tiles))
    width = len(tiles) * (TILE_W + GAP) - GAP
    return document(width, TILE_H, label or format_tiles(tiles), body, "tiles", scale=scale)


def rows_body(rows: Sequence[Sequence[Tile]], top: int) -> tuple[str, int, int]:
    """The SVG body of a seat's rows from ``top`` down (one line per colour that has
    tiles, its letter in front), with its width and the height it ends at."""
    parts, width, y = [], 0, top
    for colour, row in zip(Colour, rows, strict=True):
        if not row:
            continue
        parts.append(
            f'<text x="2" y="{y + 28}" font-size="14" font-weight="bold" {FONT}>'
            f"{colour.value}</text>"
        )
        parts.extend(tile_body(LABEL_W + i * (TILE_W + GAP), y, tile) for i, tile in enumerate(row))
        width = max(width, LABEL_W + len(row) * (TILE_W + GAP) - GAP)
        y += TILE_H + GAP
    return "".join(parts), width, y - GAP


def rows_svg(rows: Sequence[Sequence[Tile]], label: str | None = None, *, scale: float = 1) -> str:
    """A player's rows, one line per colour in :class:`Colour` order, highest tile first;
    ``label`` and ``scale`` as for :func:`hand_svg`."""
    body, width, height = rows_body(rows, 0)
    label = label or "; ".join(format_tiles(row) for row in rows if row)
    return document(width, height, label, body, "rows", scale=scale)


def position_svg(
    rows: Sequence[Sequence[Tile]], hand: Sequence[Tile], label: str | None = None
) -> str:
    """A player's rows above a dashed line, their hand below it; ``label`` as for
    :func:`hand_svg`."""
    body, width, height = rows_body(rows, 0)
    top = height + 3 * GAP if height > 0 else 0
    line = (
        f'<line x1="0" y1="{top - GAP - 2}" x2="{max(width, 1)}" y2="{top - GAP - 2}" '
        'stroke="#000" stroke-dasharray="4 3"/>'
        if height > 0
        else ""
    )
    hand_body = "".join(
        tile_body(LABEL_W + i * (TILE_W + GAP), top, tile) for i, tile in enumerate(hand)
    )
    width = max(width, LABEL_W + len(hand) * (TILE_W + GAP) - GAP)
    shown_rows = "; ".join(format_tiles(row) for row in rows if row)
    label = label or " | ".join(part for part in (shown_rows, format_tiles(hand)) if part)
    return document(width, top + TILE_H, label, body + line + hand_body, "position")


def cover_rows() -> list[tuple[Tile, ...]]:
    """What the cover shows: six descending rows, one per colour, as a player builds them."""
    starts = (11, 10, 9, 11, 8, 10)
    return [
        tuple(Tile(colour, value) for value in range(start, max(start - 5, 0), -2))
        for colour, start in zip(Colour, starts, strict=True)
    ]


def cover_svg(label: str | None = None) -> str:
    """The cover: :func:`cover_rows`; ``label`` as for :func:`hand_svg`."""
    return rows_svg(cover_rows(), label).replace(
        'class="rulebook-picture rows"', 'class="rulebook-picture cover"'
    )


def pile_svg(count: int, caption: str, label: str | None = None, *, scale: float = 1) -> str:
    """A score pile as the rules lay it, face down (NR-7.4): a few blank tile backs,
    stacked, and ``caption`` (how many tiles, in words: "2 tiles") in small type under the
    stack; a number on a back read as a tile's value (en-r6 18, de-r6, fr-r6 10).  ``scale``
    as for :func:`hand_svg`."""
    body, width, height = stack((TILE_W, TILE_H, 5, "#555"), count, caption)
    return document(width, height, label or caption, body, "tiles pile", scale=scale)


def bag_svg(count: int, label: str | None = None, *, scale: float = 1) -> str:
    """The bag with the number of tiles in it; ``scale`` as for :func:`hand_svg`."""
    body = (
        '<path d="M22 14 Q10 4 20 2 L44 2 Q54 4 42 14 Q62 30 58 52 Q56 64 32 64 '
        'Q8 64 6 52 Q2 30 22 14 Z" fill="#e8dcc8" stroke="#000" stroke-width="2"/>'
        '<line x1="20" y1="14" x2="44" y2="14" stroke="#000" stroke-width="2"/>'
        f'<text x="32" y="46" font-size="18" font-weight="bold" text-anchor="middle" {FONT}>'
        f"{count}</text>"
    )
    return document(64, 66, label or str(count), body, "bag", scale=scale)
