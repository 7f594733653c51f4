"""The Sphinx settings shared by both rulebooks; ``source/conf.py`` applies them.

One configuration serves both books: the game is chosen with ``-D rulebook_game=<game>``
(the builder does this), and the extension derives the game's title and file names from
it when the configuration is read.

Paths are absolute, so the books build the same from a checkout and from an installed wheel.
The docs catalogs (``docs.po``, ``sphinx.po``) are read from the checkout's ``locales/``
when there is one, else from the compiled catalogs inside the package.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from regelwerk.games import GAMES, load

__all__ = ["GAME_TITLES", "SOURCE", "locale_dir", "settings"]

SOURCE: Final = Path(__file__).resolve().parent / "source"
"""The shared configuration folder: ``conf.py``, templates and static files (each game's
sources are in its own package, :attr:`regelwerk.rulebook.book.GameBook.source`)."""
GAME_TITLES: Final = {name: load(name).info.title for name in GAMES}


def locale_dir() -> Path:
    """Where the ``docs`` catalogs are: the checkout's ``locales/`` or the package's copy."""
    checkout = Path(__file__).resolve().parents[3] / "locales"
    if (checkout / "de" / "LC_MESSAGES" / "docs.po").is_file():
        return checkout
    return Path(__file__).resolve().parents[1] / "_locales"


def settings() -> dict[str, Any]:
    """The ``conf.py`` values of the rulebooks."""
    return {
        "author": "regelwerk",
        "copyright": "regelwerk contributors",
        "extensions": ["regelwerk.rulebook.sphinxext", "sphinx_simplepdf"],
        "language": "en",
        "root_doc": "index",
        "exclude_patterns": [],
        "locale_dirs": [str(locale_dir())],
        "gettext_compact": "docs",  # one docs.pot for both books (a string: not a -D value)
        "gettext_location": False,  # line numbers would churn the catalogs on every edit
        "templates_path": [str(SOURCE / "_templates")],
        "html_static_path": [str(SOURCE / "_static")],
        "html_css_files": ["rulebook.css"],
        "html_theme": "alabaster",
        "html_sidebars": {"**": ["navigation.html", "localtoc.html", "searchbox.html"]},
        "html_copy_source": False,
        "html_show_sourcelink": False,
        "html_last_updated_fmt": None,
        # No English "Powered by Sphinx & Alabaster", no "© Copyright ...": a book's own
        # front and back matter say who made it, in its language (the cover).
        "html_show_sphinx": False,
        "html_show_copyright": False,
        "html_theme_options": {"show_powered_by": False},
        "simplepdf_sidebars": {"**": ["rulebook-toc.html"]},
        "simplepdf_use_weasyprint_api": True,  # in-process: its log is ours to check
        "simplepdf_vars": {"primary": "#333333", "links": "#1f5fa8", "cover-bg": "#ffffff"},
    }
