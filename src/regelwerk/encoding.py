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
* **chance** through one interface, whatever the game's chance is (a deal, a draw, a card
  turned up, a die): a :class:`ChanceEvent` is in progress at the start, after an action or
  between actions; :meth:`Encoding.chance` gives what its next outcome, an ``int``, is
  drawn from as data, a :class:`Pool` (each outcome with its copies, so its probability:
  the bag or the pile as the engine knows it; empty once the event is complete or when
  there is none), and :meth:`Encoding.resolve` gives the state once it is complete,
  trusting the outcomes drawn from those pools (:meth:`ChanceEvent.then` with the pool:
  legal by construction) and judging any other;
* **observations** as a flat tensor and a string, made from ``view(seat)`` only;
* **information states** (what a seat knows, with perfect recall:
  :class:`~regelwerk.knowledge.InformationState`) as a flat tensor of a fixed size per game
  and options (:func:`information_tensor`): the game's own compact form when its encoding
  gives one (``recall_size`` and ``recall``, :class:`Recalling`), else every view since the
  start stacked, each with its observation (:func:`stacked_recall`).
"""

from __future__ import annotations

import enum
import functools
import importlib
import importlib.util
import random
from array import array
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, MutableSequence, Sequence
from typing import Any, ClassVar, Final, Generic, Protocol, Self, TypeAlias, TypeVar, cast

from regelwerk.arguments import check_int, check_iterable, check_type
from regelwerk.errors import ArgumentTypeError, KeyedError, UnknownGameError
from regelwerk.game import GameInfo, GameOptions, Result
from regelwerk.games import GAMES, load
from regelwerk.knowledge import InformationState

__all__ = [
    "BaseEncoding",
    "ChanceEvent",
    "Encoding",
    "EncodingError",
    "Moment",
    "Move",
    "ParameterValue",
    "Playable",
    "Pool",
    "Recalling",
    "chance_by",
    "encoding_of",
    "encodings",
    "information_tensor",
    "information_tensor_size",
    "observation_zeros",
    "outcomes",
    "recalling",
    "resolve_by",
    "seats",
    "stacked_recall",
    "write_stacked",
]

S = TypeVar("S", bound="Playable[Any, Any]")
A = TypeVar("A")
V_co = TypeVar("V_co", covariant=True)
V_contra = TypeVar("V_contra", contravariant=True)

ParameterValue = bool | int
"""The value of a game parameter: a number of players or an option."""

Move: TypeAlias = "tuple[int, A | None, tuple[int, ...]]"
"""One move of a history as the adapters keep it: the seat that acted, its action (``None``:
a card turned up between actions) and the chance outcomes that came with it."""


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


class Moment(enum.Flag):
    """The moments at which chance can enter a game (:attr:`Encoding.moments`)."""

    START = enum.auto()
    """A deal before the first state."""
    AFTER = enum.auto()
    """A draw after an action."""
    BETWEEN = enum.auto()
    """A piece turned up between actions."""


class ChanceEvent(Generic[S, A]):
    """A chance event in progress, at one of the three moments chance can enter a game: at
    the start (``state`` is ``None``: the deal), after an action (``action``: the draw it
    brings) or between actions (``state`` without ``action``: a card turned up).  Its
    outcomes so far are ``outcomes``; :meth:`then` adds the next one.  An immutable value."""

    __slots__ = ("action", "drawn", "options", "outcomes", "players", "source", "state")

    def __init__(
        self,
        players: int,
        options: object,
        state: S | None = None,
        action: A | None = None,
        outcomes: tuple[int, ...] = (),
    ) -> None:
        self.players = players
        """The number of seats."""
        self.options = options
        """The engine's options."""
        self.state = state
        """The state before the event (``None`` at the start)."""
        self.action = action
        """The action the event follows (``None`` at the start and between actions)."""
        self.outcomes = outcomes
        """The outcomes drawn so far."""
        self.source: Pool | None = None
        """The pool the last outcome was drawn from (:meth:`then` with its pool) when every
        outcome so far was (:attr:`drawn`), else ``None``: a draw without replacement takes
        the next pool from it (:meth:`Pool.without`) instead of counting the bag again,
        which it may only when no outcome given otherwise is left to judge."""
        self.drawn = not outcomes
        """Whether every outcome so far was drawn from the event's own pools
        (:meth:`Encoding.chance`, given to :meth:`then`): legal by construction, so
        :meth:`Encoding.resolve` need not judge them again (as a replay trusts a checked
        log); an event given its outcomes any other way has them judged."""

    def then(self, outcome: int, pool: Pool | None = None) -> ChanceEvent[S, A]:
        """This event with ``outcome`` drawn next; ``pool``: this event's pool
        (:meth:`Encoding.chance`) it was drawn from, which must hold it
        (:class:`EncodingError` otherwise): the outcome then counts as drawn."""
        after: ChanceEvent[S, A] = ChanceEvent(
            self.players, self.options, self.state, self.action, (*self.outcomes, outcome)
        )
        if pool is not None:
            if outcome not in pool.counts:
                raise EncodingError("chance outcome", outcome)
            if self.drawn:  # else the outcomes given before are judged, by the long way
                after.source, after.drawn = pool, True
        return after

    def __deepcopy__(self, memo: object) -> ChanceEvent[S, A]:
        return self  # an immutable value (an OpenSpiel clone copies every attribute deeply)

    def at(self, state: S) -> ChanceEvent[S, A]:
        """This event from ``state`` instead (a state resampled for a seat's search): its
        outcomes are judged again there."""
        return ChanceEvent(self.players, self.options, state, self.action, self.outcomes)

    def __repr__(self) -> str:
        moment = (
            "start" if self.state is None else "after" if self.action is not None else "between"
        )
        return f"<ChanceEvent {moment} {self.outcomes}>"


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

    # -- chance: one interface for every kind, its pools as data
    @property
    def moments(self) -> Moment:
        """The moments at which the game has chance, declared: the adapters ask
        :meth:`chance` only at those (after an action of a game that draws nothing then,
        the next state is the action's :meth:`~Playable.apply`)."""
        ...

    def chance(self, event: ChanceEvent[S, A]) -> Pool:
        """What the next outcome of ``event`` is drawn from, counted (each outcome with its
        copies, and so its probability); :data:`Pool.EMPTY` once the event is complete, or
        when nothing happens by chance at that moment.  After an outcome drawn from the
        last pool (:attr:`ChanceEvent.source`), a draw without replacement gives that pool
        without it (:meth:`Pool.without`)."""
        ...

    def resolve(self, event: ChanceEvent[S, A]) -> S:
        """The state once ``event`` is complete (its :attr:`~ChanceEvent.outcomes` drawn):
        the first state after the start, the state after the action, or the state with
        what was turned up between actions.  Outcomes drawn from the event's own pools
        (:attr:`ChanceEvent.drawn`) are legal by construction and may be trusted; any
        other outcome is judged (the engine's
        :class:`~regelwerk.errors.IllegalActionError`)."""
        ...

    def resample_history(
        self, seat: int, start: S, now: S, moves: Sequence[Move[A]], rng: random.Random,
        pending: Move[A] | None = None,
    ) -> tuple[tuple[int, ...], list[Move[A]]]:  # fmt: skip
        """A history ``seat`` cannot tell from the real one (perfect recall): the deal's
        outcomes, and the moves after ``start`` (the state the deal made) that lead to a
        state like ``now``, each the acting seat, its action (``None``: a card turned up)
        and the chance outcomes that followed; what the seat cannot know drawn by ``rng``.
        ``pending``: an action going on in ``now`` (its seat, the action, what it has drawn
        so far): the seat's own as it is, another seat's as what it shows (the tiles it
        puts in the open must be in that seat's hand now)."""
        ...

    # -- actions, from the acting seat's view
    def legal_ids(self, state: S) -> list[int]:
        """The ids of the legal actions of the seat to act in ``state``, ascending (``[]``
        once the game is over): :meth:`action_id` of each, made without naming each action
        where the game can (a search asks this at every decision)."""
        ...

    def legal_action(self, state: S, action_id: int) -> A:
        """The legal action of the seat to act in ``state`` with the id ``action_id``;
        :class:`EncodingError` ("not legal") for an id that names none, or an illegal one."""
        ...

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

    def id_tokens(self, action_id: int) -> tuple[int, ...]:
        """The sub-choices of the action with the id ``action_id`` (:meth:`tokens`): they
        follow from the id alone, so a turn's tree of sub-choices is made from
        :meth:`legal_ids` without naming each action."""
        ...

    # -- observations
    def observe(self, view: V_contra) -> Sequence[float]:
        """The view as :attr:`observation_size` numbers in ``[0, 1]``: a list, or float32
        numbers in an ``array('f')`` (:func:`observation_zeros`), which numpy copies whole."""
        ...

    def describe(self, view: V_contra) -> str:
        """The view as one line of notation (a key for search, not a sentence)."""
        ...


