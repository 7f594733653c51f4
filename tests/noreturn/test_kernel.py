"""The rule kernel's edge cases, rule by rule: which check wins when an action breaks several
(LOG-FORMAT's table, in the order the kernel reads it), that every path -- ``check``,
``play``, ``apply`` and the fast-forward -- says the same, and that the checked path takes
nothing but tiles."""

from __future__ import annotations

import random
from typing import Any

import pytest

from regelwerk.errors import ArgumentTypeError, IllegalActionError, NotationError
from regelwerk.logs import Recorder, validate
from regelwerk.noreturn import Exchange, SetAside, Stage, State, Tile, parse_action
from regelwerk.noreturn import kernel as nr_kernel
from regelwerk.noreturn.fastforward import fast_forward
from regelwerk.noreturn.kernel import No
from regelwerk.noreturn.log import Turn
from regelwerk.noreturn.log.records import parts_of
from regelwerk.noreturn.reasons import NoReturnReason
from regelwerk.noreturn.rules import NoReturnRuleId as Rule
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Violation

from .helpers import T, fields, position, t

HAND = "R11 R7 R5 R3 O4 B10 B2 B2"


def _everywhere(state: State, text: str) -> Violation | None:
    """The verdict on ``text`` (with its right draw) by ``check``, by ``play`` and by the
    fast-forward; they must agree."""
    action = parse_action(text)
    violation = state.check(action)
    try:
        draw = state.bag[: state.draw_count(action)] if violation is None else ()
        played = state.play(action, draw)
    except IllegalActionError as error:
        assert error.violation == violation
    else:
        assert violation is None
        sorted_bag = state.replace(bag=tuple(sorted(state.bag)))
        done, after = fast_forward(sorted_bag, [parts_of(Turn(action, draw))])  # type: ignore[arg-type]
        assert done == 1 and after.seats == played.seats
    if violation is not None and state.stage is Stage.PLAY:
        sorted_bag = state.replace(bag=tuple(sorted(state.bag)))
        assert fast_forward(sorted_bag, [parts_of(Turn(action, ()))]) == (0, sorted_bag)  # type: ignore[arg-type]
    return violation


@pytest.mark.parametrize(
    ("text", "rule", "data"),
    [
        # NR-4.3 comes before the colours (NR-5.3) and the row (NR-5.4)
        ("play R11 O5", Rule.NR_4_3, {"tiles": ("O5",), "action": "play", "seat": 0}),
        ("play R7 R9", Rule.NR_4_3, {"tiles": ("R9",), "action": "play", "seat": 0}),
        ("play R7 O4", Rule.NR_5_3, {"reason": "colours", "colours": ("O", "R")}),
        ("play R11", Rule.NR_5_4, {"tile": "R11", "lowest": "R8"}),
        ("play", Rule.NR_5_3, {"reason": "empty"}),
        # NR-5.2 (the count) comes before NR-4.3 (the hand)
        ("exchange R1 R2 R4 R6 R8", Rule.NR_5_2, {"count": 5}),
        ("exchange R1", Rule.NR_4_3, {"tiles": ("R1",), "action": "exchange", "seat": 0}),
        ("exchange B2 B2 B2", Rule.NR_4_3, {"tiles": ("B2",), "action": "exchange", "seat": 0}),
        ("phase2 exchange R1 R2 R4 R6 R8", Rule.NR_7_1, {"count": 5}),
        ("phase2 play R11", Rule.NR_6_2, {"reason": "declared"}),
        ("phase2 pass", Rule.NR_6_1, {"reason": "pass"}),
        ("pass", Rule.NR_4_4, {"hand": 8, "seat": 0}),
        ("clear R8 pay B10", Rule.NR_4_1, {"reason": "phase1", "seat": 0}),
        ("set-aside R11", Rule.NR_3_2, {"reason": "stage"}),
    ],
)
def test_first_check_wins_in_phase_1(text: str, rule: RuleId, data: dict[str, object]) -> None:
    state = position(HAND, rows="R8", bag="P1 P2 P3 P4 P5")
    assert _everywhere(state, text) == Violation.of(rule, **data)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "rule", "data"),
    [
        ("phase2 exchange O4", Rule.NR_6_1, {"reason": "already", "seat": 0}),
        ("phase2 pass", Rule.NR_6_1, {"reason": "already", "seat": 0}),
        ("phase2 clear R8 pay B10", Rule.NR_6_1, {"reason": "already", "seat": 0}),
        ("play R3", Rule.NR_6_2, {"reason": "phase2", "seat": 0}),
        ("phase2 play R3", Rule.NR_6_2, {"reason": "phase2", "seat": 0}),
        ("pass", Rule.NR_4_4, {"hand": 8, "seat": 0}),
        (
            "clear R8 O9 pay B10",
            Rule.NR_7_2,
            {"reason": "colours", "colours": ("R", "O")},
        ),
        ("clear G5 pay B10", Rule.NR_7_2, {"reason": "no-row", "colour": "G"}),
        (
            "clear R9 pay B10",
            Rule.NR_7_2,
            {"reason": "not-lowest", "colour": "R", "tiles": ("R9",), "expected": ("R8",)},
        ),
        (
            "clear R9 R8 R6 pay B10",
            Rule.NR_7_2,
            {
                "reason": "not-lowest",
                "colour": "R",
                "tiles": ("R9", "R8", "R6"),
                "expected": ("R9", "R8"),
            },
        ),
        # NR-4.3 (the payment in hand) comes before its colours and its sum (NR-7.3)
        ("clear R8 pay B11 O4", Rule.NR_4_3, {"tiles": ("B11",), "action": "pay", "seat": 0}),
        (
            "clear R8 pay B10 O4",
            Rule.NR_7_3,
            {"reason": "colours", "colours": ("B", "O")},
        ),
        ("clear R8 pay B2", Rule.NR_7_3, {"reason": "short", "paid": 2, "due": 8}),
        (
            "clear R8 R9 pay B10 B2",
            Rule.NR_7_3,
            {"reason": "short", "paid": 12, "due": 17},
        ),
        ("exchange", Rule.NR_7_1, {"count": 0}),
    ],
)
def test_first_check_wins_in_phase_2(text: str, rule: RuleId, data: dict[str, object]) -> None:
    state = position(HAND, rows="R9 R8", phase=2, bag="P1 P2 P3 P4 P5")
    assert _everywhere(state, text) == Violation.of(rule, **data)  # type: ignore[arg-type]


