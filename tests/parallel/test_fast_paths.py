"""The rule kernel, on every path that calls it, decides as an independent reference does.

* ``State.play`` with a draw (the kernel's rules on the seat to act) must accept, refuse and
  build what :class:`regelwerk.noreturn.testing.Model` -- a plain restatement of the rules that
  shares no code with the engine -- says, and ``check`` + ``check_draw`` + ``apply`` agree;
* the fast-forward (the kernel's rules on a whole game) must stop at the turn at which the
  model finds the first fault, hand over the replay's state there, and reach the model's
  end state when there is none;
* the ``no-return/1`` decoder (pointers built only for faults; its loop reads turns of the
  well-formed shapes it has seen itself, the rest turn by turn) must accept a turn exactly
  when the shipped JSON Schema does, both ways alike, and give back the turns a recorder
  wrote;
* ``State.deal`` counts copies; it must give the bag, and the faults, of removing hands
  from the tile set one by one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import jsonschema  # type: ignore[import-untyped]
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.errors import IllegalActionError
from regelwerk.logs.decoding import Decoding
from regelwerk.logs.formats import json_schema
from regelwerk.noreturn import (
    KINDS,
    TILESET,
    Exchange,
    Phase,
    Play,
    Stage,
    State,
    Tile,
    validate,
)
from regelwerk.noreturn import log as nr_log
from regelwerk.noreturn.actions import Action
from regelwerk.noreturn.log import decode as nr_decode
from regelwerk.noreturn.log.records import turn_of
from regelwerk.noreturn.log.replay import final, replay
from regelwerk.noreturn.policies import greedy
from regelwerk.noreturn.testing import Model
from regelwerk.rules import LogCode, RuleId
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
    return state.apply(action, draw)


def _modelled(state: State, action: Action, draw: Sequence[Tile]) -> State | set[RuleId]:
    """What the model says of ``action`` and ``draw``: the rules broken, or the state after
    (``state`` when they are legal, to be compared with the engine's by the caller)."""
    model = Model.from_state(state)
    broken = model.broken(action)
    if broken:
        return broken
    if len(draw) != model.draw_count(action) or Counter(draw) - model.bag:
        return {LogCode.LOG_DRAW}
    return state


def _agree(state: State, action: Action, draw: Sequence[Tile]) -> None:
    engine = _played(state, action, draw)
    model = _modelled(state, action, draw)
    if isinstance(model, set):
        assert isinstance(engine, Violation) and engine.rule in model, (action, draw, engine)
    else:
        assert isinstance(engine, State), (action, draw, engine)
        reference = Model.from_state(state)
        reference.apply(action, draw)
        assert reference.differences(engine) == []
    assert engine == _general(state, action, draw)


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
        count = min(state.draw_count(candidate), len(state.bag))
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
def test_play_with_a_draw_agrees_with_the_model(seed: int, pick: int) -> None:
    positions = _positions(seed)
    rng = random.Random(pick)
    for state in rng.sample(positions, min(12, len(positions))):
        for action, draw in _variants(state, rng, rng.choice(positions)):
            _agree(state, action, draw)


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
            _agree(state, action, draw)
    after = state.play(Exchange((b[2],)), (r[9],))
    assert after.bag == (b[1], b[1], r[2])  # the first copies come off; the order stays


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


def _in_list(value: Any) -> Any:
    decoding = Decoding(False)
    turns = nr_decode._turns([{"exchange": ["R3"]}] * 4 + [value], decoding)
    if decoding.faults:
        (fault,) = decoding.faults
        return (fault.pointer, fault.violation)
    return turn_of(turns[4])


def _decoded(value: Any) -> Any:
    """The turn at ``/turns/4`` as the decoder reads it, twice: the first time its key order
    is met and once it is known (:data:`_SHAPES`).  A value the fast reading refuses goes to
    the checked one, which must name a fault (else the decoder raises its _Disagreement)."""
    first = _in_list(value)
    assert _in_list(value) == first
    return first


_SCHEMA = json_schema("no-return/1")
_TURN = jsonschema.Draft202012Validator({"$defs": _SCHEMA["$defs"], "$ref": "#/$defs/turn"})


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(st.sampled_from(_KEYS), _VALUES, max_size=5))
def test_turn_decoding_accepts_what_the_json_schema_accepts(turn: dict[str, Any]) -> None:
    decoded = _decoded(turn)
    assert isinstance(decoded, nr_log.Turn) == _TURN.is_valid(turn), decoded
    if not isinstance(decoded, nr_log.Turn):
        pointer, violation = decoded
        assert pointer.startswith("/turns/4") and violation.rule is LogCode.LOG_SCHEMA


