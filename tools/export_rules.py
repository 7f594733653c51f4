"""Write the machine-readable rule exports shipped with the package, one file per language.

``src/regelwerk/i18n/exports/rules.<lang>.json`` holds what
:func:`regelwerk.i18n.ruletexts.export_json` gives for every rule of the games regelwerk
ships and the LOG codes: id, title, text, basis
(S, P, R or S/P) and the anchor URL in that language's rulebook.  Programs that do not run
Python read these files; ``tests/i18n/test_rules_export.py`` fails when they drift from the
catalogs.  Run ``make rules-export`` (after ``make catalogs``) to write them again.
"""

from __future__ import annotations

from pathlib import Path

from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.ruletexts import export_json

EXPORTS = Path(__file__).resolve().parent.parent / "src" / "regelwerk" / "i18n" / "exports"


def main() -> None:
    EXPORTS.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        (EXPORTS / f"rules.{lang}.json").write_text(export_json(lang), encoding="utf-8")


if __name__ == "__main__":
    main()
