"""What every game's ``regelwerk show`` shares: the replay it shows, the opening line with
the seats, and the closing result line.

Each game renders its own turns (``regelwerk.noreturn.show``, walking them with
:func:`steps`) between :func:`opening` and :func:`closing`; the words come from the runtime
catalog (msgctxt ``show``), so ``--lang`` chooses them.  A game whose show has nothing
more than that hands its action lines to :func:`framed`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from string import Formatter
from typing import Any, Final, Protocol, TypeVar

from regelwerk.errors import ArgumentTypeError
from regelwerk.game import GameState, Result
from regelwerk.games import load
from regelwerk.i18n.markers import Template, npN_, pN_, translate
from regelwerk.i18n.names import format_items, number
from regelwerk.i18n.players import player_called
from regelwerk.i18n.ruletexts import game_title, option_title
from regelwerk.logs.report import AnyReport, Report

__all__ = [
    "closing",
    "ending",
    "framed",
    "opening",
    "options_text",
    "plain_show",
    "refused",
    "seats_text",
    "show_lines",
    "steps",
    "stopped_at",
]

S = TypeVar("S", bound=GameState[Any])
S2 = TypeVar("S2")
A = TypeVar("A")


class _Players(Protocol):
    """A log record, as far as a show needs it: the players (any record has them)."""

    @property
    def players(self) -> tuple[str, ...]: ...


L = TypeVar("L", bound=_Players)


class _Position(Protocol):
    def result(self) -> Result | None: ...


# TRANSLATORS: the line that ends a finished game, worded as validate's summary of a finished
# log ("report finished"); {winners} are names, the plural form chosen by how many won.
_OVER = npN_(
    "show", "Game over. Scores: {scores}. {winners} wins.",
    "Game over. Scores: {scores}. {winners} share the victory.", count="winners",
)  # fmt: skip
_OPTIONS = pN_("show", "variants: {options}")
# TRANSLATORS: an option of the game shown with its value ("Chips per player: 1"); an option
# that is on is shown by its name alone.
_OPTION_VALUE = pN_("show option value", "{option}: {value}")
_OVER_LOWER = npN_(
    "show", "Game over. Scores (lowest wins): {scores}. {winners} wins.",
    "Game over. Scores (lowest wins): {scores}. {winners} share the victory.", count="winners",
)  # fmt: skip


def options_text(options: Mapping[str, object], lang: str) -> str:
    """The options a log sets, in words: each by its name in ``lang``, with its value unless
    it is simply on ("Minimal payment", "Chips per player: 1"); never the log's keys."""
    parts = []
    for key, value in options.items():
        title = option_title(key, lang)
        if value is True:
            parts.append(title)
        else:
            shown = number(value, lang) if isinstance(value, int) else str(value)
            parts.append(translate(_OPTION_VALUE, lang).format(option=title, value=shown))
    return format_items(parts, lang)


def seats_text(names: Sequence[str], lang: str = "en") -> str:
    """``Ada, Ben``: every player by name, in the order of play
    (:func:`~regelwerk.i18n.names.player_called`: "player 2" for one the log leaves unnamed)."""
    return ", ".join(player_called(names, seat, lang) for seat in range(len(names)))


def ending(result: Result, names: Sequence[str], lang: str, *, lower_wins: bool) -> str:
    """The line that closes a finished game: every player's score and the winners."""
    called = [player_called(names, seat, lang) for seat in range(len(names))]
    scores = ", ".join(
        f"{called[s]} {number(score, lang)}" for s, score in enumerate(result.scores)
    )
    winners = format_items([called[s] for s in result.winners], lang)
    template = _OVER_LOWER if lower_wins else _OVER
    line = template.text(lang, {"winners": len(result.winners)})
    return line.format(scores=scores, winners=winners)


