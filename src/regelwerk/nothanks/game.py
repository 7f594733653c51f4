"""No Thanks! as the shared layers see it: the :class:`~regelwerk.game.Game` object that the
entry point ``regelwerk.games: no-thanks`` names (``pyproject.toml``)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final

from regelwerk.game import EVERY_POLICY, ArgumentTypes, Game, GamePolicy, JSONValue
from regelwerk.nothanks import GAME
from regelwerk.nothanks.actions import Action, action_from_json, parse_action
from regelwerk.nothanks.kernel import may_pass
from regelwerk.nothanks.log import CODEC, RECORDING, NoThanksLog, redact
from regelwerk.nothanks.options import Options
from regelwerk.nothanks.rules import RULES, NoThanksRuleId
from regelwerk.nothanks.state import State

if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping

    from regelwerk.logs.report import Report
    from regelwerk.nothanks.view import View

__all__ = ["NO_THANKS", "NoThanks"]


class NoThanks(Game[State, Action, Options, NoThanksLog]):
    """No Thanks!: take the card, or pay a chip to pass it on."""

    def legal_values(self, state: State) -> list[JSONValue]:
        if self._checked(state, "state").is_over:
            return []
        # While the face-up card is not recorded yet the rules still say what the player
        # may do once it lies there: take it, or pass if they have a chip (NT-4.2, NT-4.3).
        actions = [Action.TAKE]
        if may_pass(state.chips[state.deciding]):
            actions.append(Action.PASS)
        return [action.to_json() for action in actions]

    def action_kinds(self, state: State, action: Action) -> tuple[str, ...]:
        # The notation, as by default, but made once: a simulation asks for every action.
        if action is _TAKE:
            return _TAKE_KINDS
        return _PASS_KINDS if action is _PASS else (str(action),)

    def play_out(
        self, state: State, policy: GamePolicy[State, Action], rng: random.Random
    ) -> tuple[State, dict[tuple[str, ...], int]]:
        # Game.play_out, with the actions' kinds counted at the end: there are two.  The
        # generic random policy on a random.Random plays in one sweep of the kernel, with
        # the draws its listing's sample makes (a simulation plays tens of thousands of
        # games); any other policy, or a stop short of the end, goes state by state.
        from regelwerk.policies import random_policy  # once a game: not on every start

        self._playable(state, policy, rng)
        actions: list[Action] = []
        if policy is random_policy and type(rng) is random.Random:
            state, actions = state._played_out(rng)
        note, apply = actions.append, State.apply
        pile = state.options.pile_size
        while state.face_index < pile:  # not is_over (NT-5.1), read as the field it is
            action = policy(state, rng)
            note(action)
            state = apply(state, action)
        passes = actions.count(_PASS)
        counts = {_TAKE_KINDS: len(actions) - passes, _PASS_KINDS: passes}
        if actions and actions[0] is _PASS:
            counts = {_PASS_KINDS: passes, _TAKE_KINDS: len(actions) - passes}
        return state, {kinds: n for kinds, n in counts.items() if n}


_TAKE, _PASS = Action.TAKE, Action.PASS
_TAKE_KINDS: Final = (str(_TAKE),)
_PASS_KINDS: Final = (str(_PASS),)


def _show_lines(report: Report[State, NoThanksLog], lang: str, **style: bool) -> Iterator[str]:
    """:func:`regelwerk.nothanks.show.show_lines`, imported when a log is shown: loading the
    game (any command that reads a log) leaves the show and its texts out."""
    from regelwerk.nothanks.show import show_lines

    return show_lines(report, lang, **style)


def _view_from_json(document: Mapping[str, Any]) -> View:
    """:meth:`View.from_json <regelwerk.nothanks.view.View.from_json>`, imported when a view
    is first read: loading the game leaves the view and :mod:`regelwerk.knowledge` out."""
    from regelwerk.nothanks.view import View

    return View.from_json(document)


NO_THANKS: Final = NoThanks(
    info=GAME,
    rules=RULES,
    rule_ids=NoThanksRuleId,
    codec=CODEC,
    recording=RECORDING,
    # The texts, policies and pictures by where they are (module, name): imported when first
    # used, as checking a log (validate, legal) uses none of them.
    texts=("regelwerk.nothanks.texts", "TEXTS"),
    policies={
        "random": EVERY_POLICY["random"],
        "greedy": ("regelwerk.nothanks.policies", "greedy"),
        "kinds": EVERY_POLICY["kinds"],
    },
    new=State.new,
    options=Options.from_json,
    parse_action=parse_action,
    redact=redact,
    show=_show_lines,
    action_from_json=action_from_json,
    turn_unit="actions",
    types=ArgumentTypes(state=State, action=Action, log=NoThanksLog),
    view_from_json=_view_from_json,
    private_fields=("seat", "chips", "dealt"),
    pictures=("regelwerk.nothanks.table", "PICTURES"),
)
"""The game object registered under the name ``no-thanks``."""
