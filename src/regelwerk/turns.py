"""Whose turn it is: the seat check every game's ``check`` and ``play`` share.

A server knows which seat sent an action; the rules know which seat is to act.  Passing the
sender as ``seat=`` to :meth:`~regelwerk.game.GameState.check`, ``play`` or
:meth:`regelwerk.logs.Recorder.play` asks the rules to refuse an action from a seat whose
turn it is not, as the validator refuses a log turn by the wrong ``player``: LOG-ORDER with
``reason="seat"``, ``expected`` the seat to act and ``given`` the sender (docs/spec,
"Message data").  Written once here, so a game adds one call, never a rule of its own.
"""

from __future__ import annotations

from typing import Protocol

from regelwerk.arguments import check_seat
from regelwerk.errors import ArgumentTypeError
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

__all__ = ["Seated", "out_of_turn"]


class Seated(Protocol):
    """A state, as far as the seat check needs it."""

    @property
    def to_act(self) -> int | None:
        """The seat to act, or ``None`` once the game is over."""

    @property
    def players(self) -> int:
        """The number of seats."""


def out_of_turn(state: Seated, seat: int | None) -> Violation | None:
    """The LOG-ORDER violation of an action sent by ``seat`` when another seat is to act;
    ``None`` when ``seat`` is ``None`` (nobody claims to act), is the seat to act, or the
    game is over (the game's own check then says so).  A seat that is no int, or not a seat
    of the game, raises :class:`~regelwerk.errors.ArgumentTypeError` or
    :class:`~regelwerk.errors.SeatError`: a server's bug, not a player's move."""
    if seat is None:
        return None
    players = getattr(state, "players", None)
    if type(players) is not int:
        raise ArgumentTypeError("state", state)
    seat = check_seat(seat, players)
    to_act = state.to_act
    if to_act is None or to_act == seat:
        return None
    return Violation.of(LogCode.LOG_ORDER, reason=OrderReason.SEAT, expected=to_act, given=seat)
