"""What validating a move log finds: a :class:`Report` made of :class:`Fault` values.

A report is a plain immutable value.  Its fields follow LOG-FORMAT.md ("What a validator
reports") and CLI.md (the ``--json`` object, :meth:`Report.to_json`); the message is
rendered only when asked for, in the reader's language (:meth:`Report.message`).
"""

from __future__ import annotations

import enum
import functools
import json.encoder
from collections.abc import Callable, Iterator, Mapping, Sequence
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final, Generic, TypeAlias, TypeVar

from regelwerk.errors import SeatError
from regelwerk.frozen import Frozen
from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.markers import npN_, pN_, translate
from regelwerk.i18n.names import format_items, number
from regelwerk.i18n.players import player_called
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.game import AnyGame, AnyState

S = TypeVar("S")
L = TypeVar("L")

__all__ = ["MALFORMED_CODES", "AnyReport", "Fault", "Report", "Status", "render_violation"]

MALFORMED_CODES: frozenset[RuleId] = frozenset(
    {LogCode.LOG_READ, LogCode.LOG_SYNTAX, LogCode.LOG_SCHEMA, LogCode.LOG_LIMIT}
)
"""The codes that make a log malformed (CLI.md: exit status 2); every other fault is illegal."""


class Status(enum.StrEnum):
    """A log's status (LOG-FORMAT.md): valid logs are finished or in progress."""

    FINISHED = "finished"
    IN_PROGRESS = "in_progress"
    ILLEGAL = "illegal"
    MALFORMED = "malformed"


class Fault(Frozen):
    """One finding: the rule or code broken, where (turn/action ``index``, JSON ``pointer``)
    and the violation's data.  ``index`` is ``None`` for the header, setup, ``cards``, result
    or the document as a whole.  A frozen value (:mod:`regelwerk.frozen`)."""

    __slots__ = ("violation", "pointer", "index")  # noqa: RUF023 (the fields' order)
    violation: Violation
    pointer: str | None
    index: int | None

    def __init__(self, violation: Violation, pointer: str | None, index: int | None = None) -> None:
        _set(self, "violation", violation)
        _set(self, "pointer", pointer)
        _set(self, "index", index)

    @property
    def rule(self) -> RuleId:
        """The rule the fault breaks (its violation's)."""
        return self.violation.rule

    @property
    def malformed(self) -> bool:
        """Whether the fault makes the log malformed (a LOG- code) rather than illegal."""
        return self.violation.rule in MALFORMED_CODES


Fault._name_fields()
_set = object.__setattr__  # the one way into a frozen value: its constructor


def _plain(violation: Violation) -> str:
    data = " ".join(f"{key}={value!r}" for key, value in violation.data)
    return f"{violation.rule} {data}".rstrip()


def render_violation(
    violation: Violation, lang: str, game: AnyGame | None = None, players: Sequence[str] = ()
) -> str:
    """The violation's message in ``lang`` (``game``: the log's, for its LOG codes;
    ``players``: its players' names, who the message calls by name);
    ``"RULE-ID key=value ..."`` if it cannot be rendered (so that a report can always be
    printed, whatever data a broken log holds)."""
    try:
        from regelwerk.i18n.messages import render

        return render(violation, lang, game=game, players=players)
    except Exception:  # e.g. a number too large for the locale's formatting
        return _plain(violation)


