"""Hatchling build hook: compile the gettext catalogs in ``locales/`` into the package.

The ``.po`` files in ``locales/<lang>/LC_MESSAGES/`` are the sources; the package reads
compiled ``.mo`` files from ``regelwerk/_locales/`` through ``importlib.resources``.  For an
editable install the package is imported from ``src/``, so the hook writes there (the
folder is git-ignored); for a wheel the same files are force-included.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

try:  # a build requirement only: `make catalogs` runs this file without hatchling installed
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # pragma: no cover - only the __main__ use below runs then
    BuildHookInterface = object


def compile_catalogs(root: Path) -> list[Path]:
    """Compile every ``locales/*/LC_MESSAGES/*.po`` below ``root``, and write beside each
    language the numbers and lists Babel formats for it that the package keeps
    (:func:`regelwerk.i18n.names.kept_results`); return the written files."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    target_root = root / "src" / "regelwerk" / "_locales"
    for po_path in sorted((root / "locales").glob("*/LC_MESSAGES/*.po")):
        lang = po_path.parent.parent.name
        with po_path.open("rb") as handle:
            catalog = read_po(handle, locale=lang, domain=po_path.stem)
        target = target_root / lang / "LC_MESSAGES" / f"{po_path.stem}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)
        written.append(target)
    names = _names_module(root)
    for lang_dir in sorted(path for path in (root / "locales").iterdir() if path.is_dir()):
        target = target_root / lang_dir.name / names.KEPT_FILE
        text = json.dumps(names.kept_results(lang_dir.name), ensure_ascii=False)
        target.write_text(text + "\n", encoding="utf-8")
        written.append(target)
    return written


def _names_module(root: Path) -> Any:
    """:mod:`regelwerk.i18n.names` of the tree being built (not of an installed regelwerk)."""
    source = str(root / "src")
    sys.path.insert(0, source)
    try:
        return importlib.import_module("regelwerk.i18n.names")
    finally:
        sys.path.remove(source)


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        for path in compile_catalogs(root):
            if self.target_name == "wheel" and version != "editable":
                relative = path.relative_to(root / "src")
                build_data["force_include"][str(path)] = str(relative)


if __name__ == "__main__":  # `python tools/build_catalogs.py`: what `make` runs before tests
    compile_catalogs(Path(__file__).resolve().parent.parent)
