"""The legal-move generator: counting, listing and unranking the legal actions of a state.

The actions of a turn fall into blocks, always in this order:

* setup: every distinct set-aside, the empty one first (NR-3.2);
* a seat with an empty hand: only the pass (NR-4.4);
* phase 1: exchanges (NR-5.2), plays by colour (NR-5.3, NR-5.4), then the same seat
  entering phase 2 (NR-6.1): exchanges, then clears with their payments;
* phase 2: exchanges (NR-7.1), then clears with their payments (NR-7.2, NR-7.3).

Each block is counted by combinatorics, never by listing it, so :meth:`Generator.count` is
cheap and :meth:`Generator.nth` (uniform sampling) lists nothing.  Clears are ordered by
colour and by how many tiles they take; their payments by sum (then colour and tiles), so
the payments that cover a sum are a suffix of one sorted table and are counted by bisection.

The constraints are the kernel's named predicates (:mod:`regelwerk.noreturn.kernel`), the
ones its ``judge`` asks: :data:`~regelwerk.noreturn.kernel.EXCHANGE_SIZES`,
:func:`~regelwerk.noreturn.kernel.play_limit`, :func:`~regelwerk.noreturn.kernel.lowest`,
:func:`~regelwerk.noreturn.kernel.covers`, :func:`~regelwerk.noreturn.kernel.superfluous`
and :func:`~regelwerk.noreturn.kernel.may_declare`.  Where a count needs a form of its own
(a walk over the sorted hand, a bisection over sorted sums) the comment there names the
predicate it stands for, and ``tests/noreturn/test_generator_predicates.py`` pins the two
together.
"""

from __future__ import annotations

import functools
import itertools
import operator
import random
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Final

from regelwerk.errors import SeatError
from regelwerk.game import LegalActions
from regelwerk.noreturn.actions import (
    Action,
    Pass,
    trusted_clear,
    trusted_clears,
    trusted_exchange,
    trusted_exchanges,
    trusted_play,
    trusted_plays,
    trusted_set_aside,
    trusted_set_asides,
)
from regelwerk.noreturn.chance import below
from regelwerk.noreturn.kernel import (
    EXCHANGE_SIZES,
    may_declare,
    play_limit,
    points,
    superfluous,
)
from regelwerk.noreturn.multisets import (
    Groups,
    all_picks,
    count_by_copies,
    groups_of,
    nth_all,
    nth_sized,
)
from regelwerk.noreturn.seat import SeatState, Stage
from regelwerk.noreturn.tiles import COLOUR_OF, KINDS, VALUE, Tile
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["Generator", "Legal", "clear_caches"]

# Every hand-derived table below is keyed by the hand (sorted, so equal hands share it).
# Groups are always taken from the hand highest first, so every pick is a tile tuple in
# the order actions keep their tiles.
#
# The tables serve the questions asked of one position (count, then unrank or list, then
# check) and positions met again (a search, a warm benchmark of 200 states); a game's hands
# rarely come back, so the caches are sized by what an entry holds.  A hand's exchanges
# (hundreds of picks, about 11 KB) are kept for 256 hands; its payments (about 1 KB),
# groups and exchange count for 1,024: at most about 5 MiB together (with 4,096 hands
# each, a run of 300 greedy games filled 48 MiB).
_HANDS_EXCHANGED: Final = 256
_HANDS: Final = 1024


