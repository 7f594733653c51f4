"""The validator: which rule, if any, an action or a draw breaks (the table in LOG-FORMAT.md).

Each check returns ``None`` for a legal action or a :class:`~regelwerk.violation.Violation`
with the rule id and the data needed to explain it: tiles as notation strings, counts and
sums as numbers.  Where an action breaks several rules, the first check below wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from regelwerk.noreturn.actions import Action, Clear, Exchange, Pass, Play, SetAside
from regelwerk.noreturn.multisets import remove
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.noreturn.seat import Phase, SeatState, Stage
from regelwerk.noreturn.tiles import COLOUR_OF, COLOURS, VALUE, Tile
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["check", "check_draw"]

_MAX_EXCHANGE = 4


def _names(tiles: Sequence[Tile]) -> tuple[str, ...]:
    return tuple(str(tile) for tile in tiles)


def _colours(tiles: Sequence[Tile]) -> tuple[str, ...]:
    """The colour letters among ``tiles``, in colour order."""
    return tuple(COLOURS[c].value for c in sorted({COLOUR_OF[tile] for tile in tiles}))


def check(state: State, action: Action) -> Violation | None:
    if state.stage is Stage.OVER or state.to_act is None:
        return Violation.of(LogCode.LOG_ORDER, reason="over")
    seat = state.seats[state.to_act]
    if state.stage is Stage.SETUP:
        if not isinstance(action, SetAside):
            return Violation.of(NoReturnRuleId.NR_4_1, reason="setup")
        _, missing = remove(seat.hand, action.tiles)
        return Violation.of(NoReturnRuleId.NR_3_2, tiles=_names(missing)) if missing else None
    if isinstance(action, SetAside):
        return Violation.of(NoReturnRuleId.NR_3_2, reason="stage")
    in_two = seat.phase is Phase.TWO
    if action.phase2 and in_two and not isinstance(action, Play):
        return Violation.of(NoReturnRuleId.NR_6_1, reason="already")
    if isinstance(action, Exchange):
        return _check_exchange(seat, action, in_two or action.phase2)
    if isinstance(action, Play):
        return _check_play(seat, action, in_two)
    if isinstance(action, Clear):
        if not in_two and not action.phase2:
            return Violation.of(NoReturnRuleId.NR_4_1, reason="phase1")
        return _check_clear(state, seat, action)
    if isinstance(action, Pass):
        if action.phase2:
            return Violation.of(NoReturnRuleId.NR_6_1, reason="pass")
        return Violation.of(NoReturnRuleId.NR_4_4, hand=len(seat.hand)) if seat.hand else None
    raise TypeError(f"not a No Return action: {action!r}")


def _check_exchange(seat: SeatState, action: Exchange, scoring: bool) -> Violation | None:
    if not 1 <= len(action.tiles) <= _MAX_EXCHANGE:
        rule = NoReturnRuleId.NR_7_1 if scoring else NoReturnRuleId.NR_5_2
        return Violation.of(rule, count=len(action.tiles))
    _, missing = remove(seat.hand, action.tiles)
    if missing:
        return Violation.of(NoReturnRuleId.NR_4_3, tiles=_names(missing), action="exchange")
    return None


def _check_play(seat: SeatState, action: Play, in_two: bool) -> Violation | None:
    if in_two:
        return Violation.of(NoReturnRuleId.NR_6_2, reason="phase2")
    if action.phase2:
        return Violation.of(NoReturnRuleId.NR_6_2, reason="declared")
    tiles = action.tiles
    if not tiles:
        return Violation.of(NoReturnRuleId.NR_5_3, reason="empty")
    _, missing = remove(seat.hand, tiles)
    if missing:
        return Violation.of(NoReturnRuleId.NR_4_3, tiles=_names(missing), action="play")
    colour = COLOUR_OF[tiles[0]]
    if any(COLOUR_OF[tile] != colour for tile in tiles):
        return Violation.of(NoReturnRuleId.NR_5_3, reason="colours", colours=_colours(tiles))
    row = seat.rows[colour]
    if row and tiles[0] > row[-1]:  # tiles are highest first; rows end with their lowest
        return Violation.of(NoReturnRuleId.NR_5_4, tile=str(tiles[0]), lowest=str(row[-1]))
    return None


def _check_clear(state: State, seat: SeatState, action: Clear) -> Violation | None:
    cleared, pay = action.tiles, action.pay
    if not cleared:
        return Violation.of(NoReturnRuleId.NR_7_2, reason="empty")
    colour = COLOUR_OF[cleared[0]]
    if any(COLOUR_OF[tile] != colour for tile in cleared):
        return Violation.of(NoReturnRuleId.NR_7_2, reason="colours", colours=_colours(cleared))
    row = seat.rows[colour]
    if not row:
        return Violation.of(NoReturnRuleId.NR_7_2, reason="no-row", colour=COLOURS[colour].value)
    lowest = row[len(row) - len(cleared) :] if len(cleared) <= len(row) else row
    if len(cleared) > len(row) or lowest != cleared:  # both highest first: equal as multisets
        return Violation.of(
            NoReturnRuleId.NR_7_2,
            reason="not-lowest",
            colour=COLOURS[colour].value,
            tiles=_names(cleared),
            expected=_names(lowest),
        )
    if not pay:
        return Violation.of(NoReturnRuleId.NR_7_3, reason="empty")
    _, missing = remove(seat.hand, pay)
    if missing:
        return Violation.of(NoReturnRuleId.NR_4_3, tiles=_names(missing), action="pay")
    if any(COLOUR_OF[tile] != COLOUR_OF[pay[0]] for tile in pay):
        return Violation.of(NoReturnRuleId.NR_7_3, reason="colours", colours=_colours(pay))
    due = sum(VALUE[tile] for tile in cleared)
    paid = sum(VALUE[tile] for tile in pay)
    if paid < due:
        return Violation.of(NoReturnRuleId.NR_7_3, reason="short", paid=paid, due=due)
    if state.options.minimal_payment and paid - VALUE[pay[-1]] >= due:
        return Violation.of(NoReturnRuleId.NR_7_5, tile=str(pay[-1]), paid=paid, due=due)
    return None


def check_draw(state: State, action: Action, draw: Sequence[Tile]) -> Violation | None:
    """LOG-DRAW: the draw after the (legal) ``action`` has the wrong size or a tile that is
    not in the bag at that moment."""
    expected = draw_count(state, action)
    if len(draw) != expected:
        return Violation.of(LogCode.LOG_DRAW, reason="count", expected=expected, drawn=len(draw))
    _, missing = remove(state.bag, draw)
    if missing:
        return Violation.of(LogCode.LOG_DRAW, reason="not-in-bag", tile=str(missing[0]))
    return None


from regelwerk.noreturn.transition import draw_count  # noqa: E402  (transition imports this)
