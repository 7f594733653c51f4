"""The adapters install as extras from a wheel: built from this checkout, installed with
``[openspiel,pettingzoo]`` into a fresh virtual environment, where both frameworks' own tests
run on both games."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SMOKE = """
import pyspiel
import regelwerk.openspiel
from pettingzoo.test import api_test
from regelwerk.pettingzoo import no_return_v0, no_thanks_v0

for name in ("python_no_return", "python_no_thanks"):
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=1, serialize=True, verbose=False)
for module in (no_return_v0, no_thanks_v0):
    api_test(module.env(), num_cycles=50)
print("adapters work from the wheel")
"""


def _run(*command: str | Path, cwd: Path = ROOT) -> str:
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    return done.stdout


def test_the_extras_install_from_a_wheel(tmp_path: Path) -> None:
    _run(sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", tmp_path / "dist")
    (wheel,) = (tmp_path / "dist").glob("regelwerk-*.whl")
    _run(sys.executable, "-m", "venv", tmp_path / "venv")
    python = tmp_path / "venv" / "bin" / "python"
    _run(python, "-m", "pip", "install", "-q", f"{wheel}[openspiel,pettingzoo]")
    out = _run(python, "-c", SMOKE, cwd=tmp_path)  # not the checkout: the installed package
    assert "adapters work from the wheel" in out
