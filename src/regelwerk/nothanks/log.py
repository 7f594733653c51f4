"""The move-log format ``no-thanks/1`` (LOG-FORMAT.md): typed records, decoding, replay.

Only this format's rules live here; reading, reports and the command line are generic
(:mod:`regelwerk.logs`).  :class:`NoThanksLog` is immutable; ``decode(encode(log)) == log``.

Shape (LOG-SCHEMA) includes what the format itself fixes: cards are whole numbers 3 to 35,
``removed`` has 9 of them, ``dealt`` needs ``deal_removed`` and has ``9 // players`` cards
(NT-7.1) for each seat (``dealt_seats``, ``dealt_count``), ``chips_per_player`` is 0 to
``55 // players`` (``reason="range"``).  "players" is here the number of names given,
whether or not it is a rightful one: the shape comes before NT-2.1 (LOG-FORMAT's order).
The consistency of the cards (LOG-DRAW) and the actions are checked by replaying: the
whole ``cards`` list first (index ``None``, pointer ``/cards/k``, ``/removed/k`` or
``/dealt/s/k``), then action by action (pointer ``/actions/i``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, ClassVar, Final, NoReturn

from regelwerk.errors import ArgumentTypeError, IllegalActionError, UsageError
from regelwerk.frozen import Frozen
from regelwerk.logs.decoding import Decoding
from regelwerk.logs.formats import Event, RecordCodec, envelope, view_envelope
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import (
    ShapeError,
    child,
    expect_list,
    expect_object,
    expect_players,
    expect_result,
    schema_fault,
)
from regelwerk.nothanks import GAME, kernel
from regelwerk.nothanks.actions import Action
from regelwerk.nothanks.cards import CARDS, HIGHEST, LOWEST, Card
from regelwerk.nothanks.components import REMOVED_COUNT, TOTAL_CHIPS
from regelwerk.nothanks.errortexts import (
    CARD_NOT_KNOWN,
    CARD_NOT_KNOWN_PLAY_OUT,
    CARD_NOT_TURNED,
)
from regelwerk.nothanks.options import Options
from regelwerk.nothanks.reasons import NoThanksReason
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.nothanks.state import State
from regelwerk.nothanks.validate import dealt_violation
from regelwerk.reasons import SchemaReason
from regelwerk.violation import Violation

__all__ = ["CODEC", "FORMAT", "RECORDING", "NoThanksCodec", "NoThanksLog", "sweep"]

FORMAT: Final = "no-thanks/1"

_R = NoThanksReason
TYPE: Final = SchemaReason.TYPE


class NoThanksLog(Frozen):
    """A ``no-thanks/1`` move log as a typed, immutable record (a frozen value:
    :mod:`regelwerk.frozen`)."""

    __slots__ = (  # noqa: RUF023 (the fields' order)
        "players", "cards", "actions", "options", "removed", "dealt", "result"
    )  # fmt: skip
    players: tuple[str, ...]
    cards: tuple[Card, ...]
    actions: tuple[Action, ...]
    options: Options
    removed: tuple[Card, ...] | None
    dealt: tuple[tuple[Card, ...], ...] | None
    result: tuple[int, ...] | None
    format: ClassVar[str] = FORMAT

    def __init__(
        self,
        players: tuple[str, ...],
        cards: tuple[Card, ...],
        actions: tuple[Action, ...] = (),
        options: Options | None = None,
        removed: tuple[Card, ...] | None = None,
        dealt: tuple[tuple[Card, ...], ...] | None = None,
        result: tuple[int, ...] | None = None,
    ) -> None:
        self._init(
            players, cards, actions, _DEFAULTS if options is None else options, removed, dealt,
            result,
        )  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        """The log as the format writes it."""
        out = envelope(FORMAT, self.players, self.options)
        if self.removed is not None:
            out["removed"] = [int(card) for card in self.removed]
        if self.dealt is not None:
            out["dealt"] = [[int(card) for card in hand] for hand in self.dealt]
        out["cards"] = [int(card) for card in self.cards]
        out["actions"] = [action.value for action in self.actions]
        if self.result is not None:
            out["result"] = list(self.result)
        return out


NoThanksLog._name_fields()


# --- decoding (LOG-SCHEMA) --------------------------------------------------------------

_ROOT_KEYS: Final = frozenset(
    {"format", "players", "options", "removed", "dealt", "cards", "actions", "result"}
)
_ROOT_REQUIRED: Final = ("format", "players", "cards", "actions")
_OPTION_KEYS: Final = frozenset(Options.__match_args__)  # the names a log may give
_ACTIONS: Final = Action.words()
_DEFAULTS: Final = Options()


_CARD_OF: Final = {int(card): card for card in CARDS}
_INT: Final = frozenset({int})


def _cards(value: Any, pointer: str) -> tuple[Card, ...]:
    items = expect_list(value, pointer)
    # Every list of cards of every log comes here: looked up at once, and checked to hold
    # only ints (a JSON 4.0 equals 4, and true equals 1); the walk below names a fault.
    try:
        cards = tuple(map(_CARD_OF.__getitem__, items))
    except (KeyError, TypeError):
        pass
    else:
        if set(map(type, items)) <= _INT:
            return cards
    for index, item in enumerate(items):
        if type(item) is not int:
            raise schema_fault(child(pointer, index), reason=TYPE, expected="integer")
        if not LOWEST <= item <= HIGHEST:
            raise schema_fault(child(pointer, index), reason=_R.CARD, value=item)
    raise AssertionError("unreachable: every item is a card")  # pragma: no cover


def _options(value: Any, players: int | None) -> Options:
    options = expect_object(value, "/options", (), _OPTION_KEYS)
    if "deal_removed" in options and type(options["deal_removed"]) is not bool:
        raise schema_fault("/options/deal_removed", reason=TYPE, expected="boolean")
    if "chips_per_player" in options:
        chips = options["chips_per_player"]
        if type(chips) is not int:
            raise schema_fault("/options/chips_per_player", reason=TYPE, expected="integer")
        # The bound is the shape's, from the names given, whether or not they are a rightful
        # number of players (that is NT-2.1, for the replay).
        high = kernel.chips_limit(players) if players else TOTAL_CHIPS
        if not 0 <= chips <= high:
            raise schema_fault(
                "/options/chips_per_player",
                reason=_R.RANGE,
                option="chips_per_player",
                value=chips,
                low=0,
                high=high,
            )
    highest = _research(options, "highest_card", LOWEST, HIGHEST, HIGHEST)
    _research(options, "removed_count", 0, highest - LOWEST, REMOVED_COUNT)
    return Options.from_json(options)


def _research(options: Mapping[str, Any], name: str, low: int, high: int, default: int) -> int:
    """The research option ``name`` (its ``default`` when not given), a whole number from
    ``low`` to ``high``; LOG-SCHEMA otherwise."""
    value = options.get(name, default)
    if type(value) is not int:
        raise schema_fault(f"/options/{name}", reason=TYPE, expected="integer")
    if not low <= value <= high:
        raise schema_fault(
            f"/options/{name}", reason=_R.RANGE, option=name, value=value, low=low, high=high
        )
    return value


def _dealt(value: Any, players: int, options: Options) -> tuple[tuple[Card, ...], ...]:
    if not options.deal_removed:
        raise schema_fault("/dealt", reason=_R.DEALT_WITHOUT_OPTION, option="deal_removed")
    hands = expect_list(value, "/dealt")
    out = tuple(_cards(hand, child("/dealt", seat)) for seat, hand in enumerate(hands))
    fault = kernel.dealt_shape(players, options.deal_removed, out, options.removed_count)
    if fault is not None:
        seat = fault[1]
        pointer = "/dealt" if seat is None else child("/dealt", seat)
        raise ShapeError(pointer, dealt_violation(*fault))
    return out


def _actions(value: Any, decoding: Decoding) -> tuple[Action, ...]:
    items = expect_list(value, "/actions")
    try:  # all well-formed, as a rule: in one sweep
        return tuple(map(_ACTIONS.__getitem__, items))
    except (KeyError, TypeError):
        decoding.each(items, _ACTIONS.__getitem__, _action_fault)  # records the faults
        return ()


def _action_fault(item: Any, index: int) -> NoReturn:
    """Raise the LOG-SCHEMA fault of the action at ``/actions/index``: no string, or no
    action's word."""
    if type(item) is not str:
        raise schema_fault(f"/actions/{index}", reason=TYPE, expected="string")
    raise schema_fault(f"/actions/{index}", reason=_R.ACTION, value=item)


