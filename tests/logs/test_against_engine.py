"""The validator agrees with the engine: a turn replaced by any action is judged exactly as
``State.check`` (then ``State.check_draw``) judges it in the position before that turn."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.logs import Status, validate
from regelwerk.noreturn import KINDS, Clear, Exchange, Pass, Play
from regelwerk.noreturn import State as NoReturnState
from regelwerk.rules import LogCode

from .games import document

TILES = st.lists(st.sampled_from(KINDS), max_size=5).map(tuple)
ACTIONS = st.one_of(
    st.builds(Play, TILES, st.booleans()),
    st.builds(Exchange, TILES, st.booleans()),
    st.builds(Clear, TILES, TILES, st.booleans()),
    st.builds(Pass, st.booleans()),
)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 30), data=st.data(), action=ACTIONS)
def test_a_replaced_turn_is_judged_as_the_engine_judges_it(
    seed: int, data: st.DataObject, action: object
) -> None:
    doc = document("no-return", 3, seed, "greedy")
    del doc["result"]
    report = validate(doc)
    states = [(i, s) for i, s in report.positions() if i is not None and i < len(doc["turns"])]
    index, state = data.draw(st.sampled_from(states))
    doc["turns"] = doc["turns"][:index] + [action.to_json()]  # type: ignore[attr-defined]
    judged = validate(doc)
    assert isinstance(state, NoReturnState)
    expected = state.check(action)
    if expected is None:
        expected = state.check_draw(action, ())
    if expected is None:
        assert judged.status in (Status.IN_PROGRESS, Status.FINISHED)
    else:
        assert judged.status is Status.ILLEGAL
        assert (judged.rule, judged.index) == (expected.rule, index)
        assert judged.violation == expected
        assert judged.pointer is not None and judged.pointer.startswith(f"/turns/{index}")
        if expected.rule is LogCode.LOG_DRAW:
            assert judged.pointer == f"/turns/{index}"  # the turn has no draw
