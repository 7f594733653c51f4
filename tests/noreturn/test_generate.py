"""The legal-action generator: golden counts (like perft), order, unranking and sampling.

The golden counts were computed by the brute-force enumerator below, which tries every
candidate built from sub-multisets of the hand and of the rows and keeps those that pass a
rule check written here from RULES.md (it never calls the engine's validator); they are
checked in as literal numbers and must also agree with the reference model of
``regelwerk.noreturn.testing``.
"""

from __future__ import annotations

import hashlib
import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator

import pytest
from hypothesis import given

from regelwerk.noreturn import (
    Action,
    Clear,
    Exchange,
    Pass,
    Phase,
    Play,
    SetAside,
    Stage,
    State,
    Tile,
)
from regelwerk.noreturn.testing import Model, random_position

from .helpers import SETTINGS, T, position, positions


def subs(tiles: tuple[Tile, ...]) -> Iterator[tuple[Tile, ...]]:
    """Every sub-multiset of ``tiles`` once (by index subsets, duplicates dropped)."""
    seen = set()
    for size in range(len(tiles) + 1):
        for pick in itertools.combinations(sorted(tiles), size):
            if pick not in seen:
                seen.add(pick)
                yield pick


def rule_check(state: State, action: Action) -> bool:
    """Whether ``action`` is legal, from RULES.md alone (NR-3.2, NR-4 to NR-7)."""
    seat = state.seats[state.to_act or 0]
    hand = Counter(seat.hand)

    def from_hand(tiles: tuple[Tile, ...]) -> bool:  # NR-4.3
        return not Counter(tiles) - hand

    def one_colour(tiles: tuple[Tile, ...]) -> bool:
        return len({tile.colour for tile in tiles}) == 1

    if state.stage is Stage.SETUP:
        return isinstance(action, SetAside) and from_hand(action.tiles)
    if isinstance(action, SetAside):
        return False
    in_phase_1 = seat.phase is Phase.ONE
    if action.phase2 and not in_phase_1:  # NR-6.1
        return False
    if isinstance(action, Pass):  # NR-4.4, NR-6.1
        return not seat.hand and not action.phase2
    if isinstance(action, Exchange):  # NR-5.2, NR-7.1
        return 1 <= len(action.tiles) <= 4 and from_hand(action.tiles)
    if isinstance(action, Play):  # NR-5.3, NR-5.4, NR-6.2
        if not in_phase_1 or action.phase2 or not action.tiles or not one_colour(action.tiles):
            return False
        row = seat.row(action.tiles[0].colour)
        return from_hand(action.tiles) and all(
            new.value <= old.value for new in action.tiles for old in row
        )
    assert isinstance(action, Clear)
    if in_phase_1 and not action.phase2:  # NR-4.1
        return False
    if not action.tiles or not one_colour(action.tiles):  # NR-7.2
        return False
    values = sorted(tile.value for tile in seat.row(action.tiles[0].colour))
    if sorted(tile.value for tile in action.tiles) != values[: len(action.tiles)]:
        return False
    if len(action.tiles) > len(values):
        return False
    pay, due = action.pay, sum(tile.value for tile in action.tiles)
    if not pay or not one_colour(pay) or not from_hand(pay):  # NR-7.3
        return False
    paid = sum(tile.value for tile in pay)
    if paid < due:
        return False
    minimal = state.options.minimal_payment  # NR-7.5
    return not (minimal and any(paid - tile.value >= due for tile in pay))


def brute_force(state: State) -> set[Action]:
    """Every legal action: all candidates from sub-multisets, filtered by :func:`rule_check`."""
    if state.is_over:
        return set()
    seat = state.seats[state.to_act or 0]
    row_tiles = tuple(tile for row in seat.rows for tile in row)
    candidates: list[Action] = [Pass(), Pass(True)]
    for pick in subs(seat.hand):
        candidates.append(SetAside(pick))
        for declared in (False, True):
            candidates += [Exchange(pick, declared), Play(pick, declared)]
            candidates += [Clear(cleared, pick, declared) for cleared in subs(row_tiles)]
    return {action for action in candidates if rule_check(state, action)}


