"""Replaying valid logs, judging broken ones, and the order of checks (LOG-FORMAT.md)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.errors import IllegalActionError, LogError
from regelwerk.logs import Status, decode, replay, validate
from regelwerk.noreturn import State as NoReturnState
from regelwerk.noreturn.log import NoReturnLog
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.nothanks import State as NoThanksState
from regelwerk.nothanks.log import NoThanksLog
from regelwerk.rules import LogCode

from .games import document, recorded


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_finished_no_return_game_reports_scores_and_winners(players: int) -> None:
    recorder = recorded("no-return", players)
    report = validate(recorder.to_json())
    result = recorder.state.result()
    assert report.valid and report.status is Status.FINISHED
    assert (report.scores, report.winners) == (tuple(result.scores), tuple(result.winners))
    assert report.rule is None and report.pointer is None and report.index is None


@pytest.mark.parametrize("players", [3, 5, 7])
def test_a_finished_no_thanks_game_reports_scores_and_winners(players: int) -> None:
    recorder = recorded("no-thanks", players)
    report = validate(recorder.to_json())
    assert report.status is Status.FINISHED
    assert report.scores == tuple(recorder.state.result().scores)


def test_every_prefix_of_a_game_is_in_progress() -> None:
    doc = document("no-return")
    del doc["result"]
    for stop in range(len(doc["turns"])):
        prefix = dict(doc, turns=doc["turns"][:stop])
        assert validate(prefix).status is Status.IN_PROGRESS
    assert validate(doc).status is Status.FINISHED


def test_states_follow_the_game() -> None:
    recorder = recorded("no-return")
    report = validate(recorder.log)
    states = list(report.states())
    players = len(recorder.log.players)
    assert len(states) == 1 + players + len(recorder.log.turns)
    # A replayed game knows its draws, not the seed's bag order: compare what the log fixes.
    final = report.final_state
    assert states[-1] == final == report.state_at(len(recorder.log.turns))
    assert isinstance(final, NoReturnState)
    assert final.seats == recorder.state.seats
    assert (sorted(final.bag), final.box) == (sorted(recorder.state.bag), recorder.state.box)
    first = report.state_at(0)
    assert isinstance(first, NoReturnState) and first.turn == 0 and first.stage.value == "play"
    with pytest.raises(IndexError):
        report.state_at(len(recorder.log.turns) + 1)


def test_no_thanks_states_follow_the_game() -> None:
    recorder = recorded("no-thanks")
    report = validate(recorder.log)
    assert report.final_state == recorder.state
    assert isinstance(report.state_at(0), NoThanksState)


def test_replay_raises_the_documented_errors() -> None:
    doc = document("no-return")
    assert list(replay(doc))[-1].is_over
    doc["turns"][5] = {"pass": True}
    with pytest.raises(IllegalActionError) as illegal:
        replay(doc)
    assert illegal.value.rule is NoReturnRuleId.NR_4_4
    with pytest.raises(LogError) as malformed:
        replay("{")
    assert malformed.value.code is LogCode.LOG_SYNTAX


def test_an_illegal_turn_is_reported_with_its_index() -> None:
    doc = document("no-return")
    doc["turns"][7] = {"pass": True}
    report = validate(doc)
    assert (report.status, report.rule, report.index, report.pointer) == (
        Status.ILLEGAL,
        NoReturnRuleId.NR_4_4,
        7,
        "/turns/7/pass",
    )
    last = list(report.states())[-1]
    assert isinstance(last, NoReturnState) and last.turn == 7  # the replayable part


def test_the_action_is_judged_before_its_draw() -> None:
    doc = document("no-return")
    doc["turns"][7] = {"pass": True, "draw": ["R1", "R1", "R1"]}
    assert validate(doc).rule is NoReturnRuleId.NR_4_4


def test_a_draw_left_out_counts_as_no_draw() -> None:
    doc = document("no-return")
    turn = next(i for i, t in enumerate(doc["turns"]) if t.get("draw"))
    del doc["turns"][turn]["draw"]
    report = validate(doc)
    assert (report.rule, report.pointer, report.index) == (
        LogCode.LOG_DRAW,
        f"/turns/{turn}",
        turn,
    )
    assert report.violation is not None and report.violation.get("reason") == "count"


def test_a_tile_drawn_once_too_often_points_at_the_copy_too_many() -> None:
    doc = document("no-return")
    report = validate(doc)
    for turn, state in report.positions():
        if turn is None or turn >= len(doc["turns"]) or len(doc["turns"][turn].get("draw", ())) < 2:
            continue
        assert isinstance(state, NoReturnState)
        single = [t for t in set(state.bag) if state.bag.count(t) == 1]
        if single:
            break
    else:
        raise AssertionError("no turn fits")
    doc["turns"][turn]["draw"][:2] = [str(single[0])] * 2
    report = validate(doc)
    assert (report.rule, report.pointer) == (LogCode.LOG_DRAW, f"/turns/{turn}/draw/1")


def test_wrong_player_and_turns_after_the_end_are_log_order() -> None:
    doc = document("no-return")
    doc["turns"][0]["player"] = 1
    report = validate(doc)
    assert (report.rule, report.pointer, report.index) == (LogCode.LOG_ORDER, "/turns/0/player", 0)
    assert report.violation is not None
    assert (report.violation.get("expected"), report.violation.get("given")) == (0, 1)
    doc = document("no-return")
    doc["turns"][0]["player"] = 0
    assert validate(doc).valid
    del doc["result"]
    doc["turns"].append({"exchange": ["R1"]})
    n = len(doc["turns"]) - 1
    report = validate(doc)
    assert (report.rule, report.pointer, report.index) == (LogCode.LOG_ORDER, f"/turns/{n}", n)


def test_result_differs_or_on_unfinished_game_is_log_result() -> None:
    doc = document("no-return")
    doc["result"][0] += 1
    report = validate(doc)
    assert (report.status, report.rule, report.pointer, report.index) == (
        Status.ILLEGAL,
        LogCode.LOG_RESULT,
        "/result",
        None,
    )
    doc = document("no-return")
    doc["turns"].pop()
    report = validate(doc)
    assert report.rule is LogCode.LOG_RESULT
    assert report.violation is not None and report.violation.get("reason") == "unfinished"


def test_setup_faults_point_into_the_setup() -> None:
    doc = document("no-return")
    doc["setup"][1]["hand"][2] = doc["setup"][0]["hand"][0]
    doc["setup"][1]["hand"][3] = doc["setup"][0]["hand"][0]
    report = validate(doc)
    assert report.rule is LogCode.LOG_DRAW and report.index is None
    assert report.pointer is not None and report.pointer.startswith("/setup/1/hand/")
    doc = document("no-return")
    doc["setup"][2]["set_aside"] = ["R1", "R1", "R1"]
    doc["setup"][2]["draw"] = ["O1", "O1", "O1"]
    report = validate(doc)
    assert report.rule is NoReturnRuleId.NR_3_2 and report.pointer is not None
    assert report.pointer.startswith("/setup/2/set_aside/")


def test_collect_mode_goes_on_after_an_independent_fault() -> None:
    doc = document("no-return")
    doc["turns"][2]["player"] = 0  # turn 2 is seat 2's; the turn itself is fine
    doc["turns"][9]["player"] = 1
    doc["result"][1] += 5
    report = validate(doc, mode="collect")
    assert [(f.rule, f.index) for f in report.faults] == [
        (LogCode.LOG_ORDER, 2),
        (LogCode.LOG_ORDER, 9),
        (LogCode.LOG_RESULT, None),
    ]
    assert report.status is Status.ILLEGAL
    assert validate(doc).faults == report.faults[:1]


def test_collect_mode_stops_where_the_record_becomes_impossible() -> None:
    doc = document("no-return")
    doc["turns"][4] = {"play": ["R1", "R1", "R1"]}  # tiles that are not in the hand
    doc["turns"][9]["player"] = 0
    report = validate(doc, mode="collect")
    assert [(f.rule, f.index) for f in report.faults] == [(NoReturnRuleId.NR_4_3, 4)]


def test_no_thanks_setup_faults_point_into_their_lists() -> None:
    doc = document("no-thanks")
    doc["cards"][3] = doc["removed"][0]
    report = validate(doc)
    assert (report.rule, report.pointer, report.index) == (LogCode.LOG_DRAW, "/cards/3", None)
    doc = document("no-thanks")
    doc["removed"][1] = doc["removed"][0]
    report = validate(doc)
    assert (report.rule, report.pointer) == (LogCode.LOG_DRAW, "/removed/1")


def test_no_thanks_card_not_listed_is_log_draw_at_the_action() -> None:
    doc = document("no-thanks")
    del doc["result"]
    doc["cards"] = doc["cards"][:2]
    report = validate(doc)
    takes = [i for i, a in enumerate(doc["actions"]) if a == "take"]
    assert (report.rule, report.index) == (LogCode.LOG_DRAW, takes[1] + 1)
    assert report.pointer == f"/actions/{takes[1] + 1}"
    doc["actions"] = doc["actions"][: takes[1] + 1]
    assert validate(doc).status is Status.IN_PROGRESS


def test_validate_accepts_records_text_bytes_and_documents() -> None:
    recorder = recorded("no-return")
    text = json.dumps(recorder.to_json())
    reports = {
        validate(source).status
        for source in (recorder.log, text, text.encode(), recorder.to_json())
    }
    assert reports == {Status.FINISHED}


def test_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="mode"):
        validate("{}", mode="lenient")  # type: ignore[arg-type]


@settings(max_examples=25, deadline=None)
@given(
    game=st.sampled_from(["no-return", "no-thanks"]),
    seed=st.integers(0, 10_000),
    policy=st.sampled_from(["random", "greedy"]),
)
def test_round_trip_parse_of_write_is_identity(game: str, seed: int, policy: str) -> None:
    players = 3 if game == "no-return" else 4
    recorder = recorded(game, players, seed, policy)
    log = recorder.log
    again, report = decode(json.dumps(log.to_json()))
    assert report is None
    assert again == log
    assert isinstance(again, NoReturnLog | NoThanksLog)
    with pytest.raises(AttributeError):
        again.players = ()


def test_validation_does_not_change_the_document() -> None:
    doc = document("no-return")
    before = copy.deepcopy(doc)
    validate(doc, mode="collect")
    assert doc == before


def _every_fault_has_a_place(report: Any) -> None:
    for fault in report.faults:
        assert fault.pointer is None or fault.pointer == "" or fault.pointer.startswith("/")
