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
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import ismcts, mcts, outcome_sampling_mccfr
from open_spiel.python.observation import make_observation

import regelwerk.openspiel
from regelwerk.baselines import policy_named
from regelwerk.encoding import ChanceEvent, EncodingError, Pool, outcomes
from regelwerk.errors import ArgumentTypeError, IllegalActionError
from regelwerk.openspiel import PolicyBot, short_name

from .positions import NAMES

PARAMETERS = [
    ("no-return", {}),
    # No Return's longest games (14 s of CPU): the slow tier; the fast one keeps the default
    # game here and the conformance kit's random_sim_test of every game (test_conformance).
    pytest.param("no-return", {"players": 4, "minimal_payment": True}, marks=pytest.mark.slow),
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
        other.state = state.state.resample(seat, rng)  # the state keeps no legal ids of its own
        for method in ("information_state_string", "observation_string"):
            assert getattr(state, method)(seat) == getattr(other, method)(seat)
        assert state.observation_tensor(seat) == other.observation_tensor(seat)


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
    with pytest.raises(EncodingError, match="no player sees everything"):
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


# --- issue 20: perfect recall -----------------------------------------------------------------


def _random_node(game: Any, rng: random.Random, steps: int) -> Any:
    """A state after up to ``steps`` random chance outcomes and actions (any kind of node)."""
    state = game.new_initial_state()
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, weights)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


RECALL_GAMES = [
    ("no-thanks", {"players": 3}),
    ("no-thanks", {"players": 4, "deal_removed": True}),
    ("no-return", {"players": 3}),
]


@pytest.mark.parametrize(("name", "params"), RECALL_GAMES)
def test_information_states_have_perfect_recall(name: str, params: dict[str, Any]) -> None:
    """OpenSpiel's meaning: at each of a seat's decisions, its information state tells its
    previous information state and the action it took there (one parent per information
    state), and everything the seat saw since."""
    game = _load(name, params)
    rng = random.Random(1)
    parent: dict[str, tuple[str | None, int | None]] = {}
    for _ in range(30):
        state = game.new_initial_state()
        last: dict[int, tuple[str, int]] = {}
        while not state.is_terminal() and len(state.history()) < 250:
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, weights)[0])
                continue
            seat = state.current_player()
            key = state.information_state_string(seat)
            before = last.get(seat)
            seen = (before[0], before[1]) if before else (None, None)
            assert parent.setdefault(key, seen) == seen
            action = rng.choice(state.legal_actions())
            last[seat] = (key, action)
            state.apply_action(action)
    assert len(parent) > 500


@pytest.mark.parametrize(("name", "params"), RECALL_GAMES)
def test_a_rollout_keeps_no_record_and_a_late_question_gets_the_whole_history(
    name: str, params: dict[str, Any]
) -> None:
    """Issue 24: a state keeps no object per move until a seat's knowledge is asked (a
    search's clones are most of its memory); asked late, on a state or a clone, the
    information state is the one a state asked at every step has, and the record grows
    from then on."""
    game = _load(name, params)
    rng = random.Random(7)
    asked, silent = game.new_initial_state(), game.new_initial_state()
    for _ in range(60):
        if asked.is_terminal():
            break
        if asked.is_chance_node():
            outcomes, weights = zip(*asked.chance_outcomes(), strict=True)
            action = rng.choices(outcomes, weights)[0]
        else:
            action = rng.choice(asked.legal_actions())
            asked.information_state_string(asked.current_player())
        asked.apply_action(action)
        silent.apply_action(action)
    assert silent.record is None and silent.clone().record is None
    clone = silent.clone()
    for seat in range(game.num_players()):
        expected = asked.information_state_string(seat)
        assert clone.information_state_string(seat) == expected
        assert silent.information_state_string(seat) == expected
    assert silent.record is not None and silent.record.moves == asked.record.moves
    length = silent.record.length
    while not silent.is_terminal() and silent.record.length == length:  # it grows from now on
        silent.apply_action(
            silent.chance_outcomes()[0][0] if silent.is_chance_node() else silent.legal_actions()[0]
        )
    assert silent.is_terminal() or silent.record.length == length + 1


