"""Views (NT-3.2, deal_removed): what a seat knows, and that it knows nothing more."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.nothanks import Action, Card, Options, State, View

from .nt_strategies import NT_SETTINGS, deal_to_others, positions


def _reshuffle_hidden(state: State, seat: int, rng: random.Random) -> State:
    """``state`` with everything ``seat`` cannot see dealt anew: the pile below the face-up
    card, the unseen removed cards, the other seats' dealt cards and their chips.
    """
    assert state.removed is not None
    own = state.dealt[seat] if state.dealt is not None else ()
    tail_from = min(state.face_index + 1, len(state.cards))
    pool = [*state.cards[tail_from:], *(c for c in state.removed if c not in own)]
    rng.shuffle(pool)
    tail_size = len(state.cards) - tail_from
    cards = (*state.cards[:tail_from], *pool[:tail_size])
    rest = pool[tail_size:]
    dealt = None
    if state.dealt is not None:
        dealt, rest = deal_to_others(state.dealt, seat, rest)
    removed = tuple(sorted((*rest, *own, *(c for h in dealt or () for c in h if c not in own))))
    chips = tuple(
        count if other == seat else rng.randrange(30) for other, count in enumerate(state.chips)
    )
    return state._replace(cards=cards, dealt=dealt, removed=removed, chips=chips)


@NT_SETTINGS
@given(positions(), st.integers(0, 6), st.integers(0, 2**32))
def test_states_differing_only_in_hidden_things_give_equal_views(
    state: State, seat: int, seed: int
) -> None:
    seat %= state.players
    other = _reshuffle_hidden(state, seat, random.Random(seed))
    assert other.view(seat) == state.view(seat)
    assert hash(other.view(seat)) == hash(state.view(seat))


@NT_SETTINGS
@given(positions(), st.integers(0, 6))
def test_a_view_shows_own_chips_and_the_public_table(state: State, seat: int) -> None:
    seat %= state.players
    view = state.view(seat)
    assert (view.seat, view.players, view.options) == (seat, state.players, state.options)
    assert view.chips == state.chips[seat]
    assert (view.to_act, view.face_up, view.pot) == (state.to_act, state.face_up, state.pot)
    assert view.pile_left == state.pile_left and view.is_over == state.is_over
    assert view.taken == tuple(state.taken_cards(s) for s in range(state.players))
    assert view.dealt == (state.dealt[seat] if state.dealt is not None else ())


def test_nt_3_2_a_view_holds_no_other_seats_chips() -> None:
    names = set(View.__match_args__)
    assert "chips" in names and not names & {"purses", "all_chips", "cards", "removed"}
    state = State.new(3, 1).play(Action.PASS)  # seat 0 now has 10, the others 11
    assert [state.view(seat).chips for seat in range(3)] == [10, 11, 11]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_dealt_cards_are_private_to_their_owner(players: int) -> None:
    state = State.new(players, 77, Options(deal_removed=True))
    assert state.dealt is not None
    for seat in range(players):
        view = state.view(seat)
        assert view.dealt == state.dealt[seat] and len(view.dealt) == 9 // players
        others = {c for s, hand in enumerate(state.dealt) if s != seat for c in hand}
        assert not others & set(view.dealt)


def test_the_face_up_card_shows_and_the_pile_does_not() -> None:
    state = State.deal(3, [27, 3, 14])
    assert state.view(1).face_up == Card(27) and state.view(1).pile_left == 23


def test_views_are_immutable() -> None:
    view = State.new(3, 1).view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.chips = 99


@pytest.mark.parametrize("seat", [-1, 3, 10])
def test_a_view_needs_a_seat_of_the_game(seat: int) -> None:
    with pytest.raises(ValueError):
        State.new(3, 1).view(seat)


def test_the_reshuffle_changes_hidden_things_and_keeps_the_cards() -> None:
    """The helper above must really change what is hidden, or the equal-views test is empty."""
    state = State.new(4, 5, Options(deal_removed=True)).play(Action.PASS)
    other = _reshuffle_hidden(state, 0, random.Random(1))
    assert other != state and other.cards[0] == state.cards[0]
    assert other.cards[1:] != state.cards[1:] and other.chips[1:] != state.chips[1:]
    assert other.removed is not None and state.removed is not None
    assert sorted((*other.cards, *other.removed)) == sorted((*state.cards, *state.removed))
    assert other.dealt is not None and state.dealt is not None
    assert other.dealt[0] == state.dealt[0] and other.dealt[1:] != state.dealt[1:]
    assert other.view(1) != state.view(1)


def test_views_share_the_taken_cards_until_the_next_take() -> None:
    """Every seat's view of a position, and of the positions after it up to the next take,
    holds one and the same taken cards (made once, not on each call), and they are right."""
    state = State.new(3, seed=4).apply(Action.TAKE).apply(Action.PASS)
    taken = state.view(0).taken
    assert state.view(2).taken is taken
    assert state.apply(Action.PASS).view(1).taken is taken
    assert taken == tuple(state.taken_cards(seat) for seat in range(3))
    after = state.apply(Action.TAKE)
    assert after.view(0).taken == tuple(after.taken_cards(seat) for seat in range(3))
    assert after.view(0).taken != taken
