"""``regelwerk show`` for Fifteen: every action with its seat, as the table sees it.

The cards drawn stay hidden (FT-3.2): a line says that a seat drew, not what, except for a
hand that goes bust, which is shown (FT-4.2).
"""

from __future__ import annotations

from collections.abc import Iterator

from regelwerk.i18n.markers import npN_, pN_, translate
from regelwerk.i18n.names import format_items, number
from regelwerk.logs.report import Report
from regelwerk.show import framed, steps
from regelwerk_fifteen import GAME
from regelwerk_fifteen.actions import Action
from regelwerk_fifteen.kernel import BUST
from regelwerk_fifteen.log import FifteenLog
from regelwerk_fifteen.state import State

__all__ = ["show_lines"]

_HEADER = npN_(
    "show", "Fifteen, {players} player: {seats}", "Fifteen, {players} players: {seats}",
    count="players",
)  # fmt: skip
_DRAWS = pN_("show", "Action {index}  seat {seat} {name} draws a card ({left} left)")
_BUST = pN_("show", "Action {index}  seat {seat} {name} draws and is bust with {cards}")
_STANDS = pN_("show", "Action {index}  seat {seat} {name} stands")


def show_lines(
    report: Report[State, FifteenLog], lang: str, *, compact: bool = False, color: bool = False
) -> Iterator[str]:
    """The lines ``regelwerk show`` prints for a well-formed log (up to its first fault),
    one per action (``compact`` or not, ``color`` or not: Fifteen paints nothing)."""

    def lines(log: FifteenLog, states: list[State]) -> Iterator[str]:
        names = log.players
        for index, action, before, after in steps(log.actions, states):
            seat = before.seat
            if action is Action.STAND:
                template = _STANDS
            else:
                template = _BUST if after.standing[seat] == BUST else _DRAWS
            yield translate(template, lang).format(
                index=f"{index:>3}",
                seat=seat,
                name=names[seat],
                left=number(after.pile_left, lang),
                cards=format_items([number(card, lang) for card in after.hands[seat]], lang),
            )

    return framed(report, _HEADER, lang, lines, lower_wins=GAME.lower_score_wins)
