"""The frame every picture shares: the SVG document around a game's drawing, labels, and
the face-down stack (blank backs, the count in words under them).

A game draws its own pieces (``regelwerk.<package>.pictures``, for its rulebook and its
table alike); this module wraps a drawing into a sized, labelled ``<svg>`` element.  Every
picture must read in black and white (a printed rulebook, a colour-blind reader), so
pieces always carry their value as text; the colour only helps.  Words in pictures are
translated by the caller, never English built in here.
"""

from __future__ import annotations

import re
from html import escape
from typing import Final

__all__ = [
    "FONT",
    "GAP",
    "document",
    "label",
    "printable",
    "stack",
]

GAP: Final = 4
"""The gap between two pieces, in SVG units."""
FONT: Final = 'font-family="sans-serif" fill="#000"'


_CONTROL: Final = re.compile("[\x00-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """``text`` (a player's name, from input) with every control character written as
    ``\\xNN``, as ``regelwerk show`` writes them: a picture or a page carries none raw
    (XML forbids most of them, and a page may be printed to a terminal)."""
    return _CONTROL.sub(lambda match: f"\\x{ord(match.group()):02x}", text)


def document(
    width: int, height: int, label_text: str, body: str, kind: str, *, scale: float = 1
) -> str:
    """An ``<svg>`` of ``width`` by ``height`` holding ``body``, shown ``scale`` times that
    size (the drawing is the same: only its box shrinks); ``label_text`` names it for
    screen readers (its ``aria-label`` and ``<title>``)."""
    width, height = max(width, 1), max(height, 1)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rulebook-picture {kind}" '
        f'width="{width * scale:g}" height="{height * scale:g}" '
        f'viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{escape(label_text)}"><title>{escape(label_text)}</title>{body}</svg>'
    )


def label(x: int, y: int, text: str, *, size: int = 12, bold: bool = True) -> str:
    """A line of text in a picture (a caption such as "Score pile"), baseline at ``y``."""
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text class="label" x="{x}" y="{y}" font-size="{size}"{weight} {FONT}>'
        f"{escape(text)}</text>"
    )


_STACK_CAPTION_H: Final = 15  # the room under a stack for its count in words
_STACK_CAPTION_SIZE: Final = 11


def stack(piece: tuple[int, int, int, str], count: int, caption: str) -> tuple[str, int, int]:
    """A face-down stack of ``count`` pieces (``piece``: width, height, corner radius and
    stroke of one): up to three blank backs, and ``caption``, how many it holds in words
    ("9 cards"), small and centred under them; the body with its width and height.  Never a
    number on the backs: it reads as a card's or a tile's value (en-r6 18, de-r6, fr-r6 10).
    """
    piece_w, piece_h, radius, stroke = piece
    shown = max(min(count, 3), 1)
    offset = 3 * (shown - 1)
    # about 0.6 em a character in a sans-serif face: generous, so nothing is cut off
    width = max(piece_w + offset, round(len(caption) * _STACK_CAPTION_SIZE * 0.6) + 2)
    left = (width - piece_w - offset) // 2  # the backs centred over a wider caption
    body = "".join(
        f'<rect x="{left + 1 + 3 * i}" y="{1 + 3 * (shown - 1 - i)}" width="{piece_w - 2}" '
        f'height="{piece_h - 2}" rx="{radius}" fill="#d9d9d9" stroke="{stroke}" '
        'stroke-width="2"/>'
        for i in range(shown)
    )
    bottom = piece_h + offset
    body += (
        f'<text class="stack-count" x="{width // 2}" y="{bottom + _STACK_CAPTION_H - 3}" '
        f'font-size="{_STACK_CAPTION_SIZE}" text-anchor="middle" {FONT}>{escape(caption)}</text>'
    )
    return body, width, bottom + _STACK_CAPTION_H
