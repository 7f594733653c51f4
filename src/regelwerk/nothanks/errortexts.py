"""The sentences of No Thanks!'s own exceptions, in the ``errors`` gettext domain.

Shared sentences are keys of :mod:`regelwerk.i18n.errortexts`; these name the game's own
things (the card turned up) and are raised as the key of a
:class:`~regelwerk.errors.KeyedError`: ``UsageError(CARD_NOT_KNOWN)``.
"""

from __future__ import annotations

from typing import Final

from regelwerk.i18n.keys import eN_

__all__ = ["CARD_FORM", "CARD_NOT_KNOWN", "CARD_NOT_KNOWN_PLAY_OUT", "CARD_NOT_TURNED"]

CARD_NOT_KNOWN: Final = eN_(
    "No Thanks! recorder", "The next card to turn up is not known; give it with card=CARD."
)
"""A recorder of a dealt game (no pile order) asked to turn up a card it was not given."""
CARD_NOT_KNOWN_PLAY_OUT: Final = eN_(
    "No Thanks! recorder",
    "The next card to turn up is not known; record it with play(card=CARD).",
)
"""``play_out`` in a game whose pile order is not known."""

CARD_FORM: Final = eN_("notation form", "a card is written as its number, from 3 to 35, such as 27")
"""How a card is written (NT-1.1), said by every notation error about a card."""

CARD_NOT_TURNED: Final = eN_(
    "No Thanks! recorder",
    "This action turns up no card; give card=CARD only with a take that turns one up.",
)
"""``card=`` with a pass or the last take."""
