"""Violation messages: a :class:`~regelwerk.violation.Violation` rendered in the reader's language.

``render(violation, "de")`` picks the template of the violation's rule and variant (its
``reason``, or the data key the game names for that rule), fills it from the data and ends
it with the rule id: ``"Rot 11 passt nicht in diese Reihe: ... (NR-5.4)"``.

How data values are shown (so a new template needs no code, only a table entry):

- a whole number: :func:`babel.numbers.format_decimal`;
- a tuple: a Babel list of its items shown as below, and ``{<key>_count}`` its length;
- ``key``, ``value``, ``format``, ``constant``, ``kind``: quoted from the log, as written;
- ``option``: an option's key, shown as its title in quotation marks (``{option}``, as the
  books name it) and as the key a log writes (``{option_key}``);
- ``expected`` naming a JSON type: that type in words ("a whole number");
- a game's pieces (No Return's tiles with their article, colours, action keys) as the game
  names them (:class:`~regelwerk.i18n.gametexts.PieceNames`), a list of tiles as one phrase
  ("the two red 1s"), or in notation with ``notation=True``;
  other strings (``reason``, ``action``) as they are.

The templates of a game's rules, and of the LOG variants only its logs produce, are in the
game's :class:`~regelwerk.i18n.gametexts.GameTexts`; here are the LOG codes' shared ones.
A template whose placeholders the data cannot fill is skipped: the rule's data-free
template (its fallback), else a general sentence naming the rule's title, is used instead,
so every rule id renders, with or without data.  That is a fault of whoever made the
violation, never of the reader: :func:`render` then warns with a
:class:`MessageDataWarning` naming the keys missing, which the test suite turns into an
error.  The data each rule's messages need, key by key, is docs/spec/messages.rst.

To add a message, add one entry to a templates table:
``(rule, reason): _t(pN_("<rule> message <reason>", "..."))``, or ``npN_(...)`` with
``count=`` for a sentence that depends on a number; then ``make catalogs-update``,
translate, and add the entry to docs/spec/messages.rst.
"""

from __future__ import annotations

import string
import warnings
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Final

from regelwerk.errors import IllegalActionError, LogError, UnknownOptionError, sentence
from regelwerk.games import game_of, load, names
from regelwerk.i18n.catalog import DEFAULT_LANGUAGE
from regelwerk.i18n.errortexts import LOG_AT, LOG_AT_TOP, error_text, shown
from regelwerk.i18n.gametexts import NO_PIECES, GameTexts, PieceNames
from regelwerk.i18n.markers import Template, npN_, pN_, translate
from regelwerk.i18n.markers import template as _t
from regelwerk.i18n.names import format_items, number
from regelwerk.i18n.players import player_called
from regelwerk.i18n.quotes import quoted
from regelwerk.i18n.ruletexts import option_title, rule_title, rule_url
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Param, Violation

if TYPE_CHECKING:
    from regelwerk.game import AnyGame

__all__ = [
    "FALLBACKS",
    "JSON_TYPE_NAMES",
    "TEMPLATES",
    "MessageDataWarning",
    "Template",
    "found_at",
    "npN_",
    "published_link",
    "render",
    "rule_link",
    "template_for",
]


