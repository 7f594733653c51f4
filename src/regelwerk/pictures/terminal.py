"""Pieces in colour on a terminal: ``regelwerk show --color``.

A game's ``show`` paints each piece it prints with :func:`paint` when asked for colour (a
tile in its colour, a card, a chip); the piece keeps its notation, so the colour only
helps a reader who sees it, and the lines read the same without it.  Colour is an ANSI
"select graphic rendition" sequence around the piece, nothing else.  :func:`wants_color`
decides, as ``ls`` and ``grep`` do, whether the output gets colour at all.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final, TextIO

__all__ = ["COLOR_CHOICES", "SGR", "paint", "wants_color"]

COLOR_CHOICES: Final = ("auto", "always", "never")
"""The values of ``--color``."""

SGR: Final = re.compile(r"\x1b\[[0-9;]*m")
"""An ANSI colour sequence, as :func:`paint` writes them."""


def paint(text: str, style: str) -> str:
    """``text`` in the SGR ``style`` (``"1;31"``: bold red), reset after it."""
    return f"\x1b[{style}m{text}\x1b[0m"


def wants_color(choice: str, stream: TextIO, environ: Mapping[str, str]) -> bool:
    """Whether output to ``stream`` gets colour: ``always``; ``never``; ``auto``: when the
    stream is a terminal whose ``TERM`` is not ``dumb`` and ``NO_COLOR`` is unset or empty
    (the no-color.org convention: an explicit ``--color always`` still wins over it)."""
    if choice == "always":
        return True
    if choice == "never" or environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty()) and environ.get("TERM") != "dumb"
