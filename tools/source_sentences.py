"""The sentences of the source texts, for the audit's sentence map (``[[sentence]]`` in
docs/audit/facts.toml): one line per sentence, ``source n hash text``.

The source texts (``../shared/seeds/``) are not part of the project and may not be pasted into
it; the audit keeps only each sentence's number and hash (:func:`sentence_hash`: the first 16
hex digits of the SHA-256 of its lower-cased ``\\w+`` words joined by single spaces, the
recipe of tools/source_windows.py).  The text is printed here for the auditor only.

    python tools/source_sentences.py ../shared/seeds
"""

from __future__ import annotations

import hashlib
import re
import sys
import tomllib
from pathlib import Path

AUDIT = Path(__file__).resolve().parent.parent / "docs" / "audit" / "facts.toml"
# a sentence ends at . ! ? (a closing quote or bracket may follow) before a space or a line
# break; every line of a source (its title, a heading) is a sentence of its own
_END = re.compile(r"(?<=[.!?])[\"”“»)]*\s+")


def sentences(text: str) -> list[str]:
    """The sentences of a source text, in order."""
    found = []
    for line in text.splitlines():
        found += [part.strip() for part in _END.split(line) if re.search(r"\w", part)]
    return found


def sentence_hash(sentence: str) -> str:
    """A sentence's fingerprint: its words, lower-cased, as tools/source_windows.py hashes."""
    words = " ".join(re.findall(r"\w+", sentence.lower()))
    return hashlib.sha256(words.encode()).hexdigest()[:16]


def by_source(seeds: Path) -> dict[str, list[str]]:
    """Each source of the audit (its key in ``[sources]``) with its sentences."""
    sources = tomllib.loads(AUDIT.read_text(encoding="utf-8"))["sources"]
    return {
        key: sentences((seeds / source["file"]).read_text(encoding="utf-8"))
        for key, source in sources.items()
    }


def main(seeds: Path) -> None:
    for key, found in by_source(seeds).items():
        for number, sentence in enumerate(found, start=1):
            print(key, number, sentence_hash(sentence), sentence)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/seeds"))
