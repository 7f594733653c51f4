"""Shorthand for the No Return tests: tiles from notation, hand-made positions, settings."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from regelwerk.noreturn import (
    TILESET,
    Colour,
    Options,
    Phase,
    SeatState,
    State,
    Tile,
    parse_tiles,
)
from regelwerk.noreturn.testing import random_position

SETTINGS = settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Moderate, reproducible: every run tries the same examples."""


def fields(value: State | SeatState) -> tuple[object, ...]:
    """A frozen value's fields in order (a state is no tuple to unpack)."""
    return tuple(getattr(value, name) for name in value.__slots__)


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


@st.composite
def built_positions(draw: st.DrawFn) -> State:
    """A position in play drawn piece by piece (shrinks well): hands of 0 to 8 tiles, up to
    four rows of 1 to 3 tiles per seat, piles, phases, a bag of 0 to 40 and either payment
    rule; the rest is in the box."""
    players = draw(st.integers(2, 4))
    pool = list(draw(st.permutations(TILESET)))
    hands, rows, piles, phases = [], [], [], []
    for _ in range(players):
        size = draw(st.integers(0, 8))
        hands.append(pool[:size])
        del pool[:size]
        row: list[Tile] = []
        for colour in draw(st.sets(st.sampled_from(Colour), max_size=4)):
            picked = [tile for tile in pool if tile.colour is colour][: draw(st.integers(1, 3))]
            for tile in picked:
                pool.remove(tile)
            row += picked
        rows.append(row)
        size = draw(st.integers(0, 4))
        piles.append(pool[:size])
        del pool[:size]
        phases.append(draw(st.sampled_from(Phase)))
    return State.build(
        hands,
        rows=rows,
        piles=piles,
        phases=phases,
        bag=pool[: draw(st.integers(0, 40))],
        to_act=draw(st.integers(0, players - 1)),
        turn=draw(st.integers(0, 60)),
        options=Options(minimal_payment=draw(st.booleans())),
    )


positions = st.one_of(
    st.builds(random_position, st.randoms(use_true_random=False)), built_positions()
)
"""Random positions in play (hands, descending rows, piles, phases, bag, both payment rules):
from :func:`regelwerk.noreturn.testing.random_position` (hands often of one colour, so plays and
clears abound) or drawn piece by piece."""
