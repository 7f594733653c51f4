"""The examples in the No Thanks! modules' docstrings are run, so they stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["__init__", "actions", "cards", "options", "state", "validate", "view", "scoring"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module(
        "regelwerk.nothanks" if name == "__init__" else f"regelwerk.nothanks.{name}"
    )
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failed == 0