_WELL_FORMED = (
    {"exchange": ["R3"], "draw": ["B11"]},
    {"player": 1, "phase2": True, "exchange": ["R3", "G1"]},
    {"play": ["R3", "R4"], "draw": ["B11"]},
    {"phase2": True, "clear": ["R3"], "pay": ["B11", "B1"], "draw": ["P7"]},
    {"pass": True},
)
_NOT_A_TILE_LIST = ({"R3": 1}, "R3", "R", ["R3", ["R3"]], ["R3", 3], [True], None, 3)


def test_every_value_the_loop_cannot_take_is_named_as_the_checked_reading_names_it() -> None:
    for turn in _WELL_FORMED:
        assert isinstance(_decoded(turn), nr_log.Turn)
        for key in turn:
            bad_values = _NOT_A_TILE_LIST if type(turn[key]) is list else (1, False, "x", None)
            for bad in bad_values:
                if key == "player" and type(bad) is int:
                    continue
                decoded = _decoded({**turn, key: bad})
                assert not isinstance(decoded, nr_log.Turn), (turn, key, bad)


def _entry_in_list(value: Any) -> Any:
    decoding = Decoding(False)
    setup = nr_decode._setup([value], None, decoding)
    if decoding.faults:
        (fault,) = decoding.faults
        return (fault.pointer, fault.violation)
    return setup[0]


_ENTRY_KEYS = ["hand", "set_aside", "draw", "extra"]


_SETUP_ENTRY = jsonschema.Draft202012Validator({"$defs": _SCHEMA["$defs"], "$ref": "#/$defs/setup"})


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(_ENTRY_KEYS), _VALUES, max_size=4))
def test_setup_entry_decoding_accepts_what_the_json_schema_accepts(
    entry: dict[str, Any],
) -> None:
    decoded = _entry_in_list(entry)
    assert isinstance(decoded, nr_log.SetupEntry) == _SETUP_ENTRY.is_valid(entry), decoded
    if not isinstance(decoded, nr_log.SetupEntry):
        pointer, violation = decoded
        assert pointer.startswith("/setup/0") and violation.rule is LogCode.LOG_SCHEMA


def test_every_setup_value_the_loop_cannot_take_is_a_fault() -> None:
    entry = {"hand": ["R3", "B11"], "set_aside": ["R3"], "draw": ["G1"]}
    assert isinstance(_entry_in_list(entry), nr_log.SetupEntry)
    for key in entry:
        for bad in _NOT_A_TILE_LIST:
            decoded = _entry_in_list({**entry, key: bad})
            assert not isinstance(decoded, nr_log.SetupEntry), (key, bad)
            assert decoded[0].startswith(f"/setup/0/{key}"), (key, bad, decoded)


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10**6))
def test_recorded_turns_decode_to_what_was_played(seed: int) -> None:
    from regelwerk.logs import Recorder

    rng = random.Random(seed)
    recorder: Recorder[Any, Any, Any] = Recorder.new("no-return", ["A", "B", "C"], seed)
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(rng))
    for turn, recorded in zip(recorder.to_json()["turns"], recorder.log.turns, strict=True):
        assert _decoded(turn) == recorded
        assert _decoded(dict(reversed(turn.items()))) == recorded
        assert _decoded({**turn, "player": 1}) == nr_log.Turn(recorded.action, recorded.draw, 1)


# --- the deal ----------------------------------------------------------------------------


def _dealt_one_by_one(hands: Sequence[Sequence[Any]]) -> tuple[Tile, ...] | str:
    bag = Counter(TILESET)
    for hand in hands:
        if len(hand) != 8:
            return "count"
        for tile in hand:
            if not bag[tile]:
                return f"missing {tile}"
            bag[tile] -= 1
    return tuple(sorted(bag.elements()))


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
    recorder: Recorder[Any, Any, Any] = Recorder.new(
        "no-return", ["A", "B", "C"][: 2 + seed % 2], seed
    )
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


def _events(document: dict[str, Any], quick: bool) -> list[Any]:
    log, faults = nr_log.CODEC.decode(document, False)
    assert not faults and log is not None
    return list(final(log, document) if quick else replay(log, document, False))


