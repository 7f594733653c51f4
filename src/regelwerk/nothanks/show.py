"""``regelwerk show`` for No Thanks!: the removed cards dealt to each player (the variant),
then every decision with the card, the chips on it and the chips left, in the reader's
language."""

from __future__ import annotations

from collections.abc import Iterator

from regelwerk.i18n.markers import npN_, pN_, translate
from regelwerk.i18n.names import format_items, number
from regelwerk.i18n.players import player_called
from regelwerk.logs.report import Report
from regelwerk.nothanks import GAME
from regelwerk.nothanks.actions import Action
from regelwerk.nothanks.log import NoThanksLog
from regelwerk.nothanks.state import State
from regelwerk.show import framed, refused, steps, stopped_at

__all__ = ["show_lines"]

_HEADER = npN_(
    "show", "No Thanks!, {players} player: {names}", "No Thanks!, {players} players: {names}",
    count="players",
)  # fmt: skip
_TAKES = npN_(
    "show",
    "Action {index}  {name}: takes the {card} with {chips} chip",
    "Action {index}  {name}: takes the {card} with {chips} chips",
    count="chips",
)
# TRANSLATORS: the variant's removed cards dealt face down to one player (NT-7.1); {cards}
# is a list of card numbers ("12, 21 and 30").
_DEALT = pN_("show", "{name}: dealt {cards}")
# TRANSLATORS: the decision of a log that breaks a rule, shown before the rule's message
# (no chips are counted: the decision was not made).
_TAKE_REFUSED = pN_("show", "Action {index}  {name}: takes the {card}")
_PASS_REFUSED = pN_("show", "Action {index}  {name}: passes on the {card}")
_PASSES_ON = npN_(
    "show",
    "Action {index}  {name}: passes on the {card} ({chips} chip left)",
    "Action {index}  {name}: passes on the {card} ({chips} chips left)",
    count="chips",
)


def show_lines(
    report: Report[State, NoThanksLog], lang: str, *, compact: bool = False, color: bool = False
) -> Iterator[str]:
    """The lines ``regelwerk show`` prints for a well-formed log (up to its first fault), in
    ``lang`` (one line per decision, ``compact`` or not); ``color``: cards and chips in
    colour."""

    from regelwerk.nothanks.pictures import painted  # the pictures: when shown

    def lines(log: NoThanksLog, states: list[State]) -> Iterator[str]:
        names = log.players
        for seat, cards in enumerate(log.dealt or ()):  # the variant: whose removed cards
            listed = format_items([number(card, lang) for card in sorted(cards)], lang)
            name = player_called(names, seat, lang)
            yield translate(_DEALT, lang).format(name=name, cards=listed)
        for counted, action, before, _ in steps(log.actions, states):
            seat = before.deciding
            chips = before.pot if action is Action.TAKE else before.chips[seat] - 1
            template = _TAKES if action is Action.TAKE else _PASSES_ON
            yield template.text(lang, {"chips": chips}).format(
                index=f"{counted:>3}",
                name=player_called(names, seat, lang),
                card=painted(before.face_up, "card", color),
                chips=painted(number(chips, lang), "chips", color),
            )

        stop = stopped_at(report, log.actions, states)
        if stop is not None:
            counted, action, before = stop
            refusal = _TAKE_REFUSED if action is Action.TAKE else _PASS_REFUSED
            line = translate(refusal, lang).format(
                index=f"{counted:>3}",
                name=player_called(names, before.deciding, lang),
                card=painted(before.face_up, "card", color),
            )
            yield from refused(line, report, lang)

    return framed(report, _HEADER, lang, lines, lower_wins=GAME.lower_score_wins)
