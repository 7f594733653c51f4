"""The specification in docs/spec/: the generated rules reference is current, says everything
the contract holds, and never less than the text it started from."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
import spec_rules

from regelwerk.cli import CONTRACT, build_parser
from regelwerk.games import load, rules_of, shipped
from regelwerk.logs.reading import MAX_BYTES, MAX_DEPTH
from regelwerk.rules import LOG

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "docs" / "spec"
# The first text lives in shared/spec/ beside the checkout (or beside the folder of worktrees).
SHARED = next(
    (path for path in (ROOT.parent / "shared" / "spec", ROOT.parents[1] / "shared" / "spec")
     if path.is_dir()),
    ROOT.parent / "shared" / "spec",
)  # fmt: skip
RULES = (SPEC / "rules.rst").read_text(encoding="utf-8")
SPECIFIED = (*shipped(), LOG)  # regelwerk's games: a game installed on its own has its own spec


def test_the_committed_rules_reference_is_current() -> None:
    assert spec_rules.render() == RULES, "docs/spec/rules.rst is stale: run make spec"
    assert spec_rules.main(["--check"]) == 0


def test_every_rule_and_code_is_in_the_reference_with_its_title_and_text() -> None:
    from regelwerk.i18n.ruletexts import export_rules

    for entry in (entry for game in SPECIFIED for entry in export_rules("en", game)):
        start = RULES.index(f"**{entry['id']}** ")
        block = " ".join(RULES[start:].split("\n\n.. _spec-")[0].split())
        text = " ".join(entry["text"].split())  # as the block: a no-break space is a space
        assert entry["title"] in block and text in block, entry["id"]
        if not entry["id"].startswith("LOG-"):
            assert f"**{entry['id']}** ({entry['basis']}) {entry['title']}" in block
    specified = sum(len(rules_of(game)) for game in SPECIFIED)
    assert len(re.findall(r"^\*\*(?:NR|NT|LOG)-[\w.]+\*\*", RULES, re.MULTILINE)) == specified


def test_every_option_is_in_the_reference_with_its_default() -> None:
    for game in shipped():
        defaults = load(game).options()
        for name in defaults.__match_args__:  # the options (GameOptions)
            default = json.dumps(getattr(defaults, name))  # false, null, or a number
            assert re.search(
                rf"^``{name}`` \((S|P|R)\, default ``{default}``\)", RULES, re.MULTILINE
            ), name


def test_a_companion_part_that_names_nothing_is_an_error() -> None:
    text = spec_rules.COMPANION.read_text(encoding="utf-8")
    with pytest.raises(spec_rules.CompanionError, match=r"NR-99\.1"):
        spec_rules.render(text + "\n.. part:: NR-99.1\n\nA rule that does not exist.\n")
    with pytest.raises(spec_rules.CompanionError, match="twice"):
        spec_rules.render(text + "\n.. part:: intro\n\nAgain.\n")
    broken = text.replace(":basis: R\n\nViolations", "Violations")
    with pytest.raises(spec_rules.CompanionError, match=":basis:"):
        spec_rules.render(broken)


def test_the_documented_limits_are_the_codes_limits() -> None:
    both = " ".join((RULES + (SPEC / "log-format.rst").read_text(encoding="utf-8")).split())
    assert MAX_BYTES == 8 * 1024 * 1024 and MAX_DEPTH == 32
    assert both.count(f"{MAX_BYTES:,} bytes") >= 2
    assert both.count(f"{MAX_DEPTH} levels") >= 2


# CI always has ../shared beside its clone: there a missing first text is a failure, not a skip.
@pytest.mark.skipif(
    not SHARED.is_dir() and os.environ.get("CI") != "true",
    reason="the first text is not beside this checkout",
)
def test_docs_spec_says_no_less_than_the_first_text() -> None:
    """Every id, option, format key, table row and code of ../shared/spec is in docs/spec."""
    ours = " ".join(
        (SPEC / name).read_text(encoding="utf-8")
        for name in ("rules.rst", "log-format.rst", "cli.rst")
    )
    ours = " ".join(ours.replace("``", "`").split())
    first = " ".join(
        (SHARED / name).read_text(encoding="utf-8")
        for name in ("RULES.md", "LOG-FORMAT.md", "CLI.md")
    )
    for pattern in (r"\*\*((?:NR|NT|LOG)-[\w.]+)\*\*", r"`([a-z_]+)`", r'"([a-z0-9-]+/1)"'):
        for found in set(re.findall(pattern, first)):
            assert found in ours, found
    for row in re.findall(r"^\| (.+?) \| (.+?) \|$", (SHARED / "LOG-FORMAT.md").read_text(), re.M):
        if row[0] in ("the turn", "the action", "---"):
            continue
        assert " ".join(row[0].replace("``", "`").split()) in ours, row[0]


def test_validate_help_cites_the_contract_by_its_repository_path() -> None:
    assert CONTRACT == "docs/spec/cli.rst" and (ROOT / CONTRACT).is_file()
    parser = build_parser()
    # issue 23: the one-line command list names no file (the native reviews: noise there)
    assert CONTRACT not in parser.format_help()
    validate = next(
        choice
        for action in parser._subparsers._group_actions  # type: ignore[union-attr]
        for name, choice in action.choices.items()  # type: ignore[union-attr]
        if name == "validate"
    )
    assert CONTRACT in " ".join(validate.format_help().split())
