"""The move-log format ``no-return/1`` (LOG-FORMAT.md): typed records, decoding, replay.

Only this format's rules live here; reading, reports and the command line are generic
(:mod:`regelwerk.logs`).  Records are immutable: :class:`NoReturnLog` with its
:class:`SetupEntry` and :class:`Turn` values; ``decode(encode(log)) == log``.

Pointers of illegal turns name the offending value as precisely as the log allows: the tile
that is not in the hand (``/turns/12/play/1``, the first copy too many), the list whose
colours or sum are wrong (``/turns/12/pay``), the ``phase2`` or ``pass`` flag, the ``draw``
list (``/turns/12`` when the turn has none) or the drawn tile that is not in the bag.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from regelwerk.errors import IllegalActionError
from regelwerk.logs.formats import Event, RecordCodec, envelope, view_envelope
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import (
    ShapeError,
    child,
    expect_int,
    expect_list,
    expect_object,
    expect_players,
    expect_result,
    expect_true,
    lookup_all,
    schema_fault,
)
from regelwerk.noreturn.actions import (
    Clear,
    Exchange,
    Pass,
    Play,
    SetAside,
    TurnAction,
    trusted_clear,
    trusted_exchange,
    trusted_play,
)
from regelwerk.noreturn.fastforward import fast_forward
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import HAND_SIZE, State
from regelwerk.noreturn.tiles import KINDS, Tile
from regelwerk.rules import RuleId
from regelwerk.violation import Violation

__all__ = ["CODEC", "FORMAT", "NoReturnCodec", "NoReturnLog", "SetupEntry", "Turn"]

FORMAT: Final = "no-return/1"
_BY_NAME: Final = {str(tile): tile for tile in KINDS}
_GET_TILE: Final = _BY_NAME.__getitem__


@dataclass(frozen=True, slots=True)
class SetupEntry:
    """One seat's setup: the 8 tiles drawn (NR-3.1), those set aside and their replacements
    (NR-3.2), in the order the log lists them."""

    hand: tuple[Tile, ...]
    set_aside: tuple[Tile, ...] = ()
    draw: tuple[Tile, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"hand": [str(tile) for tile in self.hand]}
        if self.set_aside:
            out["set_aside"] = [str(tile) for tile in self.set_aside]
        if self.draw:
            out["draw"] = [str(tile) for tile in self.draw]
        return out


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn: its action, the tiles drawn after it (NR-4.2) and, if the log names it,
    the seat (``player``)."""

    action: TurnAction
    draw: tuple[Tile, ...] = ()
    player: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {} if self.player is None else {"player": self.player}
        out.update(self.action.to_json())
        if self.draw:
            out["draw"] = [str(tile) for tile in self.draw]
        return out


@dataclass(frozen=True, slots=True)
class NoReturnLog:
    """A ``no-return/1`` move log as a typed, immutable record."""

    players: tuple[str, ...]
    setup: tuple[SetupEntry, ...]
    turns: tuple[Turn, ...] = ()
    options: Options = field(default_factory=Options)
    result: tuple[int, ...] | None = None
    format: ClassVar[str] = FORMAT

    def to_json(self) -> dict[str, Any]:
        """The log as its JSON document (LOG-FORMAT.md)."""
        out = envelope(FORMAT, self.players, self.options)
        out["setup"] = [entry.to_json() for entry in self.setup]
        out["turns"] = [turn.to_json() for turn in self.turns]
        if self.result is not None:
            out["result"] = list(self.result)
        return out

    def appended(self, *turns: Turn) -> NoReturnLog:
        """The same log with ``turns`` added at the end."""
        return NoReturnLog(self.players, self.setup, self.turns + turns, self.options, None)

    def finished(self, result: Sequence[int]) -> NoReturnLog:
        """The same log with its ``result``."""
        return NoReturnLog(self.players, self.setup, self.turns, self.options, tuple(result))


# --- decoding (LOG-SCHEMA) --------------------------------------------------------------

_ROOT_KEYS: Final = frozenset({"format", "players", "options", "setup", "turns", "result"})
_ROOT_REQUIRED: Final = ("format", "players", "setup", "turns")
_SETUP_KEYS: Final = frozenset({"hand", "set_aside", "draw"})
_TURN_KEYS: Final = frozenset(
    {"player", "phase2", "play", "exchange", "clear", "pay", "pass", "draw"}
)
_ACTION_KEYS: Final = ("play", "exchange", "clear", "pass")
_OPTIONS: Final = frozenset(Options().__dataclass_fields__)


