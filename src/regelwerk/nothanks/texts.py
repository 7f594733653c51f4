"""The texts of No Thanks!: rule titles and texts, chapters, options and messages.

The English strings are the gettext msgids of the runtime domain ``regelwerk``; each
msgctxt starts with the rule id or names its use (``"NT-4.3 title"``).  Extraction:
``make catalogs-update``.  The shared layers read them through :data:`TEXTS`.
"""

from __future__ import annotations

from typing import Final

from regelwerk.i18n.gametexts import GameTexts
from regelwerk.i18n.markers import Msg, Template, npN_, pN_
from regelwerk.i18n.markers import template as _t
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.rules import LogCode, RuleId

__all__ = ["TEXTS"]

_TITLES: Final[dict[RuleId, Msg]] = {
    NoThanksRuleId.NT_1_1: pN_("NT-1.1 title", "Cards and chips"),
    NoThanksRuleId.NT_2_1: pN_("NT-2.1 title", "Number of players"),
    NoThanksRuleId.NT_2_2: pN_("NT-2.2 title", "Chips per player"),
    NoThanksRuleId.NT_3_1: pN_("NT-3.1 title", "The draw pile"),
    NoThanksRuleId.NT_3_2: pN_("NT-3.2 title", "Secret chips"),
    NoThanksRuleId.NT_4_1: pN_("NT-4.1 title", "The first card"),
    NoThanksRuleId.NT_4_2: pN_("NT-4.2 title", "Take or pass"),
    NoThanksRuleId.NT_4_3: pN_("NT-4.3 title", "No chips left"),
    NoThanksRuleId.NT_4_4: pN_("NT-4.4 title", "After taking a card"),
    NoThanksRuleId.NT_5_1: pN_("NT-5.1 title", "The last card"),
    NoThanksRuleId.NT_6_1: pN_("NT-6.1 title", "Card points and chips"),
    NoThanksRuleId.NT_6_2: pN_("NT-6.2 title", "Winning"),
    NoThanksRuleId.NT_7_1: pN_("NT-7.1 title", "How many removed cards each player gets"),
}

_TEXTS: Final[dict[RuleId, Msg]] = {
    NoThanksRuleId.NT_1_1: pN_(
        "NT-1.1 text",
        "The game has 33 cards, one for each number from 3 to 35, and 55 chips.",
    ),
    NoThanksRuleId.NT_2_1: pN_(
        "NT-2.1 text",
        "The game is played by 3 to 7 players. The players choose a start player in any "
        "way they like. Play then goes clockwise round the table; this is the order of play.",
    ),
    NoThanksRuleId.NT_2_2: pN_(
        "NT-2.2 text",
        "Each player receives 11 chips with 3 to 5 players, 9 chips with 6 players and 7 "
        "chips with 7 players. Chips that are not handed out go back into the box.",
    ),
    NoThanksRuleId.NT_3_1: pN_(
        "NT-3.1 text",
        "Shuffle the cards and remove 9 of them face down, without anyone looking at them, "
        "and set them aside: they stay out of the game, unseen. "
        "The other 24\u00a0cards form the face-down draw pile.",
    ),
    NoThanksRuleId.NT_3_2: pN_(
        "NT-3.2 text",
        "You may keep the number of chips you have secret.",
    ),
    NoThanksRuleId.NT_4_1: pN_(
        "NT-4.1 text",
        "The start player turns up the top card of the draw pile and is the first to decide on it.",
    ),
    NoThanksRuleId.NT_4_2: pN_(
        "NT-4.2 text",
        "The player whose turn it is either takes the face-up card together with all the "
        "chips on it, or passes by putting one of their own chips on the card. After a pass, "
        "the next player clockwise faces the same choice. The player who takes the card "
        "places it face up in front of them, where everyone can see it.",
    ),
    NoThanksRuleId.NT_4_3: pN_(
        "NT-4.3 text",
        "A player who has no chips left must take the card.",
    ),
    NoThanksRuleId.NT_4_4: pN_(
        "NT-4.4 text",
        "The player who took the card turns up the next card from the draw pile and is the "
        "first to decide on it.",
    ),
    NoThanksRuleId.NT_5_1: pN_(
        "NT-5.1 text",
        "The game ends when the last card of the draw pile has been taken.",
    ),
    NoThanksRuleId.NT_6_1: pN_(
        "NT-6.1 text",
        "Each card scores its value in points, but in a run of consecutive cards, only the "
        "lowest card scores. Each chip takes one point off your score.",
    ),
    NoThanksRuleId.NT_6_2: pN_(
        "NT-6.2 text",
        "Your score is your card points minus the number of chips you have. The lowest "
        "score wins; if there is a tie, the tied players share the victory.",
    ),
    NoThanksRuleId.NT_7_1: pN_(
        "NT-7.1 text",
        "With the variant “Dealing the removed cards”, the removed cards are dealt out "
        "evenly: 3 each with 3 players, 2 each with 4 players and 1 each with 5, 6 or 7 "
        "players (9 divided by the number of players, rounded down: with 5 players, 2 each "
        "would need 10 cards, but only 9 are removed). The remaining removed cards stay "
        "unseen.",
    ),
}

