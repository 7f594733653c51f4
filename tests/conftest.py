"""Hypothesis settings and the test tiers for the whole suite.

Speed is measured in ``make bench``, never here, so no example has a deadline (a busy
2-core machine must not fail a property).  Under CI (``CI=true``) every property test is
derandomised: the gate that decides whether a submission lands runs the same examples each
time, while local runs keep exploring new ones and store what they find.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterable
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("local", deadline=None, print_blob=True)
settings.register_profile("ci", deadline=None, print_blob=True, derandomize=True, database=None)
_PROFILE = "ci" if os.environ.get("CI") == "true" else "local"
if os.environ.get("REGELWERK_TIER") == "check":
    # `make check` is the edit-test loop: a property without its own number of examples tries
    # 25 there instead of 100; `make test`, the gate, tries them all.
    settings.register_profile("check", settings.get_profile(_PROFILE), max_examples=25)
    _PROFILE = "check"
settings.load_profile(_PROFILE)


# --- the tiers: `make check` runs every test but the slow integration ones ------------------
#
# A test's tier follows from where it lives and what it uses, never from a mark written on
# it, so that a new test lands in the right tier by itself: a folder or module below
# ``tests/`` (the longest path that names it wins) or a fixture it asks for.  Every tier
# test is also ``slow``; ``make check`` deselects ``-m "not slow"``, ``make test`` runs all.

TIER_PATHS: dict[str, str] = {
    "rulebook/": "rulebook",  # builds rulebooks (Sphinx, HTML and PDF)
    "rulebook/test_rulebook_browser.py": "browser",  # drives chromium
    "pictures/test_replay_browser.py": "browser",
    "thirdgame/": "plugin",  # installs a game of its own, runs the commands as processes
    "ai/test_wheel.py": "wheel",  # builds and installs the wheel
    "project/test_packaging.py": "wheel",
    "parallel/test_dask.py": "dask",  # starts a Dask cluster
    "parallel/test_dask_failures.py": "dask",  # starts clusters, and kills them
}
TIER_FIXTURES: dict[str, str] = {"rulebooks": "rulebook"}  # the ten built books

_TESTS = Path(__file__).resolve().parent


def tiers_of(item: pytest.Item) -> set[str]:
    """The slow tiers of a collected test (none: it belongs to the fast tier)."""
    fixtures = getattr(item, "fixturenames", ())  # (a doctest has none)
    tiers = {tier for name, tier in TIER_FIXTURES.items() if name in fixtures}
    try:
        where = item.path.resolve().relative_to(_TESTS).as_posix()
    except ValueError:  # a doctest of README.md or docs/: the fast tier
        return tiers
    named = [path for path in TIER_PATHS if where == path or where.startswith(path)]
    if named:
        tiers.add(TIER_PATHS[max(named, key=len)])
    return tiers


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        tiers = tiers_of(item)
        for tier in sorted(tiers):
            item.add_marker(tier)
        if tiers:
            item.add_marker("slow")
        if item.path.name == "ai.rst":  # the AI guide's examples run both adapters
            wanting = missing_extra(("openspiel", ("pyspiel", "numpy")), PETTINGZOO)
            if wanting:
                item.add_marker(pytest.mark.skip(reason=wanting))


# --- the extras: a test that needs one skips, saying which, only when it is absent ----------
#
# ``pip install -e '.[test]'`` alone collects and runs the rest; ``make test`` installs every
# extra and sets REGELWERK_ALL_EXTRAS=1, under which a missing extra fails the run instead.

Extra = tuple[str, tuple[str, ...]]  # an extra of pyproject.toml and modules it brings
OPENSPIEL: Extra = ("openspiel", ("pyspiel", "open_spiel", "numpy"))
PETTINGZOO: Extra = ("pettingzoo", ("pettingzoo", "gymnasium", "numpy"))
DOCS: Extra = ("docs", ("sphinx",))

EXTRA_PATHS: dict[str, tuple[Extra, ...]] = {  # as TIER_PATHS: a folder or a module
    "ai/test_openspiel.py": (OPENSPIEL,),
    "ai/test_chance_interface.py": (OPENSPIEL,),
    "ai/test_pettingzoo.py": (PETTINGZOO,),
    "ai/test_wheel.py": (OPENSPIEL, PETTINGZOO),
    "parallel/test_dask.py": (("dask", ("distributed",)),),
    "rulebook/": (DOCS,),
    "api/test_error_sentences.py": (DOCS,),  # it imports the rulebook builder
}


def missing_extra(*extras: Extra) -> str | None:
    """Why a test cannot run (``None``: it can): the first of ``extras`` not installed.
    Under REGELWERK_ALL_EXTRAS=1 a missing extra is an error, not a reason to skip."""
    for extra, modules in extras:
        for module in modules:
            if importlib.util.find_spec(module) is None:
                reason = f"needs the {extra} extra: pip install -e '.[{extra}]'"
                if os.environ.get("REGELWERK_ALL_EXTRAS") == "1":
                    raise pytest.UsageError(f"{reason} (REGELWERK_ALL_EXTRAS=1: nothing skips)")
                return reason
    return None


class _NeedsExtras(pytest.Module):
    """A test module that skips, before it is imported, while an extra it needs is absent."""

    extras: tuple[Extra, ...] = ()

    def collect(self) -> Iterable[pytest.Item | pytest.Collector]:
        reason = missing_extra(*self.extras)
        if reason:
            pytest.skip(reason, allow_module_level=True)
        return super().collect()


def pytest_pycollect_makemodule(
    module_path: Path, parent: pytest.Collector
) -> pytest.Module | None:
    try:
        where = module_path.resolve().relative_to(_TESTS).as_posix()
    except ValueError:
        return None
    named = [path for path in EXTRA_PATHS if where == path or where.startswith(path)]
    if not named:
        return None
    module = _NeedsExtras.from_parent(parent, path=module_path)
    module.extras = EXTRA_PATHS[max(named, key=len)]
    return module
