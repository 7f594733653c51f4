"""The core without knots (issue 19): no import cycle among regelwerk's modules, counting
every import statement wherever it stands (tools/import_cycles.py); the layers themselves
are import-linter's contracts in pyproject.toml, run by ``make lint``."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import import_cycles
import pytest

ROOT = Path(__file__).resolve().parents[2]


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / "pkg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_no_module_of_regelwerk_is_in_an_import_cycle() -> None:
    """Before: 14 core modules in one cycle (errors, rules, game, games, i18n, logs ...)
    held apart by function-level imports, and noreturn.setup with noreturn.state."""
    found = import_cycles.cycles(import_cycles.graph(ROOT / "src"))
    assert found == [], "\n".join(", ".join(cycle) for cycle in found)


def test_a_cycle_through_an_import_inside_a_function_is_found(tmp_path: Path) -> None:
    src = _package(
        tmp_path,
        {
            "__init__.py": "",
            "low.py": "def later():\n    from pkg import high\n    return high\n",
            "high.py": "from pkg.low import later\n",
            "deep.py": "class C:\n    def m(self):\n        if 1:\n            import pkg.high\n",
        },
    )
    graph = import_cycles.graph(src)
    assert graph["pkg.low"] == {"pkg.high"}
    assert graph["pkg.deep"] == {"pkg.high"}
    assert import_cycles.cycles(graph) == [["pkg.high", "pkg.low"]]


def test_imports_under_type_checking_are_left_out_and_relative_ones_resolved(
    tmp_path: Path,
) -> None:
    src = _package(
        tmp_path,
        {
            "__init__.py": "",
            "low.py": (
                "from typing import TYPE_CHECKING\n"
                "import typing\n"
                "if TYPE_CHECKING:\n    from pkg import high\n"
                "if typing.TYPE_CHECKING:\n    from . import high\n"
                "else:\n    from .sub import leaf\n"
            ),
            "high.py": "from .low import TYPE_CHECKING\nfrom . import sub\n",
            "sub/__init__.py": "from ..low import typing\n",
            "sub/leaf.py": "from .. import high\n",
        },
    )
    graph = import_cycles.graph(src)
    assert graph["pkg.low"] == {"pkg.sub.leaf"}
    assert graph["pkg.high"] == {"pkg.low", "pkg.sub"}
    assert graph["pkg.sub"] == {"pkg.low"}
    assert import_cycles.cycles(graph) == [["pkg.high", "pkg.low", "pkg.sub", "pkg.sub.leaf"]]


def test_the_layers_contracts_are_kept() -> None:
    """import-linter (the ``test`` extra) checks the layers written in pyproject.toml."""
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    if lint_imports is None:  # pragma: no cover - the test extra brings it
        pytest.skip("import-linter is not installed (the test extra)")
    done = subprocess.run(
        [lint_imports, "--no-cache"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
