"""The text of every rule: titles, rule texts, chapter titles and options, in five languages.

The English strings are gettext msgids of the runtime domain ``regelwerk``, each marked with
:func:`~regelwerk.i18n.markers.pN_`, whose first argument becomes the msgctxt.  Every
context is unique and starts with the rule id (``"NR-5.4 title"``, ``"NR-5.4 text"``,
``"NR-5 chapter"``, ``"option minimal_payment text"``), so the same short English title in
two rules can be translated differently.  The texts of a game's rules live in its package
(its :class:`~regelwerk.i18n.gametexts.GameTexts`); here are only the LOG codes', and the
functions that find any rule's text through the game registry.  Extraction: ``make
catalogs-update``.

Rulebook layout (agreed with the rulebooks): each game's rulebook is built, per language,
to ``build/rulebooks/<game>/<lang>/`` and prints every rule of that game on the page
:func:`rulebook_page` (``index.html``), each rule under the anchor
:func:`regelwerk.rules.anchor` (``#nr-5-4``).  The LOG codes are printed as a closing
chapter of *every* rulebook; a link to one (:func:`rule_url`) goes to the book of the game
whose log it was found in, and, when no game is known (a file that is no log of a known
format), to the codes' chapter of the specification (:data:`LOG_PAGE`), never to a book
that depends on the games installed.  :func:`rule_url` gives the URL relative to
``build/rulebooks/``: ``no-return/de/index.html#nr-5-4``.

Register: the rules speak to the player directly, as published rulebooks do: "you" (en),
"du" (de), "vous" (fr), "tú" (es: neutral Spanish; the Rioplatense source uses "vos", but
"tú" reads naturally to every Spanish speaker) and "je" (nl).  Each concept has one word per
language, listed in ``docs/glossary/<lang>.md`` and checked by ``tests/i18n``.

Chapters are the chapter ids of :mod:`regelwerk.rules` (``"NR-1"`` ... ``"NR-9"``,
``"NT-1"`` ... ``"NT-7"``, ``"LOG"``) plus ``"<prefix>-options"`` for a game's variants.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Final

from regelwerk.errors import UnknownOptionError, UnknownRuleError
from regelwerk.games import RULES, default_game, game_of, load, names, rule_id, shipped
from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.gametexts import GameTexts
from regelwerk.i18n.markers import Msg, pN_, translate
from regelwerk.rules import LOG, Basis, LogCode, RuleId, anchor

if TYPE_CHECKING:
    from regelwerk.game import AnyGame

__all__ = [
    "BASIS_LABELS",
    "LOG_PAGE",
    "LOG_TEXTS",
    "Msg",
    "basis_label",
    "chapter_title",
    "chapters",
    "codes_page",
    "export_json",
    "export_rules",
    "game_title",
    "option_names",
    "option_text",
    "option_title",
    "pN_",
    "rule_text",
    "rule_title",
    "rule_url",
    "rulebook_of",
    "rulebook_page",
    "shipped_rules",
    "texts_of",
    "translate",
]

_TITLES: Final[dict[RuleId, Msg]] = {
    LogCode.LOG_READ: pN_("LOG-READ title", "Unreadable file"),
    LogCode.LOG_SYNTAX: pN_("LOG-SYNTAX title", "Not well-formed JSON"),
    LogCode.LOG_SCHEMA: pN_("LOG-SCHEMA title", "Wrong structure"),
    LogCode.LOG_LIMIT: pN_("LOG-LIMIT title", "File too large"),
    LogCode.LOG_ORDER: pN_("LOG-ORDER title", "Wrong order of turns"),
    LogCode.LOG_DRAW: pN_("LOG-DRAW title", "Impossible draw"),
    LogCode.LOG_RESULT: pN_("LOG-RESULT title", "Wrong scores"),
}

_TEXTS: Final[dict[RuleId, Msg]] = {
    LogCode.LOG_READ: pN_(
        "LOG-READ text",
        "The log file cannot be read at all: it is missing, it is a folder, or you do not have "
        "permission to open it.",
    ),
    LogCode.LOG_SYNTAX: pN_(
        "LOG-SYNTAX text",
        "The file is not well-formed JSON: it is not UTF-8, it has a syntax error, it "
        "contains NaN or Infinity, or an object has the same key twice. A UTF-8 byte-order "
        "mark at the very start is allowed.",
    ),
    LogCode.LOG_SCHEMA: pN_(
        "LOG-SCHEMA text",
        "The log does not have the structure the log format prescribes: a key is missing or "
        "unknown, a value has the wrong type, the format or a variant is unknown, a tile or "
        "card does not exist (such as R12 or 36), the number of setup entries is wrong, or "
        "the list of scores has the wrong length.",
    ),
    LogCode.LOG_LIMIT: pN_(
        "LOG-LIMIT text",
        "The log is larger than regelwerk accepts. The limit is at least 1 MiB; the log of "
        "a complete game takes a few tens of KiB.",
    ),
    LogCode.LOG_ORDER: pN_(
        "LOG-ORDER text",
        "A turn is recorded for the wrong player, or after the game has already ended.",
    ),
    LogCode.LOG_DRAW: pN_(
        "LOG-DRAW text",
        "A recorded chance event is impossible: a component is drawn, dealt or turned up "
        "although it is not available at that moment, or is listed twice, or the wrong number "
        "of components is drawn; or an action needs a chance outcome that the log does not "
        "give. The message names the component or the number concerned.",
    ),
    LogCode.LOG_RESULT: pN_(
        "LOG-RESULT text",
        "The scores the log states differ from those worked out by replaying its turns.",
    ),
}

_CHAPTERS: Final[dict[str, Msg]] = {
    "LOG": pN_("LOG chapter", "Codes for move logs"),
}

LOG_TEXTS: Final = GameTexts(
    titles=_TITLES, texts=_TEXTS, chapters=_CHAPTERS, options={}, templates={}
)
"""The texts of the LOG codes (their messages are in :mod:`regelwerk.i18n.messages`)."""

BASIS_LABELS: Final[dict[Basis, Msg]] = {
    Basis.SOURCE: pN_("basis S", "as in the original rules"),
    Basis.PUBLISHED: pN_("basis P", "as in the published game"),
    Basis.RULING: pN_("basis R", "a ruling made in this rulebook"),
}

_PAGE: Final = "index.html"
_CODES_PAGE: Final = "codes.html"  # the online book's page of LOG codes (not in the PDF)


def _games() -> list[GameTexts]:
    return [load(name).texts for name in names()]


def texts_of(rule: RuleId | str) -> GameTexts:
    """The texts that hold ``rule``: the LOG codes', or its game's (found by its id class)."""
    rule = rule_id(rule)
    if isinstance(rule, LogCode):
        return LOG_TEXTS
    return game_of(rule).texts


def rule_title(rule: RuleId | str, lang: str) -> str:
    """The short title of ``rule`` in ``lang`` (``"Rows descend"``)."""
    rule = rule_id(rule)
    return translate(texts_of(rule).titles[rule], lang)


def rule_text(rule: RuleId | str, lang: str) -> str:
    """The full text of ``rule`` in ``lang``, as the rulebooks print it."""
    rule = rule_id(rule)
    return translate(texts_of(rule).texts[rule], lang)


def chapters() -> tuple[str, ...]:
    """Every chapter id, in rulebook order: each game's (by name), then ``"LOG"``."""
    return tuple(key for texts in (*_games(), LOG_TEXTS) for key in texts.chapters)


