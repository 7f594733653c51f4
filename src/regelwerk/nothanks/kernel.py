"""The rules of No Thanks! that every path calls, each written once.

* :func:`undecided` -- whether there is a decision to make (NT-5.1: not after the 24th card;
  a log: not while the face-up card is unknown): the legal actions, the checked path and
  the fast replay of a log all ask it;
* :func:`judge` -- whether an action is legal (that, and NT-4.3: passing needs a chip);
* :func:`step` -- the one move of the game: what an action does to the chips and cards
  (NT-4.2, NT-4.3) and who decides next (NT-4.4, :data:`NEXT_SEAT`), in place on working
  lists.  Every path moves the game on through it: the sweeps :func:`run` (a log's fast
  replay) and :func:`play` (random playouts), and the state's ``apply`` (and so ``play``,
  the checked path, and a log's turn-by-turn replay);
* :func:`run` -- a run of actions applied in place as far as they are legal: the fast
  replay of a log;
* :func:`play` -- a game played on in place, each decision drawn uniformly from the legal
  actions in their fixed order :data:`ORDER` (as ``legal_actions().sample`` draws): the
  random playouts of a simulation;
* :func:`chips_limit` -- the most chips a player can start with (the 55 shared out evenly);
* :func:`dealt_shape` -- whether the cards dealt with ``deal_removed`` have their shape
  (a hand per seat, ``9 // players`` cards each, NT-7.1), for the state and the log decoder.

Refusals are :class:`Refusal` values (one of :class:`No`); the checked path turns them into
violations (:mod:`regelwerk.nothanks.validate`), the fast paths only ask whether there is one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from regelwerk.errors import ArgumentTypeError
from regelwerk.nothanks.actions import Action
from regelwerk.nothanks.cards import HIGHEST
from regelwerk.nothanks.components import (
    DEALT_PER_SEAT,
    MAX_PLAYERS,
    PILE_SIZE,
    REMOVED_COUNT,
    TOTAL_CHIPS,
)
from regelwerk.nothanks.reasons import NoThanksReason
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode
from regelwerk.violation import Refusal

__all__ = [
    "NEXT_SEAT",
    "ORDER",
    "No",
    "Refusal",
    "chips_limit",
    "dealt_per_seat",
    "dealt_shape",
    "judge",
    "may_pass",
    "play",
    "run",
    "step",
    "undecided",
]

_TAKE: Final = Action.TAKE  # enum members are slow to look up in an inner loop
_PASS: Final = Action.PASS
_BIT: Final = tuple(1 << number for number in range(HIGHEST + 1))  # _BIT[card]: its mask bit

ORDER: Final = (_TAKE, _PASS)
"""The legal actions' fixed order: take, then pass (when it is legal).  A uniform choice
between the two is ``ORDER[getrandbits(1)]``; a forced take draws nothing."""


class No:
    """The kernel's refusals by name."""

    OVER: Final = Refusal(LogCode.LOG_ORDER, OrderReason.OVER)
    UNLISTED: Final = Refusal(LogCode.LOG_DRAW, NoThanksReason.UNLISTED)
    NO_CHIP: Final = Refusal(NoThanksRuleId.NT_4_3, NoThanksReason.NO_CHIP)
    DEALT_WITHOUT_OPTION: Final = Refusal(LogCode.LOG_SCHEMA, NoThanksReason.DEALT_WITHOUT_OPTION)
    DEALT_SEATS: Final = Refusal(LogCode.LOG_SCHEMA, NoThanksReason.DEALT_SEATS)
    DEALT_COUNT: Final = Refusal(LogCode.LOG_SCHEMA, NoThanksReason.DEALT_COUNT)


def undecided(at: int, known: int, pile: int = PILE_SIZE) -> Refusal | None:
    """``None`` when there is a decision to make on the card at position ``at`` of the pile,
    ``known`` cards of which are known; else why not.  ``pile``: its size (24, NT-3.1,
    unless the research options make the game smaller)."""
    if at >= pile:  # NT-5.1: the game ends with the 24th card taken
        return No.OVER
    if at >= known:  # the face-up card is not known (a log that does not list it)
        return No.UNLISTED
    return None


def judge(at: int, known: int, chips: int, action: Action, pile: int = PILE_SIZE) -> Refusal | None:
    """``None`` when ``action`` is legal for a seat holding ``chips`` on the card at ``at``;
    taking is always legal when there is a decision (NT-4.2), passing needs a chip (NT-4.3).

    ``known`` is never more than the ``pile`` (a state's ``cards`` cannot hold more), so
    the face-up card at ``at < known`` is a decision to make: :func:`undecided` is asked
    only for why there is none (this runs once per action of every replay)."""
    if at >= known:
        return undecided(at, known, pile)
    if action is _PASS and not chips:  # NT-4.3: passing pays a chip
        return No.NO_CHIP
    return None


def may_pass(chips: int) -> bool:
    """NT-4.3 alone: whether a player holding ``chips`` may pass, a face-up card known --
    :func:`judge`'s answer, for what must know it without a position (the legal actions of
    a card not yet known)."""
    return judge(0, 1, chips, _PASS) is None


