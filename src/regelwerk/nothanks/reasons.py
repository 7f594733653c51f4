"""The reason codes of No Thanks!: which case of a LOG code a No Thanks! violation is.

One string enum for every case only this game produces (its ``reason``), so a violation's
data, its JSON and its messages read exactly as the plain strings did, while the engine
names members.  The cases every format shares (``type``, ``length``, LOG-ORDER's
``over``) are :mod:`regelwerk.reasons`'.
"""

from __future__ import annotations

import enum

__all__ = ["NoThanksReason"]


class NoThanksReason(enum.StrEnum):
    """The ``reason`` of a No Thanks! violation (LOG-DRAW, LOG-SCHEMA), and NT-4.3's case."""

    # LOG-DRAW: a card that is not known, or cannot be where the log puts it
    UNLISTED = "unlisted"  # the face-up card is not in ``cards`` (yet)
    KNOWN = "known"  # a card revealed where the next one is known already
    REPEATED = "repeated"
    TOO_MANY = "too_many"
    REMOVED = "removed"  # a card of ``cards`` that was removed
    DEALT = "dealt"  # a card of ``cards`` that a seat was dealt
    REMOVED_TWICE = "removed_twice"
    DEALT_TWICE = "dealt_twice"
    NOT_REMOVED = "not_removed"  # a dealt card that is not among the removed ones
    OUTSIDE = "outside"  # a card above the research option highest_card
    # LOG-SCHEMA: the shape of the format's own fields
    CARD = "card"  # a number that is no card
    ACTION = "action"  # a string that is no action
    RANGE = "range"  # chips_per_player out of its range
    REMOVED_COUNT = "removed_count"
    DEALT_WITHOUT_OPTION = "dealt_without_option"
    DEALT_SEATS = "dealt_seats"
    DEALT_COUNT = "dealt_count"
    # NT-4.3 (the kernel's name for the case; its violation carries no ``reason``)
    NO_CHIP = "no-chip"