def chapter_title(chapter: str, lang: str) -> str:
    """The title of a chapter (``"NR-5"``, ``"NT-options"``, ``"LOG"``) in ``lang``;
    :class:`~regelwerk.errors.UnknownRuleError` for a text that names no chapter."""
    if not isinstance(chapter, str):
        raise UnknownRuleError(chapter)
    key = chapter.strip().replace(" ", "-")
    prefix, _, rest = key.partition("-")
    key = f"{prefix.upper()}-options" if rest.lower() == "options" else key.upper()
    for texts in (LOG_TEXTS, *_games()):
        if key in texts.chapters:
            return translate(texts.chapters[key], lang)
    raise UnknownRuleError(chapter)


def _option(option: str) -> tuple[Msg, Msg]:
    for texts in _games():
        if option in texts.options:
            return texts.options[option]
    known = tuple(sorted(name for texts in _games() for name in texts.options))
    raise UnknownOptionError(option, known)


def option_names() -> tuple[str, ...]:
    """Every option name of every registered game, game by game."""
    return tuple(name for texts in _games() for name in texts.options)


def option_title(option: str, lang: str) -> str:
    """The name of an option (``"minimal_payment"``) as a reader sees it, in ``lang``."""
    return translate(_option(option)[0], lang)


def option_text(option: str, lang: str) -> str:
    """What an option does, in ``lang``."""
    return translate(_option(option)[1], lang)


