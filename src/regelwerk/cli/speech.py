"""The command line in the reader's language: argparse's own words and the commands' help.

argparse writes its usage line, section titles, ``-h`` help and error lines through
``argparse._`` and ``argparse.ngettext`` (the standard library's gettext, which has no
catalog for them).  :func:`speaking` puts the runtime catalog's translations in their place
while the command line parses its arguments, and puts argparse's own back afterwards: a
program that embeds :func:`regelwerk.cli.main` keeps its argparse as it was.  The language
is the one ``--lang`` names on the command line, else the environment's
(:func:`reader_language`), decided before the parser exists, since ``--help`` is printed
while the arguments are parsed.

argparse quotes what it repeats with ``repr`` (``'de'``); the messages name those values
with ``%(value)s`` inside each language's own quotation marks instead, English's included,
and :func:`refused_choice` lists the choices of an "invalid choice" in them too.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Final

from regelwerk.cli.safe import shown
from regelwerk.i18n.catalog import (
    DEFAULT_LANGUAGE,
    environment_language,
    parse_language,
    resolve_language,
)
from regelwerk.i18n.markers import Msg, pN_, translate
from regelwerk.i18n.quotes import quoted

__all__ = [
    "ARGPARSE",
    "HELP",
    "VALUE_NAMES",
    "help_text",
    "reader_language",
    "refused_choice",
    "speaking",
    "speaking_language",
    "spoken",
    "value_name",
    "whole_number",
]

HELP: Final = "cli help"
"""The msgctxt of the commands' own help texts (descriptions, option help, the epilog)."""

_speaking: list[str] = []  # the language of the parse under way (innermost last)

_CHOICE: Final = "invalid choice: %(value)r (choose from %(choices)s)"

# TRANSLATORS: argparse's own words, as the command line prints them (its usage line, its
# section titles, its errors).  Keep every %(name)s and %s; where the English has %(value)r
# or %r (a value in straight quotes), the value is written %(value)s or %s inside the
# language's quotation marks; %(choices)s comes as a list already in them.
ARGPARSE: Final[dict[str, Msg]] = {
    "usage: ": pN_("argparse", "usage: "),
    "positional arguments": pN_("argparse", "positional arguments"),
    "options": pN_("argparse", "options"),
    "show this help message and exit": pN_("argparse", "show this help message and exit"),
    "%(prog)s: error: %(message)s\n": pN_("argparse", "%(prog)s: error: %(message)s\n"),
    "argument %(argument_name)s: %(message)s": pN_(
        "argparse", "argument %(argument_name)s: %(message)s"
    ),
    "the following arguments are required: %s": pN_(
        "argparse", "the following arguments are required: %s"
    ),
    "unrecognized arguments: %s": pN_("argparse", "unrecognised arguments: %s"),
    "expected one argument": pN_("argparse", "expected one argument"),
    "expected at most one argument": pN_("argparse", "expected at most one argument"),
    "expected at least one argument": pN_("argparse", "expected at least one argument"),
    "ambiguous option: %(option)s could match %(matches)s": pN_(
        "argparse", "ambiguous option: %(option)s could match %(matches)s"
    ),
    "invalid %(type)s value: %(value)r": pN_(
        "argparse", "invalid %(type)s value: \u201c%(value)s\u201d"
    ),
    _CHOICE: pN_("argparse", "invalid choice: \u201c%(value)s\u201d (choose from %(choices)s)"),
    "ignored explicit argument %r": pN_("argparse", "ignored explicit argument \u201c%s\u201d"),
    "not allowed with argument %s": pN_("argparse", "not allowed with argument %s"),
    "one of the arguments %s is required": pN_("argparse", "one of the arguments %s is required"),
}
"""argparse's messages that a command line user can meet, by argparse's own English."""