def _tiles(value: Any, pointer: str) -> tuple[Tile, ...]:
    return lookup_all(_BY_NAME, value, pointer, "tile")


def _tiles_in(turn: dict[str, Any], key: str, index: int) -> tuple[Tile, ...]:
    # The fast path builds no pointer: only a fault needs one.
    value = turn[key]
    if type(value) is list:
        try:
            return tuple(map(_GET_TILE, value))
        except (KeyError, TypeError):
            pass
    return _tiles(value, f"/turns/{index}/{key}")


def _sorted(tiles: tuple[Tile, ...]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, reverse=True))


def _turn(value: Any, index: int) -> Turn:
    """The turn at ``/turns/index``.

    Well-formed turns take the lean path written out here (decoding was a third of
    validating a log, much of it in calls); it accepts what :func:`_checked_turn` accepts and
    builds the same values.  Anything unusual goes through :func:`_checked_turn`, which finds
    the fault and its pointer.
    """
    if type(value) is dict:
        keys = tuple(value)
        plan = _PLANS.get(keys)
        if plan is None and keys not in _PLANS:
            plan = _plan(keys)
        if plan is not None:
            kind, has_player, phase2, has_draw = plan
            player = value["player"] if has_player else None
            try:
                if (has_player and type(player) is not int) or (
                    phase2 and value["phase2"] is not True
                ):
                    raise TypeError
                action: TurnAction
                if kind == "pass":
                    if value["pass"] is not True:
                        raise TypeError
                    action = Pass(phase2)
                else:
                    listed = value[kind]
                    if type(listed) is not list:
                        raise TypeError
                    tiles = tuple(sorted(map(_GET_TILE, listed), reverse=True))
                    if kind == "exchange":
                        action = trusted_exchange(tiles, phase2)
                    elif kind == "play":
                        action = Play(tiles, True) if phase2 else trusted_play(tiles)
                    else:
                        paid = value["pay"]
                        if type(paid) is not list:
                            raise TypeError
                        pay = tuple(sorted(map(_GET_TILE, paid), reverse=True))
                        action = trusted_clear(tiles, pay, phase2)
                drawn: tuple[Tile, ...] = ()
                if has_draw:
                    listed = value["draw"]
                    if type(listed) is not list:
                        raise TypeError
                    drawn = tuple(map(_GET_TILE, listed))
            except (KeyError, TypeError):  # a value of the wrong type, or not a tile
                return _checked_turn(value, index)
            turn = _new_turn(Turn)  # checked values: skip the frozen dataclass's __init__
            _set_action(turn, action)
            _set_draw(turn, drawn)
            _set_player(turn, player)
            return turn
    return _checked_turn(value, index)


# A turn's keys, in document order, decide its plan once: (action key, has "player", has
# "phase2", has "draw"), or None when the keys alone make the turn malformed.  Plans are
# cached per key order; there are only a few in practice (and the cache is bounded for
# documents built to fill it).
_Plan = tuple[str, bool, bool, bool]
_PLANS: dict[tuple[str, ...], _Plan | None] = {}
_MAX_PLANS: Final = 512


def _plan(keys: tuple[str, ...]) -> _Plan | None:
    present = frozenset(keys)
    kinds = [key for key in _ACTION_KEYS if key in present]
    plan: _Plan | None = None
    if present <= _TURN_KEYS and len(kinds) == 1 and (kinds[0] == "clear") == ("pay" in present):
        plan = (kinds[0], "player" in present, "phase2" in present, "draw" in present)
    if len(_PLANS) < _MAX_PLANS:
        _PLANS[keys] = plan
    return plan


def _slot_setter(name: str) -> Callable[[Turn, object], None]:
    """The raw slot descriptor's setter, which the frozen dataclass's ``__setattr__`` guards."""
    setter: Callable[[Turn, object], None] = getattr(Turn, name).__set__
    return setter


_new_turn = object.__new__
_set_action = _slot_setter("action")
_set_draw = _slot_setter("draw")
_set_player = _slot_setter("player")


