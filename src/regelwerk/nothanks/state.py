"""The state of a game of No Thanks!: an immutable value; an action returns a new state.

Representation (chosen for fast random playouts without giving up immutability): a
``NamedTuple`` of small ints and tuples.  The known pile order ``cards`` is shared by every
state of a game and never copied; the face-up card is ``cards[face_index]``; each seat's
taken cards are a bit mask (bit ``n`` for card ``n``); chips are a tuple by seat.

Seeded setup (:meth:`State.new`), so that any implementation can reproduce it:

1. ``deck`` is the 33 cards ascending (3, 4, ..., 35);
2. ``deck`` is shuffled by Fisher-Yates on ``rng = random.Random(seed)`` (Python's Mersenne
   Twister seeded with the int ``seed``, which Python takes by absolute value): for ``i``
   from 32 down to 1, ``j`` is the first of ``rng.getrandbits(k)``,
   ``k = (i + 1).bit_length()``, that is at most ``i``, and ``deck[i]`` and ``deck[j]``
   swap.  That is exactly ``rng.shuffle(deck)`` of Python 3.11; :func:`shuffled` spells it
   out so it stays fixed whatever a later Python does;
3. the top 9 cards, ``deck[:9]``, are removed (NT-3.1: "de bovenste 9 kaarten");
4. ``deck[9:]`` is the draw pile in the order the cards are turned up (``deck[9]`` first);
5. with ``deal_removed``, ``k = 9 // players`` and seat ``s`` is dealt ``deck[s*k:(s+1)*k]``;
   the remaining ``deck[players*k:9]`` stay unseen.

``removed`` and each seat's ``dealt`` are then kept in ascending order.

The research options (:class:`~regelwerk.nothanks.options.Options`: ``highest_card``,
``removed_count``) shuffle their smaller deck the same way (``i`` from its last index down
to 1) and remove its top ``removed_count`` cards instead of 9.
"""

from __future__ import annotations

import _random
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache
from typing import TYPE_CHECKING, NamedTuple, NoReturn

from regelwerk.arguments import (
    check_int,
    check_iterable,
    check_sampler,
    check_seat,
    check_seed,
)
from regelwerk.errors import (
    ArgumentTypeError,
    GameOverError,
    IllegalActionError,
    SeatError,
    notations,
)
from regelwerk.game import LegalActions, Result
from regelwerk.nothanks.actions import Action
from regelwerk.nothanks.cards import CARDS, Card, cards_of_mask
from regelwerk.nothanks.kernel import (
    NEXT_SEAT,
    ORDER,
    No,
    Refusal,
    judge,
    play,
    run,
    step,
    undecided,
)
from regelwerk.nothanks.options import Options
from regelwerk.nothanks.reasons import NoThanksReason
from regelwerk.nothanks.scoring import position_scores, result_of
from regelwerk.nothanks.validate import (
    check_action,
    check_options,
    check_players,
    check_setup,
    explain,
)
from regelwerk.rules import LogCode
from regelwerk.seeds import seed_or_fresh
from regelwerk.turns import out_of_turn
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.nothanks.view import View

__all__ = ["State", "shuffled"]

_TAKE, _PASS = Action.TAKE, Action.PASS
_ACTIONS = ORDER  # the fixed order of legal_actions(), and of a uniform draw
_DEFAULTS = Options()
_Random = random.Random


