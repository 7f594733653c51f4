"""The texts of Fifteen: rule titles and texts, chapters and messages.

The English strings are gettext msgids (msgctxt: the rule id and its use), marked so that
an extraction over this package finds them.  They are in no catalog of regelwerk's: the
game brings its own (``locales/<lang>/LC_MESSAGES/fifteen.po``, declared by
``Game(locales="locales")``), in German; any other language shows the English source.
"""

from __future__ import annotations

from typing import Final

from regelwerk.i18n.gametexts import GameTexts
from regelwerk.i18n.markers import Msg, Template, npN_, pN_
from regelwerk.i18n.markers import template as _t
from regelwerk.rules import LogCode, RuleId
from regelwerk_fifteen.state import FifteenRuleId as R

__all__ = ["TEXTS"]

_TITLES: Final[dict[RuleId, Msg]] = {
    R.FT_1_1: pN_("FT-1.1 title", "The cards"),
    R.FT_2_1: pN_("FT-2.1 title", "Number of players"),
    R.FT_3_1: pN_("FT-3.1 title", "Dealing"),
    R.FT_3_2: pN_("FT-3.2 title", "Hidden hands"),
    R.FT_4_1: pN_("FT-4.1 title", "Draw or stand"),
    R.FT_4_2: pN_("FT-4.2 title", "Going bust"),
    R.FT_4_3: pN_("FT-4.3 title", "The next player"),
    R.FT_5_1: pN_("FT-5.1 title", "The end of the game"),
    R.FT_6_1: pN_("FT-6.1 title", "Scoring and winning"),
}

_TEXTS: Final[dict[RuleId, Msg]] = {
    R.FT_1_1: pN_("FT-1.1 text", "Fifteen has 10 cards, numbered 1 to 10."),
    R.FT_2_1: pN_(
        "FT-2.1 text",
        "Fifteen is played by 2 to 4 players. The seats are numbered from 0: the player in "
        "seat 0 starts.",
    ),
    R.FT_3_1: pN_(
        "FT-3.1 text",
        "Shuffle the cards and deal one card face down to each player, in seat order. The "
        "other cards form the face-down draw pile.",
    ),
    R.FT_3_2: pN_(
        "FT-3.2 text",
        "You may look at your own cards at any time, but not at anyone else's.",
    ),
    R.FT_4_1: pN_(
        "FT-4.1 text",
        "On your turn you either draw the top card of the draw pile into your hand, or stand. "
        "You can draw only while the draw pile has a card. A player who stands is out of "
        "the game and keeps their hand.",
    ),
    R.FT_4_2: pN_(
        "FT-4.2 text",
        "If your cards add up to more than 15 you are bust: you show your hand and are out "
        "of the game.",
    ),
    R.FT_4_3: pN_(
        "FT-4.3 text",
        "After your turn, the next player in seat order who has neither stood nor gone bust "
        "takes a turn. If you are the only one left, you take the next turn yourself.",
    ),
    R.FT_5_1: pN_("FT-5.1 text", "The game ends when every player has stood or gone bust."),
    R.FT_6_1: pN_(
        "FT-6.1 text",
        "Each player scores the total of their cards; a player who went bust scores 0. The "
        "highest score wins; tied players share the victory.",
    ),
}

_CHAPTERS: Final[dict[str, Msg]] = {
    "FT-1": pN_("FT-1 chapter", "Components"),
    "FT-2": pN_("FT-2 chapter", "Players"),
    "FT-3": pN_("FT-3 chapter", "Setup"),
    "FT-4": pN_("FT-4 chapter", "Playing"),
    "FT-5": pN_("FT-5 chapter", "End of the game"),
    "FT-6": pN_("FT-6 chapter", "Scoring"),
    "FT-options": pN_("FT-options chapter", "Options"),
}

# fmt: off
_TEMPLATES: Final[dict[tuple[RuleId, str | None], Template]] = {
    (R.FT_2_1, None): npN_(
        "FT-2.1 message",
        "Fifteen is played by 2 to 4 players, not by {players} player.",
        "Fifteen is played by 2 to 4 players, not by {players} players.",
        count="players"),
    (R.FT_4_1, None): _t(pN_(
        "FT-4.1 message",
        "The player in seat {seat} cannot draw: the draw pile is empty.")),
    (LogCode.LOG_DRAW, "repeated"): _t(pN_(
        "LOG-DRAW message repeated", "Card {card} is listed twice.")),
    (LogCode.LOG_DRAW, "undealt"): npN_(
        "LOG-DRAW message undealt",
        "The log lists {count} card, but {players} players are each dealt one.",
        "The log lists {count} cards, but {players} players are each dealt one.",
        count="count"),
    (LogCode.LOG_DRAW, "unlisted"): _t(pN_(
        "LOG-DRAW message unlisted",
        "The log does not list the card that seat {seat} draws.")),
}

_FALLBACKS: Final[dict[RuleId, Template]] = {
    R.FT_2_1: _t(pN_("FT-2.1 fallback", "Fifteen is played by 2 to 4 players.")),
    R.FT_4_1: _t(pN_("FT-4.1 fallback", "A player can draw only while the draw pile has a card.")),
}
# fmt: on

TEXTS: Final = GameTexts(
    titles=_TITLES,
    texts=_TEXTS,
    chapters=_CHAPTERS,
    templates=_TEMPLATES,
    fallbacks=_FALLBACKS,
)
"""Everything Fifteen gives :mod:`regelwerk.i18n` to read."""
