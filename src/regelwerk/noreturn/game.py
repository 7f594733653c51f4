"""No Return as the shared layers see it: the :class:`~regelwerk.game.Game` object that the
entry point ``regelwerk.games: no-return`` names (``pyproject.toml``)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Final

from regelwerk.errors import ArgumentTypeError, NotationError
from regelwerk.game import EVERY_POLICY, ArgumentTypes, Game, JSONValue
from regelwerk.noreturn.actions import (
    Action,
    Clear,
    Exchange,
    Pass,
    Play,
    SetAside,
    action_from_json,
    parse_action,
    public_form,
)
from regelwerk.noreturn.log import CODEC, RECORDING, NoReturnLog, redact
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.rules import RULES, NoReturnRuleId
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import Stage, State

if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping

    from regelwerk.logs.report import Report
    from regelwerk.noreturn.view import View

__all__ = ["NO_RETURN", "NoReturn"]


class NoReturn(Game[State, Action, Options, NoReturnLog]):
    """No Return: tiles in six colours, rows that only descend, no way back from phase 2."""

    def action_kinds(self, state: State, action: Action) -> tuple[str, ...]:
        try:  # no check on this per-action path: a wrong argument fails here, and is named
            setup = state.stage is _SETUP
        except AttributeError:
            raise ArgumentTypeError("state", state, GAME.title) from None
        if setup or type(action) is SetAside:
            return ()  # the setup is no turn
        kinds = None
        if isinstance(action, _TURN_ACTIONS):
            kinds = _KINDS.get((type(action), action.phase2))
        if kinds is None:
            raise ArgumentTypeError("action", action, GAME.title)
        return kinds

    def log_kinds(self, log: NoReturnLog) -> dict[tuple[str, ...], int]:
        # A turn's kinds are its parts' kind and phase (those of action_kinds); the setup
        # entries are no turns, and kinds of none counted or not change no total.
        try:
            parts = log.parts()
        except AttributeError:
            raise ArgumentTypeError("log", log, GAME.title) from None
        return dict(Counter(_KINDS[kind, phase2] for kind, _, _, phase2, _, _ in parts))


_SETUP: Final = Stage.SETUP  # enum members are slow to look up
_TURN_ACTIONS: Final = (Exchange, Play, Clear, Pass)
_KINDS: Final[dict[tuple[type, object], tuple[str, ...]]] = {
    (kind, phase2): (kind.verb, "phase2") if phase2 else (kind.verb,)
    for kind in _TURN_ACTIONS
    for phase2 in (False, True)
}  # a random game's tally counts these, one per action


def _action_from_json(value: JSONValue) -> Action:
    """A turn's action (``{"play": [...]}``); anything but an object is no turn."""
    if not isinstance(value, dict):
        raise NotationError("turn", value)
    return action_from_json(value)


def _show_lines(report: Report[State, NoReturnLog], lang: str, **style: bool) -> Iterator[str]:
    """:func:`regelwerk.noreturn.show.show_lines`, imported when a log is shown: loading the
    game (any command that reads a log) leaves the show and its texts out."""
    from regelwerk.noreturn.show import show_lines

    return show_lines(report, lang, **style)


def _view_from_json(document: Mapping[str, Any]) -> View:
    """:meth:`View.from_json <regelwerk.noreturn.view.View.from_json>`, imported when a view
    is first read: loading the game leaves the view and :mod:`regelwerk.knowledge` out."""
    from regelwerk.noreturn.view import View

    return View.from_json(document)


NO_RETURN: Final = NoReturn(
    info=GAME,
    rules=RULES,
    rule_ids=NoReturnRuleId,
    codec=CODEC,
    recording=RECORDING,
    # The texts, policies and pictures by where they are (module, name): imported when first
    # used, as checking a log (validate, legal) uses none of them.
    texts=("regelwerk.noreturn.texts", "TEXTS"),
    policies={
        "random": EVERY_POLICY["random"],
        "greedy": ("regelwerk.noreturn.policies", "greedy"),
        "kinds": EVERY_POLICY["kinds"],
    },
    new=State.new,
    options=Options.from_json,
    parse_action=parse_action,
    redact=redact,
    show=_show_lines,
    action_from_json=_action_from_json,
    flag_kinds={"phase2": "phase 2 entered"},
    types=ArgumentTypes(state=State, action=Action, log=NoReturnLog),
    public_action=public_form,
    view_from_json=_view_from_json,
    private_fields=("seat", "hand"),
    pictures=("regelwerk.noreturn.table", "PICTURES"),
)
"""The game object registered under the name ``no-return``."""
