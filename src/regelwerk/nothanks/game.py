"""No Thanks! as the shared layers see it: the :class:`~regelwerk.game.Game` object that the
entry point ``regelwerk.games: no-thanks`` names (``pyproject.toml``)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

from regelwerk.game import Game, GameInfo, JSONValue, Policy
from regelwerk.nothanks import GAME
from regelwerk.nothanks.actions import Action, action_from_json, parse_action
from regelwerk.nothanks.log import (
    CODEC,
    RECORDING,
    NoThanksCodec,
    NoThanksLog,
    NoThanksRecording,
    redact,
)
from regelwerk.nothanks.options import Options
from regelwerk.nothanks.policies import greedy
from regelwerk.nothanks.rules import RULES, NoThanksRuleId
from regelwerk.nothanks.state import State
from regelwerk.nothanks.texts import TEXTS
from regelwerk.policies import random_policy
from regelwerk.rules import Rule

if TYPE_CHECKING:
    from regelwerk.i18n.gametexts import GameTexts
    from regelwerk.logs.report import Report

__all__ = ["NO_THANKS", "NoThanks"]


class NoThanks(Game[State, Action, Options, NoThanksLog]):
    """No Thanks!: take the card, or pay a chip to pass it on."""

    turn_unit = "actions"

    @property
    def info(self) -> GameInfo:
        return GAME

    @property
    def rules(self) -> tuple[Rule, ...]:
        return RULES

    @property
    def rule_ids(self) -> type[NoThanksRuleId]:
        return NoThanksRuleId

    def options(self, document: Mapping[str, JSONValue] | None = None) -> Options:
        return Options.from_json(document or {})

    def new(self, players: int, seed: int, options: Options | None = None) -> State:
        return State.new(players, seed, options or Options())

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def action_from_json(self, value: JSONValue) -> Action:
        return action_from_json(value)

    def legal_values(self, state: State) -> list[JSONValue]:
        if state.is_over:
            return []
        # While the face-up card is not recorded yet the rules still say what the player
        # may do once it lies there: take it, or pass if they have a chip (NT-4.2, NT-4.3).
        actions = [Action.TAKE]
        if state.chips[state.seat]:
            actions.append(Action.PASS)
        return [action.to_json() for action in actions]

    @property
    def codec(self) -> NoThanksCodec:
        return CODEC

    @property
    def recording(self) -> NoThanksRecording:
        return RECORDING

    def redact(self, log: NoThanksLog, seat: int) -> dict[str, Any]:
        document: dict[str, Any] = redact(log, seat)
        return document

    @property
    def texts(self) -> GameTexts:
        return TEXTS

    def show(
        self, report: Report[State, NoThanksLog], lang: str, *, compact: bool = False
    ) -> Iterator[str]:
        from regelwerk.nothanks.show import show_lines

        return show_lines(report, lang, compact=compact)

    @property
    def policies(self) -> Mapping[str, Policy[State, Action]]:
        return _POLICIES

    def action_kinds(self, state: State, action: Action) -> tuple[str, ...]:
        return (str(action),)


_POLICIES: Final[Mapping[str, Policy[State, Action]]] = MappingProxyType(
    {"random": random_policy, "greedy": greedy}
)

NO_THANKS: Final = NoThanks()
"""The game object registered under the name ``no-thanks``."""