def _checked_turn(value: Any, index: int) -> Turn:
    if type(value) is not dict:
        raise schema_fault(f"/turns/{index}", reason="type", expected="object")
    if not value.keys() <= _TURN_KEYS:
        expect_object(value, f"/turns/{index}", (), _TURN_KEYS)
    player = value.get("player")
    if (player is not None or "player" in value) and type(player) is not int:
        expect_int(player, f"/turns/{index}/player")
    phase2 = "phase2" in value
    if phase2 and value["phase2"] is not True:
        expect_true(value["phase2"], f"/turns/{index}/phase2")
    kinds = [key for key in _ACTION_KEYS if key in value]
    if len(kinds) != 1:
        pointer = f"/turns/{index}"
        if kinds:
            raise schema_fault(pointer, reason="two-actions", actions=tuple(kinds))
        if "pay" in value:
            raise schema_fault(child(pointer, "pay"), reason="pay-without-clear")
        raise schema_fault(pointer, reason="no-action")
    kind = kinds[0]
    action: TurnAction
    # Trusted constructors: the tiles are sorted here once, as the action classes keep them.
    if kind == "play":
        played = _sorted(_tiles_in(value, "play", index))
        action = Play(played, True) if phase2 else trusted_play(played)
    elif kind == "exchange":
        action = trusted_exchange(_sorted(_tiles_in(value, "exchange", index)), phase2)
    elif kind == "clear":
        if "pay" not in value:
            raise schema_fault(f"/turns/{index}", reason="clear-without-pay")
        cleared = _sorted(_tiles_in(value, "clear", index))
        action = trusted_clear(cleared, _sorted(_tiles_in(value, "pay", index)), phase2)
    else:
        expect_true(value["pass"], f"/turns/{index}/pass")
        action = Pass(phase2)
    if kind != "clear" and "pay" in value:
        raise schema_fault(f"/turns/{index}/pay", reason="pay-without-clear")
    drawn = _tiles_in(value, "draw", index) if "draw" in value else ()
    return Turn(action, drawn, player)


def _entry_tiles(entry: dict[str, Any], key: str, pointer: str) -> tuple[Tile, ...]:
    value = entry[key]
    if type(value) is list:  # the fast path builds no pointer: only a fault needs one
        try:
            return tuple(map(_GET_TILE, value))
        except (KeyError, TypeError):
            pass
    return _tiles(value, child(pointer, key))


def _setup_entry(value: Any, pointer: str) -> SetupEntry:
    entry = expect_object(value, pointer, ("hand",), _SETUP_KEYS)
    hand = _entry_tiles(entry, "hand", pointer)
    set_aside = _entry_tiles(entry, "set_aside", pointer) if "set_aside" in entry else ()
    draw = _entry_tiles(entry, "draw", pointer) if "draw" in entry else ()
    return SetupEntry(hand, set_aside, draw)


def _options(value: Any) -> Options:
    options = expect_object(value, "/options", (), _OPTIONS)
    for name, flag in options.items():
        if type(flag) is not bool:
            raise schema_fault(child("/options", name), reason="type", expected="boolean")
    return Options.from_json(options)


