"""``Recorder.play_out(..., trusted=True)``: a policy's choices recorded through ``apply``
(the kernel's step, without judging them again), as ``simulate --out`` records (issue 24);
the log is the one checked play records."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

import pytest

from regelwerk.errors import ArgumentTypeError
from regelwerk.game import AnyState
from regelwerk.logs import Recorder
from regelwerk.noreturn import State as NoReturnState
from regelwerk.nothanks import State as NoThanksState
from regelwerk.simulation import play_game

A = TypeVar("A")


@pytest.mark.parametrize(("game", "players"), [("no-return", 3), ("no-thanks", 4)])
def test_a_trusted_recording_is_the_checked_one(game: str, players: int) -> None:
    for seed in range(5):
        logs = []
        for trusted in (False, True):
            recorder = Recorder.new(game, ["Ada", "Ben", "Cleo", "Dan"][:players], seed)
            recorder.play_out(sampler(random.Random(seed)), trusted=trusted)
            logs.append(recorder.to_json())
        assert logs[0] == logs[1]


def sampler(rng: random.Random) -> Callable[[AnyState], object]:
    """A random policy on ``rng`` (among the legal actions, as a trusted recording asks)."""

    def choose(state: AnyState) -> object:
        return state.legal_actions().sample(rng)

    return choose


@pytest.mark.parametrize(
    ("game", "state"), [("no-return", NoReturnState), ("no-thanks", NoThanksState)]
)
def test_simulate_records_without_checking_again(
    game: str, state: type, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The recorded games of a simulation never go through the checked ``play``."""
    expected = play_game(game, 3, 11, "greedy", record=True).recorder
    assert expected is not None

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("checked again")

    monkeypatch.setattr(state, "play", refuse)
    monkeypatch.setattr(state, "check", refuse)
    played = play_game(game, 3, 11, "greedy", record=True)
    assert played.recorder is not None
    assert played.recorder.to_json() == expected.to_json()


def test_trusted_is_a_flag() -> None:
    recorder = Recorder.new("no-thanks", ["Ada", "Ben", "Cleo"], 1)
    with pytest.raises(ArgumentTypeError):
        recorder.play_out(lambda state: None, trusted="yes")  # type: ignore[arg-type]


def test_a_turn_is_written_from_its_parts() -> None:
    # turn_json writes a turn from its parts, the one writer of the format (Turn.to_json
    # is it too): the keys in the log's order ("player", "phase2", the action, "pay",
    # "draw") and an exchange's tiles highest first even when the parts hold them otherwise,
    # as a decoded log may; the line dumps makes of it is the one the log format shows.
    import json

    from regelwerk.logs.record import dumps
    from regelwerk.noreturn.actions import Clear, Exchange, Pass, Play
    from regelwerk.noreturn.log.records import NoReturnLog, Turn, parts_of, turn_json
    from regelwerk.noreturn.options import Options
    from regelwerk.noreturn.tiles import Tile

    r1, r5, b3, g11 = (Tile.parse(name) for name in ("R1", "R5", "B3", "G11"))
    turns = [
        Turn(Exchange((r1, g11, r5)), (b3,)),
        Turn(Exchange((b3,), phase2=True), (), player=2),
        Turn(Play((r5, r1)), (g11, b3)),
        Turn(Clear((r1,), (b3, g11), phase2=True), (r5,), player=0),
        Turn(Clear((r1,), ())),
        Turn(Pass()),
        Turn(Pass(phase2=True), (), player=1),
    ]
    lines = [
        '{"exchange": ["G11", "R5", "R1"], "draw": ["B3"]}',
        '{"player": 2, "phase2": true, "exchange": ["B3"]}',
        '{"play": ["R5", "R1"], "draw": ["G11", "B3"]}',
        '{"player": 0, "phase2": true, "clear": ["R1"], "pay": ["B3", "G11"], "draw": ["R5"]}',
        '{"clear": ["R1"], "pay": []}',
        '{"pass": true}',
        '{"player": 1, "phase2": true, "pass": true}',
    ]
    for turn, line in zip(turns, lines, strict=True):
        assert json.dumps(turn_json(parts_of(turn))) == line
        assert turn.to_json() == json.loads(line)
    kind, tiles, pay, phase2, draw, player = parts_of(turns[0])
    unsorted = (kind, tuple(sorted(tiles)), pay, phase2, draw, player)
    assert json.dumps(turn_json(unsorted)) == lines[0]
    parts = tuple(map(parts_of, turns))
    as_parts = NoReturnLog.of_parts(("Ada", "Ben"), (), parts, Options(), None)
    as_records = NoReturnLog(("Ada", "Ben"), (), tuple(turns))
    assert dumps(as_parts.to_json()) == dumps(as_records.to_json())
    assert [line in dumps(as_parts.to_json()) for line in lines] == [True] * len(lines)


