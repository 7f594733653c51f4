"""Violation messages: a :class:`~regelwerk.violation.Violation` rendered in the reader's language.

``render(violation, "de")`` picks the template of the violation's rule and variant (its
``reason``, or for NR-4.3 its ``action``), fills it from the data and ends it with the rule
id: ``"Rot 11 passt nicht in diese Reihe: ... (NR-5.4)"``.

How data values are shown (so a new template needs no code, only a table entry):

- a whole number: :func:`babel.numbers.format_decimal`;
- a tuple: a Babel list of its items shown as below, and ``{<key>_count}`` its length;
- ``colour`` / ``colours`` (letters such as ``"R"``): the colour's name; ``{colour_row}`` is
  the name of that colour's row ("red row");
- ``key``, ``value``, ``format``, ``constant``, ``actions``: quoted from the log, as written;
- any other string in tile notation (``"R11"``): the tile's name ("red 11"), or the notation
  itself with ``notation=True``; other strings (``reason``, ``action``) as they are.

A template whose placeholders the data cannot fill is skipped: the rule's data-free
template (``FALLBACKS``), else a general sentence naming the rule's title, is used instead,
so every rule id renders, with or without data.  To add a message, add one entry to
``TEMPLATES``: ``(rule, reason): _t(pN_("<rule> message <reason>", "..."))``, or
``npN_(...)`` with ``count=`` for a sentence that depends on a number; then
``make catalogs-update`` and translate.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from typing import Final

from regelwerk.i18n.catalog import translations
from regelwerk.i18n.names import colour_name, format_items, number, row_name, tile_name
from regelwerk.i18n.ruletexts import Msg, pN_, rule_title, rule_url, translate
from regelwerk.rules import RuleId
from regelwerk.violation import Param, Violation

__all__ = [
    "FALLBACKS",
    "JSON_TYPE_NAMES",
    "TEMPLATES",
    "Template",
    "render",
    "rule_link",
    "template_for",
]


@dataclass(frozen=True, slots=True)
class Template:
    """A message: msgctxt and English msgid, with a plural msgid chosen by ``count``."""

    msg: Msg
    plural: str | None = None
    count: str | None = None  # the data key (an int, or a tuple's length) choosing the form

    def text(self, lang: str, data: dict[str, int]) -> str:
        if self.plural is None or self.count is None:
            return translate(self.msg, lang)
        n = data[self.count]
        return translations(lang).npgettext(self.msg.context, self.msg.text, self.plural, n)


def _t(msg: Msg) -> Template:
    return Template(msg)


def npN_(context: str, singular: str, plural: str, *, count: str) -> Template:
    """Mark a message with a plural form for extraction; ``count`` names its number."""
    return Template(Msg(context, singular), plural, count)


# fmt: off
TEMPLATES: Final[dict[tuple[RuleId, str | None], Template]] = {
    (RuleId.NR_2_1, None): npN_(
        "NR-2.1 message",
        "No Return is played by 2 to 4 players, not by {players} player.",
        "No Return is played by 2 to 4 players, not by {players} players.",
        count="players"),
    (RuleId.NR_3_2, None): npN_(
        "NR-3.2 message",
        "Only tiles from the hand can be set aside, and the {tiles} is not in it.",
        "Only tiles from the hand can be set aside, and {tiles} are not in it.",
        count="tiles"),
    (RuleId.NR_3_2, "stage"): _t(pN_(
        "NR-3.2 message stage",
        "Tiles can be set aside only during the setup, before the first turn.")),
    (RuleId.NR_4_1, "phase1"): _t(pN_(
        "NR-4.1 message phase1",
        "Clearing is a phase 2 action: a player in phase 1 must first declare that they "
        "enter phase 2.")),
    (RuleId.NR_4_1, "setup"): _t(pN_(
        "NR-4.1 message setup",
        "No turn can be taken yet: the setup is not over until every player has had the "
        "chance to set tiles aside.")),
    (RuleId.NR_4_3, "play"): npN_(
        "NR-4.3 message play",
        "The {tiles} cannot be played: that tile is not in the player's hand.",
        "{tiles} cannot be played: those tiles are not in the player's hand.",
        count="tiles"),
    (RuleId.NR_4_3, "exchange"): npN_(
        "NR-4.3 message exchange",
        "The {tiles} cannot be exchanged: that tile is not in the player's hand.",
        "{tiles} cannot be exchanged: those tiles are not in the player's hand.",
        count="tiles"),
    (RuleId.NR_4_3, "pay"): npN_(
        "NR-4.3 message pay",
        "The {tiles} cannot be used to pay: that tile is not in the player's hand.",
        "{tiles} cannot be used to pay: those tiles are not in the player's hand.",
        count="tiles"),
    (RuleId.NR_4_4, None): npN_(
        "NR-4.4 message",
        "Passing is allowed only with no action available, and the hand still holds "
        "{hand} tile.",
        "Passing is allowed only with no action available, and the hand still holds "
        "{hand} tiles.",
        count="hand"),
    (RuleId.NR_5_2, None): npN_(
        "NR-5.2 message",
        "An exchange puts 1 to 4 tiles out of the game, not {count} tile.",
        "An exchange puts 1 to 4 tiles out of the game, not {count} tiles.",
        count="count"),
    (RuleId.NR_5_3, "empty"): _t(pN_(
        "NR-5.3 message empty",
        "A play must place at least 1 tile.")),
    (RuleId.NR_5_3, "colours"): _t(pN_(
        "NR-5.3 message colours",
        "The tiles played on one turn must all be of one colour, not {colours}.")),
    (RuleId.NR_5_4, None): _t(pN_(
        "NR-5.4 message",
        "The {tile} cannot go into that row: it is higher than the {lowest}, which is "
        "already there.")),
    (RuleId.NR_6_1, "already"): _t(pN_(
        "NR-6.1 message already",
        "The player is already in phase 2 and cannot enter it a second time.")),
    (RuleId.NR_6_1, "pass"): _t(pN_(
        "NR-6.1 message pass",
        "Entering phase 2 goes with a phase 2 action on the same turn, not with a pass.")),
    (RuleId.NR_6_2, "phase2"): _t(pN_(
        "NR-6.2 message phase2",
        "There is no return: a player in phase 2 can no longer play tiles into rows.")),
    (RuleId.NR_6_2, "declared"): _t(pN_(
        "NR-6.2 message declared",
        "There is no return: a player who enters phase 2 cannot play tiles on that turn.")),
    (RuleId.NR_7_1, None): npN_(
        "NR-7.1 message",
        "An exchange puts 1 to 4 tiles out of the game, not {count} tile.",
        "An exchange puts 1 to 4 tiles out of the game, not {count} tiles.",
        count="count"),
    (RuleId.NR_7_2, "empty"): _t(pN_(
        "NR-7.2 message empty",
        "A clear must take at least 1 tile from a row.")),
    (RuleId.NR_7_2, "colours"): _t(pN_(
        "NR-7.2 message colours",
        "A clear takes tiles from one row only, not from {colours}.")),
    (RuleId.NR_7_2, "no-row"): _t(pN_(
        "NR-7.2 message no-row",
        "There is no {colour_row} to clear.")),
    (RuleId.NR_7_2, "not-lowest"): npN_(
        "NR-7.2 message not-lowest",
        "A row is cleared from its lowest tile upward: clearing {tiles_count} tile from "
        "the {colour_row} takes {expected}, not {tiles}.",
        "A row is cleared from its lowest tile upward: clearing {tiles_count} tiles from "
        "the {colour_row} takes {expected}, not {tiles}.",
        count="tiles"),
    (RuleId.NR_7_3, "empty"): _t(pN_(
        "NR-7.3 message empty",
        "A clear must be paid for with at least 1 tile from the hand.")),
    (RuleId.NR_7_3, "colours"): _t(pN_(
        "NR-7.3 message colours",
        "A payment must be in one colour, not in {colours}.")),
    (RuleId.NR_7_3, "short"): _t(pN_(
        "NR-7.3 message short",
        "The payment adds up to {paid}, less than the sum of the cleared tiles ({due}).")),
    (RuleId.NR_7_5, None): _t(pN_(
        "NR-7.5 message",
        "With minimal payment no tile may be superfluous, but without the {tile} the "
        "payment of {paid} would still cover the cleared tiles' sum of {due}.")),
    (RuleId.NT_2_1, None): npN_(
        "NT-2.1 message",
        "No Thanks! is played by 3 to 7 players, not by {players} player.",
        "No Thanks! is played by 3 to 7 players, not by {players} players.",
        count="players"),
    (RuleId.LOG_DRAW, "count"): npN_(
        "LOG-DRAW message count",
        "Exactly {expected} tile must be drawn here, not {drawn}.",
        "Exactly {expected} tiles must be drawn here, not {drawn}.",
        count="expected"),
    (RuleId.LOG_DRAW, "not-in-bag"): _t(pN_(
        "LOG-DRAW message not-in-bag",
        "The {tile} cannot be drawn here: there is none left in the bag.")),
    (RuleId.LOG_ORDER, "over"): _t(pN_(
        "LOG-ORDER message over",
        "The game is already over: no further turn can follow.")),
    (RuleId.LOG_ORDER, "seat"): _t(pN_(
        "LOG-ORDER message seat",
        "This turn belongs to the player in seat {expected}, not to seat {given}.")),
    (RuleId.NT_2_2, None): _t(pN_(
        "NT-2.2 message",
        "With {players} players there can be at most {most} chips per player, not "
        "{chips_per_player}.")),
    (RuleId.NT_4_3, None): _t(pN_(
        "NT-4.3 message",
        "The player in seat {seat} has no chips left and must take card {card}.")),
    (RuleId.LOG_DRAW, "removed_twice"): _t(pN_(
        "LOG-DRAW message removed_twice",
        "Card {card} is listed twice among the removed cards.")),
    (RuleId.LOG_DRAW, "dealt_twice"): _t(pN_(
        "LOG-DRAW message dealt_twice",
        "Card {card} is dealt twice, the second time to seat {seat}.")),
    (RuleId.LOG_DRAW, "not_removed"): _t(pN_(
        "LOG-DRAW message not_removed",
        "Card {card}, dealt to seat {seat}, is not one of the removed cards.")),
    (RuleId.LOG_DRAW, "repeated"): _t(pN_(
        "LOG-DRAW message repeated",
        "Card {card} is listed twice.")),
    (RuleId.LOG_DRAW, "too_many"): _t(pN_(
        "LOG-DRAW message too_many",
        "Card {card} would be a 25th card, but the draw pile has only 24.")),
    (RuleId.LOG_DRAW, "dealt"): _t(pN_(
        "LOG-DRAW message dealt",
        "Card {card} was dealt to seat {seat} and cannot also be turned up.")),
    (RuleId.LOG_DRAW, "removed"): _t(pN_(
        "LOG-DRAW message removed",
        "Card {card} is one of the removed cards and cannot be turned up.")),
    (RuleId.LOG_DRAW, "unlisted"): _t(pN_(
        "LOG-DRAW message unlisted",
        "The log does not list the card that this action decides on.")),
    (RuleId.LOG_DRAW, "known"): _t(pN_(
        "LOG-DRAW message known",
        "A card is already face up: no other card can be turned up yet.")),
    (RuleId.LOG_READ, "missing"): _t(pN_(
        "LOG-READ message missing",
        "The file does not exist.")),
    (RuleId.LOG_READ, "directory"): _t(pN_(
        "LOG-READ message directory",
        "This is a folder, not a file.")),
    (RuleId.LOG_READ, "permission"): _t(pN_(
        "LOG-READ message permission",
        "The file may not be opened: permission is denied.")),
    (RuleId.LOG_READ, "special"): _t(pN_(
        "LOG-READ message special",
        "This is not a regular file but a pipe, a device or a socket; only regular files "
        "are read.")),
    (RuleId.LOG_READ, "archive"): _t(pN_(
        "LOG-READ message archive",
        "The {kind} archive is damaged or truncated and cannot be read.")),
    (RuleId.LOG_LIMIT, "size"): _t(pN_(
        "LOG-LIMIT message size",
        "The file has {size} bytes; the library reads at most {limit}.")),
    (RuleId.LOG_LIMIT, "depth"): _t(pN_(
        "LOG-LIMIT message depth",
        "The document is nested more than {limit} levels deep.")),
    (RuleId.LOG_LIMIT, "digits"): _t(pN_(
        "LOG-LIMIT message digits",
        "A number in the document has more than {limit} digits; the library reads at most "
        "{limit}.")),
    (RuleId.LOG_LIMIT, "over"): _t(pN_(
        "LOG-LIMIT message over",
        "The log has more than {limit} bytes (unpacked); the library reads at most {limit}.")),
    (RuleId.LOG_SYNTAX, "encoding"): _t(pN_(
        "LOG-SYNTAX message encoding",
        "The file is not valid UTF-8 (at byte {offset}).")),
    (RuleId.LOG_SYNTAX, "empty"): _t(pN_(
        "LOG-SYNTAX message empty",
        "The file is empty.")),
    (RuleId.LOG_SYNTAX, "syntax"): _t(pN_(
        "LOG-SYNTAX message syntax",
        "JSON syntax error in line {line}, column {column}.")),
    (RuleId.LOG_SYNTAX, "duplicate-key"): _t(pN_(
        "LOG-SYNTAX message duplicate-key",
        "An object has the key “{key}” twice.")),
    (RuleId.LOG_SYNTAX, "constant"): _t(pN_(
        "LOG-SYNTAX message constant",
        "{constant} is not allowed in JSON.")),
    (RuleId.LOG_SCHEMA, "type"): _t(pN_(
        "LOG-SCHEMA message type",
        "Wrong type: the log format expects {expected} here.")),
    (RuleId.LOG_SCHEMA, "missing"): _t(pN_(
        "LOG-SCHEMA message missing",
        "The required key “{key}” is missing.")),
    (RuleId.LOG_SCHEMA, "unknown-key"): _t(pN_(
        "LOG-SCHEMA message unknown-key",
        "The key “{key}” does not belong here.")),
    (RuleId.LOG_SCHEMA, "no-action"): _t(pN_(
        "LOG-SCHEMA message no-action",
        "The turn records no action.")),
    (RuleId.LOG_SCHEMA, "two-actions"): _t(pN_(
        "LOG-SCHEMA message two-actions",
        "The turn records more than one action: {actions}.")),
    (RuleId.LOG_SCHEMA, "pay-without-clear"): _t(pN_(
        "LOG-SCHEMA message pay-without-clear",
        "A payment is recorded without a clear.")),
    (RuleId.LOG_SCHEMA, "clear-without-pay"): _t(pN_(
        "LOG-SCHEMA message clear-without-pay",
        "A clear is recorded without a payment.")),
    (RuleId.LOG_SCHEMA, "length"): npN_(
        "LOG-SCHEMA message length",
        "This list must have {expected} entry, not {actual}.",
        "This list must have {expected} entries, not {actual}.",
        count="expected"),
    (RuleId.LOG_SCHEMA, "format"): _t(pN_(
        "LOG-SCHEMA message format",
        "The log format “{format}” is unknown.")),
    (RuleId.LOG_SCHEMA, "redacted"): _t(pN_(
        "LOG-SCHEMA message redacted",
        "“{format}” is a redacted view of a game, not a complete log.")),
    (RuleId.LOG_SCHEMA, "action"): _t(pN_(
        "LOG-SCHEMA message action",
        "“{value}” is not an action: an action is “take” or “pass”.")),
    (RuleId.LOG_SCHEMA, "card"): _t(pN_(
        "LOG-SCHEMA message card",
        "There is no card {value}: the cards are numbered 3 to 35.")),
    (RuleId.LOG_SCHEMA, "tile"): _t(pN_(
        "LOG-SCHEMA message tile",
        "“{value}” is not a tile: a tile is written as a colour letter and a value, "
        "such as R11.")),
    (RuleId.LOG_SCHEMA, "range"): _t(pN_(
        "LOG-SCHEMA message range",
        "The option chips_per_player must be a whole number from {low} to {high}, not "
        "{value}.")),
    (RuleId.LOG_SCHEMA, "removed_count"): _t(pN_(
        "LOG-SCHEMA message removed_count",
        "Exactly {expected} removed cards must be listed, not {count}.")),
    (RuleId.LOG_SCHEMA, "dealt_without_option"): _t(pN_(
        "LOG-SCHEMA message dealt_without_option",
        "Dealt cards can only be recorded with the option deal_removed.")),
    (RuleId.LOG_SCHEMA, "dealt_seats"): npN_(
        "LOG-SCHEMA message dealt_seats",
        "Dealt cards must be listed for {expected} seat, not {count}.",
        "Dealt cards must be listed for {expected} seats, not {count}.",
        count="expected"),
    (RuleId.LOG_SCHEMA, "dealt_count"): npN_(
        "LOG-SCHEMA message dealt_count",
        "Seat {seat} must be dealt {expected} card, not {count}.",
        "Seat {seat} must be dealt {expected} cards, not {count}.",
        count="expected"),
    (RuleId.LOG_RESULT, "unfinished"): _t(pN_(
        "LOG-RESULT message unfinished",
        "The log states a result, but the game is not over.")),
    (RuleId.LOG_RESULT, "differs"): _t(pN_(
        "LOG-RESULT message differs",
        "The log states the result {claimed}, but its turns give {computed}.")),
}
"""The message templates by (rule, variant); variant ``None``: the rule's data without
a ``reason``."""

FALLBACKS: Final[dict[RuleId, Template]] = {
    RuleId.NR_2_1: _t(pN_("NR-2.1 fallback", "No Return is played by 2 to 4 players.")),
    RuleId.NR_4_4: _t(pN_(
        "NR-4.4 fallback", "Passing is allowed only when no action is available.")),
    RuleId.NT_2_1: _t(pN_("NT-2.1 fallback", "No Thanks! is played by 3 to 7 players.")),
    RuleId.NT_4_3: _t(pN_(
        "NT-4.3 fallback", "A player without chips cannot pass and must take the card.")),
    RuleId.LOG_READ: _t(pN_("LOG-READ fallback", "The file cannot be read.")),
    RuleId.LOG_SYNTAX: _t(pN_("LOG-SYNTAX fallback", "The file is not well-formed JSON.")),
    RuleId.LOG_SCHEMA: _t(pN_(
        "LOG-SCHEMA fallback", "The log does not have the structure of the log format.")),
    RuleId.LOG_LIMIT: _t(pN_(
        "LOG-LIMIT fallback", "The file is larger than the library accepts.")),
    RuleId.LOG_ORDER: _t(pN_("LOG-ORDER fallback", "A turn is recorded out of order.")),
    RuleId.LOG_DRAW: _t(pN_("LOG-DRAW fallback", "A recorded draw is impossible.")),
    RuleId.LOG_RESULT: _t(pN_(
        "LOG-RESULT fallback", "The result stated in the log differs from the computed one.")),
}
"""Messages that need no data, for the rules whose general sentence would read poorly."""
# fmt: on

_GENERAL: Final = _t(pN_("message general", "This breaks the rule “{title}”."))
# TRANSLATORS: every message ends with the rule id it cites, e.g. "... (NR-5.4)".
_WITH_RULE: Final = pN_("message with rule", "{message} ({rule})")

_VARIANT_KEY: Final = {RuleId.NR_4_3: "action"}
"""The data key that selects a rule's template, where it is not ``reason``."""
_TILE: Final = re.compile(r"[ROYGBP](?:1[01]|[1-9])")
_COLOUR_KEYS: Final = frozenset({"colour", "colours"})
"""Data keys whose letters are colours (``"R"`` → "red"); elsewhere a string stays as it is."""
_VERBATIM_KEYS: Final = frozenset({"key", "value", "format", "constant", "actions", "kind"})
JSON_TYPE_NAMES: Final = {
    "object": pN_("JSON type", "an object"),
    "array": pN_("JSON type", "a list"),
    "string": pN_("JSON type", "a text"),
    "integer": pN_("JSON type", "a whole number"),
    "true": pN_("JSON type", "the value true"),
    "boolean": pN_("JSON type", "true or false"),
}
"""What a LOG-SCHEMA ``expected`` type is called in a message ("a whole number", not "integer")."""
"""Data keys that quote the log itself: shown exactly as written, never as tile names."""


