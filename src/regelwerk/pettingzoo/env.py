"""Any regelwerk game as a PettingZoo AEC environment, written once against its encoding.

Laid out like ``pettingzoo.classic``: agents ``player_0`` … in seat order, a fixed
``Discrete(num_tokens)`` action space, observations ``{"observation", "action_mask"}``.
A turn is the short sequence of sub-choices the encoding gives it (one for No Thanks!, a few
for No Return's combinatorial turns); the acting agent steps once per sub-choice, and the
mask allows exactly the sub-choices that lead on to a legal turn.  The observation is the
encoding's tensor of the agent's view followed by the sub-choices made so far in this turn
(one flag per sub-choice; no sub-choice repeats within a turn).

Rewards come at the end, from the engine's result: by default each seat's share of the win
(1 for a sole winner, 1/k for each of k tied winners, 0 otherwise); ``reward="score"`` or
``"margin"`` pays the final score or its margin over the best other seat instead
(:data:`REWARDS`).  Beside the view the observation encodes, :meth:`RegelwerkEnv.
information_state` gives what an agent knows with perfect recall.  Chance is the engine's own: a
game is ``State.new`` with a seed drawn from the environment's seeded generator, so
``reset(seed=…)`` replays a game exactly; ``game_state`` is the engine's state and
``history`` the turns taken.  ``render_mode="ansi"`` returns the game so far as ``regelwerk
show`` prints it.

The environment checks its own use, where ``pettingzoo.classic`` stacks three wrappers
(``OrderEnforcingWrapper``, ``AssertOutOfBoundsWrapper``, ``TerminateIllegalWrapper``) that
forward every call through a Python layer each: ``step()``, ``last()``, ``observe()``,
``render()`` and ``agent_iter()`` before the first ``reset()``, a ``step()`` once every
agent has left the game, a sub-choice outside the action space and a loop over
``agent_iter()`` that goes on without a ``step()`` each raise the library's
:class:`~regelwerk.encoding.EncodingError` (where the wrappers raise a bare
``AssertionError`` or only warn).  A sub-choice in the action space that the mask does not
allow raises it too, unless :attr:`RegelwerkEnv.illegal_reward` is set, as ``env()`` sets
it to -1: then the game ends as ``TerminateIllegalWrapper`` ends it (every agent terminated
and truncated, that reward to the agent that made it, 0 to the others, PettingZoo's warning
logged).

PettingZoo and gymnasium are untyped; this module is where their ``Any`` stays.
"""

from __future__ import annotations

import operator
import random
from typing import Any, ClassVar, Final

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils.env import AECIterable, AECIterator
from pettingzoo.utils.env_logger import EnvLogger

from regelwerk.arguments import check_integral
from regelwerk.encoding import Encoding, EncodingError, ParameterValue, Playable, seats
from regelwerk.game import Result
from regelwerk.games import load
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.knowledge import InformationState
from regelwerk.logs import Recorder, validate

__all__ = ["RegelwerkEnv", "TurnMasks"]

AnyEncoding = Encoding[Playable[Any, Any], Any, Any]


class TurnMasks:
    """The legal turns of one position as a tree of sub-choices: which sub-choices may follow
    a prefix (:meth:`mask`), and which turn a complete sequence is (:meth:`turn`).

    Made from the encoding's legal ids and the sub-choices of each id, and narrowed one
    sub-choice at a time as a turn goes on: a turn passes through a few prefixes, so only
    those are worked out, each from the one before it, and the turn's action is made only
    when its sequence is complete."""

    def __init__(self, encoding: AnyEncoding, state: Playable[Any, Any]) -> None:
        if state.to_act is None:
            raise EncodingError("finished")
        self._encoding, self._state = encoding, state
        ids = encoding.legal_ids(state)
        self._ids = dict(zip(map(encoding.id_tokens, ids), ids, strict=True))  # sequence -> id
        self._below: dict[tuple[int, ...], list[tuple[int, ...]]] = {(): list(self._ids)}

    def _sequences(self, prefix: tuple[int, ...]) -> list[tuple[int, ...]]:
        """The sub-choices of the legal turns that begin with ``prefix``."""
        below = self._below.get(prefix)
        if below is None:
            at, token = len(prefix) - 1, prefix[-1]
            above = self._sequences(prefix[:-1])
            # Past a complete sequence nothing goes on; before one, every sequence does.
            complete = prefix[:-1] in self._ids
            below = [] if complete else [tokens for tokens in above if tokens[at] == token]
            self._below[prefix] = below
        return below

    def allows(self, prefix: tuple[int, ...]) -> bool:
        """Whether ``prefix`` begins (or is) a legal turn."""
        return bool(self._sequences(prefix))

    def turn(self, prefix: tuple[int, ...]) -> Any:
        """The turn ``prefix`` completes, or ``None``."""
        action_id = self._ids.get(prefix)
        return None if action_id is None else self._encoding.legal_action(self._state, action_id)

    def mask(self, prefix: tuple[int, ...], size: int) -> np.ndarray:
        """The mask (of length ``size``) of the sub-choices that may follow ``prefix``."""
        # Flags set in a bytearray, which numpy then takes whole: indexing an array with a
        # list of positions costs more than the few flags a position sets.
        flags = bytearray(size)
        if prefix not in self._ids:  # no sequence is a prefix of another: all go on
            for token in set(map(operator.itemgetter(len(prefix)), self._sequences(prefix))):
                flags[token] = 1
        return np.frombuffer(flags, np.int8)


