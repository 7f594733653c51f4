"""The move-log format ``fifteen/1``: typed records, decoding, replay, recording, redaction.

A log lists ``cards`` in the order they left the deck (one dealt to each seat, then each
card drawn) and the ``actions``.  Shape (LOG-SCHEMA) is the JSON Schema's; the rest is found
by replaying: the deal first (index ``None``: FT-2.1 at ``/players``, LOG-DRAW at ``/cards``),
then action by action (pointer ``/actions/i``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from regelwerk.errors import IllegalActionError
from regelwerk.logs.decoding import Decoding
from regelwerk.logs.formats import Event, RecordCodec, envelope, view_envelope
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import (
    child,
    expect_list,
    expect_object,
    expect_players,
    expect_result,
    lookup_all,
    schema_fault,
)
from regelwerk.rules import LogCode
from regelwerk.violation import Violation
from regelwerk_fifteen import GAME
from regelwerk_fifteen.actions import Action
from regelwerk_fifteen.kernel import CARDS, is_bust
from regelwerk_fifteen.options import Options
from regelwerk_fifteen.state import State

__all__ = ["CODEC", "FORMAT", "RECORDING", "FifteenLog", "redact"]

FORMAT: Final = GAME.log_format


@dataclass(frozen=True, slots=True)
class FifteenLog:
    """A ``fifteen/1`` move log as a typed, immutable record."""

    players: tuple[str, ...]
    cards: tuple[int, ...]
    actions: tuple[Action, ...] = ()
    result: tuple[int, ...] | None = None
    options: Options = field(default_factory=Options)
    format: ClassVar[str] = FORMAT

    def to_json(self) -> dict[str, Any]:
        out = envelope(FORMAT, self.players, self.options)
        out["cards"] = list(self.cards)
        out["actions"] = [action.value for action in self.actions]
        if self.result is not None:
            out["result"] = list(self.result)
        return out


_ROOT_KEYS: Final = frozenset({"format", "players", "options", "cards", "actions", "result"})
_ROOT_REQUIRED: Final = ("format", "players", "cards", "actions")


def _cards(value: Any) -> tuple[int, ...]:
    items = expect_list(value, "/cards")
    for index, item in enumerate(items):
        if type(item) is not int:
            raise schema_fault(child("/cards", index), reason="type", expected="integer")
        if item not in CARDS:
            raise schema_fault(child("/cards", index), reason="card", value=item)
    if len(items) > len(CARDS):
        raise schema_fault("/cards", reason="length", expected=len(CARDS), actual=len(items))
    return tuple(items)


class FifteenCodec(RecordCodec[FifteenLog]):
    """The :class:`~regelwerk.logs.formats.LogCodec` of ``fifteen/1``."""

    format: Final = FORMAT
    game: Final = GAME

    def decode(
        self, document: Mapping[str, Any], collect: bool
    ) -> tuple[FifteenLog | None, list[Fault]]:
        steps = Decoding(collect)
        steps.attempt(expect_object, document, "", _ROOT_REQUIRED, _ROOT_KEYS)
        if steps.faults:
            return None, steps.faults
        players = steps.attempt(expect_players, document["players"])
        steps.attempt(expect_object, document.get("options", {}), "/options", (), _NONE)
        cards = steps.attempt(_cards, document["cards"])
        actions = steps.attempt(
            lookup_all, Action.words(), document["actions"], "/actions", "action"
        )
        result = None
        if "result" in document:
            count = len(document["players"]) if type(document["players"]) is list else None
            result = steps.attempt(expect_result, document["result"], count)
        if steps.faults or players is None or cards is None or actions is None:
            return None, steps.faults
        return FifteenLog(players, cards, actions, result), []

    def length(self, log: FifteenLog) -> int:
        return len(log.actions)

    def replay(
        self, log: FifteenLog, document: Mapping[str, Any], collect: bool
    ) -> Iterator[Event[State]]:
        try:
            state = State.deal(len(log.players), log.cards)
        except IllegalActionError as error:
            yield Fault(error.violation, _deal_pointer(error.violation))
            return
        yield 0, state
        for index, action in enumerate(log.actions):
            violation = state.check(action)
            if violation is not None:
                yield Fault(violation, f"/actions/{index}", index)
                return  # a draw from an empty or unlisted pile: nothing later to check
            state = state.apply(action)
            yield index + 1, state


_NONE: Final = frozenset[str]()  # Fifteen has no options


def _deal_pointer(violation: Violation) -> str:
    if violation.rule is LogCode.LOG_DRAW and violation.get("reason") == "repeated":
        return f"/cards/{violation['index']}"
    return "/cards" if violation.rule is LogCode.LOG_DRAW else "/players"


CODEC: Final = FifteenCodec()


class FifteenRecording:
    """How :class:`regelwerk.logs.Recorder` records Fifteen: ``cards`` lists the cards dealt
    and drawn so far, never the rest of the pile."""

    def new(self, names: Sequence[str], seed: int, options: Any) -> tuple[FifteenLog, State]:
        state = State.new(len(names), seed)
        return self._log(names, state, tuple(hand[0] for hand in state.hands), ())

    def deal(self, names: Sequence[str], deal: Any, options: Any) -> tuple[FifteenLog, State]:
        state = State.deal(len(names), deal)
        return self._log(names, state, tuple(hand[0] for hand in state.hands), ())

    def _log(
        self,
        names: Sequence[str],
        state: State,
        cards: tuple[int, ...],
        actions: tuple[Action, ...],
    ) -> tuple[FifteenLog, State]:
        result = state.result()
        scores = None if result is None else result.scores
        return FifteenLog(tuple(names), cards, actions, scores), state

    def shuffle_unseen(self, state: State, rng: random.Random) -> State:
        """The pile: the cards nobody has seen, in an order drawn by ``rng``."""
        seen = {card for hand in state.hands for card in hand}
        unseen = [card for card in CARDS if card not in seen]
        rng.shuffle(unseen)
        return state._replace(pile=tuple(unseen))

    def step(
        self, log: FifteenLog, state: State, action: Any, chance: Mapping[str, Any]
    ) -> tuple[FifteenLog, State]:
        unknown = set(chance) - {"card"}
        if unknown:
            raise TypeError(f"Fifteen draws cards (card=...), not {', '.join(unknown)}")
        if state.needs_card and action is Action.DRAW:
            if "card" not in chance:
                raise ValueError("the next card is not known: pass card=...")
            state = state.reveal(chance["card"])
        cards = log.cards + (state.pile[:1] if action is Action.DRAW else ())
        return self._log(log.players, state.play(action), cards, (*log.actions, action))

    def play_out(
        self, log: FifteenLog, state: State, choose: Callable[[State], Action | None]
    ) -> tuple[FifteenLog, State]:
        """:meth:`step` for each action ``choose`` picks (``None``: stop) to the end."""
        cards, actions = list(log.cards), list(log.actions)
        while not state.is_over:
            action = choose(state)
            if action is None:
                break
            if action is Action.DRAW and state.pile:
                cards.append(state.pile[0])
            state = state.play(action)
            actions.append(action)
        return self._log(log.players, state, tuple(cards), tuple(actions))


RECORDING: Final = FifteenRecording()


def owners(log: FifteenLog) -> list[int | None]:
    """The seat each listed card went to (dealt, then drawn; ``None``: never drawn, as far as
    the log is legal)."""
    players = len(log.players)
    seats: list[int | None] = [i if i < players else None for i in range(len(log.cards))]
    try:
        state = State.deal(players, log.cards)
    except IllegalActionError:
        return seats
    at = players
    for action in log.actions:
        if state.check(action) is not None:
            break
        if action is Action.DRAW:
            seats[at] = state.seat
            at += 1
        state = state.apply(action)
    return seats


def redact(log: FifteenLog, seat: int) -> dict[str, Any]:
    """The log as ``seat`` may see it (``fifteen-view/1``): a card of another seat is
    ``null`` unless that seat went bust (its hand is then shown, FT-4.2)."""
    out = view_envelope(GAME.view_format, log, seat)
    holder = owners(log)
    hands = [
        [c for c, s in zip(log.cards, holder, strict=True) if s == o]
        for o in range(len(log.players))
    ]
    shown = {seat} | {other for other, hand in enumerate(hands) if is_bust(hand)}
    out["cards"] = [card if holder[i] in shown else None for i, card in enumerate(log.cards)]
    out["actions"] = [action.value for action in log.actions]
    if log.result is not None:
        out["result"] = list(log.result)
    return out