V = TypeVar("V")


class BaseEncoding(Generic[S, A, V]):
    """An :class:`Encoding` with the derivable members written once, for a game with a small
    fixed set of actions.  A subclass gives :attr:`actions` (every action of the game, in id
    order), :attr:`max_chance_outcomes`, :attr:`observation_size`, :meth:`observe` and
    :meth:`max_game_length`, and for its chance:

    * a deal: :meth:`deal_pool` and :meth:`deal` (by default there is none: the first state
      is the seeded game's, whose setup must then hold no chance);
    * a draw after an action: :meth:`draw_pool` and :meth:`after` (by default none);
    * a piece turned up between actions: :meth:`reveal_pool` and :meth:`reveal` (by
      default none);

    or, for chance of another kind, :meth:`chance` and :meth:`resolve` themselves (the
    protocol's one interface, which by default asks the three pairs above and counts the
    pool each gives).

    Everything else has a default: no parameters and no options, one token per action (its
    id), ``repr`` as the description, :meth:`new` from the game's own."""

    actions: ClassVar[Sequence[Any]] = ()
    """Every action of the game, in the order of their ids."""
    parameters: Mapping[str, ParameterValue] = {}
    """The game's options as framework parameters (by default none)."""
    max_chance_outcomes: int
    observation_size: int
    moments: Moment = Moment.START | Moment.AFTER | Moment.BETWEEN
    """The moments of the game's chance: by default all three are asked (a subclass that
    knows it never draws after an action, say, leaves that one out)."""

    def __init__(self, info: GameInfo) -> None:
        self.info = info
        """The game (its :class:`GameInfo`, as the registry has it)."""

    def __deepcopy__(self, memo: object) -> Self:
        return self  # a description of the game, shared by every state that holds it

    @property
    def num_actions(self) -> int:
        """The number of :attr:`actions`."""
        return len(self.actions)

    @property
    def num_tokens(self) -> int:
        """One token per action: its id."""
        return len(self.actions)

    def options(self, players: int, values: Mapping[str, ParameterValue]) -> object:
        """No options: the game's defaults, once ``players`` and ``values`` are checked."""
        seats(self.info, players)
        parameters(values, self.parameters)
        return load(self.info.name).options()

    def max_game_length(self, players: int, options: object) -> int:
        """An upper bound on the actions and chance outcomes of one game (the subclass's)."""
        raise NotImplementedError(f"{type(self).__name__}.max_game_length")

    def new(self, players: int, seed: int, options: object) -> S:
        """The game's own seeded game (:meth:`regelwerk.game.Game.new`)."""
        game = load(self.info.name)
        return cast(S, game.new(players, seed, cast("GameOptions | None", options)))

    def deal_pool(self, players: int, options: object, dealt: tuple[int, ...]) -> tuple[int, ...]:
        """No deal by chance (``()``)."""
        return ()

    def deal(self, players: int, options: object, dealt: tuple[int, ...]) -> S:
        """The first state: the seeded game's (its setup holds no chance)."""
        return self.new(players, 0, options)

    def draw_pool(self, state: S, action: A, drawn: tuple[int, ...]) -> tuple[int, ...]:
        """No draw after an action (``()``)."""
        return ()

    def after(self, state: S, action: A, drawn: tuple[int, ...]) -> S:
        """``state.apply(action)``: nothing is drawn."""
        after: S = state.apply(action)
        return after

    def reveal_pool(self, state: S) -> tuple[int, ...]:
        """Nothing is turned up between actions (``()``)."""
        return ()

    def reveal(self, state: S, outcome: int) -> S:
        """Never called: :meth:`reveal_pool` is empty."""
        raise EncodingError("chance outcome", outcome)

    def chance(self, event: ChanceEvent[S, A]) -> Pool:
        """The pool of the event's moment counted: :meth:`deal_pool`, :meth:`draw_pool`, or,
        for a one-outcome turn-up, :meth:`reveal_pool` until its outcome is drawn."""
        return chance_by(self, event)

    def resolve(self, event: ChanceEvent[S, A]) -> S:
        """:meth:`deal`, :meth:`after` or :meth:`reveal`, as the event's moment asks."""
        return resolve_by(self, event)

    def legal_ids(self, state: S) -> list[int]:
        """The ids of the legal actions, one :meth:`action_id` each, ascending."""
        return _ids_of(self, state)

    def legal_action(self, state: S, action_id: int) -> A:
        """The action :meth:`action_of_id` names, if legal in ``state`` and the id is its own."""
        action: A = _legal_by_id(self, state, action_id)
        return action

    def action_id(self, view: V, action: A) -> int:
        """The index of ``action`` in :attr:`actions`."""
        if action not in self.actions:
            raise EncodingError("action", action, game=self.info.title)
        return list(self.actions).index(action)

    def action_of_id(self, view: V, action_id: int) -> A:
        """The action at ``action_id`` in :attr:`actions`; :class:`EncodingError` if none."""
        if type(action_id) is not int or not 0 <= action_id < len(self.actions):
            raise EncodingError("action id", action_id, game=self.info.title)
        action: A = self.actions[action_id]
        return action

    def tokens(self, view: V, action: A) -> tuple[int, ...]:
        """One token: the action's id."""
        return (self.action_id(view, action),)

    def id_tokens(self, action_id: int) -> tuple[int, ...]:
        """One token: the id."""
        return (action_id,)

    def action_of_tokens(self, view: V, tokens: Sequence[int]) -> A:
        """The action of the one token ``tokens`` holds."""
        given = sub_choices(tokens)
        if len(given) != 1:
            raise EncodingError("one choice", given)
        return self.action_of_id(view, given[0])

    def observe(self, view: V) -> Sequence[float]:
        """The view as :attr:`observation_size` numbers in ``[0, 1]`` (the subclass's)."""
        raise NotImplementedError(f"{type(self).__name__}.observe")

    def describe(self, view: V) -> str:
        """The view as Python writes it."""
        return repr(view)

    def resample_history(
        self, seat: int, start: S, now: S, moves: Sequence[Move[A]], rng: random.Random,
        pending: Move[A] | None = None,
    ) -> tuple[tuple[int, ...], list[Move[A]]]:  # fmt: skip
        """Refused (:class:`EncodingError`): a game with hidden information deals a history
        anew for one seat in its own encoding (the adapters need none where nothing is
        hidden)."""
        raise EncodingError("resample", self.info.title)


