"""The text of every rule: titles, rule texts, chapter titles and options, in five languages.

The English strings below are the gettext msgids of the runtime domain ``regelwerk``; each
is marked with :func:`pN_`, whose first argument becomes the msgctxt.  Every context is
unique and starts with the rule id (``"NR-5.4 title"``, ``"NR-5.4 text"``,
``"NR-5 chapter"``, ``"option minimal_payment text"``), so the same short English title in
two rules can be translated differently.  Extraction: ``make catalogs-update``.

Rulebook layout (agreed with the rulebooks): each game's rulebook is built, per language,
to ``build/rulebooks/<game>/<lang>/`` and prints every rule of that game on the page
:func:`rulebook_page` (``index.html``), each rule under the anchor
:func:`regelwerk.rules.anchor` (``#nr-5-4``).  The LOG codes are printed as a closing
chapter of *both* rulebooks; links to them (:func:`rule_url`) go to the No Return book
unless another game is asked for.  :func:`rule_url` gives the URL relative to
``build/rulebooks/``: ``no-return/de/index.html#nr-5-4``.

Register: the rules speak to the player directly, as published rulebooks do: "you" (en),
"du" (de), "vous" (fr), "tú" (es: neutral Spanish; the Rioplatense source uses "vos", but
"tú" reads naturally to every Spanish speaker) and "je" (nl).  Each concept has one word per
language, listed in ``docs/glossary/<lang>.md`` and checked by ``tests/i18n``.

Chapters are the chapter ids of :mod:`regelwerk.rules` (``"NR-1"`` ... ``"NR-9"``,
``"NT-1"`` ... ``"NT-7"``, ``"LOG"``) plus ``"NR-options"`` and ``"NT-options"`` for the
variants.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Final, NamedTuple

from regelwerk.i18n.catalog import resolve_language, translations
from regelwerk.rules import RULES, Basis, RuleId, anchor

__all__ = [
    "BASIS_LABELS",
    "CHAPTERS",
    "OPTIONS",
    "Msg",
    "basis_label",
    "chapter_title",
    "export_json",
    "export_rules",
    "option_text",
    "option_title",
    "pN_",
    "rule_text",
    "rule_title",
    "rule_url",
    "rulebook_of",
    "rulebook_page",
    "shipped_rules",
    "translate",
]


class Msg(NamedTuple):
    """A marked source string: its msgctxt and its English msgid."""

    context: str
    text: str


def pN_(context: str, message: str) -> Msg:
    """Mark ``message`` for extraction with ``context`` as msgctxt; translate later."""
    return Msg(context, message)


def translate(msg: Msg, lang: str) -> str:
    """``msg`` in ``lang`` (English, the msgid, for English or an unknown language)."""
    return translations(lang).pgettext(msg.context, msg.text)


_TITLES: Final[dict[RuleId, Msg]] = {
    RuleId.NR_1_1: pN_("NR-1.1 title", "The tiles"),
    RuleId.NR_1_2: pN_("NR-1.2 title", "Colours and notation"),
    RuleId.NR_1_3: pN_("NR-1.3 title", "Where the tiles are"),
    RuleId.NR_2_1: pN_("NR-2.1 title", "Number of players"),
    RuleId.NR_3_1: pN_("NR-3.1 title", "Starting hands"),
    RuleId.NR_3_2: pN_("NR-3.2 title", "Setting tiles aside"),
    RuleId.NR_3_3: pN_("NR-3.3 title", "The set-aside tiles return"),
    RuleId.NR_4_1: pN_("NR-4.1 title", "One action per turn"),
    RuleId.NR_4_2: pN_("NR-4.2 title", "Refilling the hand"),
    RuleId.NR_4_3: pN_("NR-4.3 title", "Only tiles from your hand"),
    RuleId.NR_4_4: pN_("NR-4.4 title", "Passing"),
    RuleId.NR_5_1: pN_("NR-5.1 title", "Everyone starts in phase 1"),
    RuleId.NR_5_2: pN_("NR-5.2 title", "Exchange"),
    RuleId.NR_5_3: pN_("NR-5.3 title", "Play"),
    RuleId.NR_5_4: pN_("NR-5.4 title", "Rows descend"),
    RuleId.NR_6_1: pN_("NR-6.1 title", "Entering phase 2"),
    RuleId.NR_6_2: pN_("NR-6.2 title", "There is no return"),
    RuleId.NR_7_1: pN_("NR-7.1 title", "Exchange"),
    RuleId.NR_7_2: pN_("NR-7.2 title", "Clear"),
    RuleId.NR_7_3: pN_("NR-7.3 title", "Pay"),
    RuleId.NR_7_4: pN_("NR-7.4 title", "The score pile"),
    RuleId.NR_7_5: pN_("NR-7.5 title", "No superfluous tile (option)"),
    RuleId.NR_8_1: pN_("NR-8.1 title", "The last tile"),
    RuleId.NR_8_2: pN_("NR-8.2 title", "Tiles left in hand"),
    RuleId.NR_9_1: pN_("NR-9.1 title", "Scores"),
    RuleId.NR_9_2: pN_("NR-9.2 title", "Winning"),
    RuleId.NT_1_1: pN_("NT-1.1 title", "Cards and chips"),
    RuleId.NT_2_1: pN_("NT-2.1 title", "Number of players"),
    RuleId.NT_2_2: pN_("NT-2.2 title", "Chips per player"),
    RuleId.NT_3_1: pN_("NT-3.1 title", "The draw pile"),
    RuleId.NT_3_2: pN_("NT-3.2 title", "Secret chips"),
    RuleId.NT_4_1: pN_("NT-4.1 title", "The first card"),
    RuleId.NT_4_2: pN_("NT-4.2 title", "Take or pass"),
    RuleId.NT_4_3: pN_("NT-4.3 title", "No chips left"),
    RuleId.NT_4_4: pN_("NT-4.4 title", "After taking a card"),
    RuleId.NT_5_1: pN_("NT-5.1 title", "The last card"),
    RuleId.NT_6_1: pN_("NT-6.1 title", "Minus points and plus points"),
    RuleId.NT_6_2: pN_("NT-6.2 title", "Winning"),
    RuleId.NT_7_1: pN_("NT-7.1 title", "How many removed cards each player gets"),
    RuleId.LOG_READ: pN_("LOG-READ title", "Unreadable file"),
    RuleId.LOG_SYNTAX: pN_("LOG-SYNTAX title", "Not well-formed JSON"),
    RuleId.LOG_SCHEMA: pN_("LOG-SCHEMA title", "Wrong structure"),
    RuleId.LOG_LIMIT: pN_("LOG-LIMIT title", "File too large"),
    RuleId.LOG_ORDER: pN_("LOG-ORDER title", "Wrong order of turns"),
    RuleId.LOG_DRAW: pN_("LOG-DRAW title", "Impossible draw"),
    RuleId.LOG_RESULT: pN_("LOG-RESULT title", "Wrong result"),
}

_TEXTS: Final[dict[RuleId, Msg]] = {
    RuleId.NR_1_1: pN_(
        "NR-1.1 text",
        "The game has 132 tiles in six colours. Each colour has the values 1 to 11, and "
        "every tile of a given colour and value exists twice. The two copies are identical: "
        "it never matters which of them you hold.",
    ),
    RuleId.NR_1_2: pN_(
        "NR-1.2 text",
        "The six colours are red (R), orange (O), yellow (Y), green (G), blue (B) and "
        "purple (P). A tile is written as its colour letter followed by its value: R11 is "
        "the red 11, B3 the blue 3.",
    ),
    RuleId.NR_1_3: pN_(
        "NR-1.3 text",
        "Every tile is always in exactly one place: in the bag, in a player's hand, in a "
        "player's rows, on a player's score pile, or out of the game (back in the box). "
        "Together these places always hold all 132 tiles: no tile is ever added, duplicated "
        "or lost.",
    ),
    RuleId.NR_2_1: pN_(
        "NR-2.1 text",
        "No Return is played by 2 to 4 players. The seats are numbered from 0: the player in "
        "seat 0 starts, and turns follow the order of the seats.",
    ),
    RuleId.NR_3_1: pN_(
        "NR-3.1 text",
        "Put all the tiles into the bag. Then, in seat order, each player draws 8 tiles from "
        "the bag into their hand.",
    ),
    RuleId.NR_3_2: pN_(
        "NR-3.2 text",
        "Then, again in seat order, each player may once set aside any number of tiles from "
        "their hand (none, some or all 8) and draw as many tiles from the bag.",
    ),
    RuleId.NR_3_3: pN_(
        "NR-3.3 text",
        "The set-aside tiles go back into the bag only once every player has had the chance "
        "to set tiles aside.",
    ),
    RuleId.NR_4_1: pN_(
        "NR-4.1 text",
        "On your turn you take exactly one action that your phase allows: a phase 1 action "
        "(NR-5) while you are in phase 1, a phase 2 action (NR-7) once you are in phase 2.",
    ),
    RuleId.NR_4_2: pN_(
        "NR-4.2 text",
        "At the end of every turn you draw tiles from the bag until you hold 8 tiles again, "
        "or until the bag is empty.",
    ),
    RuleId.NR_4_3: pN_(
        "NR-4.3 text",
        "Every tile that you play, exchange or pay must come from your own hand.",
    ),
    RuleId.NR_4_4: pN_(
        "NR-4.4 text",
        "If you have no action available, because your hand is empty and so is the bag, you "
        "pass. You may pass only then. In a complete game this never happens: everyone who "
        "still has a turn after the last tile has been drawn starts it with 8 tiles "
        "(NR-8.1). A pass recorded in a move log therefore always breaks this rule; the rule "
        "only matters in positions set up by hand.",
    ),
    RuleId.NR_5_1: pN_(
        "NR-5.1 text",
        "Every player begins the game in phase 1. On each turn in phase 1 you either exchange "
        "(NR-5.2) or play (NR-5.3).",
    ),
    RuleId.NR_5_2: pN_(
        "NR-5.2 text",
        "Put 1 to 4 tiles from your hand out of the game. Refilling your hand at the end of "
        "the turn (NR-4.2) replaces them. You may exchange even when the bag is empty; then "
        "nothing replaces them.",
    ),
    RuleId.NR_5_3: pN_(
        "NR-5.3 text",
        "Place 1 or more tiles from your hand, all of one colour, in your row of that colour. "
        "You have at most one row of each colour; if you play a colour you have no row of "
        "yet, these tiles start that row.",
    ),
    RuleId.NR_5_4: pN_(
        "NR-5.4 text",
        "Every tile you play must be equal to or lower than every tile already in that row. "
        "If you play several tiles on one turn, they go into the row from highest to lowest.",
    ),
    RuleId.NR_6_1: pN_(
        "NR-6.1 text",
        "While you are in phase 1, you may declare at the start of any of your turns that you "
        "enter phase 2. You then take a phase 2 action on that same turn.",
    ),
    RuleId.NR_6_2: pN_(
        "NR-6.2 text",
        "Once you are in phase 2, you stay there for the rest of the game: you never play "
        "tiles into your rows again.",
    ),
    RuleId.NR_7_1: pN_(
        "NR-7.1 text",
        "Exchange exactly as in phase 1 (NR-5.2): put 1 to 4 tiles from your hand out of the game.",
    ),
    RuleId.NR_7_2: pN_(
        "NR-7.2 text",
        "Choose one of your rows and take 1 or more tiles from it, starting with its lowest "
        "tile and working upward: the lowest tile, or the two lowest, and so on.",
    ),
    RuleId.NR_7_3: pN_(
        "NR-7.3 text",
        "To pay for the cleared tiles, put 1 or more tiles from your hand out of the game, "
        "all of one colour, whose values add up to at least the sum of the cleared tiles. "
        "You may pay in any colour: it need not be the colour you cleared.",
    ),
    RuleId.NR_7_4: pN_(
        "NR-7.4 text",
        "Place the cleared tiles face down on your own score pile.",
    ),
    RuleId.NR_7_5: pN_(
        "NR-7.5 text",
        "Only with the option minimal_payment: a payment may not contain a superfluous tile. "
        "If the payment would still cover the sum of the cleared tiles with any one of its "
        "tiles taken away, it is not allowed.",
    ),
    RuleId.NR_8_1: pN_(
        "NR-8.1 text",
        "When a player draws the last tile from the bag, the round is completed: each player "
        "seated after them takes one more turn, so that everyone has had the same number of "
        "turns. Then the game ends. If the player in the last seat draws the last tile, the "
        "game ends after that turn.",
    ),
    RuleId.NR_8_2: pN_(
        "NR-8.2 text",
        "Tiles still in your hand at the end of the game count for nothing.",
    ),
    RuleId.NR_9_1: pN_(
        "NR-9.1 text",
        "Your score is the sum of the tiles on your score pile minus the sum of the tiles "
        "still in your rows.",
    ),
    RuleId.NR_9_2: pN_(
        "NR-9.2 text",
        "The player with the highest score wins. If there is a tie, the tied player with the "
        "lower sum left in their rows wins; if they are still tied, they share the victory.",
    ),
    RuleId.NT_1_1: pN_(
        "NT-1.1 text",
        "No Thanks! has 33 cards, numbered 3 to 35 with each number once, and 55 chips.",
    ),
    RuleId.NT_2_1: pN_(
        "NT-2.1 text",
        "No Thanks! is played by 3 to 7 players. The seats are numbered from 0: the player "
        "in seat 0 starts, and turns follow the order of the seats.",
    ),
    RuleId.NT_2_2: pN_(
        "NT-2.2 text",
        "Each player receives 11 chips with 3 to 5 players, 9 chips with 6 players and 7 "
        "chips with 7 players. Chips that are not handed out go back into the box.",
    ),
    RuleId.NT_3_1: pN_(
        "NT-3.1 text",
        "Shuffle the cards and remove 9 of them face down, without anyone looking at them. "
        "The other 24 cards form the face-down draw pile.",
    ),
    RuleId.NT_3_2: pN_(
        "NT-3.2 text",
        "You may keep the number of your chips secret.",
    ),
    RuleId.NT_4_1: pN_(
        "NT-4.1 text",
        "The start player turns up the top card of the draw pile.",
    ),
    RuleId.NT_4_2: pN_(
        "NT-4.2 text",
        "The player whose turn it is either takes the face-up card together with all the "
        "chips on it, or passes by putting one of their own chips on the card. After a pass, "
        "the next player in seat order faces the same choice.",
    ),
    RuleId.NT_4_3: pN_(
        "NT-4.3 text",
        "A player who has no chips left must take the card.",
    ),
    RuleId.NT_4_4: pN_(
        "NT-4.4 text",
        "The player who took the card turns up the next card of the draw pile and decides again.",
    ),
    RuleId.NT_5_1: pN_(
        "NT-5.1 text",
        "The game ends when the last card of the draw pile has been taken.",
    ),
    RuleId.NT_6_1: pN_(
        "NT-6.1 text",
        "Each card counts its value in minus points, but of a run of consecutive values only "
        "the lowest card counts. Each chip counts one plus point.",
    ),
    RuleId.NT_6_2: pN_(
        "NT-6.2 text",
        "Your result is the minus points of your cards less your chips. The lowest result "
        "wins; if there is a tie, the tied players share the victory.",
    ),
    RuleId.NT_7_1: pN_(
        "NT-7.1 text",
        "With the option deal_removed, each player gets the number of removed cards that 9 "
        "divided by the number of players gives, rounded down: 3 each with 3 players, 2 each "
        "with 4 players, 1 each with 5, 6 or 7 players. The remaining removed cards stay "
        "unseen. (The source deals 2 cards each to 5 players, which would take 10 of the 9 "
        "cards; this rulebook deals them 1 each.)",
    ),
    RuleId.LOG_READ: pN_(
        "LOG-READ text",
        "The log file cannot be read at all: it is missing, it is a folder, or it may not be "
        "opened.",
    ),
    RuleId.LOG_SYNTAX: pN_(
        "LOG-SYNTAX text",
        "The file is not well-formed JSON: it is not UTF-8, it has a syntax error, it "
        "contains NaN or Infinity, or an object has the same key twice. A UTF-8 byte-order "
        "mark at the very start is allowed.",
    ),
    RuleId.LOG_SCHEMA: pN_(
        "LOG-SCHEMA text",
        "The log does not have the structure the log format prescribes: a key is missing or "
        "unknown, a value has the wrong type, the format or an option is unknown, a tile or "
        "card does not exist (such as R12 or 36), the number of setup entries is wrong, or "
        "the result has the wrong length.",
    ),
    RuleId.LOG_LIMIT: pN_(
        "LOG-LIMIT text",
        "The log is larger than the library accepts. The limit is at least 1 MiB; the log of "
        "a complete game takes a few tens of KiB.",
    ),
    RuleId.LOG_ORDER: pN_(
        "LOG-ORDER text",
        "A turn is recorded for the wrong player, or after the game has already ended.",
    ),
    RuleId.LOG_DRAW: pN_(
        "LOG-DRAW text",
        "A recorded draw cannot have happened. In No Return: the wrong number of tiles is "
        "drawn (a starting hand of other than 8 tiles, NR-3.1; the draw after setting tiles "
        "aside, NR-3.2; the refill, NR-4.2), or a tile is drawn that is not in the bag at "
        "that moment (NR-1.3). In No Thanks!: a card is listed twice, a card is also among "
        "the removed or dealt cards, a 25th card appears, a dealt card is not one of the "
        "removed cards, or a decision is recorded on a card that the log does not list.",
    ),
    RuleId.LOG_RESULT: pN_(
        "LOG-RESULT text",
        "The result the log states differs from the result computed from its turns.",
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
    "NR-9": pN_("NR-9 chapter", "Scoring"),
    "NR-options": pN_("NR-options chapter", "Options"),
    "NT-1": pN_("NT-1 chapter", "Components"),
    "NT-2": pN_("NT-2 chapter", "Players"),
    "NT-3": pN_("NT-3 chapter", "Setup"),
    "NT-4": pN_("NT-4 chapter", "Playing"),
    "NT-5": pN_("NT-5 chapter", "End of the game"),
    "NT-6": pN_("NT-6 chapter", "Scoring"),
    "NT-7": pN_("NT-7 chapter", "Dealing the removed cards"),
    "NT-options": pN_("NT-options chapter", "Options"),
    "LOG": pN_("LOG chapter", "Codes for move logs"),
}
CHAPTERS: Final = tuple(_CHAPTERS)
"""Every chapter id, in rulebook order."""

_OPTIONS: Final[dict[str, tuple[Msg, Msg]]] = {
    "minimal_payment": (
        pN_("option minimal_payment title", "Minimal payment"),
        pN_(
            "option minimal_payment text",
            "Off by default. When it is on, a payment may not contain a superfluous tile: "
            "taking any one tile away from the payment must leave it short of the sum of the "
            "cleared tiles (NR-7.5).",
        ),
    ),
    "chips_per_player": (
        pN_("option chips_per_player title", "Chips per player"),
        pN_(
            "option chips_per_player text",
            "A house rule: every player starts with this number of chips instead of the number "
            "that NT-2.2 gives.",
        ),
    ),
    "deal_removed": (
        pN_("option deal_removed title", "Dealing the removed cards"),
        pN_(
            "option deal_removed text",
            "Off by default. When it is on, the 9 removed cards are dealt face down to the "
            "players instead of staying unseen; each player may look at their own cards but "
            "not at the others' (NT-7.1).",
        ),
    ),
}
OPTIONS: Final = tuple(_OPTIONS)
"""The option names of RULES.md: No Return's, then No Thanks!'s."""

BASIS_LABELS: Final[dict[Basis, Msg]] = {
    Basis.SOURCE: pN_("basis S", "stated by the source texts"),
    Basis.PUBLISHED: pN_("basis P", "as in the published game"),
    Basis.RULING: pN_("basis R", "a ruling of this rulebook"),
}

_PAGES: Final = {"no-return": "index.html", "no-thanks": "index.html"}


def rule_title(rule: RuleId, lang: str) -> str:
    """The short title of ``rule`` in ``lang`` (``"Rows descend"``)."""
    return translate(_TITLES[RuleId(rule)], lang)


def rule_text(rule: RuleId, lang: str) -> str:
    """The full text of ``rule`` in ``lang``, as the rulebooks print it."""
    return translate(_TEXTS[RuleId(rule)], lang)


def chapter_title(chapter: str, lang: str) -> str:
    """The title of a chapter (``"NR-5"``, ``"NT-options"``, ``"LOG"``) in ``lang``."""
    key = chapter.strip().replace(" ", "-")
    key = key[:2].upper() + "-options" if key.lower().endswith("-options") else key.upper()
    return translate(_CHAPTERS[key], lang)


def option_title(option: str, lang: str) -> str:
    """The name of an option (``"minimal_payment"``) as a reader sees it, in ``lang``."""
    return translate(_OPTIONS[option][0], lang)


def option_text(option: str, lang: str) -> str:
    """What an option does, in ``lang``."""
    return translate(_OPTIONS[option][1], lang)


def basis_label(basis: Basis | str, lang: str) -> str:
    """Where a rule comes from, for the rulebooks: ``"S"``, ``"P"`` or ``"R"`` in words."""
    return translate(BASIS_LABELS[Basis(basis)], lang)


def rulebook_page(game: str) -> str:
    """The page of a game's rulebook that prints its rules: ``index.html`` for both games."""
    return _PAGES[game]


