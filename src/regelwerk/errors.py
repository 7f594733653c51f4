"""The exceptions regelwerk raises: one family under :class:`RegelwerkError`.

Each class also derives from the built-in exception the standard library would raise in its
place (``ValueError``, ``KeyError``, ``IndexError``, ``TypeError``), so code that catches those
keeps working, and code that wants to tell regelwerk's failures from bugs catches
:class:`RegelwerkError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, ClassVar, TypeVar

if TYPE_CHECKING:  # rules and violations import this module: only names for annotations
    from regelwerk.i18n import markers  # qualified: ruletexts re-exports Msg (autodoc)
    from regelwerk.i18n.errortexts import Datum
    from regelwerk.rules import RuleId
    from regelwerk.violation import Violation

__all__ = [
    "ArgumentTypeError",
    "GameOverError",
    "IllegalActionError",
    "KeyedError",
    "LogError",
    "MissingDataError",
    "MissingExtraError",
    "NotationError",
    "RegelwerkError",
    "SeatError",
    "UnknownFormatError",
    "UnknownGameError",
    "UnknownOptionError",
    "UnknownPolicyError",
    "UnknownRuleError",
    "UsageError",
    "found_at",
    "lookup_notation",
    "notations",
]


class RegelwerkError(Exception):
    """Base class of every error regelwerk raises on purpose.

    ``str(error)`` is an English sentence; :meth:`message` gives it in any of the five
    languages (the ``errors`` gettext domain, :mod:`regelwerk.i18n.errortexts`).
    """

    def message(self, lang: str) -> str:
        """This error as a sentence in ``lang`` (``"en"``, ``"de"``, ``"fr"``, ``"es"``,
        ``"nl"``).  An error raised with a text of its own gives that text."""
        return Exception.__str__(self)

    def __str__(self) -> str:
        return self.message("en")


class KeyedError(RegelwerkError):
    """An error whose sentence is chosen by a key: ``KeyedError(key, value, **data)``.

    ``value`` is what the caller gave (shown as Python writes it, never translated), the
    data the library's own numbers and words.  ``key`` names a sentence of a table of
    :mod:`regelwerk.i18n.errortexts` (:attr:`table`), or is one: a game marks its own
    sentences beside its code (``eN_``, e.g. ``regelwerk.noreturn.errortexts``).  A string
    that the table does not have is taken as the sentence itself, untranslated.
    """

    table: ClassVar[str] = ""
    """The name of the table of sentences in :mod:`regelwerk.i18n.errortexts`."""

    def __init__(self, key: str | markers.Msg, value: object = None, /, **data: Datum) -> None:
        super().__init__(key, value)
        self.key = key
        """Which sentence: a key of the class's table, or a marked sentence of its own."""
        self.value = value
        """The value the caller gave, if the sentence names one."""
        self.data = data
        """The rest of what the sentence says."""

    def message(self, lang: str) -> str:
        from regelwerk.i18n import errortexts

        sentences: Mapping[str, markers.Msg] = getattr(errortexts, self.table, {})
        return errortexts.keyed_sentence(sentences, self.key, self.value, self.data, lang)

    def __reduce__(self) -> tuple[object, ...]:  # the data too, whatever a subclass takes
        return _restored, (type(self), self.args, dict(vars(self)))


E = TypeVar("E", bound=BaseException)


def _restored(cls: type[E], args: tuple[object, ...], state: dict[str, object]) -> E:
    """An error unpickled as it was pickled, without calling its ``__init__`` again."""
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


class UsageError(KeyedError, ValueError):
    """An argument out of its documented range (a mode, a policy, a language ...):
    ``UsageError(key, value, **data)``, its sentences
    :data:`regelwerk.i18n.errortexts.USAGE`."""

    table = "USAGE"


class ArgumentTypeError(RegelwerkError, TypeError):
    """An argument of the wrong type: an action of another game or none at all, a seat that
    is a bool or a string, a seed that is no int, a random source that is no
    :class:`random.Random`.  Names what was expected and what was given."""

    def __init__(self, expected: str, value: object, name: str = "") -> None:
        super().__init__(expected, value, name)
        self.expected = expected
        """What was expected: a key of :data:`regelwerk.i18n.errortexts.EXPECTED`."""
        self.value = value
        self.name = name
        """The argument's or the game's name where the sentence names one."""

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import EXPECTED, WRONG_TYPE, error_text, shown

        known = EXPECTED.get(self.expected)  # no key: words of their own, given as they are
        expected = (
            self.expected if known is None else error_text(known, lang).format(name=self.name)
        )
        given = f"{type(self.value).__name__} {shown(self.value, lang)}"
        return error_text(WRONG_TYPE, lang).format(expected=expected, given=given)


