"""Shared input: a folder of logs of both games, valid and broken."""

from __future__ import annotations

import contextlib
import io
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from regelwerk.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture(scope="module")
def log_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The examples (one broken log per fault of LOG-FORMAT.md, finished and unfinished
    games), a few simulated games of both games, a subfolder, a non-log and a bad file."""
    folder = tmp_path_factory.mktemp("logs")
    for example in sorted(EXAMPLES.glob("*.json")):
        if not example.name.endswith(".expected.json"):
            shutil.copy(example, folder / example.name)
    with contextlib.redirect_stdout(io.StringIO()):  # the statistics are not wanted here
        main(["simulate", "--game", "no-return", "--games", "4", "--seed", "5", "--out",
              str(folder / "simulated")])  # fmt: skip
        main(["simulate", "--game", "no-thanks", "--players", "4", "--games", "4", "--out",
              str(folder / "simulated")])  # fmt: skip
    (folder / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    (folder / "notes.txt").write_text("not a log: not a *.json file", encoding="utf-8")
    yield folder
