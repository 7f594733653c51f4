"""The encoding's one chance interface (:class:`regelwerk.encoding.ChanceEvent`,
``chance``, ``resolve``) fits a game whose chance is none of the built-in games' kinds:
two dice rolled after each action, with outcomes that repeat in a pool of their own."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pyspiel

from regelwerk.encoding import BaseEncoding, ChanceEvent, Pool
from regelwerk.game import Chance, GameInfo, Information, Result, winners_of
from regelwerk.openspiel.game import RegelwerkGame

INFO = GameInfo("dice-race", "Dice Race", "dice-race/1", 2, 3, Chance.EXPLICIT,
                Information.PERFECT, False)  # fmt: skip
TURNS = 3


@dataclass(frozen=True)
class Race:
    """Each seat rolls two dice three times, or stops early; the highest total wins."""

    players: int
    totals: tuple[int, ...]
    turn: int = 0

    @property
    def to_act(self) -> int | None:
        return None if self.turn >= TURNS * self.players else self.turn % self.players

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def legal_actions(self) -> tuple[str, ...]:
        return () if self.is_over else ("roll", "stop")

    def apply(self, action: str) -> Race:
        return replace(self, turn=self.turn + 1)

    def result(self) -> Result | None:
        return Result(self.totals, winners_of([-t for t in self.totals])) if self.is_over else None

    def view(self, seat: int) -> tuple[int, ...]:
        return (seat, self.turn, *self.totals)

    def resample(self, seat: int, rng: object) -> Race:
        return self


class DiceEncoding(BaseEncoding[Any, Any, Any]):
    actions = ("roll", "stop")
    max_chance_outcomes = 7
    observation_size = 5

    def options(self, players: int, values: Any) -> None:
        return None

    def max_game_length(self, players: int, options: object) -> int:
        return 3 * TURNS * players

    def new(self, players: int, seed: int, options: object) -> Race:
        return Race(players, (0,) * players)

    def chance(self, event: ChanceEvent[Any, Any]) -> Pool:
        rolling = event.action == "roll" and len(event.outcomes) < 2
        return Pool.of((1, 2, 3, 4, 5, 6)) if rolling else Pool.EMPTY

    def resolve(self, event: ChanceEvent[Any, Any]) -> Race:
        if event.state is None:
            return self.new(event.players, 0, None)
        state: Race = event.state
        seat = state.to_act or 0
        totals = list(state.totals)
        totals[seat] += sum(event.outcomes)
        return replace(state.apply(str(event.action)), totals=tuple(totals))

    def observe(self, view: tuple[int, ...]) -> list[float]:
        return [min(value / 40, 1.0) for value in (*view, 0, 0)][:5]


def test_a_game_rolling_two_dice_plays_through_the_openspiel_adapter() -> None:
    game_class = type("DiceGame", (RegelwerkGame,), {"encoding": DiceEncoding(INFO)})
    game = game_class({"players": 3})
    pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)
    state = game.new_initial_state()
    assert not state.is_chance_node()  # nothing by chance at the start
    state.apply_action(0)  # roll
    assert state.is_chance_node() and [p for _, p in state.chance_outcomes()] == [1 / 6] * 6
    state.apply_action(6)
    assert state.is_chance_node()  # the second die
    state.apply_action(5)
    assert not state.is_chance_node() and state.current_player() == 1
    assert state.state.totals == (11, 0, 0)
