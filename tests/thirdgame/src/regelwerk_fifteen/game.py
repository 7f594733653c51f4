"""Fifteen as the shared layers see it: the :class:`~regelwerk.game.Game` object that the
entry point ``regelwerk.games: fifteen`` names (this distribution's ``pyproject.toml``)."""

from __future__ import annotations

from typing import Final

from regelwerk.baselines import kind_first
from regelwerk.game import Game, JSONValue
from regelwerk.policies import random_policy
from regelwerk_fifteen import GAME
from regelwerk_fifteen.actions import Action, action_from_json, parse_action
from regelwerk_fifteen.log import CODEC, RECORDING, FifteenLog, redact
from regelwerk_fifteen.options import Options
from regelwerk_fifteen.policies import careful
from regelwerk_fifteen.rules import RULES, FifteenRuleId
from regelwerk_fifteen.show import show_lines
from regelwerk_fifteen.state import State, View
from regelwerk_fifteen.texts import TEXTS

__all__ = ["FIFTEEN", "Fifteen"]


class Fifteen(Game[State, Action, Options, FifteenLog]):
    """Fifteen: draw or stand, and do not go over 15."""

    def legal_values(self, state: State) -> list[JSONValue]:
        if state.is_over:
            return []
        # A log lists only the cards drawn so far, so the next one is often unknown: the
        # rules still say what the player may do (FT-4.1).
        actions = [Action.DRAW] if state.pile_left else []
        return [action.to_json() for action in (*actions, Action.STAND)]


FIFTEEN: Final = Fifteen(
    info=GAME,
    rules=RULES,
    rule_ids=FifteenRuleId,
    codec=CODEC,
    recording=RECORDING,
    texts=TEXTS,
    policies={"random": random_policy, "careful": careful, "kinds": kind_first},
    new=State.new,
    options=Options.from_json,
    parse_action=parse_action,
    action_from_json=action_from_json,
    redact=redact,
    show=show_lines,
    turn_unit="actions",
    locales="locales",
    view_from_json=View.from_json,
    private_fields=("seat", "hand"),
)
"""The game object registered under the name ``fifteen``."""
