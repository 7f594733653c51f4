"""Decoding, the loop of shape checks every codec's decode runs (issue 9: each game wrote it
again): a strict reading stops at the first fault, a collecting one records every fault."""

from __future__ import annotations

from regelwerk.logs.decoding import Decoding
from regelwerk.logs.shape import expect_list, expect_players
from regelwerk.rules import LogCode


def _steps(collect: bool) -> tuple[Decoding, list[object]]:
    steps = Decoding(collect)
    found: list[object] = [
        steps.attempt(expect_players, ["Ada", 3]),
        steps.attempt(expect_list, "cards", "/cards"),
        steps.attempt(expect_players, ["Ben"]),
    ]
    return steps, found


def test_a_strict_reading_stops_at_the_first_fault() -> None:
    steps, found = _steps(collect=False)
    assert found == [None, None, None]
    assert [fault.pointer for fault in steps.faults] == ["/players/1"]
    assert steps.faults[0].violation.rule is LogCode.LOG_SCHEMA


def test_a_collecting_reading_records_every_fault_and_goes_on() -> None:
    steps, found = _steps(collect=True)
    assert found == [None, None, ("Ben",)]
    assert [fault.pointer for fault in steps.faults] == ["/players/1", "/cards"]


def test_steps_without_faults_give_their_values() -> None:
    steps = Decoding(collect=False)
    assert steps.attempt(expect_players, ["Ada", "Ben"]) == ("Ada", "Ben")
    assert steps.faults == []


def test_a_step_that_reads_a_turn_records_its_index() -> None:
    steps = Decoding(collect=True)
    steps.attempt(expect_list, {}, "/turns/4/play", index=4)
    steps.attempt(expect_players, "nobody")
    assert [(fault.pointer, fault.index) for fault in steps.faults] == [
        ("/turns/4/play", 4),
        ("/players", None),
    ]
