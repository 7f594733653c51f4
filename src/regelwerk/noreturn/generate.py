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
"""

from __future__ import annotations

import functools
import itertools
import operator
import random
from bisect import bisect_left
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple

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
    trusted_set_aside,
)
from regelwerk.noreturn.chance import below
from regelwerk.noreturn.multisets import (
    Groups,
    count_by_copies,
    groups_of,
    iter_all,
    nth_all,
    nth_sized,
)
from regelwerk.noreturn.seat import Phase, SeatState, Stage
from regelwerk.noreturn.tiles import COLOUR_OF, VALUE, Tile
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State

__all__ = ["Generator", "Legal"]

_MAX_EXCHANGE = 4


class Payment(NamedTuple):
    total: int
    tiles: tuple[Tile, ...]  # highest first, one colour
    lowest: int  # value of the smallest tile: what NR-7.5 may find superfluous


# Every hand-derived table below is keyed by the hand (sorted, so equal hands share it).
# Groups are always taken from the hand highest first, so every pick is a tile tuple in
# the order actions keep their tiles.


@functools.lru_cache(maxsize=4096)
def _payments(hand: tuple[Tile, ...]) -> tuple[tuple[Payment, ...], tuple[int, ...]]:
    """Every distinct one-colour payment the hand can make, sorted by sum, and the sums."""
    by_colour: list[list[Tile]] = [[], [], [], [], [], []]
    for tile in reversed(hand):  # highest first
        by_colour[COLOUR_OF[tile]].append(tile)
    out: list[Payment] = []
    for tiles in by_colour:
        if tiles:
            # iter_all's picks in iter_all's order, each with its sum and its lowest value
            # (the last group's tiles are the lowest), summed as the picks are built
            picks: list[Payment] = [_NO_PAYMENT]
            for tile, copies in reversed(groups_of(tiles)):
                value = VALUE[tile]
                picks = [
                    _new(Payment, (total + n * value, (tile,) * n + rest, low or value))
                    if n
                    else pick
                    for n in range(copies + 1)
                    for pick in picks
                    for total, rest, low in (pick,)
                ]
            out += picks[1:]  # the empty pick comes first: no payment
    out.sort(key=_TOTAL)  # stable: colour then iteration order break ties
    return tuple(out), tuple(map(_TOTAL, out))


_new = tuple.__new__  # the NamedTuple's own __new__ only re-packs the same fields
_NO_PAYMENT = Payment(0, (), 0)  # the empty pick (no tile: no lowest value)
_VALUE_OF = VALUE.__getitem__
_TOTAL = operator.itemgetter(0)  # Payment.total


@functools.lru_cache(maxsize=4096)
def _groups(hand: tuple[Tile, ...]) -> Groups:
    return groups_of(hand[::-1])


@functools.lru_cache(maxsize=4096)
def _exchanges(hand: tuple[Tile, ...]) -> tuple[tuple[Tile, ...], ...]:
    """Every distinct exchange (1 to 4 tiles) in :func:`nth_sized`'s order: by size, then
    lexicographically over the hand highest first (``combinations`` keeps that order and
    ``dict.fromkeys`` drops the repeats that identical tiles make)."""
    high_first = hand[::-1]
    picks = itertools.chain.from_iterable(
        itertools.combinations(high_first, size) for size in range(1, _MAX_EXCHANGE + 1)
    )
    if len(set(hand)) == len(hand):  # no two copies of a tile: no repeats to drop
        return tuple(picks)
    return tuple(dict.fromkeys(picks))


@functools.lru_cache(maxsize=4096)
def _exchange_count(hand: tuple[Tile, ...]) -> int:
    """How many distinct exchanges (1 to 4 tiles) the hand has: it depends only on how many
    of its tiles are single and how many paired (a tile has two copies, NR-1.1), so it is
    found without grouping the hand."""
    distinct = len(set(hand))
    paired = len(hand) - distinct
    return _exchanges_of_pattern(distinct - paired, paired)


@functools.lru_cache(maxsize=128)
def _exchanges_of_pattern(single: int, paired: int) -> int:
    """How many distinct exchanges a hand of ``single`` single and ``paired`` paired tiles has."""
    return sum(count_by_copies((2,) * paired + (1,) * single, _MAX_EXCHANGE)[1:])


_PLAY_BLOCKS = tuple(f"play{colour}" for colour in range(6))
_OVER, _SETUP, _TWO = Stage.OVER, Stage.SETUP, Phase.TWO  # enum members are slow to look up


class _Clear(NamedTuple):
    tiles: tuple[Tile, ...]
    due: int


class Legal(LegalActions[Action]):
    """:class:`LegalActions` with a quicker :meth:`sample` for random playouts: given a
    :class:`random.Random` it draws the index as ``randrange`` does
    (:func:`~regelwerk.noreturn.chance.below`), so the same seed picks the same action,
    without ``randrange``'s argument checks."""

    __slots__ = ()

    def sample(self, rng: random.Random | Callable[[int], int]) -> Action:
        if type(rng) is not random.Random:
            return super().sample(rng)
        source: Generator = self._source  # type: ignore[assignment]
        count = source._legal_count()
        if not count:
            raise SeatError()
        return source._legal_nth(below(rng, count))


