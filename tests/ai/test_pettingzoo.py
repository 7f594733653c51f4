"""regelwerk[pettingzoo]: both games pass PettingZoo's API and seed tests, their masks reach
exactly the engine's legal turns, and observations hide what they must."""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pettingzoo.test import api_test, seed_test

from regelwerk.baselines import policy_named
from regelwerk.encoding import EncodingError, encoding_of
from regelwerk.games import GAMES
from regelwerk.logs import Recorder, validate
from regelwerk.noreturn.testing.material import random_position
from regelwerk.pettingzoo import MODULES, TurnMasks, environment_class
from regelwerk.show import show_lines

from .positions import NAMES, position

MODULE_OF = {name: module for module, name in MODULES.items()}


def _module(name: str) -> Any:
    return importlib.import_module(f"regelwerk.pettingzoo.{MODULE_OF[name]}")


def test_the_modules_are_named_for_the_registered_games() -> None:
    from regelwerk.pettingzoo import no_return_v0, no_thanks_v0

    assert no_thanks_v0.raw_env.metadata["name"] == "no_thanks_v0"
    assert no_return_v0 is importlib.import_module("regelwerk.pettingzoo.no_return_v0")
    assert set(MODULE_OF) == set(GAMES) and set(NAMES) <= set(MODULE_OF)
    with pytest.raises(AttributeError):
        importlib.import_module("regelwerk.pettingzoo").chess_v0  # noqa: B018


# The dict observations of pettingzoo.classic draw the same two warnings from api_test.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("players", [None, 4])
def test_api_test_passes(name: str, players: int | None) -> None:
    api_test(_module(name).env(players=players), num_cycles=200)


@pytest.mark.parametrize("name", NAMES)
def test_seed_test_passes(name: str) -> None:
    seed_test(_module(name).env, num_cycles=200)


def _reachable(masks: TurnMasks, size: int, prefix: tuple[int, ...] = ()) -> set[tuple[int, ...]]:
    """Every complete sub-choice sequence reachable by following the masks from ``prefix``."""
    found = set()
    for token in np.flatnonzero(masks.mask(prefix, size)):
        step = (*prefix, int(token))
        found |= {step} if masks.turn(step) is not None else _reachable(masks, size, step)
    return found


def _turns_reachable(name: str, state: Any) -> tuple[set[Any], set[Any]]:
    encoding = encoding_of(name)
    masks = TurnMasks(encoding, state)
    view = state.view(state.to_act)
    reached = _reachable(masks, encoding.num_tokens)
    decoded = {encoding.action_of_tokens(view, sequence) for sequence in reached}
    return decoded, set(state.legal_actions())


@settings(max_examples=60)
@given(st.sampled_from(NAMES), st.integers(0, 2**32 - 1), st.integers(0, 260))
def test_masks_reach_exactly_the_legal_turns(name: str, seed: int, depth: int) -> None:
    state = position(name, seed, depth)
    decoded, legal = _turns_reachable(name, state)
    assert decoded == legal
    assert all(state.check(action) is None for action in decoded)


@settings(max_examples=60)
@given(st.integers(0, 2**32 - 1))
def test_masks_reach_exactly_the_legal_turns_in_built_positions(seed: int) -> None:
    # Hands of 0 to 8 tiles, either payment rule, seats in either phase (pass included).
    state = random_position(random.Random(seed))
    decoded, legal = _turns_reachable("no-return", state)
    assert decoded == legal


def _env_at(name: str, state: Any) -> Any:
    env = environment_class(name)(players=state.players)
    env.reset(seed=0)
    env.game_state = state
    env._new_turn()
    return env


@settings(max_examples=30)
@given(st.sampled_from(NAMES), st.integers(0, 2**32 - 1), st.integers(0, 260))
def test_observations_hide_what_a_seat_cannot_see(name: str, seed: int, depth: int) -> None:
    state = position(name, seed, depth)
    rng = random.Random(seed)
    env = _env_at(name, state)
    for seat, agent in enumerate(env.possible_agents):
        other = _env_at(name, state.resample(seat, rng))
        mine, theirs = env.observe(agent), other.observe(agent)
        assert np.array_equal(mine["observation"], theirs["observation"])
        assert np.array_equal(mine["action_mask"], theirs["action_mask"])


def test_a_turn_is_stepped_through_its_sub_choices() -> None:
    env = _module("no-return").env(players=2)
    env.reset(seed=7)
    raw = env.unwrapped
    encoding = raw.encoding
    for _ in range(4):  # the two set-asides of the setup: the kind, then the end
        env.step(raw.choose(policy_named("no-return", "greedy"), random.Random(0)))
    assert raw.game_state.stage.value == "play"
    agent = env.agent_selection
    observation = env.observe(agent)
    first = int(np.flatnonzero(observation["action_mask"])[0])
    env.step(first)
    assert env.agent_selection == agent, "the same agent goes on choosing"
    after = env.observe(agent)
    assert after["observation"][encoding.observation_size + first] == 1.0


