"""The research options of No Thanks! (``highest_card``, ``removed_count``): a smaller deck
and fewer removed cards, checked, played, recorded, validated and shown; no book lists them."""

from __future__ import annotations

import random
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest

from regelwerk.errors import ArgumentTypeError, IllegalActionError, UsageError
from regelwerk.logs import Recorder, json_schema, validate
from regelwerk.nothanks import Card, Options, State
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

SMALL = Options(chips_per_player=1, highest_card=7, removed_count=1)


def test_the_small_deck_and_pile() -> None:
    assert SMALL.deck == tuple(Card(n) for n in range(3, 8))
    assert SMALL.pile_size == 4
    assert Options().deck[-1] == 35 and Options().pile_size == 24  # NT-1.1, NT-3.1
    assert Options(highest_card=3, removed_count=0).pile_size == 1


@pytest.mark.parametrize(
    ("given", "error"),
    [
        ({"highest_card": 2}, UsageError),
        ({"highest_card": 36}, UsageError),
        ({"highest_card": 7, "removed_count": 5}, UsageError),  # no card would be left
        ({"removed_count": -1}, UsageError),
        ({"highest_card": True}, ArgumentTypeError),
        ({"removed_count": 1.0}, ArgumentTypeError),
    ],
)
def test_the_options_are_checked(given: dict[str, Any], error: type[Exception]) -> None:
    with pytest.raises(error):
        Options(**given)
    with pytest.raises(error):
        Options.from_json(given)


def test_the_options_round_trip_and_name_only_what_differs() -> None:
    assert SMALL.to_json() == {"chips_per_player": 1, "highest_card": 7, "removed_count": 1}
    assert Options.from_json(SMALL.to_json()) == SMALL
    assert Options(highest_card=35, removed_count=9).to_json() == {}


@pytest.mark.parametrize("seed", range(20))
def test_a_small_game_plays_to_its_end(seed: int) -> None:
    state = State.new(3, seed, SMALL)
    assert len(state.removed or ()) == 1 and len(state.cards) == 4
    assert {*state.cards, *(state.removed or ())} == set(SMALL.deck)
    assert state.pile_left == 3
    rng = random.Random(seed)
    takes = 0
    while not state.is_over:
        action = state.legal_actions().sample(rng)
        takes += action.value == "take"
        state = state.play(action)
    assert takes == 4 and state.to_act is None and state.result() is not None
    swept, _ = State.new(3, seed, SMALL)._played_out(random.Random(seed))
    assert swept.is_over  # the kernel's sweep stops at the small pile too


def test_the_standard_deck_is_dealt_as_before() -> None:
    """The research options change nothing of the seeded deal by default."""
    assert State.new(3, 7).cards == State.new(3, 7, Options(highest_card=35)).cards
    assert len(State.new(3, 7).cards) == 24


def test_a_card_outside_the_small_deck_is_refused() -> None:
    with pytest.raises(IllegalActionError) as caught:
        State.deal(3, [3, 4, 9], SMALL)
    assert caught.value.violation == Violation.of(
        LogCode.LOG_DRAW, reason="outside", card=9, index=2, highest=7
    )
    with pytest.raises(IllegalActionError) as caught:
        State.deal(3, [3, 4, 5, 6, 7], SMALL)  # five cards for a pile of four
    assert caught.value.violation == Violation.of(
        LogCode.LOG_DRAW, reason="too_many", card=7, index=4, pile=4
    )
    with pytest.raises(IllegalActionError):
        State.deal(3, [3], SMALL, removed=[4, 5])  # one card is removed, not two


def _recorded(seed: int, options: Options) -> dict[str, Any]:
    rng = random.Random(seed)
    recorder = Recorder.new("no-thanks", ["Ann", "Bo", "Cy"], seed, options)
    while not recorder.state.is_over:
        recorder.play(recorder.state.legal_actions().sample(rng))
    document: dict[str, Any] = recorder.to_json()
    return document


def test_a_small_game_is_logged_and_validates() -> None:
    document = _recorded(3, SMALL)
    assert document["options"] == SMALL.to_json()
    assert len(document["cards"]) == 4 and len(document["removed"]) == 1
    assert validate(document).valid
    schema = jsonschema.Draft202012Validator(json_schema("no-thanks/1"))
    schema.validate(document)
    standard = _recorded(3, Options())
    schema.validate(standard)
    with pytest.raises(jsonschema.ValidationError):  # 9 removed cards unless the option says
        schema.validate({**standard, "removed": standard["removed"][:1]})


@pytest.mark.parametrize(
    ("options", "pointer"),
    [
        ({"highest_card": 40}, "/options/highest_card"),
        ({"highest_card": "7"}, "/options/highest_card"),
        ({"highest_card": 7, "removed_count": 5}, "/options/removed_count"),
    ],
)
def test_a_log_with_options_out_of_range_is_malformed(
    options: dict[str, Any], pointer: str
) -> None:
    document = {**_recorded(3, SMALL), "options": options}
    report = validate(document)
    assert not report.valid
    assert report.faults[0].violation.rule is LogCode.LOG_SCHEMA
    assert report.faults[0].pointer == pointer


def test_a_log_whose_removed_count_differs_is_malformed() -> None:
    document = _recorded(3, SMALL)
    document["removed"] = [*document["removed"], 35]
    report = validate(document)
    assert not report.valid and report.faults[0].pointer == "/removed"


def test_show_names_the_research_options() -> None:
    from regelwerk.show import options_text

    assert "Highest card (research)" in options_text(SMALL.to_json(), "en")
    assert "Removed cards (research)" in options_text(SMALL.to_json(), "en")
