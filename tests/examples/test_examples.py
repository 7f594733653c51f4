"""Every example in examples/ gives its expected report, through the API and the command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from regelwerk.cli import main
from regelwerk.logs import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
NAMES = sorted(
    path.name[: -len(".json")]
    for path in EXAMPLES.glob("*.json")
    if not path.name.endswith(".expected.json")
)


def test_there_are_examples_of_every_kind() -> None:
    statuses = {
        json.loads((EXAMPLES / f"{name}.expected.json").read_text())["status"] for name in NAMES
    }
    assert statuses == {"finished", "in_progress", "illegal", "malformed"}
    assert {"nr-finished-2p", "nr-finished-3p", "nr-finished-4p", "nr-in-progress"} <= set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_example_gives_its_expected_report(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text())
    path = EXAMPLES / f"{name}.json"
    report = validate(path).to_json(str(path))
    assert {key: report[key] for key in expected} == expected
    status = main(["validate", "--json", str(path)])
    line = json.loads(capsys.readouterr().out)
    assert {key: line[key] for key in expected} == expected
    assert (
        status
        == {"finished": 0, "in_progress": 0, "illegal": 1, "malformed": 2}[expected["status"]]
    )


def test_broken_examples_cite_the_rule_their_name_gives() -> None:
    for name in NAMES:
        expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text())
        prefix, _, rest = name.partition("-")
        if prefix in ("nr", "nt") and rest[:1].isdigit():
            assert expected["rule"] == f"{prefix.upper()}-{rest.split('-')[0]}", name


@pytest.mark.parametrize("name", NAMES)
def test_every_command_handles_every_example(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(EXAMPLES / f"{name}.json")
    expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text())
    code = {"finished": 0, "in_progress": 0, "illegal": 1, "malformed": 2}[expected["status"]]
    for argv in (["show", path], ["legal", path], ["redact", path, "--seat", "0"]):
        status = main(argv)
        err = capsys.readouterr().err
        assert "internal error" not in err and "Traceback" not in err
        if argv[0] != "redact":
            assert status == code
