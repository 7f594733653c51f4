"""``regelwerk show``: a game printed turn by turn, for people, in their language.

No Return: after every turn the acting seat's rows and hand, in tile notation (notation is
the same in every language); entering phase 2 is marked ``>>`` and clears ``**``.  No
Thanks!: every decision with the card, the chips on it and the chips left.  The words come
from the runtime catalog (msgctxt ``show``), so ``--lang`` chooses them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from regelwerk.i18n.messages import npN_
from regelwerk.i18n.names import number
from regelwerk.i18n.ruletexts import pN_, translate
from regelwerk.logs import Report
from regelwerk.noreturn import Clear, Exchange, Pass, Phase, Play, format_tiles
from regelwerk.noreturn.log import NoReturnLog
from regelwerk.nothanks import Action
from regelwerk.nothanks.log import NoThanksLog

__all__ = ["rows_text", "show_lines"]

_NR_HEADER = npN_(
    "show", "No Return, {players} player: {seats}", "No Return, {players} players: {seats}",
    count="players",
)  # fmt: skip
_NT_HEADER = npN_(
    "show", "No Thanks!, {players} player: {seats}", "No Thanks!, {players} players: {seats}",
    count="players",
)  # fmt: skip
_OPTIONS = pN_("show", "options: {options}")
_SETUP = pN_("show", "Setup")
_HAND = pN_("show", "seat {seat} {name}: hand {tiles}")
_SET_ASIDE = pN_("show", "sets aside {tiles}, draws {drawn}")
_TURN = pN_("show", "Turn {index}  seat {seat} {name}: {action}")
_PHASE2 = pN_("show", ">> phase 2")
_PLAYS = pN_("show", "plays {tiles}")
_EXCHANGES = pN_("show", "exchanges {tiles}")
_CLEARS = pN_("show", "** clears {tiles} ({total}), pays {pay}")
_PASSES = pN_("show", "passes")
_DRAWS = pN_("show", "draws {tiles}")
_ROWS = pN_("show", "rows {rows}")
_IN_PHASE2 = pN_("show", "(phase 2)")
_HAND_NOW = pN_("show", "hand {tiles}")
_OVER = pN_("show", "Game over. Scores: {scores}. Won by: {winners}.")
_OVER_LOWER = pN_("show", "Game over. Results (lower is better): {scores}. Won by: {winners}.")
_IN_PROGRESS = npN_(
    "show",
    "In progress: seat {seat} {name} to act, {tiles} tile in the bag.",
    "In progress: seat {seat} {name} to act, {tiles} tiles in the bag.",
    count="tiles",
)
_TAKES = npN_(
    "show",
    "Action {index}  seat {seat} {name} takes {card} with {chips} chip",
    "Action {index}  seat {seat} {name} takes {card} with {chips} chips",
    count="chips",
)
_PASSES_ON = npN_(
    "show",
    "Action {index}  seat {seat} {name} passes on {card} ({chips} chip left)",
    "Action {index}  seat {seat} {name} passes on {card} ({chips} chips left)",
    count="chips",
)


def rows_text(rows: tuple[tuple[Any, ...], ...]) -> str:
    """A seat's rows in notation, highest first: ``R11 R9 | B5``; ``-`` when it has none."""
    shown = [format_tiles(row) for row in rows if row]
    return " | ".join(shown) if shown else "-"


def _turn_text(action: Any, lang: str) -> str:
    text = str(action)
    if isinstance(action, Play):
        text = translate(_PLAYS, lang).format(tiles=format_tiles(action.tiles))
    elif isinstance(action, Exchange):
        text = translate(_EXCHANGES, lang).format(tiles=format_tiles(action.tiles))
    elif isinstance(action, Clear):
        total = number(sum(tile.value for tile in action.tiles), lang)
        text = translate(_CLEARS, lang).format(
            tiles=format_tiles(action.tiles), total=total, pay=format_tiles(action.pay)
        )
    elif isinstance(action, Pass):
        text = translate(_PASSES, lang)
    if getattr(action, "phase2", False):
        return f"{translate(_PHASE2, lang)}, {text}"
    return text


