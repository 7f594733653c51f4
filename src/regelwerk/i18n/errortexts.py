"""The sentences of regelwerk's exceptions, in their own gettext domain ``errors``.

``str()`` of every :class:`~regelwerk.errors.RegelwerkError` is its English sentence and
``error.message(lang)`` the same in any of the five languages; the words of each class are
registered here (:func:`regelwerk.errors.sentence`), a layer above the exceptions.  An
exception carries data (the value given, the seat, the notation) and a key saying what was
expected; the words are here, marked ``eN_(context, message)`` and extracted by ``make
catalogs-update`` into ``locales/<lang>/LC_MESSAGES/errors.po`` (a domain of their own,
apart from the rule messages of the ``regelwerk`` domain).  Values the caller gave are shown
as Python writes them (``repr``), a text inside the reader's quotation marks instead of
``repr``'s straight ones, never translated, and cut short when long.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from regelwerk.errors import (
    ArgumentTypeError,
    KeyedError,
    MissingDataError,
    MissingExtraError,
    NotationError,
    SeatError,
    UnknownFormatError,
    UnknownGameError,
    UnknownOptionError,
    UnknownPolicyError,
    UnknownRuleError,
    sentence,
)
from regelwerk.i18n.catalog import LANGUAGES, UnknownLanguageError, resolve_language, translations
from regelwerk.i18n.markers import Msg, eN_, pN_, translate
from regelwerk.i18n.names import list_locale, number
from regelwerk.i18n.quotes import quoted

__all__ = [
    "BOOK",
    "ENCODING",
    "ERRORS_DOMAIN",
    "EXPECTED",
    "KINDS",
    "SCHEDULER",
    "USAGE",
    "Datum",
    "eN_",
    "error_text",
    "keyed_sentence",
    "shown",
]

ERRORS_DOMAIN: Final = "errors"
"""The gettext domain of the exceptions' sentences."""


def error_text(msg: Msg, lang: str) -> str:
    """``msg`` in ``lang`` from the ``errors`` domain (English for English)."""
    return translations(lang, ERRORS_DOMAIN).pgettext(msg.context, msg.text)


def shown(value: object, lang: str = "en", limit: int = 60) -> str:
    """``value`` as Python writes it, cut to ``limit`` characters; a text (escaped as
    ``repr`` escapes it) inside the quotation marks of ``lang``."""
    text = repr(value)
    if isinstance(value, str):
        text = text[1:-1]  # repr's straight quotes off; its escapes kept
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return quoted(text, lang) if isinstance(value, str) else text


WRONG_TYPE: Final = eN_("error", "Expected {expected}, got {given}.")
NO_SEAT: Final = eN_(
    "error",
    "There is no player index {seat} in a game of {players} players (indices 0 to {last}).",
)
NO_LEGAL_ACTION: Final = eN_("error", "No action is legal in this position.")
NO_ENTRY: Final = eN_("error", "There is no entry {index}.")
NOT_LISTED: Final = eN_("error", "There is no entry {index} in this listing of {count}.")
BAD_NOTATION: Final = eN_("error", "The text {text} is not valid notation for {kind}.")
NOT_NOTATION: Final = eN_("error", "The text {text} is not valid notation for {kind}: {form}.")
BAD_TOKEN: Final = eN_("error", "{part} in the text {text} is not valid notation: {form}.")
UNKNOWN_RULE: Final = eN_(
    "error", "The text {text} is neither a rule ID of any game nor a LOG code."
)
UNKNOWN_RULE_LOADED: Final = eN_(
    "error",
    "The text {text} is neither a rule ID of a game loaded so far nor a LOG code "
    "(regelwerk.games.rule_id looks in every installed game).",
)
UNKNOWN_OPTION: Final = eN_("error", "There is no variant {name}; the variants are {known}.")
NO_OPTIONS: Final = eN_("error", "There is no variant {name}: the game has no variants.")
MISSING_DATA: Final = eN_("error", "The violation holds no data called {key}.")

