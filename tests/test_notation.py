"""WordAction, the shared base of action enums written as words (Fifteen's, and any game's
whose actions are a few fixed choices): parse, JSON and notation round-trip."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.errors import NotationError, RegelwerkError
from regelwerk.notation import WordAction


class Move(WordAction):
    HIT = "hit"
    HOLD = "hold"


@given(st.sampled_from(list(Move)))
def test_every_action_round_trips(action: Move) -> None:
    assert Move.parse(str(action)) is action
    assert Move.from_json(action.to_json()) is action
    assert Move.words()[action.value] is action
    assert repr(action) == f"Move.{action.name}"


@given(st.one_of(st.text(), st.integers(), st.none(), st.lists(st.text()), st.booleans()))
def test_anything_else_is_a_notation_error(value: object) -> None:
    if value in ("hit", "hold"):
        return
    with pytest.raises(NotationError) as raised:
        Move.from_json(value)
    assert isinstance(raised.value, RegelwerkError)
    if isinstance(value, str):
        with pytest.raises(NotationError):
            Move.parse(value)


def test_strings_never_pass_for_actions() -> None:
    word: object = "hit"
    assert word != Move.HIT  # a plain Enum, not a string enum
    assert str(Move.HIT) == Move.HIT.to_json() == "hit"
