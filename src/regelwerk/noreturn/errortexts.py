"""The sentences of No Return's own exceptions, in the ``errors`` gettext domain.

Shared sentences are keys of :mod:`regelwerk.i18n.errortexts`; these name the game's own
things (tiles, hands, rows, the encoding's slots) and are raised as the key of a
:class:`~regelwerk.errors.KeyedError`: ``UsageError(HAND_TOO_BIG, 9, most=8)``.
"""

from __future__ import annotations

from typing import Final

from regelwerk.i18n.keys import eN_

__all__ = [
    "ACTION_FORM",
    "CLEAR_COUNT",
    "CLEAR_TOKENS",
    "ENTRIES_PER_SEAT",
    "HAND_TOO_BIG",
    "NO_SLOT",
    "SLOT_MASK",
    "SLOT_TOKENS",
    "TILE_FORM",
    "TOO_MANY_COPIES",
]

ENTRIES_PER_SEAT: Final = eN_(
    "No Return build", "Give one entry per player for {name} ({players} in all), not {value}."
)
"""``State.build``: rows, piles or phases not given for every seat."""
HAND_TOO_BIG: Final = eN_(
    "No Return build", "A hand holds at most {most} tiles (NR-4.2), not {value}."
)
"""``State.build``: a hand of more tiles than a hand holds."""
TOO_MANY_COPIES: Final = eN_(
    "No Return build", "The position holds more copies of {value} than the game has (NR-1.3)."
)
"""``State.build``: more copies of a tile than the tile set has."""

SLOT_MASK: Final = eN_(
    "No Return encoding", "The slot mask {value} names more slots than the hand has ({slots})."
)
"""The encoding: a mask of hand slots beyond the hand."""
CLEAR_COUNT: Final = eN_(
    "No Return encoding", "A clear takes 1 to {length} tiles from this row, not {value}."
)
"""The encoding: a clear of more tiles than the row holds."""
CLEAR_TOKENS: Final = eN_(
    "No Return encoding", "A clear names its colour and its count first, not {value}."
)
"""The encoding: a clear's sub-choices without its colour and count."""
SLOT_TOKENS: Final = eN_(
    "No Return encoding",
    "The slots must be listed in ascending order, followed by the end marker, not {value}.",
)
"""The encoding: slots out of order, or no end."""
NO_SLOT: Final = eN_(
    "No Return encoding", "The choices {value} name a slot that the hand does not have."
)
"""The encoding: a slot beyond the hand."""

TILE_FORM: Final = eN_(
    "notation form",
    "a tile is written as a colour letter (R, O, Y, G, B or P) and a value from 1 to 11, "
    "such as R11",
)
"""How a tile is written (NR-1.2), said by every notation error about a tile."""
ACTION_FORM: Final = eN_(
    "notation form",
    "an action is written as “set-aside”, “exchange” or “play” followed by tiles; as “clear” "
    "followed by tiles, then “pay” followed by tiles; or as “pass”; put “phase2” in front to "
    "enter phase 2 (for example “play R11 R9”)",
)
"""How an action is written, said by :func:`~regelwerk.noreturn.actions.parse_action`."""
