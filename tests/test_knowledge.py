"""Issue 20: what each seat knows.  An information state per seat with perfect recall (equal
exactly when the seat cannot tell two histories apart), views and information states that
serialise, and No Thanks!' resample that keeps what a seat that remembers knows."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from importlib import resources
from typing import Any

import jsonschema  # type: ignore[import-untyped]
from hypothesis import given
from hypothesis import strategies as st

from noreturn.helpers import SETTINGS
from regelwerk.games import load
from regelwerk.knowledge import InformationState
from regelwerk.logs import Recorder
from regelwerk.noreturn import State as NoReturnState
from regelwerk.noreturn.game import NO_RETURN
from regelwerk.noreturn.view import View as NoReturnView
from regelwerk.nothanks import Options as NoThanksOptions
from regelwerk.nothanks import State as NoThanksState
from regelwerk.nothanks.cards import CARDS
from regelwerk.nothanks.game import NO_THANKS
from regelwerk.nothanks.view import View as NoThanksView

NAMES = ["Ada", "Ben", "Cleo"]

# The two histories of the issue: seat 0 ends with the same view (card 5, pot 1, its 9 chips,
# the same cards taken) but seats 1 and 2 hold 13 and 10 chips after one, 10 and 13 after
# the other; a seat that remembers knows which.
FIRST = "pass pass pass pass take pass take take take take pass"
SECOND = "pass take pass pass pass pass take take take take pass"
PILE = [32, 6, 24, 27, 31, 5]


def _nt_history(actions: str) -> tuple[NoThanksState, list[Any]]:
    rest = [card for card in CARDS if card not in PILE]
    start = NoThanksState.deal(3, [*PILE, *rest[:18]], removed=rest[18:27])
    return start, _actions(actions)


def _actions(text: str) -> list[Any]:
    return [NO_THANKS.parse_action(word) for word in text.split(" ")]


def _end(start: Any, actions: list[Any]) -> Any:
    for action in actions:
        start = start.play(action)
    return start


def test_the_issue_s_two_histories_look_alike_but_are_known_apart() -> None:
    one, two = _nt_history(FIRST), _nt_history(SECOND)
    end_one, end_two = _end(*one), _end(*two)
    assert end_one.chips == (9, 13, 10) and end_two.chips == (9, 10, 13)
    assert end_one.view(0) == end_two.view(0)  # what seat 0 sees at the table now
    known_one = NO_THANKS.information_state(0, *one)
    known_two = NO_THANKS.information_state(0, *two)
    assert known_one != known_two and str(known_one) != str(known_two)
    assert known_one.view == end_one.view(0)


def test_no_thanks_resample_keeps_the_chips_the_history_shows() -> None:
    """The issue's bug: after ``pass pass take pass ...`` resample split seat 1's 8 chips."""
    start = NoThanksState.new(3, 7)
    actions = _actions("pass pass take pass pass pass")
    state = _end(start, actions)
    for k in range(50):
        assert state.resample(0, random.Random(k)).chips == state.chips


# --- equal information states exactly when a seat cannot tell two histories apart ---------


def _nt_variants(seed: int, count: int) -> list[tuple[Any, ...]]:
    """Deals a seat cannot tell apart early on: the same first cards of the pile, the rest
    of the pile and the removed cards dealt anew."""
    rng = random.Random(seed)
    base = NoThanksState.new(3, seed).cards
    keep = rng.randint(1, 6)
    out = []
    for _ in range(count):
        rest = [card for card in CARDS if card not in base[:keep]]
        rng.shuffle(rest)
        pile = [*base[:keep], *rest[: 24 - keep]]
        out.append((pile, rest[24 - keep : 33 - keep], None))
    return out


def _redacted(recorder: Recorder[Any, Any, Any], seat: int) -> str:
    game: Any = load(recorder.game)
    document = game.redact(recorder.log, seat)
    return json.dumps(document, sort_keys=True)


def _pairs_known_apart(histories: list[tuple[Any, list[Any], Recorder[Any, Any, Any]]]) -> int:
    """How many information states two histories with different redacted logs share, and
    how many redacted logs two different information states share (both must be 0)."""
    wrong = 0
    for seat in range(3):
        by_info: dict[InformationState, set[str]] = defaultdict(set)
        by_log: dict[str, set[InformationState]] = defaultdict(set)
        for start, actions, recorder in histories:
            game: Any = load(recorder.game)
            known = game.information_state(seat, start, actions)
            log = _redacted(recorder, seat)
            by_info[known].add(log)
            by_log[log].add(known)
        wrong += sum(len(logs) > 1 for logs in by_info.values())
        wrong += sum(len(infos) > 1 for infos in by_log.values())
    return wrong


@SETTINGS
@given(st.integers(0, 2**32))
def test_no_thanks_information_states_match_what_the_redacted_log_shows(seed: int) -> None:
    rng = random.Random(seed)
    histories = []
    for deal in _nt_variants(seed, 6):
        recorder = Recorder.deal("no-thanks", NAMES, deal)
        start = recorder.state
        actions: list[Any] = []
        plays = random.Random(rng.randint(0, 2))  # few action sequences: many alike
        for _ in range(rng.randint(0, 12)):
            action = recorder.state.legal_actions().sample(plays)
            recorder.play(action)
            actions.append(action)
        histories.append((start, actions, recorder))
    assert _pairs_known_apart(histories) == 0


def _nr_truths(seed: int, count: int) -> list[NoReturnState]:
    """Seeded deals, and the same deal with every hand but seat 0's and the bag dealt anew."""
    state = NoReturnState.new(3, seed)
    rng = random.Random(seed)
    out = [state]
    for _ in range(count):
        hidden = [tile for seat in state.seats[1:] for tile in seat.hand] + list(state.bag)
        rng.shuffle(hidden)
        seats = list(state.seats)
        for other in (1, 2):
            seats[other] = seats[other].replace(hand=tuple(sorted(hidden[:8])))
            del hidden[:8]
        out.append(state.replace(seats=tuple(seats), bag=tuple(hidden)))
    return out


