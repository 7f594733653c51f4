"""The rules of No Return's actions, each written once: the kernel every path calls.

Each action kind has one *rule* function that works in place on a :class:`Desk` (a mutable
working copy of the seat to act) and returns ``None`` when the action is legal -- having
made its move on the desk -- or a :class:`Refusal` (one of :class:`No`) naming the first
rule it breaks; the desk is then to be thrown away (its hand may have lost tiles), and for
tiles not in the hand those tiles are added to ``out``.  The order of the checks inside each rule
is the "first check wins" order that the table of LOG-FORMAT.md is read in.  The draw
after an action (:func:`draw`) is judged the same way against a bag (:class:`Bag` for a
state's bag in draw order, :class:`CountedBag` for the fast-forward's copy counts).

Who calls it:

* :meth:`State.check <regelwerk.noreturn.State.check>` runs a rule on a throwaway desk
  and, only when the kernel says no, :mod:`regelwerk.noreturn.validate` builds the
  violation's data from the code;
* :meth:`State.play` / :meth:`State.apply` (:mod:`regelwerk.noreturn.transition`) run the
  rules (or, unchecked, only the moves) on the seat to act and build the next state;
* :func:`~regelwerk.noreturn.fastforward.fast_forward` and ``fast_replay`` run them on
  working copies of a whole game (from its deal, for a record), turn after turn, and build
  one state at the end.

The rules take an action by its parts (:data:`TurnParts`: its kind, tiles, payment and
``phase2`` flag; :func:`judge`, :func:`set_aside`), so that a record's turns are judged
without an action object each; :func:`act` and :func:`mulligan` are the same rules for
action objects.  Each refusal names its case by a
:class:`~regelwerk.noreturn.reasons.NoReturnReason`.

Each constant and derived rule -- the hand size, the exchange maximum, the refill count
(NR-4.2), the end of the round (NR-8.1), dealing from the tile set -- is defined here once,
as is the one helper that takes tiles out of a multiset (:func:`take`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import compress
from typing import Final, TypeAlias

from regelwerk.errors import ArgumentTypeError
from regelwerk.noreturn.actions import Action, Clear, Exchange, Pass, Play, SetAside, TurnAction
from regelwerk.noreturn.reasons import NoReturnReason as R
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.noreturn.seat import HAND_SIZE, Phase, SeatState, trusted_seat
from regelwerk.noreturn.tiles import COLOUR_OF, KINDS, TILESET, VALUE, Tile
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode
from regelwerk.violation import Refusal

__all__ = [
    "HAND_SIZE",
    "MAX_EXCHANGE",
    "REFILLS",
    "Bag",
    "CountedBag",
    "Desk",
    "Misdeal",
    "No",
    "Refusal",
    "TurnParts",
    "act",
    "deal",
    "deal_counted",
    "draw",
    "draw_front",
    "due",
    "judge",
    "lowest",
    "move",
    "mulligan",
    "next_seat",
    "points",
    "refill",
    "seat_order",
    "set_aside",
    "take",
]

MAX_EXCHANGE: Final = 4
"""The most tiles an exchange puts out of the game (NR-5.2, NR-7.1)."""

_TWO: Final = Phase.TWO

_Tiles: TypeAlias = tuple[Tile, ...]
TurnParts: TypeAlias = tuple[type[TurnAction], _Tiles, _Tiles, bool, _Tiles, int | None]
"""A turn by its parts, as the kernel judges it (:func:`judge`):
the action's kind (its class), its tiles and payment (highest first; an exchange's in any
order), its ``phase2`` flag, the draw and the ``player`` (or ``None``)."""


class No:
    """The kernel's refusals by name (plain class attributes: an enum member costs several
    times as much to look up, and the kernel is the inner loop of every validation); each
    case is a :class:`~regelwerk.noreturn.reasons.NoReturnReason` (LOG-ORDER's, a shared
    :class:`~regelwerk.reasons.OrderReason`)."""

    OVER: Final = Refusal(LogCode.LOG_ORDER, OrderReason.OVER)
    SETUP: Final = Refusal(NoReturnRuleId.NR_4_1, R.SETUP)  # in the setup only the mulligan
    SET_ASIDE_MISSING: Final = Refusal(NoReturnRuleId.NR_3_2, R.TILES)
    SET_ASIDE_IN_PLAY: Final = Refusal(NoReturnRuleId.NR_3_2, R.STAGE)
    ALREADY_TWO: Final = Refusal(NoReturnRuleId.NR_6_1, R.ALREADY)
    PASS_DECLARED: Final = Refusal(NoReturnRuleId.NR_6_1, R.DECLARED_PASS)
    EXCHANGE_COUNT: Final = Refusal(NoReturnRuleId.NR_5_2, R.COUNT)
    EXCHANGE_COUNT_TWO: Final = Refusal(NoReturnRuleId.NR_7_1, R.COUNT)
    EXCHANGE_MISSING: Final = Refusal(NoReturnRuleId.NR_4_3, R.EXCHANGE)
    PLAY_IN_TWO: Final = Refusal(NoReturnRuleId.NR_6_2, R.IN_PHASE_2)
    PLAY_DECLARED: Final = Refusal(NoReturnRuleId.NR_6_2, R.DECLARED)
    PLAY_EMPTY: Final = Refusal(NoReturnRuleId.NR_5_3, R.EMPTY)
    PLAY_MISSING: Final = Refusal(NoReturnRuleId.NR_4_3, R.PLAY)
    PLAY_COLOURS: Final = Refusal(NoReturnRuleId.NR_5_3, R.COLOURS)
    PLAY_HIGHER: Final = Refusal(NoReturnRuleId.NR_5_4, R.HIGHER)
    CLEAR_IN_ONE: Final = Refusal(NoReturnRuleId.NR_4_1, R.PHASE1)
    CLEAR_EMPTY: Final = Refusal(NoReturnRuleId.NR_7_2, R.EMPTY)
    CLEAR_COLOURS: Final = Refusal(NoReturnRuleId.NR_7_2, R.COLOURS)
    CLEAR_NO_ROW: Final = Refusal(NoReturnRuleId.NR_7_2, R.NO_ROW)
    CLEAR_NOT_LOWEST: Final = Refusal(NoReturnRuleId.NR_7_2, R.NOT_LOWEST)
    PAY_EMPTY: Final = Refusal(NoReturnRuleId.NR_7_3, R.EMPTY)
    PAY_MISSING: Final = Refusal(NoReturnRuleId.NR_4_3, R.PAY)
    PAY_COLOURS: Final = Refusal(NoReturnRuleId.NR_7_3, R.COLOURS)
    PAY_SHORT: Final = Refusal(NoReturnRuleId.NR_7_3, R.SHORT)
    PAY_SUPERFLUOUS: Final = Refusal(NoReturnRuleId.NR_7_5, R.SUPERFLUOUS)
    PASS_WITH_HAND: Final = Refusal(NoReturnRuleId.NR_4_4, R.HAND)
    DRAW_COUNT: Final = Refusal(LogCode.LOG_DRAW, R.COUNT)
    DRAW_NOT_IN_BAG: Final = Refusal(LogCode.LOG_DRAW, R.NOT_IN_BAG)


# --- the derived rules and the multiset helper ---------------------------------------------


def due(setup: bool, held: int, moved: int, in_bag: int) -> int:
    """How many tiles the draw after an action takes: as many as the mulligan set aside
    (``moved``, NR-3.2), or after a turn the refill of a hand of ``held`` (NR-4.2)."""
    return moved if setup else refill(held, in_bag)


def refill(held: int, in_bag: int) -> int:
    """NR-4.2: a turn draws up to a full hand, or as many as the bag still holds."""
    need = HAND_SIZE - held
    return need if need < in_bag else in_bag


def next_seat(seat: int, players: int, bag_empty: bool) -> int | None:
    """The seat after ``seat`` in play; ``None`` when the game is over (NR-8.1: it ends with
    the round in which the bag ran out)."""
    if seat < players - 1:
        return seat + 1
    return None if bag_empty else 0


# The two derived rules of every turn as tables, for the loops that judge turn after turn
# (a look-up costs a tenth of a call): made from the rules above, never written again.
REFILLS: Final = tuple(
    tuple(refill(held, in_bag) for in_bag in range(len(TILESET) + 1))
    for held in range(HAND_SIZE + 1)
)
""":func:`refill` by table: ``REFILLS[held][in_bag]``."""


@cache  # (a game has 2 to 4 players: a few tables, made once)
def seat_order(players: int) -> tuple[tuple[int | None, ...], tuple[int | None, ...]]:
    """:func:`next_seat` by table for a game of ``players``: the seat after each seat while
    the bag holds tiles, and once it is empty."""
    seats = range(players)
    going = tuple(next_seat(seat, players, False) for seat in seats)
    return going, tuple(next_seat(seat, players, True) for seat in seats)


def take(pool: list[Tile], tiles: Sequence[Tile], missing: list[Tile] | None = None) -> bool:
    """Take one copy of each of ``tiles`` out of ``pool`` (the first copy: a bag keeps its
    order): ``True`` when it had them all; else ``False``, the pool is to be thrown away and
    the tiles it lacks, counting copies, are added to ``missing`` (when given)."""
    remove = pool.remove
    whole = True
    for tile in tiles:
        try:
            remove(tile)
        except ValueError:
            if missing is None:
                return False
            missing.append(tile)
            whole = False
    return whole


def lowest(row: tuple[Tile, ...], count: int) -> tuple[Tile, ...]:
    """The ``count`` lowest tiles of a row (the whole row if it is shorter): those a clear
    takes (NR-7.2; rows are kept highest first)."""
    return row[max(len(row) - count, 0) :]


def points(tiles: Iterable[Tile]) -> int:
    """The sum of the tiles' values (what a clear costs and a payment is worth, NR-7.3)."""
    return sum(map(_VALUE_OF, tiles))