class _Listing(LegalActions[Action]):
    """The legal actions of a No Thanks! position, which depend only on how many there are:
    none, take, or take and pass (in that order).  A position picks one of four shared
    listings (:meth:`State.legal_actions`) instead of building one, and :meth:`sample`
    asks nothing more: random playouts call it on every action.

    Given a :class:`random.Random` it draws one ``getrandbits(1)`` between take and pass
    (``randrange(2)`` rejects half of its draws, and costs twice as much) and nothing when
    taking is forced; given a ``randrange`` callable it calls it as the generic one does.
    """

    __slots__ = ("_actions", "_refusal")

    def __init__(self, actions: tuple[Action, ...], refusal: Refusal | None) -> None:
        super().__init__(self)
        self._actions = actions
        self._refusal = refusal  # why the other actions are not legal

    def legal_count(self) -> int:
        """How many actions are legal (none, one or two)."""
        return len(self._actions)

    def legal_iter(self) -> Iterator[Action]:
        """Take, then pass, as far as they are legal."""
        return iter(self._actions)

    def legal_nth(self, index: int) -> Action:
        """The ``index``-th legal action (public, as the listing is its own source: a bad
        index fails as ``[index]`` does, in the library's words)."""
        try:
            return self._actions[index]
        except TypeError:
            raise ArgumentTypeError("index", index) from None
        except IndexError:
            raise SeatError(index, count=len(self._actions)) from None

    def check(self, action: Action) -> Violation | None:
        """``None`` for a listed action; else the refusal's rule, without the position's
        data (:meth:`State.check` gives the violation in full)."""
        if type(action) is not Action:
            raise ArgumentTypeError("action", action, "No Thanks!")
        if action in self._actions or self._refusal is None:
            return None
        return Violation.of(self._refusal.rule)

    def __contains__(self, action: object) -> bool:
        return type(action) is Action and action in self._actions

    def sample(self, rng: random.Random | Callable[[int], int]) -> Action:
        actions = self._actions
        if len(actions) < 2:
            if actions:
                return _TAKE
            raise SeatError()
        if type(rng) is _Random:
            return _ACTIONS[rng.getrandbits(1)]
        return _ACTIONS[check_sampler(rng)(2)]


_LISTINGS = {
    No.OVER: _Listing((), No.OVER),
    No.UNLISTED: _Listing((), No.UNLISTED),
    No.NO_CHIP: _Listing((_TAKE,), No.NO_CHIP),
    None: _Listing(_ACTIONS, None),
}


def _steps(size: int) -> tuple[tuple[int, int], ...]:
    """Fisher-Yates' steps for a deck of ``size``: each index from the last down to 1, with
    the bits a draw for it takes."""
    return tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


_STEPS = {len(CARDS): _steps(len(CARDS))}  # by deck size; the research decks join on use


def shuffled(seed: int, deck: Sequence[Card] = CARDS) -> list[Card]:
    """The 33 cards (or the research options' ``deck``) in the order of a seeded deck (step
    2 of the module docstring); a ``seed`` that is no int raises
    :class:`~regelwerk.errors.ArgumentTypeError`."""
    if type(seed) is not int:
        raise ArgumentTypeError("seed", seed)
    steps = _STEPS.get(len(deck)) or _STEPS.setdefault(len(deck), _steps(len(deck)))
    deck = list(deck)
    # random.Random's own getrandbits and int seeding (it adds only the seeding of other
    # types, and gauss' cache), without its Python-level __init__: every new game pays it.
    getrandbits = _random.Random(seed).getrandbits
    for i, k in steps:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def _cards(numbers: object) -> tuple[Card, ...]:
    return tuple(Card(number) for number in notations(numbers, "cards"))  # type: ignore[arg-type]


def _check_options(options: object) -> None:
    if not isinstance(options, Options):
        raise ArgumentTypeError("options", options)


class _Fields(NamedTuple):
    players: int
    options: Options
    cards: tuple[Card, ...]  # the pile in turn-up order, as far as it is known
    face_index: int  # position in `cards` of the face-up card = cards taken so far
    pot: int  # chips on the face-up card
    chips: tuple[int, ...]  # by seat
    taken: tuple[int, ...]  # by seat, bit masks of cards
    deciding: int  # the seat that decides next (kept when the game ends; to_act is then None)
    removed: tuple[Card, ...] | None  # None: not known (a log without `removed`)
    dealt: tuple[tuple[Card, ...], ...] | None  # by seat; None: no deal or not known


_new = tuple.__new__


def _refuse(violation: Violation) -> NoReturn:
    """Raise the error of an action refused with ``violation``."""
    if violation.rule is LogCode.LOG_ORDER:
        raise GameOverError(violation)  # nothing is legal after the 24th card (NT-5.1)
    raise IllegalActionError(violation)


