"""A ``no-return/1`` log as one seat may see it (format ``no-return-view/1``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from regelwerk.logs.formats import view_envelope
from regelwerk.noreturn.log.records import NoReturnLog
from regelwerk.noreturn.tiles import Tile

VIEW_FORMAT: Final = "no-return-view/1"
HIDDEN: Final = "?"
"""How a tile the seat cannot see is written in a redacted log: lists keep their length."""


def _hidden(tiles: Sequence[Tile]) -> list[str]:
    return [HIDDEN] * len(tiles)


def redact(log: NoReturnLog, seat: int) -> dict[str, Any]:
    """The log as ``seat`` may see it (format ``no-return-view/1``, with ``"seat"``).

    What the seat's :meth:`~regelwerk.noreturn.State.view` hides is written ``"?"``: other
    seats' hands, set-aside tiles and draws, and the tiles they put out of the game
    (exchanges and payments go face down into the box).  Plays and clears stay: rows and
    score piles are open.  The seat's own entries, the header and the result are unchanged.
    """
    out = view_envelope(VIEW_FORMAT, log, seat)
    setup = []
    for owner, entry in enumerate(log.setup):
        if owner == seat:
            setup.append(entry.to_json())
            continue
        hidden: dict[str, Any] = {"hand": _hidden(entry.hand)}
        if entry.set_aside:
            hidden["set_aside"] = _hidden(entry.set_aside)
        if entry.draw:
            hidden["draw"] = _hidden(entry.draw)
        setup.append(hidden)
    out["setup"] = setup
    turns = []
    for index, turn in enumerate(log.turns):
        document = turn.to_json()
        if index % len(log.players) != seat:
            for key in ("exchange", "pay", "draw"):
                if key in document:
                    document[key] = [HIDDEN] * len(document[key])
        turns.append(document)
    out["turns"] = turns
    if log.result is not None:
        out["result"] = list(log.result)
    return out