REWARDS: Final = ("win", "score", "margin")
"""The rewards an environment can pay at the end (``reward=``): ``"win"`` (the default) the
share of the win (1 for a sole winner, 1/k for each of k tied winners, 0 otherwise, as in
OpenSpiel); ``"score"`` the agent's final score, negated in a game where the lower score
wins (so that more is always better); ``"margin"`` that score less the best of the other
agents' (positive by as much as the agent won by, negative by as much as it lost by)."""


def rewards(kind: str, result: Result, lower_wins: bool) -> list[float]:
    """Each seat's reward of the kind ``kind`` (:data:`REWARDS`) for the end ``result``."""
    if kind == "win":
        share = 1.0 / len(result.winners)
        return [share if seat in result.winners else 0.0 for seat in range(len(result.scores))]
    scores = [float(-score if lower_wins else score) for score in result.scores]
    if kind == "score":
        return scores
    return [
        score - max(other for seat, other in enumerate(scores) if seat != mine)
        for mine, score in enumerate(scores)
    ]


class _AgentIterable(AECIterable):
    """What ``agent_iter()`` returns: its iterators insist on a ``step()`` for each agent."""

    def __iter__(self) -> _AgentIterator:
        return _AgentIterator(self.env, self.max_iter)


class _AgentIterator(AECIterator):
    """Gives the agent to act, as PettingZoo's does, once the agent it gave before has
    stepped: a loop that forgot its ``step()`` would be given the same agent for ever."""

    def __next__(self) -> str:
        agent: str = super().__next__()
        if not self.env._stepped:
            raise EncodingError("no step", self.env.agent_selection)
        self.env._stepped = False
        return agent