def test_pay_nothing_is_nr_7_3_before_the_hand() -> None:
    state = position(HAND, rows="R8", phase=2, bag="P1")
    violation = _everywhere(state, "clear R8 pay")
    assert violation == Violation.of(Rule.NR_7_3, reason="empty")


def test_nr_7_5_the_superfluous_tile_is_the_lowest_of_the_payment() -> None:
    state = position(HAND, rows="R3", phase=2, bag="P1 P2", minimal=True)
    assert _everywhere(state, "clear R3 pay B2 B2") is None  # 4 for 3: neither 2 can go
    violation = _everywhere(state, "clear R3 pay B10 B2")
    assert violation == Violation.of(Rule.NR_7_5, tile="B2", paid=12, due=3)
    assert _everywhere(state, "clear R3 pay B10") is None


def test_a_legal_clear_moves_the_lowest_tiles_and_the_payment() -> None:
    state = position(HAND, rows="R9 R8 R6", phase=2, bag="P1 P2 P3")
    after = state.play(parse_action("clear R8 R6 pay B10 B2 B2"), T("P1 P2 P3"))
    seat = after.seats[0]
    assert seat.rows[0] == T("R9") and seat.pile == tuple(sorted(T("R8 R6")))
    assert T("B10 B2 B2")[0] in after.box and seat.hand == tuple(
        sorted(T("R11 R7 R5 R3 O4 P1 P2 P3"))
    )


# --- the derived rules, each defined once


def test_nr_4_2_refill_and_nr_8_1_end_of_the_round() -> None:
    assert (
        nr_kernel.refill(5, 10) == 3 and nr_kernel.refill(5, 2) == 2 and nr_kernel.refill(8, 9) == 0
    )
    assert nr_kernel.next_seat(0, 3, bag_empty=True) == 1
    assert nr_kernel.next_seat(2, 3, bag_empty=False) == 0
    assert nr_kernel.next_seat(2, 3, bag_empty=True) is None
    assert nr_kernel.MAX_EXCHANGE == 4 and nr_kernel.HAND_SIZE == 8


def test_take_names_what_is_missing_counting_copies() -> None:
    pool = list(T("R5 R5 B3"))
    assert nr_kernel.take(pool, T("R5 B3")) and pool == list(T("R5"))
    missing: list[Tile] = []
    assert not nr_kernel.take(list(T("R5 B3")), T("R5 R5 B3 G1"), missing)
    assert missing == list(T("R5 G1"))
    assert not nr_kernel.take(list(T("R5")), T("G1 G2"))


def test_the_deal_names_the_seat_and_the_tile_it_fails_at() -> None:
    full = [T("R1 R1 R2 R2 R3 R3 R4 R4"), T("R1 O1 O2 O3 O4 O5 O6 O7")]
    misdeal = nr_kernel.deal(full)
    assert misdeal == nr_kernel.Misdeal(nr_kernel.No.DRAW_NOT_IN_BAG, 1, 0)
    assert nr_kernel.deal([T("R1")]) == nr_kernel.Misdeal(nr_kernel.No.DRAW_COUNT, 0, None)
    with pytest.raises(IllegalActionError) as raised:
        State.deal(full)
    assert raised.value.violation == Violation.of(LogCode.LOG_DRAW, reason="not-in-bag", tile="R1")