class NoReturnCodec(RecordCodec):
    """The :class:`~regelwerk.logs.formats.LogCodec` of ``no-return/1``."""

    format: Final = FORMAT
    game: Final = GAME

    def decode(
        self, document: Mapping[str, Any], collect: bool
    ) -> tuple[NoReturnLog | None, list[Fault]]:
        faults: list[Fault] = []

        def fault(error: ShapeError, index: int | None = None) -> None:
            faults.append(Fault(error.violation, error.pointer, index))

        try:
            expect_object(document, "", _ROOT_REQUIRED, _ROOT_KEYS)
        except ShapeError as error:
            return None, [Fault(error.violation, error.pointer)]
        players: tuple[str, ...] | None = None
        options = Options()
        setup: list[SetupEntry] = []
        turns: list[Turn] = []
        result = None
        try:
            players = expect_players(document["players"])
        except ShapeError as error:
            fault(error)
        if "options" in document and (collect or not faults):
            try:
                options = _options(document["options"])
            except ShapeError as error:
                fault(error)
        if collect or not faults:
            try:
                entries = expect_list(document["setup"], "/setup")
                if players is not None and len(entries) != len(players):
                    raise schema_fault(
                        "/setup", reason="length", expected=len(players), actual=len(entries)
                    )
                for seat, entry in enumerate(entries):
                    try:
                        setup.append(_setup_entry(entry, f"/setup/{seat}"))
                    except ShapeError as error:
                        fault(error)
                        if not collect:
                            break
            except ShapeError as error:
                fault(error)
        if collect or not faults:
            try:
                listed = expect_list(document["turns"], "/turns")
                try:  # all well-formed, as a rule: decoded in one sweep
                    turns = [_turn(turn, index) for index, turn in enumerate(listed)]
                except ShapeError:  # decode them one by one to collect the faults
                    turns = []
                    for index, turn in enumerate(listed):
                        try:
                            turns.append(_turn(turn, index))
                        except ShapeError as error:
                            fault(error, index)
                            if not collect:
                                break
            except ShapeError as error:
                fault(error)
        if "result" in document and (collect or not faults):
            try:
                result = expect_result(
                    document["result"], None if players is None else len(players)
                )
            except ShapeError as error:
                fault(error)
        if faults:
            return None, faults
        assert players is not None
        return NoReturnLog(players, tuple(setup), tuple(turns), options, result), []

    def length(self, log: NoReturnLog) -> int:
        return len(log.turns)

    def replay(
        self, log: NoReturnLog, document: Mapping[str, Any], collect: bool
    ) -> Iterator[Event]:
        return _replay(log, document, collect)

    def final(self, log: NoReturnLog, document: Mapping[str, Any]) -> tuple[int, State] | None:
        """The last event of a replay that finds no fault, reached the quick way: the setup
        as :meth:`replay` plays it, the turns by :func:`fast_forward`.  ``None`` when the
        record has a fault (the replay then says which); it never disagrees with it."""
        for event in _replay(log, document, False):
            if isinstance(event, Fault):
                return None
            if event[0] == 0:  # the setup is complete: fast-forward through the turns
                final = fast_forward(event[1], log.turns)
                return None if final is None else (len(log.turns), final)
        return None


CODEC: Final = NoReturnCodec()


# --- replay ------------------------------------------------------------------------------


def _excess(listed: Sequence[Tile], pool: Sequence[Tile]) -> int:
    """The index of the first tile of ``listed`` that ``pool`` has no copy left of."""
    have = Counter(pool)
    for index, tile in enumerate(listed):
        if have[tile] <= 0:
            return index
        have[tile] -= 1
    return 0


def _setup_faults(
    log: NoReturnLog, document: Mapping[str, Any]
) -> Iterator[Fault]:  # only called when State.deal refused the hands
    bag: Counter[Tile] = Counter(KINDS) + Counter(KINDS)
    for seat, entry in enumerate(log.setup):
        pointer = f"/setup/{seat}/hand"
        if len(entry.hand) != HAND_SIZE:
            yield Fault(
                Violation.of(
                    RuleId.LOG_DRAW, reason="count", expected=HAND_SIZE, drawn=len(entry.hand)
                ),
                pointer,
            )
            return
        for index, tile in enumerate(entry.hand):
            if bag[tile] <= 0:
                yield Fault(
                    Violation.of(RuleId.LOG_DRAW, reason="not-in-bag", tile=str(tile)),
                    child(pointer, index),
                )
                return
            bag[tile] -= 1


def _raw(document: Mapping[str, Any], *path: str | int) -> Any:
    value: Any = document
    for step in path:
        value = value[step]
    return value


def _turn_pointer(
    state: State, turn: Turn, violation: Violation, raw: Mapping[str, Any], pointer: str
) -> str:
    """Where in the turn's JSON the violation lies (see the module docstring)."""
    rule = violation.rule
    action = turn.action
    if rule is RuleId.LOG_DRAW:
        if "draw" not in raw:
            return pointer
        draw = child(pointer, "draw")
        if violation.get("reason") == "not-in-bag":
            return child(draw, _excess(_tiles(raw["draw"], draw), state.bag))
        return draw
    if rule is RuleId.NR_4_3:
        key = str(violation.get("action", ""))
        if key in raw:
            hand = state.seats[state.to_act or 0].hand
            return child(child(pointer, key), _excess(_tiles(raw[key], pointer), hand))
    if rule in (RuleId.NR_6_1,) or (
        rule is RuleId.NR_6_2 and violation.get("reason") == "declared"
    ):
        return child(pointer, "phase2")
    if rule is RuleId.NR_5_4 and isinstance(action, Play):
        listed = [str(tile) for tile in raw["play"]]
        tile = violation.get("tile")
        return child(child(pointer, "play"), listed.index(tile) if tile in listed else 0)
    if rule is RuleId.NR_7_5 and isinstance(action, Clear):
        listed = [str(tile) for tile in raw["pay"]]
        tile = violation.get("tile")
        return child(child(pointer, "pay"), listed.index(tile) if tile in listed else 0)
    flag = _RULE_KEYS.get(rule)
    if flag is not None and flag in raw:
        return child(pointer, flag)
    return pointer