def _model_verdict(document: dict[str, Any], start: State) -> tuple[int | None, Model]:
    """The index of the first faulty turn as the model judges the record (``None``: none)
    and the model after the legal turns, from the state play begins in."""
    model = Model.from_state(start)
    log, _ = nr_log.CODEC.decode(document, False)
    assert log is not None
    for index, turn in enumerate(log.turns):
        if model.over or (turn.player is not None and turn.player != model.to_act):
            return index, model
        if model.broken(turn.action):
            return index, model
        if len(turn.draw) != model.draw_count(turn.action) or Counter(turn.draw) - model.bag:
            return index, model
        model.apply(turn.action, turn.draw)
    return None, model


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_fast_forward_stops_where_the_model_finds_the_first_fault(seed: int) -> None:
    rng = random.Random(seed)
    for document in (_record(seed), _mutated(_record(seed), rng), _mutated(_record(seed), rng)):
        slow = _events(document, quick=False)
        quick = _events(document, quick=True)
        states = [event for event in slow if isinstance(event, tuple)]
        start = next(state for index, state in states if index == 0)
        first, model = _model_verdict(document, start)
        faults = [event for event in quick if not isinstance(event, tuple)]
        if first is None:
            assert not faults
            assert quick[-1] == slow[-1]  # the replay's very last state
            assert model.differences(quick[-1][1]) == []
        else:
            # The sweep hands over the state before the faulty turn; the replay goes on
            # from there and finds the fault it finds from turn 0.
            assert faults == [slow[-1]] and faults[0].index == first
            assert quick[-2] == states[-1] == (first, quick[-2][1])
            assert model.differences(quick[-2][1]) == []


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_the_fused_pass_judges_a_document_as_the_replay_does(seed: int) -> None:
    """``validate``'s one walk (each turn read as the kernel's sweep comes to it) gives the
    result of the replay's last state for a record with no fault (``None`` while the game
    is not over), and gives up on any other (the long way names the fault); on documents
    out of shape as well."""
    rng = random.Random(seed)
    record = _record(seed)
    for document in (record, _mutated(record, rng), _mutated(_mutated(record, rng), rng)):
        judged = nr_log.CODEC.judged(document)
        slow = _events(document, quick=False)
        if any(not isinstance(event, tuple) for event in slow):
            assert judged is None
        else:
            claimed = tuple(document["result"]) if "result" in document else None
            assert judged == (slow[-1][1].result(), claimed)
    shapeless = [
        {**record, "turns": [*record["turns"], {"exchange": "R1"}]},
        {**record, "turns": [*record["turns"], ["pass"]]},
        {**record, "setup": record["setup"][:-1]},
        {**record, "players": [], "setup": []},  # no seat: NR-2.1, named by the long way
        {**record, "result": [0]},
        {**record, "options": {"minimal_payment": 1}},
        {**record, "extra": 1},
    ]
    for document in shapeless:
        assert nr_log.CODEC.judged(document) is None


def test_the_fused_pass_gives_the_claimed_result_with_the_final_result() -> None:
    from regelwerk.logs import Recorder

    rng = random.Random(4)
    recorder: Recorder[Any, Any, Any] = Recorder.new("no-return", ["A", "B", "C"], 4)
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(rng))
    document: dict[str, Any] = recorder.to_json()
    judged = nr_log.CODEC.judged(document)
    assert judged is not None
    result, claimed = judged
    assert result is not None and claimed == tuple(document["result"])
    assert result == _events(document, quick=False)[-1][1].result()


def test_fast_forward_hands_over_at_a_fault_in_the_first_and_the_last_turn() -> None:
    document = _record(4)
    turns = document["turns"]
    for at in (0, len(turns) - 1):
        broken = [dict(turn) for turn in turns]
        broken[at] = {**broken[at], "draw": [*broken[at].get("draw", []), "R1", "R1", "R1"]}
        quick = _events({**document, "turns": broken}, quick=True)
        assert quick[-1].index == at and quick[-1].rule is LogCode.LOG_DRAW
        assert quick[-2] == _events({**document, "turns": broken}, quick=False)[-2]


def test_fast_forward_leaves_unsorted_bags_to_the_replay() -> None:
    from regelwerk.noreturn.fastforward import fast_forward

    state = State.new(3, 5)
    rng = random.Random(5)
    while state.stage is not Stage.PLAY:
        state = state.apply(state.legal_actions().sample(rng))
    assert state.bag != tuple(sorted(state.bag))  # a seeded game's bag: in draw order
    assert fast_forward(state, []) == (0, state)


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