class _Actions(Protocol[A, V_contra]):
    """The part of an encoding that names actions (what the two functions below read)."""

    def action_id(self, view: V_contra, action: A) -> int: ...

    def action_of_id(self, view: V_contra, action_id: int) -> A: ...


def _ids_of(encoding: _Actions[A, V], state: Playable[A, V]) -> list[int]:
    """:meth:`Encoding.legal_ids` for any encoding: the id of each legal action, one by
    one, from the acting seat's view, ascending."""
    seat = state.to_act
    if seat is None:
        return []
    view = state.view(seat)
    return sorted([encoding.action_id(view, action) for action in state.legal_actions()])


def _legal_by_id(encoding: _Actions[A, V], state: Playable[A, V], action_id: int) -> A:
    """:meth:`Encoding.legal_action` for any encoding: the action the id names in the
    acting seat's view, if it is legal and the id is its own (an id that names a legal
    action in another way is no legal id); else :class:`EncodingError`."""
    seat = state.to_act
    if seat is None:
        raise EncodingError("illegal", action_id)
    view = state.view(seat)
    try:
        action = encoding.action_of_id(view, action_id)
    except EncodingError:  # an id that names nothing here
        raise EncodingError("illegal", action_id) from None
    if encoding.action_id(view, action) != action_id or action not in state.legal_actions():
        raise EncodingError("illegal", action_id)
    return action


