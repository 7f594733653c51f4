"""Issue 21 item 1: the seat that sends an action is checked by the rules (``check``,
``play`` and the recorder's ``play`` take ``seat=``), for every registered game, through
the :class:`~regelwerk.game.Game` interface alone."""

from __future__ import annotations

import random

import pytest

from regelwerk.errors import ArgumentTypeError, GameOverError, IllegalActionError, SeatError
from regelwerk.games import load, names
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.messages import render
from regelwerk.i18n.players import player_called
from regelwerk.logs import Recorder
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode


@pytest.mark.parametrize("name", names())
def test_an_action_from_a_seat_not_to_act_is_log_order_seat(name: str) -> None:
    game = load(name)
    state = game.new(3, 7)
    assert state.to_act is not None
    action = next(iter(state.legal_actions()))
    sender = (state.to_act + 1) % state.players
    assert state.check(action, seat=state.to_act) is None
    violation = state.check(action, seat=sender)
    assert violation is not None and violation.rule is LogCode.LOG_ORDER
    assert violation["reason"] == OrderReason.SEAT
    assert (violation["expected"], violation["given"]) == (state.to_act, sender)
    with pytest.raises(IllegalActionError) as raised:
        state.play(action, seat=sender)
    assert raised.value.violation == violation
    assert not isinstance(raised.value, GameOverError)  # the game goes on
    assert state.play(action, seat=state.to_act) == state.play(action)
    for lang in LANGUAGES:  # the rule's own sentence, never the general one
        message = render(violation, lang)
        # players without names are lettered in the order of play (issue 23 item 2)
        assert message.endswith("(LOG-ORDER)") and player_called((), sender, lang) in message


@pytest.mark.parametrize("name", names())
def test_the_recorder_checks_the_seat_before_it_records(name: str) -> None:
    recorder = Recorder.new(name, ["A", "B", "C"], seed=3)
    before = recorder.to_json()
    state = recorder.state
    assert state.to_act is not None
    action = next(iter(state.legal_actions()))
    with pytest.raises(IllegalActionError) as raised:
        recorder.play(action, seat=(state.to_act + 1) % 3)
    assert raised.value.rule is LogCode.LOG_ORDER
    assert recorder.to_json() == before and recorder.state is state
    recorder.play(action, seat=state.to_act)
    assert recorder.state != state


@pytest.mark.parametrize("seat", [True, 1.0, "1", -1, 3, 10**30])
def test_a_seat_that_is_no_seat_is_the_callers_error(seat: object) -> None:
    state = load("no-thanks").new(3, 1)
    action = next(iter(state.legal_actions()))
    expected = ArgumentTypeError if type(seat) is not int else SeatError
    with pytest.raises(expected):
        state.check(action, seat=seat)  # type: ignore[arg-type]
    with pytest.raises(expected):
        state.play(action, seat=seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", names())
def test_after_the_end_the_game_says_it_is_over_whoever_sends(name: str) -> None:
    game = load(name)
    state = game.new(max(game.info.min_players, 2), 5)

    rng = random.Random(5)
    while not state.is_over:
        last = state.legal_actions().sample(rng)
        state = state.apply(last)
    violation = state.check(last, seat=1)
    assert violation is not None and violation.rule is LogCode.LOG_ORDER
    assert violation["reason"] == OrderReason.OVER


def test_seed_defaults_to_a_fresh_one_in_every_constructor() -> None:
    from regelwerk.noreturn import State as NoReturnState
    from regelwerk.nothanks import State as NoThanksState

    for state in (NoReturnState.new(players=3), NoThanksState.new(players=3)):
        assert state.players == 3
    assert NoReturnState.new(players=2).seed is not None
    for name in names():
        assert load(name).new(3).players == 3
        assert Recorder.new(name, ["A", "B", "C"]).seed is not None
