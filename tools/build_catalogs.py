"""Hatchling build hook: compile the gettext catalogs in ``locales/`` into the package.

The ``.po`` files in ``locales/<lang>/LC_MESSAGES/`` are the sources; the package reads
compiled ``.mo`` files from ``regelwerk/_locales/`` through ``importlib.resources``.  For an
editable install the package is imported from ``src/``, so the hook writes there (the
folder is git-ignored); for a wheel the same files are force-included.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

try:  # a build requirement only: `make catalogs` runs this file without hatchling installed
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # pragma: no cover - only the __main__ use below runs then
    BuildHookInterface = object


def compile_catalogs(root: Path) -> list[Path]:
    """Compile every ``locales/*/LC_MESSAGES/*.po`` below ``root``; return the written files."""
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
    return written


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        for path in compile_catalogs(root):
            if self.target_name == "wheel" and version != "editable":
                relative = path.relative_to(root / "src")
                build_data["force_include"][str(path)] = str(relative)


if __name__ == "__main__":  # `python tools/build_catalogs.py`: what `make` runs before tests
    compile_catalogs(Path(__file__).resolve().parent.parent)
