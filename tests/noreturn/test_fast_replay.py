"""The sweep from a record's deal (fast_replay) agrees with the turn-by-turn replay, also
where the setup itself breaks a rule (then the replay of the setup names it)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.logs import Recorder
from regelwerk.logs.report import Fault
from regelwerk.noreturn import log as nr_log
from regelwerk.noreturn.log.replay import final, replay
from regelwerk.noreturn.tiles import KINDS


def _record(seed: int) -> dict[str, Any]:
    recorder: Recorder[Any, Any, Any] = Recorder.new("no-return", ["A", "B", "C"], seed)
    rng = random.Random(seed)
    recorder.play_out(lambda state: state.legal_actions().sample(rng))
    document: dict[str, Any] = recorder.log.to_json()
    return document


def _broken_setup(document: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    setup = [dict(entry) for entry in document["setup"]]
    entry = setup[rng.randrange(len(setup))]
    tile = str(rng.choice(KINDS))
    change = rng.randrange(5)
    if change == 0:
        entry["set_aside"] = [*entry.get("set_aside", []), tile]  # perhaps not in the hand
    elif change == 1:
        entry["draw"] = [*entry.get("draw", []), tile]  # one too many
    elif change == 2 and entry.get("draw"):
        entry["draw"] = [tile, *entry["draw"][1:]]  # perhaps not in the bag
    elif change == 3:
        entry["hand"] = [tile, *entry["hand"][1:]]  # perhaps a third copy
    else:
        setup = setup[:1]  # NR-2.1
    return {**document, "setup": setup}


def _events(document: dict[str, Any], quick: bool) -> list[Any]:
    log, faults = nr_log.CODEC.decode(document, False)
    if log is None:
        return faults
    return list(final(log, document) if quick else replay(log, document, False))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_the_sweep_ends_where_the_replay_ends(seed: int) -> None:
    rng = random.Random(seed)
    for document in (_record(seed), _broken_setup(_record(seed), rng)):
        quick, slow = _events(document, True), _events(document, False)
        assert quick[-1] == slow[-1]  # the last state, or the fault
        if isinstance(slow[-1], Fault):
            states = [event for event in slow if not isinstance(event, Fault)]
            before = [event for event in quick if not isinstance(event, Fault)]
            assert before[-1:] == states[-1:]  # the state the fault was found in
