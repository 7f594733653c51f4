"""``regelwerk show`` for No Return: a game printed turn by turn, in the reader's language.

After every turn the acting seat's rows and hand, in tile notation (notation is the same in
every language); entering phase 2 is marked ``>>`` and clears ``**``.
"""

from __future__ import annotations

from collections.abc import Iterator

from regelwerk.i18n.markers import npN_, pN_, translate
from regelwerk.i18n.names import number
from regelwerk.i18n.players import player_called
from regelwerk.logs.report import Report
from regelwerk.noreturn.actions import Action, Clear, Exchange, Pass, Play
from regelwerk.noreturn.log.records import NoReturnLog
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import Phase, State
from regelwerk.noreturn.tiles import Tile
from regelwerk.show import closing, opening, refused, steps, stopped_at

__all__ = ["rows_text", "show_lines"]

_HEADER = npN_(
    "show", "No Return, {players} player: {names}", "No Return, {players} players: {names}",
    count="players",
)  # fmt: skip
_SETUP = pN_("show", "Setup")
_HAND = pN_("show", "{name}: hand {tiles}")
_SET_ASIDE = pN_("show", "sets aside {tiles}, draws {drawn}")
_TURN = pN_("show", "Turn {index}  {name}: {action}")
_PHASE2 = pN_("show", ">> phase 2")
_PLAYS = pN_("show", "plays {tiles}")
_EXCHANGES = pN_("show", "exchanges {tiles}")
_CLEARS = pN_("show", "** clears {tiles} ({total}), pays {pay}")
_PASSES = pN_("show", "passes")
# TRANSLATORS: {turn} is the turn's line so far; the separator follows the language's
# typography (French: a narrow no-break space before ";").
_DRAWS = pN_("show", "{turn}; draws {tiles}")
_ROWS = pN_("show", "rows {rows}")
_IN_PHASE2 = pN_("show", "(phase 2)")
_HAND_NOW = pN_("show", "hand {tiles}")
_IN_PROGRESS = npN_(
    "show",
    "In progress: {name} to play, {tiles} tile in the bag.",
    "In progress: {name} to play, {tiles} tiles in the bag.",
    count="tiles",
)


def rows_text(rows: tuple[tuple[Tile, ...], ...], color: bool = False) -> str:
    """A seat's rows in notation, highest first: ``R11 R9 | B5``; ``-`` when it has none;
    each tile in its colour when ``color``."""
    from regelwerk.noreturn.pictures import painted  # the pictures: when shown

    shown = [painted(row, color) for row in rows if row]
    return " | ".join(shown) if shown else "-"


def _turn_text(action: Action, lang: str, color: bool) -> str:
    from regelwerk.noreturn.pictures import painted

    text = str(action)
    if isinstance(action, Play):
        text = translate(_PLAYS, lang).format(tiles=painted(action.tiles, color))
    elif isinstance(action, Exchange):
        text = translate(_EXCHANGES, lang).format(tiles=painted(action.tiles, color))
    elif isinstance(action, Clear):
        total = number(sum(tile.value for tile in action.tiles), lang)
        text = translate(_CLEARS, lang).format(
            tiles=painted(action.tiles, color), total=total, pay=painted(action.pay, color)
        )
    elif isinstance(action, Pass):
        text = translate(_PASSES, lang)
    if getattr(action, "phase2", False):
        return f"{translate(_PHASE2, lang)}, {text}"
    return text


def show_lines(
    report: Report[State, NoReturnLog], lang: str, *, compact: bool = False, color: bool = False
) -> Iterator[str]:
    """The lines ``regelwerk show`` prints for a well-formed log (up to its first fault), in
    ``lang``; ``compact``: one line per turn, without hands; ``color``: tiles in colour."""
    from regelwerk.noreturn.pictures import painted

    opened = opening(report, _HEADER, lang)
    if opened is None:
        return
    log, states, line = opened
    names, players = log.players, len(log.players)
    yield line
    if not states:
        return
    yield translate(_SETUP, lang)
    for seat, entry in enumerate(log.setup[: max(len(states) - 1, 0)]):
        line = translate(_HAND, lang).format(
            name=player_called(names, seat, lang), tiles=painted(entry.hand, color)
        )
        if entry.set_aside:
            aside = translate(_SET_ASIDE, lang).format(
                tiles=painted(entry.set_aside, color), drawn=painted(entry.draw, color)
            )
            line += f"; {aside}"
        yield f"  {line}"
    for counted, turn, before, after in steps(log.turns, states, first=players):
        acting = before.to_act
        if acting is None:  # pragma: no cover - a replayed turn always has a seat to act
            break
        line = translate(_TURN, lang).format(
            index=f"{counted:>3}",
            name=player_called(names, acting, lang),
            action=_turn_text(turn.action, lang, color),
        )
        if turn.draw:
            line = translate(_DRAWS, lang).format(turn=line, tiles=painted(turn.draw, color))
        mine = after.seats[acting]
        rows = translate(_ROWS, lang).format(rows=rows_text(mine.rows, color))
        if compact:
            yield f"{line:<58} {rows}"
            continue
        yield line
        phase = f" {translate(_IN_PHASE2, lang)}" if mine.phase is Phase.TWO else ""
        hand = translate(_HAND_NOW, lang).format(tiles=painted(mine.hand, color))
        yield f"           {rows}{phase}   {hand}"
    stop = stopped_at(report, log.turns, states, first=players)
    acting = None if stop is None else stop[2].to_act
    if stop is not None and acting is not None:
        counted, turn, _ = stop
        line = translate(_TURN, lang).format(
            index=f"{counted:>3}",
            name=player_called(names, acting, lang),
            action=_turn_text(turn.action, lang, color),
        )
        yield from refused(line, report, lang)
    final, last = states[-1], closing(states, names, lang, lower_wins=GAME.lower_score_wins)
    if last is not None:
        yield last
    elif not report.faults and final.to_act is not None:
        tiles = len(final.bag)
        yield _IN_PROGRESS.text(lang, {"tiles": tiles}).format(
            name=player_called(names, final.to_act, lang), tiles=number(tiles, lang)
        )
