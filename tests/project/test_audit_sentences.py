"""The audit's sentence map (issue 23, item 3): every sentence of every source text is carried
into the books by a fact of docs/audit/facts.toml (or the cover's [[published]] entries), or
says why it carries nothing.

The source texts are not part of the project: the map names each sentence by its number and
fingerprint (tools/source_sentences.py).  Where the texts are at hand (``REGELWERK_SEEDS``, or
``../shared/seeds`` beside the checkout as in the lead's tree) the map must follow them
sentence for sentence; the map's own coherence is checked everywhere.
"""

from __future__ import annotations

import os
import tomllib
from collections import defaultdict
from pathlib import Path
from typing import Any, Final

import pytest
import source_sentences

ROOT: Final = Path(__file__).resolve().parents[2]
AUDIT: Final = tomllib.loads((ROOT / "docs" / "audit" / "facts.toml").read_text(encoding="utf-8"))
SENTENCES: Final[list[dict[str, Any]]] = AUDIT["sentence"]


def _seeds() -> Path | None:
    for folder in (os.environ.get("REGELWERK_SEEDS"), ROOT.parent / "shared" / "seeds"):
        if folder and any(Path(folder).glob("*.txt")):
            return Path(folder)
    return None


def test_every_sentence_is_carried_or_says_why() -> None:
    known = {fact["id"] for fact in AUDIT["fact"]} | {entry["id"] for entry in AUDIT["published"]}
    for sentence in SENTENCES:
        where = (sentence["source"], sentence["n"])
        assert set(sentence["facts"]) <= known, where
        assert sentence["facts"] or sentence.get("context", "").strip(), where
        assert len(sentence["hash"]) == 16 and int(sentence["hash"], 16) >= 0, where


def test_every_source_is_mapped_in_order_from_its_first_sentence() -> None:
    numbers: dict[str, list[int]] = defaultdict(list)
    for sentence in SENTENCES:
        numbers[sentence["source"]].append(sentence["n"])
    assert set(numbers) == set(AUDIT["sources"])
    for source, found in numbers.items():
        assert found == list(range(1, len(found) + 1)), source


def test_each_fact_comes_from_exactly_the_sources_whose_sentences_carry_it() -> None:
    carried: dict[str, set[str]] = defaultdict(set)
    for sentence in SENTENCES:
        for fact in sentence["facts"]:
            carried[fact].add(sentence["source"])
    for fact in AUDIT["fact"]:
        assert carried[fact["id"]] == set(fact["sources"]), fact["id"]


def test_the_map_follows_the_source_texts_sentence_for_sentence() -> None:
    seeds = _seeds()
    if seeds is None:
        pytest.skip("the source texts are not at hand (REGELWERK_SEEDS)")
    mapped: dict[str, list[str]] = defaultdict(list)
    for sentence in SENTENCES:
        mapped[sentence["source"]].append(sentence["hash"])
    for source, texts in source_sentences.by_source(seeds).items():
        assert mapped[source] == [source_sentences.sentence_hash(text) for text in texts], source


def test_the_splitter_keeps_a_heading_and_each_sentence_apart() -> None:
    text = "intro\nEen zin. Nog een zin! (Tussen haakjes.) Laatste?\n\nmateriaal"
    assert source_sentences.sentences(text) == [
        "intro", "Een zin.", "Nog een zin!", "(Tussen haakjes.", "Laatste?", "materiaal",
    ]  # fmt: skip
    assert source_sentences.sentence_hash("Een zin.") == source_sentences.sentence_hash("een ZIN")
