"""A No Return state and its seats are frozen values, not tuples (issue 10)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
import sys

import pytest
from hypothesis import given

from regelwerk.noreturn import Phase, SeatState, State

from .helpers import SETTINGS, fields, positions

STATE = State.new(3, 7)
SEAT = STATE.seats[0]


@pytest.mark.parametrize("value", [STATE, SEAT])
def test_a_value_is_no_sequence(value: State | SeatState) -> None:
    with pytest.raises(TypeError):
        len(value)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        iter(value)  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        value[0]  # type: ignore[index]
    assert not isinstance(value, tuple)
    names = set(dir(value))
    assert not names & {"count", "index", "_replace", "_fields", "_asdict", "_make"}


@pytest.mark.parametrize("value", [STATE, SEAT])
def test_a_value_has_no_order(value: State | SeatState) -> None:
    with pytest.raises(TypeError):
        value < value  # type: ignore[operator]  # noqa: B015
    with pytest.raises(TypeError):
        value >= value  # type: ignore[operator]  # noqa: B015


@pytest.mark.parametrize("value", [STATE, SEAT])
def test_setting_or_deleting_a_field_raises(value: State | SeatState) -> None:
    for name in value.__slots__:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, name, None)
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(value, name)
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.other = 1


def test_fields_constructors_and_repr_are_those_of_the_record() -> None:
    assert State.__slots__ == (
        "seats", "bag", "box", "set_aside", "stage", "to_act", "turn", "options", "seed"
    )  # fmt: skip
    assert SeatState.__slots__ == ("hand", "rows", "pile", "phase")
    assert State(*fields(STATE)) == STATE  # type: ignore[arg-type]
    assert State(**{name: getattr(STATE, name) for name in State.__slots__}) == STATE
    assert SeatState(SEAT.hand, SEAT.rows, SEAT.pile, SEAT.phase) == SEAT
    assert repr(SEAT).startswith("SeatState(hand=(Tile(Colour.")
    assert repr(STATE).startswith("State(seats=(SeatState(hand=")
    assert repr(STATE).endswith(f"options=Options(minimal_payment=False), seed={STATE.seed!r})")


def test_replace_changes_only_what_it_names() -> None:
    two = SEAT.replace(phase=Phase.TWO)
    assert two.phase is Phase.TWO and two.hand == SEAT.hand and SEAT.phase is Phase.ONE
    moved = STATE.replace(turn=5, to_act=2)
    assert (moved.turn, moved.to_act, moved.bag) == (5, 2, STATE.bag)
    if sys.version_info >= (3, 13):
        assert copy.replace(STATE, turn=5) == STATE.replace(turn=5)
    with pytest.raises(TypeError):
        STATE.replace(colour=1)


def test_equality_and_hashing_go_by_the_fields() -> None:
    other = State.new(3, 7)
    assert other == STATE and hash(other) == hash(STATE) and other is not STATE
    assert STATE.replace(turn=1) != STATE
    assert fields(STATE) != STATE  # not equal to the tuple of its fields
    assert (SEAT.hand, SEAT.rows, SEAT.pile, SEAT.phase) != SEAT
    assert len({STATE, other, STATE.replace(turn=1)}) == 2


@SETTINGS
@given(positions)
def test_pickling_and_copying_give_the_same_value(state: State) -> None:
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        again = pickle.loads(pickle.dumps(state, protocol))
        assert again == state and hash(again) == hash(state) and type(again) is State
        assert all(type(seat) is SeatState for seat in again.seats)
    assert copy.copy(state) == state and copy.deepcopy(state) == state
    legal = state.legal_actions()
    if legal.count():
        action = legal.sample(random.Random(1))
        assert pickle.loads(pickle.dumps(state)).apply(action) == state.apply(action)
