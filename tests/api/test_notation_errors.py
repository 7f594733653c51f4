"""Issue 21 item 4: errors at the API as good as the validator's.  A notation error names
the bad token and says what a tile, card or action looks like, in five languages; ``draw=``
and ``card=`` take the notation's strings as well as typed values."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from regelwerk.errors import NotationError
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.errortexts import shown
from regelwerk.logs import Recorder, Status, validate
from regelwerk.noreturn import State as NoReturnState
from regelwerk.noreturn import Tile, parse_action, parse_tiles
from regelwerk.nothanks import Action, Card
from regelwerk.nothanks import State as NoThanksState
from regelwerk.nothanks import parse_action as parse_nt_action

EXAMPLES_OF_FORM = {"tile": "R11", "action": "R11 R9", "card": "27"}


def _error(call: object, *args: object, **kwargs: object) -> NotationError:
    with pytest.raises(NotationError) as raised:
        call(*args, **kwargs)  # type: ignore[operator]
    return raised.value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bad_tile_in_an_action_is_named_with_the_form_of_a_tile(lang: str) -> None:
    error = _error(parse_action, "set-aside X9")
    assert error.token == "X9" and error.text == "set-aside X9"
    message = error.message(lang)
    assert shown("X9", lang) in message and shown("set-aside X9", lang) in message
    assert "R11" in message
    assert "R, O, Y, G, B" in message
    assert message != error.message("en") or lang == "en"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_notation_error_says_what_the_notation_looks_like(lang: str) -> None:
    cases = [
        (_error(parse_action, "sit R1"), "play R11 R9"),
        (_error(parse_action, ""), "play R11 R9"),
        (_error(Tile.parse, "R12"), "R11"),
        (_error(parse_tiles, ["R1", "Q4"]), "R11"),
        (_error(Card.parse, "2"), "27"),
        (_error(Card, 36), "27"),
        (_error(parse_nt_action, "tak"), "take"),
        (_error(Action.from_json, 1), "pass"),
    ]
    for error, example in cases:
        message = error.message(lang)
        assert example in message, message
        assert "not valid notation" in error.message("en")
        if lang != "en":
            assert message != error.message("en")


def test_a_notation_error_survives_pickling_with_its_token_and_form() -> None:
    error = _error(parse_action, "play R11 Z1")
    again = pickle.loads(pickle.dumps(error))
    assert (again.token, again.form, str(again)) == (error.token, error.form, str(error))


def test_draw_takes_tiles_or_their_notation() -> None:
    state = NoReturnState.new(players=2, seed=3)
    tile = state.bag[0]
    set_aside = parse_action(f"set-aside {state.seats[0].hand[0]}")
    typed = state.play(set_aside, draw=[tile])
    assert state.play(set_aside, draw=[str(tile)]) == typed
    assert state.check_draw(set_aside, [str(tile)]) is None
    error = _error(state.play, set_aside, draw=["R1", "X1"])
    assert error.text == "X1" and "R11" in str(error)
    for draw in ("R1", [1], [True], [1.5]):
        with pytest.raises(NotationError):
            state.play(set_aside, draw=draw)  # type: ignore[arg-type]


def test_the_recorder_takes_draws_and_cards_in_notation() -> None:
    reference = Recorder.new("no-return", ["A", "B"], seed=5)
    start: Any = reference.state
    server = Recorder.deal("no-return", ["A", "B"], [seat.hand for seat in start.seats])
    for _ in range(2):
        action = parse_action("set-aside")
        now: Any = reference.state
        draw = [str(tile) for tile in now.bag[: now.draw_count(action)]]
        reference.play(action)
        server.play(action, draw=draw)
    played: Any = server.state
    assert played.seats == now.play(action).seats

    nt = Recorder.deal("no-thanks", ["A", "B", "C"], ([], None, None))
    nt.play(Action.PASS, card="27")
    nt.play(Action.TAKE, seat=1)
    taken: Any = nt.state
    assert taken.taken_cards(1) == (Card(27),)
    with pytest.raises(NotationError) as raised:
        nt.play(Action.PASS, card="2")
    assert "27" in str(raised.value)
    assert validate(nt.to_json()).status is Status.IN_PROGRESS


def test_reveal_takes_a_card_its_number_or_its_notation() -> None:
    state = NoThanksState.deal(3, [])
    assert state.reveal("27") == state.reveal(27) == state.reveal(Card(27))
    for card in (True, 27.0, "x", None):
        with pytest.raises(NotationError):
            state.reveal(card)  # type: ignore[arg-type]
