"""The project's texts are written in its own words: no run of nine words from a source text.

The source texts are not part of the project; docs/audit/source-windows.txt holds only a hash
of every nine-word run of them (tools/source_windows.py writes it and gives the recipe,
which is repeated here).  Every catalog, rulebook source and page of the docs is hashed the
same way, and a run that matches is a pasted passage.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[2]
WINDOWS: Final = ROOT / "docs" / "audit" / "source-windows.txt"
WINDOW: Final = 9


def _fingerprints() -> frozenset[str]:
    lines = WINDOWS.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def _texts() -> list[Path]:
    patterns = ("locales/*/LC_MESSAGES/*.po", "src/**/*.rst", "docs/**/*.md", "docs/**/*.rst")
    return sorted({path for pattern in patterns for path in ROOT.glob(pattern)})


def pasted(text: str, fingerprints: frozenset[str]) -> list[str]:
    """The runs of ``WINDOW`` words of ``text`` that a source text contains."""
    words = re.findall(r"\w+", text.lower())
    runs = (" ".join(words[start : start + WINDOW]) for start in range(len(words) - WINDOW + 1))
    return [run for run in runs if hashlib.sha256(run.encode()).hexdigest()[:16] in fingerprints]


def test_the_fingerprint_is_there_and_finds_a_source_passage() -> None:
    fingerprints = _fingerprints()
    assert len(fingerprints) > 1000  # five source texts of some 400 words each
    # a clause of the Dutch source (NT-4.1's wording before it was rewritten): must be found
    clause = "De startspeler draait de bovenste kaart van de trekstapel open en legt"
    assert pasted(clause, fingerprints)


def test_no_text_of_the_project_repeats_a_source_passage() -> None:
    fingerprints = _fingerprints()
    texts = _texts()
    assert any(path.suffix == ".po" for path in texts) and any(p.suffix == ".rst" for p in texts)
    found = {
        str(path.relative_to(ROOT)): runs
        for path in texts
        if (runs := pasted(path.read_text(encoding="utf-8"), fingerprints))
    }
    assert found == {}, "write these in the project's own words"
