"""The frame every picture shares: the SVG document around a game's drawing, and labels.

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
    "STACK_CAPTION_H",
    "document",
    "label",
    "printable",
    "stack_caption",
    "stack_caption_width",
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


def document(width: int, height: int, label_text: str, body: str, kind: str) -> str:
    """An ``<svg>`` of ``width`` by ``height`` holding ``body``; ``label_text`` names it for
    screen readers (its ``aria-label`` and ``<title>``)."""
    width, height = max(width, 1), max(height, 1)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rulebook-picture {kind}" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{escape(label_text)}"><title>{escape(label_text)}</title>{body}</svg>'
    )


def label(x: int, y: int, text: str, *, size: int = 12, bold: bool = True) -> str:
    """A line of text in a picture (a caption such as "Score pile"), baseline at ``y``."""
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text class="label" x="{x}" y="{y}" font-size="{size}"{weight} {FONT}>'
        f"{escape(text)}</text>"
    )


STACK_CAPTION_H: Final = 15
"""The room under a face-down stack for its count in words (:func:`stack_caption`)."""
_STACK_CAPTION_SIZE: Final = 11


def stack_caption_width(text: str) -> int:
    """A generous width for ``text`` as :func:`stack_caption` sets it (about 0.6 em a
    character in a sans-serif face), so that the picture is never cut off."""
    return round(len(text) * _STACK_CAPTION_SIZE * 0.6) + 2


def stack_caption(width: int, top: int, text: str) -> str:
    """How many pieces a face-down stack holds, in words ("9 cards"), small, centred in
    ``width`` under the stack, whose bottom is at ``top``.  Never on the backs: a number on
    a card or tile reads as its value (en-r6 18, de-r6, fr-r6 10)."""
    return (
        f'<text class="stack-count" x="{width // 2}" y="{top + STACK_CAPTION_H - 3}" '
        f'font-size="{_STACK_CAPTION_SIZE}" text-anchor="middle" {FONT}>{escape(text)}</text>'
    )
