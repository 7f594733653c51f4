"""Actions as values: notation and JSON round trips, multiset equality, immutability."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.errors import NotationError
from regelwerk.noreturn import (
    Clear,
    Exchange,
    Pass,
    Play,
    SetAside,
    State,
    action_from_json,
    parse_action,
)
from regelwerk.noreturn.testing import random_candidate

from .helpers import SETTINGS, T, positions


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("set-aside", SetAside(())),
        ("set-aside P2 G1", SetAside(T("G1 P2"))),
        ("exchange B1 O3", Exchange(T("O3 B1"))),
        ("phase2 exchange B1", Exchange(T("B1"), phase2=True)),
        ("play R11 R9", Play(T("R11 R9"))),
        ("clear R5 R3 pay B10", Clear(T("R5 R3"), T("B10"))),
        ("phase2 clear R3 pay B10 B1", Clear(T("R3"), T("B10 B1"), phase2=True)),
        ("pass", Pass()),
        ("phase2 pass", Pass(phase2=True)),
    ],
)
def test_notation(text: str, action: object) -> None:
    assert parse_action(text) == action
    assert str(action) == text
    assert parse_action(str(action)) == action


def test_tiles_are_multisets_kept_highest_first() -> None:
    assert Play(T("R9 R11")) == Play(T("R11 R9"))
    assert hash(Play(T("R9 R11"))) == hash(Play(T("R11 R9")))
    assert Play(T("R9 R11")).tiles == T("R11 R9")
    assert str(parse_action("play R9 R11")) == "play R11 R9"
    assert Clear(T("R3 R5"), T("B1 B10")).pay == T("B10 B1")
    assert Exchange(T("B1 B1")) != Exchange(T("B1"))
    assert Exchange(T("B1")) != Exchange(T("B1"), phase2=True)
    assert Exchange(T("B1")) != Play(T("B1"))


@pytest.mark.parametrize(
    "text",
    ["", "phase2", "jump", "clear R5", "pass R1", "phase2 set-aside", "play R12", "exchange r1",
     "phase2 phase2 pass", "pay B1 clear R1", "set-aside pass"],
)  # fmt: skip
def test_invalid_notation(text: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_action(text)
    assert raised.value.text == text


@pytest.mark.parametrize(
    ("turn", "action"),
    [
        ({"play": ["R11", "R9"], "draw": ["Y2"]}, Play(T("R11 R9"))),
        ({"player": 1, "exchange": ["O3"], "draw": ["B1"]}, Exchange(T("O3"))),
        ({"phase2": True, "clear": ["R9"], "pay": ["B10"]}, Clear(T("R9"), T("B10"), True)),
        ({"pass": True}, Pass()),
    ],
)
def test_log_notation(turn: dict[str, object], action: object) -> None:
    assert action_from_json(turn) == action


@pytest.mark.parametrize(
    "turn",
    [{}, {"clear": ["R1"]}, {"pass": False}, {"play": [1]}, {"play": ["R12"]}, {"draw": []}],
)
def test_invalid_log_notation(turn: dict[str, object]) -> None:
    with pytest.raises(NotationError):
        action_from_json(turn)


def test_actions_are_frozen() -> None:
    for action in (SetAside(T("R1")), Exchange(T("R1")), Play(T("R1")), Pass(),
                   Clear(T("R1"), T("B1"))):  # fmt: skip
        before = repr(action)
        for name in action.__match_args__:
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(action, name, ())
        # an attribute the class does not have: slotted, so it cannot be added either (on
        # Python 3.11 a frozen slotted dataclass raises TypeError here, later ones
        # FrozenInstanceError or AttributeError)
        with pytest.raises((AttributeError, TypeError)):
            setattr(action, "colour", "R")  # noqa: B010
        assert repr(action) == before


@SETTINGS
@given(positions, st.randoms(use_true_random=False))
def test_generated_and_random_actions_round_trip(state: State, rng: random.Random) -> None:
    actions = list(state.legal_actions())[:40] + [random_candidate(rng, state) for _ in range(20)]
    for action in actions:
        assert parse_action(str(action)) == action
        assert parse_action(action.uci()) == action
        if not isinstance(action, SetAside):
            assert action_from_json(action.to_json()) == action
            data = action.to_json()
            assert ("phase2" in data) == action.phase2
        else:
            assert action.to_json() == {"set_aside": [str(tile) for tile in action.tiles]}