# fmt: off
TEMPLATES: Final[dict[tuple[RuleId, str | None], Template]] = {
    (LogCode.LOG_ORDER, "over"): _t(pN_(
        "LOG-ORDER message over",
        "The game is already over: nothing more can be played.")),
    (LogCode.LOG_ORDER, "seat"): _t(pN_(
        "LOG-ORDER message seat",
        "It is {expected_player}’s turn, not {given_player}’s.")),
    (LogCode.LOG_READ, "missing"): _t(pN_(
        "LOG-READ message missing",
        "The file does not exist.")),
    (LogCode.LOG_READ, "directory"): _t(pN_(
        "LOG-READ message directory",
        "This is a folder, not a file.")),
    (LogCode.LOG_READ, "permission"): _t(pN_(
        "LOG-READ message permission",
        "The file cannot be opened: permission denied.")),
    (LogCode.LOG_READ, "special"): _t(pN_(
        "LOG-READ message special",
        "This is not a regular file but a pipe, a device or a socket; only regular files "
        "are read.")),
    (LogCode.LOG_READ, "unreadable"): _t(pN_(
        "LOG-READ message unreadable",
        "The file cannot be read: the system reports an error when opening or reading it.")),
    (LogCode.LOG_READ, "folder"): _t(pN_(
        "LOG-READ message folder",
        "This folder cannot be listed (no permission, or a disk error); the logs "
        "in it are not checked.")),
    (LogCode.LOG_READ, "packed"): _t(pN_(
        "LOG-READ message packed",
        "Standard input holds a {kind} archive; archives can only be read from files: save "
        "it to a file and give its name.")),
    (LogCode.LOG_READ, "link"): _t(pN_(
        "LOG-READ message link",
        "This archive member is a link, not a file; links are never followed.")),
    (LogCode.LOG_READ, "sparse"): _t(pN_(
        "LOG-READ message sparse",
        "This archive member is stored as a sparse file (with holes); only regular files "
        "are read.")),
    (LogCode.LOG_READ, "archive"): _t(pN_(
        "LOG-READ message archive",
        "The {kind} archive is damaged or truncated and cannot be read.")),
    (LogCode.LOG_LIMIT, "size"): _t(pN_(
        "LOG-LIMIT message size",
        "The file has {size} bytes; regelwerk reads at most {limit}.")),
    (LogCode.LOG_LIMIT, "depth"): _t(pN_(
        "LOG-LIMIT message depth",
        "The log is nested more than {limit} levels deep.")),
    (LogCode.LOG_LIMIT, "digits"): _t(pN_(
        "LOG-LIMIT message digits",
        "A number in the log has more than {limit} digits; regelwerk reads at most "
        "{limit}.")),
    (LogCode.LOG_LIMIT, "over"): _t(pN_(
        "LOG-LIMIT message over",
        "The log has more than {limit} bytes (unpacked); regelwerk reads at most {limit}.")),
    (LogCode.LOG_LIMIT, "meta-entries"): _t(pN_(
        "LOG-LIMIT message meta-entries",
        "The header has {size} entries; regelwerk reads at most {limit}.")),
    (LogCode.LOG_LIMIT, "meta-length"): _t(pN_(
        "LOG-LIMIT message meta-length",
        "This header entry has {size} characters; regelwerk reads at most {limit}.")),
    (LogCode.LOG_LIMIT, "header"): _t(pN_(
        "LOG-LIMIT message header",
        "The archive member’s header (a long name or extended attributes) has more "
        "than {limit} bytes; regelwerk reads at most {limit}.")),
    (LogCode.LOG_LIMIT, "rest"): _t(pN_(
        "LOG-LIMIT message rest",
        "Reading further would mean unpacking more than {limit} bytes that contain no log, so "
        "the rest of the input was not read.")),
    (LogCode.LOG_SYNTAX, "encoding"): _t(pN_(
        "LOG-SYNTAX message encoding",
        "The file is not valid UTF-8 (at byte {offset}).")),
    (LogCode.LOG_SYNTAX, "empty"): _t(pN_(
        "LOG-SYNTAX message empty",
        "The file is empty.")),
    (LogCode.LOG_SYNTAX, "syntax"): _t(pN_(
        "LOG-SYNTAX message syntax",
        "JSON syntax error at line {line}, column {column}.")),
    (LogCode.LOG_SYNTAX, "duplicate-key"): _t(pN_(
        "LOG-SYNTAX message duplicate-key",
        "An object has the key “{key}” twice.")),
    (LogCode.LOG_SYNTAX, "constant"): _t(pN_(
        "LOG-SYNTAX message constant",
        "{constant} is not allowed in JSON.")),
    (LogCode.LOG_SCHEMA, "type"): _t(pN_(
        "LOG-SCHEMA message type",
        "Wrong type: the log format expects {expected} here.")),
    (LogCode.LOG_SCHEMA, "missing"): _t(pN_(
        "LOG-SCHEMA message missing",
        "The required key “{key}” is missing.")),
    (LogCode.LOG_SCHEMA, "unknown-key"): _t(pN_(
        "LOG-SCHEMA message unknown-key",
        "The key “{key}” does not belong here.")),
    (LogCode.LOG_SCHEMA, "meta-key"): _t(pN_(
        "LOG-SCHEMA message meta-key",
        "“{key}” is not a valid header entry name: names may contain only letters, digits, "
        "“-”, “_” and “.”, and must start with a letter or a digit.")),
    (LogCode.LOG_SCHEMA, "length"): npN_(
        "LOG-SCHEMA message length",
        "This list must have {expected} entry, not {actual}.",
        "This list must have {expected} entries, not {actual}.",
        count="expected"),
    (LogCode.LOG_SCHEMA, "format"): _t(pN_(
        "LOG-SCHEMA message format",
        "The log format “{format}” is unknown.")),
    (LogCode.LOG_SCHEMA, "too-long"): npN_(
        "LOG-SCHEMA message too-long",
        "This list may have at most {maximum} entry, not {actual}.",
        "This list may have at most {maximum} entries, not {actual}.",
        count="maximum"),
    (LogCode.LOG_SCHEMA, "bounds"): _t(pN_(
        "LOG-SCHEMA message bounds",
        "{value} is out of range: the log format expects a number from {minimum} to {maximum}.")),
    (LogCode.LOG_SCHEMA, "word"): _t(pN_(
        "LOG-SCHEMA message word",
        "“{value}” is not allowed here: the log format expects one of {allowed}.")),
    (LogCode.LOG_SCHEMA, "redacted"): _t(pN_(
        "LOG-SCHEMA message redacted",
        "“{format}” is a redacted view of a game, not a complete log.")),
    (LogCode.LOG_RESULT, "unfinished"): _t(pN_(
        "LOG-RESULT message unfinished",
        "The log states scores, but the game is not over.")),
    # TRANSLATORS: {claimed} and {computed} list every player's score with their name, in
    # the order of play: "Ada 46, Ben 58, Cleo 57".
    (LogCode.LOG_RESULT, "differs"): _t(pN_(
        "LOG-RESULT message differs",
        "The log states these scores: {claimed}; replaying its turns gives {computed}.")),
}
"""The LOG codes' message templates shared by every game, by (code, variant)."""