M_contra = TypeVar("M_contra", contravariant=True)


class _Moments(Protocol[S, M_contra]):
    """The three familiar moments of chance, as :class:`BaseEncoding` and the built-in
    encodings write them."""

    def deal_pool(
        self, players: int, options: object, dealt: tuple[int, ...]
    ) -> tuple[int, ...]: ...

    def deal(self, players: int, options: object, dealt: tuple[int, ...]) -> S: ...

    def draw_pool(self, state: S, action: M_contra, drawn: tuple[int, ...]) -> tuple[int, ...]: ...

    def after(self, state: S, action: M_contra, drawn: tuple[int, ...]) -> S: ...

    def reveal_pool(self, state: S) -> tuple[int, ...]: ...

    def reveal(self, state: S, outcome: int) -> S: ...


def _check_moments(moments: object, event: object) -> None:
    """:class:`~regelwerk.errors.ArgumentTypeError` unless ``moments`` writes the three
    moments and ``event`` is a :class:`ChanceEvent`."""
    kind: type = type(moments)
    if not _writes_moments(kind):
        raise ArgumentTypeError("encoding", moments)
    check_type(event, ChanceEvent, "chance event")


@functools.cache
def _writes_moments(kind: type) -> bool:
    """Whether the class ``kind`` writes the three moments (asked once a class: every chance
    node asks it)."""
    return all(callable(getattr(kind, name, None)) for name in _MOMENTS)