class Report(Frozen, Generic[S, L]):
    """The verdict on one log; generic in the game's state ``S`` and log record ``L``.

    ``valid`` is true for finished and in-progress games; ``rule``/``violation``/``index``/
    ``pointer`` describe the first fault (``None`` when valid); ``faults`` lists every fault
    found (one in strict mode); ``scores`` and ``winners`` are set for finished games.
    ``log`` is the decoded record (``None`` when malformed); ``final_state`` the last state
    the validation reached before the first fault (``None`` when malformed), kept so that
    nothing replays the log again to know it; :meth:`states` replays the whole log.
    ``game`` is the registered name of the log's game, when its format was known; ``meta``
    the log's header (:mod:`regelwerk.logs.meta`), empty when it has none; ``players`` the
    players' names in seat order, when the log gives them (messages call players by name).
    """

    __slots__ = (  # noqa: RUF023 (the fields' order)
        "status", "faults", "scores", "winners", "format", "log", "final_state", "game",
        "players", "_meta", "_positions", "_replayer",
    )  # fmt: skip
    status: Status
    faults: tuple[Fault, ...]
    scores: tuple[int, ...] | None
    winners: tuple[int, ...] | None
    format: str | None
    log: L | None
    final_state: S | None
    game: str | None
    players: tuple[str, ...]
    _meta: tuple[tuple[str, str], ...]
    _positions: tuple[tuple[int | None, S], ...] | None
    _replayer: Callable[[], Iterator[tuple[int | None, S]]] | None

    def __init__(
        self,
        status: Status,
        faults: tuple[Fault, ...] = (),
        scores: tuple[int, ...] | None = None,
        winners: tuple[int, ...] | None = None,
        format: str | None = None,
        log: L | None = None,
        final_state: S | None = None,
        game: str | None = None,
        players: tuple[str, ...] = (),
        _meta: tuple[tuple[str, str], ...] = (),
        _positions: tuple[tuple[int | None, S], ...] | None = None,
        _replayer: Callable[[], Iterator[tuple[int | None, S]]] | None = None,
    ) -> None:
        # Every log checked makes one: each field stored by its own call, not _init's loop.
        _set(self, "status", status)
        _set(self, "faults", faults)
        _set(self, "scores", scores)
        _set(self, "winners", winners)
        _set(self, "format", format)
        _set(self, "log", log)
        _set(self, "final_state", final_state)
        _set(self, "game", game)
        _set(self, "players", players)
        _set(self, "_meta", _meta)
        _set(self, "_positions", _positions)
        _set(self, "_replayer", _replayer)

    # Equal, hashed and shown by the verdict alone (its first five fields): the record, the
    # states, the game's name, the players and the header are what the verdict is on.
    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return _verdict(self) == _verdict(other)

    def __hash__(self) -> int:
        return hash(_verdict(self))

    def __repr__(self) -> str:
        fields = ", ".join(
            f"{name}={value!r}" for name, value in zip(_SHOWN, _verdict(self), strict=True)
        )
        return f"{type(self).__name__}({fields})"

    @property
    def meta(self) -> Mapping[str, str]:
        """The log's header (:mod:`regelwerk.logs.meta`), empty when it has none."""
        return MappingProxyType(dict(self._meta))

    @property
    def valid(self) -> bool:
        """Whether the log has no fault (finished or unfinished)."""
        return self.status in (Status.FINISHED, Status.IN_PROGRESS)

    @property
    def first(self) -> Fault | None:
        """The first fault, or ``None`` for a valid log."""
        return self.faults[0] if self.faults else None

    @property
    def rule(self) -> RuleId | None:
        """The rule the first fault breaks, or ``None``."""
        return self.faults[0].rule if self.faults else None

    @property
    def violation(self) -> Violation | None:
        """The first fault's violation, or ``None``."""
        return self.faults[0].violation if self.faults else None

    @property
    def index(self) -> int | None:
        """The turn index of the first fault, or ``None``."""
        return self.faults[0].index if self.faults else None

    @property
    def pointer(self) -> str | None:
        """The JSON pointer of the first fault, or ``None``."""
        return self.faults[0].pointer if self.faults else None

    def message(self, lang: str = "en") -> str:
        """The first fault's message in ``lang``, or a one-line summary of a valid log."""
        lang = resolve_language(lang)  # and a lang that is no string is refused by name
        if self.faults:
            return render_violation(self.faults[0].violation, lang, self._game(), self.players)
        return _valid_message(self, lang)

    def _game(self) -> AnyGame | None:
        return None if self.game is None else _games_load()(self.game)

    def positions(self) -> Iterator[tuple[int | None, S]]:
        """Like :meth:`states`, each state paired with the index of the turn (action) it
        comes before: ``None`` during the setup, ``len(turns)`` for the final state.
        Replays the log, unless the report was made with ``validate(..., states=True)``."""
        if self._positions is not None:
            return iter(self._positions)
        if self._replayer is None:
            return iter(())
        return self._replayer()

    def states(self) -> Iterator[S]:
        """The game's states as the log replays: after the deal, after each setup entry, then
        after each turn or action, up to the first fault (for a malformed log: none)."""
        return (state for _, state in self.positions())

    def state_at(self, index: int) -> S:
        """The state before turn (or action) ``index``; ``index == len(turns)`` gives the
        final state.  Raises :class:`~regelwerk.errors.SeatError` (an ``IndexError``) past
        the replayable part."""
        for position, state in self.positions():
            if position == index:
                return state
        raise SeatError(index)

    def detached(self) -> Report[S, L]:
        """The report without its record, states and header: small and picklable, and it renders
        (``message``, ``to_json``) exactly as the full one."""
        return Report(
            self.status,
            self.faults,
            self.scores,
            self.winners,
            self.format,
            game=self.game,
            players=self.players,
        )

    def to_json(self, file: str, lang: str = "en") -> dict[str, Any]:
        """The object ``regelwerk validate --json`` prints, keys in the order of CLI.md."""
        return _json_object(
            file,
            self.valid,
            self.status.value,
            self.index,
            self.pointer,
            self.rule.value if self.rule is not None else None,
            self.message(lang),
            list(self.scores) if self.scores is not None else None,
            list(self.winners) if self.winners is not None else None,
        )

    def json_tail(self, lang: str = "en") -> str | None:
        """The JSON text that follows the ``file`` of :meth:`to_json` (from ``, "valid"`` to
        the closing brace, as :func:`json.dumps` writes it with ``ensure_ascii=False``) for a
        valid report, filled into the text of :meth:`to_json` encoded once (a command prints
        thousands of them); ``None`` for a report with faults, whose message may quote the
        log (the caller encodes it)."""
        scores, winners = self.scores, self.winners
        if self.faults or not (_whole_numbers(scores) and _whole_numbers(winners)):
            return None
        message = _encode_string(_valid_message(self, resolve_language(lang)))
        head, middle, end, tail = _valid_template(self.status)
        return f"{head}{message}{middle}{_int_list(scores)}{end}{_int_list(winners)}{tail}"


