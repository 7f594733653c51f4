"""The texts of No Return: rule titles and texts, chapters, options and messages.

The English strings are the gettext msgids of the runtime domain ``regelwerk``; each
msgctxt starts with the rule id or names its use (``"NR-5.4 title"``).  Extraction:
``make catalogs-update``.  The shared layers read them through :data:`TEXTS`.
"""

from __future__ import annotations

from typing import Final

from regelwerk.i18n.gametexts import GameTexts
from regelwerk.i18n.markers import Msg, Template, npN_, pN_
from regelwerk.i18n.markers import template as _t
from regelwerk.noreturn.names import PIECES
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.rules import LogCode, RuleId

__all__ = ["TEXTS"]

_TITLES: Final[dict[RuleId, Msg]] = {
    NoReturnRuleId.NR_1_1: pN_("NR-1.1 title", "The tiles"),
    NoReturnRuleId.NR_1_2: pN_("NR-1.2 title", "Colours and notation"),
    NoReturnRuleId.NR_1_3: pN_("NR-1.3 title", "Where the tiles are"),
    NoReturnRuleId.NR_2_1: pN_("NR-2.1 title", "Number of players"),
    NoReturnRuleId.NR_3_1: pN_("NR-3.1 title", "Starting hands"),
    NoReturnRuleId.NR_3_2: pN_("NR-3.2 title", "Setting tiles aside"),
    NoReturnRuleId.NR_3_3: pN_("NR-3.3 title", "The set-aside tiles return"),
    NoReturnRuleId.NR_4_1: pN_("NR-4.1 title", "One action per turn"),
    NoReturnRuleId.NR_4_2: pN_("NR-4.2 title", "Refilling the hand"),
    NoReturnRuleId.NR_4_3: pN_("NR-4.3 title", "Only tiles from your hand"),
    NoReturnRuleId.NR_4_4: pN_("NR-4.4 title", "Passing"),
    NoReturnRuleId.NR_5_1: pN_("NR-5.1 title", "Everyone starts in phase 1"),
    NoReturnRuleId.NR_5_2: pN_("NR-5.2 title", "Exchange"),
    NoReturnRuleId.NR_5_3: pN_("NR-5.3 title", "Play"),
    NoReturnRuleId.NR_5_4: pN_("NR-5.4 title", "Rows descend"),
    NoReturnRuleId.NR_6_1: pN_("NR-6.1 title", "Entering phase 2"),
    NoReturnRuleId.NR_6_2: pN_("NR-6.2 title", "There is no return"),
    NoReturnRuleId.NR_7_1: pN_("NR-7.1 title", "Exchange"),
    NoReturnRuleId.NR_7_2: pN_("NR-7.2 title", "Clear"),
    NoReturnRuleId.NR_7_3: pN_("NR-7.3 title", "Pay"),
    NoReturnRuleId.NR_7_4: pN_("NR-7.4 title", "The score pile"),
    NoReturnRuleId.NR_7_5: pN_("NR-7.5 title", "Minimal payment (variant)"),
    NoReturnRuleId.NR_8_1: pN_("NR-8.1 title", "The last tile"),
    NoReturnRuleId.NR_8_2: pN_("NR-8.2 title", "Tiles left in hand"),
    NoReturnRuleId.NR_9_1: pN_("NR-9.1 title", "Scores"),
    NoReturnRuleId.NR_9_2: pN_("NR-9.2 title", "Winning"),
}

