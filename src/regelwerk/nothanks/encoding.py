"""No Thanks! as game-playing frameworks see it (:class:`regelwerk.encoding.Encoding`).

Actions: id and sub-choice ``0`` is take, ``1`` is pass (NT-4.2); a turn is one sub-choice.

Chance: the deal draws the 9 removed cards one by one from the 33 (NT-3.1; the research
options ``highest_card`` and ``removed_count`` make both smaller), the ones dealt to
the seats first, seat by seat (``deal_removed``, NT-7.1); each card turned up (NT-4.1, NT-4.4)
is drawn from the cards neither turned up nor removed.  Every card left is equally likely;
a card drawn from that pool is turned up without judging it again (it cannot be but legal).

Observation (315 numbers, from the seat's view): the face-up card (33, one-hot by card), the
chips on it and the seat's own chips (each over 55), the cards every seat has taken (7 x 33,
the observing seat first, then in seat order), the removed cards dealt to the seat (33), the
cards left in the pile (over 24), who acts (7, relative to the observer), which seats play (7)
and whether the removed cards are dealt (1).  Other seats' chips are not in it (NT-3.2).

Information state (:meth:`NoThanksEncoding.recall`, perfect recall): everything a seat has
seen follows from the game's options, the seat, its dealt cards, the cards in the order they
were turned up and the takes and passes in order; so the tensor is the seat (7, one-hot),
its dealt cards (33), the pile in the order it was turned up (``pile_size`` x 33, one-hot by
card per position) and the decisions in order (``pile_size x (players x chips + 1)`` x 2:
take, pass; between two takes the seats can pass at most as often as there are chips).
With NT-3.2's chips and the full deck that is 2 464 numbers for 3 players.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Mapping, MutableSequence, Sequence
from typing import Final

from regelwerk.arguments import check_type
from regelwerk.encoding import (
    ChanceEvent,
    Encoding,
    EncodingError,
    Moment,
    Move,
    ParameterValue,
    Pool,
    chance_outcomes,
    observation_zeros,
    parameters,
    seats,
    sub_choices,
)
from regelwerk.errors import ArgumentTypeError, IllegalActionError
from regelwerk.game import GameInfo, LegalActions
from regelwerk.knowledge import InformationState
from regelwerk.nothanks import GAME
from regelwerk.nothanks.actions import Action
from regelwerk.nothanks.cards import CARDS, HIGHEST, LOWEST, Card, format_cards
from regelwerk.nothanks.components import (
    MAX_PLAYERS,
    PILE_SIZE,
    REMOVED_COUNT,
    TOTAL_CHIPS,
)
from regelwerk.nothanks.options import Options
from regelwerk.nothanks.state import State
from regelwerk.nothanks.validate import check_setup
from regelwerk.nothanks.view import View

__all__ = ["ENCODING", "NoThanksEncoding"]

_ACTIONS: Final = (Action.TAKE, Action.PASS)
_WORDS: Final = tuple(str(action) for action in _ACTIONS)  # as an information state sees them
_CARDS: Final = len(CARDS)
_BY_DEFAULT: Final = -1  # chips_per_player as a parameter: -1 means "as NT-2.2 says"


def _view(view: object) -> View:
    return check_type(view, View, "view", GAME.title)


def _options(options: object) -> Options:
    if not isinstance(options, Options):  # the adapters pass what a user gave
        raise ArgumentTypeError("options", options)
    return options


def _state(state: object) -> State:
    return check_type(state, State, "state", GAME.title)


_DECKS: Final[dict[int, frozenset[Card]]] = {}
"""The cards of each deck as a set, by its highest card (NT-1.1's, or the research option's)."""


def _deck(options: Options) -> frozenset[Card]:
    """The cards of the game's deck as a set, made the first time a deck is met."""
    deck = _DECKS.get(options.highest_card)
    if deck is None:
        deck = _DECKS[options.highest_card] = frozenset(options.deck)
    return deck


_IDS: Final[dict[LegalActions[Action], tuple[int, ...]]] = {}
"""The ids of each kind of listing the engine gives (none, take, or take and pass:
``State.legal_actions`` picks one of four shared listings), made the first time one is met."""


