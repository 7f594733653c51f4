"""Both games use the same names for the same concepts (issue 10 item 4).

A seat is an int everywhere (``view(seat)``, ``View.seat``); No Return's ``State.seats`` are
the seats' states, so No Thanks' seat that decides next is no longer spelled ``State.seat``
but ``deciding`` (``to_act`` is the public name of that concept in both games, ``None`` at
the end).  Both views are frozen values (``regelwerk.frozen``), not tuples.
"""

from __future__ import annotations

import dataclasses

import pytest

from regelwerk import noreturn as nr
from regelwerk import nothanks as nt
from regelwerk.frozen import Frozen

STATES = [nr.State.new(players=3, seed=1), nt.State.new(players=3, seed=1)]
COMMON_STATE = {"players", "to_act", "is_over", "options", "legal_actions", "check", "play"}
COMMON_STATE |= {"apply", "result", "scores", "view", "resample", "new", "deal"}
COMMON_VIEW = {"seat", "players", "to_act", "is_over", "options"}


@pytest.mark.parametrize("state", STATES)
def test_states_share_the_common_names(state: nr.State | nt.State) -> None:
    assert set(dir(state)) >= COMMON_STATE
    fields = getattr(type(state), "_fields", None) or type(state).__slots__  # a value's fields
    assert "seat" not in fields  # "seat" is a seat's number, not a field


@pytest.mark.parametrize("state", STATES)
def test_views_are_records_with_the_common_names(state: nr.State | nt.State) -> None:
    view = state.view(1)
    assert isinstance(view, Frozen) and not isinstance(view, tuple)
    assert set(dir(view)) >= COMMON_VIEW
    assert (view.seat, view.players, view.to_act, view.is_over) == (1, 3, 0, False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 2
    assert hash(view) == hash(state.view(1))
