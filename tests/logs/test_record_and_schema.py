"""Recording games (seeded and server-style) and the shipped JSON Schemas."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.errors import IllegalActionError
from regelwerk.logs import Recorder, Status, dumps, json_schema, validate
from regelwerk.logs.redact import redact
from regelwerk.noreturn import Pass, SetAside
from regelwerk.nothanks import Action

from .games import recorded

FORMATS = ("no-return/1", "no-thanks/1", "no-return-view/1", "no-thanks-view/1")


@pytest.mark.parametrize("name", FORMATS)
def test_shipped_schemas_are_valid_draft_2020_12(name: str) -> None:
    jsonschema.Draft202012Validator.check_schema(json_schema(name))


def _conforms(document: Any, name: str) -> None:
    jsonschema.Draft202012Validator(json_schema(name)).validate(document)


@settings(max_examples=30, deadline=None)
@given(
    game=st.sampled_from(["no-return", "no-thanks"]),
    players=st.integers(2, 7),
    seed=st.integers(0, 2**32),
    policy=st.sampled_from(["random", "greedy"]),
)
def test_every_log_the_library_writes_conforms_to_its_schema(
    game: str, players: int, seed: int, policy: str
) -> None:
    players = min(max(players, 2 if game == "no-return" else 3), 4 if game == "no-return" else 7)
    recorder = recorded(game, players, seed, policy)
    document = recorder.to_json()
    _conforms(document, document["format"])
    _conforms(json.loads(dumps(document)), document["format"])
    for seat in range(players):
        view = redact(recorder.log, seat)
        _conforms(view, view["format"])


def test_the_examples_conform_when_well_formed() -> None:
    examples = Path(__file__).resolve().parents[2] / "examples"
    checked = 0
    for path in sorted(examples.glob("*.json")):
        if path.name.endswith(".expected.json"):
            continue
        expected = json.loads(path.with_name(path.stem + ".expected.json").read_text())
        if expected["status"] != "malformed":
            document = json.loads(path.read_text())
            _conforms(document, document["format"])
            checked += 1
    assert checked >= 10


def test_a_server_records_turn_by_turn_with_its_own_draws(tmp_path: Path) -> None:
    reference = recorded("no-return", 3, 5)
    log = reference.log
    server = Recorder.deal("no-return", log.players, [entry.hand for entry in log.setup])
    for entry in log.setup:
        server.play(SetAside(entry.set_aside), draw=entry.draw)
    path = tmp_path / "live.json"
    for number, turn in enumerate(log.turns):
        server.play(turn.action, draw=turn.draw)
        if number % 20 == 0:  # a server rewrites its log as the game goes on
            server.write(path)
            assert validate(path).status is Status.IN_PROGRESS
    server.write(path)
    assert server.log == log
    assert validate(path).status is Status.FINISHED
    assert not path.with_name("live.json.tmp").exists()


def test_the_recorder_refuses_illegal_actions_and_keeps_its_log() -> None:
    recorder = Recorder.new("no-return", ["A", "B"], seed=3)
    for _ in range(2):
        recorder.play(SetAside())
    before = recorder.log
    with pytest.raises(IllegalActionError):
        recorder.play(Pass())
    assert recorder.log == before
    with pytest.raises(TypeError):
        recorder.play(next(iter(recorder.state.legal_actions())), card=3)


def test_no_thanks_recording_lists_the_cards_turned_up_so_far() -> None:
    recorder: Recorder[Any, Any, Any] = Recorder.new("no-thanks", ["A", "B", "C"], seed=4)
    assert len(recorder.log.cards) == 1
    recorder.play(Action.TAKE)
    assert len(recorder.log.cards) == 2
    recorder.play(Action.PASS)
    assert len(recorder.log.cards) == 2 and recorder.log.actions == (Action.TAKE, Action.PASS)
    assert validate(recorder.log).status is Status.IN_PROGRESS


def test_no_thanks_server_turns_up_cards_itself() -> None:
    reference = recorded("no-thanks", 3, 6)
    log = reference.log
    first, rest = log.cards[0], list(log.cards[1:])
    server: Recorder[Any, Any, Any] = Recorder.deal(
        "no-thanks", log.players, ([first], log.removed, None)
    )
    for action in log.actions:
        card = rest.pop(0) if action is Action.TAKE and rest else None
        server.play(action, **({"card": card} if card is not None else {}))
    assert server.log.cards == log.cards and server.log.actions == log.actions
    assert server.log.result == log.result


def test_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError, match="There is no game “chess”"):
        Recorder.new("chess", ["A", "B"], seed=1)


def test_a_recording_resumes_from_a_log_file(tmp_path: Path) -> None:
    reference = recorded("no-return", 4, 9)
    log = reference.log
    path = tmp_path / "game.json"
    partial = log.to_json()
    partial["turns"] = partial["turns"][:30]
    del partial["result"]
    path.write_text(dumps(partial))
    again = Recorder.resume(path)
    for turn in log.turns[30:]:
        again.play(turn.action, draw=turn.draw)
    assert again.log == log
    broken = dict(partial, turns=[{"pass": True}])
    with pytest.raises(IllegalActionError):
        Recorder.resume(broken)


def test_a_no_thanks_recording_resumes() -> None:
    reference = recorded("no-thanks", 4, 9)
    document = reference.to_json()
    document["actions"] = document["actions"][:20]
    document["cards"] = document["cards"][: document["actions"].count("take") + 1]
    del document["result"]
    again: Recorder[Any, Any, Any] = Recorder.resume(document)
    assert again.game == "no-thanks" and again.log.actions == reference.log.actions[:20]
