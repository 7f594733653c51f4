"""Properties over random positions (built with State.build) and random seeded games."""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from regelwerk.errors import IllegalActionError
from regelwerk.noreturn import (
    TILESET,
    Action,
    Colour,
    Options,
    Phase,
    SeatState,
    SetAside,
    Stage,
    State,
    Tile,
)
from regelwerk.noreturn.testing import Model, random_candidate, random_position

from .helpers import SETTINGS, fields, positions

ALL = Counter(TILESET)


def assert_sound(state: State) -> None:
    """NR-1.3 conservation, NR-5.4 descending rows, hands of at most 8."""
    assert Counter(state.tiles()) == ALL
    assert sum(1 for _ in state.tiles()) == 132
    for seat in state.seats:
        assert len(seat.hand) <= 8
        assert list(seat.hand) == sorted(seat.hand)
        for colour, row in zip(Colour, seat.rows, strict=True):
            assert all(tile.colour is colour for tile in row)
            assert [t.value for t in row] == sorted((t.value for t in row), reverse=True)


def assert_step(before: State, action: Action, after: State) -> None:
    """What every legal step keeps: soundness, no return, other seats untouched, the turn."""
    assert_sound(after)
    seat = before.to_act
    assert seat is not None
    for number, (old, new) in enumerate(zip(before.seats, after.seats, strict=True)):
        assert new.phase >= old.phase  # NR-6.2: phases never go back
        if number != seat:
            assert new == old
    if before.stage is Stage.PLAY:
        assert after.turn == before.turn + 1
        if after.is_over:
            assert after.to_act is None and not after.bag and seat == before.players - 1
        else:
            assert after.to_act == (seat + 1) % before.players
        mine = after.seats[seat]
        assert len(mine.hand) == 8 or not after.bag  # NR-4.2
        if getattr(action, "phase2", False):
            assert mine.phase is Phase.TWO


@SETTINGS
@given(positions)
def test_generated_actions_are_legal_distinct_and_counted(state: State) -> None:
    legal = state.legal_actions()
    listed = list(legal)
    assert legal.count() == len(listed) == len(set(listed))
    assert all(state.check(action) is None for action in listed)
    assert set(listed) == Model.from_state(state).legal_actions()
    rng = random.Random(len(listed))
    for index in rng.sample(range(len(listed)), min(25, len(listed))):
        assert legal[index] == listed[index]
        assert legal[index - len(listed)] == listed[index]


@SETTINGS
@given(positions, st.randoms(use_true_random=False))
def test_a_candidate_is_accepted_if_and_only_if_it_is_generated(
    state: State, rng: random.Random
) -> None:
    listed = set(state.legal_actions())
    model = Model.from_state(state)
    seen = 0
    for _ in range(60):
        action = random_candidate(rng, state)
        violation = state.check(action)
        broken = model.broken(action)
        assert (violation is None) == (action in listed) == (not broken), (action, violation)
        assert (action in state.legal_actions()) == (violation is None)
        if violation is not None:
            assert violation.rule in broken, (action, violation, broken)
        seen += violation is None
    assert seen <= 60


@SETTINGS
@given(positions, st.randoms(use_true_random=False))
def test_every_legal_step_keeps_the_invariants(state: State, rng: random.Random) -> None:
    assert_sound(state)
    legal = state.legal_actions()
    model = Model.from_state(state)
    for _ in range(min(12, legal.count())):
        action = legal.sample(rng)
        assert state.draw_count(action) == model.draw_count(action)
        snapshot = copy.deepcopy(state)
        after = state.play(action)
        assert state == snapshot  # the old state is unchanged
        assert after == state.apply(action)
        assert_step(state, action, after)
        count = state.draw_count(action)
        drawn = rng.sample(list(state.bag), count)
        explicit = state.play(action, drawn)
        assert_step(state, action, explicit)
        mine = Model.from_state(state)
        mine.apply(action, drawn)
        assert mine.differences(explicit) == []


