"""Rule chapters and rules, rendered from the runtime catalog in the build's language.

``.. chapter:: NR-5`` opens a section titled by :func:`~regelwerk.i18n.ruletexts.chapter_title`
whose content is the rulebook's own prose; ``.. rules::`` inside it renders every rule of
that chapter (title and text from :mod:`regelwerk.i18n.ruletexts`).  Rule text is therefore
written once, in ``regelwerk.po``; the nodes made from it carry no source line, so Sphinx
neither extracts nor translates them a second time.  Every rule section has the id
:func:`regelwerk.rules.anchor` gives it, in every language, and is a label for ``:ref:``.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms import SphinxTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from regelwerk.games import RULES, rules_of
from regelwerk.i18n import ruletexts
from regelwerk.i18n.marks import MARK_LABELS, MARKED, SYMBOLS, mark_key, symbols
from regelwerk.rulebook.book import BookError, book_of
from regelwerk.rulebook.sphinxext.reported import reported
from regelwerk.rules import Rule, RuleId, anchor

logger = logging.getLogger(__name__)

__all__ = [
    "MARKED",
    "MARK_LABELS",
    "SYMBOLS",
    "ChapterDirective",
    "LinkRuleIds",
    "ProseSectionDirective",
    "RulesDirective",
    "RulingsDirective",
    "basis_mark",
    "basis_role",
    "inline_mark",
    "linked_text",
    "prose",
    "rule_ref",
    "runtime",
    "setup",
    "symbols",
]

_RULE_ID = re.compile(r"\b[A-Z]+-\d+(?:\.\d+)?\b")  # a game's rule or chapter, not LOG-*


def prose(directive: SphinxDirective, text: str, *classes: str) -> nodes.paragraph:
    """A paragraph of rulebook prose that the gettext builder extracts and i18n translates."""
    node = nodes.paragraph(text, text, classes=list(classes))
    node.source, node.line = directive.get_source_info()
    return node


def runtime(node: Any) -> Any:
    """Mark text that is already in the build language (rule texts, names, glossaries) as not
    for docs.po: Sphinx would otherwise extract some of it and translate it a second time."""
    for element in node.findall(nodes.TextElement):
        # Inline nodes are left alone: Sphinx unwraps every inline carrying "translatable".
        if not isinstance(element, nodes.Inline):
            element["translatable"] = False
    return node


def rule_ref(target: str, text: str) -> addnodes.pending_xref:
    """A link to a rule or chapter anchor; resolved by Sphinx so it works in the PDF too."""
    ref = addnodes.pending_xref(
        "", refdomain="std", reftype="ref", reftarget=target, refexplicit=True, refwarn=True
    )
    ref.append(nodes.inline(text, text))
    return ref


def linked_text(text: str, game: str) -> list[nodes.Node]:
    """Runtime text with every rule id of ``game``'s book in it (``NR-5.4``, ``NR-7``) made a
    link to its anchor; ids of the other game (a LOG text names both) stay plain text."""
    prefix = book_of(game).rule_prefix
    out: list[nodes.Node] = []
    at = 0
    for match in _RULE_ID.finditer(text):
        if not match.group().startswith(prefix):
            continue
        if match.start() > at:
            out.append(nodes.Text(text[at : match.start()]))
        out.append(rule_ref(anchor(match.group()), match.group()))
        at = match.end()
    if at < len(text):
        out.append(nodes.Text(text[at:]))
    return out


def _section(directive: SphinxDirective, target: str, title: list[nodes.Node]) -> nodes.section:
    section = nodes.section(ids=[target], names=[target])
    section += runtime(nodes.title("", "", *title))
    directive.state.document.note_explicit_target(section)
    return section


def basis_mark(rule: Rule, lang: str) -> nodes.paragraph | None:
    """The visible mark of a rule not (only) from the sources: its symbols and one phrase."""
    if not any(basis in MARKED for basis in rule.basis):
        return None
    code = "/".join(basis.value for basis in rule.basis)
    classes = ["basis", *(f"basis-{basis.value.lower()}" for basis in rule.basis)]
    para = nodes.paragraph("", "", classes=classes)
    para += nodes.inline(symbols(code), symbols(code), classes=["basis-symbol"])
    para += nodes.Text(" " + ruletexts.translate(MARK_LABELS[mark_key(rule)], lang))
    return runtime(para)


def inline_mark(code: str, rule: str | None = None) -> nodes.inline:
    """A basis mark inside a sentence or a table cell: ``(◇ NR-3.3)``, the rule linked, or
    ``(✱)`` for an option; classed ``basis`` like the marks of the rules themselves.  A rule
    only from the sources shows its link alone (``(NR-5.4)``)."""
    letters = code.split("/")
    classes = ["basis", *(f"basis-{letter.lower()}" for letter in letters)]
    mark = nodes.inline("", "", classes=classes)
    mark += nodes.Text("(")
    shown = symbols(code)
    if shown:
        mark += nodes.inline(shown, shown, classes=["basis-symbol"])
    if rule is not None:
        if shown:
            mark += nodes.Text("\N{NO-BREAK SPACE}")
        mark += rule_ref(anchor(rule), rule)
    mark += nodes.Text(")")
    return runtime(mark)


def basis_role(
    name: str,
    rawtext: str,
    text: str,
    lineno: int,
    inliner: Any,
    options: dict[str, Any] | None = None,
    content: list[str] | None = None,
) -> tuple[list[nodes.Node], list[nodes.system_message]]:
    """``:basis:`NR-3.3``` after prose that restates a rule (a turn summary): the rule's
    basis letters, as the rule table has them, and a link to the rule."""
    try:
        rule = RULES[RuleId(text.strip())]
    except (KeyError, ValueError):
        message = inliner.reporter.error(f"unknown rule {text!r}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, message)], [message]
    code = "/".join(basis.value for basis in rule.basis)
    return [inline_mark(code, rule.id.value)], []


class ChapterDirective(SphinxDirective):
    """A rule chapter (``NR-5``): localized title, anchor ``nr-5``, the content as prose."""

    required_arguments = 1
    has_content = True

    def run(self) -> list[nodes.Node]:
        """The chapter's rules, each under its id."""
        chapter = self.arguments[0]
        if chapter not in ruletexts.CHAPTERS:
            raise self.error(f"unknown rule chapter {chapter!r}")
        lang = self.config.language or "en"
        title = ruletexts.chapter_title(chapter, lang)
        shown = [nodes.Text(title)]
        if chapter[-1].isdigit():  # "NR-5", not "NR-options" or "LOG"
            shown.insert(0, nodes.inline(chapter, chapter, classes=["rule-id"]))
            shown[1] = nodes.Text(" " + title)
        section = _section(self, anchor(chapter), shown)
        self.env.temp_data["rulebook_chapter"] = chapter
        self.state.nested_parse(self.content, self.content_offset, section)
        self.env.temp_data.pop("rulebook_chapter", None)
        return [section]


