"""The sentences of regelwerk's exceptions, in their own gettext domain ``errors``.

``str()`` of every :class:`~regelwerk.errors.RegelwerkError` is its English sentence and
``error.message(lang)`` the same in any of the five languages.  An exception carries data
(the value given, the seat, the notation) and a key saying what was expected; the words are
here, marked ``eN_(context, message)`` and extracted by ``make catalogs-update`` into
``locales/<lang>/LC_MESSAGES/errors.po`` (a domain of their own, apart from the rule
messages of the ``regelwerk`` domain).  Values the caller gave are shown as Python writes
them (``repr``), never translated, and cut short when long.
"""

from __future__ import annotations

from typing import Final

from regelwerk.i18n.catalog import translations
from regelwerk.i18n.markers import Msg

__all__ = ["ERRORS_DOMAIN", "EXPECTED", "KINDS", "eN_", "error_text", "shown"]

ERRORS_DOMAIN: Final = "errors"
"""The gettext domain of the exceptions' sentences."""


def eN_(context: str, message: str) -> Msg:
    """Mark an exception's sentence (or a part of one) for the ``errors`` domain."""
    return Msg(context, message)


def error_text(msg: Msg, lang: str) -> str:
    """``msg`` in ``lang`` from the ``errors`` domain (English for English)."""
    return translations(lang, ERRORS_DOMAIN).pgettext(msg.context, msg.text)


def shown(value: object, limit: int = 60) -> str:
    """``value`` as Python writes it, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


WRONG_TYPE: Final = eN_("error", "Expected {expected}, got {given}.")
NO_SEAT: Final = eN_(
    "error", "There is no seat {seat} in a game of {players} players (seats 0 to {last})."
)
NO_LEGAL_ACTION: Final = eN_("error", "No action is legal in this position.")
NO_ENTRY: Final = eN_("error", "There is no entry {index}.")
NOT_LISTED: Final = eN_("error", "There is no entry {index} in this listing of {count}.")
BAD_NOTATION: Final = eN_("error", "{text} is not valid notation for {kind}.")
UNKNOWN_RULE: Final = eN_("error", "{text} is no rule id of any game and no LOG code.")
UNKNOWN_OPTION: Final = eN_("error", "There is no option {name}; the options are {known}.")
MISSING_DATA: Final = eN_("error", "The violation holds no data called {key}.")

EXPECTED: Final = {
    "seat": eN_("expected", "a seat (a whole number)"),
    "players": eN_("expected", "a number of players (a whole number)"),
    "seed": eN_("expected", "a seed (a whole number or None)"),
    "rng": eN_("expected", "a random.Random"),
    "sampler": eN_("expected", "a random.Random or a randrange function"),
    "tiles": eN_("expected", "a list of tiles"),
    "flag": eN_("expected", "{name} as True or False"),
    "count": eN_("expected", "{name} as a whole number or None"),
    "action": eN_("expected", "an action of {name}"),
    "phase": eN_("expected", "a Phase"),
    "turn": eN_("expected", "a turn number (a whole number)"),
    "index": eN_("expected", "an index (a whole number)"),
    "mask": eN_("expected", "a bit mask of cards (a whole number)"),
    "options": eN_("expected", "the options as a JSON object"),
}
"""What an :class:`~regelwerk.errors.ArgumentTypeError` expected, by its key."""

KINDS: Final = {
    "action": eN_("notation kind", "an action"),
    "turn": eN_("notation kind", "a turn"),
    "tile": eN_("notation kind", "a tile"),
    "tiles": eN_("notation kind", "a list of tiles"),
    "colour": eN_("notation kind", "a colour"),
    "card": eN_("notation kind", "a card"),
    "cards": eN_("notation kind", "a list of cards"),
    "phases": eN_("notation kind", "a list of phases"),
}
"""What a :class:`~regelwerk.errors.NotationError` was to be notation for, by its kind."""