FALLBACKS: Final[dict[RuleId, Template]] = {
    LogCode.LOG_READ: _t(pN_("LOG-READ fallback", "The file cannot be read.")),
    LogCode.LOG_SYNTAX: _t(pN_("LOG-SYNTAX fallback", "The file is not well-formed JSON.")),
    LogCode.LOG_SCHEMA: _t(pN_(
        "LOG-SCHEMA fallback", "The log does not have the structure of the log format.")),
    LogCode.LOG_LIMIT: _t(pN_(
        "LOG-LIMIT fallback", "The file is larger than regelwerk accepts.")),
    LogCode.LOG_ORDER: _t(pN_("LOG-ORDER fallback", "A turn is recorded out of order.")),
    LogCode.LOG_DRAW: _t(pN_("LOG-DRAW fallback", "A recorded draw is impossible.")),
    LogCode.LOG_RESULT: _t(pN_(
        "LOG-RESULT fallback",
        "The scores stated in the log differ from those worked out by replaying its turns.")),
}
"""Messages that need no data, for the codes whose general sentence would read poorly."""
# fmt: on

_GENERAL: Final = _t(pN_("message general", "This breaks the rule “{title}”."))
# TRANSLATORS: every message ends with the rule id it cites, e.g. "... (NR-5.4)".
_WITH_RULE: Final = pN_("message with rule", "{message} ({rule})")

_VERBATIM_KEYS: Final = frozenset({"key", "value", "format", "constant", "kind"})
"""Data keys that quote the log itself: shown exactly as written, never as piece names."""
JSON_TYPE_NAMES: Final = {
    "object": pN_("JSON type", "an object"),
    "array": pN_("JSON type", "a list"),
    "string": pN_("JSON type", "a string"),
    "integer": pN_("JSON type", "a whole number"),
    "true": pN_("JSON type", "the value true"),
    "boolean": pN_("JSON type", "true or false"),
}
"""What a LOG-SCHEMA ``expected`` type is called in a message ("a whole number", not "integer")."""


class MessageDataWarning(UserWarning):
    """A violation rendered without the data its rule's message needs (a key missing, or a
    variant its rule has no message for): the message fell back to a sentence that says
    less.  The violation's maker is at fault; tests make this an error."""


def _texts_for(rule: RuleId, game: AnyGame | None) -> Iterator[GameTexts]:
    """Where the templates of ``rule`` may be: its game's texts (or, for a LOG code, the
    game of the log), then, for a LOG code read without its game, every game's."""
    if not isinstance(rule, LogCode):
        yield game_of(rule).texts
    elif game is not None:
        yield game.texts
    else:
        yield from (load(name).texts for name in names())


