"""The validator: which rule, if any, an action or a draw breaks (the table in LOG-FORMAT.md).

The rules themselves are the kernel's (:mod:`regelwerk.noreturn.kernel`); this module runs
them on a throwaway copy of the seat and, only when the kernel says no, turns its code into
a :class:`~regelwerk.violation.Violation` with the data needed to explain it: tiles as
notation strings, counts and sums as numbers.  Where an action breaks several rules, the
first check of the kernel's order wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from regelwerk.noreturn import kernel
from regelwerk.noreturn.actions import Action, SetAside
from regelwerk.noreturn.kernel import Bag, Desk, No, Refusal, judge, mulligan, parts
from regelwerk.noreturn.seat import Stage
from regelwerk.noreturn.tiles import COLOUR_OF, COLOURS, VALUE, Tile, tiles_or_notation
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["check", "check_draw", "draw_count", "explain"]

_OVER, _SETUP = Stage.OVER, Stage.SETUP  # enum members are slow to look up


def _names(tiles: Sequence[Tile]) -> tuple[str, ...]:
    return tuple(str(tile) for tile in tiles)


def _colours(tiles: Sequence[Tile]) -> tuple[str, ...]:
    """The colour letters among ``tiles``, in the order the action names them: "pay with the
    blue 3 and the green 2" is refused as "not blue and green", never "green and blue"
    (en-r5 18, es-r5 20, nl-r5 7)."""
    return tuple(dict.fromkeys(COLOURS[COLOUR_OF[tile]].value for tile in tiles))


def check(state: State, action: Action) -> Violation | None:
    """``None`` when ``action`` is legal in ``state``, else the rule it breaks with its data."""
    stage = state.stage
    if stage is _OVER or state.to_act is None:
        return explain(No.OVER, state, action)
    kind, tiles, pay, phase2 = parts(action)
    desk = Desk.of(state.seats[state.to_act])
    out: list[Tile] = []
    if stage is _SETUP:
        refusal = mulligan(desk, kind, tiles, out)
    else:
        refusal = judge(desk, kind, tiles, pay, phase2, out, state.options.minimal_payment)
    return None if refusal is None else explain(refusal, state, action, missing=out)


def draw_count(state: State, action: Action) -> int:
    """How many tiles the draw after the legal ``action`` takes (NR-3.2, NR-4.2)."""
    desk = Desk.of(state.seats[state.to_act or 0])
    out: list[Tile] = []
    kernel.move(desk, action, out)
    return kernel.due(type(action) is SetAside, len(desk.hand), len(out), len(state.bag))


def check_draw(state: State, action: Action, draw: Sequence[Tile | str]) -> Violation | None:
    """LOG-DRAW: the draw after the (legal) ``action`` has the wrong size or a tile that is
    not in the bag at that moment."""
    draw = tiles_or_notation(draw)  # tiles or their notation, as play() takes them
    refusal = kernel.draw([], draw, draw_count(state, action), Bag(state.bag))
    return None if refusal is None else explain(refusal, state, action, draw)


def explain(
    code: Refusal,
    state: State,
    action: Action,
    draw: Sequence[Tile] = (),
    missing: Sequence[Tile] = (),
) -> Violation:
    """The violation the kernel's ``code`` stands for, with its data, for ``action`` (and its
    ``draw``) in ``state`` -- the state the kernel judged them in; ``missing`` are the tiles
    not in the hand that the kernel named (NR-3.2, NR-4.3)."""
    rule, case = code.rule, code.case
    if code in _OF_THE_PLAYER:  # its message names the player whose turn it is
        return _of_the_player(code, state, missing)
    if code is No.DRAW_COUNT:
        expected = draw_count(state, action)
        return Violation.of(rule, reason=case, expected=expected, drawn=len(draw))
    if code is No.DRAW_NOT_IN_BAG:
        lacking: list[Tile] = []
        kernel.take(list(state.bag), draw, lacking)
        return Violation.of(rule, reason=case, tile=str(lacking[0]))
    seat = state.seats[state.to_act or 0]
    tiles = action.tiles
    if code is No.EXCHANGE_COUNT or code is No.EXCHANGE_COUNT_TWO:
        return Violation.of(rule, count=len(tiles))
    if code is No.PLAY_HIGHER:
        row = seat.rows[COLOUR_OF[tiles[0]]]
        return Violation.of(rule, tile=str(tiles[0]), lowest=str(row[-1]))
    if code is No.PLAY_COLOURS:
        return Violation.of(rule, reason=case, colours=_colours(tiles))
    if code is No.CLEAR_COLOURS:  # named from the row's low end up, as the book's action line
        return Violation.of(
            rule, reason=case, colours=_colours(sorted(tiles, key=VALUE.__getitem__))
        )
    if code is No.CLEAR_NO_ROW or code is No.CLEAR_NOT_LOWEST:
        colour = COLOUR_OF[tiles[0]]
        if code is No.CLEAR_NO_ROW:
            return Violation.of(rule, reason=case, colour=COLOURS[colour].value)
        lowest = kernel.lowest(seat.rows[colour], len(tiles))
        return Violation.of(
            rule, reason=case, colour=COLOURS[colour].value, tiles=_names(tiles),
            expected=_names(lowest),
        )  # fmt: skip
    pay = action.pay
    if code is No.PAY_COLOURS:
        return Violation.of(rule, reason=case, colours=_colours(pay))
    paid, due = kernel.points(pay), kernel.points(tiles)
    if code is No.PAY_SHORT:
        return Violation.of(rule, reason=case, paid=paid, due=due)
    if code is No.PAY_SUPERFLUOUS:
        return Violation.of(rule, tile=str(pay[-1]), paid=paid, due=due)
    return Violation.of(rule, reason=case)  # the codes whose violation is only its reason


def _of_the_player(code: Refusal, state: State, missing: Sequence[Tile]) -> Violation:
    """The violation of a code whose message names the player to act (``seat``, as the log
    numbers them; the message calls them by name, "not in Ada’s hand", as No Thanks!'
    NT-4.3 does)."""
    seat = state.to_act or 0
    if code in _NOT_IN_HAND:
        return Violation.of(code.rule, tiles=_names(missing), action=code.case, seat=seat)
    if code is No.SET_ASIDE_MISSING:
        return Violation.of(code.rule, tiles=_names(missing), seat=seat)
    if code is No.PASS_WITH_HAND:
        return Violation.of(code.rule, hand=len(state.seats[seat].hand), seat=seat)
    return Violation.of(code.rule, reason=code.case, seat=seat)


_NOT_IN_HAND: Final = frozenset((No.EXCHANGE_MISSING, No.PLAY_MISSING, No.PAY_MISSING))
_OF_THE_PLAYER: Final = _NOT_IN_HAND | {
    No.SET_ASIDE_MISSING,
    No.PASS_WITH_HAND,
    No.ALREADY_TWO,  # "Ada is already in phase 2"
    No.PLAY_IN_TWO,  # "Ada is in phase 2 and can no longer play"
    No.CLEAR_IN_ONE,  # "Ada is still in phase 1"
}