def template_for(violation: Violation) -> Template | None:
    """The template for the violation's rule and variant, if there is one."""
    key = _VARIANT_KEY.get(violation.rule, "reason")
    variant = violation.get(key)
    return TEMPLATES.get((violation.rule, variant if isinstance(variant, str) else None))


def _show(key: str, value: Param, lang: str, notation: bool) -> str:
    if isinstance(value, bool) or value is None:
        return str(value).lower()
    if isinstance(value, int):
        return number(value, lang)
    if isinstance(value, tuple):
        return format_items([_show(key, item, lang, notation) for item in value], lang)
    if key == "expected" and value in JSON_TYPE_NAMES:
        return translate(JSON_TYPE_NAMES[value], lang)
    if key in _VERBATIM_KEYS:
        return value
    if key in _COLOUR_KEYS:
        return colour_name(value, lang)
    if _TILE.fullmatch(value):
        return value if notation else tile_name(value, lang)
    return value


def _fields(
    violation: Violation, lang: str, notation: bool
) -> tuple[dict[str, str], dict[str, int]]:
    shown: dict[str, str] = {}
    counts: dict[str, int] = {}
    for key, value in violation.data:
        try:
            shown[key] = _show(key, value, lang, notation)
        except ValueError:  # e.g. a "colour" that is no colour letter: leave the key out
            continue
        if isinstance(value, tuple):
            counts[key] = len(value)
            shown[f"{key}_count"] = number(len(value), lang)
        elif isinstance(value, int) and not isinstance(value, bool):
            counts[key] = value
        elif key == "colour" and isinstance(value, str):
            shown[f"{key}_row"] = row_name(value, lang)
    return shown, counts