def opening(
    report: Report[S, L], header: Template, lang: str, *, title: str = ""
) -> tuple[L, list[S], str] | None:
    """Where every show starts: the log, the states its replay reached (up to its first
    fault) and the first line, ``header`` (plural by the number of players) with the
    players (``{names}``, or ``{seats}`` as before: the players by name) and the
    game's ``title`` (``{game}``); ``None`` for a malformed
    log, which has nothing to show."""
    _check_header(header)
    log = report.log
    if log is None:
        return None
    names = log.players
    line = header.text(lang, {"players": len(names)})
    # {names} and {seats} are the same list: the players by name, in the order of play
    listed = seats_text(names, lang)
    line = line.format(players=number(len(names), lang), names=listed, seats=listed, game=title)
    options = log.options.to_json() if hasattr(log, "options") else {}
    if options:  # the variant played, in words, beside the players
        line += f"  ({translate(_OPTIONS, lang).format(options=options_text(options, lang))})"
    return log, [state for _, state in report.positions()], line


_HEADER_KEYS: Final = frozenset({"players", "names", "seats", "game"})


def _check_header(header: Template) -> None:
    """``header`` if it is a message :func:`opening` can fill: plural (if at all) by
    ``players`` and with no keys but ``{players}``, ``{names}``, ``{seats}`` and ``{game}``; else
    :class:`~regelwerk.errors.ArgumentTypeError` saying so (before, a guessed key ended
    ``regelwerk show`` with an internal ``KeyError``)."""
    texts = [header.msg.text, header.plural or ""] if isinstance(header, Template) else []
    keys = {key for text in texts for _, key, _, _ in Formatter().parse(text) if key}
    if not texts or header.count not in (None, "players") or not keys <= _HEADER_KEYS:
        raise ArgumentTypeError("show header", header)


def steps(
    actions: Sequence[A], states: Sequence[S2], first: int = 0
) -> Iterator[tuple[int, A, S2, S2]]:
    """Each recorded action (or turn) the replay reached, as ``(counted, action, before,
    after)`` with the states around it, numbered from 1 as people count (the log's list
    counts from 0); ``first`` is the index in ``states`` of the state before the first
    action (the states of a setup come first)."""
    for counted, action in enumerate(actions, start=1):
        at = first + counted
        if at >= len(states):
            return
        yield counted, action, states[at - 1], states[at]


def stopped_at(
    report: Report[Any, Any], actions: Sequence[A], states: Sequence[S2], first: int = 0
) -> tuple[int, A, S2] | None:
    """The recorded action (or turn) that broke a rule, when the replay stopped at it, as
    ``(counted, action, before)``: numbered from 1 as :func:`steps` numbers the ones before
    it, with the last state reached, where its player was to act; ``None`` for a log
    without such a fault (valid, or faulty in its setup, header or result)."""
    counted = len(states) - first  # the steps shown, plus one
    if not report.faults or report.index is None or report.index != counted - 1:
        return None
    if not 0 < counted <= len(actions) or not states:
        return None
    return counted, actions[counted - 1], states[-1]


def refused(line: str, report: Report[Any, Any], lang: str) -> Iterator[str]:
    """The lines of a step that broke a rule: its line as the listing words every step,
    marked ✗, and the rule's message under it, so that the listing itself says where the
    log went wrong (a listing that ended at "Turn 6" beside an error at "/turns/6", the
    seventh turn, misled the reader: en-r4 33)."""
    yield f"{line}  \N{BALLOT X}"
    yield f"           {report.message(lang)}"


def closing(
    states: Sequence[_Position], names: Sequence[str], lang: str, *, lower_wins: bool
) -> str | None:
    """The :func:`ending` line when the last state reached is a finished game, else ``None``."""
    result = states[-1].result() if states else None
    return None if result is None else ending(result, names, lang, lower_wins=lower_wins)