def _one_colour_picks(
    tiles: Iterable[Tile], limits: Sequence[int] = (65,) * 6
) -> list[tuple[int, tuple[Tile, ...]]]:
    """Every non-empty sub-multiset of one colour of the sorted ``tiles`` (its tiles highest
    first) with the sum of its values: colour by colour, each colour's in
    :func:`~regelwerk.noreturn.multisets.all_picks`'s order.  Only tiles no higher than
    their colour's limit are taken (65, P11, the highest tile code, takes every tile).

    One walk: sorted tiles come by colour, then value, so each colour's come lowest first
    with the copies of a tile side by side.  As in ``all_picks``, a tile adds itself and
    itself on each pick of its colour so far; a copy, itself on each pick that holds the
    tile before it.  (Loops, not comprehensions: the lists are short.)
    """
    found: list[tuple[int, tuple[Tile, ...]]] = []
    add = found.append
    colour = -1
    first = start = 0  # where the colour's picks start; where those holding the last tile do
    last = None
    for tile in tiles:
        tile_colour, value, one = _FACTS[tile]
        if tile > limits[tile_colour]:
            continue
        if tile == last:  # a copy: itself on each pick that holds the tile before it
            base = found[start:]
            start = len(found)
        elif tile_colour == colour:  # itself, and itself on each pick of its colour so far
            base = found[first:]
            start = len(found)
            add((value, one))
        else:  # the colour's first tile: only itself
            colour = tile_colour
            first = start = len(found)
            add((value, one))
            last = tile
            continue
        for total, rest in base:
            add((total + value, one + rest))
        last = tile
    return found


# Each tile's colour, value and the tile as a pick of its own, in one look-up.
_FACTS: Final = tuple((COLOUR_OF[tile], VALUE[tile], (tile,)) for tile in KINDS)


@functools.lru_cache(maxsize=_HANDS)
def _payments(hand: tuple[Tile, ...]) -> tuple[tuple[tuple[Tile, ...], ...], tuple[int, ...]]:
    """Every distinct one-colour payment the hand can make (NR-7.3), sorted by sum, then
    colour, then the order of :func:`_one_colour_picks`; and the sums."""
    paid = _one_colour_picks(hand)
    if not paid:
        return (), ()
    paid.sort(key=_SUM)  # stable: colour, then the order of the picks break ties
    sums, payments = zip(*paid)  # noqa: B905 (pairs, all of them; strict= costs ~0.2 µs)
    return payments, sums


_SUM, _TILES = operator.itemgetter(0), operator.itemgetter(1)  # of a pick with its sum
_SIZE = operator.itemgetter(1)  # of a block's name and size
_DUE = operator.itemgetter(1)  # of a _Clear


@functools.lru_cache(maxsize=_HANDS)
def _groups(hand: tuple[Tile, ...]) -> Groups:
    return groups_of(hand[::-1])


@functools.lru_cache(maxsize=_HANDS_EXCHANGED)
def _exchanges(hand: tuple[Tile, ...]) -> tuple[tuple[Tile, ...], ...]:
    """Every distinct exchange (1 to 4 tiles) in :func:`nth_sized`'s order: by size, then
    lexicographically over the hand highest first.  ``combinations`` keeps that order; where
    the hand holds both copies of a tile, a pick it makes twice is kept the first time, when
    it takes the first copy (:func:`_first_makings`)."""
    high_first = hand[::-1]
    picks = itertools.chain.from_iterable(
        map(itertools.combinations, itertools.repeat(high_first), EXCHANGE_SIZES)
    )
    copies = tuple(map(operator.eq, high_first, high_first[1:]))
    if True not in copies:  # no two copies of a tile: no pick is made twice
        return tuple(picks)
    return tuple(itertools.compress(picks, _first_makings(copies)))


@functools.lru_cache(maxsize=512)
def _first_makings(copies: tuple[bool, ...]) -> tuple[bool, ...]:
    """Which of ``combinations``' picks of 1 to 4 places (of ``len(copies) + 1``) keep
    :func:`_exchanges`, where ``copies[i]`` says that the tile at place ``i + 1`` is a copy
    of the one at ``i``: those that take a copy only with the place before it.  A pick of
    the other copy alone comes later in the lexicographic order and makes the same tiles.
    It depends only on where a hand has copies: a few hundred patterns serve every hand."""
    seconds = [place + 1 for place, copy in enumerate(copies) if copy]
    places = range(len(copies) + 1)
    return tuple(
        all(second - 1 in pick for second in seconds if second in pick)
        for size in EXCHANGE_SIZES
        for pick in itertools.combinations(places, size)
    )