def step(
    cards: Sequence[int],
    following: Sequence[int],
    chips: list[int],
    taken: list[int],
    at: int,
    pot: int,
    seat: int,
    action: Action,
) -> tuple[int, int, int]:
    """The game moved on by the legal ``action`` of ``seat``, in place on a position's
    working lists (``chips`` and ``taken`` by seat, ``taken`` as bit masks): ``(at, pot,
    seat)`` after it, where ``at`` is the position in ``cards`` of the face-up card, ``pot``
    the chips on it and ``seat`` the one to decide.

    * NT-4.2: taking, the seat gets the card and the pot; the pot is then empty, the next
      card turns up and the same seat decides again (NT-4.4);
    * NT-4.3: passing, the seat puts one of its chips on the card; the seat to its left
      (``following``, a row of :data:`NEXT_SEAT`) decides next (NT-4.4).

    Only the card a take needs must be known (``IndexError`` when it is not); anything but
    an :class:`Action` raises :class:`~regelwerk.errors.ArgumentTypeError`."""
    if action is _TAKE:
        chips[seat] += pot
        taken[seat] |= _BIT[cards[at]]
        return at + 1, 0, seat
    if action is _PASS:
        chips[seat] -= 1
        return at, pot + 1, following[seat]
    raise ArgumentTypeError("action", action, "No Thanks!")


NEXT_SEAT: Final = tuple(
    tuple((seat + 1) % players for seat in range(players)) for players in range(MAX_PLAYERS + 1)
)
"""``NEXT_SEAT[players][seat]``: the seat to the left, who decides after a pass (NT-4.4)."""


def run(
    cards: Sequence[int],
    at: int,
    pot: int,
    seat: int,
    chips: list[int],
    taken: list[int],
    actions: Sequence[Action],
    pile: int = PILE_SIZE,
) -> tuple[int, int, int, int]:
    """Move the game on by ``actions`` in place as far as they are legal (:func:`judge`,
    then :func:`step`): ``(n, at, pot, seat)`` after the first ``n`` of them; ``n`` is short
    of ``len(actions)`` when action ``n`` is refused (or is no action).  ``chips`` and
    ``taken`` are a position's lists by seat, ``cards`` its known pile, ``pile`` its size."""
    known = len(cards)
    following = NEXT_SEAT[len(chips)]
    done = 0
    try:
        for action in actions:
            if judge(at, known, chips[seat], action, pile) is not None:
                break
            at, pot, seat = step(cards, following, chips, taken, at, pot, seat, action)
            done += 1
    except ArgumentTypeError:  # no action: the caller's check names it
        pass
    return done, at, pot, seat


def play(
    cards: Sequence[int],
    at: int,
    pot: int,
    seat: int,
    chips: list[int],
    taken: list[int],
    draw: Callable[[int], int],
    actions: list[Action],
    pile: int = PILE_SIZE,
) -> tuple[int, int, int]:
    """Play on in place while there is a decision (:func:`judge` on passing: the end,
    NT-5.1, or a card not known stops it), each action drawn uniformly from the legal ones
    as :data:`ORDER` says: ``draw(1)`` (a ``random.Random``'s ``getrandbits``) when both
    are legal, nothing when taking is forced (NT-4.3).  Each action is appended to
    ``actions`` and made by :func:`step`; ``(at, pot, seat)`` where it stops.  The lists
    are as for :func:`run`."""
    known = len(cards)
    following = NEXT_SEAT[len(chips)]
    note = actions.append
    while True:
        refusal = judge(at, known, chips[seat], _PASS, pile)
        if refusal is None:
            action = ORDER[draw(1)]
        elif refusal is No.NO_CHIP:
            action = _TAKE
        else:
            return at, pot, seat
        note(action)
        at, pot, seat = step(cards, following, chips, taken, at, pot, seat, action)


def chips_limit(players: int) -> int:
    """The most ``chips_per_player`` can be for ``players`` (NT-2.2's house rule bound)."""
    return TOTAL_CHIPS // players


def dealt_per_seat(players: int, removed: int = REMOVED_COUNT) -> int:
    """How many of the ``removed`` cards each of ``players`` seats is dealt with
    ``deal_removed`` (NT-7.1: ``9 // players``)."""
    if removed == REMOVED_COUNT and players in DEALT_PER_SEAT:
        return DEALT_PER_SEAT[players]
    return removed // max(players, 1)


def dealt_shape(
    players: int,
    deal_removed: bool,
    dealt: Sequence[Sequence[object]],
    removed: int = REMOVED_COUNT,
) -> tuple[Refusal, int | None, int, int] | None:
    """``None`` when ``dealt`` has the shape the option gives it; else the refusal with the
    seat it is at (``None``: the list as a whole), the count found and the one expected."""
    if not deal_removed:
        return No.DEALT_WITHOUT_OPTION, None, 0, 0
    if len(dealt) != players:
        return No.DEALT_SEATS, None, len(dealt), players
    each = dealt_per_seat(players, removed)
    for seat, hand in enumerate(dealt):
        if len(hand) != each:
            return No.DEALT_COUNT, seat, len(hand), each
    return None
