"""Scoring (NT-6) on the engine's bit masks of taken cards.

A run of consecutive values counts only its lowest card (NT-6.1): a card counts exactly when
the card one lower is not among the player's cards, i.e. the bits of ``mask & ~(mask << 1)``.
"""

from __future__ import annotations

from collections.abc import Sequence

from regelwerk.arguments import check_int, check_iterable
from regelwerk.errors import UsageError
from regelwerk.game import Result, winners_of

__all__ = ["card_points", "results", "score_result"]


def card_points(mask: int) -> int:
    """The minus points of the cards in ``mask`` (NT-6.1), as a positive number."""
    check_int(mask, "mask")
    lows = mask & ~(mask << 1)
    points = 0
    while lows:
        low = lows & -lows
        points += low.bit_length() - 1
        lows ^= low
    return points


def results(taken: Sequence[int], chips: Sequence[int]) -> tuple[int, ...]:
    """Each seat's NT-6.2 result: the minus points of its cards less its chips."""
    masks, counts = tuple(check_iterable(taken, "masks")), tuple(check_iterable(chips, "chips"))
    if len(masks) != len(counts):
        raise UsageError("per seat", len(counts), seats=len(masks))
    return tuple(
        card_points(mask) - check_int(count, "chips")  # type: ignore[arg-type]
        for mask, count in zip(masks, counts, strict=True)
    )


def score_result(taken: Sequence[int], chips: Sequence[int]) -> Result:
    """The :class:`Result` of a finished game: the lowest result wins, ties share (NT-6.2)."""
    scores = results(taken, chips)
    return Result(scores, winners_of(tuple((score,) for score in scores)))
