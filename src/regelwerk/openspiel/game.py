"""Any regelwerk game as an OpenSpiel Python game, written once against its encoding.

A :class:`RegelwerkState` holds the engine's state and, around it, the chance that the engine
takes as given: the deal before the first state (``dealt``) and the draw after an action
(``pending`` and ``drawn``).  Each outcome of those is one chance node whose probabilities
come from the pool the encoding names (the bag or the pile as the engine knows it).

Information states and observations are the same thing here: the seat's ``view`` of the
engine's state, as the encoding writes it (a string of notation, a tensor).  regelwerk's views
keep everything a seat may use (the open rows, piles, cards taken, its own hand or chips),
so they are taken as the seat's information state without a record of earlier views.

pyspiel is untyped; this module is where its ``Any`` stays.
"""

from __future__ import annotations

import random
from typing import Any, Final

import numpy as np
import pyspiel

from regelwerk.encoding import (
    ChanceEvent,
    Encoding,
    EncodingError,
    ParameterValue,
    Playable,
    outcomes,
    seats,
)
from regelwerk.game import Chance, Information

__all__ = ["RegelwerkGame", "RegelwerkObserver", "RegelwerkState", "game_type", "short_name"]

AnyEncoding = Encoding[Playable[Any, Any], Any, Any]


def short_name(name: str) -> str:
    """The name pyspiel loads the registered game ``name`` by: ``python_`` and its name."""
    return "python_" + name.replace("-", "_")


_CHANCE: Final = {
    Chance.DETERMINISTIC: pyspiel.GameType.ChanceMode.DETERMINISTIC,
    Chance.EXPLICIT: pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
}
_INFORMATION: Final = {
    Information.PERFECT: pyspiel.GameType.Information.PERFECT_INFORMATION,
    Information.IMPERFECT: pyspiel.GameType.Information.IMPERFECT_INFORMATION,
}


