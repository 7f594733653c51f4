"""Recording a game as it is played: :class:`Recorder` keeps the state and the log in step.

>>> from regelwerk.logs import Recorder
>>> recorder = Recorder.new("no-return", ["Ada", "Ben"], seed=1)
>>> while not recorder.state.is_over:
...     _ = recorder.play(next(iter(recorder.state.legal_actions())))
>>> from regelwerk.logs import validate
>>> validate(recorder.log).status
<Status.FINISHED: 'finished'>

A seeded game draws from the bag's (or pile's) order; a server that draws by its own means
passes the drawn tiles (``draw=``) or turned-up card (``card=``) to :meth:`Recorder.play`.
A resumed game (:meth:`Recorder.resume`) draws from what nobody has seen yet, in an order
drawn by a random generator (``rng=``, else a fresh unpredictable one), never in an order a
reader of the log could work out.
Every action is checked; the log is an immutable record, replaced on every step, and
:meth:`Recorder.write` writes it out (again) at any moment, e.g. after every turn.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar, cast, overload

from regelwerk.arguments import check_callable, check_iterable, check_path, check_rng
from regelwerk.errors import ArgumentTypeError, IllegalActionError, UsageError
from regelwerk.game import Game, GameOptions, GameRecorder, GameState
from regelwerk.games import load
from regelwerk.logs.meta import EMPTY, Meta, check_meta, with_meta
from regelwerk.logs.shape import ShapeError, expect_players
from regelwerk.seeds import fresh_seed, seed_from, seed_or_fresh
from regelwerk.turns import out_of_turn

if TYPE_CHECKING:
    from pathlib import Path

    from regelwerk.game import AnyGame, AnyState

__all__ = ["GameRecorder", "Recorder", "dumps"]

NEW_FILE: Final = (
    # os.open's flags for a file of our own: a new one, never an existing file, never
    # through a link (also what ``simulate --out`` writes its logs with)
    os.O_WRONLY
    | os.O_CREAT
    | os.O_EXCL
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)

S = TypeVar("S", bound=GameState[Any])
A = TypeVar("A")
L = TypeVar("L")
S2 = TypeVar("S2", bound=GameState[Any])
A2 = TypeVar("A2")
O2 = TypeVar("O2", bound=GameOptions)
L2 = TypeVar("L2")


def _game(game: object) -> AnyGame:
    """The game named ``game``, or ``game`` itself when it is a game object."""
    return cast("AnyGame", game) if isinstance(game, Game) else load(cast(str, game))


def _names(names: Sequence[str]) -> tuple[str, ...]:
    """The seats' names as a log can hold them (strings, LOG-SCHEMA): a recorder writes only
    logs the validator accepts, so it refuses anything but a list of strings with
    :class:`~regelwerk.errors.ArgumentTypeError` (a ``TypeError``); one string is no list
    of names."""
    if isinstance(names, str | bytes) or not isinstance(names, Sequence):  # seats are ordered
        raise ArgumentTypeError("names", names)
    listed = list(names)
    try:
        return expect_players(listed)
    except ShapeError:
        raise ArgumentTypeError("names", listed) from None


def dumps(document: Mapping[str, Any]) -> str:
    """A log document as compact, stable JSON text: one turn per line, UTF-8, ending with a
    newline (readable in a diff, a few tens of KiB for a whole game)."""
    parts = []
    if not isinstance(document, Mapping):
        raise ArgumentTypeError("document", document)
    try:
        for key, value in document.items():
            if isinstance(value, list) and value and isinstance(value[0], dict | list):
                parts.append(f"  {json.dumps(key)}: [\n    {_one_per_line(value)}\n  ]")
            else:
                parts.append(f"  {json.dumps(key)}: {_encode(value)}")
    except (TypeError, ValueError, RecursionError):  # no JSON value, or no tree (a cycle)
        raise ArgumentTypeError("document", document) from None
    return "{\n" + ",\n".join(parts) + "\n}\n"


_encode: Final = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
"""``json.dumps(value, ensure_ascii=False, check_circular=False)``, with one encoder for
every log (``json.dumps`` makes a new one per call when given an option: half of its time).
A log document is a tree (parsed JSON, or what a codec has just built), so the encoder does
not look for cycles, a fifth of its time (:func:`dumps` refuses one that has a cycle as it
refuses any value JSON cannot hold)."""

_JOINTS: Final[Mapping[type, str]] = {dict: "}, {", list: "], ["}
"""What joins two objects, or two lists, in the JSON text of a list of them."""


def _one_per_line(items: list[Any]) -> str:
    """The JSON texts of ``items`` joined by a comma and a new line.  A log has a turn a
    line, and encoding a list at once costs half of what encoding its turns one by one
    does, so the list is encoded at once and cut where one item ends and the next begins:
    when every item is an object (or every one a list), each two are joined by exactly
    ``}, {`` (``], [``), and when that text occurs no more often than that, no item holds
    it (in a string, or in a list of objects of its own) and every occurrence is a joint.
    Otherwise item by item."""
    first = type(items[0])
    joint = _JOINTS.get(first)
    if joint is not None and all(type(item) is first for item in items):
        text = _encode(items)
        if text.count(joint) == len(items) - 1:
            return text[1:-1].replace(joint, f"{joint[0]},\n    {joint[-1]}")
    return ",\n    ".join(map(_encode, items))


class Recorder(Generic[S, A, L]):
    """A game in progress and its move log (``log``, an immutable record); generic in the
    game's state ``S``, action ``A`` and log record ``L``.

    Made from a game's name (``Recorder.new("no-thanks", ...)``), it is typed for any game
    (``Recorder[AnyState, object, object]``); made from the game's object
    (``Recorder.new(NO_THANKS, ...)``), it is typed for that game, so that playing an
    action of another type fails ``mypy``."""

    def __init__(
        self,
        game: str,
        log: L,
        state: S,
        seed: int | None = None,
        recording: GameRecorder[L, S, A, Any, Any] | None = None,
        *,
        meta: Mapping[str, str] | None = None,
    ) -> None:
        self.game = game
        self.seed = seed
        """The seed of a game started by :meth:`new` (the one chosen when none was given)."""
        self._meta: Meta = EMPTY if meta is None else check_meta(meta)
        self._recording: GameRecorder[L, S, A, Any, Any] = (
            recording if recording is not None else cast(Any, load(game).recording)
        )
        self.log = log
        self.state = state

    @overload
    @classmethod
    def new(
        cls,
        game: Game[S2, A2, O2, L2],
        names: Sequence[str],
        seed: int | None = None,
        options: O2 | None = None,
        *,
        meta: Mapping[str, str] | None = None,
    ) -> Recorder[S2, A2, L2]: ...

    @overload
    @classmethod
    def new(
        cls,
        game: str,
        names: Sequence[str],
        seed: int | None = None,
        options: GameOptions | None = None,
        *,
        rng: random.Random | None = None,
        meta: Mapping[str, str] | None = None,
    ) -> Recorder[AnyState, object, object]: ...

    @classmethod
    def new(
        cls,
        game: object,
        names: Sequence[str],
        seed: int | None = None,
        options: object = None,
        *,
        rng: random.Random | None = None,
        meta: Mapping[str, str] | None = None,
    ) -> Recorder[Any, Any, Any]:
        """A seeded game (``State.new``) of ``game`` (its name or its object) for the seats
        ``names``; no seed, or ``seed=None``, takes the seed from ``rng`` when given, else
        chooses a fresh unpredictable one; the seed is kept in :attr:`seed`
        (:mod:`regelwerk.seeds`).  ``meta`` is the log's header (:attr:`meta`)."""
        found = _game(game)
        if seed is None and rng is not None:
            seed = seed_from(check_rng(rng))
        seed = seed_or_fresh(seed)
        log, state = found.recording.new(_names(names), seed, cast("GameOptions | None", options))
        return Recorder(found.name, log, state, seed, found.recording, meta=meta)

    @overload
    @classmethod
    def deal(
        cls,
        game: Game[S2, A2, O2, L2],
        names: Sequence[str],
        deal: object,
        options: O2 | None = None,
        *,
        meta: Mapping[str, str] | None = None,
    ) -> Recorder[S2, A2, L2]: ...

    @overload
    @classmethod
    def deal(
        cls,
        game: str,
        names: Sequence[str],
        deal: object,
        options: GameOptions | None = None,
        *,
        meta: Mapping[str, str] | None = None,
    ) -> Recorder[AnyState, object, object]: ...

    @classmethod
    def deal(
        cls,
        game: object,
        names: Sequence[str],
        deal: object,
        options: object = None,
        *,
        meta: Mapping[str, str] | None = None,
    ) -> Recorder[Any, Any, Any]:
        """A game from an explicit deal, as the game's recorder takes it (No Return: the
        starting hands; No Thanks!: a ``(cards, removed, dealt)`` triple as ``State.deal``
        takes it; a declared log: its setup fields by name).  ``meta`` is the log's header
        (:attr:`meta`)."""
        found = _game(game)
        chosen = cast("GameOptions | None", options)  # the game's recorder checks it
        log, state = found.recording.deal(_names(names), deal, chosen)
        return Recorder(found.name, log, state, None, found.recording, meta=meta)

    @classmethod
    def resume(
        cls, source: object, *, rng: random.Random | None = None
    ) -> Recorder[AnyState, object, object]:
        """Go on recording the game a valid log holds (its text or bytes, an
        :class:`os.PathLike` path, a document or a record; a ``str`` is always the log's
        text, never a path), header included, e.g. after a server restart; a broken log
        raises as :func:`regelwerk.logs.replay` does.
        A replayed game knows its draws, not a seed: what nobody has seen yet (the bag,
        the rest of the pile) is put in an order drawn by ``rng`` (``None``: a fresh
        unpredictable generator), every order equally likely, and later draws come from
        it as a seeded game's do, unless :meth:`play` is given them."""
        from regelwerk.logs.validate import raise_for, validate

        rng = random.Random(fresh_seed()) if rng is None else check_rng(rng)
        report = validate(source)
        raise_for(report)
        if report.game is None or report.log is None or report.final_state is None:
            raise UsageError("no game")  # pragma: no cover
        recording: GameRecorder[Any, Any, Any, Any, Any] = load(report.game).recording
        shuffle = getattr(recording, "shuffle_unseen", None)  # optional (GameRecorder)
        state = report.final_state if shuffle is None else shuffle(report.final_state, rng)
        return Recorder(report.game, report.log, state, None, recording, meta=report.meta)

    @property
    def meta(self) -> Meta:
        """The log's header (:mod:`regelwerk.logs.meta`): read-only; :meth:`tag` adds to it."""
        return self._meta

    def tag(self, key: str, value: str | None) -> None:
        """Set the header entry ``key`` to ``value`` (``None`` removes it), as the
        validator would accept it: a :class:`~regelwerk.errors.LogError` (LOG-SCHEMA,
        LOG-LIMIT) or :class:`~regelwerk.errors.ArgumentTypeError` otherwise, and the
        header unchanged.  E.g. ``recorder.tag("end", "2026-12-01T21:40:00Z")``."""
        entries = dict(self._meta)
        if value is None:
            entries.pop(key, None)
        else:
            entries[key] = value
        self._meta = check_meta(entries)

    def play(self, action: A, *, seat: int | None = None, **chance: object) -> S:
        """Play ``action`` (checked; raises :class:`~regelwerk.errors.IllegalActionError`)
        and record it; returns the new state.  ``seat``: the seat that sends it, refused
        (LOG-ORDER) when another is to act.  A keyword names a chance outcome when the
        recorder does not draw from the seeded order (each game says which it takes: No
        Return ``draw=``, tiles or their notation, ``["R1"]``; No Thanks! and Fifteen
        ``card=``, a card or its notation, ``"27"``)."""
        violation = out_of_turn(self.state, seat)
        if violation is not None:
            raise IllegalActionError(violation)
        self.log, self.state = self._recording.step(self.log, self.state, action, chance)
        return self.state

    def play_out(self, choose: Callable[[S], A | None], *, trusted: bool = False) -> S:
        """Play and record the actions ``choose(state)`` picks, each checked, until the game
        is over or ``choose`` returns ``None``; the chance outcomes are drawn from the order
        (a seeded game).  Returns the new state.  The log is built once, at the end, not
        once per action as :meth:`play` must (``regelwerk simulate --out`` uses this).

        ``trusted=True`` says that ``choose`` picks among the state's ``legal_actions()``
        (a policy does): each action is then applied unchecked, as ``State.apply`` applies
        it (the same step of the game's kernel, without judging the action again)."""
        check_callable(choose, "choose")
        if trusted is not True and trusted is not False:
            raise ArgumentTypeError("flag", trusted, "trusted")
        recording = self._recording
        if trusted:
            self.log, self.state = recording.play_out(self.log, self.state, choose, trusted=True)
        else:  # without the keyword: a recording that predates it still records this
            self.log, self.state = recording.play_out(self.log, self.state, choose)
        return self.state

    def extend(self, actions: Iterable[A]) -> S:
        """Play and record ``actions`` one after the other, as :meth:`play_out` does."""
        check_iterable(actions, "actions")
        remaining = iter(actions)
        return self.play_out(lambda _state: next(remaining, None))

    def to_json(self) -> dict[str, Any]:
        """The log so far as a JSON document (a parsed document is ``dict[str, Any]``, as
        :func:`json.loads` gives it)."""
        return with_meta(load(self.game).codec.encode(self.log), self._meta)

    def text(self) -> str:
        """The log so far as the text :meth:`write` writes: :func:`dumps` of
        :meth:`to_json`."""
        return dumps(self.to_json())

    def write(self, path: str | os.PathLike[str]) -> Path:
        """Write the log (so far) to ``path`` atomically; returns the path.  ``path`` is
        replaced as a whole (a link by that name too, not what it points to); the text
        goes first into a new file beside it with a name of its own (created exclusively:
        never an existing file, never through a link), removed if writing fails.  A file
        that cannot be written raises ``OSError``, as :func:`open` does."""
        from pathlib import Path  # only a write needs it (pathlib costs a start 3 ms)

        target = Path(check_path(path))
        if not target.name:  # "/" names no file: a folder, as open() would say
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
        data = self.text().encode("utf-8")
        temporary = target.with_name(f".{target.name}.{os.urandom(4).hex()}.tmp")
        fd = os.open(temporary, NEW_FILE, 0o644)
        try:
            with os.fdopen(fd, "wb") as stream:
                stream.write(data)
            os.replace(temporary, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        return target