def _variant(violation: Violation, texts: GameTexts | None) -> str | None:
    key = texts.variant_keys.get(violation.rule, "reason") if texts is not None else "reason"
    variant = violation.get(key)
    return variant if isinstance(variant, str) else None


def _lookup(violation: Violation, game: AnyGame | None) -> tuple[Template | None, GameTexts | None]:
    """The template of the violation's rule and variant, and the texts it comes from."""
    rule = violation.rule
    shared = TEMPLATES.get((rule, _variant(violation, None))) if isinstance(rule, LogCode) else None
    own = game.texts.templates.get((rule, _variant(violation, game.texts))) if game else None
    if shared is not None and own is not None:  # the game words it its own way
        return own, game.texts if game is not None else None
    if shared is not None:
        return shared, game.texts if game is not None else None
    first: GameTexts | None = None
    for texts in _texts_for(rule, game):
        first = first or texts
        found = texts.templates.get((rule, _variant(violation, texts)))
        if found is not None:
            return found, texts
    return None, first


def template_for(violation: Violation, game: AnyGame | None = None) -> Template | None:
    """The template for the violation's rule and variant, if there is one."""
    return _lookup(violation, game)[0]


def _show(key: str, value: Param, lang: str, notation: bool, texts: GameTexts | None) -> str:
    if isinstance(value, bool) or value is None:
        return str(value).lower()
    if isinstance(value, int):
        return number(value, lang)
    pieces = texts.pieces if texts is not None else NO_PIECES
    if isinstance(value, tuple):
        strings = tuple(item for item in value if isinstance(item, str))
        phrase = pieces.names(key, strings, lang, notation) if len(strings) == len(value) else None
        if phrase is not None:
            return phrase
        return format_items([_show(key, item, lang, notation, texts) for item in value], lang)
    if key == "expected" and value in JSON_TYPE_NAMES:
        return translate(JSON_TYPE_NAMES[value], lang)
    if key in _VERBATIM_KEYS:
        return value
    named = pieces.name(key, value, lang, notation)
    return value if named is None else named


def _derived(
    key: str, value: Param, lang: str, notation: bool, pieces: PieceNames
) -> Mapping[str, str]:
    """The game's further placeholders of a string or a list of strings."""
    if isinstance(value, str):
        return pieces.derived(key, value, lang, notation)
    if isinstance(value, tuple) and all(isinstance(item, str) for item in value):
        return pieces.derived(key, tuple(str(item) for item in value), lang, notation)
    return {}


_SEAT_KEYS: Final = {"seat": "player", "expected": "expected_player", "given": "given_player"}
"""Data keys that may hold a 0-based seat, and the placeholder that names that player
(``{player}``): messages are for people, who are called by their names; the data keep the
seat as the log has it."""


_SCORES_KEYS: Final = frozenset({"claimed", "computed"})
"""Data keys that hold every player's score in seat order: a message lists each score with
its player's name ("Ada 46, Ben 58"), as the finished-game summary does."""


def _scores(scores: tuple[int, ...], players: Sequence[str], lang: str) -> str:
    return ", ".join(
        f"{player_called(players, seat, lang)} {number(score, lang)}"
        for seat, score in enumerate(scores)
    )


def _option_fields(option: str, lang: str) -> dict[str, str]:
    """``{option}``: the option's title in quotation marks; ``{option_key}``: its log key."""
    try:
        title = quoted(option_title(option, lang), lang)
    except UnknownOptionError:
        title = option
    return {"option": title, "option_key": option}


def _fields(
    violation: Violation,
    lang: str,
    notation: bool,
    texts: GameTexts | None,
    players: Sequence[str] = (),
) -> tuple[dict[str, str], dict[str, int]]:
    shown: dict[str, str] = {}
    counts: dict[str, int] = {}
    for key, value in violation.data:
        if key == "option" and isinstance(value, str):  # an option by its title, as books name it
            shown.update(_option_fields(value, lang))
            continue
        if key in _SCORES_KEYS and isinstance(value, tuple):
            scores = tuple(item for item in value if type(item) is int)
            if len(scores) == len(value):
                shown[key] = _scores(scores, players, lang)
                counts[key] = len(value)
                continue
        try:
            shown[key] = _show(key, value, lang, notation, texts)
        except ValueError:  # e.g. a "colour" that is no colour letter: leave the key out
            continue
        if isinstance(value, tuple):
            counts[key] = len(value)
            shown[f"{key}_count"] = number(len(value), lang)
        elif isinstance(value, int) and not isinstance(value, bool):
            counts[key] = value
            if key in _SEAT_KEYS:  # people are called by their names, never by seats
                shown[_SEAT_KEYS[key]] = player_called(players, value, lang)
        if texts is not None and key not in _VERBATIM_KEYS:
            shown.update(_derived(key, value, lang, notation, texts.pieces))
    return shown, counts