_VALUE_OF: Final = VALUE.__getitem__


def _one_colour(tiles: Sequence[Tile]) -> bool:
    """Whether the (non-empty) tiles of an action are of one colour: an action keeps its tiles
    sorted, and tiles sort by colour first, so the first and the last tell."""
    return COLOUR_OF[tiles[0]] == COLOUR_OF[tiles[-1]]


# --- the working copy of a seat -----------------------------------------------------------


class Desk:
    """The seat to act as mutable working data: its hand (a list in no particular order:
    the rules take tiles out by value, and it is sorted when it becomes a seat again), and
    as in a :class:`SeatState` its rows (six tuples, highest tile first), its score pile
    (sorted) and its phase."""

    __slots__ = ("hand", "phase", "pile", "rows")

    def __init__(
        self,
        hand: list[Tile],
        rows: tuple[tuple[Tile, ...], ...],
        pile: tuple[Tile, ...],
        phase: Phase,
    ) -> None:
        self.hand = hand
        self.rows = rows
        self.pile = pile
        self.phase = phase

    @classmethod
    def of(cls, seat: SeatState) -> Desk:
        """The desk of a seat's state (its hand as a list the kernel changes)."""
        return cls(list(seat.hand), seat.rows, seat.pile, seat.phase)

    def seat(self) -> SeatState:
        """The desk as an immutable seat again (its hand sorted first, in place)."""
        hand = self.hand
        hand.sort()
        return trusted_seat(tuple(hand), self.rows, self.pile, self.phase)


