"""Loading the compiled gettext catalogs shipped inside the package (cached per language)."""

from __future__ import annotations

import functools
import gettext
import os
from collections.abc import Mapping
from importlib import resources
from typing import Final

from babel.support import NullTranslations, Translations

__all__ = ["DEFAULT_LANGUAGE", "DOMAIN", "LANGUAGES", "resolve_language", "translations"]

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


def resolve_language(lang: str | None, environ: Mapping[str, str] | None = None) -> str:
    """A supported language code from ``lang`` (``"de_DE.UTF-8"`` → ``"de"``), else from the
    environment's ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``, else English."""
    candidates = [lang] if lang else []
    if not lang:
        env = os.environ if environ is None else environ
        for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
            value = env.get(name)
            if value:
                candidates.extend(value.split(":"))
    for candidate in candidates:
        code = candidate.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE
