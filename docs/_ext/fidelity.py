"""The fidelity audit page, rendered from ``docs/audit/facts.toml``.

Directives (each takes no content):

* ``.. fidelity-sources::`` the source texts;
* ``.. fidelity-facts:: <game>`` every fact of the game's sources, the rules that state it, and
  per language the place in the built rulebook that says it (a link to the rule's anchor);
* ``.. fidelity-rules:: <game>`` every rule of the game with its basis and the facts behind it;
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

from regelwerk.i18n import ruletexts
from regelwerk.rules import RULES, RuleId, anchor, rules_of

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
class Audit:
    sources: Mapping[str, Source]
    facts: Sequence[Fact]
    disagreements: Sequence[Disagreement] = field(default_factory=tuple)
    findings: Sequence[Finding] = field(default_factory=tuple)


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
    )


def _para(*children: nodes.Node | str) -> nodes.paragraph:
    para = nodes.paragraph()
    for child in children:
        para += nodes.Text(child) if isinstance(child, str) else child
    return para


def _link(text: str, url: str) -> nodes.reference:
    return nodes.reference(text, text, refuri=BOOKS + url)


def _options_chapter(game: str) -> str:
    return rules_of(game)[0].id.value.split("-")[0] + "-options"


def _place(rule: str, lang: str) -> nodes.paragraph:
    """Where a language's book says a rule: its chapter and title, linked to its anchor."""
    rule_id = RuleId(rule)
    chapter = RULES[rule_id].chapter
    text = f"{rule} {ruletexts.rule_title(rule_id, lang)}"
    return _para(
        _link(text, ruletexts.rule_url(rule_id, lang)),
        f" ({chapter} {ruletexts.chapter_title(chapter, lang)})",
    )


def _option_place(option: str, game: str, lang: str) -> nodes.paragraph:
    chapter = _options_chapter(game)
    url = f"{game}/{lang}/{ruletexts.rulebook_page(game)}#{anchor(chapter)}"
    text = f"{option}: {ruletexts.option_title(option, lang)}"
    return _para(_link(text, url), f" ({ruletexts.chapter_title(chapter, lang)})")


Cell = str | Sequence[nodes.Node]
"""A table cell: plain text, or the paragraphs it holds."""


def _table(headers: Sequence[str], rows: Iterable[Sequence[Cell]]) -> nodes.table:
    table = nodes.table(classes=["fidelity"])
    group = nodes.tgroup(cols=len(headers))
    table += group
    for _ in headers:
        group += nodes.colspec(colwidth=1)
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
        return [_table(("Key", "File", "Game", "Language", "Note"), rows)]


class FactsDirective(_AuditDirective):
    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0]
        rows: list[Sequence[Cell]] = []
        for fact in self.audit().facts:
            if fact.game != game:
                continue
            text = [_para(fact.fact)]
            if fact.note:
                text.append(_para(nodes.emphasis(fact.note, fact.note)))
            if fact.context:
                text.append(_para(nodes.emphasis("", "Not a rule: " + fact.context)))
            cited = ", ".join((*fact.rules, *fact.options)) or "none"
            places = [
                [
                    *(_place(rule, lang) for rule in fact.rules),
                    *(_option_place(option, game, lang) for option in fact.options),
                ]
                for lang in LANGUAGES
            ]
            rows.append((fact.id, text, ", ".join(fact.sources), cited, *places))
        headers = ("Fact", "What the sources say", "Sources", "Rules", *LANGUAGES)
        return [_table(headers, rows)]


class RulesDirective(_AuditDirective):
    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        facts = self.audit().facts
        rows: list[Sequence[Cell]] = []
        for rule in rules_of(self.arguments[0]):
            backing = [fact.id for fact in facts if rule.id.value in fact.rules]
            basis = "/".join(basis.value for basis in rule.basis)
            rows.append(
                (
                    rule.id.value,
                    ruletexts.rule_title(rule.id, "en"),
                    basis,
                    ", ".join(backing) or "none (not in the sources: marked in every book)",
                )
            )
        return [_table(("Rule", "Title", "Basis", "Facts"), rows)]


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
        return [_table(("Id", "Sources", "What differs", "How the rules decided", "Rules"), rows)]


class FindingsDirective(_AuditDirective):
    def run(self) -> list[nodes.Node]:
        rows = [
            (entry.id, entry.kind, entry.where, entry.what, entry.fix, entry.status)
            for entry in self.audit().findings
        ]
        return [_table(("Id", "Kind", "Where", "What is wrong", "Fix", "Status"), rows)]


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("fidelity-sources", SourcesDirective)
    app.add_directive("fidelity-facts", FactsDirective)
    app.add_directive("fidelity-rules", RulesDirective)
    app.add_directive("fidelity-disagreements", DisagreementsDirective)
    app.add_directive("fidelity-findings", FindingsDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