EXPECTED: Final = {
    "seat": eN_("expected", "a player index (a whole number)"),
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
    "names": eN_("expected", "the players’ names as a list of strings"),
    "chance": eN_("expected", "the chance outcome as {name}="),
    "state": eN_("expected", "a state of {name}"),
    "member": eN_("expected", "the Game keyword argument {name}= (it cannot be derived)"),
    "show header": eN_(
        "expected",
        "a show header counting players, with no keys other than players, seats and game",
    ),
    "chance mode": eN_("expected", "a regelwerk.game.Chance"),
    "information": eN_("expected", "a regelwerk.game.Information"),
    "view": eN_("expected", "a view of {name}"),
    "encoding": eN_("expected", "a game’s encoding"),
    "chance event": eN_("expected", "a regelwerk.encoding.ChanceEvent"),
    "position": eN_("expected", "a state or a view of an installed game"),
    "log": eN_("expected", "a move log of {name}"),
    "report": eN_("expected", "the report of a validated log of {name}"),
    "choose": eN_("expected", "a function that chooses an action"),
    "actions": eN_("expected", "a list of actions"),
    "path": eN_("expected", "a path (a string or a Path)"),
    "document": eN_("expected", "a log document (a mapping)"),
    "information state": eN_("expected", "an information state as its to_json() writes it"),
    "json": eN_("expected", "JSON text (a string or bytes)"),
    "format": eN_("expected", "the name of a log format (a string)"),
    "game": eN_("expected", "the name of a game (a string)"),
    "info": eN_("expected", "a GameInfo"),
    "pool": eN_("expected", "a list of chance outcomes (whole numbers)"),
    "event": eN_("expected", "a chance event (a ChanceEvent)"),
    "outcomes": eN_("expected", "the chance outcomes so far (whole numbers)"),
    "tokens": eN_("expected", "a list of sub-choices (whole numbers)"),
    "parameters": eN_("expected", "the parameters as a mapping"),
    "summary": eN_("expected", "a simulation Summary"),
    "masks": eN_("expected", "the players’ cards as bit masks (whole numbers)"),
    "tensor": eN_("expected", "a vector of numbers as long as the information-state tensor"),
    "chips": eN_("expected", "the players’ chips (whole numbers)"),
    "meta": eN_("expected", "a log header: a mapping of strings to strings"),
    "nonce": eN_("expected", "a non-empty secret string"),
    "sampled": eN_("expected", "a whole number from 0 to {name}, as randrange gives it"),
    "probability": eN_("expected", "a number from 0 up to (but not including) 1"),
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
    "redacted": eN_("notation kind", "a redacted move log"),
}
"""What a :class:`~regelwerk.errors.NotationError` was to be notation for, by its kind."""

# --- sentences chosen by a key, filled from data -----------------------------------------

Datum = int | float | str | tuple[str, ...]
"""What a keyed exception's data may hold besides the caller's value: a number (shown as
the language writes numbers), a word of the library's own (a game's title, an option's
name) or a tuple of them (the choices, shown as a list joined by "or")."""


def _filled(datum: Datum, lang: str) -> str:
    # Babel is imported here, when an error is put in words, not when a game is imported.
    if isinstance(datum, tuple):
        from babel.lists import format_list

        return format_list(list(datum), style="or", locale=list_locale(resolve_language(lang)))
    if isinstance(datum, int | float) and not isinstance(datum, bool):
        if isinstance(datum, int):
            return number(datum, lang)
        from babel.numbers import format_decimal

        return format_decimal(datum, locale=resolve_language(lang))
    return str(datum)


def keyed_sentence(
    table: Mapping[str, Msg], key: str | Msg, value: object, data: Mapping[str, Datum], lang: str
) -> str:
    """The sentence ``key`` names in ``lang``: a key of ``table``, or a marked sentence of
    its own (a game's, written beside its code); ``{value}`` is the caller's value as Python
    writes it (:func:`shown`), the other placeholders the data.  A key the table does not
    have is a text of its own (from code that predates the keys) and is given as it is."""
    msg = key if isinstance(key, Msg) else table.get(key)
    if msg is None:
        return str(key)
    fields = {name: _filled(datum, lang) for name, datum in data.items()}
    return error_text(msg, lang).format(value=shown(value, lang), **fields)


UNKNOWN_LANGUAGE: Final = eN_("error", "There is no language {value}; choose one of {known}.")
UNKNOWN_GAME: Final = eN_("error", "There is no game {value}; choose one of {known}.")
UNKNOWN_POLICY: Final = eN_("error", "{game} has no policy {value}; choose one of {known}.")
UNKNOWN_FORMAT: Final = eN_("error", "There is no log format {value}; choose one of {known}.")
NO_GAMES: Final = eN_("error", "There is no game {value}; no game is installed.")

USAGE: Final = {
    "mode": eN_("usage", "There is no mode {value}; choose one of {known}."),
    "language": UNKNOWN_LANGUAGE,
    "unfinished": eN_("usage", "The game with seed {value} did not end."),
    "negative": eN_("usage", "The variant {name} must be 0 or more, not {value}."),
    "option range": eN_(
        "usage", "The variant {name} must be a whole number from {low} to {high}, not {value}."
    ),
    "no game": eN_("usage", "The log holds no game to resume."),
    "no history": eN_("usage", "No history fits what the player knows."),
    "not this position": eN_(
        "usage", "The information state is not the player’s in this position."
    ),
    "jobs": eN_("usage", "The number of jobs must be 0 (one per CPU) or more, not {value}."),
    "timeout": eN_("usage", "A timeout must be more than 0 seconds, not {value}."),
    "players": eN_("usage", "The game is for {low} to {high} players, not {value}."),
    "no players": eN_("usage", "A game must have at least one player, not {value}."),
    "per seat": eN_("usage", "One entry per player: {seats} players, but {value} entries."),
}
"""The sentences of :class:`~regelwerk.errors.UsageError`, by its key."""

