"""Fast-forwarding a record: as far as its turns are legal, in one sweep.

Validating a log replays it turn by turn through immutable states, building a new bag,
box, hand and seat tuple for every turn -- most of a validation's time.  When only the end
matters (the verdict on a log, its final state and result), :func:`fast_forward` runs the
kernel's rules (:mod:`regelwerk.noreturn.kernel`) on working copies of every seat and a
counted bag, and builds one state where it stops: the very state the turn-by-turn replay
reaches there.

It stops at the first turn that breaks a rule (the seat, the action, then the draw) and
hands over the state before that turn and its index, so that the replay goes on from there
and names the rule and where, instead of starting again at turn 0.  It works on states
whose bag is sorted (every replayed record: its draws are explicit, see
:func:`~regelwerk.noreturn.transition.return_set_aside`); any other it hands back at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from regelwerk.noreturn import kernel
from regelwerk.noreturn.actions import Action
from regelwerk.noreturn.kernel import CountedBag, Desk
from regelwerk.noreturn.seat import Stage
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import Tile

__all__ = ["RecordedTurn", "fast_forward"]

_new = tuple.__new__  # the NamedTuples' own __new__ only re-packs the same fields


class RecordedTurn(Protocol):
    """A turn as a record holds it (:class:`regelwerk.noreturn.log.Turn` is one)."""

    @property
    def action(self) -> Action:
        """The turn's action."""
        ...

    @property
    def draw(self) -> tuple[Tile, ...]:
        """The tiles drawn after it."""
        ...

    @property
    def player(self) -> int | None:
        """The seat that played it."""
        ...


def fast_forward(state: State, turns: Sequence[RecordedTurn]) -> tuple[int, State]:
    """``(n, after)``: the first ``n`` of ``turns`` (actions with their explicit draws) are
    legal in turn, name the right seat when they name one and draw what they must, and
    ``after`` is the state they lead to; ``n < len(turns)`` when turn ``n`` does not (or the
    state is not one to fast-forward: then ``n`` is 0 and ``after`` is ``state``)."""
    seats, bag, box, set_aside, stage, to_act, turn_count, options, seed = state
    if stage is not Stage.PLAY or to_act is None or bag != tuple(sorted(bag)):
        return 0, state
    desks = [Desk.of(seat) for seat in seats]
    counted = CountedBag(bag)
    out = list(box)  # sorted at the end
    minimal = options.minimal_payment
    players = len(seats)
    act, draw, refill, next_seat = kernel.act, kernel.draw, kernel.refill, kernel.next_seat
    seat: int | None = to_act
    done = 0
    for turn in turns:
        player = turn.player
        if seat is None or (player is not None and player != seat):  # LOG-ORDER
            break
        desk = desks[seat]
        hand = desk.hand
        if (
            act(desk, turn.action, out, minimal) is not None
            or draw(hand, turn.draw, refill(len(hand), counted.size), counted) is not None
        ):  # the working copies are spoilt: sweep again, up to the turn before
            return fast_forward(state, turns[:done])
        done += 1
        seat = next_seat(seat, players, not counted.size)

    fields = (
        tuple(desk.seat() for desk in desks),
        counted.sorted_tiles(),
        tuple(sorted(out)),
        set_aside,
        Stage.OVER if seat is None else Stage.PLAY,
        seat,
        turn_count + done,
        options,
        seed,
    )
    return done, _new(type(state), fields)