@functools.lru_cache(maxsize=_HANDS)
def _exchange_count(hand: tuple[Tile, ...]) -> int:
    """How many distinct exchanges (1 to 4 tiles) the hand has: it depends only on how many
    of its tiles are single and how many paired (a tile has two copies, NR-1.1), so it is
    found without grouping the hand."""
    distinct = len(set(hand))
    paired = len(hand) - distinct
    return _exchanges_of_pattern(distinct - paired, paired)


def clear_caches() -> None:
    """Forget every table kept per hand (payments, groups, exchanges and their count), as
    for positions never seen.  The tables by pattern of copies stay: a few hundred serve
    every hand."""
    for cached in (_payments, _groups, _exchanges, _exchange_count):
        cached.cache_clear()


@functools.lru_cache(maxsize=128)
def _exchanges_of_pattern(single: int, paired: int) -> int:
    """How many distinct exchanges a hand of ``single`` single and ``paired`` paired tiles has."""
    by_size = count_by_copies((2,) * paired + (1,) * single, EXCHANGE_SIZES[-1])
    return sum(by_size[size] for size in EXCHANGE_SIZES)


_OVER, _SETUP = Stage.OVER, Stage.SETUP

# The plans of a turn: the names of its blocks, in the order they are listed.
_SET_ASIDE: Final = ("set-aside",)
_PASS: Final = ("pass",)
_PHASE_ONE: Final = ("exchange", "play", "phase2 exchange", "phase2 clear")
_PHASE_TWO: Final = ("exchange", "clear")


_Clear = tuple[tuple[Tile, ...], int]
"""A clear option: the tiles it takes from a row, and what they are worth (the due)."""


class Legal(LegalActions[Action]):
    """:class:`LegalActions` with a quicker :meth:`sample` for random playouts: given a
    :class:`random.Random` it draws the index as ``randrange`` does
    (:func:`~regelwerk.noreturn.chance.below`), so the same seed picks the same action,
    without ``randrange``'s argument checks.

    A policy that scores many actions and plays one reads the blocks as plain data
    (:meth:`plays`, :meth:`exchanges`, :meth:`cheapest_clears`: tiles and their points)
    instead of listing them: a turn offers hundreds of exchanges."""

    __slots__ = ()

    def sample(self, rng: random.Random | Callable[[int], int]) -> Action:
        if type(rng) is not random.Random:
            return super().sample(rng)
        count = self._generator.legal_count()
        if not count:
            raise SeatError()
        return self._generator.legal_nth(below(rng, count))

    # --- the blocks as plain data, for a policy that scores many actions and makes one
    # (``greedy``): the picks the listing would turn into actions, in its order.

    def plays(self) -> list[tuple[int, tuple[Tile, ...]]]:
        """The plays (NR-5.3, NR-5.4) as ``(points, tiles)``, in the listing's order."""
        return self._generator.play_picks()

    def exchanges(self) -> list[tuple[bool, tuple[tuple[Tile, ...], ...]]]:
        """Each block of exchanges (NR-5.2, NR-7.1) as ``(phase2, picks)``, in the
        listing's order: the flag of its actions, and the tiles of each."""
        return self._generator.exchange_blocks()

    def cheapest_clears(
        self,
    ) -> tuple[bool, list[tuple[tuple[Tile, ...], int, tuple[Tile, ...], int]]]:
        """The clears (NR-7.2, NR-7.3) with the flag of their block: for each cleared run
        that can be paid, in the listing's order, ``(tiles, due, pay, paid)`` with the
        first payment the listing pairs it with, one of the lowest worth (its payments are
        listed by worth)."""
        return self._generator.cheapest_clears()

    @property
    def _generator(self) -> Generator:
        return self._source  # type: ignore[return-value]