ENCODING: Final = {
    "players": eN_("encoding", "{game} is for {low} to {high} players, not {value}."),
    "action": eN_("encoding", "{value} is not an action of {game}."),
    "action id": eN_("encoding", "{game} has no action with the id {value}."),
    "option": eN_("encoding", "There is no variant {value}; choose one of {known}."),
    "flag": eN_("encoding", "The variant {name} must be True or False, not {value}."),
    "count": eN_("encoding", "The variant {name} must be a whole number, not {value}."),
    "nothing to reveal": eN_(
        "encoding", "Nothing is turned up in {game}; there is no card to reveal."
    ),
    "turn kind": eN_("encoding", "A turn of {game} must start with its kind, not {value}."),
    "one choice": eN_("encoding", "This turn is one choice, not {value}."),
    "finished": eN_("encoding", "A finished game has no further turns."),
    "not reset": eN_("encoding", "There is no game yet: call reset() before {value}."),
    "render mode": eN_("encoding", "There is no render mode {value}; choose one of {known}."),
    "reward": eN_("encoding", "There is no reward {value}; choose one of {known}."),
    "resample": eN_(
        "encoding",
        "The encoding of {value} cannot resample a history for one player "
        "(it has no resample_history).",
    ),
    "language": UNKNOWN_LANGUAGE,
    "sub-choice": eN_(
        "encoding", "The sub-choice {value} is not allowed here (see the action mask)."
    ),
    "sub-choice range": eN_(
        "encoding", "There is no sub-choice {value}: the sub-choices are 0 to {last}."
    ),
    "no step": eN_("encoding", "Call step() for {value} before agent_iter() gives the next agent."),
    "observation parameters": eN_(
        "encoding", "Observation parameters are not supported (given: {value})."
    ),
    "observation type": eN_(
        "encoding",
        "The observation type {value} is not supported: every observation shows the open "
        "table, and no player sees everything.",
    ),
    "chance outcome": eN_("encoding", "There is no chance outcome {value} here."),
    "illegal": eN_("encoding", "The action {value} is not legal here."),
    "undo": eN_(
        "encoding",
        "OpenSpiel does not let a Python game undo an action in place (here {value}); "
        "use state.undo() to get the state before the last action.",
    ),
    "nothing to undo": eN_(
        "encoding", "There is no action to take back: the game of {value} is at its start."
    ),
}
"""The sentences of :class:`~regelwerk.encoding.EncodingError`, by its key."""

BOOK: Final = {
    "unknown game": UNKNOWN_GAME,
    "no book": eN_("rulebook", "The game {value} provides no rulebook ({module})."),
    "not a book": eN_("rulebook", "The rulebook {module} is not a GameBook."),
    "rules missing": eN_(
        "rulebook",
        "The rulebook of {value} does not print the rules {rules}: each chapter of the game "
        "needs a rules directive, and so does the LOG chapter, whose codes every rulebook "
        "prints (docs/adding-a-game.rst shows an index.rst).",
    ),
    "rules twice": eN_("rulebook", "The rulebook of {value} prints the rules {rules} twice."),
}
"""The sentences of :class:`~regelwerk.rulebook.book.BookError`, by its key."""

SCHEDULER: Final = {
    "address": eN_(
        "scheduler",
        "The scheduler address {value} cannot be used; write HOST:PORT or tcp://HOST:PORT.",
    ),
    "dask": eN_(
        "scheduler",
        "A Dask scheduler needs Dask, which is not installed; install regelwerk’s wheel with "
        "its dask extra: pip install '{wheel}[dask]'",
    ),
    "tls": eN_(
        "scheduler",
        "The scheduler {value} needs the TLS settings of the Dask configuration "
        "(distributed.comm.tls).",
    ),
    "unreachable": eN_("scheduler", "No Dask scheduler answered at {value} within {seconds} s."),
    "workers": eN_("scheduler", "The Dask scheduler at {value} had no workers for {seconds} s."),
    "lost": eN_(
        "scheduler",
        "The connection to the Dask scheduler at {value} was lost, or the scheduler cancelled "
        "the work.",
    ),
}
"""The sentences of :class:`~regelwerk.scheduler.SchedulerError`, by its reason."""

