"""Every example in a docstring of the package runs, so the documentation stays true.

Modules are found by walking the package, so a new module's examples are run without
anyone listing it here.  The Sphinx extension of the rulebooks is left to its own tests:
it imports Sphinx, which is a documentation dependency.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import regelwerk

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(regelwerk.__path__, "regelwerk.")
    if not info.name.startswith("regelwerk.rulebook")
)


def test_modules_are_found() -> None:
    assert {"regelwerk.noreturn.tiles", "regelwerk.nothanks.cards"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module(name)
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failed == 0
