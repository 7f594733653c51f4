"""What a game provides so that game-playing frameworks can use it: fixed numbers for actions,
chance outcomes and observations.

OpenSpiel and PettingZoo (:mod:`regelwerk.openspiel`, :mod:`regelwerk.pettingzoo`) are written
once, against :class:`Encoding`; each game package holds its own encoding in a module
``encoding`` with a module attribute ``ENCODING``, found through the game registry
(:func:`encoding_of`, :func:`encodings`).  An encoding says:

* **actions** as fixed ids ``0 … num_actions - 1`` (OpenSpiel's ``num_distinct_actions``) and
  as short sequences of sub-choices ``0 … num_tokens - 1`` (one PettingZoo step each); both
  are read off the acting seat's view alone, and in every position they are a bijection
  with the engine's legal actions;
* **chance** as explicit outcomes: the deal before the first state, the draw that follows an
  action, and a card turned up, each an ``int`` drawn from a *pool* (a tuple that holds
  every outcome as often as it is present: the bag or the pile as the engine knows it);
* **observations** as a flat tensor and a string, made from ``view(seat)`` only.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from types import ModuleType
from typing import Protocol, Self, TypeVar

from regelwerk.arguments import check_iterable, check_type
from regelwerk.errors import ArgumentTypeError, KeyedError, UnknownGameError
from regelwerk.game import GameInfo, Result
from regelwerk.games import GAMES, load

__all__ = [
    "Encoding",
    "EncodingError",
    "ParameterValue",
    "Playable",
    "encoding_of",
    "encodings",
    "outcomes",
    "seats",
]

S = TypeVar("S", bound="Playable[object, object]")
A = TypeVar("A")
V_co = TypeVar("V_co", covariant=True)
V_contra = TypeVar("V_contra", contravariant=True)

ParameterValue = bool | int
"""The value of a game parameter: a number of players or an option."""


class EncodingError(KeyedError, ValueError):
    """An id, sub-choice or parameter that means nothing in the position or game at hand:
    ``EncodingError(key, value, **data)``, its sentences
    :data:`regelwerk.i18n.errortexts.ENCODING`."""

    table = "ENCODING"


class Playable(Protocol[A, V_co]):
    """The part of a game's state the adapters use (every regelwerk state has it)."""

    @property
    def players(self) -> int:
        """The number of seats."""
        ...

    @property
    def to_act(self) -> int | None:
        """The seat to act, or ``None`` at the end."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...

    def legal_actions(self) -> Iterable[A]:
        """The actions the seat to act may take."""
        ...

    def apply(self, action: A) -> Self:
        """The state after the legal ``action`` (a seeded game draws from its order)."""
        ...

    def result(self) -> Result | None:
        """The final scores and winners, or ``None`` while the game goes on."""
        ...

    def view(self, seat: int) -> V_co:
        """What the seat ``seat`` may see."""
        ...

    def resample(self, seat: int, rng: random.Random) -> Self:
        """A state the seat ``seat`` cannot tell from this one, hidden parts drawn from ``rng``."""
        ...


class Encoding(Protocol[S, A, V_contra]):
    """A game as the frameworks see it (one instance per game, ``ENCODING``)."""

    @property
    def info(self) -> GameInfo:
        """The game's name, title, players and kind of chance and information."""
        ...

    @property
    def parameters(self) -> Mapping[str, ParameterValue]:
        """The game's options as framework parameters, with their defaults."""
        ...

    @property
    def num_actions(self) -> int:
        """The number of action ids, legal or not, in any position."""
        ...

    @property
    def num_tokens(self) -> int:
        """The number of distinct sub-choices an action is made of."""
        ...

    @property
    def max_chance_outcomes(self) -> int:
        """The number of distinct chance outcomes (tile kinds, card numbers)."""
        ...

    @property
    def observation_size(self) -> int:
        """The length of :meth:`observe`'s vector."""
        ...

    def options(self, players: int, values: Mapping[str, ParameterValue]) -> object:
        """The engine's options for ``values`` (names from :attr:`parameters`) in a game of
        ``players``; :class:`EncodingError` for an unknown name or a wrong type, the engine's
        :class:`~regelwerk.errors.IllegalActionError` for options the rules refuse."""
        ...

    def max_game_length(self, players: int, options: object) -> int:
        """An upper bound on the actions and chance outcomes of one game."""
        ...

    def new(self, players: int, seed: int, options: object) -> S:
        """A seeded game (chance from the seed), as ``State.new`` makes it."""
        ...

    # -- chance, explicit
    def deal_pool(self, players: int, options: object, dealt: tuple[int, ...]) -> tuple[int, ...]:
        """What the next outcome of the deal is drawn from; ``()`` once the deal is complete."""
        ...

    def deal(self, players: int, options: object, dealt: tuple[int, ...]) -> S:
        """The first state after the complete deal ``dealt``."""
        ...

    def draw_pool(self, state: S, action: A, drawn: tuple[int, ...]) -> tuple[int, ...]:
        """What the next tile drawn after ``action`` comes from; ``()`` once drawn."""
        ...

    def after(self, state: S, action: A, drawn: tuple[int, ...]) -> S:
        """The state after the legal ``action`` and its complete draw."""
        ...

    def reveal_pool(self, state: S) -> tuple[int, ...]:
        """What the card to turn up now comes from; ``()`` when none is to be turned."""
        ...

    def reveal(self, state: S, outcome: int) -> S:
        """The state after the card ``outcome`` of :meth:`reveal_pool` is turned up."""
        ...

    def resample_history(
        self,
        seat: int,
        start: S,
        now: S,
        moves: Sequence[tuple[int, A | None, tuple[int, ...]]],
        rng: random.Random,
        pending: tuple[int, A, tuple[int, ...]] | None = None,
    ) -> tuple[tuple[int, ...], list[tuple[int, A | None, tuple[int, ...]]]]:
        """A history ``seat`` cannot tell from the real one (perfect recall): the deal's
        outcomes, and the moves after ``start`` (the state the deal made) that lead to a
        state like ``now``, each the acting seat, its action (``None``: a card turned up)
        and the chance outcomes that followed; what the seat cannot know drawn by ``rng``.
        ``pending``: an action going on in ``now`` (its seat, the action, what it has drawn
        so far): the seat's own as it is, another seat's as what it shows (the tiles it
        puts in the open must be in that seat's hand now)."""
        ...

    # -- actions, from the acting seat's view
    def action_id(self, view: V_contra, action: A) -> int:
        """The fixed id of ``action`` in ``view``'s position (``0 <= id < num_actions``)."""
        ...

    def action_of_id(self, view: V_contra, action_id: int) -> A:
        """The action with the id ``action_id`` in ``view``'s position; :class:`EncodingError`
        for an id that names none."""
        ...

    def tokens(self, view: V_contra, action: A) -> tuple[int, ...]:
        """The sub-choices of ``action``: no sequence of a position is a prefix of another,
        and no token repeats in one, so the set of tokens chosen tells how far a turn got."""
        ...

    def action_of_tokens(self, view: V_contra, tokens: Sequence[int]) -> A:
        """The action the complete sequence of sub-choices ``tokens`` names (see :meth:`tokens`)."""
        ...

    # -- observations
    def observe(self, view: V_contra) -> list[float]:
        """The view as :attr:`observation_size` numbers in ``[0, 1]``."""
        ...

    def describe(self, view: V_contra) -> str:
        """The view as one line of notation (a key for search, not a sentence)."""
        ...


