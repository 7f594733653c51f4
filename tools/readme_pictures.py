"""Write the pictures the README shows: one position of each game, drawn by regelwerk itself
(``regelwerk.pictures.svg``) from a log in ``examples/``.

``python tools/readme_pictures.py`` writes them into ``docs/pictures/``; a test
(tests/project/test_readme_pictures.py) fails while a committed picture differs from what
this draws, so the README always shows today's drawing.
"""

from __future__ import annotations

import sys
from pathlib import Path

from regelwerk.logs import validate
from regelwerk.pictures import svg

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "pictures"

PICTURES = {
    # file: (log, the index of the position in the replay)
    "no-return-position.svg": ("nr-finished-3p.json", 14),
    "no-thanks-position.svg": ("nt-finished-3p.json", 90),
}


def drawn(log: str, at: int) -> str:
    """The English picture of position ``at`` of an example log."""
    report = validate(ROOT / "examples" / log, states=True)
    states = [state for _, state in report.positions()]
    names = list(getattr(report.log, "players", ()))
    return svg(states[at], "en", names=names) + "\n"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (log, at) in PICTURES.items():
        (OUT / name).write_text(drawn(log, at), encoding="utf-8")
        print(OUT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
