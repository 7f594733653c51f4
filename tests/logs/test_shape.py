"""The shape check (LOG-SCHEMA): exact pointers, exact types, whole document first."""

from __future__ import annotations

from typing import Any

import pytest

from regelwerk.logs import Status, validate
from regelwerk.noreturn.log import CODEC as NR
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.nothanks.log import CODEC as NT
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.rules import LogCode

from .games import document


def _schema(doc: Any) -> tuple[str | None, Any, int | None]:
    report = validate(doc)
    assert report.status is Status.MALFORMED, report
    assert report.rule is LogCode.LOG_SCHEMA, report
    assert report.violation is not None
    return report.pointer, report.violation.get("reason"), report.index


def nr() -> Any:
    return document("no-return")


def nt() -> Any:
    return document("no-thanks")


def test_not_an_object() -> None:
    assert _schema([1, 2]) == ("", "type", None)


def test_missing_format() -> None:
    doc = nr()
    del doc["format"]
    assert _schema(doc) == ("", "missing", None)


@pytest.mark.parametrize("value", ["no-return/2", "", "NO-RETURN/1", 1, None])
def test_unknown_format(value: Any) -> None:
    doc = nr()
    doc["format"] = value
    assert _schema(doc)[0] == "/format"


def test_redacted_log_is_not_a_move_log() -> None:
    doc = nr()
    doc["format"] = "no-return-view/1"
    assert _schema(doc) == ("/format", "redacted", None)


@pytest.mark.parametrize("key", ["players", "setup", "turns"])
def test_missing_required_key(key: str) -> None:
    doc = nr()
    del doc[key]
    assert _schema(doc) == ("", "missing", None)


def test_unknown_key_points_at_it() -> None:
    doc = nr()
    doc["seed"] = 3
    assert _schema(doc) == ("/seed", "unknown-key", None)


def test_unknown_key_is_escaped_in_the_pointer() -> None:
    doc = nr()
    doc["turns"][4]["a/b~c"] = 1
    assert _schema(doc) == ("/turns/4/a~1b~0c", "unknown-key", 4)


def test_unknown_tile_points_at_it() -> None:
    doc = nr()
    doc["turns"][12]["draw"] = ["R1", "R12"]
    assert _schema(doc) == ("/turns/12/draw/1", "tile", 12)


@pytest.mark.parametrize("tile", ["r5", "R0", "X3", "R 5", "R05", 5, None, ["R5"]])
def test_tiles_are_upper_case_notation_strings(tile: Any) -> None:
    doc = nr()
    doc["setup"][1]["hand"][3] = tile
    assert _schema(doc)[0] == "/setup/1/hand/3"


@pytest.mark.parametrize("player", [1.0, True, "1", None, [1]])
def test_player_must_be_a_whole_number(player: Any) -> None:
    doc = nr()
    doc["turns"][1]["player"] = player
    assert _schema(doc) == ("/turns/1/player", "type", 1)


def test_player_out_of_range_is_an_order_fault_not_a_shape_fault() -> None:
    doc = nr()
    doc["turns"][1]["player"] = 10**30
    report = validate(doc)
    assert (report.rule, report.pointer) == (LogCode.LOG_ORDER, "/turns/1/player")


@pytest.mark.parametrize(
    ("turn", "pointer", "reason"),
    [
        ({}, "/turns/2", "no-action"),
        ({"draw": ["R1"]}, "/turns/2", "no-action"),
        ({"play": ["R1"], "exchange": ["R2"]}, "/turns/2", "two-actions"),
        ({"clear": ["R1"]}, "/turns/2", "clear-without-pay"),
        ({"pay": ["R1"]}, "/turns/2/pay", "pay-without-clear"),
        ({"play": ["R1"], "pay": ["R2"]}, "/turns/2/pay", "pay-without-clear"),
        ({"pass": False}, "/turns/2/pass", "type"),
        ({"pass": 1}, "/turns/2/pass", "type"),
        ({"phase2": False, "exchange": ["R1"]}, "/turns/2/phase2", "type"),
        ({"play": "R1"}, "/turns/2/play", "type"),
        ({"exchange": ["R1"], "draw": {}}, "/turns/2/draw", "type"),
        ("pass", "/turns/2", "type"),
    ],
)
def test_turn_shapes(turn: Any, pointer: str, reason: str) -> None:
    doc = nr()
    doc["turns"][2] = turn
    assert _schema(doc) == (pointer, reason, 2)


def test_setup_of_the_wrong_length() -> None:
    doc = nr()
    doc["setup"].pop()
    assert _schema(doc) == ("/setup", "length", None)


def test_result_of_the_wrong_length_or_type() -> None:
    doc = nr()
    doc["result"] = [1, 2]
    assert _schema(doc) == ("/result", "length", None)
    doc["result"] = [1, 2, 3.0]
    assert _schema(doc) == ("/result/2", "type", None)


def test_options_unknown_or_of_the_wrong_type() -> None:
    doc = nr()
    doc["options"] = {"deal_removed": True}
    assert _schema(doc) == ("/options/deal_removed", "unknown-key", None)
    doc["options"] = {"minimal_payment": 1}
    assert _schema(doc) == ("/options/minimal_payment", "type", None)


def test_the_player_count_is_a_rule_not_a_shape() -> None:
    doc = nr()
    doc["players"] = ["A"]
    doc["setup"] = doc["setup"][:1]
    doc.pop("result")
    report = validate(doc)
    assert (report.status, report.rule, report.pointer) == (
        Status.ILLEGAL,
        NoReturnRuleId.NR_2_1,
        "/players",
    )