class Generator:
    """The :class:`~regelwerk.game.ActionSource` behind ``State.legal_actions()``."""

    __slots__ = ("_block_sizes", "_clears", "_count", "_state")

    def __init__(self, state: State) -> None:
        self._state = state
        self._clears: tuple[_Clear, ...] | None = None
        self._block_sizes: list[tuple[str, int]] | None = None  # sampling counts, then unranks
        self._count: int | None = None  # of the blocks, or of the listing once made

    def check(self, action: Action) -> Violation | None:
        """The violation of ``action`` in the state, or ``None`` if it is legal."""
        return self._state.check(action)

    # --- the blocks

    def _blocks(self) -> list[tuple[str, int]]:
        if self._block_sizes is None:
            self._block_sizes = self._count_blocks()
        return self._block_sizes

    def _plan(self) -> tuple[str, ...]:
        """The names of the turn's blocks, in their order (one of the plans below)."""
        state = self._state
        seat_no = state.to_act
        stage = state.stage
        if stage is _OVER or seat_no is None:
            return ()
        seat = state.seats[seat_no]
        if stage is _SETUP:
            return _SET_ASIDE
        if not seat.hand:
            return _PASS
        return _PHASE_ONE if may_declare(seat.phase) else _PHASE_TWO

    def _count_blocks(self) -> list[tuple[str, int]]:
        plan = self._plan()  # (the blocks' names again below: a list of literals is quickest)
        seat = self._state.seats[self._state.to_act or 0]
        hand = seat.hand
        if plan is _PHASE_TWO:
            return [("exchange", _exchange_count(hand)), ("clear", self._count_clears())]
        if plan is _PHASE_ONE:
            exchanges = _exchange_count(hand)
            return [
                ("exchange", exchanges),
                ("play", sum(_play_counts(seat))),
                ("phase2 exchange", exchanges),
                ("phase2 clear", self._count_clears()),
            ]
        if plan is _SET_ASIDE:
            return [("set-aside", _product(_groups(hand)))]
        return [(name, 1) for name in plan]  # the pass, or nothing once the game is over

    def _playable(self, colour: int) -> Groups:
        """The groups of the tiles the seat may play in ``colour``'s row, highest first."""
        seat = self._state.seats[self._state.to_act or 0]
        limit = _play_limits(seat)[colour]
        return groups_of([t for t in reversed(seat.hand) if COLOUR_OF[t] == colour and t <= limit])

    def _clear_options(self) -> tuple[_Clear, ...]:
        """Every clear (NR-7.2) with its due: by colour, for each ``k`` the row's ``k``
        lowest tiles -- the kernel's ``lowest(row, k)``, worth ``points(lowest(row, k))``,
        written here as a slice and a running sum (a call each would cost a count of a
        phase 2 seat a tenth more; pinned together by the test named above)."""
        if self._clears is None:
            rows = self._state.seats[self._state.to_act or 0].rows
            out = []
            if any(rows):  # (most seats in phase 1 have no tile in a row)
                for row in filter(None, rows):
                    due = 0
                    for k in range(1, len(row) + 1):
                        due += VALUE[row[-k]]
                        out.append((row[-k:], due))
            self._clears = tuple(out)
        return self._clears

    def _payments_for(self, dues: Iterable[int]) -> list[tuple[tuple[Tile, ...], ...]]:
        """For each due, the payments that cover it in their order: a suffix of the sorted
        table, less (NR-7.5) those whose smallest tile -- the last -- is superfluous.

        The suffix from ``bisect_left(sums, due)`` on holds the sums the kernel's
        ``covers(sum, due)`` (NR-7.3) accepts, the table being sorted by sum."""
        payments, sums = _payments(self._state.seats[self._state.to_act or 0].hand)
        if not self._state.options.minimal_payment:
            return [payments[start:] for start in map(bisect_left, itertools.repeat(sums), dues)]
        out = []
        for due in dues:
            start = bisect_left(sums, due)
            out.append(
                tuple(
                    pay
                    for pay, paid in zip(payments[start:], sums[start:], strict=True)
                    if not superfluous(pay, paid, due)
                )
            )
        return out

    def _count_payments(self, due: int) -> int:
        if self._state.options.minimal_payment:
            return len(self._payments_for((due,))[0])
        _, sums = _payments(self._state.seats[self._state.to_act or 0].hand)
        return len(sums) - bisect_left(sums, due)  # those the kernel's covers() accepts

    def _count_clears(self) -> int:
        clears = self._clear_options()
        if not clears:
            return 0
        if self._state.options.minimal_payment:
            return sum(self._count_payments(due) for _, due in clears)
        _, sums = _payments(self._state.seats[self._state.to_act or 0].hand)
        return len(sums) * len(clears) - sum(  # the sums covers() accepts, as above
            map(bisect_left, itertools.repeat(sums), map(_DUE, clears))
        )

    # --- the blocks' picks, without making their actions (:class:`Legal` above)

    def play_picks(self) -> list[tuple[int, tuple[Tile, ...]]]:
        """:meth:`Legal.plays`."""
        if "play" not in self._plan():
            return []
        seat = self._state.seats[self._state.to_act or 0]
        return _one_colour_picks(seat.hand, _play_limits(seat))

    def exchange_blocks(self) -> list[tuple[bool, tuple[tuple[Tile, ...], ...]]]:
        """:meth:`Legal.exchanges`."""
        hand = self._state.seats[self._state.to_act or 0].hand
        return [
            (name.startswith("phase2"), _exchanges(hand))
            for name, size in self._blocks()
            if name.endswith("exchange") and size
        ]

    def cheapest_clears(
        self,
    ) -> tuple[bool, list[tuple[tuple[Tile, ...], int, tuple[Tile, ...], int]]]:
        """:meth:`Legal.cheapest_clears`."""
        plan = self._plan()
        if "clear" not in plan and "phase2 clear" not in plan:
            return False, []
        clears = self._clear_options()
        covering = self._payments_for(map(_DUE, clears))
        cheapest = [
            (tiles, due, paid[0], points(paid[0]))
            for (tiles, due), paid in zip(clears, covering, strict=True)
            if paid
        ]
        return plan is _PHASE_ONE, cheapest

    # --- ActionSource

    def legal_count(self) -> int:
        """How many actions are legal: the sum of the blocks' sizes, counted once."""
        if self._count is None:
            self._count = sum(map(_SIZE, self._blocks()))
        return self._count

    def legal_iter(self) -> Iterator[Action]:
        """Every legal action once, block by block in the plan's order."""
        # Listing counts nothing: the blocks are listed by the plan, an empty one listing
        # nothing, and the count is the listing's length (``list()`` asks for it after).
        seat = self._state.seats[self._state.to_act or 0]
        out: list[Action] = []
        for name in self._plan():
            self._list_block(name, seat, out)
        self._count = len(out)
        return iter(out)

    def legal_nth(self, index: int) -> Action:
        """The ``index``-th action of :meth:`legal_iter`'s order, unranked in its block."""
        for name, size in self._blocks():
            if index < size:
                return self._nth_in_block(name, index)
            index -= size
        raise IndexError(index)

    def _list_block(self, name: str, seat: SeatState, out: list[Action]) -> None:
        """Append the actions of block ``name`` to ``out``: one flat list, built a block at a
        time (a chain of generators, one per level, costs more than the actions)."""
        hand = seat.hand
        if name == "exchange":
            out += trusted_exchanges(_exchanges(hand), False)
        elif name == "play":  # every colour's at once: a colour has only a few plays
            picks = _one_colour_picks(hand, _play_limits(seat))
            out += trusted_plays(list(map(_TILES, picks)))
        elif name == "phase2 exchange":
            out += trusted_exchanges(_exchanges(hand), True)
        elif name.endswith("clear"):
            clears = self._clear_options()
            if not clears:
                return
            runs: list[tuple[Tile, ...]] = []  # the cleared tiles, once a payment
            pays: list[tuple[Tile, ...]] = []
            covering = self._payments_for(map(_DUE, clears))  # one a clear: a plain zip
            for (cleared, _), paid in zip(clears, covering):  # noqa: B905
                runs += (cleared,) * len(paid)
                pays += paid
            out += trusted_clears(runs, pays, name != "clear")
        elif name == "set-aside":
            out += trusted_set_asides(all_picks(_groups(hand)))
        else:
            out.append(Pass())

    def blocks(self) -> list[tuple[str, int]]:
        """The turn's blocks in the listing's order, each its name and how many actions it
        holds (counted, not listed): what the encoding numbers the actions by
        (:meth:`regelwerk.noreturn.encoding.NoReturnEncoding.legal_ids`)."""
        return self._blocks()

    def block(self, name: str) -> list[Action]:
        """Every action of the block ``name`` (one of :meth:`blocks`), in the listing's order."""
        out: list[Action] = []
        self._list_block(name, self._state.seats[self._state.to_act or 0], out)
        return out

    def _nth_in_block(self, name: str, index: int) -> Action:
        hand = self._state.seats[self._state.to_act or 0].hand
        if name == "exchange":  # the most common pick of a random game by far
            return trusted_exchange(nth_sized(_groups(hand), *_EXCHANGE_RANGE, index), False)
        phase2 = name.startswith("phase2")
        if name == "set-aside":
            return trusted_set_aside(nth_all(_groups(hand), index))
        if name == "pass":
            return Pass()
        if name.endswith("exchange"):
            return trusted_exchange(nth_sized(_groups(hand), *_EXCHANGE_RANGE, index), phase2)
        if name == "play":
            seat = self._state.seats[self._state.to_act or 0]
            for colour, count in enumerate(_play_counts(seat)):
                if index < count:
                    return trusted_play(nth_all(self._playable(colour), index + 1))
                index -= count
            raise IndexError(index)
        for cleared, due in self._clear_options():
            count = self._count_payments(due)
            if index < count:
                pay = self._payments_for((due,))[0][index]
                return trusted_clear(cleared, pay, phase2)
            index -= count
        raise IndexError(index)


