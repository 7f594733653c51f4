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
Every action is checked; the log is an immutable record, replaced on every step, and
:meth:`Recorder.write` writes it out (again) at any moment, e.g. after every turn.
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Protocol

from regelwerk.games import GAMES
from regelwerk.seeds import seed_or_fresh

__all__ = ["GameRecorder", "Recorder", "dumps"]


class GameRecorder(Protocol):
    """What a game's log module offers the recorder (``regelwerk.noreturn.log.RECORDING``)."""

    def new(self, names: Sequence[str], seed: int, options: Any) -> tuple[Any, Any]: ...

    def deal(self, names: Sequence[str], deal: Any, options: Any) -> tuple[Any, Any]: ...

    def step(self, log: Any, state: Any, action: Any, chance: Any) -> tuple[Any, Any]: ...

    def play_out(self, log: Any, state: Any, choose: Callable[[Any], Any]) -> tuple[Any, Any]: ...


def _recording(game: str) -> GameRecorder:
    """The ``RECORDING`` of the game's ``log`` module (each game package has one)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(GAMES)}")
    recording: GameRecorder = importlib.import_module(f"{GAMES[game]}.log").RECORDING
    return recording


def dumps(document: Any) -> str:
    """A log document as compact, stable JSON text: one turn per line, UTF-8, ending with a
    newline (readable in a diff, a few tens of KiB for a whole game)."""
    parts = []
    for key, value in document.items():
        if isinstance(value, list) and value and isinstance(value[0], dict | list):
            items = ",\n    ".join(json.dumps(item, ensure_ascii=False) for item in value)
            parts.append(f"  {json.dumps(key)}: [\n    {items}\n  ]")
        else:
            parts.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


class Recorder:
    """A game in progress and its move log (``log``, an immutable record)."""

    def __init__(self, game: str, log: Any, state: Any, seed: int | None = None) -> None:
        self.game = game
        self.seed = seed
        """The seed of a game started by :meth:`new` (the one chosen when none was given)."""
        self._recording = _recording(game)
        self.log = log
        self.state = state

    @classmethod
    def new(
        cls, game: str, names: Sequence[str], seed: int | None, options: Any = None
    ) -> Recorder:
        """A seeded game (``State.new``) for the seats ``names``; ``seed=None`` chooses a
        fresh unpredictable seed, kept in :attr:`seed` (:mod:`regelwerk.seeds`)."""
        recording = _recording(game)
        seed = seed_or_fresh(seed)
        log, state = recording.new(names, seed, options)
        return cls(game, log, state, seed)

    @classmethod
    def deal(cls, game: str, names: Sequence[str], deal: Any, options: Any = None) -> Recorder:
        """A game from an explicit deal: No Return, the starting hands; No Thanks, a
        ``(cards, removed, dealt)`` triple as ``State.deal`` takes it."""
        recording = _recording(game)
        log, state = recording.deal(names, deal, options)
        return cls(game, log, state)

    @classmethod
    def resume(cls, source: Any) -> Recorder:
        """Go on recording the game a valid log (path, text, document or record) holds, e.g.
        after a server restart; a broken log raises as :func:`regelwerk.logs.replay` does.
        (A replayed game knows its draws, not a seed: pass the draws or cards to
        :meth:`play`, or it draws from the bag in its sorted order.)"""
        from regelwerk.logs.formats import codec_named
        from regelwerk.logs.validate import replay, validate

        report = validate(source)
        if not report.valid:
            replay(source)  # raises the documented error for the first fault
        assert report.format is not None
        return cls(codec_named(report.format).game.name, report.log, report.final_state)

    def play(self, action: Any, **chance: Any) -> Any:
        """Play ``action`` (checked; raises :class:`~regelwerk.errors.IllegalActionError`)
        and record it; returns the new state.  ``draw=`` (No Return) or ``card=`` (No
        Thanks) names the chance outcome when the recorder does not draw from the order."""
        self.log, self.state = self._recording.step(self.log, self.state, action, chance)
        return self.state

    def play_out(self, choose: Callable[[Any], Any]) -> Any:
        """Play and record the actions ``choose(state)`` picks, each checked, until the game
        is over or ``choose`` returns ``None``; the chance outcomes are drawn from the order
        (a seeded game).  Returns the new state.  The log is built once, at the end, not
        once per action as :meth:`play` must (``regelwerk simulate --out`` uses this)."""
        self.log, self.state = self._recording.play_out(self.log, self.state, choose)
        return self.state

    def extend(self, actions: Iterable[Any]) -> Any:
        """Play and record ``actions`` one after the other, as :meth:`play_out` does."""
        remaining = iter(actions)
        return self.play_out(lambda _state: next(remaining, None))

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = self.log.to_json()
        return document

    def write(self, path: str | os.PathLike[str]) -> Path:
        """Write the log (so far) to ``path`` atomically; returns the path."""
        target = Path(path)
        temporary = target.with_name(target.name + ".tmp")
        temporary.write_text(dumps(self.to_json()), encoding="utf-8")
        temporary.replace(target)
        return target