class State(_Fields):
    """A position of No Thanks!: the pile, the face-up card, chips and taken cards.

    Build one with :meth:`new` (seeded) or :meth:`deal` (explicit data, as a log gives it).
    """

    __slots__ = ()

    def __deepcopy__(self, memo: object) -> State:
        return self  # an immutable value, as No Return's states are (frozen.Frozen)

    # -- construction -----------------------------------------------------------------

    @classmethod
    def new(cls, players: int, seed: int | None = None, options: Options = _DEFAULTS) -> State:
        """A new game, shuffled by ``random.Random(seed)`` as the module docstring says;
        ``seed=None`` shuffles with a fresh unpredictable seed (:mod:`regelwerk.seeds`).
        ``players`` and ``seed`` of another type raise
        :class:`~regelwerk.errors.ArgumentTypeError`."""
        check_int(players, "players")
        _check_options(options)
        seed = check_seed(seed)
        violation = check_players(players) or check_options(players, options)  # no data
        if violation is not None:
            raise IllegalActionError(violation)
        deck = shuffled(seed_or_fresh(seed), options.deck)
        removed = deck[: options.removed_count]
        dealt = None
        if options.deal_removed:
            k = options.dealt_per_seat(players)
            dealt = tuple(tuple(sorted(removed[s * k : (s + 1) * k])) for s in range(players))
        return cls._start(players, options, tuple(deck[options.removed_count :]), removed, dealt)

    @classmethod
    def deal(
        cls,
        players: int,
        cards: Iterable[int],
        options: Options = _DEFAULTS,
        removed: Iterable[int] | None = None,
        dealt: Iterable[Iterable[int]] | None = None,
    ) -> State:
        """A new game from explicit data: ``cards`` in the order they are turned up (up to
        24; fewer when the rest is not known yet), the 9 ``removed`` cards and each seat's
        ``dealt`` ones when known.  Numbers that are no card raise
        :class:`~regelwerk.errors.NotationError`; data that cannot be a game raise
        :class:`~regelwerk.errors.IllegalActionError` (NT-2.1, NT-2.2, LOG-SCHEMA, LOG-DRAW;
        see :mod:`regelwerk.nothanks.validate`).
        """
        check_int(players, "players")
        _check_options(options)
        pile = _cards(cards)
        out = None if removed is None else _cards(removed)
        hands = None if dealt is None else tuple(_cards(hand) for hand in notations(dealt, "cards"))
        return cls._deal_cards(players, options, pile, out, hands)

    @classmethod
    def _deal_cards(
        cls,
        players: int,
        options: Options,
        cards: tuple[Card, ...],
        removed: tuple[Card, ...] | None,
        dealt: tuple[tuple[Card, ...], ...] | None,
    ) -> State:
        """:meth:`deal` of data that are cards already (a decoded log's)."""
        violation = check_setup(players, options, cards, removed, dealt)
        if violation is not None:
            raise IllegalActionError(violation)
        if dealt is not None:
            dealt = tuple(tuple(sorted(hand)) for hand in dealt)
        return cls._start(players, options, cards, removed, dealt)

    @classmethod
    def _start(
        cls,
        players: int,
        options: Options,
        cards: tuple[Card, ...],
        removed: Iterable[Card] | None,
        dealt: tuple[tuple[Card, ...], ...] | None,
    ) -> State:
        chips = (options.chips(players),) * players
        out = None if removed is None else tuple(sorted(removed))
        fields = (players, options, cards, 0, 0, chips, (0,) * players, 0, out, dealt)
        return _new(cls, fields)

    def reveal(self, card: int | str, *, trusted: bool = False) -> State:
        """This state with the next card of the pile now known (when :attr:`needs_card`):
        a :class:`Card`, its number or its notation (``"27"``).

        Raises :class:`~regelwerk.errors.IllegalActionError`: LOG-ORDER after the end,
        LOG-DRAW when the next card is already known or ``card`` cannot be next.
        ``trusted``: the card number was drawn from the cards neither turned up nor removed
        of this very state (an encoding's chance pool), so it is legal by construction and
        only made a card, as :meth:`apply` trusts its action.
        """
        if trusted:
            return self._revealed(Card.parse(card) if isinstance(card, str) else Card(card))
        if self.is_over:
            raise IllegalActionError(explain(No.OVER, self))
        if not self.needs_card:
            raise IllegalActionError(
                Violation.of(LogCode.LOG_DRAW, reason=NoThanksReason.KNOWN, index=self.face_index)
            )
        turned = Card.parse(card) if isinstance(card, str) else Card(card)
        cards = (*self.cards, turned)
        violation = check_setup(self.players, self.options, cards, self.removed, self.dealt)
        if violation is not None:
            raise IllegalActionError(violation)
        return self._revealed(turned)

    def _revealed(self, card: Card) -> State:
        """This state with ``card`` next in the pile, made as apply makes its states (a card
        is turned up 24 times a game, and the named tuple's _replace zips its fields by
        name in Python)."""
        players, options, cards, at, pot, chips, taken, seat, removed, dealt = self
        cards = (*cards, card)
        return _new(State, (players, options, cards, at, pot, chips, taken, seat, removed, dealt))

    # -- what the position is -----------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The seat to decide, or ``None`` once the game is over (NT-5.1)."""
        return None if self.face_index >= self.options.pile_size else self.deciding

    @property
    def is_over(self) -> bool:
        """True once the 24th card has been taken (NT-5.1)."""
        return self.face_index >= self.options.pile_size

    @property
    def needs_card(self) -> bool:
        """True when the game goes on but the face-up card is not known (a partial log)."""
        pile = self.options.pile_size
        return undecided(self.face_index, len(self.cards), pile) is No.UNLISTED

    @property
    def face_up(self) -> Card | None:
        """The face-up card; ``None`` when the game is over or the card is not known."""
        at = self.face_index
        return self.cards[at] if at < len(self.cards) and at < self.options.pile_size else None

    @property
    def pile_left(self) -> int:
        """Cards still face down in the draw pile (the face-up one not counted)."""
        return max(self.options.pile_size - self.face_index - 1, 0)

    def taken_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` has taken, ascending."""
        return cards_of_mask(self.taken[check_seat(seat, self.players)])

    # -- actions ------------------------------------------------------------------------

    def legal_actions(self) -> LegalActions[Action]:
        """Take, then pass if the seat has a chip; nothing once over or while
        :attr:`needs_card`.
        """
        # The kernel's verdict on passing names the listing: none (why there is no
        # decision), NT-4.3's (only taking is left), or none at all (both are legal).
        at, known, pile = self.face_index, len(self.cards), self.options.pile_size
        return _LISTINGS[judge(at, known, self.chips[self.deciding], _PASS, pile)]

    def check(self, action: Action, *, seat: int | None = None) -> Violation | None:
        """``None`` if ``action`` is legal here, else the rule it breaks; ``seat``: the seat
        that sends it (LOG-ORDER when another is to act, :func:`~regelwerk.turns.out_of_turn`)."""
        return out_of_turn(self, seat) or check_action(self, action)

    def play(self, action: Action, *, seat: int | None = None) -> State:
        """The state after ``action``; raises :class:`IllegalActionError` if illegal, or
        sent by a ``seat`` that is not to act."""
        violation = out_of_turn(self, seat)
        if violation is not None:  # LOG-ORDER, but the game goes on: no GameOverError
            raise IllegalActionError(violation)
        violation = check_action(self, action)
        if violation is not None:
            _refuse(violation)
        return self.apply(action)

    def apply(self, action: Action) -> State:
        """The state after a legal ``action``, unchecked (fast; for search and playouts)
        but for what cannot be applied at all: an action after the end raises
        :class:`GameOverError`, taking a card that is not known
        :class:`IllegalActionError` (LOG-DRAW), anything but an :class:`Action`
        :class:`ArgumentTypeError`.

        The move is the kernel's :func:`~regelwerk.nothanks.kernel.step` (NT-4.2 to
        NT-4.4), as for every other path, on working copies of the chips and taken cards."""
        players, options, cards, at, pot, chips, taken, seat, removed, dealt = self
        if at >= options.pile_size:
            _refuse(explain(No.OVER, self))
        purse, hands = list(chips), list(taken)
        try:
            at, pot, seat = step(cards, NEXT_SEAT[players], purse, hands, at, pot, seat, action)
        except IndexError:  # a take of a card that is not known
            _refuse(explain(No.UNLISTED, self))
        fields = (
            players, options, cards, at, pot, tuple(purse), tuple(hands), seat, removed, dealt
        )  # fmt: skip
        return _new(State, fields)

    def run(self, actions: Sequence[Action]) -> tuple[int, State]:
        """``(n, after)``: the first ``n`` of ``actions`` are legal in turn and lead to
        ``after``, applied in one sweep (:func:`kernel.run <regelwerk.nothanks.kernel.run>`)
        that builds one state, where it stops; ``n < len(actions)`` when action ``n`` is
        not legal (:meth:`check` says why).  Anything but a list of actions raises
        :class:`~regelwerk.errors.ArgumentTypeError`."""
        check_iterable(actions, "actions")
        purse, hands = list(self.chips), list(self.taken)
        done, at, pot, seat = run(*self._sweeping(), purse, hands, actions, self.options.pile_size)
        return (done, self._swept(at, pot, seat, purse, hands)) if done else (0, self)

    def _played_out(self, rng: random.Random) -> tuple[State, list[Action]]:
        """The state where uniform random play on ``rng`` stops (the end, or a card not
        known), and the actions played: what ``apply(legal_actions().sample(rng))`` in a
        loop gives with a :class:`random.Random`, the same draws, in one sweep of the
        kernel's :func:`~regelwerk.nothanks.kernel.play` that builds one state."""
        purse, hands = list(self.chips), list(self.taken)
        actions: list[Action] = []
        pile = self.options.pile_size
        at, pot, seat = play(*self._sweeping(), purse, hands, rng.getrandbits, actions, pile)
        return (self._swept(at, pot, seat, purse, hands) if actions else self), actions

    def _sweeping(self) -> tuple[tuple[Card, ...], int, int, int]:
        """Where a sweep of the kernel starts: the known pile, the face-up card's place in
        it, the chips on it and the seat to decide."""
        return self.cards, self.face_index, self.pot, self.deciding

    def _swept(self, at: int, pot: int, seat: int, purse: list[int], hands: list[int]) -> State:
        """This game at the position a sweep of the kernel (:func:`run
        <regelwerk.nothanks.kernel.run>`, :func:`play <regelwerk.nothanks.kernel.play>`)
        left in its scalars and working lists."""
        players, options, cards, _, _, _, _, _, removed, dealt = self
        fields = (
            players,
            options,
            cards,
            at,
            pot,
            tuple(purse),
            tuple(hands),
            seat,
            removed,
            dealt,
        )
        return _new(State, fields)

    # -- the end and the players' knowledge ---------------------------------------------

    def result(self) -> Result | None:
        """Scores by seat (NT-6.2: card points less chips; lower wins), or ``None``."""
        if self.face_index < self.options.pile_size:
            return None
        return result_of(position_scores(self.taken, self.chips))

    def scores(self) -> tuple[int, ...]:
        """Each seat's NT-6.2 result as it would stand now (card points less chips)."""
        return position_scores(self.taken, self.chips)

    def view(self, seat: int) -> View:
        """What ``seat`` knows: everything public, its own chips and dealt cards (NT-3.2)."""
        return _view_of()(self, seat)

    def _repr_svg_(self) -> str:
        """The table, as a notebook shows it (:func:`regelwerk.notebook.repr_svg`)."""
        from regelwerk.notebook import repr_svg  # the pictures, when a notebook asks

        return repr_svg(self)

    def resample(self, seat: int, rng: random.Random) -> State:
        """A position ``seat`` cannot tell from this one: what it cannot see dealt anew."""
        from regelwerk.nothanks.resample import resample

        return resample(self, seat, rng)


@cache
def _view_of() -> Callable[[State, int], View]:
    """:func:`regelwerk.nothanks.view.view_of`, imported when a view is first asked for: a
    command that checks logs asks for none (the view brings :mod:`regelwerk.knowledge`), and
    an import statement in :meth:`State.view` would cost every view of a learner's step."""
    from regelwerk.nothanks.view import view_of

    return view_of
