"""regelwerk[openspiel]: both games pass pyspiel's own random-simulation test, OpenSpiel's
ISMCTS bot plays them to the end, and information states hide what they must."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from open_spiel.python.algorithms import ismcts, mcts

import regelwerk.openspiel
from regelwerk.baselines import policy_named
from regelwerk.encoding import EncodingError
from regelwerk.errors import IllegalActionError
from regelwerk.openspiel import PolicyBot, short_name

from .positions import NAMES

PARAMETERS = [
    ("no-return", {}),
    ("no-return", {"players": 4, "minimal_payment": True}),
    ("no-thanks", {}),
    ("no-thanks", {"players": 5, "deal_removed": True}),
    ("no-thanks", {"players": 7, "chips_per_player": 3}),
]


def _load(name: str, params: dict[str, Any] | None = None) -> Any:
    return pyspiel.load_game(short_name(name), params or {})


def test_every_game_is_registered_under_its_short_name() -> None:
    assert (
        regelwerk.openspiel.SHORT_NAMES.items()
        >= {
            "no-return": "python_no_return",
            "no-thanks": "python_no_thanks",
        }.items()
    )  # and any other installed game with an encoding
    registered = set(pyspiel.registered_names())
    assert {"python_no_return", "python_no_thanks"} <= registered
    game = pyspiel.load_game("python_no_thanks", {"players": 4})
    assert game.num_players() == 4 and game.num_distinct_actions() == 2
    assert pyspiel.load_game("python_no_return").num_distinct_actions() == 34817


@pytest.mark.parametrize(("name", "params"), PARAMETERS)
def test_random_sim_test_passes(name: str, params: dict[str, Any]) -> None:
    pyspiel.random_sim_test(_load(name, params), num_sims=3, serialize=True, verbose=False)


def test_players_and_options_the_rules_refuse_are_refused_at_load() -> None:
    with pytest.raises(EncodingError, match="2 to 4 players"):
        pyspiel.load_game("python_no_return", {"players": 5})
    with pytest.raises(IllegalActionError) as refused:
        pyspiel.load_game("python_no_thanks", {"players": 6, "chips_per_player": 10})
    assert refused.value.rule == "NT-2.2"


def _chance(state: Any, rng: np.random.RandomState) -> None:
    actions, probabilities = zip(*state.chance_outcomes(), strict=True)
    state.apply_action(int(rng.choice(actions, p=probabilities)))


@pytest.mark.parametrize("name", NAMES)
def test_ismcts_plays_complete_games(name: str) -> None:
    game = _load(name)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 4, random_state=np.random.RandomState(2))
    greedy = PolicyBot(1, policy_named(name, "greedy"), seed=3)
    rng = np.random.RandomState(0)
    state = game.new_initial_state()
    searched = 0
    while not state.is_terminal():
        if state.is_chance_node():
            _chance(state, rng)
        elif state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            searched += 1
        elif state.current_player() == 1:
            state.apply_action(greedy.step(state))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert searched > 5
    assert sum(state.returns()) == pytest.approx(1.0)
    result = state.state.result()
    seats = range(game.num_players())
    assert [r > 0 for r in state.returns()] == [s in result.winners for s in seats]


def _decision_state(name: str, seed: int, depth: int) -> Any:
    game = _load(name, {"players": 3})
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            _chance(state, rng)
            continue
        if decisions == depth:
            break
        child = state.child(int(rng.choice(state.legal_actions())))
        if child.is_terminal():
            break
        state, decisions = child, decisions + 1
    while state.is_chance_node():
        _chance(state, rng)
    return state


@settings(max_examples=25)
@given(st.sampled_from(NAMES), st.integers(0, 2**31 - 1), st.integers(0, 120))
def test_information_states_hide_what_a_seat_cannot_see(name: str, seed: int, depth: int) -> None:
    state = _decision_state(name, seed, depth)
    rng = random.Random(seed)
    for seat in range(3):
        other = state.clone()
        other.state = state.state.resample(seat, rng)
        other._legal = None
        for method in ("information_state_string", "observation_string"):
            assert getattr(state, method)(seat) == getattr(other, method)(seat)
        for method in ("information_state_tensor", "observation_tensor"):
            assert getattr(state, method)(seat) == getattr(other, method)(seat)


def test_a_resampled_world_differs_where_the_seat_cannot_see() -> None:
    state = _decision_state("no-return", seed=5, depth=10)
    seat = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    other = state.resample_from_infostate(seat, sampler)
    assert other.information_state_string(seat) == state.information_state_string(seat)
    assert other.legal_actions() == state.legal_actions()
    opponent = (seat + 1) % 3
    assert other.information_state_string(opponent) != state.information_state_string(opponent)


@pytest.mark.parametrize("name", NAMES)
def test_actions_and_outcomes_that_are_not_there_are_refused(name: str) -> None:
    state = _load(name).new_initial_state()
    impossible = max(outcome for outcome, _ in state.chance_outcomes()) + 1
    with pytest.raises(EncodingError, match="no chance outcome"):
        state.apply_action(impossible)
    state = _decision_state(name, seed=1, depth=3)
    illegal = next(a for a in range(1 << 16) if a not in state.legal_actions())
    with pytest.raises(EncodingError, match="not legal"):
        state.apply_action(illegal)


def test_no_observation_shows_more_than_a_seat_s_view() -> None:
    game = _load("no-thanks")
    everything = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
    )
    with pytest.raises(EncodingError, match="own observation"):
        game.make_py_observer(everything)
    assert game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))


def test_returns_are_the_engine_s_result() -> None:
    game = _load("no-thanks")
    rng = np.random.RandomState(4)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            _chance(state, rng)
        else:
            assert state.returns() == [0.0, 0.0, 0.0]
            state.apply_action(int(rng.choice(state.legal_actions())))
    result = state.state.result()
    shares = [1 / len(result.winners) if s in result.winners else 0.0 for s in range(3)]
    assert state.returns() == shares
    again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]
    assert again.returns() == shares and str(again) == str(state)