class NoThanksCodec(RecordCodec[NoThanksLog]):
    """The :class:`~regelwerk.logs.formats.LogCodec` of ``no-thanks/1``."""

    game = GAME  # its format, game.log_format, is RecordCodec's

    def decode(
        self, document: Mapping[str, Any], collect: bool
    ) -> tuple[NoThanksLog | None, list[Fault]]:
        """The typed record of a parsed document (LOG-SCHEMA faults as :class:`ShapeError`)."""
        decoding = Decoding(collect)
        attempt, faults = decoding.attempt, decoding.faults
        try:
            expect_object(document, "", _ROOT_REQUIRED, _ROOT_KEYS)
        except ShapeError as error:
            return None, [Fault(error.violation, error.pointer)]
        players = attempt(expect_players, document["players"])
        count = len(players) if players is not None else None
        options = _DEFAULTS
        if "options" in document:
            options = attempt(_options, document["options"], count) or _DEFAULTS
        removed = None
        if "removed" in document:
            removed = attempt(_removed, document["removed"], options)
        dealt = None
        if "dealt" in document and count is not None:
            dealt = attempt(_dealt, document["dealt"], count, options)
        cards = attempt(_cards, document["cards"], "/cards")
        actions = attempt(_actions, document["actions"], decoding) or ()
        result = None
        if "result" in document:
            result = attempt(expect_result, document["result"], count)
        if faults:
            return None, faults
        assert players is not None and cards is not None
        log = NoThanksLog(players, cards, actions, options, removed, dealt, result)
        return log, []

    def length(self, log: NoThanksLog) -> int:
        """The number of actions the record holds."""
        return len(log.actions)

    def replay(
        self, log: NoThanksLog, document: Mapping[str, Any], collect: bool
    ) -> Iterator[Event[State]]:
        return _replay(log)

    def final(self, log: NoThanksLog, document: Mapping[str, Any]) -> Iterator[Event[State]]:
        """A strict replay, swept: the states where the sweep stops, and the fault if any."""
        return _final(log)


