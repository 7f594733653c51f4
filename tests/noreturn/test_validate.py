"""The validator, rule by rule (RULES.md), each violation checked for its rule and its data.

Test names cite the rule; the expected rule for a broken turn follows the table "Which rule
a broken turn cites" of LOG-FORMAT.md.
"""

from __future__ import annotations

import pytest

from regelwerk.errors import IllegalActionError
from regelwerk.noreturn import (
    Clear,
    Exchange,
    Pass,
    Phase,
    Play,
    SetAside,
    Stage,
    State,
    parse_action,
)
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Violation

from .helpers import T, fields, position, t

HAND = "R11 R7 R5 R3 O4 B10 B2 B2"


def rejects(state: State, text: str, rule: RuleId, **data: object) -> None:
    """``text`` is illegal in ``state``: ``check`` names ``rule`` with exactly ``data``, and
    ``play`` raises with the same violation and leaves the state as it was."""
    action = parse_action(text)
    violation = state.check(action)
    assert violation == Violation.of(rule, **data)  # type: ignore[arg-type]
    assert action not in state.legal_actions()
    before = fields(state)
    with pytest.raises(IllegalActionError) as raised:
        state.play(action)
    assert raised.value.violation == violation
    assert raised.value.rule is rule
    assert fields(state) == before


def accepts(state: State, text: str) -> State:
    """``text`` is legal in ``state``, listed by the generator, and played."""
    action = parse_action(text)
    assert state.check(action) is None
    assert action in set(state.legal_actions())
    return state.play(action)


# --- NR-2 players


@pytest.mark.parametrize("players", [0, 1, 5, 6])
def test_nr_2_1_new_game_needs_two_to_four_players(players: int) -> None:
    with pytest.raises(IllegalActionError) as raised:
        State.new(players, seed=1)
    assert raised.value.violation == Violation.of(NoReturnRuleId.NR_2_1, players=players)


