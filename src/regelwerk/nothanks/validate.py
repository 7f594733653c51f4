"""The validator: which rule an action or a setup breaks, as a :class:`Violation` or ``None``.

Kept apart from :mod:`regelwerk.nothanks.state` so the rules read in one place; the state's
:meth:`~regelwerk.nothanks.state.State.check` and :meth:`~regelwerk.nothanks.state.State.deal`
delegate here.  Every violation produced, with its data keys, is listed in
:data:`VIOLATIONS`.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from regelwerk.errors import ArgumentTypeError
from regelwerk.nothanks import kernel
from regelwerk.nothanks.actions import Action
from regelwerk.nothanks.cards import Card
from regelwerk.nothanks.components import MAX_PLAYERS, MIN_PLAYERS
from regelwerk.nothanks.kernel import No, Refusal
from regelwerk.nothanks.options import Options
from regelwerk.nothanks.reasons import NoThanksReason
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.nothanks.state import State

_R = NoThanksReason

__all__ = [
    "VIOLATIONS",
    "check_action",
    "check_options",
    "check_players",
    "check_setup",
    "dealt_violation",
    "explain",
]

VIOLATIONS: Final = MappingProxyType(
    {
        (NoThanksRuleId.NT_2_1, ""): ("players",),
        (NoThanksRuleId.NT_2_2, ""): ("chips_per_player", "players", "most"),
        (NoThanksRuleId.NT_4_3, ""): ("seat", "card"),
        (LogCode.LOG_ORDER, "over"): ("reason",),
        (LogCode.LOG_DRAW, "unlisted"): ("reason", "index"),
        (LogCode.LOG_DRAW, "known"): ("reason", "index"),
        (LogCode.LOG_DRAW, "repeated"): ("reason", "card", "index"),
        (LogCode.LOG_DRAW, "too_many"): ("reason", "card", "index", "pile"),
        (LogCode.LOG_DRAW, "outside"): ("reason", "card", "index", "highest"),
        (LogCode.LOG_DRAW, "removed"): ("reason", "card", "index"),
        (LogCode.LOG_DRAW, "dealt"): ("reason", "card", "index", "seat"),
        (LogCode.LOG_DRAW, "removed_twice"): ("reason", "card", "index"),
        (LogCode.LOG_DRAW, "dealt_twice"): ("reason", "card", "seat", "index"),
        (LogCode.LOG_DRAW, "not_removed"): ("reason", "card", "seat", "index"),
        (LogCode.LOG_SCHEMA, "removed_count"): ("reason", "count", "expected"),
        (LogCode.LOG_SCHEMA, "dealt_without_option"): ("reason",),
        (LogCode.LOG_SCHEMA, "dealt_seats"): ("reason", "count", "expected"),
        (LogCode.LOG_SCHEMA, "dealt_count"): ("reason", "seat", "count", "expected"),
    }
)
"""Every violation this engine produces: (rule, ``reason`` or "") -> its data keys.

``index`` is a position in the list the fault is in: ``cards`` for ``unlisted``, ``known``,
``repeated``, ``too_many``, ``removed`` and ``dealt``; ``removed`` for ``removed_twice``;
the seat's list in ``dealt`` for ``dealt_twice`` and ``not_removed``; for ``outside`` (a
card above the research option ``highest_card``) the first list it is in, in the order
``removed``, ``dealt`` (seat by seat), ``cards``.
"""


_Removed = Sequence[Card] | None  # the removed cards, when known
_Dealt = Sequence[Sequence[Card]] | None  # each seat's dealt cards, when known


def check_players(players: int) -> Violation | None:
    """NT-2.1: 3 to 7 players."""
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return Violation.of(
            NoThanksRuleId.NT_2_1, players=players if type(players) is int else None
        )
    return None


def check_options(players: int, options: Options) -> Violation | None:
    """NT-2.2: ``chips_per_player`` at most the 55 chips shared out evenly."""
    chips = options.chips_per_player
    most = kernel.chips_limit(players)
    if chips is not None and chips > most:
        return Violation.of(
            NoThanksRuleId.NT_2_2, chips_per_player=chips, players=players, most=most
        )
    return None


def check_setup(
    players: int,
    options: Options,
    cards: Sequence[Card],
    removed: Sequence[Card] | None,
    dealt: Sequence[Sequence[Card]] | None,
) -> Violation | None:
    """Whether explicit setup data can be a game: the rules of ``State.deal``.

    Checked in this order: players (NT-2.1), options (NT-2.2), the shape of ``removed`` and
    ``dealt`` (LOG-SCHEMA), then their cards, then ``cards`` in order (LOG-DRAW).
    """
    violation = check_players(players) or check_options(players, options)
    if violation is not None:
        return violation
    if removed is not None and len(removed) != options.removed_count:
        return Violation.of(
            LogCode.LOG_SCHEMA,
            reason=_R.REMOVED_COUNT,
            count=len(removed),
            expected=options.removed_count,
        )
    if dealt is not None:
        violation = _check_dealt_shape(players, options, dealt)
        if violation is not None:
            return violation
    if _placed(options, cards, removed, dealt):
        return None  # the common case, decided with sets: every card once, where it may be
    return _outside(options, cards, removed, dealt) or _misplaced(options, cards, removed, dealt)


def _placed(options: Options, cards: Sequence[Card], removed: _Removed, dealt: _Dealt) -> bool:
    """Whether no card is where :func:`_misplaced` would name it: each card once in
    ``removed``, once in ``dealt`` (and among the removed ones, when they are known), once
    in ``cards``, which holds at most the pile and neither a removed nor a dealt card; and
    none of them above the deck's highest card (:func:`_outside`)."""
    out = set(removed or ())
    if removed is not None and len(out) != len(removed):
        return False
    hands = [card for hand in dealt for card in hand] if dealt else []
    held = set(hands)
    if len(held) != len(hands) or (removed is not None and not held <= out):
        return False
    listed = set(cards)
    return (
        len(listed) == len(cards) <= options.pile_size
        and listed.isdisjoint(out)
        and listed.isdisjoint(held)
        and max((*listed, *out, *held), default=0) <= options.highest_card
    )