_EXCHANGE_RANGE: Final = (EXCHANGE_SIZES[0], EXCHANGE_SIZES[-1])  # as nth_sized takes them


def _play_limits(seat: SeatState) -> list[int]:
    """For each colour, the highest tile the seat may play in its row (NR-5.3, NR-5.4: the
    kernel's :func:`~regelwerk.noreturn.kernel.play_limit`)."""
    return list(map(play_limit, seat.rows))


def _play_counts(seat: SeatState) -> list[int]:
    """How many distinct plays of each colour the seat has (NR-5.3, NR-5.4): for the tiles
    it may play in a colour's row, the product of (copies + 1), less the empty pick.  The
    same numbers as ``_product(self._playable(colour)) - 1``, found in one walk over the
    hand (sorted, so the copies of a tile are neighbours) instead of six; a tile is
    playable when it is at most the kernel's ``play_limit`` of its row, which the walk
    reads as ``not row or tile <= row[-1]`` (pinned to it by
    ``tests/noreturn/test_generator_predicates.py``): a call per tile would cost a count
    a tenth more."""
    hand, rows = seat.hand, seat.rows
    ways = [1, 1, 1, 1, 1, 1]
    start, size = 0, len(hand)
    while start < size:
        tile = hand[start]
        end = start + 1
        while end < size and hand[end] == tile:
            end += 1
        colour = COLOUR_OF[tile]
        row = rows[colour]
        if not row or tile <= row[-1]:  # same colour: a lower code is a lower value
            ways[colour] *= end - start + 1
        start = end
    return [count - 1 for count in ways]


def _product(groups: Groups) -> int:
    """How many sub-multisets ``groups`` has, the empty one included."""
    return functools.reduce(lambda total, group: total * (group[1] + 1), groups, 1)
