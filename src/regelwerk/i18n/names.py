"""Numbers and lists in the reader's language, for every game's names and messages.

>>> number(1000, "de"), format_items(["a", "b", "c"], "de")
('1.000', 'a, b und c')

The names of a game's pieces live in its package (``regelwerk.noreturn.names``).
"""

from __future__ import annotations

import decimal
from typing import Final

from babel.lists import format_list
from babel.numbers import format_decimal

from regelwerk.i18n.catalog import resolve_language

__all__ = ["MINUS", "format_items", "number"]


MINUS: Final = "\u2212"
"""The minus sign of a negative number in text for people."""


def number(value: int, lang: str) -> str:
    """A whole number as ``lang`` writes it (``format_decimal``: ``"1.000"`` in German).

    Logs may hold absurd numbers (a player count of 10**40); Babel rounds through
    :mod:`decimal`, whose default 28 digits would fail on them, so give it enough.

    A negative number takes a true minus sign (U+2212), as the rulebooks print it: CLDR,
    and so Babel, gives the hyphen-minus for all five languages.

    >>> number(10**30, "de")
    '1.000.000.000.000.000.000.000.000.000.000'
    >>> number(-15, "fr")
    '\u221215'
    """
    with decimal.localcontext() as context:
        context.prec = max(context.prec, len(str(abs(value))) + 10)  # + the decimals it keeps
        text = format_decimal(value, locale=resolve_language(lang))
    return MINUS + text[1:] if text.startswith("-") else text


def format_items(items: list[str], lang: str) -> str:
    """Words as a list in ``lang`` (``format_list``: "a, b and c"); nothing for no words."""
    return format_list(items, locale=resolve_language(lang)) if items else ""
