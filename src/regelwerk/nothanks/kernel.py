"""The rules of No Thanks! that every path calls, each written once.

* :func:`undecided` -- whether there is a decision to make (NT-5.1: not after the 24th card;
  a log: not while the face-up card is unknown): the legal actions, the checked path and
  the fast replay of a log all ask it;
* :func:`judge` -- whether an action is legal (that, and NT-4.3: passing needs a chip);
* :func:`chips_limit` -- the most chips a player can start with (the 55 shared out evenly);
* :func:`dealt_shape` -- whether the cards dealt with ``deal_removed`` have their shape
  (a hand per seat, ``9 // players`` cards each, NT-7.1), for the state and the log decoder.

Refusals are :class:`Refusal` values (one of :class:`No`); the checked path turns them into
violations (:mod:`regelwerk.nothanks.validate`), the fast paths only ask whether there is one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regelwerk.nothanks.actions import Action
from regelwerk.nothanks.components import DEALT_PER_SEAT, PILE_SIZE, REMOVED_COUNT, TOTAL_CHIPS
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.rules import LogCode
from regelwerk.violation import Refusal

__all__ = ["No", "Refusal", "chips_limit", "dealt_per_seat", "dealt_shape", "judge", "undecided"]

_PASS: Final = Action.PASS  # enum members are slow to look up in an inner loop


class No:
    """The kernel's refusals by name."""

    OVER: Final = Refusal(LogCode.LOG_ORDER, "over")
    UNLISTED: Final = Refusal(LogCode.LOG_DRAW, "unlisted")
    NO_CHIP: Final = Refusal(NoThanksRuleId.NT_4_3, "no-chip")
    DEALT_WITHOUT_OPTION: Final = Refusal(LogCode.LOG_SCHEMA, "dealt_without_option")
    DEALT_SEATS: Final = Refusal(LogCode.LOG_SCHEMA, "dealt_seats")
    DEALT_COUNT: Final = Refusal(LogCode.LOG_SCHEMA, "dealt_count")


def undecided(at: int, known: int) -> Refusal | None:
    """``None`` when there is a decision to make on the card at position ``at`` of the pile,
    ``known`` cards of which are known; else why not."""
    if at >= PILE_SIZE:  # NT-5.1: the game ends with the 24th card taken
        return No.OVER
    if at >= known:  # the face-up card is not known (a log that does not list it)
        return No.UNLISTED
    return None


def judge(at: int, known: int, chips: int, action: Action) -> Refusal | None:
    """``None`` when ``action`` is legal for a seat holding ``chips`` on the card at ``at``;
    taking is always legal when there is a decision (NT-4.2), passing needs a chip (NT-4.3)."""
    refusal = undecided(at, known)
    if refusal is None and action is _PASS and not chips:
        return No.NO_CHIP
    return refusal


def chips_limit(players: int) -> int:
    """The most ``chips_per_player`` can be for ``players`` (NT-2.2's house rule bound)."""
    return TOTAL_CHIPS // players


def dealt_per_seat(players: int) -> int:
    """How many removed cards each of ``players`` seats is dealt with ``deal_removed``
    (NT-7.1: ``9 // players``)."""
    return DEALT_PER_SEAT.get(players, REMOVED_COUNT // max(players, 1))


def dealt_shape(
    players: int, deal_removed: bool, dealt: Sequence[Sequence[object]]
) -> tuple[Refusal, int | None, int, int] | None:
    """``None`` when ``dealt`` has the shape the option gives it; else the refusal with the
    seat it is at (``None``: the list as a whole), the count found and the one expected."""
    if not deal_removed:
        return No.DEALT_WITHOUT_OPTION, None, 0, 0
    if len(dealt) != players:
        return No.DEALT_SEATS, None, len(dealt), players
    each = dealt_per_seat(players)
    for seat, hand in enumerate(dealt):
        if len(hand) != each:
            return No.DEALT_COUNT, seat, len(hand), each
    return None
