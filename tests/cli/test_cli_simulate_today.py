"""``regelwerk simulate`` plays the same games as on 98cf225 (issue 12's "today"): for a
seed range the statistics print the same, and ``--out`` writes the same logs byte for
byte, whatever the speed work changed (the expected text and digests were taken on that
tree, ``PYTHONPATH=<its src> python -m regelwerk simulate ...``)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from regelwerk.cli import main

TODAY: dict[tuple[str, ...], str] = {
    ("no-thanks", "4", "random", "0", "150"): """\
150 games of no-thanks, 4 players, policy random, seeds 0..149
game length: mean 47.9 actions (min 27, max 72)
seat  mean score  win share
   0        89.2      20.0%
   1        82.8      22.3%
   2        76.9      32.7%
   3        77.3      25.0%
actions: pass 49.9%, take 50.1%
""",
    ("no-thanks", "3", "greedy", "40", "60"): """\
60 games of no-thanks, 3 players, policy greedy, seeds 40..99
game length: mean 125.7 actions (min 80, max 158)
seat  mean score  win share
   0        44.2      35.8%
   1        47.9      39.2%
   2        57.0      25.0%
actions: pass 80.9%, take 19.1%
""",
    ("no-thanks", "6", "random", "-7", "40"): """\
40 games of no-thanks, 6 players, policy random, seeds -7..32
game length: mean 48.1 actions (min 35, max 59)
seat  mean score  win share
   0        61.9      10.0%
   1        64.7       8.8%
   2        44.1      41.2%
   3        65.8       7.5%
   4        56.2      22.5%
   5        51.8      10.0%
actions: pass 50.1%, take 49.9%
""",
    ("no-return", "3", "random", "0", "12"): """\
12 games of no-return, 3 players, policy random, seeds 0..11
game length: mean 36.5 turns (min 33, max 42)
seat  mean score  win share
   0        -0.1      40.3%
   1        -1.9      27.8%
   2        -0.8      31.9%
actions: clear 0.2%, exchange 98.6%, play 1.1%
phase 2 declared on 8.2% of turns
""",
    ("no-return", "2", "greedy", "5", "8"): """\
8 games of no-return, 2 players, policy greedy, seeds 5..12
game length: mean 36.2 turns (min 34, max 38)
seat  mean score  win share
   0        49.8      50.0%
   1        50.4      50.0%
actions: clear 23.1%, exchange 61.0%, play 15.9%
phase 2 declared on 5.5% of turns
""",
}

# sha256 of each log `simulate --out` wrote, by seed (today's names were not zero-padded).
LOGS: dict[tuple[str, ...], list[str]] = {
    ("no-thanks", "4", "10", "6"): [
        "fb4aa21ef045d9a49033b49d6c9c432c9b931b975669c8f19fed1c019559e55a",
        "8f612320d3d445d87e4b47bb273ea42f4b3176fd4fa2d7148b5e9cdf486f555a",
        "60dea3932d36dff8d1c56e6d7cfc22386d3099cb52b04aa3b17b8df684c86cf7",
        "fbaa650cc602c146612e35dc25c277514f2be73fa55404c96bad1ff005e0f54e",
        "c20df72db3dbc534d9d751d9c244f94178339ebcbf5d8b3851f73af34477203f",
        "63ac452766903c67e1c11b9b415aab7347db0cf3fec187dd17cb82981cd68446",
    ],
    ("no-return", "3", "10", "3"): [
        "0ad7f1226b67455c33439d3566d5a400c719a03d2610dbbb10bc7e44d0866323",
        "34c50d545631b89a6b1c5bfd8152fdaedd50255cbfb84cfbc60e3f93d3f3ae55",
        "3973cc6ff9c3f962bcae214f44e937bc4a0e31df64a1eced80494c4434a563ef",
    ],
}


@pytest.mark.parametrize("run", sorted(TODAY))
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_statistics_are_todays(
    capsys: pytest.CaptureFixture[str], run: tuple[str, ...], jobs: str
) -> None:
    game, players, policy, seed, games = run
    argv = ["--game", game, "--players", players, "--policy", policy, "--seed", seed]
    assert main(["simulate", *argv, "--games", games, "--jobs", jobs, "--quiet"]) == 0
    assert capsys.readouterr().out == TODAY[run]


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
