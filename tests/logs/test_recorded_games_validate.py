"""The recorder writes only logs the validator accepts (issue 11, item 4).

Games are played by random policies, both games, in every way the recorder takes chance:
No Return from the bag's order, or with explicit draws taken from anywhere in the bag;
No Thanks! seeded, or from a partial deal whose cards are turned up one by one (``card=``).
After every step the log validates, its status matches the game's, and the validator's
final state is the recorder's.
"""

from __future__ import annotations

import random
from typing import Any, cast

from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.logs import Recorder, Status, validate
from regelwerk.noreturn import State as NoReturnState
from regelwerk.nothanks import Options as NoThanksOptions
from regelwerk.nothanks import State as NoThanksState
from regelwerk.nothanks.state import shuffled

SETTINGS = settings(max_examples=40, deadline=None, derandomize=True)


def _validates(recorder: Recorder[Any, Any, Any]) -> None:
    report = validate(recorder.to_json())
    assert report.valid, report
    assert report.status is (Status.FINISHED if recorder.state.is_over else Status.IN_PROGRESS)
    final: Any = report.final_state
    mine: Any = recorder.state
    if recorder.game == "no-return":  # a replay knows the draws, not the seed or bag order
        assert final.seats == mine.seats and sorted(final.bag) == sorted(mine.bag)
    else:  # the log lists the cards turned up so far, not the rest of the pile
        known = len(final.cards)
        assert final == mine._replace(cards=mine.cards[:known])


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 10**9), st.booleans(), st.booleans())
def test_recorded_no_return_games_validate(
    players: int, seed: int, anywhere: bool, minimal: bool
) -> None:
    from regelwerk.noreturn import Options

    rng = random.Random(seed)
    names = [f"P{seat}" for seat in range(players)]
    recorder = Recorder.new("no-return", names, seed, Options(minimal_payment=minimal))
    steps = 0
    while not recorder.state.is_over:
        state = cast("NoReturnState", recorder.state)
        action = state.legal_actions().sample(rng)
        if anywhere:  # a server drawing by its own means: any tiles of the bag
            draw = rng.sample(list(state.bag), state.draw_count(action))
            recorder.play(action, draw=draw)
        else:
            recorder.play(action)
        steps += 1
        if steps % 25 == 0:
            _validates(recorder)
    _validates(recorder)


@SETTINGS
@given(st.integers(3, 7), st.integers(0, 10**9), st.booleans(), st.integers(0, 24))
def test_recorded_no_thanks_games_validate(
    players: int, seed: int, deal_removed: bool, known: int
) -> None:
    rng = random.Random(seed)
    names = [f"P{seat}" for seat in range(players)]
    options = NoThanksOptions(deal_removed=deal_removed)
    deck = shuffled(seed)
    removed, pile = deck[:9], deck[9:]
    if seed % 2:
        recorder = Recorder.new("no-thanks", names, seed, options)
    else:  # a partial deal: the first `known` cards, the rest turned up as the game goes
        each = options.dealt_per_seat(players)
        dealt = [removed[s * each : (s + 1) * each] for s in range(players)] if each else None
        recorder = Recorder.deal("no-thanks", names, (pile[:known], removed, dealt), options)
    state = cast(NoThanksState, recorder.state)
    while not state.is_over:
        if state.needs_card:
            card = pile[len(state.cards)]
            action = state.reveal(card).legal_actions().sample(rng)
            state = cast(NoThanksState, recorder.play(action, card=card))
        else:
            state = cast(NoThanksState, recorder.play(state.legal_actions().sample(rng)))
        if rng.random() < 0.1:
            _validates(recorder)
    _validates(recorder)
