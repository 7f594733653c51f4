"""The end of the game (NR-8) and scoring (NR-9), with full games of two and four players."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from regelwerk.game import Result
from regelwerk.noreturn import TILESET, Exchange, Phase, Stage, State, Tile

from .helpers import T

FULL = ["R1 R2 R3 R4 R5 R6 R7 R8", "O1 O2 O3 O4 O5 O6 O7 O8", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8",
        "G1 G2 G3 G4 G5 G6 G7 G8"]  # fmt: skip


def finish(state: State) -> State:
    """Every remaining seat exchanges its lowest tile until the game ends."""
    while not state.is_over:
        assert state.to_act is not None
        state = state.play(Exchange(state.seats[state.to_act].hand[:1]))
    return state


def ended(rows: list[str], piles: list[str], hands: list[str] | None = None) -> State:
    """A finished game: the last seat takes the last turn of a round with an empty bag."""
    players = len(rows)
    hands = hands or ["Y11", "Y10", "Y9", "Y8"][:players]
    state = State.build([T(hand) for hand in hands], rows=[T(r) for r in rows],
                        piles=[T(p) for p in piles], to_act=players - 1)  # fmt: skip
    state = state.play(Exchange(state.seats[players - 1].hand[:1]))
    assert state.is_over
    return state


def by_hand(state: State) -> tuple[int, ...]:
    """NR-9.1 recomputed: add up the notation's numbers on the pile, subtract the rows'."""
    out = []
    for seat in state.seats:
        plus = sum(int(str(tile)[1:]) for tile in seat.pile)
        minus = sum(int(str(tile)[1:]) for row in seat.rows for tile in row)
        out.append(plus - minus)
    return tuple(out)


def winners_by_hand(state: State) -> tuple[int, ...]:
    """NR-9.2 recomputed: the best score, then the least left in rows, then all tied."""
    scores = by_hand(state)
    left = [sum(tile.value for row in seat.rows for tile in row) for seat in state.seats]
    top = max(scores)
    tied = [seat for seat in range(state.players) if scores[seat] == top]
    least = min(left[seat] for seat in tied)
    return tuple(seat for seat in tied if left[seat] == least)


# --- NR-8.1


@pytest.mark.parametrize(("players", "drawer"), [(3, 0), (3, 1), (3, 2), (4, 0), (2, 1)])
def test_nr_8_1_the_round_is_completed_after_the_last_tile(players: int, drawer: int) -> None:
    """The last tile is drawn by the first, a middle or the last seat: every seat after it
    takes one more turn, and then the game ends; nobody before it plays again."""
    state = State.build([T(hand) for hand in FULL[:players]], bag=T("P11"), to_act=drawer)
    state = state.play(Exchange(state.seats[drawer].hand[:2]))  # draws the last tile
    assert state.bag == () and len(state.seats[drawer].hand) == 7
    followers = []
    while not state.is_over:
        assert state.last_round and state.stage is Stage.PLAY
        followers.append(state.to_act)
        state = finish_one(state)
    assert followers == list(range(drawer + 1, players))
    assert state.to_act is None and state.result() is not None


def finish_one(state: State) -> State:
    assert state.to_act is not None
    return state.play(Exchange(state.seats[state.to_act].hand[:1]))


def test_nr_8_1_equal_turns_in_a_seeded_game() -> None:
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = State.new(players, seed=players)
        turns = Counter[int]()
        while not state.is_over:
            if state.stage is Stage.PLAY:
                assert state.to_act is not None
                turns[state.to_act] += 1
            state = state.play(state.legal_actions().sample(rng))
        assert set(turns.values()) == {state.turn // players} and len(turns) == players
        assert state.turn % players == 0


def test_nr_8_1_game_goes_on_while_the_bag_holds_tiles() -> None:
    state = State.build([T(FULL[0]), T(FULL[1])], bag=T("P1 P2 P3"), to_act=1)
    state = state.play(Exchange(T("O1")))  # the last seat draws one: the bag keeps two
    assert not state.is_over and state.to_act == 0 and len(state.bag) == 2


# --- NR-8.2, NR-9.1, NR-9.2


def test_nr_9_1_pile_counts_for_and_rows_against() -> None:
    state = ended(["R9 R5 B3", "O2"], ["G11 G10", ""])
    assert state.scores() == (21 - 17, -2) == by_hand(state)
    result = state.result()
    assert result == Result(scores=(4, -2), winners=(0,))


def test_nr_9_1_scores_stand_during_the_game() -> None:
    state = State.build([T("R1"), T("R2")], rows=[T("B4"), ()], piles=[(), T("P7 P6")])
    assert state.scores() == (-4, 13) and state.result() is None


def test_nr_8_2_tiles_left_in_hands_count_nothing() -> None:
    poor = ended(["R9", "O9"], ["G1", "G2"], hands=["B1 B2", "B3"])
    rich = ended(["R9", "O9"], ["G1", "G2"], hands=["P11 P10 P9 P8 P7 P6 P5 P4", "Y11"])
    assert poor.scores() == rich.scores() == (-8, -7)
    assert poor.result() == rich.result()


def test_nr_9_2_highest_score_wins() -> None:
    state = ended(["", "R2", "O3"], ["B1", "B5", "G11"])
    assert state.result() == Result((1, 3, 8), (2,))


def test_nr_9_2_tie_goes_to_the_lower_rows() -> None:
    state = ended(["R5", "O1", ""], ["B10", "B6", "G4"])  # 5, 5 and 4
    result = state.result()
    assert result is not None and result.scores == (5, 5, 4)
    assert result.winners == (1,) == winners_by_hand(state)


def test_nr_9_2_fully_tied_players_share() -> None:
    state = ended(["R5", "O5", "Y1"], ["B10", "P10", "G1"])  # 5, 5 and 0; rows 5 and 5
    assert state.result() == Result((5, 5, 0), (0, 1))
    state = ended(["", ""], ["", ""])
    assert state.result() == Result((0, 0), (0, 1))


def test_nr_9_2_negative_scores() -> None:
    state = ended(["R5", "O2 O1", "Y4"], ["", "", "G1"])
    assert state.result() == Result((-5, -3, -3), (1,))  # rows 3 against 4
    assert winners_by_hand(state) == (1,)


# --- full games


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (4, 3), (4, 4)])
def test_full_game(players: int, seed: int) -> None:
    """A seeded game from the deal to the end: the setup, every turn refilled to 8 while the
    bag lasts, equal turns, and a result that matches the recomputation."""
    rng = random.Random(seed)
    state = State.new(players, seed=seed)
    for _ in range(players):
        state = state.play(state.legal_actions().sample(rng))
    assert state.stage is Stage.PLAY and state.set_aside == ()
    phases_entered = 0
    while not state.is_over:
        before = state
        action = state.legal_actions().sample(rng)
        state = state.play(action)
        assert Counter(state.tiles()) == Counter(TILESET)
        seat = before.to_act
        assert seat is not None
        assert len(state.seats[seat].hand) == 8 or not state.bag
        phases_entered += before.seats[seat].phase != state.seats[seat].phase
    assert state.turn % players == 0 and state.bag == ()
    result = state.result()
    assert result is not None
    assert result.scores == by_hand(state) and result.winners == winners_by_hand(state)
    assert phases_entered <= players
    assert all(seat.phase in (Phase.ONE, Phase.TWO) for seat in state.seats)


def test_scores_are_tiles_values() -> None:
    assert sum(tile.value for tile in TILESET) == 2 * 6 * 66
    assert all(isinstance(tile, Tile) for tile in TILESET)
