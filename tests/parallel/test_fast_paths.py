"""The speed paths decide exactly as the general paths they short-cut.

* ``State.play`` with a draw takes a fused check-and-apply for exchanges and plays; it must
  accept, refuse and build precisely what ``check`` + ``check_draw`` + ``apply`` do;
* the ``no-return/1`` decoder reads well-formed turns on a lean path; it must give the
  records and faults of the checked path;
* ``State.deal`` counts copies; it must give the bag, and the faults, of removing hands
  from the tile set one by one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.errors import IllegalActionError
from regelwerk.logs.shape import ShapeError
from regelwerk.noreturn import (
    KINDS,
    TILESET,
    Exchange,
    Phase,
    Play,
    Stage,
    State,
    Tile,
    transition,
    validate,
)
from regelwerk.noreturn import log as nr_log
from regelwerk.noreturn.actions import Action
from regelwerk.noreturn.log import decode as nr_decode
from regelwerk.noreturn.multisets import remove
from regelwerk.noreturn.policies import greedy
from regelwerk.violation import Violation


def _positions(seed: int) -> list[State]:
    """A game's positions; odd seeds play greedily, which plays and clears far more."""
    rng = random.Random(seed)
    state = State.new(3, seed)
    out = []
    while not state.is_over:
        out.append(state)
        action = greedy(state, rng) if seed % 2 else state.legal_actions().sample(rng)
        state = state.apply(action)
    return out


def _general(state: State, action: Action, draw: Sequence[Tile]) -> State | Violation:
    """What ``play`` must do, spelled out with the general functions only."""
    violation = validate.check(state, action)
    if violation is None:
        violation = validate.check_draw(state, action, draw)
    if violation is not None:
        return violation
    return transition.apply(state, action, draw)


def _played(state: State, action: Action, draw: Sequence[Tile]) -> State | Violation:
    try:
        return state.play(action, draw)
    except IllegalActionError as error:
        return error.violation


def _variants(
    state: State, rng: random.Random, other: State
) -> list[tuple[Action, tuple[Tile, ...]]]:
    """A legal action with its right draw, and the ways a log gets one wrong."""
    action = state.legal_actions().sample(rng)
    foreign = other.legal_actions().sample(rng) if not other.is_over else action
    cases: list[tuple[Action, tuple[Tile, ...]]] = []
    chosen = greedy(state, rng)  # plays and clears, which uniform sampling rarely picks
    for candidate in (action, foreign, chosen):
        count = transition.draw_count(state, candidate)
        bag = list(state.bag)
        front = tuple(bag[:count])
        shuffled = bag[:]
        rng.shuffle(shuffled)
        cases += [
            (candidate, front),  # a seeded game's draw
            (candidate, tuple(sorted(shuffled[:count]))),  # another draw from the bag
            (candidate, front[:-1]),  # one too few
            (candidate, tuple(bag[: count + 1])),  # one too many
            (candidate, front[:-1] + (rng.choice(KINDS),)),  # maybe not in the bag
        ]
    tiles = getattr(action, "tiles", ())
    if isinstance(action, Exchange | Play) and tiles:
        flipped = (
            Exchange(tiles, not action.phase2)
            if isinstance(action, Exchange)
            else Play(tiles, True)
        )
        cases.append((flipped, cases[0][1]))
        cases.append((type(action)(tiles + (rng.choice(KINDS),)), cases[0][1]))
    return cases


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_play_with_a_draw_is_check_then_check_draw_then_apply(seed: int, pick: int) -> None:
    positions = _positions(seed)
    rng = random.Random(pick)
    for state in rng.sample(positions, min(12, len(positions))):
        for action, draw in _variants(state, rng, rng.choice(positions)):
            assert _played(state, action, draw) == _general(state, action, draw)


def test_play_on_states_built_by_hand() -> None:
    """Built states have an unsorted bag and tiles in rows: the draw must come off it the
    same way (first copies), and NR-5.4 must be judged against the row."""
    r = {value: Tile.parse(f"R{value}") for value in range(1, 12)}
    b = {value: Tile.parse(f"B{value}") for value in range(1, 12)}
    state = State.build(
        [[r[5], r[7], b[2], b[2], b[3], b[9], b[10], b[11]], [r[1]] * 2],
        rows=[[r[6]], []],
        bag=[b[1], r[9], b[1], r[2]],
    )
    for action in (Play((r[5],)), Play((r[7],)), Exchange((b[2], b[2])), Exchange((b[2],) * 3)):
        for draw in ((b[1],), (b[1], b[1]), (r[2], b[1]), (r[9],), (b[1], r[9], b[1])):
            assert _played(state, action, draw) == _general(state, action, draw)


# --- the decoder -------------------------------------------------------------------------

_KEYS = ["player", "phase2", "play", "exchange", "clear", "pay", "pass", "draw", "extra"]
_VALUES = st.one_of(
    st.just(True),
    st.just(False),
    st.none(),
    st.integers(-1, 3),
    st.just("R3"),
    st.lists(st.sampled_from(["R3", "B11", "G1", "P7", "Y12", "r3", ""]), max_size=4),
    st.lists(st.integers(0, 5), max_size=2),
    st.dictionaries(st.just("R3"), st.just(1), max_size=1),
)