class ProseSectionDirective(SphinxDirective):
    """A section of the book's own prose (``.. prose-section:: Overview`` with ``:id:``).

    Written as a directive, not as a reStructuredText heading, so that it stands beside the
    chapters instead of swallowing the chapters that follow it.  Its title is prose and is
    translated through docs.po.
    """

    required_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec: ClassVar = {"id": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        """A section of prose from the catalogs."""
        target = self.options["id"]
        section = nodes.section(ids=[target], names=[target])
        title = nodes.title(self.arguments[0], self.arguments[0])
        title.source, title.line = self.get_source_info()
        section += title
        self.state.document.note_explicit_target(section)
        self.state.nested_parse(self.content, self.content_offset, section)
        # an anchor at the end too: the PDF's destinations then tell on which page the
        # section ends, so a test can see the turn summary spill onto a second page
        section += nodes.container(ids=[f"{target}-end"], classes=["section-end"])
        return [section]


class RulesDirective(SphinxDirective):
    """The rules of the enclosing chapter, or the rule ids given as arguments."""

    optional_arguments = 20
    option_spec: ClassVar = {"game": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        """Every rule of the game, chapter by chapter."""
        if self.arguments:
            rules = [RULES[RuleId(text)] for text in self.arguments]
        else:
            chapter = self.env.temp_data.get("rulebook_chapter")
            if chapter is None:
                raise self.error("rules:: without arguments must stand inside a chapter::")
            rules = [rule for rule in RULES.values() if rule.chapter == chapter]
        rendered = self.env.domaindata.setdefault("rulebook", {}).setdefault("rules", {})
        out: list[nodes.Node] = []
        for rule in rules:
            rendered.setdefault(self.env.docname, []).append(rule.id.value)
            out.append(self._rule(rule))
        return out

    def _rule(self, rule: Rule) -> nodes.section:
        lang = self.config.language or "en"
        title = ruletexts.rule_title(rule.id, lang)
        section = _section(
            self,
            rule.anchor,
            [
                nodes.inline(rule.id.value, rule.id.value, classes=["rule-id"]),
                nodes.Text(" " + title),
            ],
        )
        section["classes"].append("rule")
        mark = basis_mark(rule, lang)
        if mark is not None:
            section += mark
        for paragraph in ruletexts.rule_text(rule.id, lang).split("\n\n"):
            text = linked_text(paragraph.strip(), self.config.rulebook_game)
            section += runtime(nodes.paragraph("", "", *text))
        return section


class RulingsDirective(SphinxDirective):
    """A list of the game's rules whose basis is not (only) the sources: P and R."""

    required_arguments = 1  # the game

    def run(self) -> list[nodes.Node]:
        """The rulings (basis R) of the book."""
        lang = self.config.language or "en"
        items = nodes.bullet_list()
        for rule in rules_of(self.arguments[0]):
            if not any(basis in MARKED for basis in rule.basis):
                continue
            item = nodes.list_item()
            para = nodes.paragraph()
            para += rule_ref(rule.anchor, rule.id.value)
            code = "/".join(b.value for b in rule.basis)
            para += nodes.Text(f" {symbols(code)} ")
            para += nodes.Text(ruletexts.rule_title(rule.id, lang))
            item += para
            items += item
        return [runtime(items)]


class LinkRuleIds(SphinxTransform):
    """Rule ids in the book's own prose (a chapter's "(NR-7.1)") link to their rules, as the
    rule texts' ids do (they were plain grey beside blue links: en-r3 40, es-r3 37)."""

    default_priority = 30  # after the prose is translated (sphinx.transforms.i18n.Locale: 20)
    _SKIP = (nodes.title, nodes.reference, addnodes.pending_xref, nodes.literal, nodes.raw)

    def apply(self, **kwargs: Any) -> None:
        """Replace each text of prose that names a rule by the text with the rule linked."""
        game = self.config.rulebook_game
        if not game:
            return
        for text in list(self.document.findall(nodes.Text)):
            parent = text.parent
            if parent is None or not _RULE_ID.search(text.astext()):
                continue
            if any(isinstance(node, self._SKIP) for node in _lineage(parent)):
                continue
            linked = linked_text(text.astext(), game)
            if any(isinstance(node, addnodes.pending_xref) for node in linked):
                parent.replace(text, linked)


def _lineage(node: nodes.Node) -> list[nodes.Node]:
    """``node`` and every element that holds it."""
    out = []
    while node is not None:
        out.append(node)
        node = node.parent
    return out


def _check_all_rendered(app: Sphinx, env: object) -> None:
    """Fail the build when a rule of the game is missing from the book or shown twice."""
    game = app.config.rulebook_game
    if not game:
        return
    seen = [
        rule
        for rules in app.env.domaindata.get("rulebook", {}).get("rules", {}).values()
        for rule in rules
    ]
    expected = [rule.id.value for rule in (*rules_of(game), *rules_of("log"))]
    missing = [rule for rule in expected if rule not in seen]  # in the rules' order
    twice = sorted({rule for rule in seen if seen.count(rule) > 1})
    # Logged, not raised: an exception here ends Sphinx with a traceback; an error in the
    # library's words fails the build all the same (it runs with -W).
    for key, rules in (("rules missing", missing), ("rules twice", twice)):
        if rules:
            error = BookError(key, game, rules=", ".join(rules))
            logger.error(error.message("en"), location=app.env.config.root_doc)


def _marks_take_their_space(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Each inline mark ("… 7 bij 7 spelers (◇ NT-2.2).") takes the space before it inside
    itself: the line may then break at the mark's own start.  With the space outside,
    WeasyPrint, finding the mark did not fit after a line's last word, broke that line at
    its first space instead and left one word on a line of its own ("Iedere": nl-r11 1)."""
    for mark in list(doctree.findall(nodes.inline)):
        before = mark.previous_sibling()
        if "basis" in mark["classes"] and isinstance(before, nodes.Text) and before.endswith(" "):
            mark.parent.replace(before, nodes.Text(before.rstrip(" ")))
            mark.insert(0, nodes.Text(" "))


def _purge(app: Sphinx, env: object, docname: str) -> None:
    app.env.domaindata.get("rulebook", {}).get("rules", {}).pop(docname, None)


def setup(app: Sphinx) -> None:
    """Register the rule directives with Sphinx."""
    app.add_directive("chapter", reported(ChapterDirective))
    app.add_directive("rules", reported(RulesDirective))
    app.add_directive("prose-section", reported(ProseSectionDirective))
    app.add_directive("rulings", reported(RulingsDirective))
    app.add_role("basis", basis_role)
    app.add_transform(LinkRuleIds)
    app.connect("env-check-consistency", _check_all_rendered)
    app.connect("env-purge-doc", _purge)
    app.connect("doctree-resolved", _marks_take_their_space)
