"""The kernel's one move of No Thanks! (``kernel.step``) is the move of every path:
``State.apply`` moves by it (issue 19: no copy of its lines beside it), and so do the
sweeps; checked on every position of random games, with both actions wherever both are
legal."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.nothanks import Action, Options, State
from regelwerk.nothanks import state as state_module
from regelwerk.nothanks.kernel import NEXT_SEAT, step


def stepped(state: State, action: Action) -> State:
    """The state after ``action`` as the kernel's ``step`` makes it, on working lists."""
    chips, taken = list(state.chips), list(state.taken)
    at, pot, seat = step(
        state.cards,
        NEXT_SEAT[state.players],
        chips,
        taken,
        state.face_index,
        state.pot,
        state.deciding,
        action,
    )
    return state._replace(
        face_index=at, pot=pot, deciding=seat, chips=tuple(chips), taken=tuple(taken)
    )


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.integers(3, 7), st.integers(0, 2**32), st.booleans())
def test_apply_is_the_kernel_s_step(players: int, seed: int, deal_removed: bool) -> None:
    rng = random.Random(seed)
    state = State.new(players, seed, Options(deal_removed=deal_removed))
    passes = takes = 0
    while not state.is_over:
        for action in state.legal_actions():
            assert state.apply(action) == stepped(state, action), (action, state)
            passes += action is Action.PASS
            takes += action is Action.TAKE
        state = state.apply(state.legal_actions().sample(rng))
    assert passes and takes


def test_apply_moves_by_the_kernel_s_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """``State.apply`` calls ``kernel.step`` (it wrote the step out beside it before)."""
    calls: list[Action] = []

    def counted(*args: object) -> tuple[int, int, int]:
        calls.append(args[-1])  # type: ignore[arg-type]
        return step(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(state_module, "step", counted)
    state = State.new(3, 1)
    state = state.apply(Action.PASS).apply(Action.TAKE)
    assert calls == [Action.PASS, Action.TAKE]


def test_a_sweep_ends_where_apply_does() -> None:
    """``State.run`` (``kernel.run``, by ``step``) and a loop of ``apply`` agree."""
    for seed in range(20):
        rng = random.Random(seed)
        state = start = State.new(4, seed)
        actions = []
        while not state.is_over:
            action = state.legal_actions().sample(rng)
            actions.append(action)
            state = state.apply(action)
        assert start.run(actions) == (len(actions), state)
