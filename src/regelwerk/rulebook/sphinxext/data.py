"""Tables generated from the engines' data, so a rulebook cannot drift from the code.

:func:`table` builds the tables the games' own directives print (their components, for
example); ``.. options-table::`` prints every field of the book's game's ``Options`` with its
default, name and meaning from the runtime catalog.  Column headers and row labels are the
rulebook's prose (translated through ``docs.po``); numbers, notation and rule texts are data.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from regelwerk.games import load
from regelwerk.i18n import ruletexts
from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.sphinxext.reported import reported
from regelwerk.rulebook.sphinxext.rules import (
    inline_mark,
    linked_text,
    prose,
    runtime,
    symbols,
)

__all__ = ["Cell", "OptionsTable", "raw_svg", "setup", "table"]

Cell = Any  # a string, a docutils node or a list of nodes (docutils is untyped)


def _cell(value: Cell) -> nodes.entry:
    """A table cell: prose paragraphs stay translatable, data is marked as final."""
    entry = nodes.entry()
    if isinstance(value, nodes.paragraph):
        entry += value
    elif isinstance(value, str):
        entry += runtime(nodes.paragraph(value, value))
    elif isinstance(value, list):
        entry += runtime(nodes.paragraph("", "", *value))
    else:
        entry += runtime(nodes.paragraph("", "", value))
    return entry


def table(header: list[Cell], rows: list[list[Cell]], *classes: str) -> nodes.table:
    """A docutils table; ``header`` cells are prose paragraphs (or lists of paragraphs, a
    mark beside the prose), ``rows`` hold data."""
    tgroup = nodes.tgroup(cols=len(header))
    for _ in header:
        tgroup += nodes.colspec(colwidth=1)
    head = nodes.thead()
    row = nodes.row()
    for paragraph in header:
        entry = nodes.entry()
        entry += paragraph
        row += entry
    head += row
    tgroup += head
    body = nodes.tbody()
    for values in rows:
        row = nodes.row()
        for value in values:
            row += _cell(value)
        body += row
    tgroup += body
    return nodes.table("", tgroup, classes=["rulebook-table", *classes])


def raw_svg(markup: str) -> nodes.raw:
    """An SVG picture for the HTML (and the PDF made from it); other builders skip it."""
    return nodes.raw("", markup, format="html")


def _default(directive: SphinxDirective, game: str, option: str, value: Any) -> Cell:
    """What the standard rules do about the option, in words: the game book's sentence for
    it, else not played, played, or the rule whose count it replaces ("As NT-2.2 says");
    never the move log's literal (``false``)."""
    lang = directive.config.language or "en"
    # what holds without the variant, in the game's words ("Not played" in every row told
    # the reader nothing: es-r4 3-4, nl-r4 8, de-r4; "As NT-2.2 says" too little: en-r5 22)
    standard = None if value is True else book_of(game).option_standard(option, lang)
    if standard is not None:
        return linked_text(standard, game)
    rule = book_of(game).unset_option_rule(option) if value is None else None
    if rule is not None:  # the option stands for a count a rule sets
        return prose(directive, f"As {rule} says")
    if isinstance(value, bool):
        return prose(directive, "Played" if value else "Not played")
    return str(value)


class OptionsTable(SphinxDirective):
    """Every option of a game for players: its name (with its basis), what it does and what
    holds without it.  The move log's keys are the specification's (docs/spec), not the
    players' book's."""

    required_arguments = 0

    def run(self) -> list[nodes.Node]:
        """The table of the game's options."""
        game = self.config.rulebook_game
        defaults: Any = load(game).options()  # every option at its default
        options = type(defaults)
        lang = self.config.language or "en"
        book = book_of(game)
        rows: list[list[Cell]] = []
        research: frozenset[str] = getattr(options, "research", frozenset())  # in no book
        for name in options.__match_args__:  # the options, in order (GameOptions)
            if name.startswith("_") or name in research:
                continue
            default = getattr(defaults, name)
            # the basis as RULES.md gives it, marked as the rules mark theirs: a variant the
            # sources describe carries no mark, a ruling its ✱
            basis = book.option_basis(name)
            title: list[nodes.Node] = [nodes.Text(ruletexts.option_title(name, lang))]
            if symbols(basis):
                title += [nodes.Text(" "), inline_mark(basis)]
            rows.append(
                [
                    title,
                    linked_text(ruletexts.option_text(name, lang), game),
                    _default(self, game, name, default),
                ]
            )
        header = [prose(self, "Variant"), prose(self, "Effect"), prose(self, "Standard rules")]
        return [table(header, rows, "options")]


def setup(app: Sphinx) -> None:
    """Register the data directives with Sphinx."""
    app.add_directive("options-table", reported(OptionsTable))
