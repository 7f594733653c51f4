"""``regelwerk simulate`` plays the same games as on 98cf225 (issue 12's "today"): for a
seed range the statistics print the same, and ``--out`` writes the same logs byte for
byte, whatever the speed work changed (the expected text and digests were taken on that
tree, ``PYTHONPATH=<its src> python -m regelwerk simulate ...``)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from regelwerk.cli import main

_RUN = ("game", "players", "policy", "seed", "games")
_LOG_RUN = ("game", "players", "seed", "games")

# Taken on that tree; the logs by the sha256 of each file, in seed order (today's names
# were not zero-padded).
TODAY = json.loads((Path(__file__).parent / "simulate_today.json").read_text(encoding="utf-8"))
STATISTICS = {tuple(run[key] for key in _RUN): run["stdout"] for run in TODAY["statistics"]}
LOGS = {tuple(run[key] for key in _LOG_RUN): run["sha256"] for run in TODAY["logs"]}


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Today's statistics were English whatever the locale; now they follow it: no locale."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize("run", sorted(STATISTICS))
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_statistics_are_todays(
    capsys: pytest.CaptureFixture[str], run: tuple[str, ...], jobs: str
) -> None:
    game, players, policy, seed, games = run
    argv = ["--game", game, "--players", players, "--policy", policy, "--seed", seed]
    assert main(["simulate", *argv, "--games", games, "--jobs", jobs, "--quiet"]) == 0
    assert capsys.readouterr().out == STATISTICS[run]


@pytest.mark.parametrize("run", sorted(LOGS))
def test_the_logs_are_todays(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, run: tuple[str, ...]
) -> None:
    game, players, seed, games = run
    argv = ["--game", game, "--players", players, "--seed", seed, "--games", games]
    assert main(["simulate", *argv, "--out", str(tmp_path), "--quiet"]) == 0
    capsys.readouterr()
    written = sorted(tmp_path.iterdir())
    assert [hashlib.sha256(path.read_bytes()).hexdigest() for path in written] == LOGS[run]
