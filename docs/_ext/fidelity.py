"""The fidelity audit page, rendered from ``docs/audit/facts.toml``.

Directives (each takes no content):

* ``.. fidelity-sources::`` the source texts;
* ``.. fidelity-facts:: <game>`` every fact of the game's sources and the rules that state it;
* ``.. fidelity-where:: <game>`` every rule of the game with its basis, the facts behind it, and
  per language the place in the built rulebook that says it (a link to the rule's anchor, and
  the chapter);
* ``.. fidelity-sentences:: <source>`` every sentence of a source text (by number and
  fingerprint, never quoted) with the facts that carry it into the books, or why none does;
* ``.. fidelity-disagreements::`` and ``.. fidelity-findings::``.

The links point from ``build/docs/`` to the rulebooks in ``build/rulebooks/`` (``make docs``
builds both); the rule and chapter titles come from the runtime catalogs, in each language.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from docutils import nodes  # type: ignore[import-untyped, unused-ignore]
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from regelwerk.games import RULES, rules_of
from regelwerk.i18n import ruletexts
from regelwerk.rules import RuleId, anchor

FACTS: Final = Path(__file__).resolve().parent.parent / "audit" / "facts.toml"
LANGUAGES: Final = ("en", "de", "fr", "es", "nl")
BOOKS: Final = "../rulebooks/"  # from build/docs/ to build/rulebooks/


@dataclass(frozen=True)
class Source:
    key: str
    file: str
    game: str
    language: str
    note: str


@dataclass(frozen=True)
class Fact:
    id: str
    game: str
    sources: tuple[str, ...]
    fact: str
    rules: tuple[str, ...]
    options: tuple[str, ...] = ()
    note: str = ""
    context: str = ""


@dataclass(frozen=True)
class Disagreement:
    id: str
    sources: tuple[str, ...]
    rules: tuple[str, ...]
    issue: str
    decision: str


@dataclass(frozen=True)
class Finding:
    id: str
    kind: str
    where: str
    what: str
    fix: str
    status: str


@dataclass(frozen=True)
class Sentence:
    source: str
    n: int
    hash: str
    facts: tuple[str, ...]
    context: str = ""


@dataclass(frozen=True)
class Audit:
    sources: Mapping[str, Source]
    facts: Sequence[Fact]
    disagreements: Sequence[Disagreement] = field(default_factory=tuple)
    findings: Sequence[Finding] = field(default_factory=tuple)
    sentences: Sequence[Sentence] = field(default_factory=tuple)


def _tuples(entry: Mapping[str, object]) -> dict[str, object]:
    return {key: tuple(value) if isinstance(value, list) else value for key, value in entry.items()}


def load(path: Path = FACTS) -> Audit:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return Audit(
        sources={key: Source(key=key, **value) for key, value in data["sources"].items()},
        facts=tuple(Fact(**_tuples(entry)) for entry in data["fact"]),  # type: ignore[arg-type]
        disagreements=tuple(
            Disagreement(**_tuples(entry))  # type: ignore[arg-type]
            for entry in data.get("disagreement", ())
        ),
        findings=tuple(Finding(**entry) for entry in data.get("finding", ())),
        sentences=tuple(
            Sentence(**_tuples(entry))  # type: ignore[arg-type]
            for entry in data.get("sentence", ())
        ),
    )


def _para(*children: nodes.Node | str) -> nodes.paragraph:
    para = nodes.paragraph()
    for child in children:
        para += nodes.Text(child) if isinstance(child, str) else child
    return para


def _link(text: str, url: str) -> nodes.reference:
    return nodes.reference(text, text, refuri=BOOKS + url)


def _here(text: str, target: str) -> nodes.reference:
    """A link to a row of another table on this page."""
    return nodes.reference(text, text, refid=target)


def _target(text: str, target: str) -> nodes.paragraph:
    """A table cell's paragraph that other rows link to."""
    para = _para(text)
    para["ids"].append(target)
    return para


def _links(items: Sequence[tuple[str, str]]) -> nodes.paragraph:
    para = nodes.paragraph()
    for index, (text, target) in enumerate(items):
        para += nodes.Text(", ") if index else nodes.Text("")
        para += _here(text, target)
    return para


def _fact_target(fact: str) -> str:
    return "fact-" + fact.lower()


def _rule_target(rule: str) -> str:
    return "where-" + anchor(rule)


def _place(text: str, url: str, chapter: str, lang: str) -> list[nodes.Node]:
    """Where a language's book says something: a link to its anchor, and its chapter."""
    return [_para(_link(text, url)), _para(nodes.emphasis("", chapter_of(chapter, lang)))]


def chapter_of(chapter: str, lang: str) -> str:
    title = ruletexts.chapter_title(chapter, lang)
    return f"{chapter} {title}" if chapter[-1].isdigit() else title


def _rule_place(rule: RuleId, lang: str) -> list[nodes.Node]:
    title = ruletexts.rule_title(rule, lang)
    return _place(title, ruletexts.rule_url(rule, lang), RULES[rule].chapter, lang)


def _option_place(option: str, game: str, lang: str) -> list[nodes.Node]:
    chapter = rules_of(game)[0].id.value.split("-")[0] + "-options"
    url = f"{game}/{lang}/{ruletexts.rulebook_page(game)}#{anchor(chapter)}"
    return _place(ruletexts.option_title(option, lang), url, chapter, lang)


Cell = str | Sequence[nodes.Node]
"""A table cell: plain text, or the paragraphs it holds."""


