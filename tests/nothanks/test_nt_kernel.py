"""The No Thanks! kernel: each rule once, and every path (legal actions, check, the swept
replay of a log) asking it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from regelwerk.errors import NotationError
from regelwerk.logs import Recorder, validate
from regelwerk.logs.report import Fault
from regelwerk.nothanks import Action, Options, State
from regelwerk.nothanks import kernel as nt_kernel
from regelwerk.nothanks.kernel import No
from regelwerk.nothanks.log import CODEC, sweep
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.rules import LogCode
from regelwerk.violation import Violation


def test_the_decision_predicate() -> None:
    assert nt_kernel.undecided(0, 1) is None
    assert nt_kernel.undecided(3, 3) is No.UNLISTED  # the face-up card is not known
    assert nt_kernel.undecided(24, 24) is No.OVER  # NT-5.1, however many are known
    assert nt_kernel.undecided(24, 10) is No.OVER
    state = State.deal(3, [])
    assert state.needs_card and state.legal_actions().count() == 0
    assert state.check(Action.TAKE) == Violation.of(LogCode.LOG_DRAW, reason="unlisted", index=0)


def test_nt_4_3_passing_needs_a_chip() -> None:
    assert nt_kernel.judge(0, 5, 0, Action.PASS) is No.NO_CHIP
    assert nt_kernel.judge(0, 5, 0, Action.TAKE) is None
    assert nt_kernel.judge(0, 0, 0, Action.PASS) is No.UNLISTED  # undecided comes first
    state = State.deal(3, [30, 4], Options(chips_per_player=0))
    assert state.check(Action.PASS) == Violation.of(NoThanksRuleId.NT_4_3, seat=0, card=30)
    assert list(state.legal_actions()) == [Action.TAKE]


@pytest.mark.parametrize(("players", "most"), [(3, 18), (5, 11), (7, 7), (8, 6), (2, 27)])
def test_nt_2_2_the_chip_limit(players: int, most: int) -> None:
    assert nt_kernel.chips_limit(players) == most == Options.chips_limit(players)


def test_the_dealt_shape_is_one_check_for_the_state_and_the_log() -> None:
    assert nt_kernel.dealt_shape(3, False, []) == (No.DEALT_WITHOUT_OPTION, None, 0, 0)
    assert nt_kernel.dealt_shape(4, True, [[3, 4]] * 3) == (No.DEALT_SEATS, None, 3, 4)
    assert nt_kernel.dealt_shape(4, True, [[3, 4], [5]]) == (No.DEALT_SEATS, None, 2, 4)
    assert nt_kernel.dealt_shape(4, True, [[3, 4], [5, 6], [7], [8, 9]]) == (
        No.DEALT_COUNT,
        2,
        1,
        2,
    )
    assert nt_kernel.dealt_shape(5, True, [[3], [4], [5], [6], [7]]) is None


@pytest.mark.parametrize("card", [True, 16.0, "02", "x", None, 2, 36])
def test_a_turned_up_card_is_a_card(card: object) -> None:
    recorder: Recorder[Any, Any, Any] = Recorder.deal(
        "no-thanks", ["A", "B", "C"], ([], None, None)
    )
    with pytest.raises((NotationError, ValueError)):
        recorder.play(Action.TAKE, card=card)
    assert recorder.state.cards == () and validate(recorder.to_json()).valid


def _record(seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    recorder = Recorder.new("no-thanks", ["A", "B", "C", "D"], seed)
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(rng))
    document: dict[str, object] = recorder.to_json()
    return document


@pytest.mark.parametrize("seed", range(6))
def test_the_sweep_hands_over_where_it_stops(seed: int) -> None:
    document = _record(seed)
    actions = list(document["actions"])  # type: ignore[call-overload]
    at = random.Random(seed).randrange(len(actions))
    document["actions"] = [*actions[:at], *["pass"] * 60]  # runs out of chips: NT-4.3
    log, _ = CODEC.decode(document, False)
    assert log is not None
    slow = list(CODEC.replay(log, document, False))
    quick = list(CODEC.final(log, document))
    assert isinstance(slow[-1], Fault) and quick[-1] == slow[-1]
    assert quick[-2] == slow[-2]  # the state before the fault, reached in one sweep
    assert len(quick) <= 3
    done, state = sweep(slow[0][1], log.actions)  # type: ignore[index]
    assert (done, state) == slow[-2]
