"""Issue 24: the one-log commands (``legal``, ``show``, ``redact``) read their file without
:mod:`pathlib` (a tenth of their start): :func:`validated_file` must report exactly what
``validate(Path(name))`` reports, for every kind of file a command line may name."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from regelwerk.logs import validate
from regelwerk.logs.checking import validated_file
from regelwerk.logs.reading import MAX_BYTES

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LOGS = sorted(path for path in EXAMPLES.glob("*.json") if not path.name.endswith(".expected.json"))


def _same(name: str, *, states: bool) -> None:
    ours, theirs = validated_file(name, states=states), validate(Path(name), states=states)
    assert ours == theirs  # the verdict: status, faults, scores, winners, format
    assert (ours.game, ours.players, ours.meta) == (theirs.game, theirs.players, theirs.meta)
    assert ours.final_state == theirs.final_state
    if states and ours.valid:
        assert list(ours.positions()) == list(theirs.positions())


@pytest.mark.parametrize("path", LOGS, ids=lambda path: path.name)
def test_every_example_is_reported_as_validate_reports_its_path(path: Path) -> None:
    _same(str(path), states=True)


def test_files_that_cannot_be_read_are_reported_as_validate_reports_them(tmp_path: Path) -> None:
    large = tmp_path / "large.json"
    with large.open("wb") as file:
        file.truncate(MAX_BYTES + 1)
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    for name in (tmp_path / "missing.json", tmp_path, large, fifo, tmp_path / "empty.json"):
        if name.name == "empty.json":
            name.write_bytes(b"")
        _same(str(name), states=False)
        assert validated_file(str(name)).status.value == "malformed"