def _needs(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def render(violation: Violation, lang: str, *, notation: bool = False) -> str:
    """The message for ``violation`` in ``lang``, ending with its rule id: ``"... (NR-5.4)"``.

    Tiles are named in ``lang`` ("red 11"), or written in notation ("R11") with
    ``notation=True``.  Never raises for missing or unexpected data: it falls back to the
    rule's data-free message.
    """
    rule = violation.rule
    shown, counts = _fields(violation, lang, notation)
    shown["title"] = rule_title(rule, lang)
    message = None
    for template in (template_for(violation), FALLBACKS.get(rule), _GENERAL):
        if template is None or (template.count is not None and template.count not in counts):
            continue
        text = template.text(lang, counts)
        if _needs(text) <= shown.keys():
            message = text.format(**shown)
            break
    assert message is not None  # _GENERAL needs only the title
    message = message[:1].upper() + message[1:]
    return translate(_WITH_RULE, lang).format(message=message, rule=rule.value)


def rule_link(rule: RuleId, lang: str) -> str:
    """The rule's anchor in ``lang``'s rulebook, relative to ``build/rulebooks/``.

    ``rule_link(RuleId.NR_5_4, "de") == "no-return/de/index.html#nr-5-4"``; the page is
    :func:`regelwerk.i18n.ruletexts.rulebook_page`.
    """
    return rule_url(rule, lang)