# --- the moves: what each action does to the tiles, unchecked (but for the tiles' presence)
#
# Every rule and move takes an action by its parts -- its kind (the action class), its tiles
# and payment (highest first, as an action keeps them; an exchange's in any order) and its
# ``phase2`` flag -- so that the fast-forward can judge a record's turns without making an
# action object for each.


def _move_exchange(desk: Desk, tiles: Sequence[Tile], out: list[Tile]) -> Refusal | None:
    if not take(desk.hand, tiles, out):
        return No.EXCHANGE_MISSING
    out += tiles  # out of the game (NR-5.2)
    return None


def _move_play(desk: Desk, tiles: tuple[Tile, ...], out: list[Tile]) -> Refusal | None:
    if not take(desk.hand, tiles, out):
        return No.PLAY_MISSING
    rows = desk.rows
    colour = COLOUR_OF[tiles[0]]
    desk.rows = (*rows[:colour], rows[colour] + tiles, *rows[colour + 1 :])  # at its low end
    return None


def _move_clear(
    desk: Desk, cleared: tuple[Tile, ...], pay: tuple[Tile, ...], out: list[Tile]
) -> Refusal | None:
    if not take(desk.hand, pay, out):
        return No.PAY_MISSING
    if cleared:
        rows = desk.rows
        colour = COLOUR_OF[cleared[0]]
        left = rows[colour][: max(len(rows[colour]) - len(cleared), 0)]
        desk.rows = (*rows[:colour], left, *rows[colour + 1 :])
    desk.pile = tuple(sorted(desk.pile + cleared))  # onto the score pile (NR-7.2) ...
    out += pay  # ... and the payment out of the game (NR-7.3)
    return None