def framed(
    report: Report[S, L],
    header: Template,
    lang: str,
    body: Callable[[L, list[S]], Iterator[str]],
    *,
    lower_wins: bool | None = None,
) -> Iterator[str]:
    """A whole show for a game that prints a header, its actions and the result: the
    :func:`opening` line, the lines ``body(log, states)`` gives, the :func:`closing` line.

    ``header`` is a :class:`~regelwerk.i18n.markers.Template` (``pN_``, or ``npN_`` plural
    by ``count="players"``) that may use these keys, and no others
    (:class:`~regelwerk.errors.ArgumentTypeError` names a header with another): ``{game}``,
    the game's title; ``{players}``, how many play; ``{names}`` (or
    ``{seats}``), the players numbered from 1 with their names.  ``lower_wins``: whether
    the lowest score wins, by default the game's :attr:`GameInfo.lower_score_wins
    <regelwerk.game.GameInfo.lower_score_wins>`.  The log record needs only ``players``
    (and ``options`` when the game has any)."""
    declared = load(report.game) if report.game is not None else None
    info = declared.info if declared is not None else None
    title = game_title(declared, lang) if declared is not None else ""
    opened = opening(report, header, lang, title=title)
    if opened is None:
        return
    log, states, line = opened
    yield line
    yield from body(log, states)
    if lower_wins is None:
        lower_wins = info is not None and info.lower_score_wins
    last = closing(states, log.players, lang, lower_wins=lower_wins)
    if last is not None:
        yield last


_PLAIN_HEADER = npN_(
    "show", "{game}, {players} player: {names}", "{game}, {players} players: {names}",
    count="players",
)  # fmt: skip
_PLAIN_ACTION = pN_("show", "Action {index}  {name}: {action}")


def plain_show(
    report: Report[Any, Any], lang: str, *, compact: bool = False, color: bool = False
) -> Iterator[str]:
    """The show of a game that writes none of its own (``Game(show=None)``): the game's title
    with the seats, one line per action in the game's notation with the seat that took it
    (the state before the action says who acts), and the result; plain text, ``compact``
    and ``color`` or not.  The log record must list its actions as
    :attr:`~regelwerk.logs.declared.DeclaredCodec.actions` names them."""
    if report.game is None or report.log is None:
        return
    game = load(report.game)
    actions = getattr(game.codec, "actions", "actions")
    opened = opening(report, _PLAIN_HEADER, lang, title=game_title(game, lang))
    if opened is None:
        return
    log, states, line = opened
    yield line
    names = log.players
    template = translate(_PLAIN_ACTION, lang)
    for turn, action, before, _after in steps(getattr(log, actions), states):
        seat = before.to_act
        name = "" if seat is None else player_called(names, seat, lang)
        action_text = game.format_action(action)
        yield template.format(index=f"{turn:>3}", name=name, action=action_text)
    stop = stopped_at(report, getattr(log, actions), states)
    if stop is not None:
        turn, action, before = stop
        name = "" if before.to_act is None else player_called(names, before.to_act, lang)
        line = template.format(index=f"{turn:>3}", name=name, action=game.format_action(action))
        yield from refused(line, report, lang)
    last = closing(states, names, lang, lower_wins=game.info.lower_score_wins)
    if last is not None:
        yield last


def show_lines(
    report: AnyReport, lang: str, *, compact: bool = False, color: bool = False
) -> Iterator[str]:
    """The lines ``regelwerk show`` prints for a well-formed log (up to its first fault), in
    ``lang``, by the log's game, the log's header after the first; ``compact``: one line
    per turn; ``color``: pieces painted for a terminal.  Nothing for a malformed log.  (A
    report from ``validate(..., states=True)`` is shown without a second replay.)"""
    if report.game is None:
        return iter(())
    lines = load(report.game).show(report, lang, compact=compact, color=color)
    return _headed(lines, report.meta) if report.meta else lines


def _headed(lines: Iterator[str], meta: Mapping[str, str]) -> Iterator[str]:
    """The game's lines with the log's header after its first line, one entry a line as
    PGN writes its tags (``[event "Club night"]``; the values as the log holds them)."""
    first = next(lines, None)
    if first is None:
        return
    yield first
    for key, value in meta.items():
        yield f"[{key} {json.dumps(value, ensure_ascii=False)}]"
    yield from lines
