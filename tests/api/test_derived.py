"""What the contract derives so that a game writes only its rules (issue 19): the shared
checks of ``BaseState.check``, a dataclass view's JSON form, and the ``Game`` keywords a
game no longer gives (its view reader and argument types)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from regelwerk.errors import ArgumentTypeError
from regelwerk.game import BaseState, Chance, Game, GameInfo, Information, NoOptions, Result
from regelwerk.i18n.gametexts import GameTexts
from regelwerk.knowledge import DataView
from regelwerk.logs.declared import DeclaredCodec
from regelwerk.notation import WordAction
from regelwerk.rules import LogCode, RuleId, rule_table
from regelwerk.violation import Violation


class Move(WordAction):
    STEP = "step"


class ZedRuleId(RuleId):
    ZD_1_1 = "ZD-1.1"


INFO = GameInfo("zed", "Zed", "zed/1", 2, 2, Chance.DETERMINISTIC, Information.PERFECT, False)


@dataclasses.dataclass(frozen=True, slots=True)
class Seen(DataView):
    seat: int
    steps: tuple[int | None, ...]
    move: Move | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class Zed(BaseState[Move]):
    players: int = 2
    steps: int = 0

    @classmethod
    def new(cls, players: int, seed: int | None = None, options: object = None) -> Zed:
        return cls(players)

    @property
    def to_act(self) -> int | None:
        return None if self.steps >= 2 else self.steps % 2

    def legal(self) -> tuple[Move, ...]:
        return () if self.is_over else (Move.STEP,)

    def judge(self, action: Move) -> Violation | None:
        return None if action is Move.STEP else Violation.of(ZedRuleId.ZD_1_1)

    def apply(self, action: Move) -> Zed:
        return dataclasses.replace(self, steps=self.steps + 1)

    def view(self, seat: int) -> Seen:
        return Seen(seat, (self.steps, None))

    def result(self) -> Result | None:
        return Result((1, 1), (0, 1)) if self.is_over else None


@dataclasses.dataclass(frozen=True, slots=True)
class ZedLog:
    players: tuple[str, ...]
    actions: tuple[Move, ...] = ()
    result: tuple[int, ...] | None = None


class ZedCodec(DeclaredCodec[ZedLog, Zed]):
    def start(self, log: ZedLog) -> Zed:
        return Zed(len(log.players))


ZED: Game[Zed, Move, NoOptions, ZedLog] = Game(
    info=INFO,
    rules=rule_table("zed", ZedRuleId, {}),
    codec=ZedCodec(INFO, ZedLog, Zed.new),
    texts=GameTexts(titles={}, texts={}, chapters={}),
    new=Zed.new,
    action=Move,
    package="somewhere_else",
)


def test_base_state_check_makes_the_shared_checks_then_asks_judge() -> None:
    state = Zed()
    assert state.check(Move.STEP) is None
    sent = state.check(Move.STEP, seat=1)
    assert sent is not None and sent.rule is LogCode.LOG_ORDER and sent["reason"] == "seat"
    over = state.play(Move.STEP).play(Move.STEP)
    late = over.check(Move.STEP)
    assert late is not None and late.rule is LogCode.LOG_ORDER and late["reason"] == "over"


def test_a_data_view_writes_and_reads_its_fields() -> None:
    view = Seen(1, (3, None), Move.STEP)
    document = json.loads(json.dumps(view.to_json()))
    assert document == {"seat": 1, "steps": [3, None], "move": "step"}
    assert Seen.from_json(document) == view  # the word read back as the action
    assert Seen.from_json({"seat": 1, "steps": [3, None], "move": None}) == Seen(1, (3, None))
    for wrong in ({"seat": 1}, {"seat": 1, "steps": [], "move": None, "more": 1}, [1]):
        with pytest.raises(ArgumentTypeError):
            Seen.from_json(wrong)  # type: ignore[arg-type]


def test_the_game_derives_what_it_was_given_before() -> None:
    assert ZED.rule_ids is ZedRuleId and ZED.turn_unit == "actions"
    assert list(ZED.policies) == ["random", "kinds"]
    start = ZED.new(2)
    known = ZED.information_state(0, start, [Move.STEP])  # the view reader: Seen.from_json
    assert ZED.information_state_from_json(json.loads(json.dumps(known.to_json()))) == known
    with pytest.raises(ArgumentTypeError):  # the types: a state of another class is refused
        ZED.legal_values("a state")  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError):
        ZED.action_to_json("step")  # type: ignore[arg-type]