def test_the_issue_s_no_thanks_histories_give_different_information_states() -> None:
    """Seat 0 sees the same table after both, but remembers who passed: the chip counts."""
    game = _load("no-thanks", {"players": 3})
    ends = []
    for line in (
        "pass pass pass pass take pass take take take take pass",
        "pass take pass pass pass pass take take take take pass",
    ):
        state = game.new_initial_state()
        for card in (3, 4, 7, 8, 9, 10, 11, 12, 13):  # removed
            state.apply_action(card)
        cards = iter([32, 6, 24, 27, 31, 5])
        for word in line.split(" "):
            if state.is_chance_node():
                state.apply_action(next(cards))
            state.apply_action(0 if word == "take" else 1)
        if state.is_chance_node():
            state.apply_action(next(cards))
        ends.append(state)
    assert ends[0].state.chips != ends[1].state.chips
    assert ends[0].observation_string(0) == ends[1].observation_string(0)
    assert ends[0].information_state_string(0) != ends[1].information_state_string(0)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(RECALL_GAMES), st.integers(0, 2**31 - 1), st.integers(0, 260))
def test_resample_from_infostate_keeps_what_the_seat_knows_and_nothing_else(
    game_params: tuple[str, dict[str, Any]], seed: int, steps: int
) -> None:
    """At any node (deal, decision, a card to turn up, a draw half done): the resampled
    state gives the seat the same information state and legal actions; resampling two
    states the seat cannot tell apart with the same sampler gives the same state, history
    and serialisation (nothing of the truth survives); and it plays on to the end."""
    name, params = game_params
    game = _load(name, params)
    rng = random.Random(seed)
    state = _random_node(game, rng, steps)
    if state.is_terminal():
        return
    for seat in range(game.num_players()):
        other = state.resample_from_infostate(seat, lambda: rng.random())
        assert other.information_state_string(seat) == state.information_state_string(seat)
        if state.current_player() == seat:
            assert other.legal_actions() == state.legal_actions()
        same = random.Random(seed + seat)
        one = state.resample_from_infostate(seat, lambda s=same: s.random())
        same = random.Random(seed + seat)
        two = other.resample_from_infostate(seat, lambda s=same: s.random())
        assert one.history() == two.history()
        assert pyspiel.serialize_game_and_state(game, one) == pyspiel.serialize_game_and_state(
            game, two
        )
        while not one.is_terminal():
            if one.is_chance_node():
                outcomes, weights = zip(*one.chance_outcomes(), strict=True)
                one.apply_action(rng.choices(outcomes, weights)[0])
            else:
                one.apply_action(rng.choice(one.legal_actions()))
        assert sum(one.returns()) == pytest.approx(1.0)


def test_a_resampled_history_hides_the_other_hands() -> None:
    """The issue: seat 1's real hand was read back from the resampled state's history."""
    game = _load("no-return", {"players": 3})
    state = game.new_initial_state()
    rng = random.Random(2)
    while state.is_chance_node():
        outcomes, weights = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(outcomes, weights)[0])
    real = state.history()[8:16]  # seat 1's dealt tiles
    kept = 0
    for k in range(40):
        other = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(k, 0.0, 1.0))
        assert sorted(other.history()[:8]) == sorted(state.history()[:8])  # seat 0's own
        kept += sorted(other.history()[8:16]) == sorted(real)
    assert kept == 0


def test_public_and_perfect_recall_observers() -> None:
    game = _load("no-thanks", {"players": 3})
    state = _random_node(game, random.Random(3), 60)
    kinds, kind = pyspiel.PrivateInfoType, pyspiel.IIGObservationType
    public = make_observation(game, kind(perfect_recall=False, private_info=kinds.NONE))
    history = make_observation(game, kind(perfect_recall=True, private_info=kinds.NONE))
    own = make_observation(game, kind(perfect_recall=True, private_info=kinds.SINGLE_PLAYER))
    assert len({public.string_from(state, seat) for seat in range(3)}) == 1
    assert '"chips"' not in public.string_from(state, 0)
    assert len({history.string_from(state, seat) for seat in range(3)}) == 1
    assert own.string_from(state, 1) == state.information_state_string(1)
    assert history.string_from(state, 0).count("\n") == own.string_from(state, 0).count("\n")


