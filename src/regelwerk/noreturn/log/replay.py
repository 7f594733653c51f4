"""Replaying a ``no-return/1`` record through the engine: states, and faults with pointers.

Pointers of illegal turns name the offending value as precisely as the log allows: the tile
that is not in the hand (``/turns/12/play/1``, the first copy too many), the list whose
colours or sum are wrong (``/turns/12/pay``), the ``phase2`` or ``pass`` flag, the ``draw``
list (``/turns/12`` when the turn has none) or the drawn tile that is not in the bag.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Mapping, Sequence
from typing import Any, Final

from regelwerk.errors import IllegalActionError
from regelwerk.logs.formats import Event
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import child
from regelwerk.noreturn.actions import Clear, Exchange, Play, SetAside, TurnAction
from regelwerk.noreturn.fastforward import fast_forward, fast_replay
from regelwerk.noreturn.kernel import Misdeal, lowest, take
from regelwerk.noreturn.log.decode import tiles_at
from regelwerk.noreturn.log.records import NoReturnLog, Turn
from regelwerk.noreturn.reasons import NoReturnReason
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.noreturn.setup import GAME, deal_or_misdeal, misdeal
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import COLOUR_OF, Tile
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Violation


def _excess(listed: Sequence[Tile], pool: Sequence[Tile]) -> int:
    """The index of the first tile of ``listed`` that ``pool`` has no copy left of."""
    left = list(pool)
    for index, tile in enumerate(listed):
        if not take(left, (tile,)):
            return index
    return 0


def _setup_fault(log: NoReturnLog, fault: Misdeal) -> Fault:
    """Where in the record the deal that the kernel refuses goes wrong (LOG-DRAW)."""
    hands = [entry.hand for entry in log.setup]
    pointer = f"/setup/{fault.seat}/hand"
    at = pointer if fault.at is None else child(pointer, fault.at)
    return Fault(misdeal(fault, hands), at)


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
        if violation.get("reason") is NoReturnReason.NOT_IN_BAG:
            return child(draw, _excess(tiles_at(raw["draw"], draw), state.bag))
        return draw
    if rule is NoReturnRuleId.NR_4_3:
        key = str(violation.get("action", ""))
        if key in raw:
            hand = state.seats[state.to_act or 0].hand
            return child(child(pointer, key), _excess(tiles_at(raw[key], pointer), hand))
    if rule in (NoReturnRuleId.NR_6_1,) or (
        rule is NoReturnRuleId.NR_6_2 and violation.get("reason") is NoReturnReason.DECLARED
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
    if isinstance(action, Play | Exchange):
        return bool(action.tiles) and take(list(seat.hand), action.tiles)
    if isinstance(action, Clear):
        cleared = action.tiles
        if not cleared or not take(list(seat.hand), action.pay):
            return False
        return lowest(seat.rows[COLOUR_OF[cleared[0]]], len(cleared)) == cleared
    return True


def replay(log: NoReturnLog, document: Mapping[str, Any], collect: bool) -> Iterator[Event[State]]:
    state = yield from _setup(log, document, collect)
    if state is not None:
        yield from _turns(log, document, collect, state, 0)


def final(log: NoReturnLog, document: Mapping[str, Any]) -> Iterator[Event[State]]:
    """The events of a strict :func:`replay` with its setup and its run of legal turns swept
    over by :func:`~regelwerk.noreturn.fastforward.fast_replay`: the state after the last
    legal turn and, if the record has a fault, the fault -- found by the replay going on
    from where the sweep stopped (a fault in the setup: by the replay of the setup).  Its
    last state and its fault are the replay's."""
    setup = log.setup
    mulligans = [(entry.set_aside, entry.draw) for entry in setup]
    swept = fast_replay([entry.hand for entry in setup], mulligans, log.parts(), log.options)
    if swept is None:
        state = yield from _setup(log, document, False)
        if state is None:
            return
        done, state = fast_forward(state, log.parts())
        if done:
            yield done, state
    else:
        done, state = swept
        yield done, state
    yield from _turns(log, document, False, state, done)


def _setup(
    log: NoReturnLog, document: Mapping[str, Any], collect: bool
) -> Generator[Event[State], None, State | None]:
    """The setup's events; returns the state play begins in (``None`` after a fault that
    ends the replay)."""
    players = len(log.players)
    if not GAME.min_players <= players <= GAME.max_players:
        yield Fault(Violation.of(NoReturnRuleId.NR_2_1, players=players), "/players")
        return None
    laid = deal_or_misdeal([entry.hand for entry in log.setup], log.options)
    if isinstance(laid, Misdeal):
        yield _setup_fault(log, laid)
        return None
    state = State(*laid)
    yield None, state
    for seat, entry in enumerate(log.setup):
        action = SetAside(entry.set_aside)
        try:  # a legal mulligan and its right draw
            state = state.play(action, entry.draw)
        except IllegalActionError as error:  # which rule, and where in the record
            pointer = f"/setup/{seat}"
            violation = error.violation
            if violation.rule is not LogCode.LOG_DRAW:
                hand = state.seats[seat].hand
                at = child(child(pointer, "set_aside"), _excess(entry.set_aside, hand))
                yield Fault(violation, at)
                return None
            raw = _raw(document, "setup", seat)
            if "draw" not in raw:
                at = pointer
            elif violation.get("reason") is NoReturnReason.NOT_IN_BAG:
                at = child(child(pointer, "draw"), _excess(entry.draw, state.bag))
            else:
                at = child(pointer, "draw")
            yield Fault(violation, at)
            if not collect or not take(list(state.bag), entry.draw):
                return None
            state = state.apply(action, entry.draw)
        yield (0 if seat == players - 1 else None), state
    return state


def _turns(
    log: NoReturnLog, document: Mapping[str, Any], collect: bool, state: State, start: int
) -> Iterator[Event[State]]:
    """The events of the turns from ``start`` on, ``state`` the state before that turn."""
    turns_raw = document["turns"]
    if start == len(log.parts()):  # nothing left (a swept log): no Turn records to make
        return
    for index in range(start, len(log.turns)):
        turn = log.turns[index]
        # Pointers are built only for faults: a valid log's replay needs none.
        if state.is_over:
            yield Fault(
                Violation.of(LogCode.LOG_ORDER, reason=OrderReason.OVER), f"/turns/{index}", index
            )
            return
        to_act = state.to_act
        if turn.player is not None and turn.player != to_act:
            yield Fault(
                Violation.of(
                    LogCode.LOG_ORDER, reason=OrderReason.SEAT, expected=to_act, given=turn.player
                ),
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
                drawn = state.check_draw(turn.action, turn.draw)
                if drawn is not None:  # the draw judged after the turn as recorded
                    yield Fault(drawn, _turn_pointer(state, turn, drawn, raw, pointer), index)
            if not take(list(state.bag), turn.draw):
                return
            state = state.apply(turn.action, turn.draw)
        yield index + 1, state