_TEXTS: Final[dict[RuleId, Msg]] = {
    NoReturnRuleId.NR_1_1: pN_(
        "NR-1.1 text",
        "The game has 132 tiles in six colours. Each colour has the values 1 to 11, and "
        "there are two of every tile. The two copies are identical, so it never matters "
        "which one you hold.",
    ),
    NoReturnRuleId.NR_1_2: pN_(
        "NR-1.2 text",
        "The six colours are red (R), orange (O), yellow (Y), green (G), blue (B) and "
        "purple (P). A tile is written as its colour letter followed by its value: R11 is "
        "the red 11, B3 the blue 3. This short form is not printed on the tiles; it is used for "
        "recording games, for example in move logs and in the messages of the regelwerk "
        "program.",
    ),
    NoReturnRuleId.NR_1_3: pN_(
        "NR-1.3 text",
        "Every tile is always in exactly one place: in the bag, in a player’s hand, set aside "
        "during setup (NR-3.2), in a player’s rows, on a player’s score pile, or out of the "
        "game (back in the box). "
        "Together these places always hold all 132 tiles: no tile is ever added or lost.",
    ),
    NoReturnRuleId.NR_2_1: pN_(
        "NR-2.1 text",
        "The game is played by 2 to 4 players. The players choose a start player in any "
        "way they like. Play then goes clockwise round the table; this is the order of play.",
    ),
    NoReturnRuleId.NR_3_1: pN_(
        "NR-3.1 text",
        "Put all the tiles into the bag. Then, in the order of play, each player draws 8 tiles "
        "from the bag into their hand. Keep your hand hidden from the other players.",
    ),
    NoReturnRuleId.NR_3_2: pN_(
        "NR-3.2 text",
        "Then, again in the order of play, each player may set aside any number of tiles from "
        "their hand (none, some or all 8) and draw the same number of tiles from the bag. "
        "Each player may do this only once.",
    ),
    NoReturnRuleId.NR_3_3: pN_(
        "NR-3.3 text",
        "The set-aside tiles go back into the bag only after every player has had the chance "
        "to set tiles aside.",
    ),
    NoReturnRuleId.NR_4_1: pN_(
        "NR-4.1 text",
        "On your turn you take exactly one action that your phase allows: a phase 1 action "
        "(NR-5) while you are in phase 1, a phase 2 action (NR-7) once you are in phase 2.",
    ),
    NoReturnRuleId.NR_4_2: pN_(
        "NR-4.2 text",
        "At the end of every turn you draw tiles from the bag until you hold 8 tiles again, "
        "or until the bag is empty.",
    ),
    NoReturnRuleId.NR_4_3: pN_(
        "NR-4.3 text",
        "Every tile that you play, exchange or pay with must come from your own hand.",
    ),
    NoReturnRuleId.NR_4_4: pN_(
        "NR-4.4 text",
        "If you have no action available because both your hand and the bag are empty, you "
        "pass; this is the only time you may pass. In a normal game this never happens: "
        "everyone who still has a turn after the last tile has been drawn starts it with 8 "
        "tiles (NR-8.1).",
    ),
    NoReturnRuleId.NR_5_1: pN_(
        "NR-5.1 text",
        "Every player begins the game in phase 1. On each turn in phase 1 you either exchange "
        "(NR-5.2) or play (NR-5.3).",
    ),
    NoReturnRuleId.NR_5_2: pN_(
        "NR-5.2 text",
        "Put 1 to 4 tiles from your hand back in the box: they are out of the game. Refilling "
        "your hand at the end of the turn (NR-4.2) replaces them. You may exchange even when "
        "the bag is empty; then nothing replaces them.",
    ),
    NoReturnRuleId.NR_5_3: pN_(
        "NR-5.3 text",
        "Place one or more tiles from your hand, all of one colour, in your row of that colour. "
        "You have at most one row of each colour; if you do not yet have a row of that "
        "colour, the tiles you play start one.",
    ),
    NoReturnRuleId.NR_5_4: pN_(
        "NR-5.4 text",
        "Every tile you play must be equal to or lower than every tile already in that row. "
        "If you play several tiles on one turn, they go into the row from highest to lowest.",
    ),
    NoReturnRuleId.NR_6_1: pN_(
        "NR-6.1 text",
        "While you are in phase 1, at the start of any of your turns, you may declare that you "
        "are entering phase 2. You then take a phase 2 action on that same turn.",
    ),
    NoReturnRuleId.NR_6_2: pN_(
        "NR-6.2 text",
        "Once you are in phase 2, you stay there for the rest of the game: you never play "
        "tiles into your rows again.",
    ),
    NoReturnRuleId.NR_7_1: pN_(
        "NR-7.1 text",
        "Exchange exactly as in phase 1 (NR-5.2): put 1 to 4 tiles from your hand back in the box.",
    ),
    NoReturnRuleId.NR_7_2: pN_(
        "NR-7.2 text",
        "Choose one of your rows and take one or more tiles from it, starting with its lowest "
        "tile and working upwards: the lowest tile, or the two lowest, and so on.",
    ),
    NoReturnRuleId.NR_7_3: pN_(
        "NR-7.3 text",
        "To pay for the cleared tiles, put one or more tiles of a single colour from your hand "
        "back in the box; their values must add up to at least the sum of the cleared tiles. "
        "You may pay in any colour: it need not be the colour you cleared.",
    ),
    NoReturnRuleId.NR_7_4: pN_(
        "NR-7.4 text",
        "Place the cleared tiles face down on your own score pile.",
    ),
    NoReturnRuleId.NR_7_5: pN_(
        "NR-7.5 text",
        "This rule applies only when you play with the variant “Minimal payment”. A payment "
        "may not contain a superfluous tile: if you could take away one of its tiles and the "
        "rest would still cover the sum of the cleared tiles, the payment is not allowed.",
    ),
    NoReturnRuleId.NR_8_1: pN_(
        "NR-8.1 text",
        "When a player draws the last tile from the bag, finish the current round: every "
        "player who has not yet had a turn in this round takes one more turn, so that "
        "everyone has had the same number of turns. Then the game ends. If the player to the "
        "right of the start player draws the last tile, the round is already complete and the "
        "game ends after that turn.",
    ),
    NoReturnRuleId.NR_8_2: pN_(
        "NR-8.2 text",
        "Tiles still in your hand at the end of the game count for nothing.",
    ),
    NoReturnRuleId.NR_9_1: pN_(
        "NR-9.1 text",
        "Your score is the sum of the tiles on your score pile minus the sum of the tiles "
        "still in your rows.",
    ),
    NoReturnRuleId.NR_9_2: pN_(
        "NR-9.2 text",
        "The player with the highest score wins. If there is a tie, the tied player with the "
        "lowest sum left in their rows wins; if they are still tied, they share the victory.",
    ),
}

