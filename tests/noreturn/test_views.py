"""Views: what a seat may know.  Its own hand and the open table; only sizes of the rest."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.noreturn import Phase, SetAside, Stage, State

from .helpers import SETTINGS, T, positions

ROWS = [T("R9 R5"), T("B3"), ()]
PILES = [T("G4"), (), T("O1 O2")]


def table(hands: list[str], bag: str) -> State:
    return State.build(
        [T(hand) for hand in hands],
        rows=ROWS,
        piles=PILES,
        phases=[Phase.ONE, Phase.TWO, Phase.ONE],
        bag=T(bag),
        to_act=1,
        turn=7,
    )


def test_a_seat_sees_its_own_hand_and_the_open_table() -> None:
    state = table(["R1 R2 R3", "P1 P2", "Y5"], bag="G1 G2 G3")
    view = state.view(1)
    assert view.seat == 1 and view.hand == T("P1 P2")
    assert view.hand_sizes == (3, 2, 1)
    assert view.rows == tuple(seat.rows for seat in state.seats)
    assert view.rows[0][0] == T("R9 R5")
    assert view.piles == (T("G4"), (), T("O1 O2"))
    assert view.phases == (Phase.ONE, Phase.TWO, Phase.ONE)
    assert (view.bag_size, view.box_size, view.set_aside_size) == (3, 132 - 15, 0)
    assert (view.stage, view.to_act, view.turn) == (Stage.PLAY, 1, 7)
    assert view.options == state.options


def test_other_hands_bag_and_box_are_hidden() -> None:
    """Two states that differ only in the other hands' contents (equal sizes), the bag's
    contents and order, and the box's contents give seat 0 equal views."""
    one = table(["R1 R2 R3", "P1 P2", "Y5"], bag="G1 G2 G3")
    two = table(["R1 R2 R3", "Y11 B11", "P3"], bag="P1 Y5 G2")
    assert one.box != two.box and one.bag != two.bag
    assert one.view(0) == two.view(0)
    assert one.view(1) != two.view(1) and one.view(2) != two.view(2)
    reordered = one.replace(bag=T("G3 G1 G2"))
    assert all(reordered.view(seat) == one.view(seat) for seat in range(3))


def test_what_is_open_shows() -> None:
    base = table(["R1 R2 R3", "P1 P2", "Y5"], bag="G1 G2 G3")
    assert base.view(0) != table(["R1 R2 R3", "P1 P2 P3", "Y5"], bag="G1 G2 G3").view(0)
    assert base.view(0) != table(["R1 R2 R3", "P1 P2", "Y5"], bag="G1 G2").view(0)
    moved = State.build(
        [T("R1 R2 R3"), T("P1 P2"), T("Y5")], rows=[T("R9"), T("B3"), ()],
        piles=PILES, phases=[Phase.ONE, Phase.TWO, Phase.ONE], bag=T("G1 G2 G3"), to_act=1,
        turn=7,
    )  # fmt: skip
    assert base.view(0) != moved.view(0)  # another seat's rows are open
    assert base.view(0) != base.replace(seats=(base.seats[0], base.seats[1].replace(
        phase=Phase.ONE), base.seats[2])).view(0)  # fmt: skip


def test_set_aside_tiles_are_hidden_during_the_setup() -> None:
    hands = [T("R1 R1 R2 O5 O5 B7 P11 P3"), T("G1 G2 G3 G4 G5 G6 G7 G8")]
    state = State.deal(hands)
    one = state.play(SetAside(T("R1 R2")), draw=T("Y1 Y2"))
    two = state.play(SetAside(T("R1 R2")), draw=T("Y3 Y4"))
    assert one.view(1) == two.view(1)
    assert one.view(1).set_aside_size == 2
    assert one.view(0) != two.view(0)


def test_view_of_a_seat_that_does_not_exist() -> None:
    state = table(["R1", "P1", "Y5"], bag="")
    for seat in (-1, 3):
        with pytest.raises(IndexError):
            state.view(seat)


@SETTINGS
@given(positions, st.integers(0, 3), st.randoms(use_true_random=False))
def test_scrambling_what_a_seat_cannot_see_keeps_its_view(
    state: State, seat: int, rng: random.Random
) -> None:
    seat %= state.players
    other = state.resample(seat, rng)
    assert other.view(seat) == state.view(seat)
    assert other.view(seat).hand == state.seats[seat].hand


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 2**20), st.randoms(use_true_random=False))
def test_views_during_the_setup(players: int, seed: int, rng: random.Random) -> None:
    state = State.new(players, seed)
    for _ in range(rng.randrange(players)):
        state = state.play(state.legal_actions().sample(rng))
    for seat in range(players):
        assert state.resample(seat, rng).view(seat) == state.view(seat)
