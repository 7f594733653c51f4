"""The fused pass over a ``no-return/1`` document: read and judge it in one walk.

``regelwerk validate`` asks of most logs only whether they are sound, and most are.  For
those, reading every turn into a record (:mod:`~regelwerk.noreturn.log.decode`) and then
sweeping the record through the kernel (:mod:`~regelwerk.noreturn.fastforward`) walks the
turns twice; here each turn is read from the parsed document as the kernel's sweep comes to
it, and judged there, by the same reader and the same kernel step.  Anything else -- a
field out of shape, a turn that is no turn or breaks a rule -- ends the pass with ``None``,
and the long way (decode, then the replay) finds the first fault and names it, as LOG-FORMAT
orders them: so the pass never changes a report, it only makes a sound log's quicker.  No
record is made on the way (no :class:`~regelwerk.noreturn.log.records.SetupEntry`, no turn),
and no state at the end: the game is scored off the sweep's seats.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from regelwerk.game import Result
from regelwerk.logs.shape import ShapeError
from regelwerk.noreturn.fastforward import fast_verdict
from regelwerk.noreturn.log.decode import read_head, read_turn
from regelwerk.noreturn.scoring import result_of

__all__ = ["judged"]


def judged(
    document: Mapping[str, Any],
) -> tuple[Result | None, tuple[int, ...] | None] | None:
    """The result a sound document's game ends with (``None`` while it is not over), with
    the result it claims; ``None`` for any document that is not well-formed with every
    turn legal (see the module)."""
    try:
        head = read_head(document)
    except (ShapeError, KeyError, TypeError):
        return None
    ended = fast_verdict(head.hands, head.mulligans, head.turns, read_turn, head.options)
    if ended is None:
        return None
    desks, over = ended
    return (result_of(desks) if over else None), head.result