@pytest.mark.parametrize("players", [1, 5])
def test_nr_2_1_deal_and_build_need_two_to_four_players(players: int) -> None:
    hands = [T("R1 R2 R3 R4 R5 R6 R7 R8")] + [T("O1 O2 O3 O4 O5 O6 O7 O8")] * (players - 1)
    hands = [tuple(hand) for hand in hands][:players]
    for make in (State.deal, State.build):
        with pytest.raises(IllegalActionError) as raised:
            make(hands)
        assert raised.value.violation == Violation.of(NoReturnRuleId.NR_2_1, players=players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nr_2_1_seat_0_starts_and_turns_follow_seat_order(players: int) -> None:
    state = State.new(players, seed=5)
    seen = []
    while state.stage is Stage.SETUP:
        seen.append(state.to_act)
        state = state.play(SetAside())
    for _ in range(2 * players):
        seen.append(state.to_act)
        state = state.play(state.legal_actions()[0])
    assert seen == list(range(players)) * 3


# --- NR-3 setup


def test_nr_3_2_set_aside_a_tile_not_in_hand() -> None:
    state = State.deal([T("R1 R1 R2 R3 R4 R5 R6 R7"), T("O1 O2 O3 O4 O5 O6 O7 O8")])
    rejects(state, "set-aside R1 R1 R1", NoReturnRuleId.NR_3_2, tiles=("R1",), seat=0)
    rejects(state, "set-aside B5 R2", NoReturnRuleId.NR_3_2, tiles=("B5",), seat=0)
    second = accepts(state, "set-aside R1 R1")  # the seat is the one to act, not always 0
    rejects(second, "set-aside R1", NoReturnRuleId.NR_3_2, tiles=("R1",), seat=1)


def test_nr_3_2_set_aside_after_the_setup() -> None:
    state = position(HAND)
    rejects(state, "set-aside R11", NoReturnRuleId.NR_3_2, reason="stage")


def test_nr_4_1_only_set_aside_during_the_setup() -> None:
    state = State.deal([T("R1 R1 R2 R3 R4 R5 R6 R7"), T("O1 O2 O3 O4 O5 O6 O7 O8")])
    rejects(state, "play R7", NoReturnRuleId.NR_4_1, reason="setup")
    rejects(state, "exchange R7", NoReturnRuleId.NR_4_1, reason="setup")
    rejects(state, "pass", NoReturnRuleId.NR_4_1, reason="setup")


# --- NR-4 turns


def test_nr_4_1_clear_in_phase_1_without_declaring() -> None:
    state = position(HAND, rows="R9 R8")
    rejects(state, "clear R8 pay R11", NoReturnRuleId.NR_4_1, reason="phase1", seat=0)
    after = accepts(state, "phase2 clear R8 pay R11")
    assert after.seats[0].phase is Phase.TWO


@pytest.mark.parametrize(
    ("text", "tiles", "kind"),
    [
        ("play R7 R6", ("R6",), "play"),
        ("play B2 B2 B2", ("B2",), "play"),
        ("exchange O4 O4", ("O4",), "exchange"),
        ("exchange P1", ("P1",), "exchange"),
        ("phase2 exchange P1 P2", ("P2", "P1"), "exchange"),
        ("phase2 clear R8 pay B10 B9", ("B9",), "pay"),
        ("phase2 clear R8 pay R11 R11", ("R11",), "pay"),
    ],
)
def test_nr_4_3_tiles_must_come_from_the_hand(text: str, tiles: tuple[str, ...], kind: str) -> None:
    state = position(HAND, rows="R9 R8")
    rejects(state, text, NoReturnRuleId.NR_4_3, tiles=tiles, action=kind, seat=0)


def test_nr_4_3_in_phase_2_too() -> None:
    state = position(HAND, rows="R9 R8", phase=2)
    rejects(state, "clear R8 pay B9", NoReturnRuleId.NR_4_3, tiles=("B9",), action="pay", seat=0)
    rejects(state, "exchange G1", NoReturnRuleId.NR_4_3, tiles=("G1",), action="exchange", seat=0)


def test_nr_4_2_refill_to_eight() -> None:
    state = position(HAND, bag="G1 G2 G3 G4 G5")
    after = state.play(parse_action("play R7 R5 R3"), draw=T("G5 G2 G3"))
    assert sorted(after.seats[0].hand) == sorted(T("R11 O4 B10 B2 B2 G5 G2 G3"))
    assert sorted(after.bag) == sorted(T("G1 G4"))
    assert state.draw_count(parse_action("play R7 R5 R3")) == 3


def test_nr_4_2_refill_stops_when_the_bag_is_empty() -> None:
    state = position(HAND, bag="G1")
    action = parse_action("exchange R3 R5 R7")
    assert state.draw_count(action) == 1
    after = state.play(action)
    assert len(after.seats[0].hand) == 6 and after.bag == ()


def test_nr_4_4_pass_with_tiles_in_hand() -> None:
    rejects(position(HAND), "pass", NoReturnRuleId.NR_4_4, hand=8, seat=0)
    rejects(position("G3", phase=2), "pass", NoReturnRuleId.NR_4_4, hand=1, seat=0)


def test_nr_4_4_pass_with_an_empty_hand_is_the_only_action() -> None:
    state = position("", rows="R9 R8", others=["B1 B2"])
    assert list(state.legal_actions()) == [Pass()]
    after = accepts(state, "pass")
    assert after.to_act == 1 and after.seats[0].hand == ()
    rejects(state, "exchange R9", NoReturnRuleId.NR_4_3, tiles=("R9",), action="exchange", seat=0)


# --- NR-5 phase 1


def test_nr_5_1_every_seat_begins_in_phase_1() -> None:
    state = State.new(4, seed=3)
    assert [seat.phase for seat in state.seats] == [Phase.ONE] * 4


@pytest.mark.parametrize("text", ["exchange", "exchange R11 R7 R5 R3 O4"])
def test_nr_5_2_exchange_zero_or_five_tiles_in_phase_1(text: str) -> None:
    count = len(text.split()) - 1
    rejects(position(HAND), text, NoReturnRuleId.NR_5_2, count=count)


@pytest.mark.parametrize("text", ["exchange B2", "exchange B2 B2", "exchange R11 R7 B2 B2"])
def test_nr_5_2_exchange_one_to_four_tiles_goes_to_the_box(text: str) -> None:
    state = position(HAND, bag="G1 G2 G3 G4 G5")
    box = len(state.box)
    after = accepts(state, text)
    exchanged = len(text.split()) - 1
    assert len(after.box) == box + exchanged
    assert len(after.seats[0].hand) == 8 and len(after.bag) == 5 - exchanged


def test_nr_5_2_exchange_with_an_empty_bag_draws_nothing() -> None:
    state = position(HAND)
    assert state.draw_count(parse_action("exchange R3 O4")) == 0
    after = accepts(state, "exchange R3 O4")
    assert sorted(after.seats[0].hand) == sorted(T("R11 R7 R5 B10 B2 B2"))
    assert state.check_draw(parse_action("exchange R3 O4"), ()) is None


@pytest.mark.parametrize(
    "text", ["exchange", "exchange R11 R7 R5 R3 O4", "exchange R11 R7 R5 R3 O4 B10 B2 B2"]
)
def test_nr_7_1_exchange_zero_or_five_tiles_in_phase_2(text: str) -> None:
    count = len(text.split()) - 1
    rejects(position(HAND, phase=2), text, NoReturnRuleId.NR_7_1, count=count)
    rejects(position(HAND), "phase2 " + text, NoReturnRuleId.NR_7_1, count=count)


def test_nr_7_1_exchange_in_phase_2() -> None:
    after = accepts(position(HAND, phase=2, bag="G1"), "exchange R11 R7 R5 R3")
    assert after.seats[0].phase is Phase.TWO and len(after.seats[0].hand) == 5


def test_nr_5_3_play_no_tile_or_two_colours() -> None:
    state = position(HAND)
    rejects(state, "play", NoReturnRuleId.NR_5_3, reason="empty")
    rejects(state, "play R7 B2", NoReturnRuleId.NR_5_3, reason="colours", colours=("B", "R"))
    rejects(
        state, "play O4 B2 R3", NoReturnRuleId.NR_5_3, reason="colours", colours=("B", "O", "R")
    )


def test_nr_5_3_playing_a_new_colour_starts_its_row() -> None:
    after = accepts(position(HAND, rows="R9"), "play B10 B2 B2")
    assert after.seats[0].rows[4] == T("B10 B2 B2")
    assert after.seats[0].rows[0] == T("R9")


def test_nr_5_4_equal_values_are_allowed() -> None:
    after = accepts(position("R7 R3 R3 O4", rows="R9 R7"), "play R7 R3 R3")
    assert after.seats[0].rows[0] == T("R9 R7 R7 R3 R3")
    after = accepts(position("B2 B1", rows="B2"), "play B2")
    assert after.seats[0].rows[4] == T("B2 B2")


def test_nr_5_4_a_tile_higher_than_the_row() -> None:
    state = position(HAND, rows="R9 R6 O8 O5")
    rejects(state, "play R7", NoReturnRuleId.NR_5_4, tile="R7", lowest="R6")
    rejects(state, "play R7 R5 R3", NoReturnRuleId.NR_5_4, tile="R7", lowest="R6")
    rejects(state, "play R11", NoReturnRuleId.NR_5_4, tile="R11", lowest="R6")
    accepts(state, "play R5 R3")
    accepts(state, "play O4")  # each colour is its own row


def test_nr_5_4_tiles_go_in_highest_first() -> None:
    after = accepts(position(HAND, rows="R11"), "play R3 R7 R5")
    assert after.seats[0].rows[0] == T("R11 R7 R5 R3")


# --- NR-6 changing phase


def test_nr_6_1_declare_with_an_exchange_or_a_clear() -> None:
    after = accepts(position(HAND, bag="G1 G2"), "phase2 exchange O4")
    assert after.seats[0].phase is Phase.TWO
    after = accepts(position(HAND, rows="O5"), "phase2 clear O5 pay B10")
    assert after.seats[0].phase is Phase.TWO


def test_nr_6_1_declare_with_a_pass() -> None:
    rejects(position(HAND), "phase2 pass", NoReturnRuleId.NR_6_1, reason="pass")
    rejects(position("", others=["B1"]), "phase2 pass", NoReturnRuleId.NR_6_1, reason="pass")


def test_nr_6_1_declare_when_already_in_phase_2() -> None:
    state = position(HAND, rows="O5", phase=2)
    rejects(state, "phase2 exchange O4", NoReturnRuleId.NR_6_1, reason="already", seat=0)
    rejects(state, "phase2 clear O5 pay B10", NoReturnRuleId.NR_6_1, reason="already", seat=0)
    rejects(state, "phase2 pass", NoReturnRuleId.NR_6_1, reason="already", seat=0)


def test_nr_6_2_play_in_phase_2() -> None:
    rejects(position(HAND, phase=2), "play R3", NoReturnRuleId.NR_6_2, reason="phase2", seat=0)


def test_nr_6_2_declare_and_play() -> None:
    rejects(position(HAND), "phase2 play R3", NoReturnRuleId.NR_6_2, reason="declared")


def test_nr_6_2_declaring_or_playing_in_phase_2_either_rule() -> None:
    violation = position(HAND, phase=2).check(parse_action("phase2 play R3"))
    assert violation is not None and violation.rule in {
        NoReturnRuleId.NR_6_1,
        NoReturnRuleId.NR_6_2,
    }


def test_nr_6_2_no_return() -> None:
    state = position(HAND, bag="G1 G2 G3 G4 G5 G6", others=["P1 P2 P3 P4 P5 P6 P7 P8"])
    state = accepts(state, "phase2 exchange R3")
    state = accepts(state, "play P8")
    assert state.seats[0].phase is Phase.TWO
    assert not any(isinstance(action, Play) for action in state.legal_actions())
    assert not any(getattr(action, "phase2", False) for action in state.legal_actions())


# --- NR-7 phase 2


def test_nr_7_2_clear_no_tile_two_colours_or_no_row() -> None:
    state = position(HAND, rows="R9 R6 O8", phase=2)
    rejects(state, "clear pay B10", NoReturnRuleId.NR_7_2, reason="empty")
    rejects(
        state, "clear R6 O8 pay B10", NoReturnRuleId.NR_7_2, reason="colours", colours=("R", "O")
    )
    rejects(state, "clear G4 pay B10", NoReturnRuleId.NR_7_2, reason="no-row", colour="G")


def test_nr_7_2_clear_not_from_the_low_end() -> None:
    state = position(HAND, rows="R9 R6 R4", phase=2)
    kwargs = {"reason": "not-lowest", "colour": "R"}
    rejects(
        state, "clear R6 pay B10", NoReturnRuleId.NR_7_2, tiles=("R6",), expected=("R4",), **kwargs
    )
    rejects(
        state, "clear R9 pay B10", NoReturnRuleId.NR_7_2, tiles=("R9",), expected=("R4",), **kwargs
    )
    rejects(
        state, "clear R9 R4 pay B10 B2", NoReturnRuleId.NR_7_2, tiles=("R9", "R4"),
        expected=("R6", "R4"), **kwargs,
    )  # fmt: skip
    rejects(
        state, "clear R9 R6 R4 R4 pay B10 B2 B2", NoReturnRuleId.NR_7_2,
        tiles=("R9", "R6", "R4", "R4"), expected=("R9", "R6", "R4"), **kwargs,
    )  # fmt: skip
    after = accepts(state, "clear R6 R4 pay B10")
    assert after.seats[0].rows[0] == T("R9")
    assert accepts(state, "clear R9 R6 R4 pay R11 R7 R5").seats[0].rows[0] == ()


def test_nr_7_2_clearing_among_duplicates() -> None:
    state = position(HAND, rows="O9 O5 O5", phase=2)
    after = accepts(state, "clear O5 pay B10")
    assert after.seats[0].rows[1] == T("O9 O5")
    assert sorted(after.seats[0].pile) == [t("O5")]
    after = accepts(state, "clear O5 O5 pay B10")
    assert after.seats[0].rows[1] == T("O9")
    rejects(
        state, "clear O9 O5 pay B10 B2 B2", NoReturnRuleId.NR_7_2, reason="not-lowest", colour="O",
        tiles=("O9", "O5"), expected=("O5", "O5"),
    )  # fmt: skip


def test_nr_7_3_pay_nothing_two_colours_or_too_little() -> None:
    state = position(HAND, rows="O9 O5", phase=2)
    rejects(state, "clear O5 pay", NoReturnRuleId.NR_7_3, reason="empty")
    rejects(
        state, "clear O5 pay R3 B2", NoReturnRuleId.NR_7_3, reason="colours", colours=("B", "R")
    )
    rejects(state, "clear O5 pay B2 B2", NoReturnRuleId.NR_7_3, reason="short", paid=4, due=5)
    accepts(state, "clear O9 O5 pay B10 B2 B2")  # 14 for 14
    rejects(state, "clear O9 O5 pay B10 B2", NoReturnRuleId.NR_7_3, reason="short", paid=12, due=14)


def test_nr_7_3_exact_payment_overpayment_and_any_colour() -> None:
    state = position(HAND, rows="R6 R3 O5", phase=2)
    accepts(state, "clear O5 pay R5")  # exact, in another colour
    accepts(state, "clear R3 pay R3")  # in the cleared colour
    accepts(state, "clear O5 pay B10 B2 B2")  # overpaying is allowed
    accepts(state, "clear R6 R3 pay R11 R7")  # 18 for 9
    accepts(state, "clear R3 pay R11 R7 R5 R3")


def test_nr_7_4_cleared_tiles_go_to_the_score_pile_and_payment_out() -> None:
    state = position(HAND, rows="R6 R3 O5", phase=2, bag="G1 G2 G3")
    after = state.play(parse_action("clear R6 R3 pay B10"))
    seat = after.seats[0]
    assert sorted(seat.pile) == sorted(T("R6 R3"))
    assert seat.rows[0] == ()
    assert t("B10") not in seat.hand and len(seat.hand) == 8
    assert t("B10") in after.box and len(after.box) == len(state.box) + 1
    assert sorted(after.bag) == sorted(T("G2 G3"))  # drew one: G1 from the front


def test_nr_7_5_superfluous_tile_under_minimal_payment() -> None:
    hand = "R11 R7 R5 R3 B5 B1 B2 B2"
    state = position(hand, rows="O3 O2", phase=2, minimal=True)
    rejects(state, "clear O2 pay B5 B1", NoReturnRuleId.NR_7_5, tile="B1", paid=6, due=2)
    rejects(state, "clear O2 pay B2 B2", NoReturnRuleId.NR_7_5, tile="B2", paid=4, due=2)
    rejects(state, "clear O3 O2 pay R7 R5", NoReturnRuleId.NR_7_5, tile="R5", paid=12, due=5)
    accepts(state, "clear O2 pay B2")  # exact
    accepts(state, "clear O2 pay R11")  # one tile is never superfluous
    accepts(state, "clear O3 O2 pay B2 B2 B1")  # without any one of them it would be short
    accepts(position(hand, rows="O3", phase=2, minimal=True), "clear O3 pay B2 B2")
    rejects(state, "clear O3 O2 pay B5 B1", NoReturnRuleId.NR_7_5, tile="B1", paid=6, due=5)
    plain = position(hand, rows="O3 O2", phase=2)
    accepts(plain, "clear O2 pay B5 B1")  # only the option forbids it


# --- draws and the end


def test_log_draw_wrong_count() -> None:
    state = position(HAND, bag="G1 G2 G3 G4")
    action = parse_action("exchange R3 R5")
    assert state.check_draw(action, T("G1")) == Violation.of(
        LogCode.LOG_DRAW, reason="count", expected=2, drawn=1
    )
    assert state.check_draw(action, T("G1 G2 G3")) == Violation.of(
        LogCode.LOG_DRAW, reason="count", expected=2, drawn=3
    )
    with pytest.raises(IllegalActionError) as raised:
        state.play(action, draw=T("G1"))
    assert raised.value.rule is LogCode.LOG_DRAW


def test_log_draw_tile_not_in_the_bag() -> None:
    state = position(HAND, bag="G1 G2 G3 G4", rows="O9 O5", phase=2)
    for text in ("exchange R3 R5", "clear O5 pay B10"):
        action = parse_action(text)
        draw = T("G1 G5")[: state.draw_count(action)]
        if len(draw) == 1:
            draw = T("G6")
        expected = Violation.of(LogCode.LOG_DRAW, reason="not-in-bag", tile=str(draw[-1]))
        assert state.check_draw(action, draw) == expected
        with pytest.raises(IllegalActionError) as raised:
            state.play(action, draw=draw)
        assert raised.value.violation == expected


def test_log_draw_a_second_copy_not_in_the_bag() -> None:
    state = position(HAND, bag="G1 G2 G3 G4")
    action = parse_action("exchange R3 R5")
    assert state.check_draw(action, T("G1 G1")) == Violation.of(
        LogCode.LOG_DRAW, reason="not-in-bag", tile="G1"
    )


def test_log_order_after_the_end() -> None:
    state = position("R1", others=["B1"], bag="")
    state = state.play(Exchange(T("R1")))
    state = state.play(Exchange(T("B1")))
    assert state.is_over
    for action in (Pass(), Exchange(T("R1")), Clear(T("R1"), T("B1")), Play(T("R1"))):
        assert state.check(action) == Violation.of(LogCode.LOG_ORDER, reason="over")
    assert state.legal_actions().count() == 0


def test_every_no_return_rule_has_a_test_named_after_it() -> None:
    """Each NR rule id of RULES.md is cited by at least one test name in this folder."""
    import pathlib
    import re

    from regelwerk.games import rules_of

    names = set()
    for path in pathlib.Path(__file__).parent.glob("test_*.py"):
        names |= set(re.findall(r"def (test_nr_\d+_\d+)", path.read_text()))
    for rule in rules_of("no-return"):
        prefix = "test_" + rule.id.value.lower().replace("-", "_").replace(".", "_")
        assert prefix in names, f"no test cites {rule.id}"


@pytest.mark.parametrize(
    "text", ["play R7 B2", "play O4 B2 R3", "clear O5 pay R3 B2", "clear O5 pay B2 R3"]
)
def test_the_colours_refused_come_in_the_order_the_action_names_its_tiles(text: str) -> None:
    """An action paying "with the blue 3 and the green 2" was refused as "not green and blue":
    colours came in colour order, the action line in its own (en-r5 18, es-r5 20, nl-r5 7)."""
    from regelwerk.noreturn.book.actions import describe
    from regelwerk.noreturn.names import colour_name

    state = position(HAND, rows="O9 O5", phase=2 if text.startswith("clear") else 1)
    action = parse_action(text)
    violation = state.check(action)
    assert violation is not None
    line = describe(action, "en")
    colours = violation["colours"]
    assert isinstance(colours, tuple)
    named = [line.index(f" {colour_name(str(colour), 'en')} ") for colour in colours]
    assert named == sorted(named), (line, violation["colours"])
