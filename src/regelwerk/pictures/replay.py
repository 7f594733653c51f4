"""The replay page: one self-contained HTML file that steps through a logged game.

``regelwerk show --html LOG`` writes it, :func:`replay_html` returns it.  Every step is the
table as the game draws it (:attr:`regelwerk.game.Game.pictures`) with the turn that led
there; buttons and the arrow keys (Home, End too) step through.  A move log is validated
and replayed: the page shows every hand, and for a faulty log it opens at the last
position before the fault, with the violation's message, its rule id and a link to the
rule in the rulebook of the page's language (``REGELWERK_RULEBOOK_URL``, as
``regelwerk validate`` links).  A redacted log shows what its seat saw, the others'
hidden pieces face down.

The file needs nothing else: its CSS and script are inline (read from the package, so the
page works from an installed wheel), its pictures inline SVG, and its content security
policy forbids any request; player names and everything else from the log are escaped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from importlib import resources
from typing import TYPE_CHECKING, Any, NamedTuple

from regelwerk.errors import NotationError
from regelwerk.game import Result, winners_of
from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.markers import pN_, translate
from regelwerk.i18n.ruletexts import game_title
from regelwerk.logs.reading import load_json
from regelwerk.pictures.frame import printable

if TYPE_CHECKING:
    from regelwerk.game import AnyGame
    from regelwerk.logs.report import AnyReport

__all__ = ["is_redacted", "redacted_page", "replay_html", "report_page"]

_FIRST = pN_("replay", "First")
_BACK = pN_("replay", "Previous")
_NEXT = pN_("replay", "Next")
_LAST = pN_("replay", "Last")
# TRANSLATORS: the replay page's counter; {n} and {total} are filled in by the page.
_STEP = pN_("replay", "Step {n} of {total}")
_STEPS = pN_("replay", "Steps of the game")
_HELP = pN_("replay", "Step through the game with the buttons or the arrow keys.")
_START = pN_("replay", "The game begins.")
_SETUP_DONE = pN_("replay", "{name} has finished the setup.")
# TRANSLATORS: the title of a replay page: the game's title and the players' names.
_TITLE = pN_("replay", "{game}: {players}")
_REDACTED = pN_("replay", "The game as {name} saw it: everything hidden from them is face down.")
_FAULT = pN_("replay", "Here the log breaks a rule")
# TRANSLATORS: in front of a turn in notation, on the replay page ("Ada: play R9 R2").
_WHO = pN_("replay", "{name}:")
_FAULT_TURN = pN_("replay", "The next turn in the log, by {name}:")
_RULE_LINK = pN_("replay", "Rule {rule} in the rulebook")

_POLICY = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"


class _Step(NamedTuple):
    caption: str  # HTML
    picture: str  # SVG
    note: str  # HTML below the picture: the fault, or the end of the game


def _asset(name: str) -> str:
    return resources.files("regelwerk.pictures").joinpath("page", name).read_text("utf-8")


def _caption(name: str, text: str, lang: str) -> str:
    who = escape(translate(_WHO, lang).format(name=name))
    return f'<span class="who">{who}</span> <span class="turn">{escape(text)}</span>'


def _ending(game: AnyGame, result: Result | None, names: Sequence[str], lang: str) -> str:
    from regelwerk.show import ending

    if result is None:
        return ""
    line = ending(result, names, lang, lower_wins=game.info.lower_score_wins)
    return f'<p class="ending">{escape(line)}</p>'


def _claimed(game: AnyGame, document: Mapping[str, Any]) -> Result | None:
    """The result a redacted log states (its seat cannot replay it), as a :class:`Result`."""
    scores = document.get("result")
    if not isinstance(scores, list) or not all(type(score) is int for score in scores):
        return None
    keys = scores if game.info.lower_score_wins else [-score for score in scores]
    return Result(tuple(scores), winners_of(keys))


def _fault_note(report: AnyReport, game: AnyGame, turn: str, actor: str, lang: str) -> str:
    from regelwerk.i18n.messages import published_link

    parts = [f'<section class="fault" role="alert"><h2>{escape(translate(_FAULT, lang))}</h2>']
    if turn:
        said = translate(_FAULT_TURN, lang).format(name=actor)
        parts.append(f'<p>{escape(said)} <span class="turn">{escape(turn)}</span></p>')
    parts.append(f'<p class="message">{escape(printable(report.message(lang)))}</p>')
    if report.rule is not None:
        href = published_link(report.rule, lang, game.name)
        words = translate(_RULE_LINK, lang).format(rule=report.rule.value)
        parts.append(
            f'<p><a class="rule" data-rule="{escape(report.rule.value)}" '
            f'href="{escape(href)}">{escape(words)}</a></p>'
        )
    return "".join(parts) + "</section>"


def _steps(
    game: AnyGame,
    document: Mapping[str, Any],
    positions: Sequence[tuple[int | None, Any]],
    names: Sequence[str],
    lang: str,
) -> list[_Step]:
    """One step per position: the table, and the turn (or setup) that led to it."""
    draw, turn = game.pictures.svg, game.pictures.turn
    steps = []
    for at, (_, position) in enumerate(positions):
        caption = escape(translate(_START, lang))
        if at:
            index, before = positions[at - 1]
            actor = before.to_act
            name = names[actor] if actor is not None else ""
            if index is None:
                caption = escape(translate(_SETUP_DONE, lang).format(name=name))
            else:
                caption = _caption(name, turn(document, index), lang)
        steps.append(_Step(caption, draw(position, lang, names), ""))
    return steps


def _from_report(
    report: AnyReport, game: AnyGame, document: Mapping[str, Any], lang: str
) -> list[_Step]:
    positions = list(report.positions())
    names = [printable(name) for name in document["players"]]
    steps = _steps(game, document, positions, names, lang)
    if not steps:  # the deal itself breaks a rule: no table to show, only the fault
        return [_Step("", "", _fault_note(report, game, "", "", lang))]
    last_index, last = positions[-1]
    if report.faults:
        actor = last.to_act
        turn = ""
        if report.index is not None and last_index == report.index:
            turn = game.pictures.turn(document, report.index)
        name = names[actor] if actor is not None else ""
        note = _fault_note(report, game, turn, name, lang)
    else:
        note = _ending(game, last.result(), names, lang)
    steps[-1] = steps[-1]._replace(note=note)
    return steps


def _page(
    game: AnyGame, names: Sequence[str], steps: list[_Step], start: int, note: str, lang: str
) -> str:
    title = translate(_TITLE, lang).format(game=game_title(game, lang), players=", ".join(names))
    steps = steps or [_Step("", "", "")]  # a game that cannot follow its redacted logs
    counter = escape(translate(_STEP, lang), quote=True)
    sections = "".join(
        f'<section class="step" id="step-{at}"{" hidden" if at != start else ""}>'
        f'<p class="caption">{step.caption}</p>{step.note}<figure>{step.picture}</figure>'
        "</section>"
        for at, step in enumerate(steps)
    )
    buttons = "".join(
        f'<button type="button" id="{key}">{escape(translate(msg, lang))}</button>'
        for key, msg in (("first", _FIRST), ("back", _BACK))
    )
    buttons += f'<output id="counter" aria-live="polite" data-template="{counter}"></output>'
    buttons += "".join(
        f'<button type="button" id="{key}">{escape(translate(msg, lang))}</button>'
        for key, msg in (("next", _NEXT), ("last", _LAST))
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{_POLICY}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{_asset('replay.css')}</style></head><body>"
        f"<header><h1>{escape(title)}</h1>{note}"
        f'<p class="help">{escape(translate(_HELP, lang))}</p></header>'
        f'<nav aria-label="{escape(translate(_STEPS, lang), quote=True)}">{buttons}</nav>'
        f'<main id="steps" data-start="{start}">{sections}</main>'
        f"<script>{_asset('replay.js')}</script></body></html>\n"
    )


def replay_html(source: object, lang: str | None = None) -> str:
    """The replay page of a log (a path, JSON text or bytes, or a parsed document; a move
    log or a redacted one) in ``lang`` (the environment's language for ``None``).

    A malformed log raises :class:`~regelwerk.errors.LogError` (nothing to replay); an
    illegal one gives a page that opens at its fault.  The page is one self-contained
    HTML document (no request leaves it).
    """
    from regelwerk.logs import validate
    from regelwerk.logs.validate import raise_for

    lang = resolve_language(lang)
    document = load_json(source)  # type: ignore[arg-type]
    if is_redacted(document):
        return redacted_page(document, lang)
    report = validate(document, states=True)
    if report.log is None:
        raise_for(report)
    return report_page(report, lang)


def is_redacted(document: object) -> bool:
    """Whether a parsed document names the format of an installed game's redacted logs."""
    from regelwerk.games import game_for_format

    log_format = document.get("format") if isinstance(document, dict) else None
    game = game_for_format(log_format) if isinstance(log_format, str) else None
    return game is not None and log_format == game.info.view_format


def redacted_page(document: Mapping[str, Any], lang: str) -> str:
    """The replay page of a redacted log (:func:`is_redacted`): what its seat saw."""
    from regelwerk.games import game_for_format

    game = game_for_format(document["format"])
    names = document.get("players")
    if game is None or not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise NotationError("redacted", document.get("format"))
    names = [printable(name) for name in names]
    steps = _steps(game, document, list(game.pictures.views(document)), names, lang)
    if steps:
        steps[-1] = steps[-1]._replace(note=_ending(game, _claimed(game, document), names, lang))
    seat, note = document.get("seat"), ""
    if isinstance(seat, int) and 0 <= seat < len(names):
        said = translate(_REDACTED, lang).format(name=names[seat])
        note = f'<p class="seat-note">{escape(said)}</p>'
    return _page(game, names, steps, 0, note, lang)


def report_page(report: AnyReport, lang: str) -> str:
    """The replay page of a validated move log (a report with its record: not malformed),
    its positions replayed again unless ``validate(..., states=True)`` kept them."""
    from regelwerk.games import load

    if report.log is None or report.game is None:
        raise NotationError("redacted", report.format)
    game = load(report.game)
    document = game.codec.encode(report.log)
    steps = _from_report(report, game, document, lang)
    start = len(steps) - 1 if report.faults else 0
    names = [printable(name) for name in document["players"]]
    return _page(game, names, steps, start, "", lang)
