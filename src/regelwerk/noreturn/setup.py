"""Setting up a game of No Return (NR-2, NR-3): seeded, from a record's hands, or by hand.

Seeded games are reproducible everywhere: the bag is :data:`~regelwerk.noreturn.tiles.TILESET`
(sorted) shuffled by ``random.Random(seed).shuffle``, every draw takes tiles from its front,
and when the set-aside tiles go back (NR-3.3) the bag is shuffled again by
``random.Random(f"{seed}:NR-3.3").shuffle`` (see :mod:`regelwerk.noreturn.transition`).

Setting up lays out the table (a :data:`Layout`, the fields of a state); the state is made
from it (:meth:`State.new <regelwerk.noreturn.state.State.new>`, ``State(*layout)``), so that
this module, below the state, never needs it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeAlias

from regelwerk.arguments import check_int, check_seed
from regelwerk.errors import (
    ArgumentTypeError,
    IllegalActionError,
    SeatError,
    UsageError,
    notations,
)
from regelwerk.game import Chance, GameInfo, Information
from regelwerk.noreturn import errortexts as texts
from regelwerk.noreturn import kernel
from regelwerk.noreturn.chance import shuffle
from regelwerk.noreturn.kernel import HAND_SIZE, Misdeal, take
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.noreturn.seat import Phase, SeatState, Stage
from regelwerk.noreturn.tiles import TILESET, Tile, as_tiles
from regelwerk.seeds import seed_or_fresh
from regelwerk.violation import Violation

__all__ = ["GAME", "Layout", "build", "deal", "deal_or_misdeal", "misdeal", "new_game"]

GAME = GameInfo(
    name="no-return",
    title="No Return",
    log_format="no-return/1",
    min_players=2,
    max_players=4,
    chance=Chance.EXPLICIT,  # draws from the bag, each recorded
    information=Information.IMPERFECT,  # hands, the bag's order and exchanged tiles
    lower_score_wins=False,
)

NO_ROWS: tuple[tuple[Tile, ...], ...] = ((),) * 6


Layout: TypeAlias = tuple[
    tuple[SeatState, ...],  # seats
    tuple[Tile, ...],  # bag
    tuple[Tile, ...],  # box
    tuple[Tile, ...],  # set_aside
    Stage,
    int | None,  # to_act
    int,  # turn
    Options,
    int | None,  # seed
]
"""The table as set up: the fields of a :class:`~regelwerk.noreturn.state.State`, in its
constructor's order (``State(*layout)``).  A plain tuple, not a named tuple: defining a
``NamedTuple`` compiles code, which every command that loads the game would pay for at its
start, and nothing reads a layout but the state's constructor."""


def _check_players(players: int) -> None:
    check_int(players, "players")
    if not GAME.min_players <= players <= GAME.max_players:
        raise IllegalActionError(Violation.of(NoReturnRuleId.NR_2_1, players=players))


def new_game(players: int, seed: int | None, options: Options) -> Layout:
    """A seeded game: hands dealt from the shuffled bag, every seat in phase 1 (NR-5.1).
    Without a seed, a fresh one (:mod:`regelwerk.seeds`), kept in the state."""
    _check_players(players)
    check_options(options)
    seed = seed_or_fresh(check_seed(seed))
    bag = list(TILESET)
    shuffle(bag, random.Random(seed))
    hands = [tuple(sorted(bag[i * HAND_SIZE : (i + 1) * HAND_SIZE])) for i in range(players)]
    return _setup_state(hands, tuple(bag[players * HAND_SIZE :]), options, seed)


def deal(hands: Sequence[Sequence[Tile]], options: Options) -> Layout:
    """The setup from explicit hands, each checked against the bag as it stands (LOG-DRAW);
    anything in a hand that is not a tile raises :class:`~regelwerk.errors.NotationError`."""
    dealt = deal_or_misdeal(hands, options)
    if isinstance(dealt, Misdeal):
        raise IllegalActionError(misdeal(dealt, hands))
    return dealt


def deal_or_misdeal(hands: Sequence[Sequence[Tile]], options: Options) -> Layout | Misdeal:
    """:func:`deal`, or where the deal goes wrong (for a replay to point at it)."""
    hands = _listed(hands)
    _check_players(len(hands))
    check_options(options)
    tiles = hands
    bag = kernel.deal(tiles)
    if isinstance(bag, Misdeal):
        return bag
    return _setup_state([tuple(sorted(hand)) for hand in tiles], bag, options, None)