def test_seeding_as_docs_ai_shows_gives_identical_runs() -> None:
    """``Environment(game, seed=1)`` did nothing (OpenSpiel reads ``seed`` as a game
    parameter); a seeded chance sampler makes two runs identical."""
    game = _load("no-thanks", {"players": 3})

    def run() -> list[int]:
        env = rl_environment.Environment(
            game, chance_event_sampler=rl_environment.ChanceEventSampler(seed=1)
        )
        rng = random.Random(5)
        step = env.reset()
        while not step.last():
            step = env.step(
                [
                    rng.choice(
                        step.observations["legal_actions"][step.observations["current_player"]]
                    )
                ]
            )
        return list(env.get_state.history())

    assert run() == run()


def test_monte_carlo_cfr_runs_on_a_small_no_thanks() -> None:
    """An algorithm that needs perfect recall (outcome-sampling Monte Carlo CFR keys its
    regrets by information state) on No Thanks! with 2 chips each: its average policy is a
    distribution over the legal actions wherever it was asked, keyed by the seats'
    information states."""
    game = _load("no-thanks", {"players": 3, "chips_per_player": 2})
    np.random.seed(1)
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(15):
        solver.iteration()
    policy = solver.average_policy()
    assert len(solver._infostates) > 500
    rng = random.Random(4)
    state = _random_node(game, rng, 0)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, weights)[0])
            continue
        probabilities = policy.action_probabilities(state)
        assert set(probabilities) == set(state.legal_actions())
        assert sum(probabilities.values()) == pytest.approx(1.0)
        actions, weights = zip(*probabilities.items(), strict=True)
        state.apply_action(rng.choices(actions, weights)[0])


@pytest.mark.parametrize("name", NAMES)
def test_chance_outcomes_counted_along_a_draw_are_the_pools_counted_anew(name: str) -> None:
    """A chance node's outcomes are counted from the node before it when a draw took one copy
    out of that pool: at every chance node of seeded games (clones and replays among them)
    they equal the encoding's pool counted from scratch."""
    game = _load(name)
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                event = state.chance.event
                anew = ChanceEvent(event.players, event.options, event.state, event.action)
                for outcome in event.outcomes:  # the same outcomes, the pools not passed on
                    anew = anew.then(outcome)
                assert anew.source is None and anew.drawn == (not anew.outcomes)
                assert state.chance_outcomes() == state.encoding.chance(anew).outcomes()
                actions, probabilities = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(actions, probabilities)[0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
            if rng.random() < 0.05:
                state = state.clone()


def test_a_pool_counts_its_outcomes_and_takes_one_out() -> None:
    pool = Pool.of((5, 3, 5, 8))
    assert pool.outcomes() == [(3, 0.25), (5, 0.5), (8, 0.25)]
    assert pool.without(5).outcomes() == [(3, 1 / 3), (5, 1 / 3), (8, 1 / 3)]
    assert pool.without(3).without(8).outcomes() == [(5, 1.0)] and 3 in pool
    with pytest.raises(EncodingError):
        pool.without(4)
    assert Pool.of((9, 2, 4)).outcomes() == [(2, 1 / 3), (4, 1 / 3), (9, 1 / 3)]  # each once
    for bad in ((1, 2.5), (1, "2"), ([1],), (True, 1)):
        with pytest.raises(ArgumentTypeError):
            Pool.of(bad)  # type: ignore[arg-type]


def test_a_pool_of_outcomes_held_once_each_shares_alike_and_an_empty_one_has_none() -> None:
    assert Pool.of((7, 3, 5)).outcomes() == [(3, 1 / 3), (5, 1 / 3), (7, 1 / 3)]
    assert Pool.EMPTY.outcomes() == [] and outcomes(()) == [] and not Pool.EMPTY
    assert list(Pool.of((5, 3, 5))) == [3, 5, 5] and len(Pool.of((5, 3, 5))) == 3
