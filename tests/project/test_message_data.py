"""docs/spec/messages.rst documents, for every rule id, the data its messages need (issue
21): each variant with a template of its own is listed with exactly the keys the template
needs, and every rule and LOG code of the shipped games is there."""

from __future__ import annotations

import re
import string
from pathlib import Path

from regelwerk.games import load, shipped
from regelwerk.i18n.markers import Template
from regelwerk.i18n.messages import TEMPLATES
from regelwerk.rules import LOG_RULES, RuleId

PAGE = (Path(__file__).resolve().parents[2] / "docs" / "spec" / "messages.rst").read_text(
    encoding="utf-8"
)
DERIVED = {
    "tiles_dative": "tiles",
    "colour_row": "colour",
    "expected_player": "expected",
    "given_player": "given",
    "player": "seat",
    "option_key": "option",
}
"""Placeholders derived from a data key (a game's PieceNames.derived; a seat's player; an
option's key beside its title)."""


def needed(template: Template) -> set[str]:
    text = template.text("en", {template.count: 1} if template.count else {})
    names = {name for _, name, _, _ in string.Formatter().parse(text) if name} - {"title"}
    keys = {DERIVED.get(name, name.removesuffix("_count")) for name in names}
    return keys | ({template.count} if template.count else set())


def documented() -> dict[tuple[str, str | None], set[str]]:
    """Every (rule, variant) of the page with the keys its entry names."""
    entries: dict[tuple[str, str | None], set[str]] = {}
    rule = ""
    for line in PAGE.splitlines():
        head = re.match(r"^``([A-Z]+-[\w.]+)``", line)
        if head:
            rule = head.group(1)
            continue
        item = re.match(r'^   - (?:``\w+="([^"]+)"``|(no variant)|(no data))', line)
        if item and rule:
            keys = set(re.findall(r"``(\w+)`` \(", line))
            variant = item.group(1)
            if (rule, variant) in entries:
                entries[(rule, variant)] |= keys  # a LOG code's variants listed per game
            else:
                entries[(rule, variant)] = keys
    return entries


def templates() -> dict[tuple[RuleId, str | None], Template]:
    found = dict(TEMPLATES)
    for name in shipped():
        found.update(load(name).texts.templates)
    return found


def test_every_message_template_is_documented_with_the_keys_it_needs() -> None:
    page = documented()
    for (rule, variant), template in templates().items():
        assert (rule.value, variant) in page, f"{rule.value} {variant}: not in messages.rst"
        assert page[(rule.value, variant)] == needed(template), (rule.value, variant)


def test_every_rule_and_log_code_has_an_entry() -> None:
    rules = [rule.id.value for rule in LOG_RULES]
    rules += [rule.id.value for name in shipped() for rule in load(name).rules]
    listed = set(re.findall(r"^``([A-Z]+-[\w.]+)``", PAGE, re.MULTILINE))
    assert set(rules) <= listed
    assert {rule for rule, _ in documented()} <= set(rules)
