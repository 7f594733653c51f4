"""The encodings every game provides (regelwerk.encoding): ids and sub-choices are a
bijection with the legal actions, observations have their fixed size, chance pools are the
engine's bag or pile."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.encoding import (
    ChanceEvent,
    EncodingError,
    Moment,
    Pool,
    encoding_of,
    encodings,
    outcomes,
)
from regelwerk.errors import IllegalActionError
from regelwerk.games import GAMES
from regelwerk.noreturn.tiles import KINDS

from .positions import NAMES, position

positions = st.builds(
    position, st.sampled_from(NAMES), st.integers(0, 2**32 - 1), st.integers(0, 260)
)


def test_the_built_in_games_have_an_encoding() -> None:
    """An encoding is optional for a game (a third game may bring none): those listed are
    registered games, in registry order, and the two built-in games are among them."""
    listed = [name for name, _ in encodings()]
    assert listed == [name for name in GAMES if name in listed]
    assert set(NAMES) <= set(listed)


def _acting(state: Any) -> tuple[Any, Any, list[Any]]:
    """The game's encoding, the acting seat's view and the legal actions."""
    return encoding_of(_name(state)), state.view(state.to_act), list(state.legal_actions())


@settings(max_examples=60)
@given(positions)
def test_action_ids_are_a_bijection_with_the_legal_actions(state: object) -> None:
    encoding, view, legal = _acting(state)
    ids = [encoding.action_id(view, action) for action in legal]
    assert len(set(ids)) == len(legal)
    assert all(0 <= i < encoding.num_actions for i in ids)
    assert [encoding.action_of_id(view, i) for i in ids] == legal


@settings(max_examples=80)
@given(positions)
def test_legal_ids_are_the_ids_of_the_legal_actions(state: object) -> None:
    """``legal_ids`` (made block by block where a game can) lists what naming every legal
    action gives, ascending, and ``legal_action`` turns each back into its action."""
    encoding, view, legal = _acting(state)
    ids = encoding.legal_ids(state)
    assert ids == sorted(encoding.action_id(view, action) for action in legal)
    assert [encoding.legal_action(state, i) for i in ids] == [
        encoding.action_of_id(view, i) for i in ids
    ]


@pytest.mark.parametrize("name", NAMES)
def test_ids_of_no_legal_action_are_refused(name: str) -> None:
    """Every id ``legal_ids`` leaves out is refused by ``legal_action``, even one that names
    a legal action by other slots of equal tiles (not its own id)."""
    encoding = encoding_of(name)
    for seed in range(6):
        state = position(name, seed=seed, depth=12)
        legal = set(encoding.legal_ids(state))
        for action_id in (-1, encoding.num_actions, *range(0, encoding.num_actions, 7)):
            if action_id not in legal:
                with pytest.raises(EncodingError, match="not legal"):
                    encoding.legal_action(state, action_id)


@pytest.mark.parametrize("name", NAMES)
def test_the_last_listing_vouches_only_for_its_own_state(name: str) -> None:
    """``legal_action`` trusts the ids ``legal_ids`` listed last only for the state they
    were listed for: an id legal there is refused in another state listed before it, here
    the first state after a deal (No Return's set-asides, No Thanks!' wait for a card)."""
    encoding = encoding_of(name)
    for seed in range(6):
        here = position(name, seed=seed, depth=12)
        event: ChanceEvent[Any, Any] = ChanceEvent(here.players, encoding.options(here.players, {}))
        while pool := encoding.chance(event):
            event = event.then(random.Random(seed).choice(list(pool)), pool)
        there = encoding.resolve(event)
        refused = set(range(min(encoding.num_actions, 1025))) - set(encoding.legal_ids(there))
        listed = encoding.legal_ids(here)
        view = here.view(here.to_act)
        assert [encoding.legal_action(here, i) for i in listed] == [
            encoding.action_of_id(view, i) for i in listed
        ]
        for action_id in refused & set(listed):
            with pytest.raises(EncodingError, match="not legal"):
                encoding.legal_action(there, action_id)


def test_an_exchange_named_by_the_second_copy_of_a_tile_is_not_its_id() -> None:
    from regelwerk.noreturn.encoding import ENCODING as encoding
    from regelwerk.noreturn.state import State
    from regelwerk.noreturn.tiles import Tile

    hands = [
        [Tile.parse(tile) for tile in ("R1", "R1", "B3", "B4", "G5", "G6", "P7", "P8")],
        [Tile.parse(tile) for tile in ("R2", "R3", "B5", "B6", "G7", "G8", "P9", "P10")],
    ]
    state = State.build(hands, bag=[Tile.parse("O2")] * 2)
    first, second = 257 + 0b01, 257 + 0b10  # exchange R1, by slot 0 or by slot 1
    assert first in encoding.legal_ids(state) and second not in encoding.legal_ids(state)
    assert str(encoding.legal_action(state, first)) == "exchange R1"
    with pytest.raises(EncodingError, match="not legal"):
        encoding.legal_action(state, second)


@settings(max_examples=60)
@given(positions)
def test_sub_choices_are_a_prefix_free_bijection(state: object) -> None:
    encoding, view, legal = _acting(state)
    sequences = [encoding.tokens(view, action) for action in legal]
    assert len(set(sequences)) == len(legal)
    for sequence in sequences:
        assert all(0 <= token < encoding.num_tokens for token in sequence)
        assert len(set(sequence)) == len(sequence), "a sub-choice repeats within a turn"
    complete = set(sequences)
    for sequence in sequences:
        assert not any(sequence[:end] in complete for end in range(len(sequence)))
    assert [encoding.action_of_tokens(view, s) for s in sequences] == legal
    assert [encoding.id_tokens(encoding.action_id(view, a)) for a in legal] == sequences


@settings(max_examples=40)
@given(positions)
def test_observations_have_the_declared_size_and_range(state: object) -> None:
    encoding = encoding_of(_name(state))
    for seat in range(state.players):  # type: ignore[attr-defined]
        numbers = encoding.observe(state.view(seat))  # type: ignore[attr-defined]
        assert len(numbers) == encoding.observation_size
        assert all(0.0 <= x <= 1.0 for x in numbers)
        assert encoding.describe(state.view(seat)).startswith(f"seat={seat}")  # type: ignore[attr-defined]


def test_outcomes_are_the_shares_of_the_pool() -> None:
    assert outcomes((3, 3, 5)) == [(3, 2 / 3), (5, 1 / 3)]
    assert math.isclose(sum(p for _, p in outcomes(tuple(range(66)) * 2)), 1.0)


def test_no_return_draws_come_from_the_bag() -> None:
    from regelwerk.noreturn.encoding import ENCODING as encoding

    state = position("no-return", seed=3, depth=20, players=3)
    action = max(state.legal_actions(), key=state.draw_count)
    count = state.draw_count(action)
    assert count > 1
    event = ChanceEvent(3, state.options, state, action)  # the draw after the action
    first_pool = encoding.chance(event)
    assert list(first_pool) == sorted(state.bag)
    first = state.bag[0]
    for drawn_from in (None, first_pool):  # judged, and drawn from the pool given
        pool = encoding.chance(event.then(first, drawn_from))
        assert len(pool) == len(state.bag) - 1
        assert pool.counts.get(first, 0) == state.bag.count(first) - 1
    drawn = tuple(int(tile) for tile in state.bag[:count])
    complete = ChanceEvent(3, state.options, state, action, drawn)
    assert encoding.chance(complete) == Pool.EMPTY and not encoding.chance(complete)
    assert encoding.resolve(complete) == state.apply(action, state.bag[:count])
    with pytest.raises(EncodingError):  # an outcome its pool does not hold
        event.then(max(KINDS) + 1, first_pool)


def test_no_return_judges_outcomes_given_before_one_drawn_from_its_pool() -> None:
    """Only outcomes every one of which was drawn from the event's own pools go unjudged:
    an event given a tile that is no tile, then one drawn from a pool, is refused as the
    given one alone is (the draw's and the deal's pools alike)."""
    from regelwerk.noreturn.encoding import ENCODING as encoding

    state = position("no-return", seed=3, depth=20, players=3)
    action = max(state.legal_actions(), key=state.draw_count)
    assert state.draw_count(action) > 2
    for start in (None, state):
        given = ChanceEvent(3, state.options, start, None if start is None else action, (999,))
        with pytest.raises(EncodingError):
            encoding.chance(given)
        pool = encoding.chance(ChanceEvent(3, state.options, start, given.action))
        with pytest.raises(EncodingError):
            encoding.chance(given.then(next(iter(pool)), pool))


def test_no_return_draws_end_at_each_action_s_own_count_asked_in_any_order() -> None:
    """The draw count is worked out once a draw and kept for the state and action asked last:
    asked for other states and actions in between, each draw still ends at its own count,
    an action equal to the last one but of another state too."""
    from regelwerk.noreturn.encoding import NoReturnEncoding

    encoding = NoReturnEncoding()
    by_action: dict[Any, list[tuple[Any, Any, int]]] = {}
    for depth in (*range(20, 80, 3), 0):
        state = position("no-return", seed=3, depth=depth, players=3)
        for action in state.legal_actions():
            by_action.setdefault(action, []).append((state, action, state.draw_count(action)))
    # Equal actions of two states that draw differently, asked one after the other both ways.
    asked = [
        draw
        for draws in by_action.values()
        if len({count for _, _, count in draws}) > 1
        for draw in draws[::-1] + draws
    ]
    assert len(asked) > 100
    for state, action, count in asked + [draw for draws in by_action.values() for draw in draws]:
        tiles = tuple(int(tile) for tile in state.bag[: count + 1])
        assert not encoding.chance(ChanceEvent(3, state.options, state, action, tiles[:count]))
        if count:
            before = ChanceEvent(3, state.options, state, action, tiles[: count - 1])
            assert len(encoding.chance(before)) > 0


def test_no_thanks_turns_up_cards_neither_turned_nor_removed() -> None:
    from regelwerk.nothanks.encoding import ENCODING as encoding

    options = encoding.options(4, {"deal_removed": True})
    event: ChanceEvent[Any, Any] = ChanceEvent(4, options)  # the start: the deal
    while pool := encoding.chance(event):
        assert len(pool) == 33 - len(event.outcomes) and not set(pool) & set(event.outcomes)
        assert pool == Pool.of(tuple(pool)) and max(pool.counts.values()) == 1
        event = event.then(list(pool)[len(pool) // 2], pool)
    dealt = event.outcomes
    state = encoding.resolve(event)
    assert state.dealt == tuple(tuple(sorted(dealt[2 * s : 2 * s + 2])) for s in range(4))
    between: ChanceEvent[Any, Any] = ChanceEvent(
        4, options, state
    )  # a card turned up between actions
    pool = encoding.chance(between)
    assert len(pool) == 24 and not set(pool) & set(dealt)
    first = next(iter(pool))
    state = encoding.resolve(between.then(first, pool))  # drawn from the pool: trusted
    assert state == encoding.resolve(between.then(first))  # judged: the same state
    assert state.face_up == first and not encoding.chance(ChanceEvent(4, options, state))
    with pytest.raises(IllegalActionError):  # a removed card, not drawn from the pool: judged
        encoding.resolve(between.then(dealt[0]))


def test_no_thanks_judges_cards_given_before_one_drawn_from_its_pool() -> None:
    """The deal's twin of No Return's case: a card that is no card, given, then one drawn
    from a pool, is refused by ``chance`` as the given one alone is (an event keeps the
    pool of its last outcome only while every outcome was drawn)."""
    from regelwerk.nothanks.encoding import ENCODING as encoding

    options = encoding.options(4, {})
    given: ChanceEvent[Any, Any] = ChanceEvent(4, options, None, None, (99,))
    with pytest.raises(EncodingError):
        encoding.chance(given)
    pool = encoding.chance(ChanceEvent(4, options))
    after = given.then(next(iter(pool)), pool)
    assert after.source is None and not after.drawn
    with pytest.raises(EncodingError):
        encoding.chance(after)


@pytest.mark.parametrize("name", NAMES)
def test_ids_and_parameters_that_mean_nothing_fail_in_the_library_s_words(name: str) -> None:
    encoding = encoding_of(name)
    state = position(name, seed=1, depth=0)
    view = state.view(state.to_act)
    for bad in (-1, encoding.num_actions, "0"):
        with pytest.raises(EncodingError):
            encoding.action_of_id(view, bad)  # type: ignore[arg-type]
    with pytest.raises(EncodingError):
        encoding.action_of_tokens(view, ())
    with pytest.raises(EncodingError):
        encoding.options(encoding.info.min_players, {"no_such_option": True})


def _name(state: object) -> str:
    """The game ``state`` is of: the one whose package holds its encoding."""
    return next(name for name in NAMES if type(state).__module__.startswith(_package(name)))


def _package(name: str) -> str:
    return type(encoding_of(name)).__module__.rpartition(".")[0]


def test_the_documented_sizes_hold() -> None:
    # docs/ai.rst and the encodings' docstrings give these numbers.
    from regelwerk.noreturn.encoding import ENCODING as no_return
    from regelwerk.nothanks.encoding import ENCODING as no_thanks

    assert (no_return.num_actions, no_return.num_tokens) == (34817, 43)
    assert (no_return.observation_size, no_thanks.observation_size) == (1080, 315)
    assert (no_thanks.num_actions, no_thanks.num_tokens) == (2, 2)
    import regelwerk.noreturn.encoding as nr
    import regelwerk.nothanks.encoding as nt

    assert "Observation (1 080 numbers" in (nr.__doc__ or "")
    assert "``num_actions`` = 34 817" in (nr.__doc__ or "")
    assert "Observation (315 numbers" in (nt.__doc__ or "")


@pytest.mark.parametrize("name", NAMES)
def test_a_game_has_chance_only_at_the_moments_its_encoding_declares(name: str) -> None:
    """The adapters skip the moments an encoding leaves out of ``moments`` (no draw after an
    action: the next state is the action's ``apply``): at every position of seeded random
    games, the moments left out give no pool, and the state after an action without a draw
    is its ``apply``."""
    encoding = encoding_of(name)
    options = encoding.options(3, {})
    for seed in range(4):
        state = encoding.new(3, seed, options)
        rng = random.Random(seed)
        while not state.is_over:
            action = state.legal_actions().sample(rng)  # type: ignore[attr-defined]
            after = ChanceEvent(3, options, state, action)
            if Moment.AFTER not in encoding.moments:
                assert not encoding.chance(after)
                assert encoding.resolve(after) == state.apply(action)
            if Moment.BETWEEN not in encoding.moments:
                assert not encoding.chance(ChanceEvent(3, options, state))
            state = state.apply(action)
