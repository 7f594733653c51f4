"""The command-line runner the tests of this folder share."""

from __future__ import annotations

import pytest

from regelwerk.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``regelwerk ARGV``: its exit status, standard output and standard error."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err
