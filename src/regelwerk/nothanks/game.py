"""No Thanks! as the shared layers see it: the :class:`~regelwerk.game.Game` object that the
entry point ``regelwerk.games: no-thanks`` names (``pyproject.toml``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regelwerk.baselines import kind_first
from regelwerk.game import ArgumentTypes, Game, JSONValue
from regelwerk.nothanks import GAME
from regelwerk.nothanks.actions import Action, action_from_json, parse_action
from regelwerk.nothanks.log import CODEC, RECORDING, NoThanksLog, redact
from regelwerk.nothanks.options import Options
from regelwerk.nothanks.policies import greedy
from regelwerk.nothanks.rules import RULES, NoThanksRuleId
from regelwerk.nothanks.show import show_lines
from regelwerk.nothanks.state import State
from regelwerk.nothanks.texts import TEXTS
from regelwerk.policies import random_policy

if TYPE_CHECKING:
    pass

__all__ = ["NO_THANKS", "NoThanks"]


class NoThanks(Game[State, Action, Options, NoThanksLog]):
    """No Thanks!: take the card, or pay a chip to pass it on."""

    def legal_values(self, state: State) -> list[JSONValue]:
        if self._checked(state, "state").is_over:
            return []
        # While the face-up card is not recorded yet the rules still say what the player
        # may do once it lies there: take it, or pass if they have a chip (NT-4.2, NT-4.3).
        actions = [Action.TAKE]
        if state.chips[state.deciding]:
            actions.append(Action.PASS)
        return [action.to_json() for action in actions]

    def action_kinds(self, state: State, action: Action) -> tuple[str, ...]:
        return (str(action),)


NO_THANKS: Final = NoThanks(
    info=GAME,
    rules=RULES,
    rule_ids=NoThanksRuleId,
    codec=CODEC,
    recording=RECORDING,
    texts=TEXTS,
    policies={"random": random_policy, "greedy": greedy, "kinds": kind_first},
    new=State.new,
    options=Options.from_json,
    parse_action=parse_action,
    redact=redact,
    show=show_lines,
    action_from_json=action_from_json,
    turn_unit="actions",
    types=ArgumentTypes(state=State, action=Action, log=NoThanksLog),
)
"""The game object registered under the name ``no-thanks``."""