SETUP = State.deal([T("R1 R1 R2 O5 O5 B7 P11 P3"), T("G1 G2 G3 G4 G5 G6 G7 G8")])
PHASE_1 = position("R11 R7 R5 R3 O4 B10 B2 B2", rows="R9 R6 O8 B3")
PHASE_2 = position("R11 R7 R5 O4 O4 B10 B2 G6", rows="R9 R6 R4 O8 O3 B3 B1 G11 G10", phase=2)
MINIMAL = PHASE_2.replace(options=PHASE_2.options.__class__(minimal_payment=True))
EMPTY_HAND = position("", rows="R9", phase=2, others=["B1"])

GOLDEN = [
    ("setup", SETUP, 144),
    ("phase 1", PHASE_1, 304),
    ("phase 2", PHASE_2, 191),
    ("minimal payment", MINIMAL, 156),
    ("empty hand", EMPTY_HAND, 1),
]


@pytest.mark.parametrize(("name", "state", "expected"), GOLDEN, ids=[g[0] for g in GOLDEN])
def test_golden_counts(name: str, state: State, expected: int) -> None:
    legal = state.legal_actions()
    assert legal.count() == expected
    assert len(legal) == expected and bool(legal)
    listed = list(legal)
    assert len(listed) == expected == len(set(listed))
    assert set(listed) == brute_force(state) == Model.from_state(state).legal_actions()


def test_golden_counts_by_kind() -> None:
    """The phase 1 position split by kind, so a miscount says where it is."""
    kinds = Counter(
        (type(action).__name__, getattr(action, "phase2", False))
        for action in PHASE_1.legal_actions()
    )
    # R11 R7 R5 R3 O4 B10 B2 B2: seven kinds, B2 twice.  Exchanges of 1 to 4 tiles:
    # 7 + (21 + 1) + (35 + 6) + (35 + 15) = 120, with and without declaring phase 2.
    exchanges = sum(1 for pick in subs(PHASE_1.seats[0].hand) if 1 <= len(pick) <= 4)
    assert kinds[("Exchange", False)] == kinds[("Exchange", True)] == exchanges == 120
    # plays: red at most R6 (R5, R3): 3; orange at most O8 (O4): 1; blue at most B3 (B2 B2): 2
    assert kinds[("Play", False)] == 3 + 1 + 2
    # declared clears: R6 (due 6) 16 payments, R9 R6 (15) 7, O8 (8) 15, B3 (3) 20
    assert kinds[("Clear", True)] == 16 + 7 + 15 + 20
    assert sum(kinds.values()) == 304


def test_brute_force_rule_check_is_not_vacuous() -> None:
    assert not rule_check(PHASE_1, Play(T("R7")))  # NR-5.4
    assert rule_check(PHASE_1, Play(T("R5 R3")))
    assert not rule_check(PHASE_2, Clear(T("R6"), T("R11")))  # NR-7.2
    assert rule_check(PHASE_2, Clear(T("R4"), T("R5")))
    assert not rule_check(MINIMAL, Clear(T("R4"), T("B10 B2")))  # NR-7.5
    assert rule_check(PHASE_2, Clear(T("R4"), T("B10 B2")))


@pytest.mark.parametrize("state", [SETUP, PHASE_1, PHASE_2, MINIMAL, EMPTY_HAND])
def test_indexing_is_the_listing_order(state: State) -> None:
    legal = state.legal_actions()
    listed = list(legal)
    assert [legal[i] for i in range(len(listed))] == listed
    assert legal[-1] == listed[-1] and legal[-len(listed)] == listed[0]
    for bad in (len(listed), -len(listed) - 1):
        with pytest.raises(IndexError):
            legal[bad]
    assert all(action in legal for action in listed)


