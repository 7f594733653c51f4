"""Taking an action back in the OpenSpiel adapter: ``RegelwerkState.undo()`` gives the state
before the last action (a seat's or chance's), equal in history, serialisation and what
every seat knows; pyspiel's own ``undo_action`` cannot reach a Python game, and is refused
in the library's words (docs/ai.rst says why)."""

from __future__ import annotations

import random
from typing import Any

import pyspiel
import pytest

import regelwerk.openspiel  # noqa: F401  (registers the games)
from regelwerk.encoding import EncodingError

GAMES = [
    ("python_no_thanks", {"players": 3}),
    ("python_no_thanks", {"players": 4, "deal_removed": True}),
    ("python_no_return", {"players": 2}),
    ("python_no_return", {"players": 3, "minimal_payment": True}),
]


def _step(state: Any, rng: random.Random) -> None:
    if state.is_chance_node():
        outcomes, weights = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(outcomes, weights)[0])
    else:
        state.apply_action(rng.choice(state.legal_actions()))


def _seen(state: Any, players: int) -> tuple[Any, ...]:
    """Everything a program can ask of a state, but its serialisation."""
    return (
        state.history(),
        state.move_number(),
        state.current_player(),
        str(state),
        state.is_terminal(),
        state.chance_outcomes() if state.is_chance_node() else state.legal_actions(),
        [state.information_state_string(seat) for seat in range(players)],
        [state.observation_string(seat) for seat in range(players)],
        [state.information_state_tensor(seat) for seat in range(players)],
    )


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_undo_gives_back_the_state_before(name: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(name, params)
    rng = random.Random(3)
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal() and steps < 400:
        before = state.serialize()  # before anything is asked of it (nothing cached)
        _step(state, rng)
        undone = state.undo()
        assert undone.serialize() == before  # byte for byte: history and the engine's state
        assert undone.history() == state.history()[:-1]
        steps += 1
    assert steps > 80


@pytest.mark.parametrize(("name", "params"), GAMES[::2])
def test_an_undone_state_answers_as_the_state_before(name: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(name, params)
    players = game.num_players()
    rng = random.Random(5)
    state = game.new_initial_state()
    for _ in range(60):
        if state.is_terminal():
            break
        seen = _seen(state, players)
        _step(state, rng)
        undone = state.undo()
        assert _seen(undone, players) == seen
        _step(undone, random.Random(1))  # and it plays on


def test_undo_at_the_start_and_undo_action_are_refused() -> None:
    game = pyspiel.load_game("python_no_thanks", {"players": 3})
    state = game.new_initial_state()
    with pytest.raises(EncodingError, match="at its start"):
        state.undo()
    state.apply_action(state.chance_outcomes()[0][0])
    with pytest.raises(EncodingError, match=r"state\.undo\(\)"):
        state.undo_action(pyspiel.PlayerId.CHANCE, state.history()[-1])
    assert len(state.history()) == 1  # nothing was taken back
