"""Redaction: a redacted log reveals nothing the seat's views do not.

Every tile the redacted log shows for another seat is checked against what the seat's
:meth:`view` shows before and after that turn (rows gained by a play, score pile gained by
a clear); everything else of other seats is hidden, with counts that the views also give.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.logs import validate
from regelwerk.logs.redact import redact
from regelwerk.noreturn.log import HIDDEN

from .games import recorded


def _tiles(rows: Any) -> Counter[str]:
    return Counter(str(tile) for row in rows for tile in row)


@settings(max_examples=20, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    policy=st.sampled_from(["random", "greedy"]),
    data=st.data(),
)
def test_no_return_redaction_shows_only_what_the_views_show(
    players: int, seed: int, policy: str, data: st.DataObject
) -> None:
    recorder = recorded("no-return", players, seed, policy)
    seat = data.draw(st.integers(0, players - 1))
    full = recorder.to_json()
    view_log = redact(recorder.log, seat)
    assert view_log["seat"] == seat and view_log["format"] == "no-return-view/1"
    states = list(validate(recorder.log).states())
    views: list[Any] = [state.view(seat) for state in states]
    # setup: other seats entirely hidden, lengths kept
    for owner, (entry, shown) in enumerate(zip(full["setup"], view_log["setup"], strict=True)):
        if owner == seat:
            assert shown == entry
            continue
        assert all(set(tiles) == {HIDDEN} for tiles in shown.values())
        assert {key: len(value) for key, value in shown.items()} == {
            key: len(value) for key, value in entry.items()
        }
    for index, (turn, shown) in enumerate(zip(full["turns"], view_log["turns"], strict=True)):
        owner = index % players
        if owner == seat:
            assert shown == turn
            continue
        before, after = views[players + index], views[players + index + 1]
        assert set(shown) == set(turn)
        if "play" in shown:
            gained = _tiles(after.rows[owner]) - _tiles(before.rows[owner])
            assert Counter(shown["play"]) == gained
        if "clear" in shown:
            gained = Counter(str(t) for t in after.piles[owner]) - Counter(
                str(t) for t in before.piles[owner]
            )
            assert Counter(shown["clear"]) == gained
        for key in ("exchange", "pay", "draw"):
            if key in shown:
                assert set(shown[key]) <= {HIDDEN}
        put_away = len(shown.get("exchange", ())) + len(shown.get("pay", ()))
        assert put_away == after.box_size - before.box_size
        if "draw" in shown:
            assert len(shown["draw"]) == before.bag_size - after.bag_size
    assert view_log.get("result") == full.get("result")


@settings(max_examples=20, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 10_000), data=st.data())
def test_no_thanks_redaction_shows_only_what_the_views_show(
    players: int, seed: int, data: st.DataObject
) -> None:
    recorder = recorded("no-thanks", players, seed, "random")
    seat = data.draw(st.integers(0, players - 1))
    view_log = redact(recorder.log, seat)
    views: list[Any] = [state.view(seat) for state in validate(recorder.log).states()]
    seen = {view.face_up for view in views if view.face_up is not None}
    assert "removed" not in view_log
    assert set(view_log["cards"]) <= {int(card) for card in seen}
    for owner, hand in enumerate(view_log.get("dealt", ())):
        assert hand == ([int(c) for c in views[0].dealt] if owner == seat else [None] * len(hand))
    assert view_log["actions"] == [action.value for action in recorder.log.actions]


def test_redacting_for_a_seat_not_in_the_game_is_refused() -> None:
    with pytest.raises(ValueError, match="no player index"):
        redact(recorded("no-return").log, 3)


def test_no_thanks_redaction_hides_other_seats_dealt_cards() -> None:
    from regelwerk.logs import Recorder
    from regelwerk.nothanks import Options

    recorder: Recorder[Any, Any, Any] = Recorder.new(
        "no-thanks", ["A", "B", "C"], seed=9, options=Options(deal_removed=True)
    )
    view_log = redact(recorder.log, 1)
    assert recorder.log.dealt is not None
    assert view_log["dealt"] == [[None] * 3, [int(c) for c in recorder.log.dealt[1]], [None] * 3]
    assert view_log["cards"] == [int(recorder.log.cards[0])]