_CHAPTERS: Final[dict[str, Msg]] = {
    "NT-1": pN_("NT-1 chapter", "Components"),
    "NT-2": pN_("NT-2 chapter", "Players"),
    "NT-3": pN_("NT-3 chapter", "Setup"),
    "NT-4": pN_("NT-4 chapter", "Playing"),
    "NT-5": pN_("NT-5 chapter", "End of the game"),
    "NT-6": pN_("NT-6 chapter", "Scoring"),
    "NT-7": pN_("NT-7 chapter", "Dealing the removed cards (variant)"),
    "NT-options": pN_("NT-options chapter", "Variants"),
}

_OPTIONS: Final[dict[str, tuple[Msg, Msg]]] = {
    "chips_per_player": (
        pN_("option chips_per_player title", "Agreed number of chips"),
        pN_(
            "option chips_per_player text",
            "Every player starts with an agreed number of chips instead of the number that "
            "NT-2.2 gives. The 55\u00a0chips must be enough for everyone: at most 18 each "
            "with 3\u00a0players, 13\u00a0with\u00a04, 11\u00a0with\u00a05, 9\u00a0with\u00a06 "
            "and 7\u00a0with\u00a07.",
        ),
    ),
    "deal_removed": (
        pN_("option deal_removed title", "Dealing the removed cards"),
        pN_(
            "option deal_removed text",
            "The removed cards are dealt face down to the players, the same number to each "
            "(NT-7.1); the rest stay unseen. Each player may look at their own cards but not "
            "at the others’. The dealt cards stay out of play: they do not count towards "
            "anyone’s score.",
        ),
    ),
    # TRANSLATORS: the two research options make the game smaller for programs that solve
    # it; no published edition has them, and no rulebook lists them (only `show` names them).
    "highest_card": (
        pN_("option highest_card title", "Highest card (research)"),
        pN_(
            "option highest_card text",
            "For research, not for the table: the game is played with the cards from 3 up "
            "to this number only, instead of the 33 cards of NT-1.1.",
        ),
    ),
    "removed_count": (
        pN_("option removed_count title", "Removed cards (research)"),
        pN_(
            "option removed_count text",
            "For research, not for the table: this many cards are removed unseen at the "
            "start, instead of the 9 of NT-3.1.",
        ),
    ),
}

