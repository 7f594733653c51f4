"""Setting up (NT-2, NT-3, the deal_removed option): seeded games and games from data."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.errors import IllegalActionError, NotationError
from regelwerk.nothanks import CARDS, Action, Card, Options, State
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.nothanks.state import shuffled
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

from .nt_strategies import NT_SETTINGS


def _rule_of(call: object) -> Violation:
    assert callable(call)
    with pytest.raises(IllegalActionError) as caught:
        call()
    return caught.value.violation


@NT_SETTINGS
@given(st.integers())
def test_the_seeded_deck_is_pythons_shuffle(seed: int) -> None:
    deck = list(CARDS)
    random.Random(seed).shuffle(deck)
    assert shuffled(seed) == deck


@pytest.mark.parametrize("players", range(3, 8))
def test_nt_3_1_seeded_setup_removes_the_top_9_and_piles_the_rest(players: int) -> None:
    state = State.new(players, 2024)
    deck = shuffled(2024)
    assert state.removed == tuple(sorted(deck[:9]))
    assert state.cards == tuple(deck[9:])
    assert state.face_up is deck[9]  # NT-4.1: the top card is turned up
    assert state.pile_left == 23
    assert state.dealt is None


def test_same_seed_same_game_and_different_seeds_differ() -> None:
    assert State.new(4, 99) == State.new(4, 99)
    assert len({State.new(4, seed).cards for seed in range(20)}) == 20


@pytest.mark.parametrize(("players", "chips"), [(3, 11), (4, 11), (5, 11), (6, 9), (7, 7)])
def test_nt_2_2_everyone_starts_with_the_chips_for_the_player_count(
    players: int, chips: int
) -> None:
    state = State.new(players, 1)
    assert state.chips == (chips,) * players
    assert state.pot == 0 and state.to_act == 0  # NT-2.1: seat 0 starts


@pytest.mark.parametrize("players", [-1, 0, 1, 2, 8, 20])
def test_nt_2_1_three_to_seven_players(players: int) -> None:
    assert _rule_of(lambda: State.new(players, 1)) == Violation.of(
        NoThanksRuleId.NT_2_1, players=players
    )
    assert _rule_of(lambda: State.deal(players, [])).rule is NoThanksRuleId.NT_2_1


@pytest.mark.parametrize("players", [3, 7])
def test_nt_2_1_bounds_are_allowed(players: int) -> None:
    assert State.new(players, 1).players == players
    assert State.deal(players, [3]).players == players


@pytest.mark.parametrize("players", range(3, 8))
def test_chips_per_player_option_from_0_to_its_limit(players: int) -> None:
    limit = 55 // players
    assert State.new(players, 1, Options(chips_per_player=0)).chips == (0,) * players
    assert State.new(players, 1, Options(chips_per_player=limit)).chips == (limit,) * players
    too_many = Options(chips_per_player=limit + 1)
    violation = Violation.of(
        NoThanksRuleId.NT_2_2, chips_per_player=limit + 1, players=players, most=limit
    )
    assert _rule_of(lambda: State.new(players, 1, too_many)) == violation
    assert _rule_of(lambda: State.deal(players, [], too_many)) == violation


@pytest.mark.parametrize(("players", "each"), [(3, 3), (4, 2), (5, 1), (6, 1), (7, 1)])
def test_deal_removed_deals_9_floordiv_players_in_seat_order(players: int, each: int) -> None:
    """NT-7.1: 3 each for 3 players, 2 for 4, and 1 each for 5 to 7 (not the source's 2)."""
    state = State.new(players, 31, Options(deal_removed=True))
    deck = shuffled(31)
    assert state.dealt is not None
    assert state.dealt == tuple(
        tuple(sorted(deck[seat * each : (seat + 1) * each])) for seat in range(players)
    )
    dealt = [card for hand in state.dealt for card in hand]
    assert len(dealt) == len(set(dealt)) == each * players
    assert state.removed is not None and set(dealt) <= set(state.removed)
    assert state.cards == State.new(players, 31).cards  # the pile is the same either way


def test_deal_from_a_full_pile_plays_like_the_seeded_game() -> None:
    seeded = State.new(5, 8, Options(deal_removed=True))
    assert seeded.removed is not None and seeded.dealt is not None
    dealt = State.deal(5, seeded.cards, seeded.options, seeded.removed, seeded.dealt)
    assert dealt == seeded


def test_deal_accepts_ints_and_unknown_removed_cards() -> None:
    state = State.deal(3, [27, 3, 14])
    assert state.cards == (Card(27), Card(3), Card(14)) and state.removed is None
    assert state.face_up == Card(27)


def test_deal_refuses_numbers_that_are_no_cards() -> None:
    with pytest.raises(NotationError):
        State.deal(3, [27, 36])
    with pytest.raises(NotationError):
        State.deal(3, [27], removed=[2, 4, 5, 6, 7, 8, 9, 10, 11])


_REMOVED = [4, 9, 12, 17, 21, 26, 30, 33, 35]
_DEALT = [[4, 9, 12], [17, 21, 26], [30, 33, 35]]
_DEAL = Options(deal_removed=True)


def test_log_draw_a_card_listed_twice() -> None:
    violation = _rule_of(lambda: State.deal(3, [27, 3, 27]))
    assert violation == Violation.of(LogCode.LOG_DRAW, reason="repeated", card=27, index=2)


def test_log_draw_a_25th_card() -> None:
    pile = [card for card in range(3, 36) if card not in _REMOVED]
    assert State.deal(3, pile[:24], removed=_REMOVED).pile_left == 23
    violation = _rule_of(lambda: State.deal(3, pile + [4]))
    assert violation == Violation.of(LogCode.LOG_DRAW, reason="too_many", card=4, index=24, pile=24)


def test_log_draw_a_card_that_is_also_removed() -> None:
    violation = _rule_of(lambda: State.deal(3, [27, 9], removed=_REMOVED))
    assert violation == Violation.of(LogCode.LOG_DRAW, reason="removed", card=9, index=1)


def test_log_draw_a_card_that_is_also_dealt() -> None:
    violation = _rule_of(lambda: State.deal(3, [27, 30], _DEAL, dealt=_DEALT))
    assert violation == Violation.of(LogCode.LOG_DRAW, reason="dealt", card=30, index=1, seat=2)


def test_log_draw_a_dealt_card_not_among_the_removed() -> None:
    dealt = [[4, 9, 12], [17, 21, 26], [30, 33, 34]]
    violation = _rule_of(lambda: State.deal(3, [27], _DEAL, _REMOVED, dealt))
    assert violation == Violation.of(
        LogCode.LOG_DRAW, reason="not_removed", card=34, seat=2, index=2
    )


def test_log_draw_a_card_dealt_twice() -> None:
    dealt = [[4, 9, 12], [17, 21, 4], [30, 33, 35]]
    violation = _rule_of(lambda: State.deal(3, [27], _DEAL, dealt=dealt))
    assert violation == Violation.of(
        LogCode.LOG_DRAW, reason="dealt_twice", card=4, seat=1, index=2
    )


def test_log_draw_a_removed_card_listed_twice() -> None:
    removed = [4, 9, 12, 17, 21, 26, 30, 33, 4]
    violation = _rule_of(lambda: State.deal(3, [27], removed=removed))
    assert violation == Violation.of(LogCode.LOG_DRAW, reason="removed_twice", card=4, index=8)


@pytest.mark.parametrize("count", [0, 8, 10])
def test_log_schema_removed_is_not_9_cards(count: int) -> None:
    removed = list(range(3, 3 + count))
    violation = _rule_of(lambda: State.deal(3, [35], removed=removed))
    assert violation == Violation.of(
        LogCode.LOG_SCHEMA, reason="removed_count", count=count, expected=9
    )


def test_log_schema_dealt_without_the_option() -> None:
    violation = _rule_of(lambda: State.deal(3, [27], dealt=_DEALT))
    assert violation == Violation.of(LogCode.LOG_SCHEMA, reason="dealt_without_option")


def test_log_schema_dealt_to_the_wrong_number_of_seats_or_cards() -> None:
    seats = _rule_of(lambda: State.deal(4, [27], _DEAL, dealt=_DEALT))
    assert seats == Violation.of(LogCode.LOG_SCHEMA, reason="dealt_seats", count=3, expected=4)
    short = [[4, 9, 12], [17, 21], [30, 33, 35]]
    count = _rule_of(lambda: State.deal(3, [27], _DEAL, dealt=short))
    assert count == Violation.of(
        LogCode.LOG_SCHEMA, reason="dealt_count", seat=1, count=2, expected=3
    )


def test_deal_with_dealt_cards_known_but_removed_unknown() -> None:
    state = State.deal(3, [27, 3], _DEAL, dealt=_DEALT)
    assert state.removed is None and state.dealt is not None
    assert state.view(1).dealt == (Card(17), Card(21), Card(26))


def test_a_pile_known_only_in_part_needs_its_next_card() -> None:
    state = State.deal(3, [27])
    assert not state.needs_card
    state = state.play(Action.TAKE)
    assert state.needs_card and not state.is_over and state.to_act == 0
    assert state.face_up is None and state.pile_left == 22
    assert state.legal_actions().count() == 0 and list(state.legal_actions()) == []
    unlisted = Violation.of(LogCode.LOG_DRAW, reason="unlisted", index=1)
    assert state.check(Action.TAKE) == unlisted and state.check(Action.PASS) == unlisted
    assert _rule_of(lambda: state.play(Action.PASS)) == unlisted


def test_reveal_supplies_the_next_card_and_checks_it() -> None:
    state = State.deal(3, [27], removed=_REMOVED).play(Action.TAKE)
    assert state.reveal(5).face_up == Card(5)
    assert state.reveal(5).needs_card is False
    assert _rule_of(lambda: state.reveal(27)) == Violation.of(
        LogCode.LOG_DRAW, reason="repeated", card=27, index=1
    )
    assert _rule_of(lambda: state.reveal(9)) == Violation.of(
        LogCode.LOG_DRAW, reason="removed", card=9, index=1
    )
    assert _rule_of(lambda: state.reveal(5).reveal(6)) == Violation.of(
        LogCode.LOG_DRAW, reason="known", index=1
    )


def test_an_empty_pile_list_needs_its_first_card() -> None:
    state = State.deal(4, [])
    assert state.needs_card and state.to_act == 0 and state.face_up is None