def _play_out(env: Any, seed: int, choose: Any = None) -> dict[str, float]:
    """Rewards at the end of a game from ``reset(seed=seed)``: each sub-choice
    ``choose(agent, observation)`` (by default one at random within the mask)."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    paid = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        if terminated or truncated:
            paid[agent] = reward
            env.step(None)
        elif choose is not None:
            env.step(choose(agent, observation))
        else:
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return paid


@pytest.mark.parametrize("name", NAMES)
def test_policies_play_whole_games_and_ansi_renders_show(name: str) -> None:
    env = _module(name).env(players=3, render_mode="ansi")
    rng = random.Random(1)
    policies = [policy_named(name, kind) for kind in ("greedy", "kinds", "random")]

    def choose(agent: str, _observation: Any) -> int:
        return int(env.unwrapped.choose(policies[env.possible_agents.index(agent)], rng))

    rewards = _play_out(env, 11, choose)
    raw = env.unwrapped
    result = raw.game_state.result()
    assert rewards == {
        agent: 1 / len(result.winners) if seat in result.winners else 0.0
        for seat, agent in enumerate(raw.possible_agents)
    }
    recorder = Recorder.new(name, raw.possible_agents, raw.game_seed, raw.options)
    for action in raw.history:
        recorder.play(action)
    assert recorder.state == raw.game_state
    assert env.render() == _shown(recorder, "en") and "Game over" in env.render()
    german = _module(name).env(players=3, render_mode="ansi", lang="de")
    german.reset(seed=11)
    fresh = Recorder.new(name, raw.possible_agents, raw.game_seed, raw.options)
    assert german.render() == _shown(fresh, "de")


def _shown(recorder: Any, lang: str) -> str:
    """The game as ``regelwerk show`` prints it."""
    return "\n".join(show_lines(validate(recorder.log), lang)) + "\n"


def test_bad_arguments_fail_in_the_library_s_words() -> None:
    with pytest.raises(EncodingError, match="3 to 7 players"):
        _module("no-thanks").env(players=2)
    with pytest.raises(EncodingError, match="no render mode “human”"):
        _module("no-thanks").env(render_mode="human")
    with pytest.raises(EncodingError, match="no language “xx”; choose one of en, de, fr, es or nl"):
        _module("no-thanks").env(lang="xx")
    with pytest.raises(EncodingError, match="no variant “colour_blind”"):
        _module("no-return").env(colour_blind=True)


@pytest.mark.parametrize("name", NAMES)
def test_a_raw_environment_used_before_reset_says_so(name: str) -> None:
    # Before the fix, step() and observe() of a raw_env that was never reset raised an
    # AttributeError from inside; choose() one about None.
    raw = _module(name).raw_env()
    with pytest.raises(EncodingError, match=r"no game yet: call reset\(\) before “step\(\)”"):
        raw.step(0)
    with pytest.raises(EncodingError, match=r"before “observe\(\)”"):
        raw.observe("player_0")
    with pytest.raises(EncodingError, match=r"before “choose\(\)”"):
        raw.choose(policy_named(name, "random"), random.Random(1))
    raw.reset(seed=3)
    assert raw.observe("player_0")["action_mask"].any() or raw.agent_selection != "player_0"


@pytest.mark.parametrize("name", NAMES)
def test_env_checks_its_use_before_reset_in_the_library_s_words(name: str) -> None:
    # env() was raw_env() inside PettingZoo's OrderEnforcingWrapper: an AssertionError.
    env = _module(name).env(render_mode="ansi")
    uses: list[tuple[str, Callable[[], object]]] = [
        ("step()", lambda: env.step(0)),
        ("observe()", lambda: env.observe("player_0")),
        ("last()", lambda: env.last()),
        ("agent_iter()", lambda: env.agent_iter()),
        ("render()", lambda: env.render()),
    ]
    for call, use in uses:
        with pytest.raises(EncodingError, match=rf"call reset\(\) before “{re.escape(call)}”"):
            use()


def _until_refused(env: Any, seed: int, pick: int) -> tuple[str, int]:
    """``env`` from ``reset(seed=seed)`` stepped by the sub-choice ``pick`` of those allowed,
    nine times and on until a mask refuses one; the acting agent and the refused sub-choice."""
    env.reset(seed=seed)
    for _ in range(9):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[pick]))
    while (mask := env.observe(env.agent_selection)["action_mask"]).all():
        env.step(int(np.flatnonzero(mask)[pick]))
    assert mask.any(), "the game went on to its end"
    return env.agent_selection, int(np.flatnonzero(mask == 0)[0])


def _end_seen(env: Any) -> list[tuple[str, float, bool, bool, dict[str, Any]]]:
    """Each agent's ``last()`` (without the observation) as the loop steps it out."""
    seen = []
    for agent in env.agent_iter():
        _, reward, terminated, truncated, info = env.last(observe=False)
        seen.append((agent, reward, terminated, truncated, info))
        env.step(None)
    return seen


