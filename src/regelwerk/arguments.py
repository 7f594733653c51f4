"""Checks of the arguments a game's public entry points take, failing in the library's words.

Only the entry points call these (``State.new``, ``view``, ``resample``, ``sample`` ...);
the rule kernels and the unchecked ``apply`` trust their callers and stay fast.  A bool is
an ``int`` to Python but never a seat, a number of players or a seed here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from os import PathLike
from typing import Protocol, TypeVar

from regelwerk.errors import ArgumentTypeError, SeatError

__all__ = [
    "HasLegalActions",
    "check_callable",
    "check_int",
    "check_iterable",
    "check_path",
    "check_rng",
    "check_sampler",
    "check_seat",
    "check_seed",
    "check_type",
    "legal_of",
]

T = TypeVar("T")
L_co = TypeVar("L_co", covariant=True)


class HasLegalActions(Protocol[L_co]):
    """A game state, as far as a policy needs it."""

    def legal_actions(self) -> L_co:
        """The actions legal now."""
        ...


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


def check_type(value: object, kind: type[T], what: str, name: str = "") -> T:
    """``value`` when it is a ``kind``, else :class:`ArgumentTypeError` saying ``what`` was
    expected (of the game or argument ``name``)."""
    if not isinstance(value, kind):
        raise ArgumentTypeError(what, value, name)
    return value


def check_callable(value: object, what: str) -> Callable[..., object]:
    """``value`` when it can be called (a policy, a chooser), else :class:`ArgumentTypeError`."""
    if not callable(value):
        raise ArgumentTypeError(what, value)
    return value


def check_iterable(value: object, what: str) -> Iterable[object]:
    """``value`` when it is a collection or an iterator but no string, else
    :class:`ArgumentTypeError` (a string is one value, not a list of them)."""
    if type(value) is tuple or type(value) is list:  # the common case, without the ABC
        return value
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise ArgumentTypeError(what, value)
    return value


def check_path(value: object) -> str | PathLike[str]:
    """``value`` when it names a file (a string or a path, not empty), else
    :class:`ArgumentTypeError`."""
    if not isinstance(value, str | PathLike) or not str(value):
        raise ArgumentTypeError("path", value)
    return value


def legal_of(state: HasLegalActions[L_co]) -> L_co:
    """The legal actions of ``state``; :class:`ArgumentTypeError` for anything that is no
    game state (checked only when asking fails, so a policy's per-action path pays nothing)."""
    try:
        return state.legal_actions()
    except AttributeError:
        if hasattr(state, "legal_actions"):
            raise  # a fault inside a state: not the caller's
        raise ArgumentTypeError("state", state) from None