def _table(
    headers: Sequence[str], widths: Sequence[int], rows: Iterable[Sequence[Cell]]
) -> nodes.table:
    table = nodes.table(classes=["fidelity", "colwidths-given"])
    group = nodes.tgroup(cols=len(headers))
    table += group
    for width in widths:
        group += nodes.colspec(colwidth=width)
    head = nodes.thead()
    group += head
    head += _row(headers)
    body = nodes.tbody()
    group += body
    for row in rows:
        body += _row(row)
    return table


def _row(cells: Sequence[Cell]) -> nodes.row:
    row = nodes.row()
    for cell in cells:
        entry = nodes.entry()
        entry.extend([_para(cell)] if isinstance(cell, str) else list(cell))
        row += entry
    return row


class _AuditDirective(SphinxDirective):
    def audit(self) -> Audit:
        self.env.note_dependency(str(FACTS))
        return load()


class SourcesDirective(_AuditDirective):
    def run(self) -> list[nodes.Node]:
        rows = [
            (key, source.file, source.game, source.language, source.note)
            for key, source in self.audit().sources.items()
        ]
        return [_table(("Key", "File", "Game", "Language", "Note"), (1, 5, 2, 3, 6), rows)]


class FactsDirective(_AuditDirective):
    """The facts of a game's sources, each linked to the rules that state it."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        rows: list[Sequence[Cell]] = []
        for fact in self.audit().facts:
            if fact.game != self.arguments[0]:
                continue
            text = [_para(fact.fact)]
            if fact.note:
                text.append(_para(nodes.emphasis(fact.note, fact.note)))
            if fact.context:
                text.append(_para(nodes.emphasis("", "Not a rule: " + fact.context)))
            cited = [(rule, _rule_target(rule)) for rule in fact.rules]
            cited += [(option, _rule_target(option)) for option in fact.options]
            rules = [_links(cited)] if cited else "none"
            rows.append(
                ([_target(fact.id, _fact_target(fact.id))], text, ", ".join(fact.sources), rules)
            )
        headers = ("Fact", "What the sources say", "Sources", "Rules")
        return [_table(headers, (2, 10, 2, 3), rows)]


class WhereDirective(_AuditDirective):
    """Every rule of a game (and every option a fact names): its basis, the facts behind it,
    and where each language's book says it."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0]
        facts = [fact for fact in self.audit().facts if fact.game == game]
        rows: list[Sequence[Cell]] = []
        for rule in rules_of(game):
            backing = [fact.id for fact in facts if rule.id.value in fact.rules]
            rows.append(
                (
                    [
                        _target(rule.id.value, _rule_target(rule.id.value)),
                        _para(nodes.literal("", "#" + rule.anchor)),
                    ],
                    "/".join(basis.value for basis in rule.basis),
                    [_links([(fact, _fact_target(fact)) for fact in backing])]
                    if backing
                    else "none: the sources are silent, every book marks it",
                    *(_rule_place(rule.id, lang) for lang in LANGUAGES),
                )
            )
        # an option listed here is a variant a source fact describes: its basis is S
        options = dict.fromkeys(option for fact in facts for option in fact.options)
        for option in options:
            backing = [fact.id for fact in facts if option in fact.options]
            rows.append(
                (
                    [_target(option, _rule_target(option))],
                    "S",
                    [_links([(fact, _fact_target(fact)) for fact in backing])],
                    *(_option_place(option, game, lang) for lang in LANGUAGES),
                )
            )
        headers = ("Rule", "Basis", "Facts", *LANGUAGES)
        return [_table(headers, (3, 2, 4, 4, 4, 4, 4, 4), rows)]


class SentencesDirective(_AuditDirective):
    """Every sentence of one source text, in order: the facts (or cover entries) that carry
    it into the books, or why it carries none."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        facts = {fact.id for fact in self.audit().facts}
        rows: list[Sequence[Cell]] = []
        for sentence in self.audit().sentences:
            if sentence.source != self.arguments[0]:
                continue
            carried: list[nodes.Node] = (
                [_links([(fact, _fact_target(fact)) for fact in sentence.facts if fact in facts])]
                if any(fact in facts for fact in sentence.facts)
                else []
            )
            cover = [fact for fact in sentence.facts if fact not in facts]
            if cover:
                carried.append(_para("the cover: " + ", ".join(cover)))
            if sentence.context:
                carried.append(_para(nodes.emphasis("", sentence.context)))
            rows.append((str(sentence.n), [_para(nodes.literal("", sentence.hash))], carried))
        headers = ("Sentence", "Fingerprint", "Carried by")
        return [_table(headers, (2, 4, 12), rows)]


class DisagreementsDirective(_AuditDirective):
    def run(self) -> list[nodes.Node]:
        rows = [
            (
                entry.id,
                ", ".join(entry.sources),
                entry.issue,
                entry.decision,
                ", ".join(entry.rules),
            )
            for entry in self.audit().disagreements
        ]
        headers = ("Id", "Sources", "What differs", "How the rules decided", "Rules")
        return [_table(headers, (3, 2, 8, 6, 2), rows)]


class FindingsDirective(_AuditDirective):
    def run(self) -> list[nodes.Node]:
        rows = [
            (entry.id, entry.kind, entry.where, entry.what, entry.fix, entry.status)
            for entry in self.audit().findings
        ]
        headers = ("Id", "Kind", "Where", "What is wrong", "Fix", "Status")
        return [_table(headers, (3, 3, 5, 8, 7, 3), rows)]


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("fidelity-sources", SourcesDirective)
    app.add_directive("fidelity-facts", FactsDirective)
    app.add_directive("fidelity-where", WhereDirective)
    app.add_directive("fidelity-sentences", SentencesDirective)
    app.add_directive("fidelity-disagreements", DisagreementsDirective)
    app.add_directive("fidelity-findings", FindingsDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