def set_aside(desk: Desk, tiles: tuple[Tile, ...], out: list[Tile]) -> Refusal | None:
    """NR-3.2, the mulligan by its tiles, its move and its rule at once (a mulligan is legal
    when its tiles are there): they leave the hand for ``out`` (set aside), or the ones the
    hand lacks are named there."""
    if not take(desk.hand, tiles, out):
        return No.SET_ASIDE_MISSING
    out += tiles  # set aside until the last mulligan (NR-3.3)
    return None


def move(desk: Desk, action: Action, out: list[Tile]) -> Refusal | None:
    """Make ``action``'s move on ``desk`` without judging it (an action known to be legal, or
    a recorded one replayed as it happened): tiles taken from the hand, tiles leaving the
    game or set aside added to ``out``, the phase 2 declaration noted.  Refuses only when a
    tile it takes from the hand is not there."""
    kind = type(action)
    if kind is Exchange:
        refusal = _move_exchange(desk, action.tiles, out)
    elif kind is Play:
        refusal = _move_play(desk, action.tiles, out)
    elif kind is Clear:
        refusal = _move_clear(desk, action.tiles, action.pay, out)
    elif kind is SetAside:
        return set_aside(desk, action.tiles, out)
    elif kind is Pass:
        refusal = None
    else:
        raise ArgumentTypeError("action", action, "No Return")
    if refusal is None and action.phase2:
        desk.phase = _TWO
    return refusal


# --- the rules: the checks of each kind, in the order of LOG-FORMAT's table, then the move


def _play(desk: Desk, tiles: tuple[Tile, ...], phase2: bool, out: list[Tile]) -> Refusal | None:
    if desk.phase is _TWO:  # NR-6.2: there is no return
        return No.PLAY_IN_TWO
    if phase2:
        return No.PLAY_DECLARED
    if not tiles:  # NR-5.3
        return No.PLAY_EMPTY
    colour = COLOUR_OF[tiles[0]]
    row = desk.rows[colour]
    one_colour = COLOUR_OF[tiles[-1]] == colour  # as _one_colour(tiles)
    if one_colour and not (row and tiles[0] > row[-1]):  # NR-5.3, NR-5.4
        return _move_play(desk, tiles, out)  # NR-4.3
    if not take(desk.hand, tiles, out):  # NR-4.3 comes before NR-5.3/5.4
        return No.PLAY_MISSING
    return No.PLAY_HIGHER if one_colour else No.PLAY_COLOURS


def _clear(
    desk: Desk,
    cleared: tuple[Tile, ...],
    pay: tuple[Tile, ...],
    phase2: bool,
    out: list[Tile],
    minimal: bool,
) -> Refusal | None:
    if desk.phase is not _TWO and not phase2:  # NR-4.1: clearing is for phase 2
        return No.CLEAR_IN_ONE
    if not cleared:  # NR-7.2
        return No.CLEAR_EMPTY
    colour = COLOUR_OF[cleared[0]]
    if COLOUR_OF[cleared[-1]] != colour:  # as _one_colour(cleared)
        return No.CLEAR_COLOURS
    row = desk.rows[colour]
    if not row:
        return No.CLEAR_NO_ROW
    if lowest(row, len(cleared)) != cleared:  # both highest first: equal as multisets
        return No.CLEAR_NOT_LOWEST
    if not pay:  # NR-7.3
        return No.PAY_EMPTY
    due = points(cleared)
    paid = points(pay)
    if _one_colour(pay) and paid >= due and not (minimal and paid - VALUE[pay[-1]] >= due):
        return _move_clear(desk, cleared, pay, out)  # NR-4.3
    if not take(desk.hand, pay, out):  # NR-4.3 comes before NR-7.3/7.5
        return No.PAY_MISSING
    if not _one_colour(pay):
        return No.PAY_COLOURS
    return No.PAY_SHORT if paid < due else No.PAY_SUPERFLUOUS  # NR-7.3, NR-7.5


