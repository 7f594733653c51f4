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
* every path that moves a game on does it by :func:`step` (an action and its draw):
  :meth:`State.play` / :meth:`State.apply` (:mod:`regelwerk.noreturn.transition`) on the
  seat to act, building the next state; :func:`~regelwerk.noreturn.fastforward.fast_forward`
  and ``fast_replay`` on working copies of a whole game (from its deal, for a record), turn
  after turn, building one state at the end.

The rules take an action by its parts (:data:`TurnParts`: its kind, tiles, payment and
``phase2`` flag; :func:`judge` in play, :func:`mulligan` in the setup), so that a record's
turns are judged without an action object each; :func:`parts` reads them off an action
object.  Each refusal names its case by a
:class:`~regelwerk.noreturn.reasons.NoReturnReason`.

Each constant and derived rule -- the hand size, the exchange sizes, the refill count
(NR-4.2), the end of the round (NR-8.1), dealing from the tile set -- is defined here once,
as is the one helper that takes tiles out of a multiset (:func:`take`).  So is each
constraint that the legal-action generator (:mod:`regelwerk.noreturn.generate`) counts and
lists by: :data:`EXCHANGE_SIZES` (NR-5.2, NR-7.1), :func:`play_limit` (NR-5.3, NR-5.4),
:func:`lowest` and :func:`points` (NR-7.2), :func:`covers` (NR-7.3), :func:`superfluous`
(NR-7.5) and :func:`may_declare` (NR-4.1, NR-6.1).  The rules below ask them; where the
generator counts by combinatorics instead (a bisection over payment sums, a walk over a
sorted hand), a comment there names the predicate, and
``tests/noreturn/test_generator_predicates.py`` pins the two together.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import compress
from typing import Final, TypeAlias

from regelwerk.errors import ArgumentTypeError
from regelwerk.frozen import Frozen
from regelwerk.noreturn.actions import Action, Clear, Exchange, Pass, Play, SetAside, TurnAction
from regelwerk.noreturn.chance import shuffle
from regelwerk.noreturn.reasons import NoReturnReason as R
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.noreturn.seat import HAND_SIZE, Phase, SeatState, trusted_seat
from regelwerk.noreturn.tiles import COLOUR_OF, KINDS, TILESET, VALUE, Tile
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode
from regelwerk.violation import Refusal

__all__ = [
    "EXCHANGE_SIZES",
    "HAND_SIZE",
    "MAX_EXCHANGE",
    "REFILLS",
    "ActionParts",
    "Bag",
    "CountedBag",
    "Desk",
    "Misdeal",
    "No",
    "Refusal",
    "TurnParts",
    "covers",
    "deal",
    "deal_counted",
    "draw",
    "due",
    "judge",
    "lowest",
    "make",
    "may_declare",
    "move",
    "mulligan",
    "next_seat",
    "parts",
    "play_limit",
    "points",
    "refill",
    "return_set_aside",
    "seat_order",
    "set_aside",
    "step",
    "superfluous",
    "take",
]

MAX_EXCHANGE: Final = 4
"""The most tiles an exchange puts out of the game (NR-5.2, NR-7.1)."""

EXCHANGE_SIZES: Final = range(1, MAX_EXCHANGE + 1)
"""How many tiles an exchange puts out of the game: 1 to 4 (NR-5.2 in phase 1, NR-7.1 in
phase 2)."""

_TWO: Final = Phase.TWO

_Tiles: TypeAlias = tuple[Tile, ...]
ActionParts: TypeAlias = tuple[type[Action], _Tiles, _Tiles, bool]
"""An action by its parts, as the rules take it (:func:`parts`): its kind (its class), its
tiles, its payment (a clear's; else empty) and its ``phase2`` flag."""

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
    """NR-4.2: a turn draws up to a full hand, or as many as the bag still holds; nothing
    into a hand that is full, or fuller (a replay that goes on past an illegal turn)."""
    need = HAND_SIZE - held if held < HAND_SIZE else 0
    return need if need < in_bag else in_bag


