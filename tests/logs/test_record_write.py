"""Recorder.write: atomic, and its temporary file is new (never an existing file, never
followed through a link; before, ``<path>.tmp`` was written through whatever was there)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from regelwerk.games import shipped
from regelwerk.logs.record import Recorder

AnyRecorder = Recorder[Any, Any, Any]


@pytest.fixture(params=shipped())
def recorder(request: pytest.FixtureRequest) -> AnyRecorder:
    return Recorder.new(request.param, ["Ada", "Ben", "Cleo"], 7)


def test_a_link_where_the_old_temporary_file_was_is_not_followed(
    recorder: AnyRecorder,
    tmp_path: Path,
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    target = tmp_path / "game.json"
    (tmp_path / "game.json.tmp").symlink_to(victim)
    assert recorder.write(target) == target
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert json.loads(target.read_text(encoding="utf-8")) == recorder.to_json()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "game.json",
        "game.json.tmp",
        "victim.txt",
    ]


def test_an_existing_file_beside_it_is_left_alone(
    recorder: AnyRecorder,
    tmp_path: Path,
) -> None:
    target = tmp_path / "game.json"
    beside = tmp_path / "game.json.tmp"
    beside.write_text("somebody's", encoding="utf-8")
    recorder.write(target)
    assert beside.read_text(encoding="utf-8") == "somebody's"
    recorder.write(target)  # and again over the first log: the named file is replaced
    assert json.loads(target.read_text(encoding="utf-8")) == recorder.to_json()


def test_a_failed_write_leaves_no_temporary_file(
    recorder: AnyRecorder,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(source: object, target: object) -> None:
        raise OSError("no room")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="no room"):
        recorder.write(tmp_path / "game.json")
    assert list(tmp_path.iterdir()) == []
