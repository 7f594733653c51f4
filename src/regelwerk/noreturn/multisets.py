"""Sub-multisets of a hand: counting, listing and unranking them without a blind power set.

A hand holds at most 8 tiles and at most two copies of a tile, so it is a short list of
*groups* ``(tile, copies)``.  A sub-multiset picks 0..copies of each group; identical
tiles are interchangeable (NR-1.1), so each distinct choice is counted once.  Every order
here is fixed: groups in tile order, and for each group the number of copies taken from
0 upwards, the first group varying slowest.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Iterator, Sequence

from regelwerk.noreturn.tiles import Tile

__all__ = [
    "Groups",
    "all_picks",
    "count_by_copies",
    "count_by_size",
    "groups_of",
    "iter_sized",
    "nth_all",
    "nth_sized",
]

Groups = tuple[tuple[Tile, int], ...]


def groups_of(tiles: Sequence[Tile]) -> Groups:
    """The groups of a sorted tile tuple: ``(R5, R5, B3)`` → ``((R5, 2), (B3, 1))``."""
    groups: list[tuple[Tile, int]] = []
    last = None
    for tile in tiles:  # sorted: the copies of a tile are neighbours
        if tile == last:
            groups[-1] = (tile, groups[-1][1] + 1)
        else:
            groups.append((tile, 1))
            last = tile
    return tuple(groups)


# --- every sub-multiset (the mulligan, plays): a mixed-radix number, one digit per group


def all_picks(groups: Groups) -> list[tuple[Tile, ...]]:
    """Every sub-multiset, the empty one first."""
    picks: list[tuple[Tile, ...]] = [()]
    for tile, copies in reversed(groups):
        picks = [(tile,) * n + rest for n in range(copies + 1) for rest in picks]
    return picks


def nth_all(groups: Groups, index: int) -> tuple[Tile, ...]:
    """The ``index``-th sub-multiset of :func:`all_picks`'s order."""
    out: list[Tile] = []
    for tile, copies in reversed(groups):
        index, n = divmod(index, copies + 1)
        out[:0] = (tile,) * n
    return tuple(out)


# --- sub-multisets by size (exchanges: 1 to 4 tiles)


@functools.lru_cache(maxsize=1024)
def _suffix_counts(copies: tuple[int, ...], max_size: int) -> tuple[tuple[int, ...], ...]:
    """``table[i][s]``: sub-multisets of size ``s`` drawn from groups ``i`` onwards.

    It depends only on how many copies each group has, so a few hundred tables serve
    every hand there is; they are cached.
    """
    table = [(1,) + (0,) * max_size]
    for n_copies in reversed(copies):
        below = table[-1]
        table.append(
            tuple(
                sum(below[s - n] for n in range(min(n_copies, s) + 1)) for s in range(max_size + 1)
            )
        )
    table.reverse()
    return tuple(table)


def count_by_size(groups: Groups, max_size: int) -> tuple[int, ...]:
    """How many sub-multisets there are of each size from 0 to ``max_size``."""
    return count_by_copies(tuple(map(_COPIES, groups)), max_size)


def count_by_copies(copies: tuple[int, ...], max_size: int) -> tuple[int, ...]:
    """:func:`count_by_size` of groups with these numbers of copies (in any order)."""
    return _suffix_counts(copies, max_size)[0]


_COPIES = operator.itemgetter(1)  # of a group


def iter_sized(groups: Groups, low: int, high: int) -> Iterator[tuple[Tile, ...]]:
    """Sub-multisets of ``low`` to ``high`` tiles: by size, then as :func:`nth_sized` orders."""
    for size in range(low, high + 1):
        yield from _iter_exact(groups, 0, size)


def _iter_exact(groups: Groups, start: int, size: int) -> Iterator[tuple[Tile, ...]]:
    if size == 0:
        yield ()
        return
    if start == len(groups):
        return
    tile, copies = groups[start]
    for n in range(min(copies, size), -1, -1):
        for rest in _iter_exact(groups, start + 1, size - n):
            yield (tile,) * n + rest


def nth_sized(groups: Groups, low: int, high: int, index: int) -> tuple[Tile, ...]:
    """The ``index``-th sub-multiset of :func:`iter_sized`'s order, found by counting."""
    table = _suffix_counts(tuple(map(_COPIES, groups)), high)
    for size in range(low, high + 1):
        if index < table[0][size]:
            break
        index -= table[0][size]
    else:
        raise IndexError(index)
    out: list[Tile] = []
    below = 1  # the row of the table for the groups after this one
    for tile, copies in groups:
        ways_after = table[below]
        below += 1
        n = copies if copies < size else size  # the most copies first, as the order goes
        while n:
            ways = ways_after[size - n]
            if index < ways:
                break
            index -= ways
            n -= 1
        if n:
            out += (tile,) * n
            size -= n
            if not size:
                break
    return tuple(out)
