"""Scoring (NT-6) on the engine's bit masks of taken cards.

A run of consecutive values counts only its lowest card (NT-6.1): a card counts exactly when
the card one lower is not among the player's cards, i.e. the bits of ``mask & ~(mask << 1)``.
Their values are summed twelve bits at a time from a table (every game ends with a score
per seat, and a simulation plays tens of thousands).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import sub

from regelwerk.arguments import check_int, check_iterable
from regelwerk.errors import ArgumentTypeError, UsageError
from regelwerk.game import Result, winners_of

__all__ = ["card_points", "results", "score_result"]


_SUMS = [0] * 4096  # _SUMS[bits]: the sum of the positions of the 12 bits' set bits
for _bits in range(1, 4096):
    _SUMS[_bits] = _SUMS[_bits & (_bits - 1)] + (_bits & -_bits).bit_length() - 1


def card_points(mask: int) -> int:
    """The minus points of the cards in ``mask`` (NT-6.1), as a positive number."""
    if check_int(mask, "mask") < 0:
        raise ArgumentTypeError("mask", mask)  # no set of cards: it has no highest bit
    return _points(mask)


def _points(mask: int) -> int:
    lows = mask & ~(mask << 1)
    if lows >> 36 == 0:  # every set of cards (3 to 35): three table lookups
        middle, high = (lows >> 12) & 4095, lows >> 24
        return (
            _SUMS[lows & 4095]
            + _SUMS[middle]
            + 12 * middle.bit_count()
            + _SUMS[high]
            + 24 * high.bit_count()
        )
    points = 0
    offset = 0
    while lows:
        bits = lows & 4095
        points += _SUMS[bits] + offset * bits.bit_count()
        lows >>= 12
        offset += 12
    return points


def results(taken: Sequence[int], chips: Sequence[int]) -> tuple[int, ...]:
    """Each seat's NT-6.2 result: the minus points of its cards less its chips."""
    masks, counts = tuple(check_iterable(taken, "masks")), tuple(check_iterable(chips, "chips"))
    if len(masks) != len(counts):
        raise UsageError("per seat", len(counts), seats=len(masks))
    return tuple(
        card_points(check_int(mask, "mask")) - check_int(count, "chips")
        for mask, count in zip(masks, counts, strict=True)
    )


def score_result(taken: Sequence[int], chips: Sequence[int]) -> Result:
    """The :class:`Result` of a finished game: the lowest result wins, ties share (NT-6.2)."""
    return result_of(results(taken, chips))


def result_of(scores: tuple[int, ...]) -> Result:
    """The :class:`Result` of NT-6.2's results by seat: the lowest wins, ties share."""
    return Result(scores, winners_of(scores))


def position_scores(taken: tuple[int, ...], chips: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`results` of a state's own masks and chips, which need no checking (every
    game's end, and every log's, comes here)."""
    return tuple(map(sub, map(_points, taken), chips))
