"""The compiled gettext catalogs, the languages, and the catalogs games bring along.

regelwerk's catalogs are compiled by Babel from ``locales/<lang>/LC_MESSAGES/<domain>.po``
into the package (``regelwerk/_locales/``) and read with the standard library's
:class:`gettext.GNUTranslations`, which also chooses the plural forms by each catalog's
``Plural-Forms`` header (Babel's own ``Translations`` class would add nothing used here,
and importing it costs the start of every command ``babel.dates`` and the time zones).

A game with texts of its own declares where its catalogs are (``Game(locales=...)``); when
the game is loaded, :func:`add_catalogs` puts them after regelwerk's own for the runtime
domain: a message is looked up in regelwerk's catalog first (the shared messages, the
built-in games), then in the games' catalogs, in the order the games were loaded.

A language is one of :data:`LANGUAGES`, written as a code or a locale (``"de"``,
``"de_DE.UTF-8"``); anything else is refused with :class:`UnknownLanguageError`, a
:class:`~regelwerk.errors.UsageError`.  Without a language (``None``) the environment
chooses (:func:`environment_language`), and English where it names none.
"""

from __future__ import annotations

import functools
import gettext
import io
import os
import re
from collections.abc import Mapping
from typing import Final

from regelwerk.errors import UsageError

__all__ = [
    "DEFAULT_LANGUAGE",
    "DOMAIN",
    "ENVIRONMENT_VARIABLES",
    "LANGUAGES",
    "LOCALES",
    "UnknownLanguageError",
    "add_catalogs",
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
_SOURCE: Final = "en"  # the language the msgids are written in

LOCALES: Final = os.path.join(os.path.dirname(os.path.dirname(__file__)), "_locales")
"""Where the build put regelwerk's compiled catalogs (``regelwerk/_locales``)."""


class UnknownLanguageError(UsageError):
    """A language that regelwerk is not written in (``"xx"``, ``"pt_BR"``), given where one
    of :data:`LANGUAGES` is expected; ``value`` is what was given (its sentence is in
    :mod:`regelwerk.i18n.errortexts`)."""

    def __init__(self, value: object) -> None:
        super().__init__("language", value, known=LANGUAGES)


_NO_LOCALE: Final = frozenset({"", "c", "posix"})  # "no language chosen", not a foreign one
_TERRITORY: Final = r"[a-z]{2,3}|[0-9]{3}"  # compiled when a locale names one (re keeps it)


def parse_language(text: str) -> str | None:
    """The supported language ``text`` names, as a code (``"de"``) or a locale
    (``"de_DE.UTF-8"``, ``"fr-CA"``, ``"nl_BE@euro"``); ``None`` for anything else
    (``"pt_BR"``, ``"xx"``, ``"german"``).

    >>> parse_language("de_DE.UTF-8"), parse_language("fr_CA"), parse_language("pt_BR")
    ('de', 'fr', None)
    """
    name = text.strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_").lower()
    code, separator, territory = name.partition("_")
    if code not in LANGUAGES or (separator and not re.fullmatch(_TERRITORY, territory)):
        return None
    return code


ENVIRONMENT_VARIABLES: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the default language comes from, in gettext's order (``LANGUAGE`` may be a list)."""


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


_CODES: dict[str, str] = {code: code for code in LANGUAGES}  # what each text given named
_KEPT_NAMES: Final = 64
"""How many texts of languages :data:`_CODES` keeps beyond the codes: a server passing its
clients' ``Accept-Language`` values must not grow it without bound; past it, a text is
parsed every time (a few microseconds)."""


def resolve_language(lang: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language code ``lang`` names (``"de_DE.UTF-8"`` → ``"de"``); for ``None``, the
    environment's (:func:`environment_language`: English where it names none).

    A language regelwerk is not written in raises :class:`UnknownLanguageError` (a
    ``ValueError``): an explicit choice never falls back silently.
    """
    if lang is None:
        return environment_language(environ)[0]
    code = _CODES.get(lang) if type(lang) is str else None
    if code is None:
        code = parse_language(lang) if isinstance(lang, str) else None
        if code is None:
            raise UnknownLanguageError(lang)
        if len(_CODES) < len(LANGUAGES) + _KEPT_NAMES:
            _CODES[lang] = code
    return code


_GAMES: tuple[tuple[str, str], ...] = ()  # (folder, file name) of the games' catalogs


def add_catalogs(folder: str, name: str) -> None:
    """Look messages up in ``folder/<lang>/LC_MESSAGES/<name>.mo`` (or ``.po``, compiled by
    Babel when read) after regelwerk's own catalogs of the runtime domain, and after the
    catalogs added before (a game's, when it is loaded)."""
    global _GAMES
    if (folder, name) not in _GAMES:
        _GAMES = (*_GAMES, (folder, name))


def translations(lang: str, domain: str = DOMAIN) -> gettext.NullTranslations:
    """The catalog of ``lang`` (``"de"``, ``"fr"``, ...) for ``domain``, followed by the games'
    catalogs of the runtime domain; where a language has no catalog, the source texts."""
    return _chain(resolve_language(lang), domain, _GAMES if domain == DOMAIN else ())


@functools.cache
def _chain(code: str, domain: str, games: tuple[tuple[str, str], ...]) -> gettext.NullTranslations:
    if code == _SOURCE and not games:
        # English is the source: its catalogs give every msgid back as it is (a test holds
        # them so) and gettext's own plural rule is English's, so reading one (a 50 kB file
        # parsed entry by entry, on every start of the command) would change no text.  With
        # a game's catalogs behind it, regelwerk's own must still answer first.
        return gettext.NullTranslations()
    first = _own(code, domain)
    for folder, name in games:
        catalog = _game_catalog(folder, name, code)
        if catalog is not None:
            first.add_fallback(catalog)
    return first


def _own(code: str, domain: str) -> gettext.NullTranslations:
    """regelwerk's catalog, a fresh object (a chain adds its fallbacks to it)."""
    catalog = _compiled(os.path.join(LOCALES, code, "LC_MESSAGES", f"{domain}.mo"))
    if catalog is not None:
        return catalog
    data = _packaged(code, domain)  # e.g. imported from a zip: ask importlib.resources
    return gettext.GNUTranslations(io.BytesIO(data)) if data else gettext.NullTranslations()


def _compiled(path: str) -> gettext.GNUTranslations | None:
    """The compiled catalog at ``path``, or ``None`` where there is none."""
    try:
        with open(path, "rb") as handle:
            return gettext.GNUTranslations(handle)
    except FileNotFoundError:
        return None


def _packaged(code: str, domain: str) -> bytes | None:
    from importlib import resources

    try:
        path = resources.files("regelwerk").joinpath("_locales", code, "LC_MESSAGES")
        return path.joinpath(f"{domain}.mo").read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None


def _game_catalog(folder: str, name: str, code: str) -> gettext.NullTranslations | None:
    """A game's catalog of ``code``: compiled (``.mo``), or its source (``.po``) compiled
    here by Babel; ``None`` when the game has none in that language."""
    base = os.path.join(folder, code, "LC_MESSAGES", name)
    compiled = _compiled(base + ".mo")
    if compiled is not None:
        return compiled
    try:
        with open(base + ".po", "rb") as handle:
            from babel.messages.mofile import write_mo
            from babel.messages.pofile import read_po

            catalog = read_po(handle, locale=code, domain=name)
    except FileNotFoundError:
        return None
    mo = io.BytesIO()
    write_mo(mo, catalog, use_fuzzy=False)
    mo.seek(0)
    return gettext.GNUTranslations(mo)