_RULE_KEYS: Final = {
    RuleId.NR_6_2: "play",
    RuleId.NR_4_1: "clear",
    RuleId.NR_5_3: "play",
    RuleId.NR_5_2: "exchange",
    RuleId.NR_7_1: "exchange",
    RuleId.NR_7_2: "clear",
    RuleId.NR_7_3: "pay",
    RuleId.NR_4_4: "pass",
}


def _movable(state: State, action: TurnAction) -> bool:
    """Whether the tiles the action moves are where it takes them from, so that collecting
    can go on as if the recorded (illegal) turn had happened."""
    seat = state.seats[state.to_act or 0]
    hand = Counter(seat.hand)
    if isinstance(action, Play | Exchange):
        return bool(action.tiles) and not Counter(action.tiles) - hand
    if isinstance(action, Clear):
        if not action.tiles or Counter(action.pay) - hand:
            return False
        row = seat.rows[action.tiles[0].colour.index]
        return len(action.tiles) <= len(row) and row[len(row) - len(action.tiles) :] == action.tiles
    return True


def _replay(log: NoReturnLog, document: Mapping[str, Any], collect: bool) -> Iterator[Event]:
    players = len(log.players)
    if not GAME.min_players <= players <= GAME.max_players:
        yield Fault(Violation.of(RuleId.NR_2_1, players=players), "/players")
        return
    try:
        state = State.deal([entry.hand for entry in log.setup], log.options)
    except IllegalActionError:
        yield from _setup_faults(log, document)
        return
    yield None, state
    for seat, entry in enumerate(log.setup):
        action = SetAside(entry.set_aside)
        try:  # a legal mulligan and its right draw: checked and applied in one pass
            state = state.play(action, entry.draw)
        except IllegalActionError:  # which rule, and where in the record
            pointer = f"/setup/{seat}"
            violation = state.check(action)
            if violation is not None:
                hand = state.seats[seat].hand
                at = child(child(pointer, "set_aside"), _excess(entry.set_aside, hand))
                yield Fault(violation, at)
                return
            violation = state.check_draw(action, entry.draw)
            if violation is not None:
                raw = _raw(document, "setup", seat)
                if "draw" not in raw:
                    at = pointer
                elif violation.get("reason") == "not-in-bag":
                    at = child(child(pointer, "draw"), _excess(entry.draw, state.bag))
                else:
                    at = child(pointer, "draw")
                yield Fault(violation, at)
                if not collect or Counter(entry.draw) - Counter(state.bag):
                    return
            state = state.apply(action, entry.draw)
        yield (0 if seat == players - 1 else None), state
    turns_raw = document["turns"]
    for index, turn in enumerate(log.turns):
        # Pointers are built only for faults: a valid log's replay needs none.
        if state.is_over:
            yield Fault(Violation.of(RuleId.LOG_ORDER, reason="over"), f"/turns/{index}", index)
            return
        to_act = state.to_act
        if turn.player is not None and turn.player != to_act:
            yield Fault(
                Violation.of(RuleId.LOG_ORDER, reason="seat", expected=to_act, given=turn.player),
                f"/turns/{index}/player",
                index,
            )
            if not collect:
                return
        try:
            state = state.play(turn.action, turn.draw)
        except IllegalActionError as error:
            pointer = f"/turns/{index}"
            raw = turns_raw[index]
            violation = error.violation
            yield Fault(violation, _turn_pointer(state, turn, violation, raw, pointer), index)
            if not collect:
                return
            if violation.rule is not RuleId.LOG_DRAW:
                if not _movable(state, turn.action):
                    return
                violation = state.check_draw(turn.action, turn.draw)
                if violation is not None:  # the draw judged after the turn as recorded
                    at = _turn_pointer(state, turn, violation, raw, pointer)
                    yield Fault(violation, at, index)
            if Counter(turn.draw) - Counter(state.bag):
                return
            try:
                state = state.apply(turn.action, turn.draw)
            except (ValueError, IndexError):  # pragma: no cover - guarded by _movable
                return
        yield index + 1, state


