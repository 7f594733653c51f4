"""The draws of chance a seeded game makes, spelled out as Python 3.11's
:class:`random.Random` makes them, so that a seed gives the same game everywhere (and
without the stdlib's call per draw, most of the cost of shuffling 132 tiles).

:func:`below` is ``rng.randrange(n)`` and :func:`shuffle` is ``rng.shuffle(items)``: the same
draws of ``getrandbits``, in the same order, with the same results.
"""

from __future__ import annotations

import random
from typing import TypeVar

__all__ = ["below", "shuffle"]

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A random int from 0 to ``n - 1`` (``n > 0``): ``getrandbits`` of ``n``'s bit length
    until it is below ``n``."""
    getrandbits = rng.getrandbits
    bits = n.bit_length()
    pick = getrandbits(bits)
    while pick >= n:
        pick = getrandbits(bits)
    return pick


def shuffle(items: list[T], rng: random.Random) -> None:
    """Shuffle ``items`` in place by Fisher-Yates, the last place first, each pick drawn as
    :func:`below` draws it (inlined: a call per item would cost as much as the draw)."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        bits = n.bit_length()
        pick = getrandbits(bits)
        while pick >= n:
            pick = getrandbits(bits)
        items[i], items[pick] = items[pick], items[i]