# --- issue 11 item 4: the checked path takes only tiles (issue 21: or their notation)


@pytest.mark.parametrize("bad", [16, True, 16.0, "X2", "r2", None, (t("R2"),)])
def test_a_draw_holds_only_tiles(bad: object) -> None:
    state = position(HAND, bag="R2 P1")
    action = Exchange(T("R11"))
    before = fields(state)
    with pytest.raises(NotationError):
        state.play(action, [bad])  # type: ignore[list-item]
    assert fields(state) == before
    with pytest.raises(NotationError):
        state.play(action, 16)  # type: ignore[arg-type]


def test_a_draw_in_notation_is_the_draw_of_its_tiles() -> None:
    state = position(HAND, bag="R2 P1")
    action = Exchange(T("R11"))
    assert state.play(action, ["R2"]) == state.play(action, [t("R2")])


def test_true_does_not_take_an_r2_out_of_the_bag() -> None:
    recorder: Recorder[Any, Any, Any] = Recorder.new("no-return", ["A", "B"], 3)
    with pytest.raises(NotationError):
        recorder.play(SetAside(recorder.state.seats[0].hand[:1]), draw=[True])
    assert recorder.state.stage is Stage.SETUP and recorder.state.to_act == 0
    assert validate(recorder.to_json()).valid


@pytest.mark.parametrize("bad", [[1, 2, 3, 4, 5, 6, 7, 8], [True] * 8, ["R1"] * 8])
def test_dealt_and_built_hands_hold_only_tiles(bad: list[object]) -> None:
    with pytest.raises(NotationError):
        State.deal([bad, list(T("O1 O2 O3 O4 O5 O6 O7 O8"))])  # type: ignore[list-item]
    with pytest.raises(NotationError):
        State.build([bad[:3], []])  # type: ignore[list-item]


def test_a_recorder_refuses_names_a_log_cannot_hold() -> None:
    """Names that are not strings are a TypeError (issue 10), no longer a LogError."""
    with pytest.raises(ArgumentTypeError) as raised:
        Recorder.new("no-return", ["A", 2], 1)  # type: ignore[list-item]
    assert isinstance(raised.value, TypeError) and raised.value.expected == "names"


def test_a_draw_from_anywhere_in_the_bag_takes_the_first_copies() -> None:
    state = position(HAND, bag="B1 R9 B1 R2")
    after = state.play(Exchange(T("R11")), T("B1"))
    assert after.bag == T("R9 B1 R2")
    with pytest.raises(IllegalActionError) as raised:
        state.play(Exchange(T("R11")), T("G1"))
    assert raised.value.violation == Violation.of(LogCode.LOG_DRAW, reason="not-in-bag", tile="G1")


def test_apply_takes_a_recorded_turn_as_it_happened() -> None:
    """The unchecked path makes the moves of an illegal but possible turn (collecting faults
    goes on after one), and refuses only when a tile is not where it is taken from."""
    state = position(HAND, bag="P1 P2 P3 P4 P5 P6")
    after = state.apply(parse_action("exchange R11 R7 R5 R3 O4"), T("P1 P2"))  # NR-5.2, LOG-DRAW
    assert after.seats[0].hand == tuple(sorted(T("B10 B2 B2 P1 P2")))
    with pytest.raises(IllegalActionError):
        state.apply(parse_action("exchange G1"), ())


def test_the_game_over_is_log_order_on_every_path() -> None:
    rng = random.Random(2)
    state = State.new(2, 2)
    while not state.is_over:
        state = state.apply(state.legal_actions().sample(rng))
    assert state.check(parse_action("pass")) == Violation.of(LogCode.LOG_ORDER, reason="over")
    for path in (state.play, state.apply):
        with pytest.raises(IllegalActionError) as raised:
            path(parse_action("pass"), None)
        assert raised.value.rule is LogCode.LOG_ORDER


def test_every_refusal_names_its_case_by_a_reason_enum() -> None:
    refusals = [value for name, value in vars(No).items() if not name.startswith("_")]
    assert len(refusals) == 28
    for refusal in refusals:
        expected = OrderReason if refusal.rule is LogCode.LOG_ORDER else NoReturnReason
        assert type(refusal.case) is expected, refusal


def test_a_violation_s_reason_is_the_enum_and_reads_as_its_string() -> None:
    state = position(HAND)
    violation = state.check(parse_action("play R11 O4"))
    assert violation is not None and violation["reason"] is NoReturnReason.COLOURS
    assert str(violation["reason"]) == "colours" and f"{violation['reason']}" == "colours"
    drawn = state.check_draw(parse_action("exchange R11"), T("P11 P11"))
    assert drawn is not None and drawn["reason"] is NoReturnReason.COUNT
