"""Reading regelwerk in five languages: catalogs, rule texts and messages.

Nothing here keeps a "current locale": every function takes the language it renders in.
Catalogs are compiled from ``locales/<lang>/LC_MESSAGES/<domain>.po`` into the package and
found with :mod:`importlib.resources`; an unknown language falls back to English
(:class:`gettext.NullTranslations`), never to an error.
"""

from __future__ import annotations

from regelwerk.i18n.catalog import (
    DEFAULT_LANGUAGE,
    DOMAIN,
    LANGUAGES,
    resolve_language,
    translations,
)

__all__ = ["DEFAULT_LANGUAGE", "DOMAIN", "LANGUAGES", "resolve_language", "translations"]
