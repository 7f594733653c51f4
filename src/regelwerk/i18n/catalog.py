"""Loading the compiled gettext catalogs shipped inside the package (cached per language)."""

from __future__ import annotations

import functools
import gettext
import os
import re
from collections.abc import Mapping
from importlib import resources
from typing import Final

from babel.support import NullTranslations, Translations

from regelwerk.errors import ArgumentTypeError

__all__ = [
    "DEFAULT_LANGUAGE",
    "DOMAIN",
    "ENVIRONMENT_VARIABLES",
    "LANGUAGES",
    "environment_language",
    "parse_language",
    "resolve_language",
    "translations",
]

DOMAIN: Final = "regelwerk"
"""The runtime domain: rule titles and texts, messages, tile and card names."""
LANGUAGES: Final = ("en", "de", "fr", "es", "nl")
"""The languages regelwerk is written in; English is the source language."""
DEFAULT_LANGUAGE: Final = "en"


@functools.cache
def translations(lang: str, domain: str = DOMAIN) -> gettext.NullTranslations:
    """The catalog of ``lang`` (``"de"``, ``"fr"``, ...); English or unknown: the source texts."""
    lang = resolve_language(lang)
    root = resources.files("regelwerk") / "_locales"
    with resources.as_file(root) as path:
        loaded = Translations.load(str(path), [lang], domain)
    if isinstance(loaded, Translations) or lang == DEFAULT_LANGUAGE:
        return loaded
    return NullTranslations()


ENVIRONMENT_VARIABLES: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the default language comes from, in gettext's order (``LANGUAGE`` may be a list)."""

_NO_LOCALE: Final = frozenset({"", "c", "posix"})  # "no language chosen", not a foreign one
_TERRITORY: Final = re.compile(r"[a-z]{2,3}|[0-9]{3}")


def parse_language(text: str) -> str | None:
    """The supported language ``text`` names, as a code (``"de"``) or a locale
    (``"de_DE.UTF-8"``, ``"fr-CA"``, ``"nl_BE@euro"``); ``None`` for anything else
    (``"pt_BR"``, ``"xx"``, ``"german"``).

    >>> parse_language("de_DE.UTF-8"), parse_language("fr_CA"), parse_language("pt_BR")
    ('de', 'fr', None)
    """
    name = text.strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_").lower()
    code, separator, territory = name.partition("_")
    if code not in LANGUAGES or (separator and not _TERRITORY.fullmatch(territory)):
        return None
    return code


def environment_language(
    environ: Mapping[str, str] | None = None,
) -> tuple[str, tuple[str, str] | None]:
    """The default language from the environment, and what was set but not understood.

    The first supported language named by ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` or
    ``LANG`` wins: ``("de", None)``.  When none names one, the language is English and the
    second item is the first setting passed over (``("LANG", "pt_BR.UTF-8")``), so that a
    caller can say why; it is ``None`` when no locale is chosen at all (unset, ``C``, ``POSIX``).
    """
    env = os.environ if environ is None else environ
    passed_over: tuple[str, str] | None = None
    for variable in ENVIRONMENT_VARIABLES:
        for value in env.get(variable, "").split(":"):
            code = parse_language(value)
            if code is not None:
                return code, None
            base = value.strip().split(".", 1)[0].lower()
            if passed_over is None and base not in _NO_LOCALE:
                passed_over = (variable, value)
    return DEFAULT_LANGUAGE, passed_over


def resolve_language(lang: str | None, environ: Mapping[str, str] | None = None) -> str:
    """A supported language code from ``lang`` (``"de_DE.UTF-8"`` → ``"de"``), else from the
    environment (:func:`environment_language`), else English.

    This is the lenient form for the library, where an unknown language renders English;
    the command line refuses an unknown ``--lang`` instead (:func:`parse_language`).
    """
    if lang is not None and not isinstance(lang, str):
        raise ArgumentTypeError("language", lang)
    if lang:
        return parse_language(lang) or DEFAULT_LANGUAGE
    return environment_language(environ)[0]
