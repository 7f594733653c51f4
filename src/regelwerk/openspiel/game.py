"""Any regelwerk game as an OpenSpiel Python game, written once against its encoding.

A :class:`RegelwerkState` holds the engine's state and, around it, the chance that the engine
takes as given: the deal before the first state, the draw after an action and a card turned
up (a :class:`~regelwerk.encoding.ChanceEvent` in ``event``).  Each outcome of those is one
chance node whose probabilities come from the pool the encoding gives (the bag or the pile
as the engine knows it, counted); an outcome drawn from it is passed on as drawn from it,
which the encoding trusts.

Observations are the seat's ``view`` of the engine's state, as the encoding writes it (a
string of notation, a tensor).  Information states are perfect recall: the seat's
:class:`~regelwerk.knowledge.InformationState` (every view since the deal, with the actions
between them as the seat saw them), made from the state's :class:`Record` of the play, as
a string and as a tensor of a fixed size per game and options
(:func:`~regelwerk.encoding.information_tensor`: No Thanks!' compact form, No Return's
views stacked).  The observer types OpenSpiel defines are supported
(:meth:`RegelwerkGame.make_py_observer`): a seat's own (``SINGLE_PLAYER``) or the public
(``NONE``) information, with or without perfect recall.

pyspiel is untyped; this module is where its ``Any`` stays.
"""

from __future__ import annotations

import json
import random
from collections.abc import MutableSequence
from typing import Any, Final, cast

import numpy as np
import pyspiel

from regelwerk.arguments import check_probability
from regelwerk.encoding import (
    ChanceEvent,
    Encoding,
    EncodingError,
    Moment,
    ParameterValue,
    Playable,
    Pool,
    information_tensor,
    information_tensor_size,
    recalling,
    seats,
    write_stacked,
)
from regelwerk.errors import UnknownGameError
from regelwerk.game import Chance, Information
from regelwerk.games import load
from regelwerk.knowledge import InformationState

__all__ = ["RegelwerkGame", "RegelwerkObserver", "RegelwerkState", "game_type", "short_name"]

AnyEncoding = Encoding[Playable[Any, Any], Any, Any]


def short_name(name: str) -> str:
    """The name pyspiel loads the registered game ``name`` by: ``python_`` and its name."""
    return "python_" + name.replace("-", "_")


_CHANCE: Final = {
    Chance.DETERMINISTIC: pyspiel.GameType.ChanceMode.DETERMINISTIC,
    Chance.EXPLICIT: pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
}
_CHANCE_PLAYER: Final = int(pyspiel.PlayerId.CHANCE)
_TERMINAL_PLAYER: Final = int(pyspiel.PlayerId.TERMINAL)
_INFORMATION: Final = {
    Information.PERFECT: pyspiel.GameType.Information.PERFECT_INFORMATION,
    Information.IMPERFECT: pyspiel.GameType.Information.IMPERFECT_INFORMATION,
}