def _outside(
    options: Options, cards: Sequence[Card], removed: _Removed, dealt: _Dealt
) -> Violation | None:
    """The first card above the deck's highest card (the research option ``highest_card``),
    in the order ``removed``, ``dealt`` seat by seat, ``cards``."""
    highest = options.highest_card
    for listed in (removed or (), *(dealt or ()), cards):
        for index, card in enumerate(listed):
            if card > highest:
                return _draw(_R.OUTSIDE, card, index, highest=highest)
    return None


def _misplaced(
    options: Options, cards: Sequence[Card], removed: _Removed, dealt: _Dealt
) -> Violation | None:
    """The first card that is where it cannot be, in LOG-FORMAT's order: ``removed``, then
    ``dealt`` seat by seat, then ``cards`` in order."""
    seen: set[Card] = set()
    for index, card in enumerate(removed or ()):
        if card in seen:
            return _draw(_R.REMOVED_TWICE, card, index)
        seen.add(card)
    owner: dict[Card, int] = {}
    for seat, hand in enumerate(dealt or ()):
        for index, card in enumerate(hand):
            if card in owner:
                return _draw(_R.DEALT_TWICE, card, index, seat=seat)
            if removed is not None and card not in seen:
                return _draw(_R.NOT_REMOVED, card, index, seat=seat)
            owner[card] = seat
    listed: set[Card] = set()
    for index, card in enumerate(cards):
        if card in listed:
            return _draw(_R.REPEATED, card, index)
        if index >= options.pile_size:
            return _draw(_R.TOO_MANY, card, index, pile=options.pile_size)
        if card in owner:
            return _draw(_R.DEALT, card, index, seat=owner[card])
        if card in seen:
            return _draw(_R.REMOVED, card, index)
        listed.add(card)
    return None


def _check_dealt_shape(
    players: int, options: Options, dealt: Sequence[Sequence[Card]]
) -> Violation | None:
    fault = kernel.dealt_shape(players, options.deal_removed, dealt, options.removed_count)
    return None if fault is None else dealt_violation(*fault)


def dealt_violation(code: Refusal, seat: int | None, count: int, expected: int) -> Violation:
    """The LOG-SCHEMA violation of a ``dealt`` that :func:`kernel.dealt_shape
    <regelwerk.nothanks.kernel.dealt_shape>` refuses."""
    if code is No.DEALT_WITHOUT_OPTION:
        return Violation.of(code.rule, reason=code.case)
    if seat is None:
        return Violation.of(code.rule, reason=code.case, count=count, expected=expected)
    return Violation.of(code.rule, reason=code.case, seat=seat, count=count, expected=expected)


def _draw(reason: NoThanksReason, card: Card, index: int, **more: int) -> Violation:
    return Violation.of(LogCode.LOG_DRAW, reason=reason, card=int(card), index=index, **more)


def check_action(state: State, action: Action) -> Violation | None:
    """Whether ``action`` is legal in ``state``: ``None``, or the rule it breaks.

    After the 24th card is taken nothing is (LOG-ORDER, NT-5.1); while the next card is not
    known the action cannot be decided (LOG-DRAW ``unlisted``); a player without chips
    must take (NT-4.3).  Taking is otherwise always legal (NT-4.2).
    """
    if type(action) is not Action:
        raise ArgumentTypeError("action", action, "No Thanks!")
    at = state.face_index
    refusal = kernel.judge(
        at, len(state.cards), state.chips[state.deciding], action, state.options.pile_size
    )
    return None if refusal is None else explain(refusal, state)


def explain(refusal: Refusal, state: State) -> Violation:
    """The violation of an action the kernel refuses in ``state``, with its data."""
    if refusal is No.NO_CHIP:
        return Violation.of(
            refusal.rule, seat=state.deciding, card=int(state.cards[state.face_index])
        )
    if refusal is No.UNLISTED:
        return Violation.of(refusal.rule, reason=refusal.case, index=state.face_index)
    return Violation.of(refusal.rule, reason=refusal.case)
