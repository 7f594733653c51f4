"""Replaying a ``no-return/1`` record through the engine: states, and faults with pointers.

Pointers of illegal turns name the offending value as precisely as the log allows: the tile
that is not in the hand (``/turns/12/play/1``, the first copy too many), the list whose
colours or sum are wrong (``/turns/12/pay``), the ``phase2`` or ``pass`` flag, the ``draw``
list (``/turns/12`` when the turn has none) or the drawn tile that is not in the bag.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Final

from regelwerk.errors import IllegalActionError
from regelwerk.logs.formats import Event
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import child
from regelwerk.noreturn.actions import (
    Clear,
    Exchange,
    Play,
    SetAside,
    TurnAction,
)
from regelwerk.noreturn.fastforward import fast_forward
from regelwerk.noreturn.log.decode import tiles_at
from regelwerk.noreturn.log.records import NoReturnLog, Turn
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import HAND_SIZE, State
from regelwerk.noreturn.tiles import KINDS, Tile
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Violation


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
                    LogCode.LOG_DRAW, reason="count", expected=HAND_SIZE, drawn=len(entry.hand)
                ),
                pointer,
            )
            return
        for index, tile in enumerate(entry.hand):
            if bag[tile] <= 0:
                yield Fault(
                    Violation.of(LogCode.LOG_DRAW, reason="not-in-bag", tile=str(tile)),
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
    if rule is LogCode.LOG_DRAW:
        if "draw" not in raw:
            return pointer
        draw = child(pointer, "draw")
        if violation.get("reason") == "not-in-bag":
            return child(draw, _excess(tiles_at(raw["draw"], draw), state.bag))
        return draw
    if rule is NoReturnRuleId.NR_4_3:
        key = str(violation.get("action", ""))
        if key in raw:
            hand = state.seats[state.to_act or 0].hand
            return child(child(pointer, key), _excess(tiles_at(raw[key], pointer), hand))
    if rule in (NoReturnRuleId.NR_6_1,) or (
        rule is NoReturnRuleId.NR_6_2 and violation.get("reason") == "declared"
    ):
        return child(pointer, "phase2")
    if rule is NoReturnRuleId.NR_5_4 and isinstance(action, Play):
        listed = [str(tile) for tile in raw["play"]]
        tile = violation.get("tile")
        return child(child(pointer, "play"), listed.index(tile) if tile in listed else 0)
    if rule is NoReturnRuleId.NR_7_5 and isinstance(action, Clear):
        listed = [str(tile) for tile in raw["pay"]]
        tile = violation.get("tile")
        return child(child(pointer, "pay"), listed.index(tile) if tile in listed else 0)
    flag = _RULE_KEYS.get(rule)
    if flag is not None and flag in raw:
        return child(pointer, flag)
    return pointer


_RULE_KEYS: Final[dict[RuleId, str]] = {
    NoReturnRuleId.NR_6_2: "play",
    NoReturnRuleId.NR_4_1: "clear",
    NoReturnRuleId.NR_5_3: "play",
    NoReturnRuleId.NR_5_2: "exchange",
    NoReturnRuleId.NR_7_1: "exchange",
    NoReturnRuleId.NR_7_2: "clear",
    NoReturnRuleId.NR_7_3: "pay",
    NoReturnRuleId.NR_4_4: "pass",
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


def replay(log: NoReturnLog, document: Mapping[str, Any], collect: bool) -> Iterator[Event[State]]:
    players = len(log.players)
    if not GAME.min_players <= players <= GAME.max_players:
        yield Fault(Violation.of(NoReturnRuleId.NR_2_1, players=players), "/players")
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
            yield Fault(Violation.of(LogCode.LOG_ORDER, reason="over"), f"/turns/{index}", index)
            return
        to_act = state.to_act
        if turn.player is not None and turn.player != to_act:
            yield Fault(
                Violation.of(LogCode.LOG_ORDER, reason="seat", expected=to_act, given=turn.player),
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
            if violation.rule is not LogCode.LOG_DRAW:
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


def final(log: NoReturnLog, document: Mapping[str, Any]) -> tuple[int, State] | None:
    """The last event of a replay that finds no fault, reached the quick way: the setup as
    :func:`replay` plays it, the turns by :func:`fast_forward`.  ``None`` when the record
    has a fault (the replay then says which); it never disagrees with it."""
    for event in replay(log, document, False):
        if isinstance(event, Fault):
            return None
        if event[0] == 0:  # the setup is complete: fast-forward through the turns
            last = fast_forward(event[1], log.turns)
            return None if last is None else (len(log.turns), last)
    return None