@SETTINGS
@given(st.integers(0, 2**32))
def test_no_return_information_states_match_what_the_redacted_log_shows(seed: int) -> None:
    rng = random.Random(seed)
    histories = []
    for truth in _nr_truths(seed, 4):
        recorder: Any = Recorder.deal("no-return", NAMES, [seat.hand for seat in truth.seats])
        recorder.state = truth  # the same hands; its own bag order and seed
        actions: list[Any] = []
        plays = random.Random(rng.randint(0, 1))
        for _ in range(rng.randint(0, 8)):
            legal = list(recorder.state.legal_actions())
            action = legal[plays.randrange(len(legal))] if len(legal) > 1 else legal[0]
            recorder.play(action)
            actions.append(action)
        histories.append((truth, actions, recorder))
    assert _pairs_known_apart(histories) == 0


# --- resample agrees with the information state ---------------------------------------------


@SETTINGS
@given(st.integers(3, 7), st.booleans(), st.integers(0, 2**32), st.integers(0, 120))
def test_no_thanks_resample_gives_the_same_information_state(
    players: int, deal_removed: bool, seed: int, steps: int
) -> None:
    """The resampled world, played from its start with the same actions, gives every seat
    the same information state: the same views, legal actions and public history."""
    start = NoThanksState.new(players, seed, NoThanksOptions(deal_removed=deal_removed))
    rng = random.Random(seed)
    actions: list[Any] = []
    state = start
    while not state.is_over and len(actions) < steps:
        actions.append(state.legal_actions().sample(rng))
        state = state.play(actions[-1])
    for seat in range(players):
        world = state.resample(seat, rng)
        again = NoThanksState.deal(players, world.cards, start.options, world.removed, world.dealt)
        assert _end(again, actions) == world
        known = NO_THANKS.information_state(seat, start, actions)
        assert NO_THANKS.information_state(seat, again, actions) == known
        assert list(world.legal_actions()) == list(state.legal_actions())


