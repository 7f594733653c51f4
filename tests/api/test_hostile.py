"""Arbitrary Python values thrown at every public callable of both games (issue 10 item 4):
whatever comes back, the only exceptions that come out are regelwerk's own
(:class:`~regelwerk.errors.RegelwerkError`, each also a ``TypeError``/``ValueError``/...
as documented) -- never an AttributeError, IndexError or AssertionError from inside."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk import noreturn as nr
from regelwerk import nothanks as nt
from regelwerk.errors import RegelwerkError

NR_STATE = nr.State.new(players=3, seed=1)
NR_PLAY = NR_STATE.play(nr.SetAside()).play(nr.SetAside()).play(nr.SetAside())
NT_STATE = nt.State.new(players=3, seed=1)

HOSTILE: list[object] = [
    None,
    True,
    False,
    0,
    -1,
    7,
    2**70,
    -(2**70),
    1.5,
    float("nan"),
    float("inf"),
    "",
    "pass",
    "take",
    "R11",
    "play R11",
    b"pass",
    [],
    ["R11"],
    [[]],
    {},
    {"play": ["R11"]},
    {"set_aside": 3},
    (1, 2),
    object(),
    random.Random(1),
    nr.Pass(),
    nr.Tile.parse("R11"),
    nr.Options(),
    nt.Action.TAKE,
    nt.Card(3),
    nt.Options(),
    NR_STATE,
    NT_STATE,
]

values = st.one_of(
    st.sampled_from(HOSTILE),
    st.integers(),
    st.floats(),
    st.text(max_size=8),
    st.binary(max_size=4),
    st.lists(st.integers(min_value=-5, max_value=200), max_size=4),
    st.lists(st.text(max_size=3), max_size=3),
    st.dictionaries(st.text(max_size=6), st.integers() | st.text(max_size=3), max_size=2),
)

CALLABLES: dict[str, Callable[..., object]] = {
    # No Return
    "nr.State.new": nr.State.new,
    "nr.State.deal": nr.State.deal,
    "nr.State.build": nr.State.build,
    "nr setup check": NR_STATE.check,
    "nr setup play": NR_STATE.play,
    "nr setup apply": NR_STATE.apply,
    "nr check": NR_PLAY.check,
    "nr play": NR_PLAY.play,
    "nr apply": NR_PLAY.apply,
    "nr draw_count": NR_PLAY.draw_count,
    "nr check_draw": NR_PLAY.check_draw,
    "nr view": NR_PLAY.view,
    "nr resample": NR_PLAY.resample,
    "nr sample": NR_PLAY.legal_actions().sample,
    "nr legal[i]": NR_PLAY.legal_actions().__getitem__,
    "nr legal in": NR_PLAY.legal_actions().__contains__,
    "nr.SetAside": nr.SetAside,
    "nr.Exchange": nr.Exchange,
    "nr.Play": nr.Play,
    "nr.Clear": nr.Clear,
    "nr.Pass": nr.Pass,
    "nr.Options": nr.Options,
    "nr.Options.from_json": nr.Options.from_json,
    "nr.parse_action": nr.parse_action,
    "nr.action_from_json": nr.action_from_json,
    "nr.Tile.parse": nr.Tile.parse,
    "nr.parse_tiles": nr.parse_tiles,
    "nr.format_tiles": nr.format_tiles,
    # No Thanks!
    "nt.State.new": nt.State.new,
    "nt.State.deal": nt.State.deal,
    "nt check": NT_STATE.check,
    "nt play": NT_STATE.play,
    "nt apply": NT_STATE.apply,
    "nt view": NT_STATE.view,
    "nt resample": NT_STATE.resample,
    "nt reveal": NT_STATE.reveal,
    "nt taken_cards": NT_STATE.taken_cards,
    "nt sample": NT_STATE.legal_actions().sample,
    "nt legal[i]": NT_STATE.legal_actions().__getitem__,
    "nt.Action.parse": nt.Action.parse,
    "nt.parse_action": nt.parse_action,
    "nt.action_from_json": nt.action_from_json,
    "nt.Card": nt.Card,
    "nt.parse_cards": nt.parse_cards,
    "nt.format_cards": nt.format_cards,
    "nt.Options": nt.Options,
    "nt.Options.from_json": nt.Options.from_json,
    "nt.card_points": nt.card_points,
}


@pytest.mark.parametrize("name", sorted(CALLABLES))
@settings(max_examples=60)
@given(args=st.lists(values, max_size=3))
def test_only_the_library_exceptions_come_out(name: str, args: list[Any]) -> None:
    call = CALLABLES[name]
    try:
        call(*args)
    except RegelwerkError:
        pass
    except TypeError as error:  # a wrong number of arguments is Python's own business
        if "positional argument" not in str(error) and "required" not in str(error):
            raise
