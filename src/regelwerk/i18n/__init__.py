"""Reading regelwerk in five languages: catalogs, rule texts and messages.

Nothing here keeps a "current locale": every function takes the language it renders in.
Catalogs are compiled from ``locales/<lang>/LC_MESSAGES/<domain>.po`` into the package and
read with :mod:`gettext`; a game may bring catalogs of its own texts
(:func:`~regelwerk.i18n.catalog.add_catalogs`).  A language regelwerk is not written in is
refused (:class:`~regelwerk.i18n.catalog.UnknownLanguageError`); ``None`` takes the
environment's, English where it names none.
"""

from __future__ import annotations

from regelwerk.i18n.catalog import (
    DEFAULT_LANGUAGE,
    DOMAIN,
    LANGUAGES,
    UnknownLanguageError,
    resolve_language,
    translations,
)

__all__ = [
    "DEFAULT_LANGUAGE",
    "DOMAIN",
    "LANGUAGES",
    "UnknownLanguageError",
    "resolve_language",
    "translations",
]
