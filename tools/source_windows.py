"""Write docs/audit/source-windows.txt: a fingerprint of the source texts, not the texts.

The source texts (``../shared/seeds/``) may not be pasted into the project, and are not part
of it.  To let a test find a pasted passage anyway, this writes one hash per run of
``WINDOW`` consecutive words of every source text: the words are ``\\w+`` runs of the
lower-cased text, joined by single spaces, and each line of the file is the first 16 hex
digits of that string's SHA-256.  ``tests/i18n/test_i18n_own_words.py`` hashes every run of
``WINDOW`` words of the catalogs, rulebook sources and docs the same way.

    python tools/source_windows.py ../shared/seeds
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

WINDOW = 9  # shorter runs are the games' common phrases ("the highest score wins")
OUT = Path(__file__).resolve().parent.parent / "docs" / "audit" / "source-windows.txt"


def main(seeds: Path) -> None:
    texts = sorted(path for path in seeds.glob("*.txt"))
    if not texts:
        raise SystemExit(f"no source texts in {seeds}")
    hashes: set[str] = set()
    for path in texts:
        words = re.findall(r"\w+", path.read_text(encoding="utf-8").lower())
        for start in range(len(words) - WINDOW + 1):
            run = " ".join(words[start : start + WINDOW])
            hashes.add(hashlib.sha256(run.encode()).hexdigest()[:16])
    header = f"# {WINDOW}-word windows of {len(texts)} source texts, see tools/source_windows.py\n"
    OUT.write_text(header + "".join(f"{digest}\n" for digest in sorted(hashes)), "utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/seeds"))