def test_a_shape_fault_wins_over_an_earlier_illegal_turn() -> None:
    doc = nr()
    doc["turns"][3] = {"pass": True}  # NR-4.4, but ...
    doc["turns"][20]["draw"] = ["Z9"]  # ... the document is malformed
    report = validate(doc)
    assert (report.rule, report.pointer, report.index) == (
        LogCode.LOG_SCHEMA,
        "/turns/20/draw/0",
        20,
    )


def test_collect_mode_lists_every_shape_fault() -> None:
    doc = nr()
    doc["players"] = "three"
    doc["turns"][3]["draw"] = ["R99"]
    doc["turns"][5] = {}
    doc["result"] = "x"
    report = validate(doc, mode="collect")
    pointers = [fault.pointer for fault in report.faults]
    assert pointers == ["/players", "/turns/3/draw/0", "/turns/5", "/result"]
    assert validate(doc).faults == report.faults[:1]


# --- No Thanks! ---------------------------------------------------------------------------


@pytest.mark.parametrize("card", [36, 2, 0, -3, 10**20])
def test_cards_out_of_range(card: int) -> None:
    doc = nt()
    doc["cards"][4] = card
    assert _schema(doc) == ("/cards/4", "card", None)


@pytest.mark.parametrize("card", [10.0, True, "10", None])
def test_cards_are_whole_numbers(card: Any) -> None:
    doc = nt()
    doc["cards"][4] = card
    assert _schema(doc) == ("/cards/4", "type", None)


@pytest.mark.parametrize("action", ["Take", "", 1, None, ["take"]])
def test_actions_are_take_or_pass(action: Any) -> None:
    doc = nt()
    doc["actions"][7] = action
    assert _schema(doc)[0::2] == ("/actions/7", 7)


def test_removed_must_be_nine_cards() -> None:
    doc = nt()
    doc["removed"] = doc["removed"][:8]
    assert _schema(doc) == ("/removed", "length", None)


def test_dealt_needs_the_option() -> None:
    doc = nt()
    doc["dealt"] = [[3], [4], [5]]
    assert _schema(doc) == ("/dealt", "dealt_without_option", None)


def test_dealt_sizes_follow_nt_7_1() -> None:
    doc = document("no-thanks", 4)
    doc["options"] = {"deal_removed": True}
    doc["dealt"] = [[3, 4], [5, 6], [7, 8], [9]]
    assert _schema(doc) == ("/dealt/3", "dealt_count", None)
    doc["dealt"] = [[3, 4], [5, 6], [7, 8]]
    assert _schema(doc) == ("/dealt", "dealt_seats", None)


def _names(count: int) -> list[str]:
    return [f"P{seat}" for seat in range(count)]


@pytest.mark.parametrize(("players", "chips"), [(8, 7), (2, 30), (1, 56)])
def test_the_chip_bound_is_the_shapes_whatever_the_player_count(players: int, chips: int) -> None:
    """LOG-FORMAT: the shape of the whole document comes first, and the shape's bound on
    ``chips_per_player`` is ``55 // players`` for the names given: LOG-SCHEMA, not NT-2.1."""
    doc = nt()
    doc.pop("result", None)
    doc["players"] = _names(players)
    doc["options"] = {"chips_per_player": chips}
    assert _schema(doc) == ("/options/chips_per_player", "range", None)
    doc["options"] = {"chips_per_player": 55 // players}
    report = validate(doc)
    assert report.rule is NoThanksRuleId.NT_2_1 and report.pointer == "/players"


@pytest.mark.parametrize(
    ("players", "dealt", "pointer", "reason"),
    [
        (8, [[3]] * 7, "/dealt", "dealt_seats"),  # 8 seats, 9 // 8 = 1 card each
        (8, [[3], [4], [5, 6], [7], [8], [9], [10], [11]], "/dealt/2", "dealt_count"),
        (2, [[3, 4, 5, 6], [7, 8, 9]], "/dealt/1", "dealt_count"),  # 9 // 2 = 4 each
        (2, [[3, 4, 5, 6]], "/dealt", "dealt_seats"),
    ],
)
def test_a_dealt_of_the_wrong_shape_is_malformed_whatever_the_player_count(
    players: int, dealt: list[list[int]], pointer: str, reason: str
) -> None:
    doc = nt()
    doc.pop("result", None)
    doc["players"] = _names(players)
    doc["options"] = {"deal_removed": True}
    doc["dealt"] = dealt
    assert _schema(doc) == (pointer, reason, None)


@pytest.mark.parametrize(("chips", "reason"), [(19, "range"), (-1, "range"), (5.0, "type")])
def test_chips_per_player_is_a_whole_number_up_to_55_over_players(chips: Any, reason: str) -> None:
    doc = nt()
    doc["options"] = {"chips_per_player": chips}
    assert _schema(doc) == ("/options/chips_per_player", reason, None)


def test_chips_per_player_at_its_limit_is_well_formed() -> None:
    doc = nt()
    doc["options"] = {"chips_per_player": 18}
    del doc["result"]
    assert validate(doc).status is not Status.MALFORMED


def test_codecs_name_their_formats() -> None:
    assert (NR.format, NT.format) == ("no-return/1", "no-thanks/1")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_huge_numbers_never_break_the_message(lang: str) -> None:
    doc = nt()
    doc["cards"][1] = 10**40
    report = validate(doc)
    assert report.rule is LogCode.LOG_SCHEMA
    assert report.message(lang)
    doc = nr()
    doc["turns"][0]["player"] = -(10**40)
    assert validate(doc).message(lang)