class Generator:
    """The :class:`~regelwerk.game.ActionSource` behind ``State.legal_actions()``."""

    __slots__ = ("_block_sizes", "_clears", "_state")

    def __init__(self, state: State) -> None:
        self._state = state
        self._clears: tuple[_Clear, ...] | None = None
        self._block_sizes: list[tuple[str, int]] | None = None  # sampling counts, then unranks

    def check(self, action: Action) -> Violation | None:
        """The violation of ``action`` in the state, or ``None`` if it is legal."""
        return self._state.check(action)

    # --- the blocks

    def _blocks(self) -> list[tuple[str, int]]:
        if self._block_sizes is None:
            self._block_sizes = self._count_blocks()
        return self._block_sizes

    def _count_blocks(self) -> list[tuple[str, int]]:
        state = self._state
        seat_no = state.to_act
        stage = state.stage
        if stage is _OVER or seat_no is None:
            return []
        seat = state.seats[seat_no]
        hand = seat.hand
        if stage is _SETUP:
            return [("set-aside", _product(_groups(hand)))]
        if not hand:
            return [("pass", 1)]
        exchanges = _exchange_count(hand)
        clears = self._count_clears()
        if seat.phase is _TWO:
            return [("exchange", exchanges), ("clear", clears)]
        return [
            ("exchange", exchanges),
            *zip(_PLAY_BLOCKS, _play_counts(seat), strict=True),
            ("phase2 exchange", exchanges),
            ("phase2 clear", clears),
        ]

    def _playable(self, colour: int) -> Groups:
        seat = self._state.seats[self._state.to_act or 0]
        row = seat.rows[colour]
        limit = row[-1] if row else 65  # same colour: a lower tile code is a lower value
        return groups_of([t for t in seat.hand[::-1] if COLOUR_OF[t] == colour and t <= limit])

    def _clear_options(self) -> tuple[_Clear, ...]:
        if self._clears is None:
            seat = self._state.seats[self._state.to_act or 0]
            out = []
            for row in seat.rows:
                if row:
                    due = 0
                    for k in range(1, len(row) + 1):
                        due += VALUE[row[-k]]
                        out.append(_new(_Clear, (row[-k:], due)))
            self._clears = tuple(out)
        return self._clears

    def _payments_for(self, due: int) -> tuple[Payment, ...]:
        payments, sums = _payments(self._state.seats[self._state.to_act or 0].hand)
        start = bisect_left(sums, due)
        if not self._state.options.minimal_payment:
            return payments[start:]
        return tuple(p for p in payments[start:] if p.total - p.lowest < due)

    def _count_payments(self, due: int) -> int:
        if self._state.options.minimal_payment:
            return len(self._payments_for(due))
        _, sums = _payments(self._state.seats[self._state.to_act or 0].hand)
        return len(sums) - bisect_left(sums, due)

    def _count_clears(self) -> int:
        clears = self._clear_options()
        if not clears:
            return 0
        if self._state.options.minimal_payment:
            return sum(self._count_payments(clear.due) for clear in clears)
        _, sums = _payments(self._state.seats[self._state.to_act or 0].hand)
        return len(sums) * len(clears) - sum(bisect_left(sums, clear.due) for clear in clears)

    # --- ActionSource

    def _legal_count(self) -> int:
        return sum(size for _, size in self._blocks())

    def _legal_iter(self) -> Iterator[Action]:
        out: list[Action] = []
        for name, size in self._blocks():
            if size:
                self._list_block(name, out)
        return iter(out)

    def _legal_nth(self, index: int) -> Action:
        for name, size in self._blocks():
            if index < size:
                return self._nth_in_block(name, index)
            index -= size
        raise IndexError(index)

    def _list_block(self, name: str, out: list[Action]) -> None:
        """Append the actions of block ``name`` to ``out``: one flat list, built a block at a
        time (a chain of generators, one per level, costs more than the actions)."""
        hand = self._state.seats[self._state.to_act or 0].hand
        phase2 = name.startswith("phase2")
        if name == "set-aside":
            out += map(trusted_set_aside, iter_all(_groups(hand)))
        elif name == "pass":
            out.append(Pass())
        elif name.endswith("exchange"):
            out += trusted_exchanges(_exchanges(hand), phase2)
        elif name.startswith("play"):
            picks = iter_all(self._playable(int(name[4:])))
            next(picks)  # the empty pick comes first: no play
            out += map(trusted_play, picks)
        else:
            for clear in self._clear_options():
                pays = [payment.tiles for payment in self._payments_for(clear.due)]
                out += trusted_clears(clear.tiles, pays, phase2)

    def _nth_in_block(self, name: str, index: int) -> Action:
        hand = self._state.seats[self._state.to_act or 0].hand
        if name == "exchange":  # the most common pick of a random game by far
            return trusted_exchange(nth_sized(_groups(hand), 1, _MAX_EXCHANGE, index), False)
        phase2 = name.startswith("phase2")
        if name == "set-aside":
            return trusted_set_aside(nth_all(_groups(hand), index))
        if name == "pass":
            return Pass()
        if name.endswith("exchange"):
            return trusted_exchange(nth_sized(_groups(hand), 1, _MAX_EXCHANGE, index), phase2)
        if name.startswith("play"):
            return trusted_play(nth_all(self._playable(int(name[4:])), index + 1))
        for clear in self._clear_options():
            count = self._count_payments(clear.due)
            if index < count:
                payment = self._payments_for(clear.due)[index]
                return trusted_clear(clear.tiles, payment.tiles, phase2)
            index -= count
        raise IndexError(index)


def _play_counts(seat: SeatState) -> list[int]:
    """How many distinct plays of each colour the seat has (NR-5.3, NR-5.4): for the tiles
    it may play in a colour's row, the product of (copies + 1), less the empty pick.  The
    same numbers as ``_product(self._playable(colour)) - 1``, found in one walk over the
    hand (sorted, so the copies of a tile are neighbours) instead of six."""
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
