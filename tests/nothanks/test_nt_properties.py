"""Properties of random games: what holds in every position of every game."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.nothanks import CARDS, PILE_SIZE, Action, Card, Options, State
from regelwerk.nothanks.rules import NoThanksRuleId

from .nt_strategies import NT_SETTINGS, games, positions


def _trace(state: State, seed: int) -> list[tuple[State, Action]]:
    """Every position of one random game with the action played there, the last one unplayed."""
    rng = random.Random(seed)
    out = []
    while not state.is_over:
        action = state.legal_actions().sample(rng)
        out.append((state, action))
        state = state.play(action)
    out.append((state, Action.TAKE))
    return out


def _points_by_runs(cards: tuple[Card, ...]) -> int:
    """NT-6.1 computed a second way: group the sorted cards into runs, add each run's start."""
    points = 0
    previous = None
    for card in sorted(cards):
        if previous is None or card != previous + 1:
            points += card
        previous = card
    return points


@NT_SETTINGS
@given(games(), st.integers(0, 2**32))
def test_the_33_cards_are_always_accounted_for(start: State, seed: int) -> None:
    """NT-1.1, NT-3.1: pile, face-up card, removed and taken cards are the 33, each once."""
    for state, _ in _trace(start, seed):
        assert state.removed is not None
        taken = [card for seat in range(state.players) for card in state.taken_cards(seat)]
        pile = list(state.cards[state.face_index :])  # the face-up card, then the pile
        assert len(pile) == state.pile_left + (0 if state.is_over else 1)
        everything = Counter([*pile, *state.removed, *taken])
        assert everything == Counter(CARDS)


@NT_SETTINGS
@given(games(), st.integers(0, 2**32))
def test_chips_are_conserved(start: State, seed: int) -> None:
    handed_out = start.players * start.options.chips(start.players)
    for state, _ in _trace(start, seed):
        assert sum(state.chips) + state.pot == handed_out
        assert min(state.chips) >= 0


@NT_SETTINGS
@given(games(), st.integers(0, 2**32))
def test_a_seat_without_chips_never_passes(start: State, seed: int) -> None:
    for state, action in _trace(start, seed)[:-1]:
        assert state.to_act is not None
        if state.chips[state.to_act] == 0:
            assert action is Action.TAKE
            assert Action.PASS not in state.legal_actions()
            check = state.check(Action.PASS)
            assert check is not None and check.rule is NoThanksRuleId.NT_4_3


@NT_SETTINGS
@given(games(), st.integers(0, 2**32))
def test_the_game_ends_exactly_when_the_24th_card_is_taken(start: State, seed: int) -> None:
    for state, _ in _trace(start, seed):
        taken = sum(len(state.taken_cards(seat)) for seat in range(state.players))
        assert state.is_over == (taken == PILE_SIZE)
        assert (state.to_act is None) == state.is_over
        assert (state.result() is None) != state.is_over


@NT_SETTINGS
@given(games(), st.integers(0, 2**32))
def test_scores_equal_an_independent_recount(start: State, seed: int) -> None:
    end = _trace(start, seed)[-1][0]
    result = end.result()
    assert result is not None
    expected = tuple(
        _points_by_runs(end.taken_cards(seat)) - end.chips[seat] for seat in range(end.players)
    )
    assert result.scores == expected
    best = min(expected)
    assert result.winners == tuple(seat for seat, score in enumerate(expected) if score == best)


@NT_SETTINGS
@given(positions())
def test_generator_and_validator_agree(state: State) -> None:
    legal = list(state.legal_actions())
    assert len(legal) == len(set(legal)) == state.legal_actions().count()
    for action in Action:
        assert (
            (action in legal) == (state.check(action) is None) == (action in state.legal_actions())
        )
    assert [state.legal_actions()[i] for i in range(len(legal))] == legal
    assert all(state.check(action) is None for action in legal)


@NT_SETTINGS
@given(positions(), st.integers(0, 2**32))
def test_sample_returns_only_generated_actions(state: State, seed: int) -> None:
    legal = list(state.legal_actions())
    if not legal:
        with pytest.raises(IndexError):
            state.legal_actions().sample(random.Random(seed))
        return
    rng = random.Random(seed)
    for _ in range(10):
        assert state.legal_actions().sample(rng) in legal
        assert state.legal_actions().sample(rng.randrange) in legal


def test_sample_draws_both_actions() -> None:
    state = State.new(3, 1)
    rng = random.Random(0)
    assert {state.legal_actions().sample(rng) for _ in range(50)} == {Action.TAKE, Action.PASS}


@NT_SETTINGS
@given(positions())
def test_apply_equals_play_for_legal_actions(state: State) -> None:
    for action in state.legal_actions():
        assert state.apply(action) == state.play(action)


@NT_SETTINGS
@given(st.integers(3, 7), st.integers(), st.integers(0, 2**32))
def test_the_same_seed_replays_identically(players: int, seed: int, play_seed: int) -> None:
    assert State.new(players, seed) == State.new(players, seed)
    start = State.new(players, seed)
    assert _trace(start, play_seed) == _trace(State.new(players, seed), play_seed)


@NT_SETTINGS
@given(positions())
def test_states_resist_mutation(state: State) -> None:
    before = pickle.dumps(state)
    for name in ("players", "chips", "taken", "pot", "cards", "seat", "face_index"):
        with pytest.raises(AttributeError):
            setattr(state, name, None)
    with pytest.raises(AttributeError):
        state.extra = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        state.chips[0] = 99  # type: ignore[index]
    for action in Action:
        if state.check(action) is None:
            state.play(action)
    assert pickle.dumps(state) == before
    assert pickle.loads(before) == state and hash(pickle.loads(before)) == hash(state)


@NT_SETTINGS
@given(positions())
def test_repr_evaluates_back(state: State) -> None:
    assert eval(repr(state), {"State": State, "Options": Options, "Card": Card}) == state


@NT_SETTINGS
@given(games(), st.integers(0, 2**32))
def test_every_pass_puts_a_chip_that_a_take_collects(start: State, seed: int) -> None:
    trace = _trace(start, seed)
    actions = Counter(action for _, action in trace[:-1])
    assert actions[Action.TAKE] == PILE_SIZE
    collected = sum(state.pot for state, action in trace[:-1] if action is Action.TAKE)
    assert actions[Action.PASS] == collected
