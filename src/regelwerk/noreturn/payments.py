"""The payments a clear could have been paid with (NR-7.3, NR-7.5), for the resamplers: a
seat sees another seat's clear paid face down, with as many tiles as it paid, and the tiles
lie in the box since (:mod:`regelwerk.noreturn.resample`, :mod:`regelwerk.noreturn.recall`).
"""

from __future__ import annotations

from collections import Counter
from itertools import islice
from typing import Final

from regelwerk.noreturn.actions import Clear
from regelwerk.noreturn.kernel import Desk, judge
from regelwerk.noreturn.multisets import groups_of, iter_sized
from regelwerk.noreturn.seat import Phase
from regelwerk.noreturn.tiles import COLOURS, Tile

__all__ = ["payments"]

_MOST: Final = 4096  # payments listed per colour at most (a big payment has very many)


def payments(
    tiles: Counter[Tile], clear: Clear, count: int, minimal: bool
) -> list[tuple[Tile, ...]]:
    """Payments of ``count`` of ``tiles`` that the kernel accepts for ``clear`` (NR-7.3,
    NR-7.5), each distinct one once (at most :data:`_MOST` tried per colour)."""
    found = []
    rows = _rows_for(clear)
    for colour in COLOURS:  # a payment is of one colour (NR-7.3): no mixed one is tried
        ofcolour = sorted(tile for tile in tiles.elements() if tile.colour is colour)
        for pay in islice(iter_sized(groups_of(ofcolour), count, count), _MOST):
            candidate = tuple(sorted(pay, reverse=True))  # as an action keeps it
            desk = Desk(list(pay), rows, (), Phase.TWO)
            if judge(desk, Clear, clear.tiles, candidate, False, [], minimal) is None:
                found.append(candidate)
    return found


def _rows_for(clear: Clear) -> tuple[tuple[Tile, ...], ...]:
    """Rows in which ``clear`` takes exactly its tiles: its colour's row holds them alone."""
    colour = COLOURS.index(clear.tiles[0].colour)
    return tuple(clear.tiles if index == colour else () for index in range(len(COLOURS)))
