"""``--lang``: the five languages as codes or locales, anything else refused (exit 2).

An unknown language cannot be answered in itself, so the refusal and the note about an
environment that names no supported language are written in English, from the catalog like
every other message.  Without ``--lang`` the language comes from the environment
(:func:`regelwerk.i18n.catalog.environment_language`); when that falls back to English
although a locale is set, the command says so once on standard error.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from regelwerk.i18n.catalog import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    environment_language,
    parse_language,
)
from regelwerk.i18n.markers import pN_, translate

__all__ = ["LANG_HELP", "language", "settle_language"]

LANG_HELP = pN_(
    "cli help",
    "language of messages: de, en, es, fr or nl, or a locale such as de_DE.UTF-8 "
    "(default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else English)",
).text  # argparse's help formatter looks it up in the reader's language

_UNKNOWN = pN_(
    "cli language unknown",
    "{value} is not a known language: give a locale such as de_DE.UTF-8 or one of {languages}",
)
_PASSED_OVER = pN_(
    "cli language environment",
    "{setting} does not name a language regelwerk is available in ({languages}); "
    "messages will be in English.",
)


def _languages() -> str:
    return ", ".join(sorted(LANGUAGES))


def _shown(value: str) -> str:
    """``value`` quoted as an error shows it: :func:`regelwerk.i18n.errortexts.shown`,
    imported on these error paths only (with its sentences and number tables), as every
    command starts here."""
    from regelwerk.i18n.errortexts import shown

    return shown(value)


def language(text: str) -> str:
    """The argparse type of ``--lang``: the language code, or an error that names the choices."""
    code = parse_language(text)
    if code is None:
        message = translate(_UNKNOWN, DEFAULT_LANGUAGE)
        raise argparse.ArgumentTypeError(message.format(value=_shown(text), languages=_languages()))
    return code


def settle_language(args: argparse.Namespace, stderr: TextIO | None = None) -> None:
    """Fill in a command's missing ``--lang`` from the environment, once, with a note on
    standard error when a locale is set that regelwerk does not speak."""
    if not hasattr(args, "lang") or args.lang is not None:
        return
    args.lang, passed_over = environment_language()
    if passed_over is not None:
        variable, value = passed_over
        note = translate(_PASSED_OVER, DEFAULT_LANGUAGE).format(
            setting=_shown(f"{variable}={value}"), languages=_languages()
        )
        print(f"regelwerk: {note}", file=stderr or sys.stderr)