def judge(
    desk: Desk,
    kind: type[Action],
    tiles: tuple[Tile, ...],
    pay: tuple[Tile, ...],
    phase2: bool,
    out: list[Tile],
    minimal: bool,
) -> Refusal | None:
    """Judge a turn's action in play, given by its parts (see above), and when it is legal
    make its move on ``desk`` (tiles leaving the game are added to ``out``).  ``minimal`` is
    the ``minimal_payment`` option (NR-7.5)."""
    if phase2 and desk.phase is _TWO and kind is not Play:
        return No.ALREADY_TWO  # NR-6.1: phase 2 is entered once
    if kind is Exchange:  # the most common turn by far: judged here, without a call
        if not 1 <= len(tiles) <= MAX_EXCHANGE:  # NR-5.2 in phase 1, NR-7.1 in phase 2
            return No.EXCHANGE_COUNT_TWO if desk.phase is _TWO or phase2 else No.EXCHANGE_COUNT
        refusal = _move_exchange(desk, tiles, out)  # NR-4.3
    elif kind is Play:
        refusal = _play(desk, tiles, phase2, out)
    elif kind is Clear:
        refusal = _clear(desk, tiles, pay, phase2, out, minimal)
    elif kind is Pass:
        if phase2:  # NR-6.1: phase 2 is entered with an exchange or a clear
            return No.PASS_DECLARED
        return No.PASS_WITH_HAND if desk.hand else None  # NR-4.4
    elif kind is SetAside:  # NR-3.2: the mulligan belongs to the setup
        return No.SET_ASIDE_IN_PLAY
    else:
        raise ArgumentTypeError("action", kind, "No Return")
    if refusal is None and phase2:
        desk.phase = _TWO
    return refusal


def act(desk: Desk, action: Action, out: list[Tile], minimal: bool) -> Refusal | None:
    """:func:`judge` of an action object, by its parts (the parts a kind has as a class
    constant, such as a pass's tiles, are given as they are)."""
    kind = type(action)
    if kind is Clear:
        return judge(desk, kind, action.tiles, action.pay, action.phase2, out, minimal)
    if kind is Exchange or kind is Play:
        return judge(desk, kind, action.tiles, (), action.phase2, out, minimal)
    if kind is Pass:
        return judge(desk, kind, (), (), action.phase2, out, minimal)
    if kind is SetAside:
        return No.SET_ASIDE_IN_PLAY
    raise ArgumentTypeError("action", action, "No Return")


def mulligan(desk: Desk, action: Action, out: list[Tile]) -> Refusal | None:
    """Judge an action of the setup and, when it is a legal mulligan, make it: the tiles set
    aside (NR-3.2) are added to ``out``."""
    kind = type(action)
    if kind is not SetAside:
        if kind not in _TURN_KINDS:
            raise ArgumentTypeError("action", action, "No Return")
        return No.SETUP
    return set_aside(desk, action.tiles, out)


_TURN_KINDS: Final = frozenset((Exchange, Play, Clear, Pass))


# --- the draw -------------------------------------------------------------------------------


class Bag:
    """A state's bag as the kernel draws from it: ``tiles`` in draw order.  Taking removes the
    first copies, so a seeded game's bag keeps its order."""

    __slots__ = ("tiles",)

    def __init__(self, tiles: tuple[Tile, ...]) -> None:
        self.tiles = tiles

    def take(self, drawn: Sequence[Tile]) -> list[Tile]:
        """Take ``drawn`` out (``[]``), or name the tiles the bag lacks and change nothing."""
        tiles = self.tiles
        count = len(drawn)
        if tiles[:count] == tuple(drawn):  # a seeded game draws from the front
            self.tiles = tiles[count:]
            return []
        pool = list(tiles)
        missing: list[Tile] = []
        if take(pool, drawn, missing):
            self.tiles = tuple(pool)
        return missing


