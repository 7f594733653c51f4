"""A game-agnostic program is type-checked against the game it loads (issue 19).

``regelwerk.games.load(name)`` gives a game not known statically; its actions are opaque
(:data:`regelwerk.game.AnyAction`), so only what the game itself gives type-checks where an
action is expected.  Before, they were ``object`` and ``state.play("pass")`` type-checked.
Two programs are checked with ``mypy --strict``: one that must pass, one that must fail
with exactly the expected errors.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

mypy_api = pytest.importorskip("mypy.api", reason="mypy comes with the test extra")

AGNOSTIC = '''\
"""Plays any registered game with the actions the game gives."""

import random

from regelwerk.game import AnyAction
from regelwerk.games import load, names


def play_out(name: str, seed: int) -> int:
    game = load(name)
    state = game.new(game.info.min_players, seed)
    rng = random.Random(seed)
    while not state.is_over:
        state = state.play(state.legal_actions().sample(rng))
    first = game.new(game.info.min_players, seed)
    for action in first.legal_actions():
        assert first.check(action) is None
    chosen: AnyAction = next(iter(first.legal_actions()))
    first.apply(game.parse_action(game.format_action(chosen)))
    first.apply(game.action_from_json(game.action_to_json(chosen)))
    policy = game.policies["random"]
    first.play(policy(first, rng))
    return len(names())
'''

MADE_UP = '''\
"""The same program with actions it made up."""

from regelwerk.games import load


def made_up(name: str) -> None:
    game = load(name)
    state = game.new(2, 1)
    state.play("pass")
    state.check(3)
    state.apply(None)
    game.format_action(object())
    game.action_kinds(state, ("exchange", "R11"))
'''

EXPECTED = [
    (9, 'Argument 1 to "play" of "GameState" has incompatible type "str"; expected "AnyAction"'),
    (10, 'Argument 1 to "check" of "GameState" has incompatible type "int"; expected "AnyAction"'),
    (11, 'Argument 1 to "apply" of "GameState" has incompatible type "None"; expected "AnyAction"'),
    (12, 'Argument 1 to "format_action" of "Game" has incompatible type "object"; expected'),
    (13, 'Argument 2 to "action_kinds" of "Game" has incompatible type "tuple[str, str]";'),
]


def _mypy(tmp_path: Path, name: str, text: str) -> tuple[str, int]:
    program = tmp_path / name
    program.write_text(text, encoding="utf-8")
    cache = tmp_path / ".mypy_cache"
    out, err, status = mypy_api.run(["--strict", "--cache-dir", str(cache), str(program)])
    return out + err, status


def test_a_game_agnostic_program_type_checks_with_the_games_own_actions(tmp_path: Path) -> None:
    output, status = _mypy(tmp_path, "agnostic.py", AGNOSTIC)
    assert status == 0, output


def test_made_up_actions_fail_mypy_strict(tmp_path: Path) -> None:
    output, status = _mypy(tmp_path, "made_up.py", MADE_UP)
    assert status == 1, output
    errors = [
        (int(line), message)
        for line, message in re.findall(r"made_up\.py:(\d+): error: (.*?)\s+\[", output)
    ]
    assert len(errors) == len(EXPECTED), output
    for (line, message), (want_line, want) in zip(errors, EXPECTED, strict=True):
        assert line == want_line and message.startswith(want), output
