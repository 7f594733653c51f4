"""The conformance kit (:mod:`regelwerk.conformance`, shipped in the wheel) run on every game
the registry finds, and proved to fail, naming the member at fault, on a game that breaks
the contract."""

from __future__ import annotations

import copy
import subprocess
import sys

import pytest

from regelwerk.conformance import (
    ConformanceError,
    ConformanceTests,
    check_notation,
    check_redaction,
)
from regelwerk.game import AnyGame
from regelwerk.games import load, names

for _name in names():
    _class = f"TestConformance_{_name.replace('-', '_')}"
    globals()[_class] = type(_class, (ConformanceTests,), {"game": _name})


def _broken(**members: object) -> AnyGame:
    game = copy.copy(load(names()[0]))
    for name, value in members.items():
        object.__setattr__(game, name, value)
    return game


def test_a_notation_that_does_not_read_back_is_named() -> None:
    game = load(names()[0])
    first = next(iter(game.new(game.info.min_players, 1).legal_actions()))
    broken = _broken(_parse_action=lambda text: first if text != str(first) else None)
    with pytest.raises(ConformanceError, match=r"^parse_action: does not read back"):
        check_notation(broken)


def test_a_redaction_without_the_view_format_is_named() -> None:
    broken = _broken(_redact=lambda log, seat: {"format": "chess-view/1", "seat": seat})
    with pytest.raises(ConformanceError, match=r"^redact: does not write the view format"):
        check_redaction(broken)


def test_the_kit_runs_from_the_shell() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "regelwerk.conformance", "no-such-game"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and "no-such-game" in done.stderr
    assert "Traceback" not in done.stderr