Report._name_fields()  # every field: replace() and pickling keep them all
_SHOWN: Final = ("status", "faults", "scores", "winners", "format")
_verdict: Final = attrgetter(*_SHOWN)


def _json_object(
    file: str,
    valid: bool,
    status: str,
    index: int | None,
    pointer: str | None,
    rule: str | None,
    message: str,
    scores: list[int] | str | None,
    winners: list[int] | str | None,
) -> dict[str, Any]:
    """A report's JSON object, keys in the order of CLI.md (:meth:`Report.to_json`)."""
    return {
        "file": file,
        "valid": valid,
        "status": status,
        "index": index,
        "pointer": pointer,
        "rule": rule,
        "message": message,
        "scores": scores,
        "winners": winners,
    }


_FINISHED = npN_(
    "report finished",
    "The log is valid; the game is finished. Scores: {scores}. {winners} wins.",
    "The log is valid; the game is finished. Scores: {scores}. {winners} share the victory.",
    count="winners",
)
_FINISHED_LOWER = npN_(
    "report finished lower wins",
    "The log is valid; the game is finished. Scores (lowest wins): {scores}. {winners} wins.",
    "The log is valid; the game is finished. Scores (lowest wins): {scores}. {winners} share the "
    "victory.",
    count="winners",
)
_IN_PROGRESS = pN_("report in progress", "The log is valid; the game is still in progress.")


@functools.cache
def _games_load() -> Callable[[str], AnyGame]:
    """:func:`regelwerk.games.load`, imported on first use (that module imports this one).
    An import statement in :meth:`Report._game` would run at every valid report's line: a
    ``from`` import asks the module for ``__path__`` first, which its ``__getattr__`` refuses
    by raising, thousands of times in a command."""
    from regelwerk.games import load

    return load


def _valid_message(report: Report[S, L], lang: str) -> str:
    """The summary of a valid log; ``lang`` is a language code (:meth:`Report.message`
    resolved it)."""
    if report.status is Status.FINISHED and report.scores is not None:
        game = report._game()
        lower = game is not None and game.info.lower_score_wins
        return _finished(report.scores, report.winners or (), report.players, lower, lang)
    return translate(_IN_PROGRESS, lang)


