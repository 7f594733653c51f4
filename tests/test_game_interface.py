"""Code written only against the :class:`~regelwerk.game.Game` and state interfaces works for
every registered game: this module is type-checked by ``mypy --strict`` (``make typecheck``)
and names no game, its types or its modules."""

from __future__ import annotations

import random
from typing import Any, TypeVar

import pytest

from regelwerk.errors import RegelwerkError, UnknownGameError, UnknownRuleError
from regelwerk.game import Game, GameOptions, GameState, Result
from regelwerk.games import game_for_format, game_of, load, names, rule_id
from regelwerk.logs import validate
from regelwerk.rules import LogCode, RuleId

S = TypeVar("S", bound=GameState[Any])
A = TypeVar("A")
O = TypeVar("O", bound=GameOptions)  # noqa: E741 - as in Game[S, A, O, L]
L = TypeVar("L")


def rollout(game: Game[S, A, O, L], players: int, seed: int) -> tuple[Result, list[A]]:
    """A uniform-random game to its end, through the interface alone: ``play`` checks each
    action the generator offers and ``apply`` trusts it; both must agree."""
    rng = random.Random(seed)
    state: S = game.new(players, seed)
    actions: list[A] = []
    while not state.is_over:
        action = state.legal_actions().sample(rng)
        assert state.check(action) is None
        checked, trusted = state.play(action), state.apply(action)
        assert checked == trusted
        state = trusted
        actions.append(action)
    result = state.result()
    assert result is not None
    return result, actions


def notation_round_trips(game: Game[S, A, O, L], actions: list[A]) -> None:
    for action in actions:
        assert game.parse_action(game.format_action(action)) == action


@pytest.mark.parametrize("name", names())
def test_a_rollout_written_against_the_interface_plays_every_game(name: str) -> None:
    game = load(name)
    for players in (game.info.min_players, game.info.max_players):
        result, actions = rollout(game, players, seed=players)
        assert len(result.scores) == players and result.winners
        notation_round_trips(game, actions[:50])


@pytest.mark.parametrize("name", names())
def test_a_game_is_found_by_its_formats_and_its_rules(name: str) -> None:
    game = load(name)
    assert game.info.name == name and game.name == name
    for log_format in game.formats:
        assert game_for_format(log_format) is game
        assert game.schema(log_format)["$schema"]
    for rule in game.rules:
        assert isinstance(rule.id, RuleId) and isinstance(rule.id, game.rule_ids)
        assert game_of(rule.id) is game
        assert RuleId(rule.id.value) is rule.id is rule_id(rule.id.value)
        assert rule.id in game.texts.titles and rule.id in game.texts.texts


def test_the_registry_refuses_in_its_own_words() -> None:
    with pytest.raises(UnknownGameError, match=r"^There is no game “chess”; choose ") as raised:
        load("chess")
    assert all(name in str(raised.value) for name in names())
    assert isinstance(raised.value, RegelwerkError) and isinstance(raised.value, KeyError)
    assert game_for_format("chess/1") is None
    with pytest.raises(UnknownRuleError):
        rule_id("XX-1.1")
    with pytest.raises(ValueError):
        LogCode(rule_id(load(names()[0]).rules[0].id.value))  # another enum's member


def test_a_report_keeps_its_final_state() -> None:
    game = load(names()[0])
    from regelwerk.logs import Recorder

    recorder = Recorder.new(game.name, ["A", "B", "C", "D"][: game.info.min_players], seed=2)
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(random.Random(2)))
    report = validate(recorder.to_json())
    final = report.final_state  # kept by the validation: no second replay to know it
    assert final is not None and report.game == game.name and report.log is not None
    # A replay knows the draws, not the bag's order: every seat sees the same position.
    assert all(final.view(seat) == recorder.state.view(seat) for seat in range(final.players))
    assert final.result() == recorder.state.result()


def _run(code: str) -> str:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    return done.stdout.strip()


def test_reading_a_log_loads_only_its_games_engine() -> None:
    """``import regelwerk.logs`` loads no game; validating a log loads its game only."""
    games = {name: load(name).package for name in names()}
    for name, package in games.items():
        others = sorted(other for other in games.values() if other != package)
        report = _run(
            "import sys, regelwerk.logs as logs\n"
            f"def of(packages): return sorted({{p for m in list(sys.modules) for p in packages "
            f"if m == p or m.startswith(p + '.')}})\n"
            f"before = of({sorted(games.values())!r})\n"
            f"document = {_finished_document(name)!r}\n"
            "report = logs.validate(document)\n"
            f"print(before, report.status.value, of({others!r}))"
        )
        assert report == "[] finished []", (name, report)


def _partial_document(name: str, steps: int) -> dict[str, Any]:
    """The log of a game stopped after ``steps`` actions, whatever its format calls them."""
    from regelwerk.logs import Recorder

    game = load(name)
    recorder = Recorder.new(name, ["A", "B", "C", "D"][: game.info.min_players], seed=3)
    rng = random.Random(3)
    for _ in range(steps):
        if recorder.state.is_over:
            break
        recorder.play(recorder.state.legal_actions().sample(rng))
    return recorder.to_json()


def _finished_document(name: str) -> dict[str, Any]:
    from regelwerk.logs import Recorder

    game = load(name)
    recorder = Recorder.new(name, ["A", "B", "C", "D"][: game.info.min_players + 1], seed=3)
    rng = random.Random(3)
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(rng))
    return recorder.to_json()


@pytest.mark.parametrize("name", names())
def test_legal_and_show_replay_the_log_once(
    name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """The report keeps what the validation reached: ``legal`` and ``show`` do not replay the
    log a second time (before, ``legal`` replayed it again for the final state)."""
    import json

    from regelwerk.cli import main

    game = load(name)
    document = _partial_document(name, steps=10)
    path = tmp_path / "log.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    calls: list[int] = []
    codec_class = type(game.codec)
    original = codec_class.replay

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(codec_class, "replay", counted)
    assert main(["legal", str(path)]) == 0
    assert len(calls) <= 1, "legal replays the log only to validate it"
    calls.clear()
    assert main(["show", str(path)]) == 0
    assert len(calls) == 1, "show replays the log once, keeping every state"
    capsys.readouterr()


def test_shared_layers_import_no_game() -> None:
    """Outside the game packages (and the rulebook, the demo and ``__main__``), no module of
    regelwerk imports a registered game's package."""
    import ast
    from pathlib import Path

    import regelwerk

    root = Path(regelwerk.__file__).parent
    packages = {  # the game packages inside regelwerk (a game of its own is outside anyway)
        load(name).package.split(".")[1]
        for name in names()
        if load(name).package.startswith("regelwerk.")
    }
    found = []
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).parts
        if (
            parts[0] in packages
            or parts[0] == "rulebook"
            or parts in {("demo.py",), ("__main__.py",)}
        ):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            modules = []
            if isinstance(node, ast.ImportFrom) and node.module:
                modules = [node.module]
            elif isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            for module in modules:
                if module.split(".")[:2] in ([("regelwerk"), package] for package in packages):
                    found.append(f"{'/'.join(parts)}: {module}")
    assert found == []
