"""The setup (NR-3): the deal, the mulligans and the return of the set-aside tiles."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from regelwerk.errors import IllegalActionError
from regelwerk.noreturn import TILESET, Colour, Exchange, Phase, SetAside, Stage, State
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

from .helpers import T

HANDS = [T("R1 R1 R2 O5 O5 B7 P11 P3"), T("G1 G2 G3 G4 G5 G6 G7 G8"), T("Y9 Y9 Y8 Y8 B1 B2 B3 B4")]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nr_3_1_every_seat_draws_eight_from_the_bag(players: int) -> None:
    state = State.new(players, seed=11)
    assert state.stage is Stage.SETUP and state.to_act == 0 and state.turn == 0
    assert [len(seat.hand) for seat in state.seats] == [8] * players
    assert len(state.bag) == 132 - 8 * players
    assert Counter(state.tiles()) == Counter(TILESET)
    assert all(seat.rows == ((),) * 6 and seat.pile == () for seat in state.seats)
    assert all(seat.phase is Phase.ONE for seat in state.seats)  # NR-5.1


def test_nr_3_1_seeded_deal_is_the_documented_shuffle() -> None:
    bag = list(TILESET)
    random.Random(2024).shuffle(bag)
    state = State.new(3, seed=2024)
    for seat in range(3):
        assert state.seats[seat].hand == tuple(sorted(bag[8 * seat : 8 * seat + 8]))
    assert state.bag == tuple(bag[24:])


def test_log_draw_setup_hand_of_other_than_eight() -> None:
    with pytest.raises(IllegalActionError) as raised:
        State.deal([HANDS[0][:7], HANDS[1]])
    assert raised.value.violation == Violation.of(
        LogCode.LOG_DRAW, reason="count", expected=8, drawn=7
    )
    with pytest.raises(IllegalActionError) as raised:
        State.deal([HANDS[0], (*HANDS[1], *T("R3"))])
    assert raised.value.violation == Violation.of(
        LogCode.LOG_DRAW, reason="count", expected=8, drawn=9
    )


def test_log_draw_setup_hand_with_a_tile_no_longer_in_the_bag() -> None:
    with pytest.raises(IllegalActionError) as raised:
        State.deal([HANDS[0], T("R1 G2 G3 G4 G5 G6 G7 G8")])  # both R1 are in seat 0's hand
    assert raised.value.violation == Violation.of(LogCode.LOG_DRAW, reason="not-in-bag", tile="R1")


def test_nr_3_2_set_aside_none() -> None:
    state = State.deal(HANDS)
    after = state.play(SetAside(()), draw=())
    assert after.seats[0] == state.seats[0]
    assert after.bag == state.bag and after.set_aside == ()
    assert after.to_act == 1 and after.stage is Stage.SETUP


def test_nr_3_2_set_aside_all_eight_and_draw_eight() -> None:
    state = State.deal(HANDS)
    action = SetAside(HANDS[0])
    assert state.draw_count(action) == 8
    draw = T("R3 R4 R5 R6 R7 R8 R9 R10")
    after = state.play(action, draw=draw)
    assert after.seats[0].hand == tuple(sorted(draw))
    assert Counter(after.set_aside) == Counter(HANDS[0])
    assert Counter(after.tiles()) == Counter(TILESET)


def test_nr_3_2_setup_offers_every_distinct_set_aside() -> None:
    state = State.deal(HANDS)
    # R1 R1 R2 O5 O5 B7 P11 P3: 3 * 2 * 3 * 2 * 2 * 2 distinct sub-multisets
    assert state.legal_actions().count() == 144
    listed = list(state.legal_actions())
    assert len(set(listed)) == 144 and listed[0] == SetAside(())
    assert SetAside(HANDS[0]) in listed


def test_nr_3_2_setup_draw_of_the_wrong_size_or_not_in_the_bag() -> None:
    state = State.deal(HANDS)
    action = SetAside(T("R1 R1"))
    assert state.check_draw(action, T("R3")) == Violation.of(
        LogCode.LOG_DRAW, reason="count", expected=2, drawn=1
    )
    assert state.check_draw(action, T("R3 G2")) is None
    assert state.check_draw(action, T("G2 G2")) == Violation.of(
        LogCode.LOG_DRAW, reason="not-in-bag", tile="G2"
    )  # seat 1 holds one G2: only the other one is in the bag
    assert state.check_draw(action, T("R1 R3")) == Violation.of(
        LogCode.LOG_DRAW, reason="not-in-bag", tile="R1"
    )  # drawing back a tile just set aside


def test_nr_3_3_set_aside_tiles_return_only_after_the_last_seat() -> None:
    state = State.deal(HANDS)
    state = state.play(SetAside(T("R1 R1 R2")), draw=T("R3 R4 R5"))
    assert Counter(state.set_aside) == Counter(T("R1 R1 R2"))
    assert T("R1")[0] not in state.bag
    # seat 1 cannot draw the tiles seat 0 set aside: they are not in the bag yet
    violation = state.check_draw(SetAside(T("G1")), T("R1"))
    assert violation == Violation.of(LogCode.LOG_DRAW, reason="not-in-bag", tile="R1")
    with pytest.raises(IllegalActionError):
        state.play(SetAside(T("G1")), draw=T("R1"))
    state = state.play(SetAside(T("G1")), draw=T("R6"))
    assert state.stage is Stage.SETUP and state.to_act == 2
    assert Counter(state.set_aside) == Counter(T("R1 R1 R2 G1"))
    state = state.play(SetAside(T("Y9 Y9")), draw=T("R7 R7"))
    # now every seat has had its chance: the tiles go back and play begins with seat 0
    assert state.stage is Stage.PLAY and state.to_act == 0 and state.turn == 0
    assert state.set_aside == ()
    assert Counter(state.bag)[T("R1")[0]] == 2 and Counter(state.bag)[T("Y9")[0]] == 2
    assert len(state.bag) == 132 - 24
    assert Counter(state.tiles()) == Counter(TILESET)


def test_nr_3_3_seeded_game_draws_from_the_front_and_reshuffles() -> None:
    state = State.new(2, seed=99)
    front = state.bag[:3]
    action = SetAside(state.seats[0].hand[:3])
    state = state.play(action)
    assert Counter(state.seats[0].hand) >= Counter(front)
    state = state.play(SetAside(state.seats[1].hand[:8]))
    assert state.stage is Stage.PLAY and state.set_aside == ()
    assert len(state.bag) == 132 - 16
    assert Counter(state.bag) >= Counter(action.tiles)
    again = State.new(2, seed=99).play(action)
    again = again.play(SetAside(again.seats[1].hand[:8]))
    assert again == state  # the NR-3.3 reshuffle is seeded too


def test_same_seed_replays_identically() -> None:
    def game(seed: int) -> list[State]:
        rng = random.Random(seed)
        states = [State.new(3, seed)]
        while not states[-1].is_over:
            states.append(states[-1].play(states[-1].legal_actions().sample(rng)))
        return states

    first, second = game(8), game(8)
    assert first == second
    assert game(9)[0] != first[0]


def test_nr_4_2_build_refuses_a_hand_of_more_than_eight() -> None:
    """No rule ever gives a hand more than 8 tiles (NR-3.1, NR-4.2).  A built hand of 10
    once made the refill count negative: exchanging one tile then drew all but one tile of
    the bag (``draw_count`` was -1 and ``bag[:-1]`` was drawn)."""
    with pytest.raises(ValueError, match="8"):
        State.build([T("R1 R2 R3 R4 R5 R6 R7 R8 R9"), T("B1")], bag=T("G1 G2 G3"))
    state = State.build([T("R1 R2 R3 R4 R5 R6 R7 R8"), T("B1")], bag=T("G1 G2 G3"))
    assert state.draw_count(Exchange(T("R1"))) == 1


@pytest.mark.parametrize("to_act", [-1, 2, 3])
def test_build_refuses_a_seat_that_does_not_exist(to_act: int) -> None:
    with pytest.raises(ValueError, match="no player index"):
        State.build([T("R1"), T("B1")], to_act=to_act)


BUILDS_WITH_THREE_ENTRIES: dict[str, Callable[[], State]] = {
    "rows": lambda: State.build([T("R1"), T("B1")], rows=[T("R5"), T("B5"), T("G5")]),
    "piles": lambda: State.build([T("R1"), T("B1")], piles=[(), (), ()]),
    "phases": lambda: State.build([T("R1"), T("B1")], phases=[Phase.ONE] * 3),
}


@pytest.mark.parametrize("part", sorted(BUILDS_WITH_THREE_ENTRIES))
def test_build_needs_one_entry_per_seat(part: str) -> None:
    needed = rf"Give one entry per player for {part} \(2 in all\), not 3\."
    with pytest.raises(ValueError, match=needed):
        BUILDS_WITH_THREE_ENTRIES[part]()


def test_build_sorts_loose_row_tiles_into_descending_rows_by_colour() -> None:
    state = State.build([T("R1"), T("B1")], rows=[T("B3 R5 B9 R7"), ()])
    assert state.seats[0].row(Colour.RED) == T("R7 R5")
    assert state.seats[0].row(Colour.BLUE) == T("B9 B3")
