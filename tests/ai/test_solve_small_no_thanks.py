"""Algorithms that need perfect recall, run to the end on a small No Thanks! (the research
options: the cards 3 to 5, one removed unseen, one chip each, three players): OpenSpiel
takes the game as perfect recall, builds a tabular policy over every information state,
and counterfactual regret minimisation lowers the exploitability of its average policy."""

from __future__ import annotations

from typing import Any

import pyspiel
import pytest
from open_spiel.python import policy as policy_lib
from open_spiel.python.algorithms import cfr, exploitability

import regelwerk.openspiel  # noqa: F401  (registers the games)

SMALL: dict[str, Any] = {
    "players": 3,
    "highest_card": 5,
    "removed_count": 1,
    "chips_per_player": 1,
}


@pytest.fixture(scope="module")
def game() -> Any:
    return pyspiel.load_game("python_no_thanks", SMALL)


def _decisions(game: Any) -> dict[str, tuple[tuple[str, int], ...]]:
    """Every information state of the whole game tree, with the acting seat's earlier
    information states and actions on the way to it (perfect recall: one such path each)."""
    paths: dict[str, tuple[tuple[str, int], ...]] = {}

    def walk(state: Any, mine: dict[int, tuple[tuple[str, int], ...]]) -> None:
        if state.is_terminal():
            return
        if state.is_chance_node():
            for outcome, _ in state.chance_outcomes():
                walk(state.child(outcome), mine)
            return
        seat = state.current_player()
        key = state.information_state_string(seat)
        before = mine.get(seat, ())
        assert paths.setdefault(key, before) == before, key  # one past for each
        for action in state.legal_actions():
            walk(state.child(action), {**mine, seat: (*before, (key, action))})

    walk(game.new_initial_state(), {})
    return paths


def test_openspiel_takes_the_small_game_as_perfect_recall(game: Any) -> None:
    kind = game.get_type()
    assert kind.provides_information_state_string
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game.max_game_length() >= 1 + 2 + 2 * 4  # the deal, two cards, the decisions
    paths = _decisions(game)
    tabular = policy_lib.TabularPolicy(game)  # every information state of the tree, keyed
    assert set(tabular.state_lookup) == set(paths)
    assert len(paths) == 78


def test_cfr_lowers_the_exploitability(game: Any) -> None:
    """Vanilla CFR (OpenSpiel's Python solver, which walks the whole tree keyed by the
    information-state strings): the NashConv of its average policy (the sum of what each
    seat gains by its best response; OpenSpiel's ``exploitability`` divides it by the
    players, for two only) is 0.469 after 1 iteration (the uniform policy), 0.164 after 4
    and 0.044 after 16."""
    solver = cfr.CFRSolver(game)
    uniform = exploitability.nash_conv(game, policy_lib.TabularPolicy(game))  # uniform
    figures = []
    for iterations in (1, 4, 16):
        while solver._iteration < iterations:
            solver.evaluate_and_update_policy()
        figures.append(exploitability.nash_conv(game, solver.average_policy()))
    assert uniform == pytest.approx(figures[0]) and figures[0] > figures[1] > figures[2]
    assert figures == pytest.approx([0.46875, 0.1640625, 0.0439453125])