# --- JSON -------------------------------------------------------------------------------------


def _nt_positions(seed: int) -> list[NoThanksState]:
    state = NoThanksState.new(4, seed, NoThanksOptions(deal_removed=True))
    rng = random.Random(seed)
    out = [state]
    while not state.is_over:
        state = state.play(state.legal_actions().sample(rng))
        out.append(state)
    return out


@SETTINGS
@given(st.integers(0, 2**32))
def test_views_round_trip_through_json_with_pieces_in_notation(seed: int) -> None:
    for state in _nt_positions(seed)[::7]:
        view = state.view(seed % 4)
        document = json.loads(json.dumps(view.to_json()))
        assert NoThanksView.from_json(document) == view
        assert all(isinstance(card, str) for cards in document["taken"] for card in cards)
    nr_state = NoReturnState.new(3, seed)
    rng = random.Random(seed)
    for _ in range(rng.randint(0, 30)):
        nr_view = nr_state.view(1)
        document = json.loads(json.dumps(nr_view.to_json()))
        assert NoReturnView.from_json(document) == nr_view
        assert all(isinstance(tile, str) for tile in document["hand"])
        nr_state = nr_state.play(nr_state.legal_actions().sample(rng))


def test_information_states_round_trip_through_json_and_hash() -> None:
    start, actions = _nt_history(FIRST)
    known = NO_THANKS.information_state(2, start, actions)
    document = json.loads(json.dumps(known.to_json()))
    assert NO_THANKS.information_state_from_json(document) == known
    assert hash(NO_THANKS.information_state_from_json(document)) == hash(known)
    assert document["steps"][0] == {
        "action": "pass",
        "view": start.play(actions[0]).view(2).to_json(),
    }
    state = NoReturnState.new(2, 3)
    rng = random.Random(3)
    played = []
    for _ in range(6):
        played.append(state.legal_actions().sample(rng))
        state = state.play(played[-1])
    for seat in (0, 1):
        known = NO_RETURN.information_state(seat, NoReturnState.new(2, 3), played)
        again = NO_RETURN.information_state_from_json(json.loads(json.dumps(known.to_json())))
        assert again == known and str(again) == str(known)
        hidden = [a for a, act in zip(known.actions, played, strict=True) if a != str(act)]
        assert all(
            text is not None and "?" in text for text in hidden
        )  # what another seat put face down


def _known(game: Any, seat: int, states: list[Any], actions: list[Any]) -> InformationState:
    """``seat``'s information state along ``states`` (``states[i + 1]`` after ``actions[i]``),
    for histories with explicit draws."""
    known = InformationState.start(seat, states[0].view(seat))
    for before, action, after in zip(states, actions, states[1:], strict=False):
        seen = str(action) if before.to_act == seat else game.public_action(action)
        known = known.after(seen, after.view(seat))
    return known


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 90))
def test_no_return_resampled_histories_give_the_same_information_state(
    players: int, seed: int, steps: int
) -> None:
    """:func:`~regelwerk.noreturn.recall.resample_history` for every seat: replayed, the
    history is legal and gives the seat the same information state (its views, its own
    actions and draws, the others' actions as it saw them)."""
    from regelwerk.noreturn.recall import resample_history

    start = NoReturnState.new(players, seed)
    rng = random.Random(seed)
    states, actions, history = [start], [], []  # type: list[Any], list[Any], list[Any]
    while not states[-1].is_over and len(actions) < steps:
        state = states[-1]
        action = state.legal_actions().sample(rng)
        history.append((state.to_act, action, state.bag[: state.draw_count(action)]))
        actions.append(action)
        states.append(state.play(action))
    for seat in range(players):
        hands, again = resample_history(seat, start, states[-1], history, rng)
        replayed = [NoReturnState.deal(hands, start.options)]
        for actor, action, drawn in again:
            assert replayed[-1].to_act == actor
            replayed.append(replayed[-1].play(action, drawn))
        mine = _known(NO_RETURN, seat, states, actions)
        assert _known(NO_RETURN, seat, replayed, [action for _, action, _ in again]) == mine