def _needs(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def render(
    violation: Violation,
    lang: str,
    *,
    notation: bool = False,
    game: AnyGame | None = None,
    players: Sequence[str] = (),
) -> str:
    """The message for ``violation`` in ``lang``, ending with its rule id: ``"... (NR-5.4)"``.

    Pieces are named in ``lang`` ("red 11"), or written in notation ("R11") with
    ``notation=True``.  ``game`` is the game of the log a LOG code was found in (a game's
    own rules know their game).  ``players`` are the names of the log's players, in seat
    order: a player the violation names is called by name ("player 2" without them).
    Never raises for missing or unexpected data: it falls back to the rule's data-free
    message, and warns (:class:`MessageDataWarning`).
    """
    rule = violation.rule
    found, texts = _lookup(violation, game)
    shown, counts = _fields(violation, lang, notation, texts, players)
    shown["title"] = rule_title(rule, lang)
    fallback = FALLBACKS.get(rule)
    if fallback is None and texts is not None:
        fallback = texts.fallbacks.get(rule)
    message = None
    for candidate in (found, fallback, _GENERAL):
        if candidate is None or (candidate.count is not None and candidate.count not in counts):
            continue
        text = candidate.text(lang, counts)
        if _needs(text) <= shown.keys():
            message = text.format(**shown)
            break
    # A template that could not be filled, or a variant no template is written for.
    lacking = candidate is not found if found is not None else _variant(violation, texts)
    if lacking:
        _warn_missing(violation, found, shown.keys(), counts.keys())
    if message is None:  # pragma: no cover - _GENERAL needs only the title
        raise AssertionError("the general message always renders")
    message = message[:1].upper() + message[1:]
    return translate(_WITH_RULE, lang).format(message=message, rule=rule.value)


def _warn_missing(
    violation: Violation, found: Template | None, shown: Iterable[str], counts: Iterable[str]
) -> None:
    if found is None:
        missing = "a message for its variant"
    else:
        needed = _needs(found.text(DEFAULT_LANGUAGE, {found.count: 1} if found.count else {}))
        if found.count is not None and found.count not in counts:
            needed.add(found.count)
        missing = ", ".join(sorted(needed - set(shown)))
    warnings.warn(f"{violation!r} lacks {missing}", MessageDataWarning, stacklevel=3)


def published_link(
    rule: RuleId, lang: str, game: str | None = None, environ: Mapping[str, str] | None = None
) -> str:
    """:func:`rule_link` with the address in :data:`RULEBOOK_URL` (of ``environ``, the
    process's environment by default) in front of it, a ``/`` added where it lacks one."""
    import os

    from regelwerk.rules import RULEBOOK_URL

    base = (os.environ if environ is None else environ).get(RULEBOOK_URL, "")
    if base and not base.endswith("/"):
        base += "/"
    return base + rule_link(rule, lang, game)


def rule_link(rule: RuleId, lang: str, game: str | None = None) -> str:
    """The rule's anchor in ``lang``'s rulebook, relative to ``build/rulebooks/``.

    ``rule_link(NoReturnRuleId.NR_5_4, "de") == "no-return/de/index.html#nr-5-4"``; the page is
    :func:`regelwerk.i18n.ruletexts.rulebook_page`.
    """
    return rule_url(rule, lang, game)


def found_at(violation: Violation, pointer: str | None, lang: str) -> str:
    """The violation's message in ``lang``, followed by where in the log it is when
    ``pointer`` says (a JSON pointer; ``""`` is the whole document)."""
    message = render(violation, lang)
    if pointer is None:
        return message
    if pointer == "":
        return error_text(LOG_AT_TOP, lang).format(message=message)
    return error_text(LOG_AT, lang).format(message=message, pointer=shown(pointer, lang))


# The words of the exceptions that carry a violation (regelwerk.errors registers none).


@sentence(IllegalActionError)
def _illegal_action(error: IllegalActionError, lang: str) -> str:
    return render(error.violation, lang)


@sentence(LogError)
def _log_error(error: LogError, lang: str) -> str:
    return found_at(error.detail, error.pointer, lang)