@SETTINGS
@given(positions, st.randoms(use_true_random=False))
def test_illegal_candidates_never_change_anything(state: State, rng: random.Random) -> None:
    snapshot = copy.deepcopy(state)
    for _ in range(30):
        action = random_candidate(rng, state)
        violation = state.check(action)
        if violation is None:
            continue
        draw = list(state.bag[:8])
        for attempt in (None, draw[: max(0, min(8, len(draw)))]):
            try:
                state.play(action, attempt)
            except IllegalActionError as error:
                assert error.violation == violation
            else:
                raise AssertionError(f"{action} was played")
    assert state == snapshot


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 2**32 - 1), st.booleans())
def test_random_games(players: int, seed: int, minimal: bool) -> None:
    """A seeded game played to the end with sampled actions."""
    rng = random.Random(seed)
    state = State.new(players, seed, Options(minimal_payment=minimal))
    assert_sound(state)
    turns = Counter[int]()
    while not state.is_over:
        action = state.legal_actions().sample(rng)
        if state.stage is Stage.SETUP:
            assert isinstance(action, SetAside)
        else:
            assert state.to_act is not None
            turns[state.to_act] += 1
        after = state.play(action)
        assert_step(state, action, after)
        state = after
    assert len(turns) == players and len(set(turns.values())) == 1  # NR-8.1
    result = state.result()
    assert result is not None
    expected = tuple(
        sum(t.value for t in seat.pile) - sum(t.value for row in seat.rows for t in row)
        for seat in state.seats
    )
    assert result.scores == expected == state.scores()
    best = max(
        (score, -sum(t.value for row in seat.rows for t in row))
        for score, seat in zip(expected, state.seats, strict=True)
    )
    assert result.winners == tuple(
        number
        for number, seat in enumerate(state.seats)
        if (expected[number], -sum(t.value for row in seat.rows for t in row)) == best
    )


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 2**32 - 1))
def test_the_same_seed_replays_identically(players: int, seed: int) -> None:
    def game() -> list[State]:
        rng = random.Random(seed)
        states = [State.new(players, seed)]
        for _ in range(30):
            if states[-1].is_over:
                break
            states.append(states[-1].apply(states[-1].legal_actions().sample(rng)))
        return states

    assert game() == game()


def walk(value: object) -> None:
    """Every container in a state is a tuple, every tile a Tile."""
    if isinstance(value, State | SeatState):
        walk(fields(value))
    elif isinstance(value, tuple):
        for item in value:
            walk(item)
    else:
        assert isinstance(value, Tile | int | str | Stage | Options | None), type(value)
        assert not isinstance(value, list | dict | set)


@SETTINGS
@given(positions)
def test_states_resist_mutation(state: State) -> None:
    walk(fields(state))
    assert hash(state) == hash(copy.deepcopy(state))
    assert {state: 1}[copy.deepcopy(state)] == 1
    targets: list[tuple[Any, str]] = [
        (state, "bag"),
        (state, "to_act"),
        (state.seats[0], "hand"),
        (state.options, "minimal_payment"),
        (state.view(0), "hand"),
    ]
    for target, name in targets:
        try:
            setattr(target, name, ())
        except AttributeError:
            pass
        else:
            raise AssertionError(f"{type(target).__name__}.{name} could be assigned")
    for action in list(state.legal_actions())[:5]:
        try:
            setattr(action, "phase2", True)  # noqa: B010
        except AttributeError:
            pass
        else:
            raise AssertionError(f"{action!r} could be changed")
        assert hash(action) == hash(copy.deepcopy(action))


@SETTINGS
@given(positions, st.integers(0, 3), st.randoms(use_true_random=False))
def test_resampling_keeps_the_view_and_the_tiles(
    state: State, seat: int, rng: random.Random
) -> None:
    seat %= state.players
    other = state.resample(seat, rng)
    assert other.view(seat) == state.view(seat)
    assert_sound(other)
    assert other.seats[seat] == state.seats[seat]


def test_random_positions_cover_what_the_properties_need() -> None:
    """The position strategy reaches every kind of position the properties speak of."""
    rng = random.Random(0)
    made = [random_position(rng) for _ in range(200)]
    assert any(s.options.minimal_payment for s in made)
    assert any(not s.options.minimal_payment for s in made)
    assert any(s.seats[s.to_act or 0].phase is Phase.TWO for s in made)
    assert any(s.seats[s.to_act or 0].phase is Phase.ONE for s in made)
    assert any(not s.bag for s in made) and any(s.bag for s in made)
    assert any(not s.seats[s.to_act or 0].hand for s in made)
    kinds = Counter(type(a).__name__ for s in made for a in s.legal_actions())
    assert {"Exchange", "Play", "Clear", "Pass"} <= set(kinds)