def game_type(encoding: AnyEncoding) -> Any:
    """The OpenSpiel ``GameType`` of a regelwerk game: its dynamics, chance and information."""
    info = encoding.info
    parameters = {"players": info.min_players, **encoding.parameters}
    return pyspiel.GameType(
        short_name=short_name(info.name),
        long_name=f"regelwerk {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=_CHANCE[info.chance],
        information=_INFORMATION[info.information],
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


class RegelwerkGame(pyspiel.Game):
    """One regelwerk game with its parameters (``players`` and the game's options)."""

    encoding: AnyEncoding  # set on the subclass made for each game

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        encoding = self.encoding
        kind = game_type(encoding)
        values: dict[str, ParameterValue] = {**kind.parameter_specification, **(params or {})}
        players = seats(encoding.info, values.pop("players"))
        self.players = players
        self.options = encoding.options(players, values)
        length = encoding.max_game_length(players, self.options)
        game_info = pyspiel.GameInfo(
            num_distinct_actions=encoding.num_actions,
            max_chance_outcomes=encoding.max_chance_outcomes,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=length,
        )
        super().__init__(kind, game_info, params or {})

    def new_initial_state(self) -> RegelwerkState:
        return RegelwerkState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> RegelwerkObserver:
        """An observer of a seat's view (the only observation there is)."""
        if params:
            raise EncodingError("observation parameters", params)
        single = pyspiel.PrivateInfoType.SINGLE_PLAYER
        if iig_obs_type is not None and iig_obs_type.private_info != single:
            # A seat's view is all there is: no public-only nor all-seeing observation.
            raise EncodingError("observation type", iig_obs_type)
        return RegelwerkObserver(self.encoding)


class RegelwerkState(pyspiel.State):
    """A position: the engine's state and, between two of them, the chance event in progress
    (:class:`~regelwerk.encoding.ChanceEvent`: the deal, the draw after an action, a card
    turned up, or any other chance a game has)."""

    def __init__(self, game: RegelwerkGame) -> None:
        super().__init__(game)
        self.encoding = game.encoding
        self.players = game.players
        self.options = game.options
        self.state: Any = None  # None until the start's chance is complete
        self.event: ChanceEvent[Any, Any] | None = None  # the chance event in progress
        self._legal: dict[int, Any] | None = None  # action id -> action, for `state`
        self._chance: tuple[int, ...] | None = None  # the pool of the node, once asked
        self._begin(ChanceEvent(self.players, self.options))

    # -- where the game is

    def _pool(self) -> tuple[int, ...]:
        # pyspiel asks who acts many times per node: the pool is worked out once.
        if self._chance is None:
            self._chance = () if self.event is None else self.encoding.chance_pool(self.event)
        return self._chance

    def _begin(self, event: ChanceEvent[Any, Any]) -> None:
        """Go on with ``event``: a chance node while it has outcomes to draw, else its state."""
        self._chance = None
        if self.encoding.chance_pool(event):
            self.event = event
        else:
            self._advance(self.encoding.resolve(event))

    def _advance(self, state: Any) -> None:
        self.state, self.event, self._legal, self._chance = state, None, None, None
        if not state.is_over:  # chance between actions (a card turned up)
            between: ChanceEvent[Any, Any] = ChanceEvent(self.players, self.options, state)
            if self.encoding.chance_pool(between):
                self.event = between

    def current_player(self) -> int:
        if self.event is not None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.state.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(self.state.to_act)

    def is_terminal(self) -> bool:
        return self.event is None and self.state.is_over

    def returns(self) -> list[float]:
        """Each seat's share of the win (the engine's result): 1 for a sole winner, 1/k for
        each of k tied winners, 0 otherwise; before the end, 0 for everybody."""
        result = self.state.result() if self.is_terminal() else None
        if result is None:
            return [0.0] * self.players
        share = 1.0 / len(result.winners)
        return [share if seat in result.winners else 0.0 for seat in range(self.players)]

    # -- chance

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return outcomes(self._pool())

    # -- actions

    def _actions(self) -> dict[int, Any]:
        if self._legal is None:
            view = self.state.view(self.state.to_act)
            encode = self.encoding.action_id
            self._legal = {encode(view, action): action for action in self.state.legal_actions()}
        return self._legal

    def _legal_actions(self, player: int) -> list[int]:
        if player != self.current_player():
            return []
        return sorted(self._actions())

    def _apply_action(self, action: int) -> None:
        if self.event is not None:
            if action not in self._pool():
                raise EncodingError("chance outcome", action)
            self._begin(self.event.then(action))
            return
        chosen = self._actions().get(action)
        if chosen is None:
            raise EncodingError("illegal", action)
        self._begin(ChanceEvent(self.players, self.options, self.state, chosen))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance {action}"
        if self.event is None and self.state is not None and self.state.to_act == player:
            chosen = self._actions().get(action)
            if chosen is not None:
                return str(chosen)
        return f"action {action}"

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> RegelwerkState:
        """A state ``player_id`` cannot tell from this one, from the engine's ``resample``."""
        copy: RegelwerkState = self.clone()
        if self.state is not None:
            seed = int(probability_sampler() * 2**53)
            copy.state = self.state.resample(player_id, random.Random(seed))
            if copy.event is not None and copy.event.state is not None:
                copy.event = copy.event.at(copy.state)
            copy._legal = copy._chance = None
        return copy

    def __str__(self) -> str:
        if self.state is None:
            return f"dealing: {len(self.event.outcomes) if self.event else 0} dealt"
        return repr(self.state)


class RegelwerkObserver:
    """Observations and information states (the same, see the module docstring)."""

    def __init__(self, encoding: AnyEncoding) -> None:
        self.encoding = encoding
        self.tensor = np.zeros(encoding.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def _view(self, state: RegelwerkState, player: int) -> Any:
        return None if state.state is None else state.state.view(player)

    def set_from(self, state: RegelwerkState, player: int) -> None:
        """Fill the tensor from ``player``'s view of ``state``."""
        view = self._view(state, player)
        if view is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.encoding.observe(view)

    def string_from(self, state: RegelwerkState, player: int) -> str:
        """``player``'s view of ``state`` as one line of notation."""
        view = self._view(state, player)
        if view is None:
            return f"dealing {len(state.event.outcomes) if state.event else 0}"
        text = self.encoding.describe(view)
        event = state.event
        if event is not None and event.action is not None:
            # The acting seat knows what it chose and drew; the others see a draw going on.
            drawn = event.outcomes
            if player == state.state.to_act:
                chosen = self.encoding.action_id(view, event.action)
                text += f" chose={chosen} drew={','.join(map(str, drawn))}"
            text += f" drawing={len(drawn)}"
        return text
