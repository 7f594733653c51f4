"""No Return as the shared layers see it: the :class:`~regelwerk.game.Game` object that the
entry point ``regelwerk.games: no-return`` names (``pyproject.toml``)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

from regelwerk.errors import NotationError
from regelwerk.game import Game, GameInfo, JSONValue, Policy
from regelwerk.noreturn.actions import Action, SetAside, action_from_json, parse_action
from regelwerk.noreturn.log import CODEC, RECORDING, NoReturnCodec, NoReturnLog, redact
from regelwerk.noreturn.log.recording import NoReturnRecording
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.policies import greedy
from regelwerk.noreturn.rules import RULES, NoReturnRuleId
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import Stage, State
from regelwerk.noreturn.texts import TEXTS
from regelwerk.policies import random_policy
from regelwerk.rules import Rule

if TYPE_CHECKING:
    from regelwerk.i18n.gametexts import GameTexts
    from regelwerk.logs.report import Report

__all__ = ["NO_RETURN", "NoReturn"]


class NoReturn(Game[State, Action, Options, NoReturnLog]):
    """No Return: tiles in six colours, rows that only descend, no way back from phase 2."""

    turn_unit = "turns"
    flag_kinds: Mapping[str, str] = MappingProxyType({"phase2": "phase 2 declared"})

    @property
    def info(self) -> GameInfo:
        return GAME

    @property
    def rules(self) -> tuple[Rule, ...]:
        return RULES

    @property
    def rule_ids(self) -> type[NoReturnRuleId]:
        return NoReturnRuleId

    def options(self, document: Mapping[str, JSONValue] | None = None) -> Options:
        return Options.from_json(document or {})

    def new(self, players: int, seed: int, options: Options | None = None) -> State:
        return State.new(players, seed, options or Options())

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def action_from_json(self, value: JSONValue) -> Action:
        if not isinstance(value, dict):
            raise NotationError("turn", repr(value))
        return action_from_json(value)

    @property
    def codec(self) -> NoReturnCodec:
        return CODEC

    @property
    def recording(self) -> NoReturnRecording:
        return RECORDING

    def redact(self, log: NoReturnLog, seat: int) -> dict[str, Any]:
        document: dict[str, Any] = redact(log, seat)
        return document

    @property
    def texts(self) -> GameTexts:
        return TEXTS

    def show(
        self, report: Report[State, NoReturnLog], lang: str, *, compact: bool = False
    ) -> Iterator[str]:
        from regelwerk.noreturn.show import show_lines

        return show_lines(report, lang, compact=compact)

    @property
    def policies(self) -> Mapping[str, Policy[State, Action]]:
        return _POLICIES

    def action_kinds(self, state: State, action: Action) -> tuple[str, ...]:
        if state.stage is Stage.SETUP or isinstance(action, SetAside):
            return ()  # the setup is no turn
        verb = action.verb
        return (verb, "phase2") if getattr(action, "phase2", False) else (verb,)


_POLICIES: Final[Mapping[str, Policy[State, Action]]] = MappingProxyType(
    {"random": random_policy, "greedy": greedy}
)

NO_RETURN: Final = NoReturn()
"""The game object registered under the name ``no-return``."""