def _decoded(value: Any, checked: bool) -> Any:
    decode = nr_decode._checked_turn if checked else nr_decode._turn
    try:
        return decode(value, 4)
    except ShapeError as error:
        return (error.pointer, error.violation)


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(st.sampled_from(_KEYS), _VALUES, max_size=5))
def test_lean_turn_decoding_is_the_checked_decoding(turn: dict[str, Any]) -> None:
    assert _decoded(turn, checked=False) == _decoded(turn, checked=True)


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10**6))
def test_lean_decoding_of_recorded_turns(seed: int) -> None:
    from regelwerk.logs import Recorder

    rng = random.Random(seed)
    recorder = Recorder.new("no-return", ["A", "B", "C"], seed)
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(rng))
    for turn in recorder.to_json()["turns"]:
        variants: list[Any] = [turn, dict(reversed(turn.items())), {**turn, "player": 1}]
        variants.append({**turn, "phase2": True})
        for variant in variants:
            assert _decoded(variant, checked=False) == _decoded(variant, checked=True)


# --- the deal ----------------------------------------------------------------------------


def _dealt_one_by_one(hands: Sequence[Sequence[Any]]) -> tuple[Tile, ...] | str:
    bag = TILESET
    for hand in hands:
        if len(hand) != 8:
            return "count"
        bag, missing = remove(bag, hand)
        if missing:
            return f"missing {missing[0]}"
    return bag


def _dealt(hands: Sequence[Sequence[Any]]) -> tuple[Tile, ...] | str:
    try:
        state = State.deal(hands)
    except IllegalActionError as error:
        reason = error.violation["reason"]
        return "count" if reason == "count" else f"missing {error.violation['tile']}"
    return state.bag


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from(KINDS[:12]), min_size=7, max_size=9), min_size=2, max_size=4)
)
def test_deal_counts_copies_as_removing_them_would(hands: list[list[Tile]]) -> None:
    assert _dealt(hands) == _dealt_one_by_one(hands)


# --- fast-forwarding a record ------------------------------------------------------------


def _record(seed: int) -> dict[str, Any]:
    from regelwerk.logs import Recorder

    rng = random.Random(seed)
    recorder: Recorder[Any, Any] = Recorder.new("no-return", ["A", "B", "C"][: 2 + seed % 2], seed)
    while not recorder.state.is_over and len(recorder.log.turns) < 30 + seed % 50:
        action = greedy(recorder.state, rng) if seed % 3 else None
        recorder.play(action or recorder.state.legal_actions().sample(rng))
    document: dict[str, Any] = recorder.to_json()
    return document


def _mutated(document: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The record with one turn changed the way a broken log changes it."""
    turns = [dict(turn) for turn in document["turns"]]
    if not turns:
        return document
    at = rng.randrange(len(turns))
    turn = turns[at]
    change = rng.randrange(6)
    tile = str(rng.choice(KINDS))
    if change == 0 and turn.get("draw"):
        turn["draw"] = turn["draw"][:-1]
    elif change == 1:
        turn["draw"] = [*turn.get("draw", []), tile]
    elif change == 2:
        turn["player"] = rng.randrange(4)
    elif change == 3:
        turns.insert(at, {"pass": True})
    elif change == 4:
        turns.append({"exchange": [tile]})
    else:
        key = next((k for k in ("play", "exchange", "clear", "pay") if k in turn), None)
        if key is not None:
            turn[key] = [*turn[key][1:], tile]
        else:
            turn["phase2"] = True
    turns[at] = turn
    return {**document, "turns": turns}


def _replayed_to_the_end(document: dict[str, Any]) -> tuple[int | None, State] | None:
    """The replay's last event, or ``None`` if it finds a fault."""
    log, faults = nr_log.CODEC.decode(document, False)
    assert not faults and log is not None
    last = None
    for event in nr_log.CODEC.replay(log, document, False):
        if not isinstance(event, tuple):
            return None
        last = event
    assert last is not None and last[0] == len(log.turns)
    return last


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_fast_forward_reaches_the_state_the_replay_reaches(seed: int) -> None:
    rng = random.Random(seed)
    for document in (_record(seed), _mutated(_record(seed), rng)):
        log, _ = nr_log.CODEC.decode(document, False)
        assert log is not None
        quick = nr_log.CODEC.final(log, document)
        slow = _replayed_to_the_end(document)
        # A faultless record is fast-forwarded to the replay's very last state; a faulty
        # one is left to the replay, which says what is wrong.
        assert quick == slow


def test_fast_forward_leaves_unsorted_bags_to_the_replay() -> None:
    from regelwerk.noreturn.fastforward import fast_forward

    state = State.new(3, 5)
    rng = random.Random(5)
    while state.stage is not Stage.PLAY:
        state = state.apply(state.legal_actions().sample(rng))
    assert state.bag != tuple(sorted(state.bag))  # a seeded game's bag: in draw order
    assert fast_forward(state, []) is None


# --- counting plays ----------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_plays_are_counted_as_listed(seed: int) -> None:
    """The one-walk play counts are the sizes of the play blocks the generator lists."""
    from regelwerk.noreturn.generate import Generator, _play_counts, _product

    for state in _positions(seed):
        if state.stage is not Stage.PLAY or state.to_act is None:
            continue
        seat = state.seats[state.to_act]
        generator = Generator(state)
        counts = _play_counts(seat)
        assert counts == [_product(generator._playable(colour)) - 1 for colour in range(6)]
        listed = list(state.legal_actions())
        assert state.legal_actions().count() == len(listed)
        if seat.phase is Phase.ONE and seat.hand:
            assert sum(isinstance(action, Play) for action in listed) == sum(counts)