def _listed(parts: object) -> list[tuple[Tile, ...]]:
    """Per seat, a list of tiles: anything else raises
    :class:`~regelwerk.errors.NotationError`."""
    return [as_tiles(notations(part, "tiles")) for part in notations(parts, "tiles")]


def _phase(value: object) -> Phase:
    if not isinstance(value, Phase):
        raise ArgumentTypeError("phase", value)
    return value


def check_options(options: object) -> Options:
    """``options`` when they are No Return's, else
    :class:`~regelwerk.errors.ArgumentTypeError`."""
    if not isinstance(options, Options):
        raise ArgumentTypeError("options", options)
    return options


def misdeal(fault: Misdeal, hands: Sequence[Sequence[Tile]]) -> Violation:
    """The violation of a deal that :func:`kernel.deal <regelwerk.noreturn.kernel.deal>`
    refuses (LOG-DRAW)."""
    hand = hands[fault.seat]
    if fault.at is None:
        return Violation.of(
            fault.code.rule, reason=fault.code.case, expected=HAND_SIZE, drawn=len(hand)
        )
    return Violation.of(fault.code.rule, reason=fault.code.case, tile=str(hand[fault.at]))


def _setup_state(
    hands: Sequence[tuple[Tile, ...]], bag: tuple[Tile, ...], options: Options, seed: int | None
) -> Layout:
    seats = tuple(SeatState(hand, NO_ROWS, (), Phase.ONE) for hand in hands)
    return (seats, bag, (), (), Stage.SETUP, 0, 0, options, seed)


def build(
    hands: Sequence[Sequence[Tile]],
    rows: Sequence[Sequence[Tile]] | None,
    piles: Sequence[Sequence[Tile]] | None,
    phases: Sequence[Phase] | None,
    bag: Sequence[Tile],
    to_act: int,
    turn: int,
    options: Options,
) -> Layout:
    """A position in play from its parts; what is not placed is in the box.  Raises
    ``ValueError`` if the parts hold more tiles than the game has (NR-1.3), a hand holds
    more than 8 (NR-4.2), ``rows``, ``piles`` or ``phases`` do not have one entry per seat,
    or ``to_act`` is not a seat.  A seat's rows are given as the tiles in them, any colour
    and order: they are sorted into descending rows, one per colour."""
    hands = _listed(hands)
    players = len(hands)
    _check_players(players)
    rows = _listed(rows) if rows is not None else [()] * players
    piles = _listed(piles) if piles is not None else [()] * players
    phases = (
        tuple(_phase(phase) for phase in notations(phases, "phases"))
        if phases is not None
        else [Phase.ONE] * players
    )
    check_int(to_act, "seat")
    check_int(turn, "turn")
    check_options(options)
    for name, given in (("rows", rows), ("piles", piles), ("phases", phases)):
        if len(given) != players:
            raise UsageError(texts.ENTRIES_PER_SEAT, len(given), name=name, players=players)
    if not 0 <= to_act < players:
        raise SeatError(to_act, players)
    if any(len(hand) > HAND_SIZE for hand in hands):
        raise UsageError(texts.HAND_TOO_BIG, max(map(len, hands)), most=HAND_SIZE)
    rest = list(TILESET)
    seats = []
    for seat in range(players):
        seat_rows = [tuple(sorted((t for t in rows[seat] if t.colour.index == c), reverse=True))
                     for c in range(6)]  # fmt: skip
        for part in (hands[seat], rows[seat], piles[seat]):
            missing: list[Tile] = []
            if not take(rest, as_tiles(part), missing):
                raise UsageError(texts.TOO_MANY_COPIES, str(missing[0]))
        seats.append(
            SeatState(
                tuple(sorted(hands[seat])),
                tuple(seat_rows),
                tuple(sorted(piles[seat])),
                Phase(phases[seat]),
            )
        )
    missing = []
    if not take(rest, as_tiles(bag), missing):
        raise UsageError(texts.TOO_MANY_COPIES, str(missing[0]))
    return (tuple(seats), tuple(bag), tuple(rest), (), Stage.PLAY, to_act, turn, options, None)