class MissingDataError(RegelwerkError, KeyError):
    """A key that a violation's data does not hold."""

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import MISSING_DATA, error_text, shown

        return error_text(MISSING_DATA, lang).format(key=shown(self.args[0], lang))


class UnknownOptionError(RegelwerkError, KeyError):
    """An option name that the game does not have; names the known ones."""

    def __init__(self, name: object, known: tuple[str, ...]) -> None:
        super().__init__(name, known)
        self.name = name
        self.known = known

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import NO_OPTIONS, UNKNOWN_OPTION, error_text, shown

        known = ", ".join(self.known)
        sentence = UNKNOWN_OPTION if self.known else NO_OPTIONS  # a game without options
        return error_text(sentence, lang).format(name=shown(self.name, lang), known=known)


class MissingExtraError(RegelwerkError, RuntimeError):
    """A feature that needs an optional extra which is not installed: names the extra and
    the module that is missing, and how to install it."""

    def __init__(self, extra: str, module: str) -> None:
        super().__init__(extra, module)
        self.extra = extra
        self.module = module

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import MISSING_EXTRA, error_text

        return error_text(MISSING_EXTRA, lang).format(extra=self.extra, module=self.module)


class SeatError(RegelwerkError, IndexError, ValueError):
    """A seat (or an index into a listing) that is not there: an index that is not there
    and a value out of range alike.

    ``SeatError(seat, players=n)``: no such seat in a game of ``n``;
    ``SeatError(index, count=n)``: no such entry in a listing of ``n``;
    ``SeatError()``: no legal action to pick from.
    """

    def __init__(
        self, seat: object = None, players: int | None = None, *, count: int | None = None
    ) -> None:
        super().__init__(seat)
        self.seat = seat
        self.players = players
        self.count = count

    def message(self, lang: str) -> str:
        from regelwerk.i18n import errortexts as texts

        if self.players is not None:
            last = self.players - 1
            sentence = texts.error_text(texts.NO_SEAT, lang)
            return sentence.format(
                seat=texts.shown(self.seat, lang), players=self.players, last=last
            )
        if self.count is not None:
            sentence = texts.error_text(texts.NOT_LISTED, lang)
            return sentence.format(index=texts.shown(self.seat, lang), count=self.count)
        if self.seat is not None:
            return texts.error_text(texts.NO_ENTRY, lang).format(index=texts.shown(self.seat, lang))
        return texts.error_text(texts.NO_LEGAL_ACTION, lang)

    def __reduce__(self) -> tuple[object, ...]:  # keeps the keyword data through pickling
        return type(self), (self.seat, self.players), {"count": self.count}


class UnknownGameError(RegelwerkError, KeyError, ValueError):
    """A game name that no installed distribution registers (entry-point group
    ``regelwerk.games``); names the known games."""

    def __init__(self, name: object, known: tuple[str, ...]) -> None:
        super().__init__(name, known)
        self.name = name
        self.known = known

    def message(self, lang: str) -> str:
        from regelwerk.i18n import errortexts as texts

        if not self.known:
            return texts.keyed_sentence({}, texts.NO_GAMES, self.name, {}, lang)
        return texts.keyed_sentence({}, texts.UNKNOWN_GAME, self.name, {"known": self.known}, lang)


class UnknownPolicyError(RegelwerkError, KeyError, ValueError):
    """A policy name that the game does not have; names the game and its policies."""

    def __init__(self, name: object, game: str, known: tuple[str, ...]) -> None:
        super().__init__(name, game, known)
        self.name = name
        self.game = game
        """The game's title."""
        self.known = known

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import UNKNOWN_POLICY, keyed_sentence

        data: dict[str, Datum] = {"game": self.game, "known": self.known}
        return keyed_sentence({}, UNKNOWN_POLICY, self.name, data, lang)