class CountedBag:
    """A sorted bag kept as copy counts, for the fast-forward (:func:`draw` takes from it):
    ``left[tile]`` in a bytearray, which refuses to take a count below zero (``ValueError``):
    that is how taking a tile finds that no copy of it is left, without a test per tile."""

    __slots__ = ("left", "size")

    def __init__(self, tiles: Sequence[Tile]) -> None:
        if tiles is TILESET:  # a new game's: two of each (NR-1.1), without a count
            self.left, self.size = bytearray(_TWO_EACH), len(TILESET)
        else:
            self.left, self.size = bytearray(len(KINDS)), 0
            self.put(tiles)

    def put(self, tiles: Sequence[Tile]) -> None:
        """Put ``tiles`` (back) into the bag."""
        left = self.left
        for tile in tiles:
            left[tile] += 1
        self.size += len(tiles)

    def sorted_tiles(self) -> tuple[Tile, ...]:
        """The bag, sorted (at the end of a game: empty, without a look at the counts)."""
        return _from_counts(self.left) if self.size else ()


def draw(
    hand: list[Tile], drawn: Sequence[Tile], due: int, bag: Bag | CountedBag
) -> Refusal | None:
    """LOG-DRAW: the draw is ``due`` tiles (:func:`refill`, or as many as set aside), every one
    in the bag; then they are in the hand (added at its end: a desk's hand is sorted only
    when it becomes a seat).  After a refusal the bag is to be thrown away."""
    if len(drawn) != due:
        return No.DRAW_COUNT
    if drawn:
        if isinstance(bag, CountedBag):  # the fast-forward's counts, taken here: its inner loop
            left = bag.left
            try:
                for tile in drawn:
                    left[tile] -= 1
            except ValueError:  # no copy left (see CountedBag)
                return No.DRAW_NOT_IN_BAG
            bag.size -= due
        elif bag.take(drawn):
            return No.DRAW_NOT_IN_BAG
        hand += drawn
    return None


def draw_front(hand: list[Tile], bag: tuple[Tile, ...], due: int) -> tuple[Tile, ...]:
    """A seeded game's draw: the ``due`` tiles at the front of the bag go into the hand (as
    :func:`draw` puts them); the bag that is left."""
    hand += bag[:due]
    return bag[due:]


# --- dealing from the tile set ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Misdeal:
    """Where dealing from the tile set fails: the hand of ``seat``, and the position ``at``
    of its first tile no copy of is left (``None`` for a hand that is not 8 tiles)."""

    code: Refusal
    seat: int
    at: int | None


def deal(hands: Sequence[Sequence[Tile]]) -> tuple[Tile, ...] | Misdeal:
    """The bag after drawing ``hands`` (seat 0 first) from the full tile set, sorted; or where
    that fails (LOG-DRAW: NR-3.1 hands of 8, NR-1.1 every tile twice)."""
    bag = deal_counted(hands)
    return bag if isinstance(bag, Misdeal) else bag.sorted_tiles()


def deal_counted(hands: Sequence[Sequence[Tile]]) -> CountedBag | Misdeal:
    """:func:`deal` with the bag as copy counts."""
    bag = CountedBag(TILESET)
    left = bag.left
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE:
            return Misdeal(No.DRAW_COUNT, seat, None)
        index = 0
        try:
            for index, tile in enumerate(hand):  # noqa: B007 (the index names the tile refused)
                left[tile] -= 1
        except ValueError:  # no copy of the tile left (see CountedBag)
            return Misdeal(No.DRAW_NOT_IN_BAG, seat, index)
        bag.size -= HAND_SIZE
    return bag


_TWO_EACH: Final = bytes([2]) * len(KINDS)


# A count's first and second copy, by bytes.translate: 0, 1, 2 copies -> 0/0, 1/0, 1/1.
_FIRST: Final = bytes(min(count, 1) for count in range(256))
_SECOND: Final = bytes(min(max(count - 1, 0), 1) for count in range(256))


def _from_counts(left: bytearray) -> tuple[Tile, ...]:
    """The sorted tiles of copy counts (``left[tile]`` copies of each tile, at most two):
    the tile set (every tile twice, in order) with the copies that are there picked out."""
    chosen = bytearray(len(TILESET))
    chosen[0::2] = left.translate(_FIRST)
    chosen[1::2] = left.translate(_SECOND)
    return tuple(compress(TILESET, chosen))
