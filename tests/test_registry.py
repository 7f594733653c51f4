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


FRESH = """
from regelwerk.errors import UnknownRuleError
from regelwerk.games import rule_id
from regelwerk.rules import RuleId
try:
    RuleId("NR-5.4")
except UnknownRuleError as error:
    print(error)
print(rule_id("NR-5.4").value, RuleId("NR-5.4").value)
"""


def test_a_rule_id_in_a_fresh_interpreter_is_found_or_refused_truly() -> None:
    """Issue 19: ``RuleId("NR-5.4")`` before No Return is loaded said the text was "no rule
    id of any game".  It asks only the games loaded so far (the registry is above it), and
    now says so; :func:`regelwerk.games.rule_id` loads them and finds it."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", FRESH], capture_output=True, text=True, timeout=60, check=True
    )
    refused, found = done.stdout.splitlines()
    assert "“NR-5.4”" in refused and "loaded so far" in refused, refused
    assert "regelwerk.games.rule_id" in refused
    assert found == "NR-5.4 NR-5.4"
