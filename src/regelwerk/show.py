"""What every game's ``regelwerk show`` shares: the seats line and the closing result line.

Each game renders its own turns (``regelwerk.noreturn.show``); the words come from the
runtime catalog (msgctxt ``show``), so ``--lang`` chooses them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from regelwerk.game import Result
from regelwerk.games import load
from regelwerk.i18n.markers import pN_, translate
from regelwerk.i18n.names import number
from regelwerk.logs.report import AnyReport

__all__ = ["ending", "seats_text", "show_lines"]

_OVER = pN_("show", "Game over. Scores: {scores}. Won by: {winners}.")
_OVER_LOWER = pN_("show", "Game over. Results (lower is better): {scores}. Won by: {winners}.")


def seats_text(names: Sequence[str]) -> str:
    """``0 Ada, 1 Ben``: every seat with its player's name."""
    return ", ".join(f"{seat} {name}" for seat, name in enumerate(names))


def ending(result: Result, names: Sequence[str], lang: str, *, lower_wins: bool) -> str:
    """The line that closes a finished game: every player's score and the winners."""
    scores = ", ".join(f"{names[s]} {number(score, lang)}" for s, score in enumerate(result.scores))
    winners = ", ".join(names[s] for s in result.winners)
    template = _OVER_LOWER if lower_wins else _OVER
    return translate(template, lang).format(scores=scores, winners=winners)


def show_lines(report: AnyReport, lang: str, *, compact: bool = False) -> Iterator[str]:
    """The lines ``regelwerk show`` prints for a well-formed log (up to its first fault), in
    ``lang``, by the log's game; ``compact``: one line per turn.  Nothing for a malformed
    log.  (A report from ``validate(..., states=True)`` is shown without a second replay.)"""
    if report.game is None:
        return iter(())
    return load(report.game).show(report, lang, compact=compact)