_MOMENTS: Final = ("deal_pool", "deal", "draw_pool", "after", "reveal_pool", "reveal")


def chance_by(moments: _Moments[S, A], event: ChanceEvent[S, A]) -> Pool:
    """:meth:`Encoding.chance` for an encoding that writes its chance as a deal, a draw
    after an action and a one-outcome turn-up between actions, each pool a tuple of its
    outcomes (counted here)."""
    _check_moments(moments, event)
    if event.state is None:
        items = moments.deal_pool(event.players, event.options, event.outcomes)
    elif event.action is not None:
        items = moments.draw_pool(event.state, event.action, event.outcomes)
    else:
        items = () if event.outcomes else moments.reveal_pool(event.state)
    return Pool.of(items) if items else Pool.EMPTY


def resolve_by(moments: _Moments[S, A], event: ChanceEvent[S, A]) -> S:
    """:meth:`Encoding.resolve` for such an encoding (see :func:`chance_by`): its moments
    judge every outcome."""
    _check_moments(moments, event)
    if event.state is None:
        return moments.deal(event.players, event.options, event.outcomes)
    if event.action is not None:
        return moments.after(event.state, event.action, event.outcomes)
    if not event.outcomes:
        return event.state
    return moments.reveal(event.state, event.outcomes[0])


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
    given: list[int] = []
    for value in check_iterable(values, "tokens"):
        if type(value) is not int:
            raise ArgumentTypeError("tokens", values)
        given.append(value)
    return given


def observation_zeros(size: int) -> array[float]:
    """``size`` zeros as float32 numbers, for an encoding's :meth:`~Encoding.observe` to
    fill: numpy takes such an ``array('f')`` in one copy, where it converts a list of
    floats number by number (most of what observing cost a learner's step)."""
    if check_int(size, "count") < 0:
        raise ArgumentTypeError("count", size)
    try:
        return array("f", bytes(4 * size))
    except (OverflowError, MemoryError):  # no game observes more numbers than memory holds
        raise ArgumentTypeError("count", size) from None


