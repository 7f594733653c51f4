"""One entry-point group read from the installed metadata, without :mod:`importlib.metadata`.

Importing :mod:`importlib.metadata` costs tens of milliseconds (it brings ``email``,
``zipfile``, ``csv``, ``inspect`` and ``pathlib``), more than the rest of a one-file
``regelwerk validate``.  :func:`entry_points` finds the same entry points the way
:func:`importlib.metadata.entry_points` does, for the common layout of installed
distributions: the ``*.dist-info`` and ``*.egg-info`` folders in the folders of
:data:`sys.path`, in path order, each distribution counted once by its normalised name (the
first one found wins, as for an import), and each one's ``entry_points.txt`` read with the
same rules.

Where the layout is anything else — a zip file or an ``.egg`` on the path, a metadata
folder whose name is not in canonical form, an import hook that finds distributions of its
own, an ``entry_points.txt`` it cannot parse — it asks :mod:`importlib.metadata` instead,
so the answer is always that of the standard library (a test compares both).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from typing import Final

from regelwerk.frozen import Frozen

__all__ = ["Registration", "entry_point_groups", "entry_points"]

_METADATA_DIRS: Final = (".dist-info", ".egg-info")
_VALUE: Final = r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$"
"""The syntax of an entry point's value (importlib.metadata's ``EntryPoint.pattern``), compiled
for a value that is not simply ``module:object`` (see :func:`_names`)."""


class Registration(Frozen):
    """One entry point: its ``name`` and ``value`` (``"package.module:object"``).  A frozen
    value (:mod:`regelwerk.frozen`): a dataclass or a ``NamedTuple`` compiles code when it
    is defined, which every start of the command would pay for."""

    __slots__ = ("name", "value", "distribution")  # noqa: RUF023 (the fields' order)
    name: str
    value: str
    distribution: str
    """The normalised name of the distribution that registers it (``regelwerk``)."""

    def __init__(self, name: str, value: str, distribution: str = "") -> None:
        self._init(name, value, distribution)

    def load(self) -> object:
        """The object the value names, its module imported (as ``EntryPoint.load``)."""
        from importlib import import_module

        module, attributes = _names(self.value)
        found: object = import_module(module)
        for attribute in filter(None, attributes.split(".")):
            found = getattr(found, attribute)
        return found


Registration._name_fields()


def _names(value: str) -> tuple[str, str]:
    """The module and the attribute path an entry point's value names: ``package.module``
    and ``object`` (or ``""``) for ``package.module:object``."""
    module, colon, attributes = value.partition(":")
    if _dotted(module) and (_dotted(attributes) or not colon):
        return module, attributes  # the common form: no pattern to compile for it
    match = re.match(_VALUE, value)
    if match is None:
        raise ValueError(f"not an entry point: {value!r}")
    return match.group("module"), match.group("attr") or ""


def _dotted(name: str) -> bool:
    """Whether ``name`` is a dotted name of identifiers (which the pattern reads as it is)."""
    return all(part.isidentifier() for part in name.split("."))


class _Unusual(Exception):
    """A layout this reader leaves to importlib.metadata."""


def entry_points(group: str) -> list[Registration]:
    """The entry points of ``group`` of every installed distribution, in the order
    :func:`importlib.metadata.entry_points` gives them."""
    return entry_point_groups(group)[group]


def entry_point_groups(*groups: str) -> dict[str, list[Registration]]:
    """The entry points of each of ``groups``, as :func:`entry_points` gives them, from one
    reading of the installed metadata."""
    try:
        return _read(groups)
    except _Unusual:
        return {group: _standard(group) for group in groups}


def _standard(group: str) -> list[Registration]:
    from importlib.metadata import entry_points as standard

    return [
        Registration(point.name, point.value, _normalize(point.dist.name if point.dist else ""))
        for point in standard(group=group)
    ]


def _read(groups: tuple[str, ...]) -> dict[str, list[Registration]]:
    _check_finders()
    found: dict[str, list[Registration]] = {group: [] for group in groups}
    seen: set[str] = set()
    for folder, name in _metadata_folders():
        if name in seen:  # shadowed by a distribution earlier on the path
            continue
        seen.add(name)
        path = os.path.join(folder, "entry_points.txt")
        # Most distributions register nothing: asking costs less than failing to open.
        text = _read_text(path) if os.access(path, os.R_OK) else None
        if text:
            _parse(text, found, name)
    return found


def _check_finders() -> None:
    """Only the standard path finder may find distributions (an import hook could add its
    own, which only importlib.metadata asks)."""
    from importlib.machinery import PathFinder

    for finder in sys.meta_path:
        if finder is not PathFinder and getattr(finder, "find_distributions", None) is not None:
            raise _Unusual


def _metadata_folders() -> Iterator[tuple[str, str]]:
    """Every metadata folder on :data:`sys.path`, in order, with its distribution's
    normalised name."""
    for entry in sys.path:
        root = entry or "."
        try:
            children = os.listdir(root)
        except OSError:
            if os.path.exists(root):  # a zip file on the path: importlib.metadata reads it
                raise _Unusual from None
            continue
        if root.lower().endswith(".egg"):
            raise _Unusual
        infos = [child for child in children if child.lower().endswith(_METADATA_DIRS)]
        if any(not child.endswith(_METADATA_DIRS) for child in infos):
            raise _Unusual  # "Foo.DIST-INFO": its name comes from its METADATA there
        # importlib.metadata groups a folder's metadata by normalised name, in listing order.
        by_name: dict[str, list[str]] = {}
        for child in infos:
            by_name.setdefault(_name_of(child), []).append(child)
        for name, group in by_name.items():
            yield from ((os.path.join(root, child), name) for child in group)


def _name_of(folder: str) -> str:
    """The normalised distribution name of a metadata folder (``Foo_Bar-1.0.dist-info``)."""
    return _normalize(os.path.basename(folder).rpartition(".")[0].partition("-")[0])


def _normalize(name: str) -> str:
    """PEP 503 normalisation with underscores (importlib.metadata's ``Prepared.normalize``:
    every run of ``-``, ``_`` and ``.`` is one ``_``; lower case)."""
    name = name.lower().replace("-", "_").replace(".", "_")
    while "__" in name:
        name = name.replace("__", "_")
    return name


def _read_text(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError):
        return None


def _parse(text: str, found: dict[str, list[Registration]], distribution: str = "") -> None:
    """Add the entries of an ``entry_points.txt`` to the groups of ``found`` that it has
    (importlib.metadata's ``Sectioned`` rules: stripped lines, ``#`` comments, ``[section]``
    headers)."""
    section: list[Registration] | None = None
    in_section = False
    for line in map(str.strip, text.splitlines()):
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section, in_section = found.get(line.strip("[]")), True
            continue
        if not in_section:
            continue
        name, equals, value = line.partition("=")
        if not equals:
            raise _Unusual  # importlib.metadata fails on such a line: let it say so
        if section is not None:
            section.append(Registration(name.strip(), value.strip(), distribution))