# fmt: off
_TEMPLATES: Final[dict[tuple[RuleId, str | None], Template]] = {
    (NoThanksRuleId.NT_2_1, None): npN_(
        "NT-2.1 message",
        "No Thanks! is for 3 to 7 players, not {players}.",
        "No Thanks! is for 3 to 7 players, not {players}.",
        count="players"),
    (NoThanksRuleId.NT_2_2, None): _t(pN_(
        "NT-2.2 message",
        "With {players} players, there can be at most {most} chips per player, not "
        "{chips_per_player}.")),
    (NoThanksRuleId.NT_4_3, None): _t(pN_(
        "NT-4.3 message",
        "{player} has no chips left and must take the {card}.")),
    (LogCode.LOG_DRAW, "removed_twice"): _t(pN_(
        "LOG-DRAW message removed_twice",
        "Card {card} is listed twice among the removed cards.")),
    (LogCode.LOG_DRAW, "dealt_twice"): _t(pN_(
        "LOG-DRAW message dealt_twice",
        "Card {card} is dealt twice, the second time to {player}.")),
    (LogCode.LOG_DRAW, "not_removed"): _t(pN_(
        "LOG-DRAW message not_removed",
        "Card {card}, dealt to {player}, is not one of the removed cards.")),
    (LogCode.LOG_DRAW, "repeated"): _t(pN_(
        "LOG-DRAW message repeated",
        "Card {card} is listed twice.")),
    (LogCode.LOG_DRAW, "too_many"): _t(pN_(
        "LOG-DRAW message too_many",
        "Card {card} would be one card too many: the draw pile holds only {pile} cards.")),
    (LogCode.LOG_DRAW, "outside"): _t(pN_(
        "LOG-DRAW message outside",
        "Card {card} is not in this game: its cards are numbered 3 to {highest}.")),
    (LogCode.LOG_DRAW, "dealt"): _t(pN_(
        "LOG-DRAW message dealt",
        "Card {card} was dealt to {player} and cannot also be turned up.")),
    (LogCode.LOG_DRAW, "removed"): _t(pN_(
        "LOG-DRAW message removed",
        "Card {card} is one of the removed cards and cannot be turned up.")),
    (LogCode.LOG_DRAW, "unlisted"): _t(pN_(
        "LOG-DRAW message unlisted",
        "The log does not list the card that this action decides on.")),
    # TRANSLATORS: the shared message in No Thanks!' own words, for languages whose No
    # Thanks! books call what a player ends with a result (English says scores in both
    # games); {claimed} and {computed} list every player's name and score ("Ada 46, Ben 58").
    (LogCode.LOG_RESULT, "differs"): _t(pN_(
        "No Thanks! LOG-RESULT message differs",
        "The log states these scores: {claimed}; replaying its turns gives {computed}.")),
    (LogCode.LOG_DRAW, "known"): _t(pN_(
        "LOG-DRAW message known",
        "A card is already face up: no other card can be turned up yet.")),
    (LogCode.LOG_SCHEMA, "action"): _t(pN_(
        "LOG-SCHEMA message action",
        "“{value}” is not an action: an action is “take” or “pass”.")),
    (LogCode.LOG_SCHEMA, "card"): _t(pN_(
        "LOG-SCHEMA message card",
        "There is no card {value}: the cards are numbered 3 to 35.")),
    (LogCode.LOG_SCHEMA, "range"): _t(pN_(
        "LOG-SCHEMA message range",
        "The value of the variant {option} ({option_key}) must be a whole number from {low} "
        "to {high}, not {value}.")),
    (LogCode.LOG_SCHEMA, "removed_count"): _t(pN_(
        "LOG-SCHEMA message removed_count",
        "Exactly {expected} removed cards must be listed, not {count}.")),
    (LogCode.LOG_SCHEMA, "dealt_without_option"): _t(pN_(
        "LOG-SCHEMA message dealt_without_option",
        "Dealt cards can only be recorded with the variant {option} ({option_key}).")),
    (LogCode.LOG_SCHEMA, "dealt_seats"): npN_(
        "LOG-SCHEMA message dealt_seats",
        "Dealt cards must be listed for {expected} player, not {count}.",
        "Dealt cards must be listed for {expected} players, not {count}.",
        count="expected"),
    (LogCode.LOG_SCHEMA, "dealt_count"): npN_(
        "LOG-SCHEMA message dealt_count",
        "{player} must be dealt {expected} card, not {count}.",
        "{player} must be dealt {expected} cards, not {count}.",
        count="expected"),
}

_FALLBACKS: Final[dict[RuleId, Template]] = {
    NoThanksRuleId.NT_2_1: _t(pN_("NT-2.1 fallback", "No Thanks! is played by 3 to 7 players.")),
    NoThanksRuleId.NT_4_3: _t(pN_(
        "NT-4.3 fallback", "A player without chips cannot pass and must take the card.")),
}
# fmt: on

# TRANSLATORS: `regelwerk simulate` reports how long games were ("mean 47.9 actions") and the
# share of each kind of action ("actions: pass 49.9%, take 50.1%").
_UNIT: Final = pN_("simulate unit", "actions")
_KINDS: Final[dict[str, Msg]] = {
    "pass": pN_("simulate kind", "pass"),
    "take": pN_("simulate kind", "take"),
}

TEXTS: Final = GameTexts(
    titles=_TITLES,
    texts=_TEXTS,
    chapters=_CHAPTERS,
    options=_OPTIONS,
    templates=_TEMPLATES,
    fallbacks=_FALLBACKS,
    unit=_UNIT,
    kinds=_KINDS,
    # TRANSLATORS: the name of a `regelwerk simulate` policy, in its statistics ("policy
    # greedy"): playing by simple rules of thumb.
    policies={"greedy": pN_("policy name", "greedy")},
    # TRANSLATORS: the game's title as it is sold in your market, as the rulebook's cover
    # prints it; every message that names the game uses it.
    title=pN_("game title", "No Thanks!"),
)
"""Everything No Thanks! gives :mod:`regelwerk.i18n` to read."""