def _removed(value: Any, options: Options) -> tuple[Card, ...]:
    cards = _cards(value, "/removed")
    expected = options.removed_count
    if len(cards) != expected:
        raise schema_fault(
            "/removed", reason=SchemaReason.LENGTH, expected=expected, actual=len(cards)
        )
    return cards


CODEC: Final = NoThanksCodec()


# --- replay ------------------------------------------------------------------------------


def _setup_pointer(violation: Violation) -> str:
    reason = violation.get("reason")
    index = violation.get("index")
    at = index if isinstance(index, int) else 0
    if reason == _R.REMOVED_TWICE:
        return f"/removed/{at}"
    if reason in (_R.DEALT_TWICE, _R.NOT_REMOVED):
        return f"/dealt/{violation.get('seat')}/{at}"
    if violation.rule is NoThanksRuleId.NT_2_1:
        return "/players"
    if violation.rule is NoThanksRuleId.NT_2_2:
        return "/options/chips_per_player"
    return f"/cards/{at}"


def _setup(log: NoThanksLog) -> State | Fault:
    """The state the game begins in, or the fault of its deal."""
    try:
        return State._deal_cards(len(log.players), log.options, log.cards, log.removed, log.dealt)
    except IllegalActionError as error:
        return Fault(error.violation, _setup_pointer(error.violation))


def _replay(log: NoThanksLog) -> Iterator[Event[State]]:
    state = _setup(log)
    if isinstance(state, Fault):
        yield state
        return
    yield 0, state
    yield from _actions_from(log, state, 0)


def _actions_from(log: NoThanksLog, state: State, start: int) -> Iterator[Event[State]]:
    """The events of the actions from ``start`` on, ``state`` the state before that one."""
    for index in range(start, len(log.actions)):
        action = log.actions[index]
        violation = state.check(action)
        if violation is not None:
            yield Fault(violation, f"/actions/{index}", index)
            return  # a chip that does not exist, or a card not known: nothing to go on with
        state = state.apply(action)
        yield index + 1, state


def _final(log: NoThanksLog) -> Iterator[Event[State]]:
    """A strict replay with its run of legal actions swept over (see :func:`sweep`): the
    state where the sweep stops (the deal's when it stops at once), then the fault if any."""
    state = _setup(log)
    if isinstance(state, Fault):
        yield state
        return
    done, state = sweep(state, log.actions)
    yield done, state
    if done < len(log.actions):
        yield from _actions_from(log, state, done)


def sweep(state: State, actions: Sequence[Action]) -> tuple[int, State]:
    """``(n, after)``: the first ``n`` of ``actions`` are legal in turn (the kernel's
    :func:`~regelwerk.nothanks.kernel.run`) and lead to ``after``; ``n < len(actions)``
    when action ``n`` is not, and the replay goes on from there to say why."""
    return state.run(actions)


# --- recording ---------------------------------------------------------------------------


def _known(state: State) -> tuple[Card, ...]:
    """The cards turned up so far (the face-up one included)."""
    return state.cards[: min(state.face_index + 1, len(state.cards))]


