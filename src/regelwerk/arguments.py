"""Checks of the arguments a game's public entry points take, failing in the library's words.

Only the entry points call these (``State.new``, ``view``, ``resample``, ``sample`` ...);
the rule kernels and the unchecked ``apply`` trust their callers and stay fast.  A bool is
an ``int`` to Python but never a seat, a number of players or a seed here.
"""

from __future__ import annotations

import functools
import operator
import random
from collections.abc import Callable, Iterable
from os import PathLike
from typing import Protocol, SupportsIndex, TypeVar

from regelwerk.errors import ArgumentTypeError, SeatError

__all__ = [
    "HasLegalActions",
    "bounded_draw",
    "check_callable",
    "check_int",
    "check_integral",
    "check_iterable",
    "check_path",
    "check_probability",
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


def check_integral(value: object, what: str, name: str = "") -> int:
    """``value`` as an int when it is one, or an integer of another integral type (numpy's
    ``int64``: what ``operator.index`` takes), else :class:`ArgumentTypeError`: never a bool
    or another subclass of int (a tile, a card), a float (``0.9`` is not ``0``), a string or
    numpy's ``bool_``, however ``int()`` would take them."""
    if type(value) is int:
        return value
    if isinstance(value, int) or not isinstance(value, SupportsIndex):
        raise ArgumentTypeError(what, value, name)  # a bool, a Tile, a Card: no index
    try:
        return operator.index(value)
    except TypeError:  # numpy's bool_ declares __index__ and refuses it
        raise ArgumentTypeError(what, value, name) from None


def check_sampler(rng: object) -> Callable[[int], int]:
    """The ``randrange`` of ``rng`` (a :class:`random.Random` or a ``randrange`` callable);
    anything but :class:`random.Random` itself is asked through :func:`bounded_draw`, so a
    result that is no index below the count raises :class:`ArgumentTypeError` instead of
    picking anything (``lambda n: -1`` would pick the last, ``lambda n: n`` fail inside)."""
    if type(rng) is random.Random:
        return rng.randrange
    if isinstance(rng, random.Random):  # a subclass may draw as it likes: bounded too
        return functools.partial(bounded_draw, rng.randrange)
    if not callable(rng):
        raise ArgumentTypeError("sampler", rng)
    return functools.partial(bounded_draw, rng)


def bounded_draw(randrange: Callable[[int], object], count: int) -> int:
    """``randrange(count)`` when it is a whole number from 0 to ``count - 1``, else
    :class:`ArgumentTypeError` naming what it gave."""
    drawn = randrange(count)
    index = check_integral(drawn, "sampled", str(count - 1))
    if not 0 <= index < count:
        raise ArgumentTypeError("sampled", drawn, str(count - 1))
    return index


def check_probability(value: object) -> float:
    """``value`` when it is a number from 0 up to (not including) 1, as a sampler of
    probabilities returns it (OpenSpiel's ``probability_sampler``), else
    :class:`ArgumentTypeError`."""
    if isinstance(value, bool) or not isinstance(value, float | int) or not 0 <= value < 1:
        raise ArgumentTypeError("probability", value)
    return float(value)


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
    """``value`` when it names a file (a string or a path, not empty, without a NUL, which
    no file name holds), else :class:`ArgumentTypeError`."""
    if not isinstance(value, str | PathLike) or not str(value) or "\x00" in str(value):
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
