"""Checks of the arguments a game's public entry points take, failing in the library's words.

Only the entry points call these (``State.new``, ``view``, ``resample``, ``sample`` ...);
the rule kernels and the unchecked ``apply`` trust their callers and stay fast.  A bool is
an ``int`` to Python but never a seat, a number of players or a seed here.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from regelwerk.errors import ArgumentTypeError, SeatError

__all__ = ["check_int", "check_rng", "check_sampler", "check_seat", "check_seed"]


def check_int(value: object, what: str) -> int:
    """``value`` when it is an int (not a bool), else :class:`ArgumentTypeError` saying
    ``what`` was expected (a key of :data:`regelwerk.i18n.errortexts.EXPECTED`)."""
    if type(value) is not int:
        raise ArgumentTypeError(what, value)
    return value


def check_seat(seat: object, players: int) -> int:
    """``seat`` when it is a seat of a game of ``players``: :class:`ArgumentTypeError` for
    anything but an int, :class:`SeatError` for one out of range."""
    number = check_int(seat, "seat")
    if not 0 <= number < players:
        raise SeatError(number, players)
    return number


def check_seed(seed: object) -> int | None:
    """``seed`` when it is an int or ``None`` (a fresh seed), else :class:`ArgumentTypeError`."""
    if seed is not None and type(seed) is not int:
        raise ArgumentTypeError("seed", seed)
    return seed


def check_rng(rng: object) -> random.Random:
    """``rng`` when it is a :class:`random.Random`, else :class:`ArgumentTypeError`."""
    if not isinstance(rng, random.Random):
        raise ArgumentTypeError("rng", rng)
    return rng


def check_sampler(rng: object) -> Callable[[int], int]:
    """The ``randrange`` of ``rng`` (a :class:`random.Random` or a ``randrange`` callable)."""
    if isinstance(rng, random.Random):
        return rng.randrange
    if not callable(rng):
        raise ArgumentTypeError("sampler", rng)
    return rng
