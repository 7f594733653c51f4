"""Worked examples are executed: a book whose stated outcome is wrong does not build."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.build import sphinx_command

# (game, the text of a true statement in the source, the same statement made false)
MUTATIONS = [
    ("no-return", ":expect: legal, pile 12, phase 2", ":expect: legal, pile 13, phase 2"),
    ("no-return", ":expect: illegal NR-5.4", ":expect: legal"),
    ("no-return", ":expect: illegal NR-7.5", ":expect: illegal NR-7.3"),
    ("no-return", ":expect: legal, rows 29", ":expect: illegal NR-5.4"),
    ("no-return", ":expect: score 5", ":expect: score 18"),
    ("no-return", "scores -11 0, winners 1", "scores -11 0, winners 0"),
    ("no-return", "play R11; exchange O8\n", "play R11; exchange O6 O8 Y9 Y2 G11\n"),
    # the first of several turns is checked too: the red 9 cannot follow the red 11 ... up
    ("no-return", ":action: play R11; exchange O8", ":action: play R9 R11; exchange O8"),
    ("no-return", ":show: all", ":show: all"),  # control: unchanged
    ("no-thanks", ":expect: legal, chips 10 10 13, pot 0", ":expect: legal, chips 10 10 12, pot 0"),
    ("no-thanks", ":expect: illegal NT-4.3", ":expect: legal"),
    ("no-thanks", ":expect: 45", ":expect: 50"),
]


def read_book(game: str, source: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Run every directive of a copy of ``game``'s book (the dummy builder writes nothing)."""
    command = [*sphinx_command(game, "dummy"), "-d", str(tmp_path / "doctrees"),
               str(source), str(tmp_path / "out")]  # fmt: skip
    return subprocess.run(command, capture_output=True, text=True)


@pytest.mark.parametrize(("game", "true", "false"), MUTATIONS)
def test_a_false_outcome_stops_the_build(tmp_path: Path, game: str, true: str, false: str) -> None:
    source = tmp_path / game
    shutil.copytree(book_of(game).source, source)
    index = source / "index.rst"
    text = index.read_text(encoding="utf-8")
    if true == false:  # the control: an unchanged book builds
        assert read_book(game, source, tmp_path).returncode == 0
        return
    assert true in text, "the statement to falsify is no longer in the book"
    index.write_text(text.replace(true, false, 1), encoding="utf-8")
    done = read_book(game, source, tmp_path)
    assert done.returncode != 0
    assert "worked example is wrong" in done.stdout + done.stderr


def test_an_illegal_setup_action_stops_the_build(tmp_path: Path) -> None:
    source = tmp_path / "no-return"
    shutil.copytree(book_of("no-return").source, source)
    index = source / "index.rst"
    text = index.read_text(encoding="utf-8")
    marker = "      :action: play R9\n"
    assert marker in text
    # Seat 0 opens a blue row with B10 and seat 1 exchanges: R9 is still illegal for seat 0.
    legal = "      :before: play B10; exchange O8\n"
    index.write_text(text.replace(marker, legal + marker, 1), "utf-8")
    assert read_book("no-return", source, tmp_path).returncode == 0
    # B4 then B10 does not descend: the setup itself is illegal.
    illegal = "      :before: play B4; exchange O8; play B10\n"
    index.write_text(text.replace(marker, illegal + marker, 1), "utf-8")
    done = read_book("no-return", source, tmp_path)
    assert done.returncode != 0
    assert "setup action 'play B10'" in done.stdout + done.stderr
