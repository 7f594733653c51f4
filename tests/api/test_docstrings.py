"""Every public object has a docstring (issue 10 item 7): each class and function named in
``__all__`` of every public module (no part of its dotted name starts with ``_``), and the
public methods and properties of each of those classes (a method that overrides a
documented one inherits its docstring, as ``help()`` shows it)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterator

import regelwerk

# Optional extras and the Sphinx extension import what a plain install may lack.
OPTIONAL = ("regelwerk.openspiel", "regelwerk.pettingzoo", "regelwerk.rulebook")


def public_modules() -> Iterator[str]:
    yield "regelwerk"
    for info in pkgutil.walk_packages(regelwerk.__path__, "regelwerk."):
        if not any(part.startswith("_") for part in info.name.split(".")):
            yield info.name


def documented(value: object) -> bool:
    return bool(inspect.getdoc(value))


def missing() -> list[str]:
    found: list[str] = []
    for name in public_modules():
        try:
            module = importlib.import_module(name)
        except ImportError:
            if name.startswith(OPTIONAL):
                continue
            raise
        if not documented(module):
            found.append(name)
        for attribute in getattr(module, "__all__", ()):
            value = getattr(module, attribute)
            qualified = f"{name}.{attribute}"
            named = inspect.isclass(value) or inspect.isfunction(value)
            if named and not (value.__doc__ or "").strip():
                found.append(qualified)
            if inspect.isclass(value) and value.__module__.startswith("regelwerk"):
                found.extend(f"{qualified}.{member}" for member in undocumented_members(value))
    return sorted(set(found))


def undocumented_members(cls: type) -> Iterator[str]:
    for member, value in vars(cls).items():
        if member.startswith("_"):
            continue
        target = value.__func__ if isinstance(value, classmethod | staticmethod) else value
        callable_ = isinstance(target, property) or inspect.isfunction(target)
        if callable_ and not (inspect.getdoc(getattr(cls, member)) or "").strip():
            yield member


def test_every_public_object_has_a_docstring() -> None:
    assert missing() == []
