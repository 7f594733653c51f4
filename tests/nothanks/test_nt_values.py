"""Cards, actions and options as values: notation round trips, reprs, refusals."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.errors import NotationError
from regelwerk.nothanks import (
    CARD_COUNT,
    CARDS,
    CHIPS_PER_PLAYER,
    DEALT_PER_SEAT,
    GAME,
    PILE_SIZE,
    REMOVED_COUNT,
    TOTAL_CHIPS,
    Action,
    Card,
    Options,
    action_from_json,
    format_cards,
    parse_action,
    parse_cards,
)
from regelwerk.nothanks.cards import cards_of_mask, mask_of

from .nt_strategies import NT_SETTINGS


def test_nt_1_1_there_are_33_cards_from_3_to_35_and_55_chips() -> None:
    assert [int(card) for card in CARDS] == list(range(3, 36))
    assert CARD_COUNT == 33 and TOTAL_CHIPS == 55
    assert REMOVED_COUNT == 9 and PILE_SIZE == 24


def test_nt_2_2_chips_per_player_table() -> None:
    assert dict(CHIPS_PER_PLAYER) == {3: 11, 4: 11, 5: 11, 6: 9, 7: 7}


def test_nt_7_1_dealt_per_seat_table() -> None:
    assert dict(DEALT_PER_SEAT) == {3: 3, 4: 2, 5: 1, 6: 1, 7: 1}


def test_game_info_declares_no_thanks() -> None:
    assert (GAME.name, GAME.log_format) == ("no-thanks", "no-thanks/1")
    assert (GAME.min_players, GAME.max_players, GAME.lower_score_wins) == (3, 7, True)


@pytest.mark.parametrize("card", CARDS)
def test_card_notation_and_repr_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert eval(repr(card)) is card
    assert Card(int(card)) is card and card.value == int(card)
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.deepcopy(card) is card


@pytest.mark.parametrize("text", ["2", "36", "03", " 3", "", "x", "3.0", "-3"])
def test_card_parse_refuses_what_is_no_card(text: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(text)


@pytest.mark.parametrize("value", [2, 36, 0, -5, True, 3.0, "3", None])
def test_card_constructor_refuses_what_is_no_card(value: object) -> None:
    with pytest.raises(NotationError):
        Card(value)  # type: ignore[arg-type]


def test_cards_cannot_take_attributes() -> None:
    with pytest.raises(AttributeError):
        Card(3).colour = "red"  # type: ignore[attr-defined]


@NT_SETTINGS
@given(st.sets(st.sampled_from(CARDS)))
def test_mask_round_trip(cards: set[Card]) -> None:
    assert cards_of_mask(mask_of(cards)) == tuple(sorted(cards))


def test_card_list_notation_keeps_order() -> None:
    assert parse_cards(["27", "3", "14"]) == (Card(27), Card(3), Card(14))
    assert format_cards(parse_cards(["27", "3"])) == "27 3"


@pytest.mark.parametrize("action", list(Action))
def test_action_notation_round_trip(action: Action) -> None:
    assert Action.parse(str(action)) is action
    assert parse_action(action.uci()) is action
    assert action_from_json(action.to_json()) is action
    assert eval(repr(action)) is action


def test_action_json_is_the_log_word() -> None:
    assert (Action.TAKE.to_json(), Action.PASS.to_json()) == ("take", "pass")


def test_action_is_not_equal_to_its_word() -> None:
    # Strings must not pass for actions by accident (e.g. "take" in legal_actions()).
    word: object = "take"
    assert word != Action.TAKE


@pytest.mark.parametrize("value", ["TAKE", "Take", " take", "", "no thanks", 1, None, True])
def test_action_from_json_refuses_other_values(value: object) -> None:
    with pytest.raises(NotationError):
        action_from_json(value)


def test_options_default_and_json_round_trip() -> None:
    assert Options().to_json() == {}
    for options in (
        Options(),
        Options(deal_removed=True),
        Options(chips_per_player=0),
        Options(chips_per_player=7, deal_removed=True),
    ):
        assert Options.from_json(options.to_json()) == options
        assert eval(repr(options)) == options


def test_options_chips_follow_nt_2_2_unless_overridden() -> None:
    assert [Options().chips(players) for players in range(3, 8)] == [11, 11, 11, 9, 7]
    assert Options(chips_per_player=4).chips(7) == 4
    assert [Options.chips_limit(players) for players in range(3, 8)] == [18, 13, 11, 9, 7]


def test_options_dealt_per_seat_only_with_deal_removed() -> None:
    assert Options().dealt_per_seat(3) == 0
    assert [Options(deal_removed=True).dealt_per_seat(p) for p in range(3, 8)] == [3, 2, 1, 1, 1]


def test_options_from_json_refuses_unknown_names() -> None:
    with pytest.raises(KeyError):
        Options.from_json({"minimal_payment": True})  # a No Return option


@pytest.mark.parametrize(
    "data",
    [
        {"chips_per_player": True},
        {"chips_per_player": 10.0},
        {"chips_per_player": "10"},
        {"chips_per_player": None},
        {"deal_removed": 1},
        {"deal_removed": "true"},
    ],
)
def test_options_from_json_refuses_wrong_types(data: dict[str, object]) -> None:
    with pytest.raises(TypeError):
        Options.from_json(data)


def test_options_refuse_negative_chips() -> None:
    with pytest.raises(ValueError):
        Options(chips_per_player=-1)


def test_options_are_immutable() -> None:
    options = Options()
    with pytest.raises(AttributeError):
        options.deal_removed = True
