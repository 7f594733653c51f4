"""The information-state tensor of the OpenSpiel adapter: perfect recall, one fixed size per
game and options, and equal exactly when the information-state strings are equal (random
histories, the resampled worlds a seat cannot tell apart, and the whole tree of a small
game)."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel
import pytest

import regelwerk.openspiel  # noqa: F401  (registers the games)
from regelwerk.encoding import encoding_of, information_tensor_size, recalling

GAMES = [
    ("python_no_thanks", {"players": 3}, 12),
    ("python_no_thanks", {"players": 4, "deal_removed": True, "chips_per_player": 2}, 12),
    (
        "python_no_thanks",
        {"players": 3, "highest_card": 6, "removed_count": 1, "chips_per_player": 1},
        60,
    ),
    ("python_no_return", {"players": 2}, 2),
    ("python_no_return", {"players": 3}, 1),
]


def _key(state: Any, seat: int) -> bytes:
    return np.asarray(state.information_state_tensor(seat), np.float32).tobytes()


@pytest.mark.parametrize(("name", "params", "games"), GAMES)
def test_equal_tensors_exactly_for_equal_information_states(
    name: str, params: dict[str, Any], games: int
) -> None:
    game = pyspiel.load_game(name, params)
    assert game.get_type().provides_information_state_tensor
    size = game.information_state_tensor_shape()
    assert len(size) == 1 and size[0] > 0
    rng = random.Random(7)
    by_string: dict[str, bytes] = {}
    by_tensor: dict[bytes, str] = {}
    samples = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, weights)[0])
                continue
            for seat in range(game.num_players()):
                text = state.information_state_string(seat)
                vector = state.information_state_tensor(seat)
                assert len(vector) == size[0]
                key = np.asarray(vector, np.float32).tobytes()
                assert by_string.setdefault(text, key) == key, text  # a string, one tensor
                assert by_tensor.setdefault(key, text) == text  # a tensor, one string
                samples += 1
            if rng.random() < 0.1:  # a world the acting seat cannot tell apart: alike
                seat = state.current_player()
                other = state.resample_from_infostate(seat, rng.random)
                assert other.information_state_string(seat) == state.information_state_string(seat)
                assert _key(other, seat) == _key(state, seat)
            state.apply_action(rng.choice(state.legal_actions()))
    assert samples > 50 and len(by_string) > 10


def test_no_thanks_tensor_layout() -> None:
    """The seat, its dealt cards, the pile in the order it was turned up, the decisions in
    order (docs: regelwerk.nothanks.encoding)."""
    params = {"players": 3, "highest_card": 6, "removed_count": 1, "chips_per_player": 1}
    game = pyspiel.load_game("python_no_thanks", params)
    # 7 seats, 33 dealt, 3 x 33 turned up, 3 x (3 x 1 + 1) x 2 decisions
    assert game.information_state_tensor_shape() == [7 + 33 + 99 + 24]
    state = game.new_initial_state()
    state.apply_action(6)  # the removed card
    state.apply_action(4)  # the first card turned up
    state.apply_action(1)  # seat 0 passes
    state.apply_action(0)  # seat 1 takes the 4
    state.apply_action(3)  # the 3 turned up
    vector = np.asarray(state.information_state_tensor(2))
    assert list(np.flatnonzero(vector)) == [
        2,  # seat 2
        7 + 33 + 4 - 3,  # the 4 first
        7 + 33 + 33 + 3 - 3,  # then the 3
        7 + 33 + 99 + 1,  # pass
        7 + 33 + 99 + 2,  # take
    ]


def test_the_tensor_sizes_per_game() -> None:
    """No Thanks! has its compact form (2 464 numbers for three players); No Return stacks
    its views (an observation per step of the longest game)."""
    no_thanks, no_return = encoding_of("no-thanks"), encoding_of("no-return")
    assert recalling(no_thanks) is not None and recalling(no_return) is None
    assert information_tensor_size(no_thanks, 3, no_thanks.options(3, {})) == 2464
    options = no_return.options(2, {})
    blocks = no_return.max_game_length(2, options) + 1
    assert information_tensor_size(no_return, 2, options) == 2 + blocks * (
        2 + no_return.observation_size
    )
