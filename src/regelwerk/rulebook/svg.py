"""SVG pictures for the rulebooks: tiles, rows and hands of No Return, cards of No Thanks.

Every picture must read in black and white (a printed rulebook, a colour-blind reader), so a
tile always shows its colour letter and its value as text; the colour only helps.  The
pictures carry data, never words: captions are prose and live in the translated rulebook.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Final

from regelwerk.noreturn.tiles import Colour, Tile, format_tiles

__all__ = ["card_row", "cards_svg", "hand_svg", "position_svg", "rows_svg", "tile_svg"]

TILE_W: Final = 34
TILE_H: Final = 44
GAP: Final = 4
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


def _tile(x: int, y: int, tile: Tile) -> str:
    fill, stroke = _PALETTE[tile.colour]
    letter = tile.colour.value
    return (
        f'<g class="tile" data-tile="{tile}">'
        f'<rect x="{x + 1}" y="{y + 1}" width="{TILE_W - 2}" height="{TILE_H - 2}" rx="5" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
        f'<text x="{x + 5}" y="{y + 13}" font-size="10" font-family="sans-serif" '
        f'fill="#000">{letter}</text>'
        f'<text x="{x + TILE_W // 2}" y="{y + 34}" font-size="17" font-weight="bold" '
        f'font-family="sans-serif" text-anchor="middle" fill="#000">{tile.value}</text>'
        "</g>"
    )


def _svg(width: int, height: int, label: str, body: str, kind: str) -> str:
    width, height = max(width, 1), max(height, 1)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rulebook-picture {kind}" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{escape(label)}"><title>{escape(label)}</title>{body}</svg>'
    )


def tile_svg(tile: Tile) -> str:
    """One tile."""
    return _svg(TILE_W, TILE_H, str(tile), _tile(0, 0, tile), "tiles")


def hand_svg(tiles: Sequence[Tile]) -> str:
    """Tiles side by side, in the order given (a hand, a payment, the tiles of an action)."""
    body = "".join(_tile(i * (TILE_W + GAP), 0, tile) for i, tile in enumerate(tiles))
    width = len(tiles) * (TILE_W + GAP) - GAP
    return _svg(width, TILE_H, format_tiles(tiles), body, "tiles")


def _rows_body(rows: Sequence[Sequence[Tile]], top: int) -> tuple[str, int, int]:
    parts, width, y = [], 0, top
    for colour, row in zip(Colour, rows, strict=True):
        if not row:
            continue
        parts.append(
            f'<text x="2" y="{y + 28}" font-size="14" font-weight="bold" '
            f'font-family="sans-serif" fill="#000">{colour.value}</text>'
        )
        parts.extend(_tile(LABEL_W + i * (TILE_W + GAP), y, tile) for i, tile in enumerate(row))
        width = max(width, LABEL_W + len(row) * (TILE_W + GAP) - GAP)
        y += TILE_H + GAP
    return "".join(parts), width, y - GAP


def rows_svg(rows: Sequence[Sequence[Tile]]) -> str:
    """A player's rows, one line per colour in :class:`Colour` order, highest tile first."""
    body, width, height = _rows_body(rows, 0)
    label = "; ".join(format_tiles(row) for row in rows if row)
    return _svg(width, height, label, body, "rows")


def position_svg(rows: Sequence[Sequence[Tile]], hand: Sequence[Tile]) -> str:
    """A player's rows above a dashed line, their hand below it."""
    body, width, height = _rows_body(rows, 0)
    top = height + 3 * GAP if height > 0 else 0
    line = (
        f'<line x1="0" y1="{top - GAP - 2}" x2="{max(width, 1)}" y2="{top - GAP - 2}" '
        'stroke="#000" stroke-dasharray="4 3"/>'
        if height > 0
        else ""
    )
    hand_body = "".join(
        _tile(LABEL_W + i * (TILE_W + GAP), top, tile) for i, tile in enumerate(hand)
    )
    width = max(width, LABEL_W + len(hand) * (TILE_W + GAP) - GAP)
    shown_rows = "; ".join(format_tiles(row) for row in rows if row)
    label = " | ".join(part for part in (shown_rows, format_tiles(hand)) if part)
    return _svg(width, top + TILE_H, label, body + line + hand_body, "position")


CARD_W: Final = 44
CARD_H: Final = 62


def _card(x: int, y: int, value: int, chips: int | None) -> str:
    chip = (
        f'<circle cx="{x + CARD_W - 11}" cy="{y + CARD_H - 11}" r="9" fill="#fff" '
        f'stroke="#000" stroke-width="1.5"/><text x="{x + CARD_W - 11}" y="{y + CARD_H - 7}" '
        f'font-size="10" font-family="sans-serif" text-anchor="middle" fill="#000">{chips}</text>'
        if chips
        else ""
    )
    return (
        f'<g class="card" data-card="{value}">'
        f'<rect x="{x + 1}" y="{y + 1}" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="6" '
        f'fill="#fff" stroke="#000" stroke-width="2"/>'
        f'<text x="{x + CARD_W // 2}" y="{y + 32}" font-size="20" font-weight="bold" '
        f'font-family="sans-serif" text-anchor="middle" fill="#000">{value}</text>'
        f"{chip}</g>"
    )


def card_row(cards: Iterable[int | tuple[int, int]]) -> tuple[str, int]:
    """The SVG body of cards side by side and its width; ``(card, chips)`` shows chips on it."""
    parts, x = [], 0
    for item in cards:
        value, chips = item if isinstance(item, tuple) else (item, None)
        parts.append(_card(x, 0, value, chips))
        x += CARD_W + GAP
    return "".join(parts), max(x - GAP, 0)


def cards_svg(cards: Sequence[int | tuple[int, int]]) -> str:
    """No Thanks cards side by side, in the order given (a player's cards, a face-up card)."""
    body, width = card_row(cards)
    label = " ".join(str(c[0] if isinstance(c, tuple) else c) for c in cards)
    return _svg(width, CARD_H, label, body, "cards")
