"""The conformance test every game must pass (in the manner of OpenSpiel's random-simulation
test): random playouts of every game the registry (:mod:`regelwerk.games`) finds, written only
against the :class:`~regelwerk.game.Game` interface, checking

* generator ⇔ validator: every generated action is legal, and an action legal in some other
  position of the game is accepted here exactly when the generator lists it;
* the lazy view: ``count()`` equals the listed number, ``[i]`` the i-th, no repeats, and
  ``sample`` returns listed actions;
* immutability: applying an action leaves the old state equal to what it was;
* notation: every action survives ``str`` → ``parse_action`` and ``to_json``;
* the record: the log written while playing validates as finished, with the game's own
  result, and its replay passes through positions every seat sees exactly as in the game;
* views: a state re-dealt in everything a seat cannot see gives that seat the same view, and
  re-dealing does change hidden things (so the views really hide them);
* what a seat knows (issue 20): its information state ends at its view, has one step per
  action, is equal for two prefixes of play exactly when their logs redacted for the seat
  are, and round-trips through JSON, as every view does; a resampled state gives the seat
  to act the same legal actions.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from regelwerk.game import AnyGame, AnyState
from regelwerk.games import load, names
from regelwerk.logs import Recorder, Status, validate

NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus")


def _playout(
    game: AnyGame, players: int, seed: int
) -> tuple[Recorder[AnyState, object], list[AnyState]]:
    recorder = Recorder.new(game.name, NAMES[:players], seed=seed)
    rng = random.Random(seed)
    states = [recorder.state]
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(rng))
        states.append(recorder.state)
    return recorder, states


@pytest.fixture(scope="module", params=names())
def game(request: pytest.FixtureRequest) -> AnyGame:
    return load(request.param)


def _seats(game: AnyGame) -> range:
    return range(game.info.min_players, game.info.max_players + 1)


def test_generator_and_validator_agree(game: AnyGame) -> None:
    for players in _seats(game):
        _, states = _playout(game, players, seed=players)
        pool: set[Any] = set()
        for state in states:
            pool.update(state.legal_actions())
        for state in states[:-1]:
            legal = list(state.legal_actions())
            assert legal, "a state before the end offers an action"
            assert all(state.check(action) is None for action in legal)
            listed = set(legal)
            for action in pool:
                assert (state.check(action) is None) == (action in listed), action


def test_the_lazy_view_is_consistent(game: AnyGame) -> None:
    rng = random.Random(0)
    for players in _seats(game):
        _, states = _playout(game, players, seed=100 + players)
        for state in states:
            view = state.legal_actions()
            legal = list(view)
            assert view.count() == len(legal) == len(set(legal))
            for index in range(len(legal)):
                assert view[index] == legal[index]
                assert legal[index] in view
            if legal:
                assert view.sample(rng) in set(legal)
        assert not states[-1].legal_actions()


def test_applying_leaves_the_old_state_unchanged(game: AnyGame) -> None:
    _, states = _playout(game, game.info.min_players, seed=7)
    rng = random.Random(7)
    for state in states[:-1]:
        before = copy.deepcopy(state)
        digest = hash(state)
        for action in list(state.legal_actions())[:5]:
            state.apply(action)
            state.play(action)
        assert state == before and hash(state) == digest
        with pytest.raises(AttributeError):
            state.players = 99  # type: ignore[misc]
        state.legal_actions().sample(rng)


def test_actions_round_trip_their_notation(game: AnyGame) -> None:
    _, states = _playout(game, game.info.max_players, seed=3)
    for state in states:
        for action in state.legal_actions():
            assert game.parse_action(game.format_action(action)) == action
            assert isinstance(game.action_to_json(action), dict | str)


def test_the_recorded_log_replays_the_game(game: AnyGame) -> None:
    for players in _seats(game):
        recorder, states = _playout(game, players, seed=players * 11)
        report = validate(recorder.to_json())
        assert report.status is Status.FINISHED, report.message()
        result = states[-1].result()
        assert result is not None
        assert report.scores == result.scores
        assert report.winners == result.winners
        # A replay knows the draws, not the bag's order or the seed: every seat's view of
        # every position must be the same.
        replayed = list(report.states())
        assert len(replayed) >= len(states) - 1
        for original, again in zip(states[::-1], replayed[::-1], strict=False):
            for seat in range(players):
                assert again.view(seat) == original.view(seat)


def test_views_hide_what_they_must(game: AnyGame) -> None:
    rng = random.Random(5)
    for players in _seats(game):
        _, states = _playout(game, players, seed=players * 13)
        changed = 0
        for state in states[1:-1:3]:
            for seat in range(players):
                other = state.resample(seat, rng)
                assert other.view(seat) == state.view(seat)
                changed += other != state
        assert changed > 0, "re-dealing hidden information never changed anything"


def test_information_states_are_what_a_seat_knows(game: AnyGame) -> None:
    players = game.info.min_players
    histories = []
    for seed in range(4):
        recorder = Recorder.new(game.name, NAMES[:players], seed=seed)
        start, rng, actions = recorder.state, random.Random(seed % 2), []
        for _ in range(6):
            if recorder.state.is_over:
                break
            actions.append(recorder.state.legal_actions().sample(rng))
            recorder.play(actions[-1])
            histories.append((start, list(actions), game.redact(recorder.log, 0)))
    by_known: dict[object, set[str]] = {}
    by_log: dict[str, set[object]] = {}
    for start, actions, redacted in histories:
        known = game.information_state(0, start, actions)
        end = start
        for action in actions:
            end = end.play(action)
        assert known.view == end.view(0) and len(known.actions) == len(actions)
        assert game.information_state_from_json(json.loads(json.dumps(known.to_json()))) == known
        log = json.dumps({k: v for k, v in redacted.items() if k != "seed"}, sort_keys=True)
        by_known.setdefault(known, set()).add(log)
        by_log.setdefault(log, set()).add(known)
    assert all(len(logs) == 1 for logs in by_known.values())
    assert all(len(known) == 1 for known in by_log.values())


def test_a_resampled_state_offers_the_seat_to_act_the_same_actions(game: AnyGame) -> None:
    rng = random.Random(8)
    _, states = _playout(game, game.info.min_players, seed=8)
    for state in states[:-1]:
        seat = state.to_act
        if seat is not None:
            other = state.resample(seat, rng)
            assert list(other.legal_actions()) == list(state.legal_actions())
