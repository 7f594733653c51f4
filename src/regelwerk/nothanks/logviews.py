"""What a redacted log (``no-thanks-view/1``) shows its seat, position by position.

Every take and pass of No Thanks! happens in the open, and a redacted log keeps them all
with the cards turned up so far; what it leaves out (the removed cards, the rest of the
pile, the cards dealt to the other seats) no view shows.  So the log is replayed through
the rules as a move log without those parts, and each position is seen from the seat:
:func:`views` gives the same views as the full log's states would.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, cast

from regelwerk.errors import NotationError
from regelwerk.nothanks.cards import Card
from regelwerk.nothanks.log import CODEC
from regelwerk.nothanks.state import State
from regelwerk.nothanks.view import View

__all__ = ["views"]

_HIDDEN_PARTS = ("seat", "dealt", "result")  # the result counts the other seats' dealt cards


def views(document: Mapping[str, Any]) -> Iterator[tuple[int | None, View]]:
    """The views of the seat a redacted log was made for: ``(index, view)`` with the index
    of the next action (``None`` before the cards are known), as the full log's positions;
    :class:`~regelwerk.errors.NotationError` for a document that is no redacted No
    Thanks! log."""
    from regelwerk.logs import validate

    try:
        seat = document["seat"]
        dealt = tuple(Card(card) for card in (document.get("dealt") or [[]] * (seat + 1))[seat])
        move_log = {key: value for key, value in document.items() if key not in _HIDDEN_PARTS}
    except (KeyError, TypeError, IndexError, ValueError, AttributeError):
        raise NotationError("redacted", document.get("format")) from None
    move_log["format"] = CODEC.format
    report = validate(move_log, states=True)
    if report.log is None:
        raise NotationError("redacted", document.get("format"))
    for index, state in report.positions():
        yield index, cast(State, state).view(seat).replace(dealt=dealt)
