"""What every game in regelwerk provides, declared once for all of them.

A game is described as data (:class:`GameInfo`: players, chance, information) and played
through immutable states that share one interface (:class:`GameState`): the legal actions
as a lazy view, a validator that returns a :class:`~regelwerk.violation.Violation`, a checked
:meth:`~GameState.play` beside a fast unchecked :meth:`~GameState.apply`, per-seat views, and
a :class:`Result` at the end.  The log, report and command-line machinery is written against
this interface only, so a new game adds rules, never plumbing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from regelwerk.violation import Violation

__all__ = ["ActionSource", "GameInfo", "GameState", "LegalActions", "Result", "winners_of"]

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game declared as data, in the manner of OpenSpiel's ``GameType``."""

    name: str  # "no-return"
    title: str  # "No Return"
    log_format: str  # "no-return/1"
    min_players: int
    max_players: int
    chance: str  # how chance enters: always through explicit, recordable events
    information: str  # "imperfect": hands or chips are hidden from the other seats
    lower_score_wins: bool  # No Thanks counts minus points, No Return plus points


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: a score per seat and the winning seats (ascending; ties share)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


def winners_of(keys: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The seats whose sort key is best (smallest); every tied seat wins."""
    best = min(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)


class ActionSource(Protocol[A]):
    """What a state offers :class:`LegalActions`: count, enumerate, unrank and check."""

    def _legal_count(self) -> int: ...

    def _legal_iter(self) -> Iterator[A]: ...

    def _legal_nth(self, index: int) -> A: ...

    def check(self, action: A) -> Violation | None: ...


class LegalActions(Generic[A]):
    """The legal actions of a state, computed lazily (like python-chess's ``LegalMoveGenerator``).

    Iterating yields each distinct action once in a fixed order; ``in`` asks the validator;
    :meth:`count` counts without listing; :meth:`sample` draws one uniformly at random
    without listing them all.
    """

    __slots__ = ("_source",)

    def __init__(self, source: ActionSource[A]) -> None:
        self._source = source

    def __iter__(self) -> Iterator[A]:
        return self._source._legal_iter()

    def __contains__(self, action: object) -> bool:
        try:
            return self._source.check(action) is None  # type: ignore[arg-type]
        except (TypeError, AttributeError):
            return False

    def count(self) -> int:
        return self._source._legal_count()

    def __len__(self) -> int:
        return self._source._legal_count()

    def __bool__(self) -> bool:
        return self._source._legal_count() > 0

    def __getitem__(self, index: int) -> A:
        """The ``index``-th action of the iteration order, without listing the ones before."""
        count = self._source._legal_count()
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError(index)
        return self._source._legal_nth(index)

    def sample(self, rng: random.Random | Callable[[int], int]) -> A:
        """One legal action, every one equally likely; ``rng`` is a Random or a ``randrange``."""
        randrange = rng.randrange if isinstance(rng, random.Random) else rng
        count = self._source._legal_count()
        if count == 0:
            raise IndexError("no legal action")
        return self._source._legal_nth(randrange(count))

    def __repr__(self) -> str:
        return f"<LegalActions ({self.count()})>"


class GameState(Protocol[A_co]):
    """The interface every game's immutable state offers (structural: no base class needed)."""

    @property
    def to_act(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def players(self) -> int: ...

    def result(self) -> Result | None: ...

    def view(self, seat: int) -> Any: ...