_CHAPTERS: Final[dict[str, Msg]] = {
    "NR-1": pN_("NR-1 chapter", "Components"),
    "NR-2": pN_("NR-2 chapter", "Players"),
    "NR-3": pN_("NR-3 chapter", "Setup"),
    "NR-4": pN_("NR-4 chapter", "Turns"),
    "NR-5": pN_("NR-5 chapter", "Phase 1: collecting"),
    "NR-6": pN_("NR-6 chapter", "Changing phase"),
    "NR-7": pN_("NR-7 chapter", "Phase 2: scoring"),
    "NR-8": pN_("NR-8 chapter", "End of the game"),
    "NR-9": pN_("NR-9 chapter", "Final scoring"),
    "NR-options": pN_("NR-options chapter", "Variants"),
}

_OPTIONS: Final[dict[str, tuple[Msg, Msg]]] = {
    "minimal_payment": (
        pN_("option minimal_payment title", "Minimal payment"),
        pN_(
            "option minimal_payment text",
            "A payment may not contain a superfluous tile: taking any one tile away from the "
            "payment must leave it short of the sum of the cleared tiles (NR-7.5).",
        ),
    ),
}

# fmt: off
_TEMPLATES: Final[dict[tuple[RuleId, str | None], Template]] = {
    (NoReturnRuleId.NR_2_1, None): npN_(
        "NR-2.1 message",
        "No Return is for 2 to 4 players, not {players}.",
        "No Return is for 2 to 4 players, not {players}.",
        count="players"),
    (NoReturnRuleId.NR_3_2, None): npN_(
        "NR-3.2 message",
        # TRANSLATORS: {player} is the player's name from the log ("Ada"), or "Player B"
        # when the log gives none, as in the other NR-4.3, NR-4.4, NR-6.1 and NR-6.2
        # messages that name the player; write it so that any name reads well (names may
        # end in s: "nicht auf der Hand von Ada" or "Ada hat … nicht", not "Adas").
        "{tiles} cannot be set aside: that tile is not in {player}’s hand.",
        "{tiles} cannot be set aside: those tiles are not in {player}’s hand.",
        count="tiles"),
    (NoReturnRuleId.NR_3_2, "stage"): _t(pN_(
        "NR-3.2 message stage",
        "Tiles can be set aside only during setup, before the first turn.")),
    (NoReturnRuleId.NR_4_1, "phase1"): _t(pN_(
        "NR-4.1 message phase1",
        "Clearing is a phase 2 action: {player} is still in phase 1 and must enter phase 2 "
        "first.")),
    (NoReturnRuleId.NR_4_1, "setup"): _t(pN_(
        "NR-4.1 message setup",
        "No turn can be taken yet: the setup is not over until every player has had the "
        "chance to set tiles aside.")),
    (NoReturnRuleId.NR_4_3, "play"): npN_(
        "NR-4.3 message play",
        "{tiles} cannot be played: that tile is not in {player}’s hand.",
        "{tiles} cannot be played: those tiles are not in {player}’s hand.",
        count="tiles"),
    (NoReturnRuleId.NR_4_3, "exchange"): npN_(
        "NR-4.3 message exchange",
        "{tiles} cannot be exchanged: that tile is not in {player}’s hand.",
        "{tiles} cannot be exchanged: those tiles are not in {player}’s hand.",
        count="tiles"),
    (NoReturnRuleId.NR_4_3, "pay"): npN_(
        "NR-4.3 message pay",
        # TRANSLATORS: {tiles_dative} is {tiles} in the dative ("mit der roten 5").
        "{tiles_dative} cannot be used to pay: that tile is not in {player}’s hand.",
        "{tiles_dative} cannot be used to pay: those tiles are not in {player}’s hand.",
        count="tiles"),
    (NoReturnRuleId.NR_4_4, None): npN_(
        "NR-4.4 message",
        "Passing is allowed only when no action is available, but {player} still holds "
        "{hand} tile.",
        "Passing is allowed only when no action is available, but {player} still holds "
        "{hand} tiles.",
        count="hand"),
    (NoReturnRuleId.NR_5_2, None): npN_(
        "NR-5.2 message",
        "An exchange removes 1 to 4 tiles from the game, not {count}.",
        "An exchange removes 1 to 4 tiles from the game, not {count}.",
        count="count"),
    (NoReturnRuleId.NR_5_3, "empty"): _t(pN_(
        "NR-5.3 message empty",
        "A play must place at least one tile.")),
    (NoReturnRuleId.NR_5_3, "colours"): _t(pN_(
        "NR-5.3 message colours",
        "The tiles played on one turn must all be the same colour, not {colours}.")),
    (NoReturnRuleId.NR_5_4, None): _t(pN_(
        "NR-5.4 message",
        "{tile} cannot go into the row of its colour: it is higher than {lowest}, which is "
        "already there.")),
    (NoReturnRuleId.NR_6_1, "already"): _t(pN_(
        "NR-6.1 message already",
        "{player} is already in phase 2 and cannot enter it a second time.")),
    (NoReturnRuleId.NR_6_1, "pass"): _t(pN_(
        "NR-6.1 message pass",
        "Entering phase 2 must be followed by a phase 2 action on the same turn, not by a pass.")),
    (NoReturnRuleId.NR_6_2, "phase2"): _t(pN_(
        "NR-6.2 message phase2",
        "There is no return: {player} is in phase 2 and can no longer play tiles into rows.")),
    (NoReturnRuleId.NR_6_2, "declared"): _t(pN_(
        "NR-6.2 message declared",
        "There is no return: a player who enters phase 2 cannot play tiles on that turn.")),
    (NoReturnRuleId.NR_7_1, None): npN_(
        "NR-7.1 message",
        "An exchange removes 1 to 4 tiles from the game, not {count}.",
        "An exchange removes 1 to 4 tiles from the game, not {count}.",
        count="count"),
    (NoReturnRuleId.NR_7_2, "empty"): _t(pN_(
        "NR-7.2 message empty",
        "Clearing must take at least one tile from a row.")),
    (NoReturnRuleId.NR_7_2, "colours"): _t(pN_(
        "NR-7.2 message colours",
        "Clearing takes tiles from one row only, not from the {colours} rows.")),
    (NoReturnRuleId.NR_7_2, "no-row"): _t(pN_(
        "NR-7.2 message no-row",
        "There is no {colour_row} to clear.")),
    (NoReturnRuleId.NR_7_2, "not-lowest"): npN_(
        "NR-7.2 message not-lowest",
        "A row is cleared from its lowest tile upwards: clearing one tile from "
        "the {colour_row} takes {expected}, not {tiles}.",
        "A row is cleared from its lowest tile upwards: clearing {tiles_count} tiles from "
        "the {colour_row} takes {expected}, not {tiles}.",
        count="tiles"),
    (NoReturnRuleId.NR_7_3, "empty"): _t(pN_(
        "NR-7.3 message empty",
        "Clearing must be paid for with at least one tile from the hand.")),
    (NoReturnRuleId.NR_7_3, "colours"): _t(pN_(
        "NR-7.3 message colours",
        "A payment must be in one colour, not {colours}.")),
    (NoReturnRuleId.NR_7_3, "short"): _t(pN_(
        "NR-7.3 message short",
        "The payment adds up to {paid}, less than the sum of the cleared tiles ({due}).")),
    (NoReturnRuleId.NR_7_5, None): _t(pN_(
        "NR-7.5 message",
        "With “Minimal payment”, no tile may be superfluous, but {tile} could be left out of "
        "this payment of {paid} and the rest would still cover the {due} being cleared.")),
    (LogCode.LOG_DRAW, "count"): npN_(
        "LOG-DRAW message count",
        "Exactly {expected} tile must be drawn here, not {drawn}.",
        "Exactly {expected} tiles must be drawn here, not {drawn}.",
        count="expected"),
    (LogCode.LOG_DRAW, "not-in-bag"): _t(pN_(
        "LOG-DRAW message not-in-bag",
        "{tile} cannot be drawn here: there is none left in the bag.")),
    (LogCode.LOG_SCHEMA, "no-action"): _t(pN_(
        "LOG-SCHEMA message no-action",
        "The turn records no action.")),
    (LogCode.LOG_SCHEMA, "two-actions"): _t(pN_(
        "LOG-SCHEMA message two-actions",
        "The turn records more than one action: {actions}.")),
    (LogCode.LOG_SCHEMA, "pay-without-clear"): _t(pN_(
        "LOG-SCHEMA message pay-without-clear",
        "A payment is recorded without a clear.")),
    (LogCode.LOG_SCHEMA, "clear-without-pay"): _t(pN_(
        "LOG-SCHEMA message clear-without-pay",
        "A clear is recorded without a payment.")),
    (LogCode.LOG_SCHEMA, "tile"): _t(pN_(
        "LOG-SCHEMA message tile",
        "“{value}” is not a tile: a tile is written as a colour letter and a value, "
        "such as R11.")),
}