def outcomes(pool: Sequence[int]) -> list[tuple[int, float]]:
    """Each distinct outcome of ``pool`` with its probability (its share of the pool),
    ascending: ``outcomes((3, 3, 5)) == [(3, 2/3), (5, 1/3)]``."""
    return Pool.of(pool).outcomes()


class Pool:
    """A chance pool counted: each distinct outcome, ascending, with its copies (a bag of 100
    tiles holds about 60 kinds).  OpenSpiel asks for the outcomes and their probabilities
    at every chance node; a draw takes one copy out of the pool, so the next node's counts
    follow from these (:meth:`without`) instead of being counted again.  Immutable."""

    __slots__ = ("counts", "total")

    def __init__(self, counts: dict[int, int], total: int) -> None:
        self.counts: Final = counts
        """Each distinct outcome (ascending) and how often it is in the pool."""
        self.total: Final = total
        """How many outcomes the pool holds, copies counted."""

    @classmethod
    def of(cls, pool: Sequence[int]) -> Pool:
        """``pool`` (every outcome as often as it is present) counted."""
        given = tuple(check_iterable(pool, "pool"))
        try:
            # Counted in ascending order: a Counter keeps the order it meets the outcomes in
            # (one sort of the pool, none of its counts).
            counts = dict(Counter(sorted(cast("tuple[int, ...]", given))))
        except TypeError:  # an unhashable or unordered item: no outcome of any game
            raise ArgumentTypeError("pool", pool) from None
        # The types of the distinct outcomes, not of each one, are checked: a pool has many
        # copies of few outcomes (a bag of tiles).
        if not all(issubclass(kind, int) and kind is not bool for kind in set(map(type, counts))):
            raise ArgumentTypeError("pool", pool)
        return cls(counts, len(given))

    def without(self, outcome: int) -> Pool:
        """The pool with one copy of ``outcome`` taken out; :class:`EncodingError` for an
        outcome it does not hold."""
        counts = dict(self.counts)  # a copy keeps the ascending order, and so do both edits
        copies = counts.get(outcome, 0)
        if copies > 1:
            counts[outcome] = copies - 1
        elif copies:
            del counts[outcome]
        else:
            raise EncodingError("chance outcome", outcome)
        return Pool(counts, self.total - 1)

    def outcomes(self) -> list[tuple[int, float]]:
        """Each distinct outcome with its probability, ascending (OpenSpiel's form)."""
        total = self.total
        if total and len(self.counts) == total:  # each outcome once (cards to turn up): one share
            share = 1 / total
            return [(outcome, share) for outcome in self.counts]
        return [(outcome, count / total) for outcome, count in self.counts.items()]

    def __contains__(self, outcome: object) -> bool:
        return outcome in self.counts

    def __len__(self) -> int:
        return self.total

    def __iter__(self) -> Iterator[int]:
        """Every outcome as often as the pool holds it, ascending."""
        for outcome, copies in self.counts.items():
            for _ in range(copies):
                yield outcome

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pool) and other.counts == self.counts

    __hash__ = None  # type: ignore[assignment]  # equal by value, as a dict is

    def __repr__(self) -> str:
        return f"<Pool {self.counts}>"

    def __deepcopy__(self, memo: object) -> Pool:
        return self  # an immutable value (an OpenSpiel clone copies every attribute deeply)

    EMPTY: ClassVar[Pool]
    """The pool of nothing: an event complete, or no chance at that moment."""


Pool.EMPTY = Pool({}, 0)


def encoding_of(name: str) -> Encoding[Playable[object, object], object, object]:
    """The encoding of the registered game ``name``; :class:`~regelwerk.errors.UnknownGameError`
    (a ``KeyError``) for an unknown game or one that brings no ``encoding`` module."""
    package = load(name).package
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