def _ids(listing: LegalActions[Action]) -> tuple[int, ...]:
    """The ids of the actions ``listing`` holds, ascending: data of its kind, not worked out
    again at every decision (a search asks at each)."""
    ids = _IDS.get(listing)
    if ids is None:
        ids = _IDS[listing] = tuple(sorted(map(_ACTIONS.index, listing)))
    return ids


def _one_hot(out: MutableSequence[float], at: int, size: int, index: int | None) -> None:
    if index is not None:
        out[at + index] = 1.0


class NoThanksEncoding:
    """The encoding of No Thanks! (one instance, :data:`ENCODING`)."""

    info: Final[GameInfo] = GAME
    parameters: Final[Mapping[str, ParameterValue]] = {
        "chips_per_player": _BY_DEFAULT,
        "deal_removed": False,
        "highest_card": HIGHEST,
        "removed_count": REMOVED_COUNT,
    }
    num_actions: Final = len(_ACTIONS)
    num_tokens: Final = len(_ACTIONS)
    max_chance_outcomes: Final = CARDS[-1] + 1  # outcomes are card numbers
    moments: Final = Moment.START | Moment.BETWEEN  # a deal; a card turned up, no draw
    observation_size: Final = 2 * _CARDS + 2 + MAX_PLAYERS * _CARDS + 1 + 2 * MAX_PLAYERS + 1

    _last_legal: tuple[State, tuple[int, ...]] | None = None  # see legal_action

    def __deepcopy__(self, memo: object) -> NoThanksEncoding:
        return self  # the one encoding, shared by every state that holds it

    def __getstate__(self) -> None:
        return None  # pickled without the last listing (of some game: no part of it)

    def options(self, players: int, values: Mapping[str, ParameterValue]) -> Options:
        """The engine's options for ``values`` (names from :attr:`parameters`) in a game of
        ``players``; :class:`EncodingError` for an unknown name or a wrong type, the engine's
        :class:`~regelwerk.errors.IllegalActionError` for options the rules refuse."""
        seats(self.info, players)
        values = parameters(values, self.parameters)
        chips = values.get("chips_per_player", _BY_DEFAULT)
        deal_removed = values.get("deal_removed", False)
        highest = values.get("highest_card", HIGHEST)
        removed = values.get("removed_count", REMOVED_COUNT)
        for name, count in (("chips_per_player", chips), ("highest_card", highest)):
            if type(count) is not int:
                raise EncodingError("count", count, name=name)
        if type(removed) is not int:
            raise EncodingError("count", removed, name="removed_count")
        if type(deal_removed) is not bool:
            raise EncodingError("flag", deal_removed, name="deal_removed")
        # The research options' ranges are the engine's to refuse (UsageError).
        options = Options(None if chips == _BY_DEFAULT else chips, deal_removed, highest, removed)
        violation = check_setup(players, options, (), None, None)  # NT-2.2: at most 55 // n
        if violation is not None:
            raise IllegalActionError(violation)
        return options

    def max_game_length(self, players: int, options: object) -> int:
        """An upper bound on the actions and chance outcomes of one game."""
        # Between two takes every seat can pass at most as often as there are chips.
        if not isinstance(options, Options):  # the adapters pass what a user gave
            raise ArgumentTypeError("options", options)
        chips = seats(self.info, players) * options.chips(players)
        pile = options.pile_size
        return options.removed_count + pile + pile * (chips + 1)

    def new(self, players: int, seed: int, options: object) -> State:
        """A seeded game (chance from the seed), as ``State.new`` makes it."""
        if not isinstance(options, Options):  # the adapters pass what a user gave
            raise ArgumentTypeError("options", options)
        return State.new(players, seed, options)

    # -- chance

    def chance(self, event: ChanceEvent[State, Action]) -> Pool:
        """What the next outcome of ``event`` is drawn from: at the start, the cards of the
        deck not removed yet, until the deal is complete; between actions, when a card is to
        be turned up, the cards neither turned up nor removed; nothing after an action (No
        Thanks! draws nothing then: the next card is turned up)."""
        state = check_type(event, ChanceEvent, "chance event").state
        if state is None:
            return self._deal_pool(event)
        if event.action is not None or event.outcomes or not _state(state).needs_card:
            return Pool.EMPTY
        # The deck's cards neither turned up nor removed, each once (a set difference from
        # the deck's set, made once per deck: a card is turned up 24 times a game).
        unseen = _deck(state.options).difference(state.cards, state.removed or ())
        return Pool(dict.fromkeys(sorted(unseen), 1), len(unseen))

    def _deal_pool(self, event: ChanceEvent[State, Action]) -> Pool:
        """The deal's next pool: the last one without the card drawn from it (checked as
        it was drawn), or the deck's cards not dealt yet."""
        options = _options(event.options)
        if len(event.outcomes) >= options.removed_count:
            return Pool.EMPTY
        if event.source is not None:
            return event.source.without(event.outcomes[-1])
        seats(self.info, event.players)
        dealt = chance_outcomes(event.outcomes, self.max_chance_outcomes)
        return Pool.of(tuple(card for card in options.deck if card not in dealt))

    def resolve(self, event: ChanceEvent[State, Action]) -> State:
        """The state once ``event`` is complete: the first state after the deal, the state
        after the action, or the state with the card turned up (trusted when it was drawn
        from :meth:`chance`'s pool, else judged: :meth:`State.reveal
        <regelwerk.nothanks.state.State.reveal>`)."""
        state = check_type(event, ChanceEvent, "chance event").state
        if state is None:
            return self._deal(event.players, _options(event.options), event.outcomes)
        state = _state(state)
        if event.action is not None:
            return state.apply(event.action)  # nothing is drawn
        if not event.outcomes:
            return state
        return state.reveal(event.outcomes[0], trusted=event.drawn)

    def _deal(self, players: int, options: Options, dealt: tuple[int, ...]) -> State:
        """The first state after the complete deal ``dealt``."""
        dealt = chance_outcomes(dealt, self.max_chance_outcomes)
        per_seat = options.dealt_per_seat(seats(self.info, players))
        hands = None
        if options.deal_removed:
            hands = [dealt[seat * per_seat : (seat + 1) * per_seat] for seat in range(players)]
        return State.deal(players, (), options, removed=dealt, dealt=hands)

    def resample_history(
        self, seat: int, start: State, now: State, moves: Sequence[Move[Action]],
        rng: random.Random, pending: Move[Action] | None = None,
    ) -> tuple[tuple[int, ...], list[Move[Action]]]:  # fmt: skip
        """A deal and moves that ``seat`` cannot tell from the real ones, which lead to
        ``now``: the removed cards (and the others' dealt ones) dealt anew as ``resample``
        deals them; the moves are the same (every take, pass and card turned up is public;
        nothing is ever ``pending``: No Thanks! draws nothing after an action)."""
        world = _state(now).resample(seat, rng)
        hands = [card for hand in world.dealt or () for card in hand]
        rest = [card for card in world.removed or () if card not in hands]
        return tuple(int(card) for card in (*hands, *rest)), list(moves)

    # -- actions

    def legal_ids(self, state: State) -> list[int]:
        """The ids of the legal actions of the seat to act, ascending (take before pass):
        those of the position's kind of listing (:func:`_ids`)."""
        ids = _ids(_state(state).legal_actions())
        self._last_legal = (state, ids)
        return list(ids)

    def legal_action(self, state: State, action_id: int) -> Action:
        """Take (``0``) or pass (``1``), if legal in ``state``; else :class:`EncodingError`.
        The ids of the last listing :meth:`legal_ids` made are kept with its state, known
        by identity (an adapter lists the ids, then applies one: the state is not asked
        again)."""
        last = self._last_legal
        if last is not None and last[0] is state:
            ids = last[1]
        else:
            ids = _ids(_state(state).legal_actions())
        if type(action_id) is not int or action_id not in ids:
            raise EncodingError("illegal", action_id)
        return _ACTIONS[action_id]

    def action_id(self, view: View, action: Action) -> int:
        """The fixed id of ``action`` in ``view``'s position (``0 <= id < num_actions``)."""
        _view(view)
        if type(action) is not Action:
            raise EncodingError("action", action, game=GAME.title)
        return _ACTIONS.index(action)

    def action_of_id(self, view: View, action_id: int) -> Action:
        """The action with the id ``action_id`` in ``view``'s position; :class:`EncodingError`
        for an id that names none."""
        if type(action_id) is not int or not 0 <= action_id < len(_ACTIONS):
            raise EncodingError("action id", action_id, game=GAME.title)
        _view(view)
        return _ACTIONS[action_id]

    def tokens(self, view: View, action: Action) -> tuple[int, ...]:
        """The sub-choices of ``action``: no sequence of a position is a prefix of another, and
        no token repeats in one, so the set of tokens chosen tells how far a turn got."""
        return (self.action_id(view, action),)

    def id_tokens(self, action_id: int) -> tuple[int, ...]:
        """One sub-choice: the id."""
        return (action_id,)

    def action_of_tokens(self, view: View, tokens: Sequence[int]) -> Action:
        """The action the complete sequence of sub-choices ``tokens`` names (see :meth:`tokens`)."""
        tokens = sub_choices(tokens)
        if len(tokens) != 1:
            raise EncodingError("one choice", list(tokens))
        return self.action_of_id(view, tokens[0])

    # -- observations

    def observe(self, view: View) -> array[float]:
        """The view as :attr:`observation_size` float32 numbers in ``[0, 1]``."""
        _view(view)
        out = observation_zeros(self.observation_size)
        at = 0
        _one_hot(out, at, _CARDS, None if view.face_up is None else view.face_up - LOWEST)
        at += _CARDS
        out[at], out[at + 1] = view.pot / TOTAL_CHIPS, view.chips / TOTAL_CHIPS
        at += 2
        for offset in range(view.players):
            for card in view.taken[(view.seat + offset) % view.players]:
                out[at + offset * _CARDS + card - LOWEST] = 1.0
        at += MAX_PLAYERS * _CARDS
        for card in view.dealt:
            out[at + card - LOWEST] = 1.0
        at += _CARDS
        out[at] = view.pile_left / PILE_SIZE
        at += 1
        acting = None if view.to_act is None else (view.to_act - view.seat) % view.players
        _one_hot(out, at, MAX_PLAYERS, acting)
        at += MAX_PLAYERS
        for seat in range(view.players):
            out[at + seat] = 1.0
        at += MAX_PLAYERS
        out[at] = float(view.options.deal_removed)
        return out

    # -- information states

    def recall_size(self, players: int, options: object) -> int:
        """The length of :meth:`recall`'s vector in a game of ``players`` with ``options``."""
        pile = _options(options).pile_size
        decisions = pile * (seats(self.info, players) * _options(options).chips(players) + 1)
        return MAX_PLAYERS + _CARDS + pile * _CARDS + decisions * len(_ACTIONS)

    def recall(self, known: InformationState, players: int, options: object) -> list[float]:
        """What a seat knows (``known``) as :meth:`recall_size` numbers, 0 or 1: the seat,
        its dealt cards, the cards turned up in order, the takes and passes in order."""
        check_type(known, InformationState, "information state")
        out = [0.0] * self.recall_size(players, options)
        out[known.seat] = 1.0
        for card in _view(known.views[0]).dealt:
            out[MAX_PLAYERS + card - LOWEST] = 1.0
        cards_at = MAX_PLAYERS + _CARDS
        decisions_at = cards_at + _CARDS * _options(options).pile_size
        turned = decided = 0
        for action, view in zip(known.actions, known.views[1:], strict=True):
            if action is None:  # a card turned up: the view after it shows it
                face_up = _view(view).face_up
                if face_up is not None:
                    out[cards_at + turned * _CARDS + face_up - LOWEST] = 1.0
                    turned += 1
                continue
            out[decisions_at + decided * len(_ACTIONS) + _WORDS.index(action)] = 1.0
            decided += 1
        return out

    def describe(self, view: View) -> str:
        """The view as one line of notation (a key for search, not a sentence)."""
        taken = "|".join(format_cards(cards) or "-" for cards in _view(view).taken)
        return (
            f"seat={view.seat} to_act={view.to_act} card={view.face_up} pot={view.pot} "
            f"chips={view.chips} pile={view.pile_left} taken={taken} "
            f"dealt={format_cards(view.dealt) or '-'}"
        )


ENCODING: Final[Encoding[State, Action, View]] = NoThanksEncoding()
"""The encoding :func:`regelwerk.encoding.encoding_of` finds for No Thanks!."""
