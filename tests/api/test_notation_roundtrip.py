"""Every action of both games round-trips through every notation it has (issue 10 item 4):
``str``/``parse_action`` and ``to_json``/``action_from_json``, for every action kind, the
setup's mulligan included (``SetAside(...).to_json()`` used to be rejected)."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from regelwerk import noreturn as nr
from regelwerk import nothanks as nt

tiles = st.lists(st.sampled_from(nr.KINDS), max_size=6).map(tuple)
flags = st.booleans()
nr_actions = st.one_of(
    tiles.map(nr.SetAside),
    st.builds(nr.Exchange, tiles, flags),
    st.builds(nr.Play, tiles, flags),
    st.builds(nr.Clear, tiles, tiles, flags),
    st.builds(nr.Pass, flags),
)


@given(nr_actions)
def test_no_return_actions_round_trip_through_text(action: nr.Action) -> None:
    assert nr.parse_action(str(action)) == action
    assert nr.parse_action(action.uci()) == action


@given(nr_actions)
def test_no_return_actions_round_trip_through_json(action: nr.Action) -> None:
    document = json.loads(json.dumps(action.to_json()))  # what a log file holds
    assert nr.action_from_json(document) == action


def test_every_no_return_action_kind_is_covered() -> None:
    assert {kind.__name__ for kind in nr_kinds()} == {
        "SetAside",
        "Exchange",
        "Play",
        "Clear",
        "Pass",
    }


def nr_kinds() -> tuple[type, ...]:
    return tuple(getattr(nr.Action, "__args__", ()))


@given(st.sampled_from(list(nt.Action)))
def test_no_thanks_actions_round_trip(action: nt.Action) -> None:
    assert nt.parse_action(str(action)) is action
    assert nt.Action.parse(action.uci()) is action
    assert nt.action_from_json(json.loads(json.dumps(action.to_json()))) is action


@given(st.integers(min_value=0, max_value=2**32))
def test_generated_actions_round_trip(seed: int) -> None:
    """The actions the generator lists (trusted constructors) read back equal, too."""
    state = nr.State.new(players=3, seed=seed)
    for _ in range(4):
        for action in state.legal_actions():
            assert nr.parse_action(str(action)) == action
            assert nr.action_from_json(action.to_json()) == action
        if state.is_over:
            break
        state = state.play(next(iter(state.legal_actions())))