def next_seat(seat: int, players: int, bag_empty: bool) -> int | None:
    """The seat after ``seat`` in play; ``None`` when the game is over (NR-8.1: it ends with
    the round in which the bag ran out)."""
    if seat < players - 1:
        return seat + 1
    return None if bag_empty else 0


# The two derived rules of every turn as tables, for the loops that judge turn after turn
# (a look-up costs a tenth of a call): made from the rules above, never written again.
_UP_TO_FULL = tuple(
    tuple(refill(held, in_bag) for in_bag in range(len(TILESET) + 1))
    for held in range(HAND_SIZE + 1)
)
# A hand fuller than full draws nothing, as a full one does: those rows are the full hand's
# (made once, not 124 times over at every start).
REFILLS: Final = _UP_TO_FULL + (_UP_TO_FULL[HAND_SIZE],) * (len(TILESET) - HAND_SIZE)
""":func:`refill` by table: ``REFILLS[held][in_bag]``, for any hand a replay can make (one that
goes on past an illegal turn takes its recorded draws, however many)."""


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
    whole = True
    for tile in tiles:
        try:
            pool.remove(tile)
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


def play_limit(row: tuple[Tile, ...]) -> Tile:
    """NR-5.3, NR-5.4: the highest tile a play may add to ``row`` (a tile of the row's
    colour): rows only descend, so none higher than the row's lowest, its last, tile (of
    one colour a lower tile is a lower value); on an empty row, any."""
    return row[-1] if row else _HIGHEST


_HIGHEST: Final = KINDS[-1]


def covers(paid: int, due: int) -> bool:
    """NR-7.3: a payment worth ``paid`` covers a clear worth ``due``."""
    return paid >= due


def superfluous(pay: tuple[Tile, ...], paid: int, due: int) -> bool:
    """NR-7.5 (``minimal_payment``): the covering payment ``pay`` (highest first), worth
    ``paid``, would cover ``due`` without its lowest tile, its last."""
    return paid - VALUE[pay[-1]] >= due


def may_declare(phase: Phase) -> bool:
    """NR-6.1: a seat may declare phase 2 only from phase 1 (it is entered once).  So a
    clear, which is for phase 2 (NR-4.1), declares it exactly when the seat may."""
    return phase is not _TWO


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


def parts(action: Action) -> ActionParts:
    """``action`` by its parts, as the rules take it (:data:`ActionParts`);
    :class:`~regelwerk.errors.ArgumentTypeError` for anything but an action.  Every action
    class answers the same three parts (a kind without one has it as a class constant), so
    they are read alike, without asking which kind the action is."""
    kind = type(action)
    if kind not in _ACTION_KINDS:
        raise ArgumentTypeError("action", action, "No Return")
    return kind, action.tiles, action.pay, action.phase2


_ACTION_KINDS: Final = frozenset({Exchange, Play, Clear, Pass, SetAside})


def make(
    desk: Desk,
    kind: type[Action],
    tiles: tuple[Tile, ...],
    pay: tuple[Tile, ...],
    phase2: bool,
    out: list[Tile],
) -> Refusal | None:
    """Make an action's move, given by its parts, on ``desk`` without judging it (an action
    known to be legal, or a recorded one replayed as it happened): tiles taken from the
    hand, tiles leaving the game or set aside added to ``out``, the phase 2 declaration
    noted.  Refuses only when a tile it takes from the hand is not there."""
    if kind is Exchange:
        refusal = _move_exchange(desk, tiles, out)
    elif kind is Play:
        refusal = _move_play(desk, tiles, out)
    elif kind is Clear:
        refusal = _move_clear(desk, tiles, pay, out)
    elif kind is SetAside:
        return set_aside(desk, tiles, out)
    else:  # a pass moves nothing
        refusal = None
    if refusal is None and phase2:
        desk.phase = _TWO
    return refusal


def move(desk: Desk, action: Action, out: list[Tile]) -> Refusal | None:
    """:func:`make` of an action object."""
    kind, tiles, pay, phase2 = parts(action)
    return make(desk, kind, tiles, pay, phase2, out)


