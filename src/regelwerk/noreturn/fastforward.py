"""Fast-forwarding a record: the state after a run of turns that are all legal, or ``None``.

Validating a log replays it turn by turn through immutable states, building a new bag,
box, hand and seat tuple for every turn -- most of a validation's time.  When only the end
matters (the verdict on a log that turns out to be valid, its final state and result),
:func:`fast_forward` plays the same turns on plain mutable counts and lists, and builds one
state at the end: the very state the turn-by-turn replay reaches.

It judges each turn by the same rules as :mod:`regelwerk.noreturn.validate` (the seat, the
action, then the draw), written here against its own working data; at the first turn that
breaks any of them it gives up and returns ``None``, and the caller replays turn by turn,
which names the rule and where.  It works on states whose bag is sorted (every replayed
record: its draws are explicit, see :func:`~regelwerk.noreturn.transition.return_set_aside`);
for any other it returns ``None`` at once.  Tests check that it never disagrees with the
replay.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import chain
from operator import getitem
from typing import Protocol

from regelwerk.noreturn.actions import Action, Clear, Exchange, Pass, Play
from regelwerk.noreturn.seat import HAND_SIZE, Phase, SeatState, Stage
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import COLOUR_OF, KINDS, VALUE, Tile

__all__ = ["RecordedTurn", "fast_forward"]

_MAX_EXCHANGE = 4
_COPIES = tuple(((), (tile,), (tile, tile)) for tile in KINDS)  # [tile][n]: n copies of it
_new = tuple.__new__  # the NamedTuples' own __new__ only re-packs the same fields


class RecordedTurn(Protocol):
    """A turn as a record holds it (:class:`regelwerk.noreturn.log.Turn` is one)."""

    @property
    def action(self) -> Action: ...

    @property
    def draw(self) -> tuple[Tile, ...]: ...

    @property
    def player(self) -> int | None: ...


def _without(hand: list[Tile], tiles: Sequence[Tile]) -> bool:
    """Take ``tiles`` out of ``hand``; ``False`` if one is not there (NR-4.3)."""
    try:
        for tile in tiles:
            hand.remove(tile)
    except ValueError:
        return False
    return True


def _one_colour(tiles: Sequence[Tile]) -> bool:
    """Whether the (non-empty) tiles of an action are of one colour.  An action keeps its
    tiles sorted, and tiles sort by colour first: the first and the last tell."""
    return COLOUR_OF[tiles[0]] == COLOUR_OF[tiles[-1]]


def fast_forward(state: State, turns: Iterable[RecordedTurn]) -> State | None:
    """The state after ``turns`` (actions with their explicit draws) if every one is legal
    in turn, names the right seat when it names one, and draws what it must; else ``None``.
    """
    seats, bag, box, set_aside, stage, to_act, turn_count, options, seed = state
    if stage is not Stage.PLAY or to_act is None or bag != tuple(sorted(bag)):
        return None
    players = len(seats)
    hands = [list(seat.hand) for seat in seats]  # sorted, as in a state
    rows = [list(seat.rows) for seat in seats]
    piles = [list(seat.pile) for seat in seats]  # sorted at the end
    phases = [seat.phase for seat in seats]
    boxed = list(box)  # sorted at the end
    left = [0] * len(KINDS)  # copies of each tile in the bag
    for tile in bag:
        left[tile] += 1
    in_bag = len(bag)
    minimal = options.minimal_payment
    seat: int | None = to_act

    for turn in turns:
        if seat is None:  # LOG-ORDER: a turn after the end
            return None
        if turn.player is not None and turn.player != seat:  # LOG-ORDER: the wrong seat
            return None
        action = turn.action
        kind = type(action)
        hand = hands[seat]
        in_two = phases[seat] is Phase.TWO
        if kind is Exchange:
            assert isinstance(action, Exchange)
            tiles = action.tiles
            if action.phase2 and in_two:  # NR-6.1: phase 2 is entered once
                return None
            if not 1 <= len(tiles) <= _MAX_EXCHANGE or not _without(hand, tiles):
                return None  # NR-5.2 / NR-7.1, NR-4.3
            boxed += tiles
        elif kind is Play:
            assert isinstance(action, Play)
            tiles = action.tiles
            if in_two or action.phase2 or not tiles or not _without(hand, tiles):
                return None  # NR-6.2, NR-5.3, NR-4.3
            if not _one_colour(tiles):  # NR-5.3
                return None
            colour = COLOUR_OF[tiles[0]]
            row = rows[seat][colour]
            if row and tiles[0] > row[-1]:  # NR-5.4: highest first, rows end lowest
                return None
            rows[seat][colour] = row + tiles
        elif kind is Clear:
            assert isinstance(action, Clear)
            cleared, pay = action.tiles, action.pay
            if in_two == action.phase2 or not cleared or not _one_colour(cleared):
                return None  # NR-6.1 / NR-4.1, NR-7.2
            colour = COLOUR_OF[cleared[0]]
            row = rows[seat][colour]
            if len(cleared) > len(row) or row[len(row) - len(cleared) :] != cleared:
                return None  # NR-7.2: the lowest tiles of a row
            if not pay or not _without(hand, pay) or not _one_colour(pay):
                return None  # NR-7.3, NR-4.3
            due = sum(VALUE[tile] for tile in cleared)
            paid = sum(VALUE[tile] for tile in pay)
            if paid < due or (minimal and paid - VALUE[pay[-1]] >= due):
                return None  # NR-7.3, NR-7.5
            rows[seat][colour] = row[: len(row) - len(cleared)]
            piles[seat] += cleared
            boxed += pay
        elif kind is Pass:
            assert isinstance(action, Pass)
            if action.phase2 or hand:  # NR-6.1, NR-4.4
                return None
        else:
            return None
        if kind is not Pass and action.phase2:
            phases[seat] = Phase.TWO

        # LOG-DRAW: refill to 8 or empty the bag (NR-4.2), with tiles that are in it.
        draw = turn.draw
        need = HAND_SIZE - len(hand)
        if need > in_bag:
            need = in_bag
        if len(draw) != need:
            return None
        for tile in draw:
            if not left[tile]:
                return None
            left[tile] -= 1
        if draw:
            in_bag -= need
            hand += draw
            hand.sort()
        turn_count += 1
        # NR-8.1: the game ends with the round in which the bag ran out.
        if seat < players - 1:
            seat += 1
        else:
            seat = 0 if in_bag else None

    new_seats = tuple(
        _new(SeatState, (tuple(hand), tuple(seat_rows), tuple(sorted(pile)), phase))
        for hand, seat_rows, pile, phase in zip(hands, rows, piles, phases, strict=True)
    )
    new_bag = tuple(chain.from_iterable(map(getitem, _COPIES, left)))
    fields = (
        new_seats,
        new_bag,
        tuple(sorted(boxed)),
        set_aside,
        Stage.OVER if seat is None else Stage.PLAY,
        seat,
        turn_count,
        options,
        seed,
    )
    return _new(type(state), fields)
