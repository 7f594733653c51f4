"""The exceptions regelwerk raises: one family under :class:`RegelwerkError`.

Each class also derives from the built-in exception the standard library would raise in its
place (``ValueError``, ``KeyError``, ``IndexError``, ``TypeError``), so code that catches those
keeps working, and code that wants to tell regelwerk's failures from bugs catches
:class:`RegelwerkError`.

An exception is data: what was given, what was expected, the rule broken.  Its words are
above it, in :mod:`regelwerk.i18n`, which registers the words of each class with
:func:`sentence` (:mod:`regelwerk.i18n.errortexts` most, :mod:`regelwerk.i18n.messages`
those that carry a violation).  This module imports nothing of regelwerk, so that every
layer may raise its exceptions; :meth:`RegelwerkError.message` loads the registering modules
(:data:`SENTENCES`) by name when an error is first put in words (a program that has loaded a
game or read a log has loaded them already).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, ClassVar, Final, TypeVar

if TYPE_CHECKING:  # the layers above this one: names for annotations only
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
    "sentence",
]

SENTENCES: Final = ("regelwerk.i18n.errortexts", "regelwerk.i18n.messages")
"""The modules that register the exceptions' words (:func:`sentence`), loaded by name when an
error is first put in words: the words of an error live above it, it never imports them."""

_WORDS: dict[type, Callable[..., str]] = {}  # each called only with errors of its class


def sentence(
    kind: type[Error],
) -> Callable[[Callable[[Error, str], str]], Callable[[Error, str], str]]:
    """Register the decorated ``words(error, lang) -> str`` as the sentence of every error of
    class ``kind`` and of its subclasses that have none of their own."""

    def register(words: Callable[[Error, str], str]) -> Callable[[Error, str], str]:
        _WORDS[kind] = words
        return words

    return register


def _words(kind: type[RegelwerkError]) -> Callable[..., str] | None:
    """The words registered for ``kind`` or its nearest base that has some."""
    if not _sentences_loaded:
        _load_sentences()
    for cls in kind.__mro__:
        words = _WORDS.get(cls)
        if words is not None:
            return words
    return None


_sentences_loaded = False


def _load_sentences() -> None:
    global _sentences_loaded
    for module in SENTENCES:
        importlib.import_module(module)  # each registers its words as it is imported
    _sentences_loaded = True


class RegelwerkError(Exception):
    """Base class of every error regelwerk raises on purpose.

    ``str(error)`` is an English sentence; :meth:`message` gives it in any of the five
    languages (the ``errors`` gettext domain, :mod:`regelwerk.i18n.errortexts`).
    """

    def message(self, lang: str) -> str:
        """This error as a sentence in ``lang`` (``"en"``, ``"de"``, ``"fr"``, ``"es"``,
        ``"nl"``).  An error raised with a text of its own gives that text."""
        words = _words(type(self))
        return Exception.__str__(self) if words is None else words(self, lang)

    def __str__(self) -> str:
        return self.message("en")


# Bound by the class, not by its name: a name is a forward reference that typing compiles, and
# the first compile() of a process costs a command's start about ten million instructions.
Error = TypeVar("Error", bound=RegelwerkError)


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


class MissingDataError(RegelwerkError, KeyError):
    """A key that a violation's data does not hold."""


class UnknownOptionError(RegelwerkError, KeyError):
    """An option name that the game does not have; names the known ones."""

    def __init__(self, name: object, known: tuple[str, ...]) -> None:
        super().__init__(name, known)
        self.name = name
        self.known = known


class MissingExtraError(RegelwerkError, RuntimeError):
    """A feature that needs an optional extra which is not installed: names the extra and
    the module that is missing, and how to install it."""

    def __init__(self, extra: str, module: str) -> None:
        super().__init__(extra, module)
        self.extra = extra
        self.module = module


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

    def __reduce__(self) -> tuple[object, ...]:  # keeps the keyword data through pickling
        return type(self), (self.seat, self.players), {"count": self.count}


class UnknownGameError(RegelwerkError, KeyError, ValueError):
    """A game name that no installed distribution registers (entry-point group
    ``regelwerk.games``); names the known games."""

    def __init__(self, name: object, known: tuple[str, ...]) -> None:
        super().__init__(name, known)
        self.name = name
        self.known = known