# --- recording ---------------------------------------------------------------------------


class NoReturnRecording:
    """How :class:`regelwerk.logs.Recorder` records No Return: the dealt hands become the
    setup entries, each mulligan fills its seat's entry, each turn appends a :class:`Turn`
    with the tiles drawn, and the end of the game adds the ``result``."""

    def new(
        self, names: Sequence[str], seed: int, options: Options | None
    ) -> tuple[NoReturnLog, State]:
        return self._start(names, State.new(len(names), seed, options or Options()))

    def deal(
        self, names: Sequence[str], deal: Sequence[Sequence[Tile]], options: Options | None
    ) -> tuple[NoReturnLog, State]:
        return self._start(names, State.deal(deal, options or Options()))

    def _start(self, names: Sequence[str], state: State) -> tuple[NoReturnLog, State]:
        setup = tuple(SetupEntry(seat.hand) for seat in state.seats)
        return NoReturnLog(tuple(names), setup, (), state.options), state

    def step(
        self, log: NoReturnLog, state: State, action: Any, chance: Mapping[str, Any]
    ) -> tuple[NoReturnLog, State]:
        unknown = set(chance) - {"draw"}
        if unknown:
            raise TypeError(f"No Return draws tiles (draw=...), not {', '.join(unknown)}")
        draw = chance.get("draw")
        if draw is None:
            violation = state.check(action)
            if violation is not None:
                raise IllegalActionError(violation)
            draw = state.bag[: state.draw_count(action)]
        drawn = tuple(draw)
        seat = state.to_act
        after = state.play(action, drawn)
        if isinstance(action, SetAside):
            assert seat is not None
            entry = SetupEntry(log.setup[seat].hand, action.tiles, drawn)
            setup = log.setup[:seat] + (entry,) + log.setup[seat + 1 :]
            log = NoReturnLog(log.players, setup, log.turns, log.options)
        else:
            log = log.appended(Turn(action, drawn))
        result = after.result()
        if result is not None:
            log = log.finished(result.scores)
        return log, after


RECORDING: Final = NoReturnRecording()


# --- redaction ---------------------------------------------------------------------------

VIEW_FORMAT: Final = "no-return-view/1"
HIDDEN: Final = "?"
"""How a tile the seat cannot see is written in a redacted log: lists keep their length."""


def _hidden(tiles: Sequence[Tile]) -> list[str]:
    return [HIDDEN] * len(tiles)


def redact(log: NoReturnLog, seat: int) -> dict[str, Any]:
    """The log as ``seat`` may see it (format ``no-return-view/1``, with ``"seat"``).

    What the seat's :meth:`~regelwerk.noreturn.State.view` hides is written ``"?"``: other
    seats' hands, set-aside tiles and draws, and the tiles they put out of the game
    (exchanges and payments go face down into the box).  Plays and clears stay: rows and
    score piles are open.  The seat's own entries, the header and the result are unchanged.
    """
    out = view_envelope(VIEW_FORMAT, log, seat)
    setup = []
    for owner, entry in enumerate(log.setup):
        if owner == seat:
            setup.append(entry.to_json())
            continue
        hidden: dict[str, Any] = {"hand": _hidden(entry.hand)}
        if entry.set_aside:
            hidden["set_aside"] = _hidden(entry.set_aside)
        if entry.draw:
            hidden["draw"] = _hidden(entry.draw)
        setup.append(hidden)
    out["setup"] = setup
    turns = []
    for index, turn in enumerate(log.turns):
        document = turn.to_json()
        if index % len(log.players) != seat:
            for key in ("exchange", "pay", "draw"):
                if key in document:
                    document[key] = [HIDDEN] * len(document[key])
        turns.append(document)
    out["turns"] = turns
    if log.result is not None:
        out["result"] = list(log.result)
    return out


__all__ += ["HIDDEN", "VIEW_FORMAT", "redact"]
