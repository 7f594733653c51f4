"""Fast-forwarding a record: as far as its setup and turns are legal, in one sweep.

Validating a log replays it turn by turn through immutable states, building a new bag,
box, hand and seat tuple for every turn -- most of a validation's time.  When only the end
matters (the verdict on a log, its final state and result), the sweep moves the game
on by the kernel's one step (:func:`regelwerk.noreturn.kernel.step`), as the turn-by-turn
replay does, but on working copies of every seat and a counted bag, and builds one state
where it stops: the very state the turn-by-turn replay reaches there.

:func:`fast_forward` starts from a state in play; :func:`fast_replay` from a record's deal,
through its mulligans (NR-3.2) and their return to the bag (NR-3.3).  Both stop at the first
turn that breaks a rule (the seat, the action, then the draw) and hand over the state before
that turn and its index, so that the replay goes on from there and names the rule and
where, instead of starting again at turn 0.  They work on bags kept sorted (every replayed
record: its draws are explicit, see :func:`~regelwerk.noreturn.kernel.return_set_aside`);
any other state is handed back at once.  :func:`fast_verdict` is the sweep of a whole
record whose turns are read as it goes (the fused pass of ``regelwerk validate``): the seats
at its end, to be scored, with no state made, or ``None`` as soon as a turn is not a legal
one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from regelwerk.noreturn import kernel
from regelwerk.noreturn.actions import SetAside
from regelwerk.noreturn.kernel import CountedBag, Desk, Misdeal, TurnParts
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.seat import Phase, Stage
from regelwerk.noreturn.setup import GAME, NO_ROWS
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import Tile

__all__ = ["fast_forward", "fast_replay", "fast_verdict"]

T = TypeVar("T")


def fast_forward(state: State, turns: Sequence[TurnParts]) -> tuple[int, State]:
    """``(n, after)``: the first ``n`` of ``turns`` (by their parts, with their explicit
    draws) are legal in turn, name the right seat when they name one and draw what they
    must, and ``after`` is the state they lead to; ``n < len(turns)`` when turn ``n`` does
    not (or the state is not one to fast-forward: then ``n`` is 0 and ``after`` is
    ``state``)."""
    bag = state.bag
    if state.stage is not Stage.PLAY or state.to_act is None:
        return 0, state
    counted = CountedBag(bag)
    if counted.sorted_tiles() != bag:
        return 0, state
    desks = [Desk.of(seat) for seat in state.seats]
    out = list(state.box)
    done, seat = _sweep(desks, counted, out, state.to_act, turns, state.options)
    if done < len(turns):  # the working copies are spoilt: sweep again, up to that turn
        return fast_forward(state, turns[:done])
    turn = state.turn + done
    return done, _after(desks, counted, out, seat, state.set_aside, turn, state.options, state.seed)


def fast_replay(
    hands: Sequence[tuple[Tile, ...]],
    mulligans: Sequence[tuple[tuple[Tile, ...], tuple[Tile, ...]]],
    turns: Sequence[TurnParts],
    options: Options,
) -> tuple[int, State] | None:
    """``(n, after)`` as :func:`fast_forward` from the state play begins in after dealing
    ``hands`` and the ``mulligans`` (per seat, the tiles set aside and those drawn); ``None``
    when the deal or a mulligan breaks a rule (for the replay to name it)."""
    dealt = _dealt(hands, mulligans, options)
    if dealt is None:
        return None
    desks, counted = dealt
    out: list[Tile] = []
    done, seat = _sweep(desks, counted, out, 0, turns, options)
    if done < len(turns):  # as in fast_forward
        return fast_replay(hands, mulligans, turns[:done], options)
    return done, _after(desks, counted, out, seat, (), done, options, None)


def fast_verdict(
    hands: Sequence[tuple[Tile, ...]],
    mulligans: Sequence[tuple[tuple[Tile, ...], tuple[Tile, ...]]],
    turns: Sequence[T],
    read: Callable[[T], TurnParts],
    options: Options,
) -> tuple[list[Desk], bool] | None:
    """The seats (as the sweep's desks) a record ends with, and whether its game is over,
    when its deal, its mulligans and every one of ``turns`` are legal (as
    :func:`fast_replay` judges them), else ``None``.  Each turn is ``read`` into its parts
    as the sweep comes to it, so a log's turns are read and judged in one walk; a turn that
    ``read`` refuses (``KeyError`` or ``TypeError``) is no legal one either.  No state is
    made: a verdict needs only the seats' scores (:func:`~regelwerk.noreturn.scoring.result_of`),
    and sorting the box and the hands back into a state cost a fifth of the sweep.  ``None``
    says nothing of why: whoever needs that replays the record."""
    dealt = _dealt(hands, mulligans, options)
    if dealt is None:
        return None
    desks, counted = dealt
    out: list[Tile] = []
    try:
        done, seat = _sweep(desks, counted, out, 0, map(read, turns), options)
    except (KeyError, TypeError):  # a turn that is no turn
        return None
    if done < len(turns):  # a turn broke a rule, or came after the end
        return None
    return desks, seat is None


def _dealt(
    hands: Sequence[tuple[Tile, ...]],
    mulligans: Sequence[tuple[tuple[Tile, ...], tuple[Tile, ...]]],
    options: Options,
) -> tuple[list[Desk], CountedBag] | None:
    """The working copies play begins with after dealing ``hands`` and the ``mulligans``
    (NR-3.2, then NR-3.3), or ``None`` when the deal or a mulligan breaks a rule."""
    players = len(hands)
    if not GAME.min_players <= players <= GAME.max_players or len(mulligans) != players:
        return None
    counted = kernel.deal_counted(hands)
    if isinstance(counted, Misdeal):
        return None
    desks = [Desk(list(hand), NO_ROWS, (), Phase.ONE) for hand in hands]
    aside: list[Tile] = []
    minimal = options.minimal_payment
    for desk, (tiles, drawn) in zip(desks, mulligans, strict=True):  # NR-3.2, seat by seat
        if kernel.step(desk, counted, SetAside, tiles, (), False, drawn, aside, minimal, True):
            return None
    kernel.return_set_aside(counted, aside, None)  # NR-3.3
    return desks, counted


def _sweep(
    desks: list[Desk],
    counted: CountedBag,
    out: list[Tile],
    seat: int | None,
    turns: Iterable[TurnParts],
    options: Options,
) -> tuple[int, int | None]:
    """Judge ``turns`` from ``seat`` on, on the working copies: how many are legal, and the
    seat to act after them (``None``: the game is over).  Tiles leaving the game go to
    ``out``; after an illegal turn the copies are spoilt."""
    minimal = options.minimal_payment
    step = kernel.step
    going, ending = kernel.seat_order(len(desks))  # next_seat by table
    done = 0
    for kind, tiles, pay, phase2, drawn, player in turns:
        if seat is None or (player is not None and player != seat):  # LOG-ORDER
            break
        if step(desks[seat], counted, kind, tiles, pay, phase2, drawn, out, minimal) is not None:
            break
        done += 1
        seat = (going if counted.size else ending)[seat]
    return done, seat


def _after(
    desks: list[Desk],
    counted: CountedBag,
    out: list[Tile],
    seat: int | None,
    set_aside: tuple[Tile, ...],
    turn: int,
    options: Options,
    seed: int | None,
) -> State:
    """The state the sweep reached: the working copies made immutable again."""
    return State._trusted(
        tuple(map(Desk.seat, desks)),
        counted.sorted_tiles(),
        tuple(sorted(out)),
        set_aside,
        _OVER if seat is None else _PLAY,
        seat,
        turn,
        options,
        seed,
    )


_OVER, _PLAY = Stage.OVER, Stage.PLAY  # enum members are slow to look up
