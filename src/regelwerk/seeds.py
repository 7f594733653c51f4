"""Seeds for games that are not given one.

``State.new(players, seed=None)`` and ``Recorder.new(..., seed=None)`` ask for a game nobody
can predict: the seed is then drawn from the operating system's randomness
(:class:`random.SystemRandom`, which :func:`secrets.randbits` uses too, without the cost of
importing :mod:`secrets` and its hashing modules into every game), and used and kept
exactly as a given seed would be, so such a game can still be replayed from its seed
afterwards.  Choosing "no seed" must never mean a
fixed or sorted order, which everyone could foresee.
"""

from __future__ import annotations

import random

__all__ = ["SEED_BITS", "fresh_seed", "seed_from", "seed_or_fresh"]

SEED_BITS = 64
"""Bits of a seed regelwerk chooses (any int is a valid seed; these are plenty)."""

_SYSTEM = random.SystemRandom()  # os.urandom underneath


def fresh_seed() -> int:
    """An unpredictable seed: :data:`SEED_BITS` bits from the operating system."""
    return _SYSTEM.getrandbits(SEED_BITS)


def seed_or_fresh(seed: int | None) -> int:
    """``seed`` itself, or a :func:`fresh_seed` when it is ``None``."""
    return fresh_seed() if seed is None else seed


def seed_from(rng: random.Random) -> int:
    """A seed drawn from ``rng``: what a determinised state uses in place of the real seed,
    so that it is a function of ``rng`` alone."""
    return rng.getrandbits(SEED_BITS)