@pytest.mark.parametrize(
    ("game", "players"), [("no-return", 2), ("no-return", 4), ("no-thanks", 3)]
)
def test_a_recorded_game_counts_the_kinds_of_its_actions(game: str, players: int) -> None:
    # simulate --out counts a No Return game's kinds from its log (Game.log_kinds), not
    # action by action: the same counts, in the same order, as action_kinds gives them
    from collections import Counter

    from regelwerk.games import load

    rules = load(game)
    for policy in rules.policies:
        for seed in range(4):
            played = play_game(game, players, seed, policy, record=True)
            assert played.recorder is not None
            replayed = Recorder.new(game, ["Ada", "Ben", "Cleo", "Dan"][:players], seed)
            rng, kinds = random.Random(seed), Counter[str]()
            chooser = rules.policies[policy]
            while not replayed.state.is_over:
                action = chooser(replayed.state, rng)
                kinds.update(rules.action_kinds(replayed.state, action))
                replayed.play(action)
            assert list(played.kinds.items()) == list(kinds.items())
            assert play_game(game, players, seed, policy).kinds == played.kinds


def test_log_kinds_of_a_log() -> None:
    from regelwerk.games import load
    from regelwerk.noreturn.actions import Exchange, SetAside

    recorder = Recorder.new("no-return", ["Ada", "Ben"], 3)
    rules = load("no-return")
    assert rules.log_kinds(recorder.log) == {}
    recorder.play(next(a for a in recorder.state.legal_actions() if isinstance(a, SetAside)))
    recorder.play(next(a for a in recorder.state.legal_actions() if isinstance(a, SetAside)))
    recorder.play(next(a for a in recorder.state.legal_actions() if isinstance(a, Exchange)))
    assert rules.log_kinds(recorder.log) == {("exchange",): 1}
    with pytest.raises(ArgumentTypeError):
        rules.log_kinds("not a log")
    assert load("no-thanks").log_kinds(Recorder.new("no-thanks", ["A", "B", "C"], 1).log) is None


@pytest.mark.parametrize("trusted", [False, True])
def test_a_mulligan_records_the_tiles_it_drew(trusted: bool) -> None:
    # a seeded mulligan is played and drawn in one step and its draw read off the hand: the
    # last seat's too, after which the set-aside tiles are back in the bag
    from collections import Counter

    from regelwerk.errors import IllegalActionError
    from regelwerk.noreturn.actions import SetAside
    from regelwerk.noreturn.game import NO_RETURN

    for seed in range(6):
        recorder = Recorder.new(NO_RETURN, ["Ada", "Ben", "Cleo"], seed)
        before = recorder.state
        chosen = [SetAside(seat.hand[: (seed + k) % 4]) for k, seat in enumerate(before.seats)]
        recorder.play_out(replaying(chosen), trusted=trusted)
        after = recorder.state
        for seat, entry in enumerate(recorder.to_json()["setup"]):
            kept = Counter(before.seats[seat].hand) - Counter(chosen[seat].tiles)
            gained = Counter(after.seats[seat].hand) - kept
            assert entry.get("set_aside", []) == [str(t) for t in chosen[seat].tiles]
            assert sorted(entry.get("draw", [])) == sorted(str(t) for t in gained.elements())
        assert after.bag != before.bag
    recorder = Recorder.new(NO_RETURN, ["Ada", "Ben"], 1)
    foreign = next(t for t in recorder.state.bag if t not in recorder.state.seats[0].hand)
    with pytest.raises(IllegalActionError):
        recorder.play_out(lambda _state: SetAside((foreign,)))
    assert recorder.state.to_act == 0
    assert recorder.to_json()["setup"][0] == {
        "hand": [str(t) for t in recorder.state.seats[0].hand]
    }


def replaying(actions: Sequence[A]) -> Callable[[object], A | None]:
    """A policy that picks ``actions`` one after the other, then stops (``None``)."""
    remaining = iter(actions)
    return lambda _state: next(remaining, None)