_FALLBACKS: Final[dict[RuleId, Template]] = {
    NoReturnRuleId.NR_2_1: _t(pN_("NR-2.1 fallback", "No Return is played by 2 to 4 players.")),
    NoReturnRuleId.NR_4_4: _t(pN_(
        "NR-4.4 fallback", "Passing is allowed only when no action is available.")),
}
# fmt: on

_VARIANT_KEYS: Final[dict[RuleId, str]] = {NoReturnRuleId.NR_4_3: "action"}
"""NR-4.3's variant is the kind of action that takes the tiles from the hand."""

# TRANSLATORS: `regelwerk simulate` reports how long games were ("mean 36.5 turns") and the
# share of each kind of action ("actions: clear 0.2%, exchange 98.6%, play 1.1%").
_UNIT: Final = pN_("simulate unit", "turns")
_KINDS: Final[dict[str, Msg]] = {
    "clear": pN_("simulate kind", "clear"),
    "exchange": pN_("simulate kind", "exchange"),
    "play": pN_("simulate kind", "play"),
    # TRANSLATORS: {share} is a percentage, such as "8.2%".
    "phase2": pN_("simulate flag", "phase 2 entered on {share} of turns"),
}

TEXTS: Final = GameTexts(
    titles=_TITLES,
    texts=_TEXTS,
    chapters=_CHAPTERS,
    options=_OPTIONS,
    templates=_TEMPLATES,
    fallbacks=_FALLBACKS,
    variant_keys=_VARIANT_KEYS,
    pieces=PIECES,
    unit=_UNIT,
    kinds=_KINDS,
    # TRANSLATORS: the name of a `regelwerk simulate` policy, in its statistics ("policy
    # greedy"): playing by simple rules of thumb.
    policies={"greedy": pN_("policy name", "greedy")},
    # TRANSLATORS: the game's title as it is sold in your market, as the rulebook's cover
    # prints it; every message that names the game uses it.
    title=pN_("game title", "No Return"),
)
"""Everything No Return gives :mod:`regelwerk.i18n` to read."""