# No Return part of the way into a turn and at its start; No Thanks! out of chips.
@pytest.mark.parametrize(("name", "pick"), [("no-return", 0), ("no-return", -1), ("no-thanks", -1)])
def test_an_illegal_sub_choice_ends_the_game_as_the_classic_wrapper_ends_it(
    name: str, pick: int
) -> None:
    from pettingzoo.utils.wrappers import TerminateIllegalWrapper

    ours = _module(name).env(players=3)
    classic = TerminateIllegalWrapper(_module(name).raw_env(players=3), illegal_reward=-1)
    agent, refused = _until_refused(ours, 4, pick)
    assert _until_refused(classic, 4, pick) == (agent, refused)
    ours.step(refused)
    classic.step(refused)
    for attribute in ("rewards", "terminations", "truncations", "infos", "agent_selection"):
        assert getattr(ours, attribute) == getattr(classic, attribute), attribute
    assert ours.rewards[agent] == -1 and all(ours.terminations.values())
    assert not ours.observe(agent)["action_mask"].any(), "the game is over: nothing is allowed"
    assert _end_seen(ours) == _end_seen(classic)
    assert ours.agents == [] and len(ours.history) == len(classic.unwrapped.history)
    raw = _module(name).raw_env(players=3)
    agent, refused = _until_refused(raw, 4, pick)
    with pytest.raises(EncodingError, match=f"The sub-choice {refused} is not allowed here"):
        raw.step(refused)
    assert raw.agent_selection == agent and not any(raw.terminations.values())


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("constructor", ["env", "raw_env"])
def test_a_sub_choice_outside_the_action_space_is_refused(name: str, constructor: str) -> None:
    # Without wrappers an out-of-range action would have counted as an illegal one.
    env = getattr(_module(name), constructor)(players=3)
    env.reset(seed=2)
    last = env.encoding.num_tokens - 1
    before = (env.game_state, env.agent_selection, env.observe(env.agent_selection))
    for action in (last + 1, -1, np.int64(2**40)):
        with pytest.raises(
            EncodingError, match=f"There is no sub-choice {action}: the sub-choices are 0 to {last}"
        ):
            env.step(action)
    after = (env.game_state, env.agent_selection, env.observe(env.agent_selection))
    assert before[:2] == after[:2] and not any(env.terminations.values())
    assert all(np.array_equal(before[2][key], after[2][key]) for key in before[2])


@pytest.mark.parametrize("name", NAMES)
def test_a_step_after_the_end_is_refused(name: str) -> None:
    env = _module(name).env(players=3)
    _play_out(env, 6)
    assert env.agents == []
    with pytest.raises(EncodingError, match="A finished game has no further turns"):
        env.step(None)
    with pytest.raises(EncodingError, match="A finished game has no further turns"):
        env.step(0)


@pytest.mark.parametrize("name", NAMES)
def test_agent_iter_insists_on_a_step_for_each_agent(name: str) -> None:
    env = _module(name).env(players=3)
    env.reset(seed=1)
    agents = iter(env.agent_iter())
    first = next(agents)
    with pytest.raises(EncodingError, match=f"Call step\\(\\) for “{first}” before agent_iter"):
        next(agents)
    env.step(int(np.flatnonzero(env.observe(first)["action_mask"])[0]))
    assert next(agents) == env.agent_selection
    env.reset(seed=1)
    assert next(iter(env.agent_iter())) == first, "reset() starts a new loop"


@pytest.mark.parametrize("name", NAMES)
def test_the_reward_is_the_share_of_the_win_the_score_or_the_margin(name: str) -> None:
    shares = _play_out(_module(name).env(players=3), 5)
    scores = _play_out(_module(name).env(players=3, reward="score"), 5)
    margins = _play_out(_module(name).env(players=3, reward="margin"), 5)
    env = _module(name).env(players=3, reward="score")
    _play_out(env, 5)
    result = env.unwrapped.game_state.result()
    sign = -1 if env.unwrapped.encoding.info.lower_score_wins else 1
    agents = env.unwrapped.possible_agents
    assert scores == {agent: sign * result.scores[seat] for seat, agent in enumerate(agents)}
    for agent in agents:
        best_other = max(score for other, score in scores.items() if other != agent)
        assert margins[agent] == scores[agent] - best_other
        assert (margins[agent] >= 0) == (shares[agent] > 0)
    with pytest.raises(EncodingError, match="no reward “points”"):
        _module(name).env(reward="points")


@pytest.mark.parametrize("name", NAMES)
def test_the_information_state_is_there_beside_the_view(name: str) -> None:
    env = _module(name).raw_env(players=3)
    env.reset(seed=2)
    rng = np.random.default_rng(2)
    for _ in range(12):
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(rng.choice(np.flatnonzero(mask))))
    for seat, agent in enumerate(env.possible_agents):
        known = env.information_state(agent)
        assert known.view == env.game_state.view(seat)
        assert len(known.actions) == len(env.history)