def seats(info: GameInfo, players: object) -> int:
    """``players`` if game ``info`` is for that many (NR-2.1, NT-2.1), else
    :class:`EncodingError` saying for how many it is."""
    check_type(info, GameInfo, "info")
    if type(players) is not int or not info.min_players <= players <= info.max_players:
        raise EncodingError(
            "players", players, game=info.title, low=info.min_players, high=info.max_players
        )
    return players


def parameters(values: object, known: Mapping[str, ParameterValue]) -> Mapping[str, ParameterValue]:
    """``values`` when it is a mapping of parameters named in ``known`` (a game's
    :attr:`Encoding.parameters`), else :class:`~regelwerk.errors.ArgumentTypeError`
    (no mapping) or :class:`EncodingError` naming the first unknown name and the known."""
    if not isinstance(values, Mapping):
        raise ArgumentTypeError("parameters", values)
    unknown = set(values) - set(known)
    if unknown:
        raise EncodingError("option", sorted(unknown)[0], known=tuple(known))
    return values


def chance_outcomes(values: object, limit: int) -> tuple[int, ...]:
    """``values`` as chance outcomes, whole numbers below ``limit`` (as the pools give
    them); :class:`EncodingError` for one that is not."""
    given: list[int] = []
    for value in check_iterable(values, "outcomes"):
        # A pool's outcomes are ints or pieces that are ints (tiles, cards); a bool is none.
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < limit:
            raise EncodingError("chance outcome", value)
        given.append(value)
    return tuple(given)


def sub_choices(values: object) -> list[int]:
    """``values`` as a list of sub-choices (whole numbers), else
    :class:`~regelwerk.errors.ArgumentTypeError`; their meaning is for the game to check."""
    given = list(check_iterable(values, "tokens"))
    if not all(type(value) is int for value in given):
        raise ArgumentTypeError("tokens", values)
    return given  # type: ignore[return-value]


def outcomes(pool: Sequence[int]) -> list[tuple[int, float]]:
    """Each distinct outcome of ``pool`` with its probability (its share of the pool),
    ascending: ``outcomes((3, 3, 5)) == [(3, 2/3), (5, 1/3)]``."""
    given = tuple(check_iterable(pool, "pool"))
    if not all(isinstance(outcome, int) and not isinstance(outcome, bool) for outcome in given):
        raise ArgumentTypeError("pool", pool)
    counts = Counter(pool)
    total = len(pool)
    return [(outcome, counts[outcome] / total) for outcome in sorted(counts)]


def encoding_of(name: str) -> Encoding[Playable[object, object], object, object]:
    """The encoding of the registered game ``name``; :class:`~regelwerk.errors.UnknownGameError`
    (a ``KeyError``) for an unknown game or one that brings no ``encoding`` module."""
    game: object = load(name)
    # The registry gives the game's package (or an object defined in one of its modules).
    package = game.__name__ if isinstance(game, ModuleType) else type(game).__module__
    if not isinstance(game, ModuleType):
        package = package.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.encoding")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.encoding":
            raise
        # An encoding is optional: a game without one is simply not offered to the adapters.
        with_one = tuple(other for other in GAMES if _has_encoding(other))
        raise UnknownGameError(name, with_one) from None
    encoding: Encoding[Playable[object, object], object, object] = module.ENCODING
    return encoding


def encodings() -> Iterator[tuple[str, Encoding[Playable[object, object], object, object]]]:
    """Every registered game that brings an encoding, with it, in registry order."""
    for name in GAMES:
        if _has_encoding(name):
            yield name, encoding_of(name)


def _has_encoding(name: str) -> bool:
    return importlib.util.find_spec(f"{load(name).package}.encoding") is not None
