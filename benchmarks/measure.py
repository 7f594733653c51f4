"""Timing helpers and the in-run reference workload.

The machines this runs on are shared and noisy, and absolute figures move with them.  Every
figure is therefore also given as a *ratio* to a fixed pure-Python workload timed in the same
run, right before the figure itself: a slower (busier) machine slows both, and the ratio is
what the regression guard compares with the baseline.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

__all__ = ["best_per_item", "reference_us", "reference_workload", "timed_mean", "timed_median"]

T = TypeVar("T")
_clock = time.perf_counter


def reference_workload() -> int:
    """A fixed mix of what the engines do all day: small tuples built and sorted, dict
    lookups, attribute-free function calls and integer arithmetic.  Never change it: the
    baseline's ratios are relative to it."""
    table = {i: (i * 7) % 13 for i in range(64)}
    total = 0
    for i in range(1500):
        pick = tuple(sorted(((i * 31) % 64, (i * 17) % 64, i % 64, (i * 5) % 64)))
        rest = list(pick)
        rest.remove(pick[1])
        total += table[pick[0]] + len(rest) + _step(total, i)
    return total


def _step(total: int, i: int) -> int:
    return (total ^ i) & 7


def reference_us(samples: int = 15) -> float:
    """The reference workload's best time in µs over ``samples`` runs."""
    best = float("inf")
    for _ in range(samples):
        start = _clock()
        reference_workload()
        best = min(best, _clock() - start)
    return best * 1e6


def best_per_item(
    items: Sequence[T], work: Callable[[T], object], *, inner: int = 1, repeats: int = 5
) -> list[float]:
    """Each item's best time in µs per call over ``repeats`` batches of ``inner`` calls.

    The corpus is walked ``repeats`` times (not one item ``repeats`` times in a row), so a
    burst of load on the machine spoils one sample of many items, not every sample of one.
    """
    best = [float("inf")] * len(items)
    for _ in range(repeats):
        for index, item in enumerate(items):
            start = _clock()
            for _ in range(inner):
                work(item)
            elapsed = (_clock() - start) / inner
            if elapsed < best[index]:
                best[index] = elapsed
    return [seconds * 1e6 for seconds in best]


def timed_median(
    items: Sequence[T], work: Callable[[T], object], *, inner: int = 1, repeats: int = 5
) -> float:
    """The median over ``items`` of each item's best time (µs per call)."""
    return statistics.median(best_per_item(items, work, inner=inner, repeats=repeats))


def timed_mean(
    items: Sequence[T], work: Callable[[T], object], *, inner: int = 1, repeats: int = 5
) -> float:
    """The mean over ``items`` of each item's best time (µs per call): for a corpus of two
    groups of about equal size, whose median would fall between them."""
    return statistics.fmean(best_per_item(items, work, inner=inner, repeats=repeats))