def game_type(encoding: AnyEncoding) -> Any:
    """The OpenSpiel ``GameType`` of a regelwerk game: its dynamics, chance and information."""
    info = encoding.info
    parameters = {"players": info.min_players, **encoding.parameters}
    return pyspiel.GameType(
        short_name=short_name(info.name),
        long_name=f"regelwerk {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=_CHANCE[info.chance],
        information=_INFORMATION[info.information],
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,  # fixed in size per game and options
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


class RegelwerkGame(pyspiel.Game):
    """One regelwerk game with its parameters (``players`` and the game's options)."""

    encoding: AnyEncoding  # set on the subclass made for each game

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        encoding = self.encoding
        kind = game_type(encoding)
        values: dict[str, ParameterValue] = {**kind.parameter_specification, **(params or {})}
        players = seats(encoding.info, values.pop("players"))
        self.players = players
        self.options = encoding.options(players, values)
        self.setting = Setting(encoding, players, self.options)
        length = encoding.max_game_length(players, self.options)
        game_info = pyspiel.GameInfo(
            num_distinct_actions=encoding.num_actions,
            max_chance_outcomes=encoding.max_chance_outcomes,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=length,
        )
        super().__init__(kind, game_info, params or {})

    def new_initial_state(self) -> RegelwerkState:
        return RegelwerkState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> RegelwerkObserver | RecallObserver | PublicObserver:
        """An observer of ``iig_obs_type`` (``None``: a seat's observation).  ``private_info``
        ``SINGLE_PLAYER`` is the seat's own view, ``NONE`` the public part of it (every
        seat's alike); ``perfect_recall`` makes it the whole history of those (strings
        only).  ``public_info=False`` and ``ALL_PLAYERS`` are refused: every regelwerk
        observation holds the public table, and nobody sees everything."""
        if params:
            raise EncodingError("observation parameters", params)
        if iig_obs_type is None:
            return RegelwerkObserver(self.encoding)
        kind = iig_obs_type.private_info
        if not iig_obs_type.public_info or kind == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise EncodingError("observation type", iig_obs_type)
        public = kind == pyspiel.PrivateInfoType.NONE
        if iig_obs_type.perfect_recall:
            return RecallObserver(self, public=public)
        return PublicObserver(self.encoding) if public else RegelwerkObserver(self.encoding)


class Setting:
    """What every state of one game shares: the encoding, the number of players and the
    engine's options (one object, not three attributes: OpenSpiel copies each state's
    attributes at every clone, and a search keeps its clones)."""

    __slots__ = ("draws", "encoding", "options", "players", "reveals")

    def __init__(self, encoding: AnyEncoding, players: int, options: object) -> None:
        self.encoding, self.players, self.options = encoding, players, options
        moments = encoding.moments
        self.draws = Moment.AFTER in moments
        """Whether the game may draw after an action (else the next state is the action's
        ``apply``)."""
        self.reveals = Moment.BETWEEN in moments
        """Whether the game may turn something up between actions."""

    def event(self, state: Any = None, action: Any = None) -> ChanceEvent[Any, Any]:
        """A chance event of this game, from ``state`` after ``action`` (none: the start)."""
        return ChanceEvent(self.players, self.options, state, action)

    def __deepcopy__(self, memo: object) -> Setting:
        return self  # shared by every state of the game


class ChanceNode:
    """A chance node: the event in progress and the pool its next outcome is drawn from, as
    the encoding gives it (:meth:`~regelwerk.encoding.Encoding.chance`).  A value."""

    __slots__ = ("event", "pool")

    def __init__(self, event: ChanceEvent[Any, Any], pool: Pool) -> None:
        self.event, self.pool = event, pool

    def __deepcopy__(self, memo: object) -> ChanceNode:
        return self  # shared by the clones

    def __reduce__(self) -> tuple[type[ChanceNode], tuple[ChanceEvent[Any, Any], Pool]]:
        return (ChanceNode, (self.event, self.pool))


class RegelwerkState(pyspiel.State):
    """A position: the engine's state and, between two of them, the chance node in progress
    (:class:`ChanceNode` of a :class:`~regelwerk.encoding.ChanceEvent`: the deal, the draw
    after an action, a card turned up, or any other chance a game has)."""

    setting: Setting
    state: Any
    """The engine's state (``None`` until the start's chance is complete)."""
    chance: ChanceNode | None
    """The chance node in progress, if any."""
    record: Record | None
    """The play since the deal, kept only once a seat's knowledge is asked (``None`` until
    then): :meth:`_recorded` rebuilds it from the history, and it grows from there."""
    _player: int  # who acts: pyspiel asks a few times per step

    def __init__(self, game: RegelwerkGame) -> None:
        super().__init__(game)
        # The attributes in a small dict of their own: Python 3.11 makes an instance's dict
        # with room for 30 (304 bytes), and a search keeps a state per node (OpenSpiel's
        # clone makes a new state and sets each attribute again, into this dict).
        self.__dict__ = {
            "setting": game.setting,
            "state": None,
            "chance": None,
            "record": None,
            "_player": _CHANCE_PLAYER,
        }
        self._begin(self.setting.event())

    @property
    def encoding(self) -> AnyEncoding:
        """The game's encoding."""
        return self.setting.encoding

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.setting.players

    @property
    def options(self) -> object:
        """The engine's options."""
        return self.setting.options

    @property
    def event(self) -> ChanceEvent[Any, Any] | None:
        """The chance event in progress, if any."""
        return None if self.chance is None else self.chance.event

    @property
    def game(self) -> Any:
        """The registered regelwerk game (its public form of actions), or ``None`` for an
        encoding of a game not in the registry; not kept in the state, which OpenSpiel
        copies whole on every clone."""
        try:
            return load(self.encoding.info.name)
        except UnknownGameError:
            return None

    # -- where the game is

    def _begin(self, event: ChanceEvent[Any, Any]) -> None:
        """Go on with ``event``: a chance node while it has outcomes to draw, else its state."""
        encoding = self.setting.encoding  # the hot path reads the setting, not properties
        pool = encoding.chance(event)
        if pool.total:  # an attribute, not a call of __len__ (a chance node asks twice)
            self.chance, self._player = ChanceNode(event, pool), _CHANCE_PLAYER
        else:
            state = encoding.resolve(event)
            self._note(event, state)
            self._advance(state)

    def _note(self, event: ChanceEvent[Any, Any], state: Any) -> None:
        """Record the move ``event`` completes (the deal: the record begins), when this
        state keeps a record (:meth:`_recorded`)."""
        if self.record is None:
            return  # nobody asked what a seat knows: a rollout's states keep no record
        if event.state is None:
            self.record = Record(state)
        else:
            actor = event.state.to_act
            self.record = self.record.then(actor, event.action, event.outcomes, state)

    def _act(self, action: Any) -> None:
        """Go on with the legal ``action`` of the seat to act: the draw it brings, if the
        game draws after actions, else straight to the state the action makes."""
        setting, before = self.setting, self.state
        if setting.draws:
            self._begin(setting.event(before, action))
            return
        state = before.apply(action)
        if self.record is not None:  # the move recorded, as _note records it
            self.record = self.record.then(before.to_act, action, (), state)
        self._advance(state)

    def _recorded(self) -> Record | None:
        """The play since the deal (``None`` while dealing), kept from now on.

        A state keeps no record of its own until one is asked for: OpenSpiel copies every
        attribute at each clone and a search keeps its clones, so the record of a game's
        moves would cost every state one object per move.  The first time, the record is
        rebuilt from the history pyspiel keeps (a new state replays it, recording); from
        then on it grows by one shared object per move, as the state and its clones move
        on."""
        if self.state is None:
            return None
        if self.record is None:
            replay: RegelwerkState = self.get_game().new_initial_state()
            # Recording from the deal on (or from its state, a deal without chance).
            replay.record = _DEALING if replay.state is None else Record(replay.state)
            for action in self.history():
                replay.apply_action(action)
            self.record = replay.record
        return self.record

    def knowledge(self, seat: int) -> InformationState | None:
        """What ``seat`` knows (``-1``: what everybody knows), once dealt: made on demand
        from the record, one step further than the last time it was asked."""
        record = self._recorded()
        if record is None:
            return None
        # Kept by seat (-1: public) as last asked, in a dict made when first asked: most
        # states (a search's, a rollout's) are never asked, and OpenSpiel copies each one.
        asked: dict[int, InformationState] = self.__dict__.setdefault("_known", {})
        known = asked.get(seat)
        if known is None:
            known = record.first(seat, self.game)
        known = record.extend(known, self.game)
        asked[seat] = known
        return known

    def _advance(self, state: Any) -> None:
        self.state, self.chance = state, None
        to_act = state.to_act
        if to_act is None:  # the game is over
            self._player = _TERMINAL_PLAYER
            return
        if self.setting.reveals:
            between = self.setting.event(state)
            pool = self.setting.encoding.chance(between)  # a card turned up between actions
            if pool.total:
                self.chance, self._player = ChanceNode(between, pool), _CHANCE_PLAYER
                return
        self._player = int(to_act)

    def current_player(self) -> int:
        return self._player

    def is_terminal(self) -> bool:
        return self._player == _TERMINAL_PLAYER

    def returns(self) -> list[float]:
        """Each seat's share of the win (the engine's result): 1 for a sole winner, 1/k for
        each of k tied winners, 0 otherwise; before the end, 0 for everybody."""
        result = self.state.result() if self.is_terminal() else None
        if result is None:
            return [0.0] * self.players
        share = 1.0 / len(result.winners)
        return [share if seat in result.winners else 0.0 for seat in range(self.players)]

    # -- chance

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [] if self.chance is None else self.chance.pool.outcomes()

    # -- actions: ids from the encoding, made for the node when asked (a state keeps none)

    def _legal_actions(self, player: int) -> list[int]:
        if player < 0 or player != self._player:
            return []  # a chance node, the end, or another seat's turn
        ids: list[int] = self.setting.encoding.legal_ids(self.state)
        return ids

    def _apply_action(self, action: int) -> None:
        node = self.chance
        if node is not None:  # an outcome of its pool, else EncodingError
            self._begin(node.event.then(action, node.pool))
            return
        self._act(self.setting.encoding.legal_action(self.state, action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance {action}"
        if self.event is None and self.state is not None and self.state.to_act == player:
            try:
                return str(self.encoding.legal_action(self.state, action))
            except EncodingError:
                pass  # no legal action of this seat's: named by its id
        return f"action {action}"

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> RegelwerkState:
        """A state ``player_id`` cannot tell from this one (the same information state),
        built anew from the start, so that its history, serialisation and pending chance
        hold nothing the seat cannot know.  During the deal, which no seat observes, the
        outcomes so far are drawn anew.  After it, the encoding's ``resample_history``
        gives a deal and moves the seat cannot tell from the real ones, and they are
        replayed; a draw going on for another seat is replayed as an action that seat
        could have chosen, of the same public form, with tiles drawn at random."""
        rng = random.Random(int(check_probability(probability_sampler()) * 2**53))
        copy: RegelwerkState = self.get_game().new_initial_state()
        if self.encoding.info.information is Information.PERFECT:
            for action in self.history():  # nothing is hidden: the history is known
                copy.apply_action(action)
            return copy
        record, event = self._recorded(), self.event
        if record is None:  # still dealing
            for _ in event.outcomes if event is not None else ():
                copy.apply_action(rng.choice(copy._items()))
            return copy
        pending = None
        if event is not None and event.action is not None:
            pending = (self.state.to_act, event.action, event.outcomes)
        dealt, moves = self.encoding.resample_history(
            player_id, record.start, self.state, record.moves, rng, pending
        )
        for outcome in dealt:
            copy.apply_action(outcome)
        for _, action, drawn in moves:
            if action is not None:
                copy._choose(action)
            for outcome in drawn:
                copy.apply_action(outcome)
        if pending is not None:
            copy._pending_like(*pending, seat=player_id, rng=rng)
        return copy

    def _items(self) -> tuple[int, ...]:
        """The pool of the chance node, every outcome as often as it is in it."""
        return () if self.chance is None else tuple(self.chance.pool)

    def _choose(self, action: Any) -> None:
        """Apply the engine's ``action`` of the seat to act, by its id."""
        self.apply_action(self.encoding.action_id(self.state.view(self.state.to_act), action))

    def _pending_like(
        self, actor: int, action: Any, drawn: tuple[int, ...], *, seat: int, rng: random.Random
    ) -> None:
        """The draw going on after ``action`` of ``actor``, as ``seat`` knows it: its own as
        it is, another seat's as an action of the same public form chosen at random, with
        as many outcomes drawn at random so far."""
        if actor == seat:
            self._choose(action)
            for outcome in drawn:
                self.apply_action(outcome)
            return
        public = self.game.public_action(action)
        like = [a for a in self.state.legal_actions() if self.game.public_action(a) == public]
        self._choose(rng.choice(like))
        for _ in drawn:
            self.apply_action(rng.choice(self._items()))

    def undo(self) -> RegelwerkState:
        """This state one action back (a seat's action or a chance outcome), as a new state:
        built again from the start by the history without its last action, so its
        history, its information states and its engine state are the earlier state's.
        OpenSpiel's own ``undo_action`` cannot be given by a Python game (see
        :meth:`undo_action`); :class:`EncodingError` at the start, where there is nothing
        to take back."""
        history = self.history()
        if not history:
            raise EncodingError("nothing to undo", self.encoding.info.title)
        before: RegelwerkState = self.get_game().new_initial_state()
        for action in history[:-1]:
            before.apply_action(action)
        return before

    def undo_action(self, player: int, action: int) -> None:
        """Refused (:class:`EncodingError`, where pyspiel's own would end in
        ``SpielFatalError``): pyspiel's trampoline for Python states (``PyState``,
        python/pybind11/python_games.h) forwards no ``UndoAction`` to Python, and a
        Python state cannot take its last action out of the history pyspiel keeps for it
        (``history_``, ``move_number_``: no binding writes them).  :meth:`undo` gives the
        state before the last action, as a new state."""
        raise EncodingError("undo", action)

    def __str__(self) -> str:
        if self.state is None:
            return f"dealing: {len(self.event.outcomes) if self.event else 0} dealt"
        return repr(self.state)


class Record:
    """The play since the deal, immutable and shared by the states that continue it (a
    clone copies every attribute deeply; this one is its own copy): the state the deal
    made, each move (the acting seat, its action or ``None`` for a card turned up, the
    chance outcomes with it) and the state after each.

    A record is its last move and the record before it (:meth:`then` makes one small
    object, not a copy of the play so far): a state holds one once a seat's knowledge or a
    resampled history has been asked of it (:meth:`RegelwerkState._recorded`), and the
    moves are read back (:attr:`moves`, :attr:`states`) only then."""

    # The last move is kept in three slots, not as a tuple: one object less per move.
    __slots__ = ("action", "actor", "before", "drawn", "length", "start", "state")

    def __init__(
        self,
        start: Any,
        before: Record | None = None,
        move: tuple[int, Any, tuple[int, ...]] | None = None,
        state: Any = None,
    ) -> None:
        self.start = start
        """The state the deal made."""
        self.before = before
        """The record one move shorter (``None`` for the deal's, which holds no move)."""
        # The last move's acting seat, its action (None: a card turned up) and the chance
        # outcomes with it; the deal's record holds none (-1, None, ()).
        last: tuple[int, Any, tuple[int, ...]] = (-1, None, ()) if move is None else move
        self.actor, self.action, self.drawn = last
        self.state = start if before is None else state
        """The state after the last move."""
        self.length: int = 0 if before is None else before.length + 1
        """How many moves the record holds."""

    def __deepcopy__(self, memo: object) -> Record:
        return self

    @property
    def move(self) -> tuple[int, Any, tuple[int, ...]] | None:
        """The last move (the acting seat, its action or ``None`` for a card turned up, the
        chance outcomes with it), or ``None`` for the deal's record."""
        return None if self.before is None else (self.actor, self.action, self.drawn)

    def then(self, actor: int, action: Any, drawn: tuple[int, ...], state: Any) -> Record:
        """The record one move longer."""
        return Record(self.start, self, (actor, action, drawn), state)

    def _last(self, count: int) -> list[tuple[tuple[int, Any, tuple[int, ...]], Any]]:
        """The last ``count`` moves, each with the state after it, the earliest first."""
        steps: list[tuple[tuple[int, Any, tuple[int, ...]], Any]] = []
        record = self
        while len(steps) < count and record.move is not None and record.before is not None:
            steps.append((record.move, record.state))
            record = record.before
        steps.reverse()
        return steps

    @property
    def moves(self) -> tuple[tuple[int, Any, tuple[int, ...]], ...]:
        """Every move since the deal, in order."""
        return tuple(move for move, _ in self._last(self.length))

    @property
    def states(self) -> tuple[Any, ...]:
        """The state after each move, in order."""
        return tuple(state for _, state in self._last(self.length))

    def first(self, seat: int, game: Any) -> InformationState:
        """What ``seat`` (``-1``: everybody) knows at the end of the deal."""
        return InformationState.start(seat, _seen(game, self.start, seat))

    def extend(self, known: InformationState, game: Any) -> InformationState:
        """``known`` brought up to the end of the record."""
        seat = known.seat
        for (actor, action, _), state in self._last(self.length - len(known.actions)):
            seen = None
            if action is not None:
                public = str(action) if game is None else game.public_action(action)
                seen = str(action) if actor == seat else public
            known = known.after(seen, _seen(game, state, seat))
        return known


_DEALING: Final = Record(None)
"""The record of a state that keeps one while it is being dealt: the deal's record
(:meth:`Record.__init__` with the state the deal makes) takes its place."""


def _seen(game: Any, state: Any, seat: int) -> Any:
    """What ``seat`` sees of ``state``: its view, or for ``-1`` the public part of one."""
    return _Public(game, state.view(0)) if seat < 0 else state.view(seat)


class _Public:
    """The public part of a view (every seat's alike): its JSON form without the fields
    the game names private (:attr:`regelwerk.game.Game.private_fields`)."""

    __slots__ = ("_json",)

    def __init__(self, game: Any, view: Any) -> None:
        private = ("seat",) if game is None else game.private_fields
        self._json = {key: value for key, value in view.to_json().items() if key not in private}

    def to_json(self) -> dict[str, Any]:
        return self._json

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Public) and other._json == self._json

    def __hash__(self) -> int:
        return hash(repr(self._json))


class RecallObserver:
    """Perfect-recall observations: a seat's information state, as a string and a tensor
    (:func:`~regelwerk.encoding.information_tensor`), or the public one (``public``, a
    string only)."""

    def __init__(self, game: RegelwerkGame, *, public: bool) -> None:
        self.encoding, self.public = game.encoding, public
        self.players, self.options = game.players, game.options
        size = 0 if public else information_tensor_size(game.encoding, game.players, game.options)
        self.tensor = np.zeros(size, np.float32)
        self.dict: dict[str, Any] = {"info_state": self.tensor} if size else {}
        # Stacked views (a game without a compact form): by seat, the last information state
        # stacked and its vector, continued a step or a few at a time along a game.
        self._stacks: dict[int, tuple[InformationState, np.ndarray[Any, Any]]] = {}

    def set_from(self, state: RegelwerkState, player: int) -> None:
        """Fill the tensor with what ``player`` knows (zeros during the deal, which no seat
        observes; during a draw, what it knew before the draw began)."""
        if self.public:
            return
        known = state.knowledge(player)
        if known is None:
            self.tensor.fill(0.0)
        elif recalling(self.encoding) is not None:
            self.tensor[:] = information_tensor(self.encoding, known, self.players, self.options)
        else:
            self.tensor[:] = self._stacked(player, known)

    def _stacked(self, player: int, known: InformationState) -> np.ndarray[Any, Any]:
        earlier, stack = self._stacks.get(player, (None, None))
        since = 0
        if earlier is not None and stack is not None and _continues(known, earlier):
            since = len(earlier.views)
        else:
            stack = np.zeros_like(self.tensor)
        into = cast("MutableSequence[float]", stack)  # numpy takes a list's writes
        write_stacked(self.encoding, known, self.players, self.options, into, since)
        self._stacks[player] = (known, stack)
        return stack

    def string_from(self, state: RegelwerkState, player: int) -> str:
        """The information state as its string form (one line per step), the draw going on
        last, as :class:`RegelwerkObserver` writes it."""
        if state.state is None:
            return f"dealing {len(state.event.outcomes) if state.event else 0}"
        text = str(state.knowledge(-1 if self.public else player))
        event = state.event
        if event is not None and event.action is not None:
            drawn = event.outcomes
            if not self.public and player == state.state.to_act:
                chosen = self.encoding.action_id(state.state.view(player), event.action)
                text += f"\nchose={chosen} drew={','.join(map(str, drawn))}"
            text += f"\ndrawing={len(drawn)}"
        return text


class PublicObserver:
    """The public observation (strings only): the public part of the view now."""

    def __init__(self, encoding: AnyEncoding) -> None:
        self.encoding = encoding
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: RegelwerkState, player: int) -> None:
        """Nothing to fill: public observations are strings."""

    def string_from(self, state: RegelwerkState, player: int) -> str:
        """The public table now, as compact JSON."""
        known = state.knowledge(-1)
        if known is None:
            return f"dealing {len(state.event.outcomes) if state.event else 0}"
        text = json.dumps(known.view.to_json(), separators=(",", ":"))
        event = state.event
        if event is not None and event.action is not None:
            text += f" drawing={len(event.outcomes)}"
        return text


class RegelwerkObserver:
    """A seat's observation: its view now, as a string and a tensor."""

    def __init__(self, encoding: AnyEncoding) -> None:
        self.encoding = encoding
        self.tensor = np.zeros(encoding.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def _view(self, state: RegelwerkState, player: int) -> Any:
        return None if state.state is None else state.state.view(player)

    def set_from(self, state: RegelwerkState, player: int) -> None:
        """Fill the tensor from ``player``'s view of ``state``."""
        view = self._view(state, player)
        if view is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.encoding.observe(view)

    def string_from(self, state: RegelwerkState, player: int) -> str:
        """``player``'s view of ``state`` as one line of notation."""
        view = self._view(state, player)
        if view is None:
            return f"dealing {len(state.event.outcomes) if state.event else 0}"
        text = self.encoding.describe(view)
        event = state.event
        if event is not None and event.action is not None:
            # The acting seat knows what it chose and drew; the others see a draw going on.
            drawn = event.outcomes
            if player == state.state.to_act:
                chosen = self.encoding.action_id(view, event.action)
                text += f" chose={chosen} drew={','.join(map(str, drawn))}"
            text += f" drawing={len(drawn)}"
        return text


def _continues(known: InformationState, earlier: InformationState) -> bool:
    """Whether ``known`` is ``earlier`` followed by more steps (the same seat's)."""
    done = len(earlier.actions)
    return (
        known.seat == earlier.seat
        and known.actions[:done] == earlier.actions
        and known.views[: done + 1] == earlier.views
    )
