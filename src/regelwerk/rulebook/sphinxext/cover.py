"""The PDF's cover: the title sold in the book's market, the credits of the published game,
the number of players and a picture of the game's pieces.

``cover.html`` (the template) prints what :func:`cover_context` puts into the page context:
every word of it comes from the runtime catalog in the book's language, the titles and names
from the game's :class:`~regelwerk.rulebook.book.Credits`, the picture from the game's book
(:meth:`regelwerk.rulebook.book.BookDefaults.cover_picture`), the player count from the
game's info.  Each title and the number of players, when not in the source texts, carry the
mark of a P rule, and one line at the foot says what the mark means (the credits name the
published game itself and carry none); ``docs/audit/facts.toml`` (``[[published]]``)
gives the public sources of each.  Names that are not known are left out, never guessed.
"""

from __future__ import annotations

from typing import Any, Final

from markupsafe import Markup, escape
from sphinx.application import Sphinx

from regelwerk.games import load, rules_of
from regelwerk.i18n.names import number
from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.sphinxext.italics import game_titles, whole_words
from regelwerk.rulebook.sphinxext.rules import MARK_LABELS, SYMBOLS
from regelwerk.rules import Basis

__all__ = ["cover_context", "cover_facts", "setup"]

_TEXTS: Final[dict[str, Msg]] = {
    # TRANSLATORS: the rulebook cover; {min} and {max} are numbers of players.
    "players": pN_("book cover players", "For {min} to {max} players"),
    "designer": pN_("book cover designer", "Game design: {name}"),
    "publisher": pN_("book cover publisher", "Published by {name}, {year}"),
    # TRANSLATORS: the rulebook cover, under the title sold in the reader's market when the
    # first edition had another one; {title} is that title, in its own language.
    "original": pN_("book cover original title", "Original title: {title}"),
    # TRANSLATORS: the rulebook cover, when the game is also sold under the name the
    # rulebook's other languages use; {title} is that name.
    "also": pN_("book cover also published as", "Also published as {title}"),
}


def cover_facts(game: str, lang: str) -> list[tuple[str, str, str]]:
    """The cover's facts of ``game`` in ``lang``: ``(key, text, basis)`` in the order printed.

    ``key`` names the fact as ``docs/audit/facts.toml`` does (``title``, ``original``,
    ``also``, ``players``, ``designer``, ``publisher``); ``basis`` is ``"S"`` for a fact the
    source texts state and ``"P"`` for one from the published game.
    """
    book, info = book_of(game), load(game).info
    credits = book.credits
    basis = "P" if credits.published else "S"

    def text(key: str, **values: str) -> str:
        return translate(_TEXTS[key], lang).format(**values)

    shown = credits.title(info.title, lang)

    def basis_of(title: str) -> str:
        return "S" if title in credits.sourced else basis

    facts = [("title", str(shown), basis_of(shown.name))]
    if credits.original is not None and credits.original != shown:
        original = credits.original
        facts.append(("original", text("original", title=str(original)), basis_of(original.name)))
    if info.title not in (shown.name, getattr(credits.original, "name", None)):
        facts.append(("also", text("also", title=info.title), basis_of(info.title)))
    # the number of players is the first rule of NR-2 / NT-2; its basis is the rule's own
    player_rule = next(rule for rule in rules_of(game) if rule.id.value.endswith("-2.1"))
    players_basis = "P" if Basis.PUBLISHED in player_rule.basis else "S"
    facts.append(
        (
            "players",
            text("players", min=number(info.min_players, lang), max=number(info.max_players, lang)),
            players_basis,
        )
    )
    if credits.designer is not None:
        facts.append(("designer", text("designer", name=credits.designer), basis))
    if credits.publisher is not None:
        year = "" if credits.year is None else str(credits.year)
        line = text("publisher", name=credits.publisher, year=year)
        facts.append(("publisher", line if year else line.rstrip(", "), basis))
    return facts


def cover_context(game: str, lang: str) -> dict[str, Any]:
    """The words and the picture of ``game``'s cover in ``lang``."""
    book, info = book_of(game), load(game).info
    shown = book_of(game).credits.title(info.title, lang)
    facts = cover_facts(game, lang)
    by_key = {key: (line, basis) for key, line, basis in facts}
    # the credits name the published game itself: they carry no mark (a ◇ after the
    # designer's name puzzled the reader: en-r5 3), so only the other facts call for the note
    credits = ("designer", "publisher")
    marked = any(basis == "P" for key, _, basis in facts if key not in credits)
    return {
        "title": shown.name,
        "subtitle": shown.subtitle or "",
        "titles": [by_key[key] for key in ("original", "also") if key in by_key],
        # the same lines with the title they name in italics (fr-r5 B1, B19)
        "titles_html": [
            (_italic_title(line), basis)
            for line, basis in (by_key[key] for key in ("original", "also") if key in by_key)
        ],
        "players": by_key["players"],
        "credits": [by_key[key] for key in credits if key in by_key],
        # the mark of a P fact is the rules' own (◇), explained by the rules' own words
        "mark": SYMBOLS[Basis.PUBLISHED],
        "credits_note": f"{SYMBOLS[Basis.PUBLISHED]} {translate(MARK_LABELS['P'], lang)}"
        if marked
        else "",
        "picture": book.cover_picture(lang),
    }


def _italic_title(line: str) -> Markup:
    """``line``, escaped, with every title of a game in it set in italics."""
    pattern, out, at = whole_words(game_titles()), Markup(), 0
    for match in pattern.finditer(line):
        out += escape(line[at : match.start()]) + Markup("<em>%s</em>") % match.group()
        at = match.end()
    return out + escape(line[at:])


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
