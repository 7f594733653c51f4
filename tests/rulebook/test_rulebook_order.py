"""Where the books' sources put each worked example: under the rule it shows (en-r4 #1).

Read from each book's ``index.rst`` (no build needed): a ``.. rules::`` directive renders
the rules it names, or its chapter's; an example box is printed under the last rule rendered
before it.
"""

from __future__ import annotations

import re

import pytest

from regelwerk.games import rules_of
from regelwerk.i18n.ruletexts import rule_text, rule_title
from regelwerk.rulebook import SHIPPED
from regelwerk.rulebook.book import book_of
from regelwerk.rules import Rule

_DIRECTIVE = re.compile(r"^\s*\.\. (chapter|rules|[a-z]+-example)::(.*)$")
_OPTION = re.compile(r"^\s+:(options|expect):\s*(.*)$")


def is_variant(rule: Rule) -> bool:
    """A rule that holds only with a variant: its English title or text says so."""
    words = f"{rule_title(rule.id, 'en')} {rule_text(rule.id, 'en')}".lower()
    return "variant" in words


def layout(game: str) -> list[tuple[str, str, dict[str, str]]]:
    """The book's examples in order: the last rule rendered before each, every rule
    rendered so far, and the example's ``:options:`` and ``:expect:``."""
    rules = {rule.id.value: rule for rule in rules_of(game)}
    chapter = ""
    rendered: list[str] = []
    examples: list[tuple[str, str, dict[str, str]]] = []
    lines = (book_of(game).source / "index.rst").read_text(encoding="utf-8").splitlines()
    for line in lines:
        if match := _DIRECTIVE.match(line):
            kind, argument = match.group(1), match.group(2).split()
            if kind == "chapter":
                chapter = argument[0]
            elif kind == "rules":
                rendered += argument or [r for r, rule in rules.items() if rule.chapter == chapter]
            else:
                examples.append((rendered[-1] if rendered else "", " ".join(rendered), {}))
        elif (option := _OPTION.match(line)) and examples:
            examples[-1][2][option.group(1)] = option.group(2)
    return examples


@pytest.mark.parametrize("game", SHIPPED)
def test_an_example_of_the_standard_rules_is_never_under_a_variants_rule(game: str) -> None:
    rules = {rule.id.value: rule for rule in rules_of(game)}
    for last, _, fields in layout(game):
        if "options" in fields or not last:
            continue
        assert not is_variant(rules[last]), f"{game}: an example of the standard rules under {last}"


@pytest.mark.parametrize("game", SHIPPED)
def test_an_example_of_a_fault_comes_after_the_rule_it_breaks(game: str) -> None:
    for _, rendered, fields in layout(game):
        if match := re.match(r"illegal ([A-Z]+-[\d.]+)", fields.get("expect", "")):
            assert match.group(1) in rendered.split(), f"{game}: {match.group(1)} shown too early"
