"""The PDF's cover: title, credits, number of players and a picture of the game's pieces.

``cover.html`` (the template) prints what :func:`cover_context` puts into the page context:
every word of it comes from the runtime catalog in the book's language, the picture from
the game's book (:meth:`regelwerk.rulebook.book.BookDefaults.cover_picture`), the player
count from the game's info.  Names the source texts do not give are not guessed: the cover says
that the sources do not name them, and marks names from the published game like a P rule.
"""

from __future__ import annotations

from typing import Any, Final

from sphinx.application import Sphinx

from regelwerk.games import load
from regelwerk.i18n.names import number
from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.rulebook.book import book_of

__all__ = ["cover_context", "setup"]

_TEXTS: Final[dict[str, Msg]] = {
    # TRANSLATORS: the rulebook cover; {min} and {max} are numbers of players.
    "players": pN_("book cover players", "For {min} to {max} players"),
    "designer": pN_("book cover designer", "Game design: {name}"),
    "publisher": pN_("book cover publisher", "Publisher: {name}"),
    "unnamed": pN_(
        "book cover no credits",
        "The source texts of this rulebook name neither the game's designer nor its publisher.",
    ),
    # TRANSLATORS: after names on the cover that the source texts do not give (basis P).
    "published": pN_(
        "book cover credits basis",
        "P: from the published game; the source text of this rulebook names no one.",
    ),
    "tagline": pN_(
        "book cover tagline",
        "Every rule with its number, every example checked by the game's engine.",
    ),
}


def cover_context(game: str, lang: str) -> dict[str, Any]:
    """The words and the picture of ``game``'s cover in ``lang``."""
    book, info = book_of(game), load(game).info

    def text(key: str, **values: str) -> str:
        return translate(_TEXTS[key], lang).format(**values)

    credits = []
    if book.credits.designer is not None:
        credits.append(text("designer", name=book.credits.designer))
    if book.credits.publisher is not None:
        credits.append(text("publisher", name=book.credits.publisher))
    note = ""
    if not credits:
        note = text("unnamed")
    elif book.credits.published:
        note = text("published")
    return {
        "players": text(
            "players", min=number(info.min_players, lang), max=number(info.max_players, lang)
        ),
        "credits": credits,
        "credits_note": note,
        "tagline": text("tagline"),
        "picture": book.cover_picture(),
    }


def _page_context(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    if app.config.rulebook_game:
        context["rulebook_cover"] = cover_context(
            app.config.rulebook_game, app.config.language or "en"
        )


def setup(app: Sphinx) -> None:
    """Register the cover's parts with Sphinx."""
    app.connect("html-page-context", _page_context)
