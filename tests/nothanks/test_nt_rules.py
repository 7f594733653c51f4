"""Play (NT-4), the end (NT-5) and scoring (NT-6), case by case with their edges."""

from __future__ import annotations

import pytest

from regelwerk.errors import IllegalActionError
from regelwerk.game import Result
from regelwerk.nothanks import Action, Card, Options, State, card_points
from regelwerk.nothanks.cards import mask_of
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

TAKE, PASS = Action.TAKE, Action.PASS
# A full pile for 3 players: every card but the 9 removed ones.
REMOVED = [4, 9, 12, 17, 21, 26, 30, 33, 35]
PILE = [27, 3, 14, 8, 5, 6, 7, 10, 11, 13, 15, 16, 18, 19, 20, 22, 23, 24, 25, 28, 29, 31, 32, 34]


def _play(state: State, *actions: Action) -> State:
    for action in actions:
        state = state.play(action)
    return state


def test_nt_4_1_the_start_player_faces_the_top_card() -> None:
    state = State.deal(3, PILE, removed=REMOVED)
    assert (state.to_act, state.face_up, state.pot) == (0, Card(27), 0)
    assert list(state.legal_actions()) == [TAKE, PASS]


def test_nt_4_2_a_pass_puts_a_chip_on_the_card_and_moves_on() -> None:
    state = _play(State.deal(3, PILE), PASS)
    assert (state.to_act, state.pot, state.chips) == (1, 1, (10, 11, 11))
    assert state.face_up == Card(27)


def test_nt_4_2_a_take_gives_card_and_chips_to_the_taker() -> None:
    state = _play(State.deal(3, PILE), PASS, PASS, TAKE)
    assert state.chips == (10, 10, 13)
    assert state.taken_cards(2) == (Card(27),) and state.pot == 0


def test_nt_4_4_the_taker_turns_up_the_next_card_and_acts_again() -> None:
    state = _play(State.deal(3, PILE), PASS, TAKE)
    assert (state.to_act, state.face_up, state.pile_left) == (1, Card(3), 22)


def test_nt_4_2_passing_wraps_around_from_the_last_seat() -> None:
    state = _play(State.deal(3, PILE), PASS, PASS, PASS)
    assert (state.to_act, state.pot, state.chips) == (0, 3, (10, 10, 10))


def test_a_card_taken_with_many_chips_on_it() -> None:
    state = State.deal(7, PILE)  # 7 chips each (NT-2.2)
    state = _play(state, *[PASS] * 48)  # seven rounds minus one: seat 6 keeps 1 chip
    assert state.chips == (0, 0, 0, 0, 0, 0, 1) and state.pot == 48
    state = _play(state, TAKE)  # seat 6 (7 * 7 - 1 = 48 passes in) takes the lot
    assert state.chips == (0, 0, 0, 0, 0, 0, 49) and state.taken_cards(6) == (Card(27),)


def test_nt_4_3_a_player_without_chips_must_take() -> None:
    state = State.deal(3, PILE, Options(chips_per_player=1))
    state = _play(state, PASS, PASS, PASS)
    assert state.to_act == 0 and state.chips[0] == 0
    assert list(state.legal_actions()) == [TAKE] and state.legal_actions().count() == 1
    violation = Violation.of(NoThanksRuleId.NT_4_3, seat=0, card=27)
    assert state.check(PASS) == violation
    with pytest.raises(IllegalActionError) as caught:
        state.play(PASS)
    assert caught.value.violation == violation and caught.value.rule is NoThanksRuleId.NT_4_3
    assert PASS not in state.legal_actions() and TAKE in state.legal_actions()


def test_no_chips_at_all_forces_every_take() -> None:
    state = State.new(4, 5, Options(chips_per_player=0))
    while not state.is_over:
        assert list(state.legal_actions()) == [TAKE]
        assert state.check(PASS) is not None
        state = state.play(TAKE)
    assert state.taken_cards(0) == tuple(sorted(State.new(4, 5).cards))  # seat 0 took all
    result = state.result()
    assert result is not None and result.winners == (1, 2, 3)


def test_nt_5_1_the_game_ends_when_the_24th_card_is_taken() -> None:
    state = State.deal(3, PILE)
    for taken in range(24):
        assert not state.is_over and state.result() is None
        state = _play(state, PASS, TAKE)
        assert state.face_index == taken + 1
    assert state.is_over and state.to_act is None and state.face_up is None
    assert state.pile_left == 0 and state.legal_actions().count() == 0


def test_log_order_nothing_after_the_end() -> None:
    state = _play(State.deal(3, PILE), *[TAKE] * 24)
    over = Violation.of(LogCode.LOG_ORDER, reason="over")
    assert state.check(TAKE) == over and state.check(PASS) == over
    with pytest.raises(IllegalActionError):
        state.play(TAKE)
    with pytest.raises(IndexError):
        state.legal_actions().sample(lambda n: 0)


def test_check_refuses_what_is_no_action() -> None:
    state = State.deal(3, PILE)
    with pytest.raises(TypeError):
        state.check("take")  # type: ignore[arg-type]
    assert "take" not in state.legal_actions()


def test_seven_players_play_to_the_end() -> None:
    state = State.new(7, 3)
    assert state.chips == (7,) * 7
    seats = set()
    while not state.is_over:
        assert state.to_act is not None
        seats.add(state.to_act)
        state = state.play(PASS if state.chips[state.to_act] else TAKE)
    assert seats == set(range(7))
    assert sum(len(state.taken_cards(seat)) for seat in range(7)) == 24


# --- NT-6 scoring


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        ([], 0),
        ([3], 3),
        ([35], 35),
        ([3, 35], 38),
        ([5, 6, 7], 5),  # NT-6.1: a run counts its lowest card
        ([5, 7], 12),  # a gap breaks the run
        ([33, 34, 35], 33),  # a run reaching the top of the pile
        ([3, 4, 5, 10, 11, 35], 3 + 10 + 35),
        (list(range(3, 36)), 3),
    ],
)
def test_nt_6_1_card_points(cards: list[int], points: int) -> None:
    assert card_points(mask_of(cards)) == points


def test_nt_6_2_result_is_card_points_less_chips_lowest_wins() -> None:
    pile = [33, 34, 35, 3, 10, 11, 20] + [c for c in PILE if c not in (3, 10, 11, 20, 34)]
    # Seat 0 takes 33, 34, 35, then passes on 3 with one chip, which seat 1 takes; seat 1
    # then takes every other card as it comes.
    state = State.deal(3, pile[:24])
    state = _play(state, TAKE, TAKE, TAKE, PASS)
    while not state.is_over:
        state = state.play(TAKE)
    result = state.result()
    assert result is not None
    assert state.taken_cards(0) == (Card(33), Card(34), Card(35))
    assert result.scores[0] == 33 - 10
    assert result.scores[1] == card_points(state.taken[1]) - 12
    assert result.scores[2] == 0 - 11
    assert result == Result(result.scores, (2,))


def test_nt_6_2_a_tie_is_a_shared_win() -> None:
    # Seat 0 takes every card; seats 1 and 2 tie with nothing and 11 chips each.
    state = _play(State.deal(3, PILE), *[TAKE] * 24)
    result = state.result()
    assert result is not None and result.winners == (1, 2)
    assert result.scores[1] == result.scores[2] == -11
    assert state.scores() == result.scores
