"""The built rulebooks, shared by the tests of this folder.

``make test`` builds them once (``make docs``) and points ``REGELWERK_RULEBOOKS`` at
``build/rulebooks``; a plain ``pytest`` run builds all ten into a temporary folder first.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from regelwerk.rulebook import build_all


@pytest.fixture(scope="session")
def rulebooks(tmp_path_factory: pytest.TempPathFactory) -> Path:
    prebuilt = os.environ.get("REGELWERK_RULEBOOKS")
    if prebuilt:
        return Path(prebuilt)
    out = tmp_path_factory.mktemp("rulebooks")
    build_all(out)
    return out