class UnknownFormatError(RegelwerkError, KeyError):
    """A log format that no registered game reads or writes; names the known ones."""

    def __init__(self, name: object, known: tuple[str, ...]) -> None:
        super().__init__(name, known)
        self.name = name
        self.known = known

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import UNKNOWN_FORMAT, keyed_sentence

        return keyed_sentence({}, UNKNOWN_FORMAT, self.name, {"known": self.known}, lang)


class UnknownRuleError(RegelwerkError, KeyError, ValueError):
    """A text that is no rule id of any registered game nor a LOG code (a ``KeyError`` as
    a lookup, a ``ValueError`` as ``RuleId(text)``, which an enum raises)."""

    def __init__(self, text: object) -> None:
        super().__init__(text)
        self.text = text

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import UNKNOWN_RULE, error_text, shown

        return error_text(UNKNOWN_RULE, lang).format(text=shown(self.text, lang))


class NotationError(RegelwerkError, ValueError):
    """Text that is not valid notation for a tile, card or action; names the text."""

    def __init__(self, kind: str, text: object) -> None:
        super().__init__(kind, text)
        self.kind = kind
        """What the text was to be notation for: a key of
        :data:`regelwerk.i18n.errortexts.KINDS` (``"tile"``, ``"action"`` ...)."""
        self.text = text
        """What was given: the text, or the value that is no text at all."""

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import BAD_NOTATION, KINDS, error_text, shown

        kind = error_text(KINDS[self.kind], lang) if self.kind in KINDS else self.kind
        return error_text(BAD_NOTATION, lang).format(text=shown(self.text, lang), kind=kind)


T = TypeVar("T")


def notations(values: object, kind: str) -> tuple[object, ...]:
    """``values`` as a tuple, when it is a list (or another collection) and not one string;
    anything else raises :class:`NotationError` for ``kind``."""
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise NotationError(kind, values)
    return tuple(values)


def lookup_notation(table: Mapping[str, T], text: object, kind: str) -> T:
    """The value written ``text`` in a notation table (tiles, cards, actions); anything else,
    a non-string included, raises :class:`NotationError` naming the text."""
    value = table.get(text) if isinstance(text, str) else None
    if value is None:
        raise NotationError(kind, text)
    return value


class IllegalActionError(RegelwerkError, ValueError):
    """An action (or draw) that the rules forbid in the given state; carries the violation."""

    def __init__(self, violation: Violation) -> None:
        super().__init__(violation)
        self.violation = violation
        """The rule broken, with its data."""

    @property
    def rule(self) -> RuleId:
        """The rule the action breaks (the violation's)."""
        return self.violation.rule

    def message(self, lang: str) -> str:
        """The violation explained in ``lang`` (one of the five), ending with its rule id."""
        from regelwerk.i18n.messages import render

        return render(self.violation, lang)


class GameOverError(IllegalActionError):
    """An action given to a game that is over (LOG-ORDER ``over``): nobody is to act."""


def found_at(violation: Violation, pointer: str | None, lang: str) -> str:
    """The violation's message in ``lang`` (the rule messages of the ``regelwerk`` domain),
    followed by where in the log it is when ``pointer`` says."""
    from regelwerk.i18n.errortexts import LOG_AT, LOG_AT_TOP, error_text, shown
    from regelwerk.i18n.messages import render

    message = render(violation, lang)
    if pointer is None:
        return message
    if pointer == "":  # the JSON pointer of the whole document
        return error_text(LOG_AT_TOP, lang).format(message=message)
    return error_text(LOG_AT, lang).format(message=message, pointer=shown(pointer, lang))


class LogError(RegelwerkError, ValueError):
    """A move log that cannot be read or has the wrong shape (a LOG- code) at ``pointer``;
    its sentence is the violation's message, and where."""

    def __init__(self, code: RuleId, pointer: str | None, detail: Violation | None = None) -> None:
        from regelwerk.violation import Violation

        super().__init__(code, pointer, detail)
        self.code = code
        """The LOG code."""
        self.pointer = pointer
        """Where in the log (a JSON pointer), if the code names a place."""
        self.detail = detail if detail is not None else Violation(code)
        """The violation, with its data."""

    def message(self, lang: str) -> str:
        return found_at(self.detail, self.pointer, lang)
