"""Each language's quotation marks, for a value a message repeats (a name the caller gave,
a choice argparse offers).

>>> quoted("chess", "de"), quoted("chess", "fr")
('„chess“', '«\\u202fchess\\u202f»')

English and Dutch write “…”, German „…“, Spanish «…» and French « … » with a narrow
no-break space inside each mark; never the straight quotes of Python's ``repr``.
"""

from __future__ import annotations

from typing import Final

__all__ = ["QUOTES", "quoted"]

QUOTES: Final = {
    "en": ("\N{LEFT DOUBLE QUOTATION MARK}", "\N{RIGHT DOUBLE QUOTATION MARK}"),
    "de": ("\N{DOUBLE LOW-9 QUOTATION MARK}", "\N{LEFT DOUBLE QUOTATION MARK}"),
    "fr": ("\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}\N{NARROW NO-BREAK SPACE}",
           "\N{NARROW NO-BREAK SPACE}\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"),
    "es": ("\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}",
           "\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"),
    "nl": ("\N{LEFT DOUBLE QUOTATION MARK}", "\N{RIGHT DOUBLE QUOTATION MARK}"),
}  # fmt: skip
"""The opening and closing marks of a quotation in the messages, by language."""


def quoted(text: str, lang: str) -> str:
    """``text`` inside the quotation marks of ``lang`` (``"de"``, ``"de_DE"``; English's
    for any other: an error about an unknown language still reads)."""
    opening, closing = QUOTES.get(lang[:2].lower(), QUOTES["en"])
    return f"{opening}{text}{closing}"
