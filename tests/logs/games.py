"""Games for the log tests: seeded, played by the simulation policies, cached."""

from __future__ import annotations

import copy
import functools
import random
from typing import Any

from regelwerk.games import load
from regelwerk.logs import Recorder

NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus")


@functools.cache
def _played(game: str, players: int, seed: int, policy: str) -> Recorder[Any, Any, Any]:
    recorder = Recorder.new(game, NAMES[:players], seed)
    rng = random.Random(seed)
    choose = load(game).policies[policy]
    while not recorder.state.is_over:
        recorder.play(choose(recorder.state, rng))
    return recorder


def recorded(
    game: str, players: int = 3, seed: int = 1, policy: str = "greedy"
) -> Recorder[Any, Any, Any]:
    """A finished game's recorder (shared: do not play on it)."""
    return _played(game, players, seed, policy)


def document(game: str, players: int = 3, seed: int = 1, policy: str = "greedy") -> Any:
    """A finished game's log as a fresh JSON document (safe to change)."""
    return copy.deepcopy(recorded(game, players, seed, policy).to_json())