# --- the rules: the checks of each kind, in the order of LOG-FORMAT's table, then the move


def _play(desk: Desk, tiles: tuple[Tile, ...], phase2: bool, out: list[Tile]) -> Refusal | None:
    if desk.phase is _TWO:  # NR-6.2: there is no return
        return No.PLAY_IN_TWO
    if phase2:
        return No.PLAY_DECLARED
    if not tiles:  # NR-5.3
        return No.PLAY_EMPTY
    one_colour = _one_colour(tiles)
    if one_colour and tiles[0] <= play_limit(desk.rows[COLOUR_OF[tiles[0]]]):  # NR-5.3, 5.4
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
    if not phase2 and may_declare(desk.phase):  # NR-4.1: clearing is for phase 2
        return No.CLEAR_IN_ONE
    if not cleared:  # NR-7.2
        return No.CLEAR_EMPTY
    if not _one_colour(cleared):
        return No.CLEAR_COLOURS
    row = desk.rows[COLOUR_OF[cleared[0]]]
    if not row:
        return No.CLEAR_NO_ROW
    if lowest(row, len(cleared)) != cleared:  # both highest first: equal as multisets
        return No.CLEAR_NOT_LOWEST
    if not pay:  # NR-7.3
        return No.PAY_EMPTY
    due = points(cleared)
    paid = points(pay)
    enough = covers(paid, due)
    if _one_colour(pay) and enough and not (minimal and superfluous(pay, paid, due)):
        return _move_clear(desk, cleared, pay, out)  # NR-4.3
    if not take(desk.hand, pay, out):  # NR-4.3 comes before NR-7.3/7.5
        return No.PAY_MISSING
    if not _one_colour(pay):
        return No.PAY_COLOURS
    return No.PAY_SUPERFLUOUS if enough else No.PAY_SHORT  # NR-7.5, NR-7.3


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
    if phase2 and kind is not Play and not may_declare(desk.phase):
        return No.ALREADY_TWO  # NR-6.1: phase 2 is entered once
    if kind is Exchange:  # the most common turn by far: judged here, without a call
        if len(tiles) not in EXCHANGE_SIZES:  # NR-5.2 in phase 1, NR-7.1 in phase 2
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


def mulligan(
    desk: Desk, kind: type[Action], tiles: tuple[Tile, ...], out: list[Tile]
) -> Refusal | None:
    """Judge an action of the setup, given by its kind and tiles, and when it is a legal
    mulligan make it: the tiles set aside (NR-3.2) are added to ``out``."""
    return set_aside(desk, tiles, out) if kind is SetAside else No.SETUP


# --- the step: one action and its draw, the one way every path moves the game on -----------


def step(
    desk: Desk,
    bag: Bag | CountedBag,
    kind: type[Action],
    tiles: tuple[Tile, ...],
    pay: tuple[Tile, ...],
    phase2: bool,
    drawn: Sequence[Tile] | None,
    out: list[Tile],
    minimal: bool,
    setup: bool = False,
    checked: bool = True,
) -> Refusal | None:
    """The game moved on by one action, given by its parts, of the seat at ``desk``, and its
    draw from ``bag``: ``None``, or the first rule they break (the desk and the bag are then
    to be thrown away).  Every path moves a game on through it: ``State.play`` (checked)
    and ``State.apply`` (not checked) by :mod:`~regelwerk.noreturn.transition`, and the
    fast-forward's sweep over a record's setup and turns
    (:mod:`~regelwerk.noreturn.fastforward`).

    * The action: in the ``setup`` only the mulligan (NR-3.2); in play judged by
      :func:`judge` and made when legal; not ``checked``, only made (:func:`make`).  The
      tiles it sets aside or puts out of the game are added to ``out``.
    * Its draw (:func:`draw`): :func:`due` tiles, as many as set aside or the refill of
      NR-4.2; not ``checked``, the ``drawn`` tiles as they are; ``drawn=None`` draws them
      from the front of the bag (a seeded game).

    Who acts next is :func:`next_seat`'s (NR-8.1) and, after the setup, the set-aside
    tiles go back into the bag by :func:`return_set_aside` (NR-3.3)."""
    if setup:
        moved = len(out)  # (the mulligan's draw is as many as it sets aside)
        refusal = mulligan(desk, kind, tiles, out)
    elif checked:
        refusal = judge(desk, kind, tiles, pay, phase2, out, minimal)
    else:
        refusal = make(desk, kind, tiles, pay, phase2, out)
    if refusal is not None:
        return refusal
    hand = desk.hand
    count = len(out) - moved if setup else REFILLS[len(hand)][bag.size]  # due(), by table
    if drawn is None:  # a seeded game draws from the front of its bag
        hand += bag.front(count)
        return None
    return draw(hand, drawn, count if checked else len(drawn), bag)