def _schema(package: str, name: str) -> dict[str, Any]:
    text = resources.files(package).joinpath("schemas", name).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def test_views_and_information_states_match_their_json_schemas() -> None:
    known_schema = _schema("regelwerk", "information-state.schema.json")
    pairs: list[tuple[Any, Any]] = [
        (NO_THANKS, NoThanksState.new(4, 1)),
        (NO_RETURN, NoReturnState.new(3, 1)),
    ]
    for game, start in pairs:
        view_schema = _schema(game.package, f"{game.name}-view-state.schema.json")
        rng = random.Random(1)
        actions: list[Any] = []
        state = start
        for _ in range(40):
            actions.append(state.legal_actions().sample(rng))
            state = state.play(actions[-1])
        document = game.information_state(1, start, actions).to_json()
        jsonschema.validate(document, known_schema)
        for view in [document["start"], *(step["view"] for step in document["steps"])]:
            jsonschema.validate(view, view_schema)


def _pays(box: Any, clears: list[Any], minimal: bool) -> bool:
    """Whether every clear of ``clears`` finds its own payment (as many tiles as it paid)
    among the tiles ``box`` (a Counter) holds."""
    from collections import Counter

    from regelwerk.noreturn.payments import payments

    if not clears:
        return True
    clear, rest = clears[0], clears[1:]
    return any(
        _pays(box - Counter(pay), rest, minimal)
        for pay in payments(box, clear, len(clear.pay), minimal)
    )


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 90))
def test_no_return_resample_keeps_what_the_seat_remembers(
    players: int, seed: int, steps: int
) -> None:
    """``State.resample(seat, rng, known)``: the same view, and what the seat remembers
    holds in the new position: the tiles it exchanged or paid are in the box, those it set
    aside still set aside while they are out (NR-3.3), and every other seat's clear finds a
    payment of its size in the rest of the box.  (From the view alone, the seat's own
    exchanged tiles were dealt elsewhere: the issue's 256 of 288.)"""
    from collections import Counter

    from regelwerk.noreturn.actions import Clear, Exchange, SetAside

    start = NoReturnState.new(players, seed)
    rng = random.Random(seed)
    state, actions, actors = start, [], []  # type: Any, list[Any], list[int]
    while not state.is_over and len(actions) < steps:
        actors.append(state.to_act)
        actions.append(state.legal_actions().sample(rng))
        state = state.play(actions[-1])
    for seat in range(players):
        known = NO_RETURN.information_state(seat, start, actions)
        world = state.resample(seat, rng, known)
        assert world.view(seat) == state.view(seat)
        if state.to_act == seat:
            assert list(world.legal_actions()) == list(state.legal_actions())
        boxed, aside, clears = Counter(), Counter(), []  # type: Counter[Any], Counter[Any], list[Any]
        for actor, action in zip(actors, actions, strict=True):
            if actor != seat:
                clears += [action] if isinstance(action, Clear) else []
            elif isinstance(action, Exchange):
                boxed.update(action.tiles)
            elif isinstance(action, Clear):
                boxed.update(action.pay)
            elif isinstance(action, SetAside):
                aside.update(action.tiles)
        assert not boxed - Counter(world.box)
        if state.set_aside:
            assert not aside - Counter(world.set_aside)
        minimal = start.options.minimal_payment
        assert _pays(Counter(world.box) - boxed, clears, minimal)