# TRANSLATORS: the names the help gives to the value an option takes
# (argparse's metavars, as in "--out DIR"): in capitals as the English
# has them, or in the form the language's command-line help usually
# writes them; the help texts that name a value use the same word.
VALUE_NAMES: Final[dict[str, Msg]] = {
    "ADDRESS": pN_("cli metavar", "ADDRESS"),
    "COMMAND": pN_("cli metavar", "COMMAND"),
    "DIR": pN_("cli metavar", "DIR"),
    "FILE": pN_("cli metavar", "FILE"),
    "ID": pN_("cli metavar", "ID"),
    "K": pN_("cli metavar", "K"),
    "LANG": pN_("cli metavar", "LANG"),
    "LOG": pN_("cli metavar", "LOG"),
    "N": pN_("cli metavar", "N"),
    "PATTERN": pN_("cli metavar", "PATTERN"),
    "PLAYER": pN_("cli metavar", "PLAYER"),
    "PLAYERS": pN_("cli metavar", "PLAYERS"),
    "POLICY": pN_("cli metavar", "POLICY"),
    "POSITION": pN_("cli metavar", "POSITION"),
    "S": pN_("cli metavar", "S"),
    "SECONDS": pN_("cli metavar", "SECONDS"),
}
"""The metavars of the commands' options, by their English (the ``metavar=`` the parsers
give): the help formatter prints each in the reader's language (:func:`value_name`)."""


def refused_choice(value: object, choices: Iterable[object]) -> str:
    """argparse's "invalid choice" in the language of the parse under way, the value and
    each choice inside its quotation marks (argparse's own lists them with ``repr``)."""
    from babel.lists import format_list  # Babel only when a choice is refused

    from regelwerk.i18n.names import list_locale

    lang = speaking_language()
    marked = [quoted(str(choice), lang) for choice in choices]
    listed = format_list(marked, style="or", locale=list_locale(resolve_language(lang)))
    return translate(ARGPARSE[_CHOICE], lang) % {"value": value, "choices": listed}


_NOT_WHOLE: Final = pN_("argparse", "“{value}” is not a whole number")


def whole_number(text: str) -> int:
    """The argparse type of a count (``--jobs 4``): a whole number, or an error in the
    reader's words (argparse's own would name the Python type, "invalid int value")."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate(_NOT_WHOLE, speaking_language()).format(value=shown(text))
        ) from None


def speaking_language() -> str:
    """The language of the parse under way (English outside :func:`speaking`)."""
    return _speaking[-1] if _speaking else DEFAULT_LANGUAGE


def reader_language(argv: Sequence[str]) -> str:
    """The language of the command line: what ``--lang`` names in ``argv`` (``--lang de``,
    ``--lang=de_DE.UTF-8``), else the environment's; English for anything unknown (the
    option's own refusal then says so)."""
    for at, argument in enumerate(argv):
        if argument == "--":
            break
        value = None
        if argument == "--lang" and at + 1 < len(argv):
            value = argv[at + 1]
        elif argument.startswith("--lang="):
            value = argument.partition("=")[2]
        if value is not None:
            return parse_language(value) or DEFAULT_LANGUAGE
    return environment_language()[0]


def help_text(message: Msg) -> str:
    """A help text for argparse: its English (the msgid), which the help formatter looks up
    under :data:`HELP` in the language the command line speaks (:func:`spoken`)."""
    return message.text


def spoken(text: str) -> str:
    """``text``, a help text of the commands, in the language of the parse under way
    (English, as written, outside :func:`speaking` or where the catalog lacks it)."""
    if not _speaking or not text:
        return text
    return translate(Msg(HELP, text), _speaking[-1])


def value_name(metavar: str) -> str:
    """``metavar``, the name the help gives an option's value, in the language of the parse
    under way (as written outside :func:`speaking` or for a name not in
    :data:`VALUE_NAMES`, such as argparse's ``{a,b}`` of choices)."""
    known = VALUE_NAMES.get(metavar)
    if not _speaking or known is None:
        return metavar
    return translate(known, _speaking[-1])


def _gettext(lang: str) -> Callable[[str], str]:
    def gettext(message: str) -> str:
        known = ARGPARSE.get(message)
        return message if known is None else translate(known, lang)

    return gettext


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """argparse in ``lang`` while the block runs; argparse's own gettext again after it."""
    # argparse's module globals `_` and `ngettext` (typeshed does not list them)
    names = vars(argparse)
    saved = {"_": names["_"], "ngettext": names["ngettext"]}
    gettext = _gettext(lang)
    names.update(_=gettext, ngettext=lambda one, many, n: gettext(one if n == 1 else many))
    _speaking.append(lang)
    try:
        yield
    finally:
        _speaking.pop()
        names.update(saved)
