"""regelwerk's policies (:mod:`regelwerk.baselines`) as pyspiel bots.

A :class:`PolicyBot` never shows its policy more than its seat may know: the policy chooses
on a determinisation (the engine's ``resample`` for the seat), so a policy that reads the
whole state still cannot peek at hidden tiles, cards or chips.
"""

from __future__ import annotations

import random
from typing import Any

import pyspiel

from regelwerk.game import GamePolicy

__all__ = ["PolicyBot"]


class PolicyBot(pyspiel.Bot):
    """A pyspiel bot playing ``policy`` for one seat with ``random.Random(seed)``."""

    def __init__(self, player: int, policy: GamePolicy[Any, Any], seed: int = 0) -> None:
        pyspiel.Bot.__init__(self)
        self.player = player
        self.policy = policy
        self.rng = random.Random(seed)

    def step(self, state: Any) -> int:
        engine = state.state
        seat = engine.to_act
        action = self.policy(engine.resample(seat, self.rng), self.rng)
        action_id: int = state.encoding.action_id(engine.view(seat), action)
        return action_id

    def restart_at(self, state: Any) -> None:
        pass

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        pass

    def provides_policy(self) -> bool:
        return False
