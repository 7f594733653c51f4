"""``regelwerk show``: a game printed turn by turn, for people.

No Return: after every turn the acting seat's rows and hand, in tile notation; entering
phase 2 is marked ``>> phase 2`` and clears ``** clears``.  No Thanks!: every decision with
the card, the chips on it and the chips left.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from regelwerk.logs import Report
from regelwerk.noreturn import Clear, Exchange, Pass, Phase, Play, format_tiles
from regelwerk.noreturn.log import NoReturnLog
from regelwerk.nothanks import Action
from regelwerk.nothanks.log import NoThanksLog

__all__ = ["rows_text", "show_lines"]


def rows_text(rows: tuple[tuple[Any, ...], ...]) -> str:
    """A seat's rows in notation, highest first: ``R11 R9 | B5``; ``-`` when it has none."""
    shown = [format_tiles(row) for row in rows if row]
    return " | ".join(shown) if shown else "-"


def _turn_text(action: Any) -> str:
    prefix = ">> phase 2, " if getattr(action, "phase2", False) else ""
    if isinstance(action, Play):
        return f"{prefix}plays {format_tiles(action.tiles)}"
    if isinstance(action, Exchange):
        return f"{prefix}exchanges {format_tiles(action.tiles)}"
    if isinstance(action, Clear):
        total = sum(tile.value for tile in action.tiles)
        return (
            f"{prefix}** clears {format_tiles(action.tiles)} ({total}), "
            f"pays {format_tiles(action.pay)}"
        )
    if isinstance(action, Pass):
        return f"{prefix}passes"
    return str(action)


def _no_return(report: Report, log: NoReturnLog, compact: bool) -> Iterator[str]:
    names = log.players
    states = [state for _, state in report.positions()]
    players = len(names)
    seats = ", ".join(f"{seat} {name}" for seat, name in enumerate(names))
    options = log.options.to_json()
    yield f"No Return, {players} players: {seats}" + (f"  (options: {options})" if options else "")
    if not states:
        return
    yield "Setup"
    for seat, entry in enumerate(log.setup[: max(len(states) - 1, 0)]):
        line = f"  seat {seat} {names[seat]}: hand {format_tiles(entry.hand)}"
        if entry.set_aside:
            line += (
                f"; sets aside {format_tiles(entry.set_aside)}, draws {format_tiles(entry.draw)}"
            )
        yield line
    for index, turn in enumerate(log.turns):
        at = players + 1 + index
        if at >= len(states):
            break
        before, after = states[at - 1], states[at]
        seat = before.to_act
        line = f"Turn {index:>3}  seat {seat} {names[seat]}: {_turn_text(turn.action)}"
        if turn.draw:
            line += f"; draws {format_tiles(turn.draw)}"
        mine = after.seats[seat]
        phase = " (phase 2)" if mine.phase is Phase.TWO else ""
        if compact:
            yield f"{line:<58} rows {rows_text(mine.rows)}"
            continue
        yield line
        yield f"           rows {rows_text(mine.rows)}{phase}   hand {format_tiles(mine.hand)}"
    final = states[-1]
    result = final.result()
    if result is not None:
        scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(result.scores))
        winners = ", ".join(names[s] for s in result.winners)
        yield f"Game over. Scores: {scores}. Won by: {winners}."
    elif not report.faults:
        seat = final.to_act
        yield f"In progress: seat {seat} {names[seat]} to act, {len(final.bag)} tiles in the bag."


def _no_thanks(report: Report, log: NoThanksLog) -> Iterator[str]:
    names = log.players
    states = [state for _, state in report.positions()]
    seats = ", ".join(f"{seat} {name}" for seat, name in enumerate(names))
    yield f"No Thanks!, {len(names)} players: {seats}"
    for index, action in enumerate(log.actions):
        if index + 1 >= len(states):
            break
        before = states[index]
        seat = before.seat
        card = before.face_up
        if action is Action.TAKE:
            yield (
                f"Action {index:>3}  seat {seat} {names[seat]} takes {card} with {before.pot} chips"
            )
        else:
            yield (
                f"Action {index:>3}  seat {seat} {names[seat]} passes on {card} "
                f"({before.chips[seat] - 1} chips left)"
            )
    if states:
        result = states[-1].result()
        if result is not None:
            scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(result.scores))
            winners = ", ".join(names[s] for s in result.winners)
            yield f"Game over. Results (lower is better): {scores}. Won by: {winners}."


def show_lines(report: Report, lang: str, *, compact: bool = False) -> Iterator[str]:
    """The lines ``regelwerk show`` prints for a well-formed log (up to its first fault);
    ``compact``: one line per turn, without hands."""
    if isinstance(report.log, NoReturnLog):
        yield from _no_return(report, report.log, compact)
    elif isinstance(report.log, NoThanksLog):
        yield from _no_thanks(report, report.log)