def _seats(names: tuple[str, ...]) -> str:
    return ", ".join(f"{seat} {name}" for seat, name in enumerate(names))


def _ending(result: Any, names: tuple[str, ...], lang: str, template: Any) -> str:
    scores = ", ".join(f"{names[s]} {number(score, lang)}" for s, score in enumerate(result.scores))
    winners = ", ".join(names[s] for s in result.winners)
    return str(translate(template, lang).format(scores=scores, winners=winners))


def _no_return(report: Report, log: NoReturnLog, lang: str, compact: bool) -> Iterator[str]:
    names = log.players
    states = [state for _, state in report.positions()]
    players = len(names)
    header = _NR_HEADER.text(lang, {"players": players})
    line = header.format(players=number(players, lang), seats=_seats(names))
    options = log.options.to_json()
    if options:
        line += f"  ({translate(_OPTIONS, lang).format(options=options)})"
    yield line
    if not states:
        return
    yield translate(_SETUP, lang)
    for seat, entry in enumerate(log.setup[: max(len(states) - 1, 0)]):
        line = translate(_HAND, lang).format(
            seat=seat, name=names[seat], tiles=format_tiles(entry.hand)
        )
        if entry.set_aside:
            aside = translate(_SET_ASIDE, lang).format(
                tiles=format_tiles(entry.set_aside), drawn=format_tiles(entry.draw)
            )
            line += f"; {aside}"
        yield f"  {line}"
    for index, turn in enumerate(log.turns):
        at = players + 1 + index
        if at >= len(states):
            break
        before, after = states[at - 1], states[at]
        seat = before.to_act
        line = translate(_TURN, lang).format(
            index=f"{index:>3}", seat=seat, name=names[seat], action=_turn_text(turn.action, lang)
        )
        if turn.draw:
            line += "; " + translate(_DRAWS, lang).format(tiles=format_tiles(turn.draw))
        mine = after.seats[seat]
        rows = translate(_ROWS, lang).format(rows=rows_text(mine.rows))
        if compact:
            yield f"{line:<58} {rows}"
            continue
        yield line
        phase = f" {translate(_IN_PHASE2, lang)}" if mine.phase is Phase.TWO else ""
        hand = translate(_HAND_NOW, lang).format(tiles=format_tiles(mine.hand))
        yield f"           {rows}{phase}   {hand}"
    final = states[-1]
    result = final.result()
    if result is not None:
        yield _ending(result, names, lang, _OVER)
    elif not report.faults:
        seat = final.to_act
        tiles = len(final.bag)
        yield _IN_PROGRESS.text(lang, {"tiles": tiles}).format(
            seat=seat, name=names[seat], tiles=number(tiles, lang)
        )


def _no_thanks(report: Report, log: NoThanksLog, lang: str) -> Iterator[str]:
    names = log.players
    states = [state for _, state in report.positions()]
    header = _NT_HEADER.text(lang, {"players": len(names)})
    yield header.format(players=number(len(names), lang), seats=_seats(names))
    for index, action in enumerate(log.actions):
        if index + 1 >= len(states):
            break
        before = states[index]
        seat = before.seat
        chips = before.pot if action is Action.TAKE else before.chips[seat] - 1
        template = _TAKES if action is Action.TAKE else _PASSES_ON
        yield template.text(lang, {"chips": chips}).format(
            index=f"{index:>3}",
            seat=seat,
            name=names[seat],
            card=before.face_up,
            chips=number(chips, lang),
        )
    if states:
        result = states[-1].result()
        if result is not None:
            yield _ending(result, names, lang, _OVER_LOWER)


def show_lines(report: Report, lang: str, *, compact: bool = False) -> Iterator[str]:
    """The lines ``regelwerk show`` prints for a well-formed log (up to its first fault), in
    ``lang``; ``compact``: one line per turn, without hands."""
    if isinstance(report.log, NoReturnLog):
        yield from _no_return(report, report.log, lang, compact)
    elif isinstance(report.log, NoThanksLog):
        yield from _no_thanks(report, report.log, lang)