def test_finished_game_has_no_legal_action() -> None:
    state = position("R1", others=["B1"]).play(Exchange(T("R1"))).play(Exchange(T("B1")))
    legal = state.legal_actions()
    assert state.is_over and legal.count() == 0 and not legal and list(legal) == []
    with pytest.raises(IndexError):
        legal.sample(random.Random(1))


def test_membership_of_non_actions_is_false() -> None:
    legal = PHASE_1.legal_actions()
    assert "exchange R3" not in legal
    assert None not in legal


# --- sampling


SMALL = position("B2 B1 R3", rows="O2", phase=2)  # 7 exchanges, 3 clears of O2


def chi_square(state: State, randrange: Callable[[int], int], draws_per_action: int) -> float:
    legal = state.legal_actions()
    listed = list(legal)
    counts = Counter(legal.sample(randrange) for _ in range(draws_per_action * len(listed)))
    assert set(counts) <= set(listed)
    return sum((counts[action] - draws_per_action) ** 2 / draws_per_action for action in listed)


BOUND = 45.0  # chi-square with 9 degrees of freedom exceeds ~44.7 with probability 1e-6


def test_sample_is_uniform() -> None:
    assert SMALL.legal_actions().count() == 10
    assert chi_square(SMALL, random.Random(20261129).randrange, 300) < BOUND


def test_the_uniformity_check_catches_a_biased_sampler() -> None:
    rng = random.Random(7)

    def low_biased(n: int) -> int:  # favours small indices
        return min(rng.randrange(n), rng.randrange(n))

    def never_last(n: int) -> int:  # an off-by-one: the last action is never drawn
        return rng.randrange(n - 1)

    assert chi_square(SMALL, low_biased, 300) > BOUND
    assert chi_square(SMALL, never_last, 300) > BOUND


def test_sample_accepts_a_random_or_a_randrange() -> None:
    legal = PHASE_1.legal_actions()
    listed = set(legal)
    first = [legal.sample(random.Random(5)) for _ in range(3)]
    assert len(set(first)) == 1 and first[0] in listed
    assert legal.sample(lambda n: n - 1) == list(legal)[-1]
    assert legal.sample(lambda n: 0) == next(iter(legal))
    rng = random.Random(6)
    assert all(legal.sample(rng) in listed for _ in range(200))


# --- the listing order (logs, ``simulate`` and sampling depend on it)


def order_positions() -> Iterator[State]:
    """Fixed positions of every kind: random built ones (hands with pairs, piles, either
    payment rule) and every position of a few seeded uniform-random games, setup included."""
    rng = random.Random(20261201)
    for _ in range(300):
        yield random_position(rng)
    for seed in range(6):
        game_rng = random.Random(seed)
        state = State.new(2 + seed % 3, seed)
        while not state.is_over:
            yield state
            state = state.apply(state.legal_actions().sample(game_rng))


# sha256 of every listing above, one action per line in notation, one blank line after
# each position; recorded before the listing was rewritten for speed (issue 12)
LISTING_DIGEST = "fa1d418414fef4513cf8f07c0aedbec9893a57647a194dd728838e7d44b026a2"


def listing_text(states: Iterable[State]) -> str:
    return "".join(
        "".join(f"{action}\n" for action in state.legal_actions()) + "\n" for state in states
    )


def test_the_listing_order_is_pinned() -> None:
    text = listing_text(order_positions())
    assert text.count("\n") > 20_000  # many positions, many actions each
    assert hashlib.sha256(text.encode()).hexdigest() == LISTING_DIGEST


@SETTINGS
@given(positions)
def test_the_listing_is_the_unranking_order(state: State) -> None:
    """Every index, not a sample of them: listing and unranking are two codes of one order.
    A listed view counts its listing (``list()`` asks for its length); the unranking is that
    of a fresh view, which counts the blocks."""
    listed_view = state.legal_actions()
    listed = list(listed_view)
    legal = state.legal_actions()
    assert listed == [legal[index] for index in range(legal.count())]
    assert listed_view.count() == len(listed) == legal.count()
