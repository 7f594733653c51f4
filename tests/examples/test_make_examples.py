"""``examples/make_examples.py`` writes every file of examples/ again, byte for byte: the logs
and their expected reports are a contract, and the script that made them must still make
them (issue 9: it had drifted from 10 of them when the greedy policy learnt a new move)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_the_script_reproduces_every_example(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / "make_examples.py"), str(tmp_path)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    committed = {path.name for path in EXAMPLES.glob("*.json")}
    written = {path.name for path in tmp_path.iterdir()}
    assert written == committed
    differ = [
        name
        for name in sorted(committed)
        if (tmp_path / name).read_bytes() != (EXAMPLES / name).read_bytes()
    ]
    assert differ == []
