"""Shorthand for the No Return tests: tiles from notation, hand-made positions, settings."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from regelwerk.noreturn import Options, Phase, State, Tile, parse_tiles
from regelwerk.testing import random_position

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Moderate, reproducible: every run tries the same examples."""


def T(text: str) -> tuple[Tile, ...]:
    """Tiles from notation: ``T("R5 R5 B3")``."""
    return parse_tiles(text.split())


def t(text: str) -> Tile:
    return Tile.parse(text)


def position(
    hand: str,
    *,
    rows: str = "",
    phase: int = 1,
    bag: str = "",
    others: Sequence[str] = ("",),
    minimal: bool = False,
) -> State:
    """Seat 0 to act with ``hand`` and ``rows`` in ``phase``; the other seats hold ``others``."""
    hands = [T(hand), *(T(other) for other in others)]
    return State.build(
        hands,
        rows=[T(rows)] + [()] * len(others),
        phases=[Phase(phase)] + [Phase.ONE] * len(others),
        bag=T(bag),
        options=Options(minimal_payment=minimal),
    )


positions = st.builds(random_position, st.randoms(use_true_random=False))
"""Random positions in play (hands, descending rows, piles, phases, bag, both payment rules)."""