def basis_label(basis: Basis | str, lang: str) -> str:
    """Where a rule comes from, for the rulebooks: ``"S"``, ``"P"`` or ``"R"`` in words."""
    return translate(BASIS_LABELS[Basis(basis)], lang)


def game_title(game: AnyGame, lang: str) -> str:
    """The title of ``game`` in ``lang``'s market, as its book names it (``"Geschenkt"``
    for No Thanks! in German); its :attr:`GameInfo.title <regelwerk.game.GameInfo.title>`
    where the game gives no title per market."""
    market = game.texts.title
    return game.info.title if market is None else translate(market, lang)


def rulebook_page(game: str) -> str:
    """The page of a game's rulebook that prints its rules: ``index.html`` for every game."""
    return _PAGE


def codes_page(game: str) -> str:
    """The page of a game's online rulebook that prints the LOG codes: ``codes.html``.

    The codes are for programs that check move logs, not for players: the printed book
    leaves them out, the online one has them on a page of their own."""
    return _CODES_PAGE


LOG_PAGE: Final = "../docs/spec/rules.html"
"""Where a LOG code links when no game is known, relative to ``build/rulebooks/``: the page
of the specification that states the codes (``make docs`` writes it to ``build/docs/``),
each under its label (``#spec-log-syntax``); English, as the specification is."""


def rulebook_of(rule: RuleId | str) -> str | None:
    """The game whose rulebook a link to ``rule`` goes to: its own game's; ``None`` for a LOG
    code, which every book prints (:func:`rule_url` takes the game of the log)."""
    rule = rule_id(rule)
    # Found by its id class, the games already loaded first: a link loads no other game.
    return None if isinstance(rule, LogCode) else game_of(rule).name


def rule_url(rule: RuleId | str, lang: str, game: str | None = None) -> str:
    """The rule's anchor relative to ``build/rulebooks/``: ``no-return/de/index.html#nr-5-4``.

    ``game`` is the game of the log a LOG code was found in: the code links to that game's
    book; without a game (a file that is no log of a known game) to the book of the game
    regelwerk's configuration names as its default (:func:`~regelwerk.games.default_game`,
    so installing another game changes no link), and to the specification
    (:data:`LOG_PAGE`) only where there is no default; rules of a game always link to their
    own game's book.
    """
    rule = rule_id(rule)
    book = game if rule.is_log_code else rulebook_of(rule)
    if book is None:  # a LOG code of no known game: every book prints the LOG codes, and
        book = default_game()  # the default game's is in the reader's language, as today
    if book is None:
        return f"{LOG_PAGE}#spec-{anchor(rule)}"
    page = codes_page(book) if rule.is_log_code else rulebook_page(book)
    return f"{book}/{lang}/{page}#{anchor(rule)}"


def export_rules(lang: str, game: str | None = None) -> list[dict[str, str]]:
    """Every rule (of ``game``: a registered game's name, or ``"log"``) in ``lang``.

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
    """The JSON text of the export file shipped for ``lang``: :func:`export_rules` of the
    games regelwerk ships (:func:`regelwerk.games.shipped`), then of the LOG codes; a game
    installed on its own never enters regelwerk's files."""
    rules = [rule for game in (*shipped(), LOG) for rule in export_rules(lang, game)]
    return json.dumps(rules, ensure_ascii=False, indent=2) + "\n"


def shipped_rules(lang: str) -> list[dict[str, str]]:
    """The export of :func:`export_rules` for ``lang`` as shipped in the package
    (``regelwerk/i18n/exports/rules.<lang>.json``), for programs that read files.

    >>> shipped_rules("fr")[0]["id"], shipped_rules("fr")[0]["anchor"]
    ('NR-1.1', 'no-return/fr/index.html#nr-1-1')
    """
    from importlib import resources

    path = resources.files("regelwerk.i18n") / "exports" / f"rules.{resolve_language(lang)}.json"
    rules: list[dict[str, str]] = json.loads(path.read_text(encoding="utf-8"))
    return rules


def __getattr__(name: str) -> tuple[str, ...]:
    # CHAPTERS and OPTIONS depend on the games installed: computed when asked for.
    if name == "CHAPTERS":
        return chapters()
    if name == "OPTIONS":
        return option_names()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
