"""Numbers and lists in the reader's language, for every game's names and messages.

>>> number(1000, "de"), format_items(["a", "b", "c"], "de")
('1.000', 'a, b und c')

Babel formats them.  Its results are pure functions of the value and the language, so they
are kept: those a report asks for again and again (the whole numbers from -999 to 999,
lists of up to 10 items as templates, the decimal sign, where the percent sign goes, and
how a whole number's digits are grouped: the sign between the groups and their sizes) are
computed by Babel when the catalogs are compiled and shipped beside them
(``_locales/<lang>/numbers.json``, :func:`kept_results`), so a command that prints a few
lines, a summary of 3,000 logs among them, never loads Babel's locale data (some 6 MiB and
20 to 40 ms); anything else is asked of Babel, once per value, each language's
:class:`babel.Locale` parsed once.  The names of a game's pieces
live in its package (``regelwerk.noreturn.names``).
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from regelwerk.frozen import Frozen
from regelwerk.i18n.catalog import LOCALES, resolve_language

if TYPE_CHECKING:
    from babel import Locale

__all__ = [
    "MINUS",
    "figure",
    "format_items",
    "format_number",
    "kept_results",
    "list_locale",
    "number",
    "percent",
    "seconds",
]


MINUS: Final = "\u2212"
"""The minus sign of a negative number in text for people."""

KEPT_FILE: Final = "numbers.json"
_SMALL: Final = 999  # the whole numbers kept: -999 to 999
_ITEMS: Final = 10  # the lists kept: 1 to 10 items
_MARKS: Final = tuple(chr(0xE000 + index) for index in range(_ITEMS))  # private use: no text


def kept_results(code: str) -> dict[str, object]:
    """What Babel says for ``code`` that is kept in the package (written when the catalogs
    are compiled): ``integers`` from -999 to 999, ``lists`` for 1 to 10 items as pieces
    (text, or the index of the item that goes there), the ``decimal`` sign, and the
    ``percent`` pattern (:func:`_percent_pattern`); and how the digits of a larger whole
    number are grouped: the ``group`` sign and the ``grouping`` sizes of the language's
    decimal pattern (the rightmost group's, then every other's: ``[3, 3]``)."""
    from babel.lists import format_list
    from babel.numbers import format_decimal, get_decimal_symbol, get_group_symbol

    locale = _locale(code)
    lists: list[list[str | int]] = []
    for count in range(1, _ITEMS + 1):
        text = format_list(list(_MARKS[:count]), locale=locale)
        pieces: list[str | int] = []
        for char in text:
            if char in _MARKS:
                pieces.append(_MARKS.index(char))
            elif pieces and isinstance(pieces[-1], str):
                pieces[-1] += char
            else:
                pieces.append(char)
        lists.append(pieces)
    return {
        "integers": [format_decimal(n, locale=locale) for n in range(-_SMALL, _SMALL + 1)],
        "lists": lists,
        "decimal": get_decimal_symbol(locale),
        "percent": _percent_pattern(code),
        "group": get_group_symbol(locale),
        "grouping": list(locale.decimal_formats[None].grouping),
    }


class _Kept(Frozen):
    # A frozen value, not a named tuple: defining a NamedTuple compiles code (the first
    # compile of a process costs a command's start several milliseconds).
    __slots__ = ("integers", "lists", "decimal", "percent", "group", "grouping")  # noqa: RUF023
    integers: Sequence[str]
    lists: Sequence[Sequence[str | int]]
    decimal: str
    percent: str
    group: str
    grouping: tuple[int, int]

    def __init__(
        self,
        integers: Sequence[str],
        lists: Sequence[Sequence[str | int]],
        decimal: str,
        percent: str,
        group: str,
        grouping: tuple[int, int],
    ) -> None:
        self._init(integers, lists, decimal, percent, group, grouping)

    def grouped(self, digits: str) -> str:
        """The ``digits`` of a whole number in groups, as the language's pattern groups
        them (``"1234567"``: ``"1.234.567"`` in German; Babel applies no minimum grouping,
        so neither does this)."""
        first, other = self.grouping
        groups = [digits[-first:]]
        rest = digits[:-first]
        while rest:
            groups.append(rest[-other:])
            rest = rest[:-other]
        return self.group.join(reversed(groups))


_Kept._name_fields()


@functools.cache
def _kept(code: str) -> _Kept | None:
    try:
        with open(os.path.join(LOCALES, code, KEPT_FILE), encoding="utf-8") as handle:
            data = json.load(handle)
        first, other = data["grouping"]
        return _Kept(
            data["integers"],
            data["lists"],
            data["decimal"],
            data["percent"],
            data["group"],
            (int(first), int(other)),
        )
    except (OSError, ValueError, KeyError, TypeError):  # not built: ask Babel
        return None


@functools.cache
def list_locale(code: str) -> str:
    """The locale whose lists ``code`` follows: British English for English, as its books
    spell "colour" and list "a, b and c" without the serial comma; else ``code`` itself."""
    return "en_GB" if code == "en" else code


def _locale(code: str) -> Locale:
    from babel import Locale

    return Locale.parse(list_locale(code))


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
    return _number(value, resolve_language(lang))


@functools.lru_cache(maxsize=4096)
def _number(value: int, code: str) -> str:
    kept = _kept(code)
    if kept is not None and -_SMALL <= value <= _SMALL:
        text = kept.integers[value + _SMALL]
    elif kept is not None:  # grouped as Babel groups it, without loading its locale data
        text = ("-" if value < 0 else "") + kept.grouped(str(abs(value)))
    else:
        import decimal

        from babel.numbers import format_decimal

        with decimal.localcontext() as context:
            context.prec = max(context.prec, len(str(abs(value))) + 10)  # + its decimals
            text = format_decimal(value, locale=_locale(code))
    return MINUS + text[1:] if text.startswith("-") else text


def seconds(value: float, lang: str) -> str:
    """A duration in seconds with two decimals, as ``lang`` writes it: Babel's
    ``format_decimal(value, "#,##0.00")`` (``"1.234,50"`` in German).  Always two, so that
    one summary never says "0.0 s" and the next "0.02 s" (en-r4 37)."""
    code = resolve_language(lang)
    kept = _kept(code)
    if kept is None or not 0 <= value < 10**6:
        return format_number(value, code, "#,##0.00")
    whole, hundredths = _rounded(value)
    return number(whole, code) + kept.decimal + f"{hundredths:02d}"


def _rounded(value: float) -> tuple[int, int]:
    """``value`` (0 to 10**6) in whole units and hundredths, rounded as Babel rounds it: its
    shortest text (``repr``), half to even (what ``Decimal(str(value)).quantize(0.01)``
    gives, without importing :mod:`decimal` into every start)."""
    text = repr(value)
    if "e" in text:  # below 0.0001: no hundredth at all
        return 0, 0
    whole, _, fraction = text.partition(".")
    digits = fraction + "00"
    units, hundredths, rest = int(whole), int(digits[:2]), digits[2:].rstrip("0")
    if rest > "5" or (rest == "5" and hundredths % 2):  # above half, or half and odd
        hundredths += 1
        if hundredths == 100:
            units, hundredths = units + 1, 0
    return units, hundredths


def format_number(value: float, lang: str, pattern: str | None = None) -> str:
    """Any number as ``lang`` writes it, in the language's own format or a Babel
    ``pattern`` (``"#,##0.0#"``: ``"1.234,5"`` in German)."""
    from babel.numbers import format_decimal

    return format_decimal(value, pattern, locale=_locale(resolve_language(lang)))


def format_items(items: list[str], lang: str) -> str:
    """Words as a list in ``lang`` (``format_list``: "a, b and c"); nothing for no words."""
    return _items(tuple(items), resolve_language(lang)) if items else ""


@functools.lru_cache(maxsize=1024)
def _items(items: tuple[str, ...], code: str) -> str:
    kept = _kept(code)
    if kept is not None and len(items) <= len(kept.lists):
        pieces = kept.lists[len(items) - 1]
        return "".join(items[piece] if isinstance(piece, int) else piece for piece in pieces)
    from babel.lists import format_list

    return format_list(list(items), locale=_locale(code))


def figure(value: float, lang: str, places: int = 1) -> str:
    """A measured figure (a mean, a share) with ``places`` decimals, as ``lang`` writes its
    decimal sign: ``"47,9"`` in German.  The digits are Python's (``f"{value:.1f}"``:
    rounded from the float itself, no grouping), so a figure reads the same in every
    language but for its signs; a negative one takes the true minus sign (U+2212), as
    :func:`number` and the rulebooks print it (``"\u22123,6"``)."""
    text = f"{value:.{places}f}".replace("-", "\u2212")
    sign = _decimal_sign(resolve_language(lang))
    return text.replace(".", sign) if sign != "." else text


def percent(share: float, lang: str) -> str:
    """A share (0.5) as a percentage with one decimal, its sign placed as ``lang`` places it
    (Babel's percent pattern: ``"50.0%"``, ``"50,0\u00a0%"`` in German); the digits as
    :func:`figure` gives them."""
    code = resolve_language(lang)
    kept = _kept(code)
    pattern = kept.percent if kept is not None else _percent_pattern(code)
    return pattern.replace("0", figure(share * 100, code), 1)


def _decimal_sign(code: str) -> str:
    kept = _kept(code)
    if kept is not None:
        return kept.decimal
    from babel.numbers import get_decimal_symbol

    return get_decimal_symbol(_locale(code))


@functools.cache
def _percent_pattern(code: str) -> str:
    """Where ``code`` writes the digits and the sign of a percentage: its text for 0 %
    (``"0%"``, ``"0\u00a0%"``), whose ``0`` stands for the figure."""
    from babel.numbers import format_percent

    return format_percent(0, locale=_locale(code))
