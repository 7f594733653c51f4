"""The reference model of regelwerk.noreturn.testing checked by hand, so that it can be trusted as
an oracle: the rules it finds broken, a legal-action count worked out on paper, and the end
of the game."""

from __future__ import annotations

import random
from collections import Counter

from regelwerk.noreturn import TILESET, Clear, Exchange, Pass, Play, SetAside, State
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.noreturn.testing import Model, sub_multisets

from .helpers import T, position


def test_sub_multisets_counts_copies_once() -> None:
    picks = list(sub_multisets(Counter(T("B2 B2 R3"))))
    assert len(picks) == len(set(picks)) == 3 * 2
    assert {tuple(sorted(pick)) for pick in picks} == {
        (),
        T("B2"),
        T("B2 B2"),
        T("R3"),
        tuple(sorted(T("B2 R3"))),
        tuple(sorted(T("B2 B2 R3"))),
    }


def test_model_finds_the_broken_rules() -> None:
    model = Model.from_state(position("R11 R7 R5 R3 O4 B10 B2 B2", rows="R9 R6 O8"))
    assert model.broken(Play(T("R7"))) == {NoReturnRuleId.NR_5_4}
    assert model.broken(Play(T("R7 B2"))) == {NoReturnRuleId.NR_5_3, NoReturnRuleId.NR_5_4}
    assert model.broken(Play(T("G1"))) == {NoReturnRuleId.NR_4_3}
    assert model.broken(Exchange(())) == {NoReturnRuleId.NR_5_2}
    assert model.broken(Exchange((), phase2=True)) == {NoReturnRuleId.NR_7_1}
    assert model.broken(Clear(T("R6"), T("R11"))) == {NoReturnRuleId.NR_4_1}
    assert model.broken(Clear(T("R9"), T("R11"), True)) == {NoReturnRuleId.NR_7_2}
    assert model.broken(Clear(T("R6"), T("B2"), True)) == {NoReturnRuleId.NR_7_3}
    assert model.broken(Pass()) == {NoReturnRuleId.NR_4_4}
    assert model.broken(Pass(True)) == {NoReturnRuleId.NR_4_4, NoReturnRuleId.NR_6_1}
    assert model.broken(Play(T("R5"), True)) == {NoReturnRuleId.NR_6_2}
    assert model.broken(SetAside(T("R5"))) == {NoReturnRuleId.NR_3_2}
    assert model.broken(Play(T("R5 R3"))) == set()
    assert model.broken(Clear(T("R6"), T("B10"), True)) == set()


def test_model_minimal_payment() -> None:
    model = Model.from_state(position("B5 B1 B2", rows="O3", phase=2, minimal=True))
    assert model.broken(Clear(T("O3"), T("B5 B1"))) == {NoReturnRuleId.NR_7_5}
    assert model.broken(Clear(T("O3"), T("B2 B1"))) == set()


def test_model_counts_a_small_position_as_on_paper() -> None:
    # phase 1, hand B2 B1 R3, row O2: exchanges 7 (+7 declaring), plays B2, B1, B2 B1, R3,
    # and declared clears of O2 paid by B2, B2 B1 or R3: 7 + 7 + 4 + 3 = 21
    model = Model.from_state(position("B2 B1 R3", rows="O2"))
    assert len(model.legal_actions()) == 21


def test_model_ends_the_game_when_the_round_is_complete() -> None:
    state = State.build([T("R1 R2"), T("B1 B2"), T("G1 G2")], bag=T("P1"), to_act=1)
    model = Model.from_state(state)
    model.apply(Exchange(T("B1")), T("P1"))  # seat 1 draws the last tile
    assert not model.over and model.to_act == 2
    model.apply(Exchange(T("G1")), ())
    assert model.over and model.to_act is None


def test_model_holds_all_tiles() -> None:
    state = State.new(3, seed=4)
    assert Model.from_state(state).everything() == Counter(TILESET)
    scrambled = state.resample(0, random.Random(1))
    assert scrambled.view(0) == state.view(0) and scrambled != state
    assert Counter(scrambled.tiles()) == Counter(TILESET)
    assert scrambled.seats[0].hand == state.seats[0].hand