MISSING_EXTRA: Final = eN_(
    "error",
    "This needs the {extra} extra, which is not installed (no module {module}); install "
    "regelwerk’s wheel with it: pip install '{wheel}[{extra}]'",
)
NO_RULEBOOK: Final = eN_(
    "error", "The rulebook of {game} ({lang}) failed to build; see its output for the cause."
)
LOG_AT: Final = eN_("error", "{message} This is at {pointer} in the log.")
LOG_AT_TOP: Final = eN_("error", "{message} This is at the top level of the log.")


# The words of each exception class (regelwerk.errors registers none of its own: an error is
# data, and its sentence lives here, a layer above it).


@sentence(KeyedError)
def _keyed(error: KeyedError, lang: str) -> str:
    sentences: Mapping[str, Msg] = globals().get(error.table, {})
    return keyed_sentence(sentences, error.key, error.value, error.data, lang)


@sentence(ArgumentTypeError)
def _argument_type(error: ArgumentTypeError, lang: str) -> str:
    known = EXPECTED.get(error.expected)  # no key: words of their own, given as they are
    expected = error.expected if known is None else error_text(known, lang).format(name=error.name)
    given = f"{type(error.value).__name__} {shown(error.value, lang)}"
    return error_text(WRONG_TYPE, lang).format(expected=expected, given=given)


@sentence(MissingDataError)
def _missing_data(error: MissingDataError, lang: str) -> str:
    return error_text(MISSING_DATA, lang).format(key=shown(error.args[0], lang))


@sentence(UnknownOptionError)
def _unknown_option(error: UnknownOptionError, lang: str) -> str:
    known = ", ".join(error.known)
    sentence = UNKNOWN_OPTION if error.known else NO_OPTIONS  # a game without options
    return error_text(sentence, lang).format(name=shown(error.name, lang), known=known)


@sentence(MissingExtraError)
def _missing_extra(error: MissingExtraError, lang: str) -> str:
    from regelwerk.install import wheel_name

    text = error_text(MISSING_EXTRA, lang)
    return text.format(extra=error.extra, module=error.module, wheel=wheel_name())


@sentence(SeatError)
def _seat(error: SeatError, lang: str) -> str:
    if error.players is not None:
        last = error.players - 1
        text = error_text(NO_SEAT, lang)
        return text.format(seat=shown(error.seat, lang), players=error.players, last=last)
    if error.count is not None:
        return error_text(NOT_LISTED, lang).format(index=shown(error.seat, lang), count=error.count)
    if error.seat is not None:
        return error_text(NO_ENTRY, lang).format(index=shown(error.seat, lang))
    return error_text(NO_LEGAL_ACTION, lang)


@sentence(UnknownGameError)
def _unknown_game(error: UnknownGameError, lang: str) -> str:
    if not error.known:
        return keyed_sentence({}, NO_GAMES, error.name, {}, lang)
    return keyed_sentence({}, UNKNOWN_GAME, error.name, {"known": error.known}, lang)


@sentence(UnknownPolicyError)
def _unknown_policy(error: UnknownPolicyError, lang: str) -> str:
    data: dict[str, Datum] = {"game": error.game, "known": error.known}
    return keyed_sentence({}, UNKNOWN_POLICY, error.name, data, lang)


@sentence(UnknownFormatError)
def _unknown_format(error: UnknownFormatError, lang: str) -> str:
    return keyed_sentence({}, UNKNOWN_FORMAT, error.name, {"known": error.known}, lang)


@sentence(UnknownRuleError)
def _unknown_rule(error: UnknownRuleError, lang: str) -> str:
    words = UNKNOWN_RULE_LOADED if error.loaded_only else UNKNOWN_RULE
    return error_text(words, lang).format(text=shown(error.text, lang))


@sentence(NotationError)
def _notation(error: NotationError, lang: str) -> str:
    kind = error_text(KINDS[error.kind], lang) if error.kind in KINDS else error.kind
    if error.form is None:
        return error_text(BAD_NOTATION, lang).format(text=shown(error.text, lang), kind=kind)
    form = keyed_sentence({}, error.form, None, {"choices": error.choices}, lang)
    if error.token is None or error.token == error.text:
        return error_text(NOT_NOTATION, lang).format(
            text=shown(error.text, lang), kind=kind, form=form
        )
    part, text = shown(error.token, lang), shown(error.text, lang)
    return error_text(BAD_TOKEN, lang).format(part=part, text=text, form=form)


@sentence(UnknownLanguageError)
def _unknown_language(error: UnknownLanguageError, lang: str) -> str:
    text = pN_(
        "language unknown",
        "{value} is not a known language: give a locale such as de_DE.UTF-8 or one of {languages}.",
    )
    return translate(text, lang).format(
        value=shown(error.value, lang), languages=", ".join(sorted(LANGUAGES))
    )