def _finished(
    scores: tuple[int, ...],
    winners: tuple[int, ...],
    players: tuple[str, ...],
    lower: bool,
    lang: str,
) -> str:
    # Logs seldom share their scores, but their players and winners: the sentence around
    # the scores is made once for each players, winners and language, each number once.
    around = _around_scores(players, winners, lower, lang)
    listed = _listed(scores, players, lang)
    if around is None:
        named = _named(players, winners, lang)
        return _finished_text(len(winners), lower, lang).format(scores=listed, winners=named)
    return f"{around[0]}{listed}{around[1]}"


def _listed(scores: tuple[int, ...], players: tuple[str, ...], lang: str) -> str:
    """The scores as the finished sentence lists them: each player's name and score."""
    numbers = _NUMBERS.get(lang)
    if numbers is None:
        numbers = _NUMBERS[lang] = _Numbers(lang)
    return ", ".join(
        f"{player_called(players, seat, lang)} {numbers[score]}"
        for seat, score in enumerate(scores)
    )


_SCORES_MARK: Final = "\x00"  # no translation holds it


@functools.lru_cache(maxsize=1024)
def _around_scores(
    players: tuple[str, ...], winners: tuple[int, ...], lower: bool, lang: str
) -> tuple[str, str] | None:
    """The finished sentence before and after its ``{scores}`` (``None`` unless it holds
    them once, as every catalog's does)."""
    text = _finished_text(len(winners), lower, lang)
    whole = text.format(scores=_SCORES_MARK, winners=_named(players, winners, lang))
    if whole.count(_SCORES_MARK) != 1:
        return None
    before, _, after = whole.partition(_SCORES_MARK)
    return before, after


@functools.lru_cache(maxsize=64)
def _finished_text(winners: int, lower: bool, lang: str) -> str:
    return (_FINISHED_LOWER if lower else _FINISHED).text(lang, {"winners": winners})


def _named(players: tuple[str, ...], winners: tuple[int, ...], lang: str) -> str:
    """The winners by name (:func:`~regelwerk.i18n.names.player_called`), as a list."""
    return format_items([player_called(players, seat, lang) for seat in winners], lang)


class _Numbers(dict[int, str]):
    """The whole numbers of one language as :func:`~regelwerk.i18n.names.number` writes
    them, each written once (a score is a small number; others are not kept)."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def __missing__(self, value: int) -> str:
        text = number(value, self.lang)
        if type(value) is int and -_KEPT_NUMBERS <= value <= _KEPT_NUMBERS:
            self[value] = text
        return text


_KEPT_NUMBERS: Final = 10_000
_NUMBERS: dict[str, _Numbers] = {}


# --- the JSON text of a valid report, from a template (Report.json_tail) ---------------

_encode_string: Callable[[str], str] = json.encoder.encode_basestring  # as ensure_ascii=False
_INT: Final = frozenset({int})
_MARKS: Final = ("\x00file", "\x00message", "\x00scores", "\x00winners")  # no text holds \x00


def _whole_numbers(items: tuple[int, ...] | None) -> bool:
    """Whether ``items`` is ``None`` or holds only ints (as a report made by the validator
    does; a report made by hand may hold anything, and is encoded by json)."""
    return items is None or _INT.issuperset(map(type, items))


def _int_list(items: tuple[int, ...] | None) -> str:
    return "null" if items is None else f"[{', '.join(map(str, items))}]"


@functools.lru_cache(maxsize=4)
def _valid_template(status: Status) -> tuple[str, str, str, str]:
    """The JSON text of a valid report of ``status`` after its file, as json writes
    :func:`_json_object` with ``ensure_ascii=False``: encoded once with marks, cut where its
    message, scores and winners go."""
    file, message, scores, winners = _MARKS
    specimen = _json_object(file, True, status.value, None, None, None, message, scores, winners)
    text = json.dumps(specimen, ensure_ascii=False)
    pieces = []
    for mark in _MARKS:
        before, _, text = text.partition(_encode_string(mark))
        pieces.append(before)
    _, head, middle, end = pieces  # (what comes before the file is the caller's)
    return head, middle, end, text


AnyReport: TypeAlias = "Report[AnyState, object]"
"""The report of a log whose game is not known statically (what :func:`validate` returns)."""