def rulebook_of(rule: RuleId) -> str:
    """The game whose rulebook a link to ``rule`` goes to (LOG codes: No Return's)."""
    game = RULES[RuleId(rule)].game
    return "no-return" if game == "log" else game


def rule_url(rule: RuleId, lang: str, game: str | None = None) -> str:
    """The rule's anchor relative to ``build/rulebooks/``: ``no-return/de/index.html#nr-5-4``.

    ``game`` chooses the rulebook for a LOG code (both print them); rules of a game always
    link to their own game's book.
    """
    rule = RuleId(rule)
    book = game if game is not None and rule.is_log_code else rulebook_of(rule)
    return f"{book}/{lang}/{rulebook_page(book)}#{anchor(rule)}"


def export_rules(lang: str, game: str | None = None) -> list[dict[str, str]]:
    """Every rule (of ``game``: ``"no-return"``, ``"no-thanks"`` or ``"log"``) in ``lang``.

    Each entry: ``{"id", "title", "text", "basis", "anchor"}``, where ``basis`` is ``"S"``,
    ``"P"``, ``"R"`` or ``"S/P"`` and ``anchor`` the relative URL of :func:`rule_url`.
    """
    return [
        {
            "id": rule.id.value,
            "title": rule_title(rule.id, lang),
            "text": rule_text(rule.id, lang),
            "basis": "/".join(basis.value for basis in rule.basis),
            "anchor": rule_url(rule.id, lang),
        }
        for rule in RULES.values()
        if game is None or rule.game == game
    ]


def export_json(lang: str) -> str:
    """:func:`export_rules` for ``lang`` as the JSON text of the shipped export files."""
    return json.dumps(export_rules(lang), ensure_ascii=False, indent=2) + "\n"


def shipped_rules(lang: str) -> list[dict[str, str]]:
    """The export of :func:`export_rules` for ``lang`` as shipped in the package
    (``regelwerk/i18n/exports/rules.<lang>.json``), for programs that read files.

    >>> shipped_rules("fr")[0]["id"], shipped_rules("fr")[0]["anchor"]
    ('NR-1.1', 'no-return/fr/index.html#nr-1-1')
    """
    path = resources.files("regelwerk.i18n") / "exports" / f"rules.{resolve_language(lang)}.json"
    rules: list[dict[str, str]] = json.loads(path.read_text(encoding="utf-8"))
    return rules
