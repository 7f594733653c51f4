"""The command-line runner and the pool counter the tests of this folder share."""

from __future__ import annotations

import pytest

from regelwerk import parallel
from regelwerk.cli import main
from regelwerk.processes import WorkerPool


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``regelwerk ARGV``: its exit status, standard output and standard error."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def pools_started(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The number of workers of every pool ``regelwerk.parallel`` starts from now on."""
    started: list[int] = []

    class Counting(WorkerPool):
        def __init__(self, workers: int) -> None:
            started.append(workers)
            super().__init__(workers)

    monkeypatch.setattr(parallel, "WorkerPool", Counting)
    return started
