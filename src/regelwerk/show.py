"""What every game's ``regelwerk show`` shares: the replay it shows, the opening line with
the seats, and the closing result line.

Each game renders its own turns (``regelwerk.noreturn.show``, walking them with
:func:`steps`) between :func:`opening` and :func:`closing`; the words come from the runtime
catalog (msgctxt ``show``), so ``--lang`` chooses them.  A game whose show has nothing
more than that hands its action lines to :func:`framed`.  The parts are in
:mod:`regelwerk.showing` (below the game contract) and named here too.
"""

from __future__ import annotations

from collections.abc import Iterator

from regelwerk.games import load
from regelwerk.logs.report import AnyReport
from regelwerk.showing import (
    closing,
    ending,
    framed,
    opening,
    plain_show,
    seats_text,
    steps,
)

__all__ = [
    "closing",
    "ending",
    "framed",
    "opening",
    "plain_show",
    "seats_text",
    "show_lines",
    "steps",
]


def show_lines(report: AnyReport, lang: str, *, compact: bool = False) -> Iterator[str]:
    """The lines ``regelwerk show`` prints for a well-formed log (up to its first fault), in
    ``lang``, by the log's game; ``compact``: one line per turn.  Nothing for a malformed
    log.  (A report from ``validate(..., states=True)`` is shown without a second replay.)"""
    if report.game is None:
        return iter(())
    return load(report.game).show(report, lang, compact=compact)
