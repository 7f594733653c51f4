"""``regelwerk --version`` prints the installed metadata's version; a command whose extra is
missing says which one to install."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from importlib import metadata
from importlib.machinery import ModuleSpec
from pathlib import Path

import pytest

import regelwerk
from regelwerk.cli import main


def test_version_comes_from_the_metadata() -> None:
    assert regelwerk.__version__ == metadata.version("regelwerk")
    assert regelwerk.__version__[0].isdigit()


@pytest.mark.parametrize(
    "command", [["-m", "regelwerk"], ["-c", "import regelwerk.cli as c; c.main()"]]
)
def test_version_option(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, *command, "--version"], capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == f"regelwerk {metadata.version('regelwerk')}\n"


@pytest.mark.parametrize("absent", ["sphinx", "sphinx_simplepdf"])
def test_rulebook_without_the_docs_extra_names_it(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    absent: str,
) -> None:
    real = importlib.util.find_spec

    def find_spec(name: str, package: str | None = None) -> ModuleSpec | None:
        if name == absent:
            return None
        return real(name, package) or ModuleSpec(name, None)  # the other one is there

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    status = main(["rulebook", "--game", "no-thanks", "--lang", "de", "--out", str(tmp_path)])
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    assert err.count("\n") == 1
    from regelwerk import __version__

    # The wheel with its extra: regelwerk is on no package index (issue 22).
    assert err == (
        f"regelwerk rulebook erfordert das Extra docs, das nicht installiert ist (kein Modul "
        f"{absent}); installiere das Wheel von regelwerk damit: pip install "
        f"'regelwerk-{__version__}-py3-none-any.whl[docs]'\n"
    )
    assert list(tmp_path.iterdir()) == []