# --- the draw -------------------------------------------------------------------------------


class Bag:
    """A state's bag as the kernel draws from it: ``tiles`` in draw order, ``size`` of them.
    Taking removes the first copies, so a seeded game's bag keeps its order."""

    __slots__ = ("size", "tiles")

    def __init__(self, tiles: tuple[Tile, ...]) -> None:
        self.tiles = tiles
        self.size = len(tiles)

    def take(self, drawn: Sequence[Tile]) -> list[Tile]:
        """Take ``drawn`` out (``[]``), or name the tiles the bag lacks and change nothing."""
        tiles = self.tiles
        count = len(drawn)
        if tiles[:count] == tuple(drawn):  # a seeded game draws from the front
            self.tiles = tiles[count:]
            self.size -= count
            return []
        pool = list(tiles)
        missing: list[Tile] = []
        if take(pool, drawn, missing):
            self.tiles = tuple(pool)
            self.size = len(pool)
        return missing

    def front(self, count: int) -> tuple[Tile, ...]:
        """Take the ``count`` tiles at the front out (a seeded game's draw, in its order)."""
        tiles = self.tiles
        self.tiles = tiles[count:]
        self.size = len(self.tiles)
        return tiles[:count]

    def put(self, tiles: Sequence[Tile], rng: random.Random | None = None) -> None:
        """Put ``tiles`` (back) into the bag: then shuffled with ``rng`` (a seeded game), or
        sorted (a replayed record, whose draws are named)."""
        pool = [*self.tiles, *tiles]
        if rng is None:
            pool.sort()
        else:
            shuffle(pool, rng)
        self.tiles = tuple(pool)
        self.size = len(pool)


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

    def put(self, tiles: Sequence[Tile], rng: random.Random | None = None) -> None:
        """Put ``tiles`` (back) into the bag (kept sorted: ``rng`` shuffles nothing)."""
        left = self.left
        for tile in tiles:
            left[tile] += 1
        self.size += len(tiles)

    def front(self, count: int) -> tuple[Tile, ...]:
        """Take the ``count`` lowest tiles out (the front of a bag kept sorted)."""
        drawn = self.sorted_tiles()[:count]
        left = self.left
        for tile in drawn:
            left[tile] -= 1
        self.size -= len(drawn)
        return drawn

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


def return_set_aside(bag: Bag | CountedBag, aside: Sequence[Tile], seed: int | None) -> None:
    """NR-3.3: after the last mulligan the set-aside tiles go back into the bag and play
    begins.  A seeded game shuffles the bag again with ``random.Random(f"{seed}:NR-3.3")``;
    a replayed record names its draws, so its bag (``seed`` ``None``) is kept sorted."""
    bag.put(aside, None if seed is None else random.Random(f"{seed}:NR-3.3"))


# --- dealing from the tile set ------------------------------------------------------------


class Misdeal(Frozen):
    """Where dealing from the tile set fails: the hand of ``seat``, and the position ``at``
    of its first tile no copy of is left (``None`` for a hand that is not 8 tiles)."""

    __slots__ = ("code", "seat", "at")  # noqa: RUF023 (the fields' order)
    code: Refusal
    seat: int
    at: int | None

    def __init__(self, code: Refusal, seat: int, at: int | None) -> None:
        self._init(code, seat, at)


Misdeal._name_fields()


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