class Recalling(Protocol):
    """An encoding's own compact information-state tensor (optional; without it the adapters
    stack the views, :func:`stacked_recall`)."""

    def recall_size(self, players: int, options: object) -> int:
        """The length of :meth:`recall`'s vector in a game of ``players`` with ``options``."""
        ...

    def recall(self, known: InformationState, players: int, options: object) -> list[float]:
        """``known`` as :meth:`recall_size` numbers in ``[0, 1]``; two information states of
        one game give equal vectors exactly when they are equal."""
        ...


def recalling(encoding: object) -> Recalling | None:
    """``encoding`` when it gives its own compact information-state tensor
    (:class:`Recalling`), else ``None``."""
    names = ("recall_size", "recall")
    return cast(Recalling, encoding) if all(hasattr(encoding, n) for n in names) else None


def information_tensor_size(
    encoding: Encoding[Any, Any, Any], players: int, options: object
) -> int:
    """The length of :func:`information_tensor`'s vector: fixed for a game and its options."""
    _check_observing(encoding)
    own = recalling(encoding)
    if own is not None:
        return own.recall_size(players, options)
    return _STEP + (encoding.max_game_length(players, options) + 1) * (
        _STEP + encoding.observation_size
    )


def information_tensor(
    encoding: Encoding[Any, Any, Any], known: InformationState, players: int, options: object
) -> list[float]:
    """What a seat knows (perfect recall) as :func:`information_tensor_size` numbers in
    ``[0, 1]``: the encoding's own form (:class:`Recalling`), else :func:`stacked_recall`."""
    _check_observing(encoding)
    check_type(known, InformationState, "information state")
    own = recalling(encoding)
    if own is not None:
        return own.recall(known, players, options)
    return stacked_recall(encoding, known, players, options)


_STEP: Final = 2  # a step's flags: it happened; it was an action (else chance)


def _check_observing(encoding: object) -> None:
    """:class:`~regelwerk.errors.ArgumentTypeError` unless ``encoding`` is one (it observes
    views and bounds its games' length)."""
    names = ("info", "observation_size", "max_game_length", "observe")
    if not all(hasattr(encoding, name) for name in names):
        raise ArgumentTypeError("encoding", encoding)


def stacked_recall(
    encoding: Encoding[Any, Any, Any], known: InformationState, players: int, options: object
) -> list[float]:
    """Every view of ``known`` in order, each observed (:meth:`Encoding.observe`): first the
    seat (over the most seats) and a flag, then one block per view, ``max_game_length + 1``
    blocks, each two flags (the view is there; an action came before it, not chance) and
    the observation; the blocks after the last view are zero.  A game whose views show the
    effect of every public action (both built-in games do; a test checks it) gets equal
    vectors for equal information states only."""
    out = [0.0] * information_tensor_size(encoding, players, options)
    write_stacked(encoding, known, players, options, out)
    return out


def write_stacked(
    encoding: Encoding[Any, Any, Any],
    known: InformationState,
    players: int,
    options: object,
    into: MutableSequence[float],
    since: int = 0,
) -> None:
    """:func:`stacked_recall` written into ``into`` (all zeros), or, with ``since``, into the
    stacking of an earlier information state of the same seat with ``since`` views, which
    ``known`` continues: only the views after those are written (an adapter that follows a
    game step by step observes each view once)."""
    _check_observing(encoding)
    check_type(known, InformationState, "information state")
    length = information_tensor_size(encoding, players, options)
    if not hasattr(into, "__setitem__") or len(into) != length:
        raise ArgumentTypeError("tensor", into)
    if type(since) is not int or not 0 <= since <= len(known.views):
        raise ArgumentTypeError("index", since)
    size = encoding.observation_size
    blocks = encoding.max_game_length(players, options) + 1
    if not since:
        into[0] = known.seat / max(encoding.info.max_players - 1, 1)
        into[1] = 1.0
    steps = (None, *known.actions)
    at = _STEP + since * (_STEP + size)
    for index in range(since, min(len(known.views), blocks)):
        into[at] = 1.0
        into[at + 1] = float(steps[index] is not None)
        into[at + _STEP : at + _STEP + size] = encoding.observe(known.views[index])
        at += _STEP + size
