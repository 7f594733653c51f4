"""``.. game-glossary::``: the glossary of the build language, from ``docs/glossary/<lang>.md``.

The glossaries are written (and translated) once, as Markdown, beside the runtime catalogs;
the rulebooks print each game's part of them, term and meaning (the words not used are for
translators and the tests).  Only the Markdown those files use is understood:
headings, pipe tables, bullet lists and paragraphs, with ``code`` and **strong** inline.
The nodes carry no source line, so Sphinx does not extract them into ``docs.pot``: they are
already in the reader's language.  An installed wheel finds the files in
``regelwerk/rulebook/glossary/``, a checkout in ``docs/glossary/``.
"""

from __future__ import annotations

import re
import unicodedata
from importlib import resources
from pathlib import Path
from typing import Final

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from regelwerk.rulebook.config import GAME_TITLES
from regelwerk.rulebook.sphinxext.reported import reported
from regelwerk.rulebook.sphinxext.rules import linked_text, runtime

__all__ = ["GlossaryDirective", "find_glossary", "markdown_nodes", "setup", "sort_key"]

_INLINE: Final = re.compile(r"`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*")


def find_glossary(lang: str) -> Path:
    """The glossary file of ``lang``; raises ``FileNotFoundError`` naming where it looked."""
    packaged = resources.files("regelwerk.rulebook") / "glossary" / f"{lang}.md"
    checkout = Path(__file__).resolve().parents[4] / "docs" / "glossary" / f"{lang}.md"
    for candidate in (Path(str(packaged)), checkout):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"no glossary for {lang!r} in {packaged} or {checkout}")


def _inline(game: str, text: str) -> list[nodes.Node]:
    out: list[nodes.Node] = []
    at = 0
    for match in _INLINE.finditer(text):
        out.extend(linked_text(text[at : match.start()], game))
        code, strong, emphasis = match.groups()
        if code is not None:
            out.append(nodes.literal(code, code))
        elif strong is not None:
            out.append(nodes.strong(strong, strong))
        else:
            out.append(nodes.emphasis(emphasis, emphasis))
        at = match.end()
    out.extend(linked_text(text[at:], game))
    return out


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def sort_key(term: str, lang: str) -> str:
    """A glossary term as a dictionary of ``lang`` orders it: markup, case and accents
    aside (``é`` with ``e``, ``ä`` with ``a``), but Spanish ``ñ`` after ``n``."""
    plain = term.replace("*", "").replace("`", "").strip().casefold()
    if lang == "es":
        plain = plain.replace("ñ", "n\U0010ffff")  # a letter of its own, after n
    letters = unicodedata.normalize("NFD", plain)
    return "".join(char for char in letters if not unicodedata.combining(char))


def _table(
    game: str, lines: list[str], columns: int | None = None, lang: str = "en"
) -> nodes.table:
    header, rows = _cells(lines[0]), [_cells(line) for line in lines[2:]]
    if columns is not None:  # the players' book: term and meaning only, alphabetically
        # (readers look a term up by its letter; the order of first appearance was the
        # translators' order: en-r4 24)
        header, rows = header[:columns], [row[:columns] for row in rows]
        rows.sort(key=lambda row: sort_key(row[0], lang))
    tgroup = nodes.tgroup(cols=len(header))
    tgroup.extend(nodes.colspec(colwidth=1) for _ in header)
    for part, source in ((nodes.thead(), [header]), (nodes.tbody(), rows)):
        for cells in source:
            row = nodes.row()
            for cell in cells:
                row += nodes.entry("", nodes.paragraph("", "", *_inline(game, cell)))
            part += row
        tgroup += part
    return nodes.table("", tgroup, classes=["glossary-table"])


def markdown_nodes(
    text: str, game: str, columns: int | None = None, lang: str = "en"
) -> list[nodes.Node]:
    """Docutils nodes for the small Markdown subset of the glossary files; ``columns`` keeps
    only the first columns of each table, its rows in the alphabetical order of ``lang``."""
    out: list[nodes.Node] = []
    blocks = re.split(r"\n\s*\n", text.strip())
    for block in blocks:
        lines = block.splitlines()
        first = lines[0]
        if first.startswith("#"):
            level = len(first) - len(first.lstrip("#"))
            title = first.lstrip("#").strip()
            if level > 1:  # the page has its own title; the file's first heading is dropped
                out.append(nodes.rubric(title, "", *_inline(game, title)))
            rest = "\n".join(lines[1:])
            if rest.strip():
                out.extend(markdown_nodes(rest, game, columns, lang))
        elif first.lstrip().startswith("|") and len(lines) > 1:
            out.append(_table(game, lines, columns, lang))
        elif first.lstrip().startswith(("- ", "* ")):
            items = nodes.bullet_list()
            for line in lines:
                if line.lstrip().startswith(("- ", "* ")):
                    items += nodes.list_item("", nodes.paragraph("", "", *_inline(game, line[2:])))
                else:  # a wrapped line continues the item before
                    items[-1][0].extend(_inline(game, " " + line.strip()))
            out.append(items)
        else:
            out.append(
                nodes.paragraph("", "", *_inline(game, " ".join(line.strip() for line in lines)))
            )
    return out


def game_part(text: str, title: str) -> str:
    """The file's ``## <title>`` part: one game's words, without the file's introduction
    (which speaks to the translators, not to the players).

    Raises ``ValueError`` when the file has no part for that game.
    """
    parts = re.split(r"^(?=## )", text, flags=re.MULTILINE)
    chosen = [part for part in parts[1:] if part.splitlines()[0][3:].strip() == title]
    if not chosen:
        raise ValueError(f"the glossary has no part '## {title}'")
    return "".join(chosen)


PLAYER_COLUMNS: Final = 2
"""The columns of a glossary table a players' book prints: the term and its meaning.  The
third, the words not used, is the translators' and the tests' (tests/i18n)."""


class GlossaryDirective(SphinxDirective):
    """The ``glossary`` directive: a language's glossary table from ``docs/glossary``."""

    def run(self) -> list[nodes.Node]:
        """The glossary of the book's language."""
        lang = self.config.language or "en"
        game = self.config.rulebook_game
        try:
            path = find_glossary(lang)
        except FileNotFoundError as error:
            raise self.error(str(error)) from None
        self.env.note_dependency(str(path))
        text = path.read_text(encoding="utf-8")
        try:
            part = game_part(text, GAME_TITLES[game])
        except ValueError as error:
            raise self.error(f"{path}: {error}") from None
        # the part's own heading ("## No Return") names the game the whole book is about: a
        # bare line above the table (de-r1 12, fr-r1 68), so the table follows the page title
        body = part.split("\n", 1)[1] if part.startswith("## ") else part
        return [runtime(node) for node in markdown_nodes(body, game, PLAYER_COLUMNS, lang)]


def setup(app: Sphinx) -> None:
    """Register the glossary directive with Sphinx."""
    app.add_directive("game-glossary", reported(GlossaryDirective))
