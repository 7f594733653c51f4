"""The API boundary (issue 10 item 4): misuse fails in the library's own words.

Each case of the issue is one test: the exception is regelwerk's own (a
:class:`~regelwerk.errors.RegelwerkError`) and also the built-in one the standard library
would raise in its place, so callers that catch ``TypeError``/``ValueError`` keep working.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from regelwerk import noreturn as nr
from regelwerk import nothanks as nt
from regelwerk.errors import (
    ArgumentTypeError,
    GameOverError,
    IllegalActionError,
    NotationError,
    RegelwerkError,
    SeatError,
)


def nr_in_play() -> nr.State:
    state = nr.State.new(players=3, seed=1)
    for _ in range(3):
        state = state.play(nr.SetAside())
    return state


def nr_over() -> nr.State:
    state, rng = nr_in_play(), random.Random(3)
    while not state.is_over:
        state = state.apply(state.legal_actions().sample(rng))
    return state


def nt_over() -> nt.State:
    state, rng = nt.State.new(players=3, seed=1), random.Random(2)
    while not state.is_over:
        state = state.apply(state.legal_actions().sample(rng))
    return state


def raises(kind: type[Exception], builtin: type[Exception], call: Callable[[], object]) -> None:
    with pytest.raises(kind) as caught:
        call()
    assert isinstance(caught.value, RegelwerkError)
    assert isinstance(caught.value, builtin)


WRONG_ACTIONS = [None, "pass", "take", 0, True, b"pass", nt.Action.PASS, nr.Pass()]


@pytest.mark.parametrize("action", [a for a in WRONG_ACTIONS if not isinstance(a, nr.Pass)])
@pytest.mark.parametrize("stage", ["setup", "play"])
@pytest.mark.parametrize("method", ["play", "apply", "check"])
def test_no_return_refuses_what_is_no_action(action: object, stage: str, method: str) -> None:
    state = nr.State.new(players=3, seed=1) if stage == "setup" else nr_in_play()
    raises(ArgumentTypeError, TypeError, lambda: getattr(state, method)(action))


@pytest.mark.parametrize("action", [a for a in WRONG_ACTIONS if not isinstance(a, nt.Action)])
@pytest.mark.parametrize("method", ["play", "apply", "check"])
def test_no_thanks_refuses_what_is_no_action(action: object, method: str) -> None:
    """``apply("take")`` used to perform a pass."""
    state = nt.State.new(players=3, seed=1)
    raises(ArgumentTypeError, TypeError, lambda: getattr(state, method)(action))


@pytest.mark.parametrize("state", [nr_in_play(), nt.State.new(players=3, seed=1)])
@pytest.mark.parametrize("method", ["view", "resample"])
def test_seats_are_ints_in_range(state: nr.State | nt.State, method: str) -> None:
    call = getattr(state, method)
    args = (random.Random(1),) if method == "resample" else ()
    raises(SeatError, IndexError, lambda: call(7, *args))
    raises(SeatError, ValueError, lambda: call(-1, *args))
    for seat in (True, False, 1.0, "1", None):
        raises(ArgumentTypeError, TypeError, partial(call, seat, *args))


def test_taken_cards_checks_its_seat() -> None:
    state = nt.State.new(players=3, seed=1)
    raises(SeatError, IndexError, lambda: state.taken_cards(3))
    raises(ArgumentTypeError, TypeError, lambda: state.taken_cards(True))


@pytest.mark.parametrize("over", [nr_over, nt_over])
@pytest.mark.parametrize("method", ["play", "apply"])
def test_an_action_after_the_end_is_game_over(over: Callable[[], object], method: str) -> None:
    """No Return's unchecked apply raised AssertionError, No Thanks' an IndexError."""
    state = over()
    action = nr.Pass() if isinstance(state, nr.State) else nt.Action.TAKE
    with pytest.raises(GameOverError) as caught:
        getattr(state, method)(action)
    assert isinstance(caught.value, IllegalActionError)
    assert caught.value.rule.value == "LOG-ORDER"


@pytest.mark.parametrize("new", [nr.State.new, nt.State.new])
@pytest.mark.parametrize("players", ["3", 3.0, True, None, b"3", [3]])
def test_players_of_the_wrong_type_are_refused_up_front(
    new: Callable[..., object], players: object
) -> None:
    raises(ArgumentTypeError, TypeError, lambda: new(players=players, seed=1))


@pytest.mark.parametrize("new", [nr.State.new, nt.State.new])
@pytest.mark.parametrize("seed", ["x", 1.5, True, b"1", (1,)])
def test_seeds_of_the_wrong_type_are_refused(new: Callable[..., object], seed: object) -> None:
    raises(ArgumentTypeError, TypeError, lambda: new(players=3, seed=seed))


@pytest.mark.parametrize("flag", ["no", 0, 1, None])
@pytest.mark.parametrize(
    "make",
    [
        lambda flag: nr.Exchange((nr.Tile.parse("R1"),), phase2=flag),
        lambda flag: nr.Play((nr.Tile.parse("R1"),), phase2=flag),
        lambda flag: nr.Clear((nr.Tile.parse("R1"),), (), phase2=flag),
        lambda flag: nr.Pass(phase2=flag),
        lambda flag: nr.Options(minimal_payment=flag),
    ],
)
def test_flags_are_bools(make: Callable[[object], object], flag: object) -> None:
    """``Exchange(tiles, phase2="no")`` was accepted and entered phase 2."""
    raises(ArgumentTypeError, TypeError, lambda: make(flag))


@pytest.mark.parametrize("tiles", [None, 3, "R1 R2", b"R1"])
def test_action_tiles_are_a_list(tiles: object) -> None:
    raises(ArgumentTypeError, TypeError, lambda: nr.Exchange(tiles))  # type: ignore[arg-type]


@pytest.mark.parametrize("parse", [nr.parse_action, nt.parse_action, nt.Action.parse])
@pytest.mark.parametrize("text", [None, 1, b"pass", ["pass"], True])
def test_parse_action_of_no_text_is_a_notation_error(
    parse: Callable[[object], object], text: object
) -> None:
    raises(NotationError, ValueError, lambda: parse(text))


@pytest.mark.parametrize("turn", [None, "pass", ["pass"], 1, b"{}"])
def test_action_from_json_of_no_object_is_a_notation_error(turn: object) -> None:
    raises(NotationError, ValueError, lambda: nr.action_from_json(turn))  # type: ignore[arg-type]


@pytest.mark.parametrize("state", [nr_in_play(), nt.State.new(players=3, seed=1)])
@pytest.mark.parametrize("rng", [None, 1, "seed", b"x"])
def test_random_sources_are_checked(state: nr.State | nt.State, rng: Any) -> None:
    """``sample(None)`` said "'NoneType' object is not callable"; ``resample(0, None)`` was
    an AttributeError."""
    raises(ArgumentTypeError, TypeError, lambda: state.legal_actions().sample(rng))
    raises(ArgumentTypeError, TypeError, lambda: state.resample(0, rng))


def test_no_thanks_options_fail_in_the_library_words() -> None:
    raises(ArgumentTypeError, TypeError, lambda: nt.Options(chips_per_player="3"))  # type: ignore[arg-type]
    raises(RegelwerkError, ValueError, lambda: nt.Options(chips_per_player=-1))
    raises(ArgumentTypeError, TypeError, lambda: nt.Options(deal_removed="yes"))  # type: ignore[arg-type]