class RegelwerkEnv(AECEnv):
    """The AEC environment of one game (a subclass per game sets ``encoding``)."""

    encoding: ClassVar[AnyEncoding]
    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "regelwerk_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        render_mode: str | None = None,
        players: int | None = None,
        lang: str = "en",
        reward: str = "win",
        **options: ParameterValue,
    ) -> None:
        super().__init__()
        encoding = self.encoding
        info = encoding.info
        players = seats(info, info.min_players if players is None else players)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise EncodingError("render mode", render_mode, known=("'ansi'", "None"))
        if reward not in REWARDS:
            raise EncodingError("reward", reward, known=REWARDS)
        self.reward = reward
        """What the end of a game pays each agent (:data:`REWARDS`)."""
        self.illegal_reward: float | None = None
        """What a sub-choice the mask does not allow does: with ``None`` (``raw_env()``) it
        raises :class:`EncodingError`; with a number (``env()``: -1) it ends the game, paying
        that number to the agent that made it and 0 to the others."""
        self._stepped = False  # whether step() came since agent_iter() gave its last agent
        if lang not in LANGUAGES:
            raise EncodingError("language", lang, known=LANGUAGES)
        self.render_mode = render_mode
        self.lang = lang
        self.players = players
        self.options: Any = encoding.options(players, options)  # the engine's own options
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.agents = self.possible_agents[:]
        size = encoding.observation_size + encoding.num_tokens
        self.action_spaces = {a: spaces.Discrete(encoding.num_tokens) for a in self.agents}
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (encoding.num_tokens,), np.int8),
                }
            )
            for agent in self.agents
        }
        self.np_random, _ = seeding.np_random(None)
        self.game_state: Any = None
        self.game_start: Any = None
        self.game_seed = 0
        self.history: list[Any] = []
        self._prefix: tuple[int, ...] = ()
        self._masks: TurnMasks | None = None
        self._plan: tuple[int, ...] = ()
        self._seen: tuple[Any, dict[int, np.ndarray]] = (None, {})  # a state's views, encoded

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    # -- the game

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self.np_random, _ = seeding.np_random(seed)
        self.game_seed = int(self.np_random.integers(0, 2**31 - 1))
        self.game_state = self.encoding.new(self.players, self.game_seed, self.options)
        self.game_start = self.game_state
        self.history = []
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._stepped = True
        self._new_turn()

    def _new_turn(self) -> None:
        self._prefix, self._plan = (), ()
        if self.game_state.is_over:
            self._masks = None
            return
        self._masks = TurnMasks(self.encoding, self.game_state)
        self.agent_selection = self.possible_agents[self.game_state.to_act]

    def _started(self, call: str) -> Any:
        """The game in play; before the first ``reset()`` there is none to act on."""
        if self.game_state is None:
            raise EncodingError("not reset", call)
        return self.game_state

    def step(self, action: int | None) -> None:
        self._started("step()")
        if not self.agents:  # each agent has stepped out of the finished game
            raise EncodingError("finished")
        self._stepped = True
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if self._masks is None:  # over, yet not terminated: only a caller's own edits do that
            raise EncodingError("finished")
        token = check_integral(action, "index")  # never int(True), int(0.9)
        if not 0 <= token < self.encoding.num_tokens:
            raise EncodingError("sub-choice range", token, last=self.encoding.num_tokens - 1)
        prefix = (*self._prefix, token)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        turn = self._masks.turn(prefix)
        if turn is not None:
            self.game_state = self.game_state.apply(turn)
            self.history.append(turn)
            self._new_turn()
            result = self.game_state.result()
            if result is not None:
                paid = rewards(self.reward, result, self.encoding.info.lower_score_wins)
                self.rewards = dict(zip(self.possible_agents, paid, strict=True))
                self.terminations = dict.fromkeys(self.agents, True)
        elif self._masks.allows(prefix):
            self._prefix = prefix
        elif self.illegal_reward is None:
            raise EncodingError("sub-choice", token)
        else:
            self._end_illegally(agent, self.illegal_reward)
            return
        self._accumulate_rewards()

    def _end_illegally(self, agent: str, reward: float) -> None:
        """End the game after ``agent``'s illegal sub-choice as PettingZoo's
        ``TerminateIllegalWrapper`` does: every agent terminated and truncated, ``reward``
        paid to ``agent`` (whatever it had gathered before forgotten), 0 to the others."""
        EnvLogger.warn_on_illegal_move()
        self._masks = None  # no sub-choice is allowed any more
        self._cumulative_rewards[agent] = 0.0
        self.terminations = dict.fromkeys(self.agents, True)
        self.truncations = dict.fromkeys(self.agents, True)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.rewards[agent] = float(reward)
        self._accumulate_rewards()
        self._deads_step_first()

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        self._started("last()")
        return super().last(observe)  # type: ignore[no-any-return]

    def agent_iter(self, max_iter: int = 2**63) -> AECIterable:
        self._started("agent_iter()")
        return _AgentIterable(self, max_iter)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        game_state = self._started("observe()")
        seat = self.possible_agents.index(agent)
        encoding = self.encoding
        observation = np.zeros(encoding.observation_size + encoding.num_tokens, np.float32)
        observation[: encoding.observation_size] = self._encoded(game_state, seat)
        mask = np.zeros(encoding.num_tokens, np.int8)
        if self._masks is not None and seat == self.game_state.to_act:
            for token in self._prefix:
                observation[encoding.observation_size + token] = 1.0
            mask = self._masks.mask(self._prefix, encoding.num_tokens)
        return {"observation": observation, "action_mask": mask}

    def _encoded(self, game_state: Any, seat: int) -> np.ndarray:
        """The encoding of ``seat``'s view of ``game_state``, made once per state and seat: a
        turn of a few sub-choices is observed once for each."""
        state, encoded = self._seen
        if state is not game_state:
            state, encoded = self._seen = (game_state, {})
        numbers = encoded.get(seat)
        if numbers is None:
            view = game_state.view(seat)
            numbers = encoded[seat] = np.asarray(self.encoding.observe(view), np.float32)
        return numbers

    def information_state(self, agent: str) -> InformationState:
        """What ``agent`` knows, with perfect recall (:mod:`regelwerk.knowledge`): its views
        since the start and the turns as it saw them, beside the view that
        :meth:`observe` encodes (No Thanks!: every player's chips follow from it)."""
        self._started("information_state()")
        seat = self.possible_agents.index(agent)
        game = load(self.encoding.info.name)
        return game.information_state(seat, self.game_start, self.history)

    # -- opponents

    def choose(self, policy: Any, rng: random.Random) -> int:
        """The next sub-choice of the turn ``policy`` takes for the acting agent.  The policy
        sees a determinisation (the engine's ``resample`` for the seat), never hidden parts."""
        game_state = self._started("choose()")
        if not self._plan or self._plan[: len(self._prefix)] != self._prefix:
            seat = game_state.to_act
            action = policy(game_state.resample(seat, rng), rng)
            self._plan = self.encoding.tokens(game_state.view(seat), action)
        return self._plan[len(self._prefix)]

    # -- showing it

    def render(self) -> str | None:
        self._started("render()")
        if self.render_mode is None:
            return None
        from regelwerk.show import show_lines

        recorder = Recorder.new(self.encoding.info.name, self.possible_agents, self.game_seed,
                                self.options)  # fmt: skip
        for action in self.history:
            recorder.play(action)
        return "\n".join(show_lines(validate(recorder.log, states=True), self.lang)) + "\n"

    def close(self) -> None:
        pass