class NoThanksRecording:
    """How :class:`regelwerk.logs.Recorder` records No Thanks!: ``cards`` lists the cards
    turned up so far, ``removed`` and ``dealt`` what the recorder knows of them."""

    def new(
        self, names: Sequence[str], seed: int, options: Options | None
    ) -> tuple[NoThanksLog, State]:
        return self._log(names, State.new(len(names), seed, options or Options()), ())

    def deal(
        self, names: Sequence[str], deal: Any, options: Options | None
    ) -> tuple[NoThanksLog, State]:
        cards, removed, dealt = deal
        state = State.deal(len(names), cards, options or Options(), removed, dealt)
        return self._log(names, state, ())

    def _log(
        self, names: Sequence[str], state: State, actions: tuple[Action, ...]
    ) -> tuple[NoThanksLog, State]:
        removed = state.removed
        log = NoThanksLog(tuple(names), _known(state), actions, state.options, removed, state.dealt)
        result = state.result()
        if result is not None:
            log = NoThanksLog(
                log.players,
                log.cards,
                actions,
                log.options,
                log.removed,
                log.dealt,
                tuple(result.scores),
            )
        return log, state

    def shuffle_unseen(self, state: State, rng: random.Random) -> State:
        """``state`` with the rest of its pile dealt by ``rng`` from the cards nobody has seen
        (neither turned up nor known to be removed or dealt), every order equally likely."""
        pile = state.options.pile_size
        if state.is_over or len(state.cards) >= pile:
            return state
        seen = {*state.cards, *(state.removed or ())}
        for hand in state.dealt or ():
            seen.update(hand)
        unseen = [card for card in state.options.deck if card not in seen]  # then shuffled
        rng.shuffle(unseen)
        return state._replace(cards=(*state.cards, *unseen[: pile - len(state.cards)]))

    def step(
        self, log: NoThanksLog, state: State, action: Any, chance: Mapping[str, Any]
    ) -> tuple[NoThanksLog, State]:
        unknown = set(chance) - {"card"}
        if unknown:
            raise ArgumentTypeError("chance", sorted(unknown)[0], "card")
        card = chance.get("card")
        needed = state.needs_card  # card= is the face-up card now, or else the one a take turns up
        if needed:
            if card is None:
                raise UsageError(CARD_NOT_KNOWN)
            state = state.reveal(card)
        after = state.play(action)
        if not needed and card is not None:
            if after.face_index == state.face_index or after.is_over:  # a pass, the last take
                raise UsageError(CARD_NOT_TURNED)
            # The card the server turned up, in place of the one the known order (a seeded
            # or resumed game's) would: the order beyond the face-up card is seen by nobody.
            after = after._replace(cards=after.cards[: after.face_index]).reveal(card)
            if len(state.cards) > len(after.cards):
                rest = [other for other in state.cards[after.face_index :] if other != card]
                after = after._replace(cards=(*after.cards, *rest)[: state.options.pile_size])
        return self._log(log.players, after, (*log.actions, action))

    def play_out(
        self,
        log: NoThanksLog,
        state: State,
        choose: Callable[[State], Action | None],
        *,
        trusted: bool = False,
    ) -> tuple[NoThanksLog, State]:
        """:meth:`step` for each action ``choose`` picks (``None``: stop) until the game is
        over, in a game whose pile is known (seeded), the log built once at the end instead
        of once per action; ``trusted``: applied unchecked (``State.apply``)."""
        actions = list(log.actions)
        move = State.apply if trusted else State.play
        while not state.is_over:
            if state.needs_card:
                raise UsageError(CARD_NOT_KNOWN_PLAY_OUT)
            action = choose(state)
            if action is None:
                break
            state = move(state, action)
            actions.append(action)
        return self._log(log.players, state, tuple(actions))


RECORDING: Final = NoThanksRecording()


# --- redaction ---------------------------------------------------------------------------

VIEW_FORMAT: Final = "no-thanks-view/1"


def redact(log: NoThanksLog, seat: int) -> dict[str, Any]:
    """The log as ``seat`` may see it (format ``no-thanks-view/1``, with ``"seat"``).

    The removed cards are left out (NT-3.1: unseen), other seats' dealt cards are written
    ``null`` (each hand keeps its length), and ``cards`` lists only the cards turned up by
    the last recorded action.  Actions stay: every take and pass happens in the open.
    """
    out = view_envelope(VIEW_FORMAT, log, seat)
    if log.dealt is not None:
        out["dealt"] = [
            [int(card) if owner == seat else None for card in hand]
            for owner, hand in enumerate(log.dealt)
        ]
    turned_up = log.actions.count(Action.TAKE) + 1  # each take turns up the next card
    out["cards"] = [int(card) for card in log.cards[: min(turned_up, log.options.pile_size)]]
    out["actions"] = [action.value for action in log.actions]
    if log.result is not None:
        out["result"] = list(log.result)
    return out


__all__ += ["VIEW_FORMAT", "redact"]
