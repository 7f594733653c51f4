"""``make demo``: a game shown turn by turn, then every example with its report."""

from __future__ import annotations

from pathlib import Path

import pytest

from regelwerk import demo


def test_demo_plays_a_game_and_validates_the_examples(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(Path(__file__).resolve().parents[2])
    assert demo.main() == 0
    out = capsys.readouterr().out
    assert "Turn   1" in out and "Game over. Scores:" in out
    examples = Path("examples")
    for path in examples.glob("*.json"):
        if not path.name.endswith(".expected.json"):
            assert path.stem in out
    assert len(out.splitlines()) < 250
