"""The rulebook of Fifteen (``BOOK``), found by :func:`regelwerk.rulebook.book.book_of`.

Its sources are English only (``source/``): the book is built in English, the one
language this game is written in.  The book has only what every book must have (its
sources and its rule prefix): colour, credits, directives and a cover picture are optional
(:class:`regelwerk.rulebook.book.BookDefaults`), and it builds without them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

__all__ = ["BOOK", "FifteenBook"]


class FifteenBook:
    """Fifteen's :class:`~regelwerk.rulebook.book.GameBook`."""

    source: Final = Path(__file__).resolve().parent / "source"
    rule_prefix: Final = "FT-"


BOOK: Final = FifteenBook()
