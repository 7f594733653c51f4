"""The registry's fixed points: what regelwerk ships and what the command takes by default
never depend on which other games are installed (tests/thirdgame runs this with one more)."""

from __future__ import annotations

from regelwerk.cli import build_parser
from regelwerk.games import default_game, names, shipped


def test_regelwerk_ships_its_two_games() -> None:
    assert shipped() == ("no-return", "no-thanks")
    assert set(shipped()) <= set(names())


def test_simulate_plays_no_return_unless_told() -> None:
    """Before, the default was the first registered game: "fifteen" once that was installed."""
    assert default_game() == "no-return"
    args = build_parser().parse_args(["simulate"])
    assert args.game == "no-return"
    assert build_parser().parse_args(["simulate", "--game", "no-thanks"]).game == "no-thanks"