class UnknownPolicyError(RegelwerkError, KeyError, ValueError):
    """A policy name that the game does not have; names the game and its policies."""

    def __init__(self, name: object, game: str, known: tuple[str, ...]) -> None:
        super().__init__(name, game, known)
        self.name = name
        self.game = game
        """The game's title."""
        self.known = known


class UnknownFormatError(RegelwerkError, KeyError):
    """A log format that no registered game reads or writes; names the known ones."""

    def __init__(self, name: object, known: tuple[str, ...]) -> None:
        super().__init__(name, known)
        self.name = name
        self.known = known


class UnknownRuleError(RegelwerkError, KeyError, ValueError):
    """A text that is no rule id of any registered game nor a LOG code (a ``KeyError`` as
    a lookup, a ``ValueError`` as ``RuleId(text)``, which an enum raises).  ``loaded_only``:
    only the games loaded so far were asked (``RuleId(text)``, which loads none), so the
    text may still be a rule id of a game not loaded yet; its sentence says so."""

    def __init__(self, text: object, *, loaded_only: bool = False) -> None:
        super().__init__(text)
        self.text = text
        self.loaded_only = loaded_only


class NotationError(RegelwerkError, ValueError):
    """Text that is not valid notation for a tile, card or action; names the text, the bad
    ``token`` in it where one is to blame (``X9`` in ``"set-aside X9"``), and, where the game
    says, what the notation looks like (``form``: a marked sentence of the game's,
    ``"a tile is written as ..."``, filled with ``choices``)."""

    def __init__(
        self,
        kind: str,
        text: object,
        *,
        token: object = None,
        form: markers.Msg | None = None,
        choices: tuple[str, ...] = (),
    ) -> None:
        super().__init__(kind, text)
        self.kind = kind
        """What the text was to be notation for: a key of
        :data:`regelwerk.i18n.errortexts.KINDS` (``"tile"``, ``"action"`` ...)."""
        self.text = text
        """What was given: the text, or the value that is no text at all."""
        self.token = token
        """The part of ``text`` that is to blame, or ``None`` when it is the whole."""
        self.form = form
        """How the notation is written, or ``None``."""
        self.choices = choices
        """The words ``form`` lists (``{choices}``), if it lists any."""

    def __reduce__(self) -> tuple[object, ...]:  # the keyword data too
        return _restored, (type(self), self.args, dict(vars(self)))


T = TypeVar("T")


def notations(values: object, kind: str, form: markers.Msg | None = None) -> tuple[object, ...]:
    """``values`` as a tuple, when it is a list (or another collection) and not one string;
    anything else raises :class:`NotationError` for ``kind`` (saying ``form``)."""
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise NotationError(kind, values, form=form)
    return tuple(values)


def lookup_notation(
    table: Mapping[str, T], text: object, kind: str, form: markers.Msg | None = None
) -> T:
    """The value written ``text`` in a notation table (tiles, cards, actions); anything else,
    a non-string included, raises :class:`NotationError` naming the text (and saying
    ``form``, how the notation is written)."""
    value = table.get(text) if isinstance(text, str) else None
    if value is None:
        raise NotationError(kind, text, form=form)
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


class GameOverError(IllegalActionError):
    """An action given to a game that is over (LOG-ORDER ``over``): nobody is to act."""


def found_at(violation: Violation, pointer: str | None, lang: str) -> str:
    """The violation's message in ``lang`` (the rule messages of the ``regelwerk`` domain),
    followed by where in the log it is when ``pointer`` says."""
    return LogError(violation.rule, pointer, violation).message(lang)


class LogError(RegelwerkError, ValueError):
    """A move log that cannot be read or has the wrong shape (a LOG- code) at ``pointer``;
    its sentence is the violation's message, and where."""

    def __init__(self, code: RuleId, pointer: str | None, detail: Violation) -> None:
        super().__init__(code, pointer, detail)
        self.code = code
        """The LOG code."""
        self.pointer = pointer
        """Where in the log (a JSON pointer), if the code names a place."""
        self.detail = detail
        """The violation, with its data."""
