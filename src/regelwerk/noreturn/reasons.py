"""No Return's reason codes: which case of a rule (or of a LOG code only its logs produce) a
violation is -- the ``reason`` in its data, and the case of each of the kernel's refusals.

A string enum (as :mod:`regelwerk.reasons` for the shared LOG codes), so a violation's data,
its JSON and its messages read exactly as the plain strings did, while the code that makes
or inspects a reason names a member.
"""

from __future__ import annotations

import enum

__all__ = ["NoReturnReason"]


class NoReturnReason(enum.StrEnum):
    """The cases of No Return's rules and of its LOG-SCHEMA and LOG-DRAW variants."""

    # the kernel's refusals (regelwerk.noreturn.kernel.No), by rule
    SETUP = "setup"  # NR-4.1: in the setup only the mulligan is allowed
    PHASE1 = "phase1"  # NR-4.1: clearing is for phase 2
    TILES = "tiles"  # NR-3.2: tiles set aside that the hand lacks
    STAGE = "stage"  # NR-3.2: a mulligan in play
    EXCHANGE = "exchange"  # NR-4.3: which list names a tile the hand lacks
    PLAY = "play"
    PAY = "pay"
    HAND = "hand"  # NR-4.4: a pass with tiles in the hand
    COUNT = "count"  # NR-5.2, NR-7.1: an exchange of too many or none; LOG-DRAW: the size
    EMPTY = "empty"  # NR-5.3, NR-7.2, NR-7.3: nothing played, cleared or paid
    COLOURS = "colours"  # NR-5.3, NR-7.2, NR-7.3: more than one colour
    HIGHER = "higher"  # NR-5.4: higher than the row's lowest tile
    ALREADY = "already"  # NR-6.1: phase 2 declared again
    DECLARED_PASS = "pass"  # NR-6.1: phase 2 declared with a pass
    IN_PHASE_2 = "phase2"  # NR-6.2: a play in phase 2
    DECLARED = "declared"  # NR-6.2: a play declaring phase 2
    NO_ROW = "no-row"  # NR-7.2: a clear from an empty row
    NOT_LOWEST = "not-lowest"  # NR-7.2: not the row's lowest tiles
    SHORT = "short"  # NR-7.3: the payment is worth less than the tiles cleared
    SUPERFLUOUS = "superfluous"  # NR-7.5: a payment with a tile too many
    NOT_IN_BAG = "not-in-bag"  # LOG-DRAW: a drawn tile that is not in the bag
    # LOG-SCHEMA: a turn's shape
    TWO_ACTIONS = "two-actions"
    NO_ACTION = "no-action"
    PAY_WITHOUT_CLEAR = "pay-without-clear"
    CLEAR_WITHOUT_PAY = "clear-without-pay"
