"""The conformance kit: what every game must pass, shipped with regelwerk for game authors.

In the manner of OpenSpiel's ``random_sim_test`` and PettingZoo's ``api_test``, it plays
random games of an installed game through the public interfaces only and checks

* **the legal actions**: generator ⇔ validator (every listed action is legal, and an action
  legal somewhere in the game is accepted exactly where it is listed); the lazy view
  (``legal_count``, ``legal_nth``, ``legal_iter`` agree, no repeats, ``sample`` lists);
* **the state**: ``play`` and ``apply`` agree, neither changes the state, which is hashable
  and immutable;
* **the notation**: every action survives ``format_action`` → ``parse_action`` and
  ``action_to_json`` → ``action_from_json``;
* **the log**: the recorded log validates as finished with the game's result, decodes and
  encodes back to itself, replays through positions every seat sees as in the game, and
  matches the game's JSON Schema (when ``jsonschema`` is installed);
* **redaction and hiding**: the redacted log has the view format and its schema; a state
  re-dealt by ``resample`` looks the same to the seat, and hidden things do change;
* **what a seat knows**: its information state (perfect recall) ends at its view, is equal
  for two histories exactly when their redacted logs are, and round-trips through JSON; a
  re-dealt state offers the seat to act the same actions;
* **the commands**: ``validate``, ``legal``, ``show``, ``redact`` and ``rules`` on a log of it;
* **the adapters**, when the game has an encoding and the extras are installed: OpenSpiel's
  ``random_sim_test`` and PettingZoo's ``api_test``.

Each failure is a :class:`ConformanceError` that names the member of the game at fault.
Run it from Python (:func:`check_game`), from the shell (``python -m regelwerk.conformance
NAME``) or from pytest, with one subclass of :class:`ConformanceTests` in a test module::

    from regelwerk.conformance import ConformanceTests

    class TestFifteen(ConformanceTests):
        game = "fifteen"
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import importlib
import io
import json
import random
import sys
import tempfile
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar

from regelwerk.errors import RegelwerkError
from regelwerk.game import AnyAction, AnyGame, AnyState, Information
from regelwerk.games import load
from regelwerk.logs import Recorder, Status, validate

__all__ = ["CHECKS", "ConformanceError", "ConformanceTests", "check_game"]

NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jo")


class ConformanceError(AssertionError):
    """A game that breaks the contract; the message names the member at fault."""


def _require(condition: object, member: str, problem: str) -> None:
    if not condition:
        raise ConformanceError(f"{member}: {problem}")


def _playout(
    game: AnyGame, players: int, seed: int
) -> tuple[Recorder[AnyState, object, object], list[AnyState]]:
    """A uniform-random game recorded from the start, with every state it passed through."""
    recorder = Recorder.new(game.name, NAMES[:players], seed=seed)
    rng = random.Random(seed)
    states = [recorder.state]
    while not recorder.state.is_over:
        legal = recorder.state.legal_actions()
        _require(legal, "legal_actions / to_act", "a state before the end offers no action")
        recorder.play(legal.sample(rng))
        states.append(recorder.state)
        _require(len(states) < 100_000, "apply / is_over", "a random game never ends")
    return recorder, states


def _seats(game: AnyGame) -> range:
    return range(game.info.min_players, game.info.max_players + 1)


def _games(
    game: AnyGame, seed: int
) -> Iterator[tuple[int, Recorder[AnyState, object, object], list[AnyState]]]:
    for players in _seats(game):
        recorder, states = _playout(game, players, seed * 31 + players)
        yield players, recorder, states


def check_legal_actions(game: AnyGame, seed: int = 0) -> None:
    """Generator ⇔ validator, and the lazy view's members agree with each other."""
    rng = random.Random(seed)
    for _, _, states in _games(game, seed):
        pool: set[Any] = set()
        for state in states:
            pool.update(state.legal_actions())
        for state in states:
            view = state.legal_actions()
            legal = list(view)
            _require(len(legal) == len(set(legal)), "legal_iter", "lists an action twice")
            _require(view.count() == len(legal), "legal_count", "differs from legal_iter's length")
            for index, action in enumerate(legal):
                _require(view[index] == action, "legal_nth", f"[{index}] differs from legal_iter's")
                _require(state.check(action) is None, "check", f"refuses the listed {action!r}")
            if legal:
                _require(view.sample(rng) in set(legal), "legal_nth", "samples an unlisted action")
            listed = set(legal)
            for action in pool:
                accepted = state.check(action) is None
                _require(accepted == (action in listed), "check / legal",
                         f"{action!r} is {'accepted' if accepted else 'refused'} but "
                         f"{'not ' if accepted else ''}listed")  # fmt: skip
        _require(not states[-1].legal_actions(), "legal", "offers actions after the end")


def check_states(game: AnyGame, seed: int = 0) -> None:
    """``play`` and ``apply`` agree and change nothing; states are immutable values."""
    _, states = _playout(game, game.info.min_players, seed)
    for state in states[:-1]:
        before = copy.deepcopy(state)
        digest = hash(state)
        for action in list(state.legal_actions())[:5]:
            _require(state.play(action) == state.apply(action), "play / apply", "disagree")
        _require(
            state == before and hash(state) == digest, "apply", "changed the state it was given"
        )
        try:
            field = "players"  # any field: none may be set
            setattr(state, field, 99)
        except AttributeError:
            pass
        else:
            raise ConformanceError("state: an attribute can be set (a state must be immutable)")
    final = states[-1]
    _require(final.is_over and final.to_act is None, "is_over / to_act", "disagree at the end")
    result = final.result()
    _require(result is not None and len(result.scores) == final.players, "result",
             "gives no score per seat at the end")  # fmt: skip


def check_notation(game: AnyGame, seed: int = 0) -> None:
    """Every action survives its notation and its JSON form."""
    _, states = _playout(game, game.info.max_players, seed)
    for state in states:
        for action in state.legal_actions():
            text = game.format_action(action)
            _require(
                game.parse_action(text) == action, "parse_action", f"does not read back {text!r}"
            )
            value = game.action_to_json(action)
            json.dumps(value)
            _require(game.action_from_json(value) == action, "action_from_json",
                     f"does not read back {value!r}")  # fmt: skip


def _schema_check(game: AnyGame, document: dict[str, Any], log_format: str) -> None:
    try:
        jsonschema: Any = importlib.import_module("jsonschema")  # an extra: typed as Any
    except ImportError:  # the kit runs without it; the schemas are then not checked
        return
    errors = list(jsonschema.Draft202012Validator(game.schema(log_format)).iter_errors(document))
    _require(not errors, "schema", f"{log_format}: {errors[0].message if errors else ''}")


def check_log(game: AnyGame, seed: int = 0) -> None:
    """The recorded log validates, round-trips, replays the game and matches its schema."""
    codec = game.codec
    for players, recorder, states in _games(game, seed):
        document = recorder.to_json()
        report = validate(document)
        _require(report.status is Status.FINISHED, "codec.replay / recording",
                 f"the recorded log is {report.status.value}: {report.message()}")  # fmt: skip
        result = states[-1].result()
        _require(result is not None and report.scores == result.scores, "codec.result_of",
                 "the log's result differs from the game's")  # fmt: skip
        log, faults = codec.decode(document, True)
        _require(not faults and log is not None, "codec.decode", "refuses the recorded log")
        _require(codec.encode(log) == document, "codec.encode", "does not give the log back")
        _require(
            codec.length(log) < len(states), "codec.length", "counts more steps than the game had"
        )
        _schema_check(game, json.loads(json.dumps(document)), game.info.log_format)
        replayed = list(report.states())
        _require(len(replayed) >= len(states) - 1, "codec.replay", "stops early")
        for original, again in zip(states[::-1], replayed[::-1], strict=False):
            for seat in range(players):
                _require(again.view(seat) == original.view(seat), "codec.replay / view",
                         "a replayed position looks different to a seat")  # fmt: skip


def check_redaction(game: AnyGame, seed: int = 0) -> None:
    """The redacted log has the view format and schema; resampling hides what views hide."""
    rng = random.Random(seed)
    changed = 0
    for players, recorder, states in _games(game, seed):
        for seat in range(players):
            view = game.redact(recorder.log, seat)
            _require(view.get("format") == game.info.view_format and view.get("seat") == seat,
                     "redact", "does not write the view format and the seat")  # fmt: skip
            _schema_check(game, json.loads(json.dumps(view)), game.info.view_format)
            again = validate(view)
            _require(again.status is Status.MALFORMED, "redact", "a redacted log replays")
        for state in states[1:-1:3]:
            for seat in range(players):
                other = state.resample(seat, rng)
                _require(other.view(seat) == state.view(seat), "resample",
                         "the seat can tell the re-dealt state from the true one")  # fmt: skip
                changed += other != state
    if game.info.information is Information.IMPERFECT:
        _require(changed, "resample / view", "re-dealing hidden information never changed anything")


def check_knowledge(game: AnyGame, seed: int = 0) -> None:
    """What a seat knows: its information state ends at its view, has a step per action, is
    equal for two prefixes of play exactly when their logs redacted for the seat are, and
    comes back from its JSON as every view does; a state resampled for the seat to act
    offers it the same actions."""
    players = game.info.min_players
    by_known: dict[object, set[str]] = {}
    by_log: dict[str, set[object]] = {}
    for trial in range(4):
        recorder = Recorder.new(game.name, NAMES[:players], seed=seed * 31 + trial)
        start, plays = recorder.state, random.Random(trial % 2)
        actions: list[AnyAction] = []
        while len(actions) < 6 and not recorder.state.is_over:
            actions.append(recorder.state.legal_actions().sample(plays))
            recorder.play(actions[-1])
            known = game.information_state(0, start, actions)
            ends = known.view == recorder.state.view(0) and len(known.actions) == len(actions)
            _require(ends, "information_state", "does not end at the view, a step per action")
            again = game.information_state_from_json(json.loads(json.dumps(known.to_json())))
            _require(again == known, "view_from_json / to_json", "an information state does "
                     "not come back from its JSON")  # fmt: skip
            redacted = json.dumps(game.redact(recorder.log, 0), sort_keys=True)
            by_known.setdefault(known, set()).add(redacted)
            by_log.setdefault(redacted, set()).add(known)
    _require(all(len(logs) == 1 for logs in by_known.values()), "public_action / view",
             "equal information states for histories the seat can tell apart")  # fmt: skip
    _require(all(len(known) == 1 for known in by_log.values()), "public_action / view",
             "different information states for histories the seat cannot tell apart")  # fmt: skip
    rng = random.Random(seed)
    _, states = _playout(game, players, seed * 31 + 7)
    for state in states[:-1]:
        seat = state.to_act
        if seat is not None:
            other = state.resample(seat, rng)
            _require(list(other.legal_actions()) == list(state.legal_actions()), "resample",
                     "the seat to act is offered other actions in a re-dealt state")  # fmt: skip


@contextlib.contextmanager
def _quiet() -> Iterator[tuple[io.StringIO, io.StringIO]]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        yield out, err


def check_commands(game: AnyGame, seed: int = 0) -> None:
    """``validate``, ``legal``, ``show``, ``redact`` and ``rules`` work on a log of the game."""
    from regelwerk.cli import main

    recorder, _ = _playout(game, game.info.min_players, seed)
    document = recorder.to_json()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        path.write_text(json.dumps(document), encoding="utf-8")
        commands: list[tuple[str, list[str]]] = [
            ("codec", ["validate", str(path)]),
            ("legal_values", ["legal", str(path)]),
            ("show", ["show", str(path)]),
            ("redact", ["redact", "--seat", "0", str(path)]),
            ("texts", ["rules", "--game", game.name]),
        ]
        for member, argv in commands:
            with _quiet() as (out, err):
                status = main(argv)
            said = out.getvalue() or argv[0] == "legal"  # no action is legal at the end
            problem = f"`regelwerk {argv[0]}` ended {status}: {err.getvalue().strip()}"
            _require(status == 0 and said, member, problem)


def check_adapters(game: AnyGame, seed: int = 0) -> None:
    """OpenSpiel's random simulation and PettingZoo's API test, for a game with an encoding
    and where the extras are installed."""
    from regelwerk.encoding import encodings

    if game.name not in {name for name, _ in encodings()}:
        return
    with contextlib.suppress(ImportError):
        import pyspiel

        from regelwerk.openspiel import SHORT_NAMES

        loaded = pyspiel.load_game(SHORT_NAMES[game.name])
        pyspiel.random_sim_test(loaded, num_sims=2, serialize=False, verbose=False)
    with contextlib.suppress(ImportError):
        from pettingzoo.test import api_test

        from regelwerk.pettingzoo import environment_class

        with _quiet(), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # its advice on observation spaces, not failures
            api_test(environment_class(game.name)(), num_cycles=50)


CHECKS: dict[str, Callable[[AnyGame, int], None]] = {
    "legal_actions": check_legal_actions,
    "states": check_states,
    "notation": check_notation,
    "log": check_log,
    "redaction": check_redaction,
    "knowledge": check_knowledge,
    "commands": check_commands,
    "adapters": check_adapters,
}
"""Every check of the kit by name, each ``check(game, seed)``."""


def check_game(name: str, seed: int = 0) -> None:
    """Run every check of the kit on the installed game ``name``; the first failure raises
    :class:`ConformanceError` naming the member at fault."""
    game = load(name)
    for check in CHECKS.values():
        check(game, seed)


class ConformanceTests:
    """The kit as pytest tests: subclass it in a test module (``class TestFifteen(
    ConformanceTests): game = "fifteen"``), and pytest runs one test per check."""

    game: ClassVar[str]
    """The registered name of the game under test."""
    seed: ClassVar[int] = 0

    def _run(self, name: str) -> None:
        CHECKS[name](load(self.game), self.seed)

    def test_legal_actions(self) -> None:
        """:func:`check_legal_actions`."""
        self._run("legal_actions")

    def test_states(self) -> None:
        """:func:`check_states`."""
        self._run("states")

    def test_notation(self) -> None:
        """:func:`check_notation`."""
        self._run("notation")

    def test_log(self) -> None:
        """:func:`check_log`."""
        self._run("log")

    def test_redaction(self) -> None:
        """:func:`check_redaction`."""
        self._run("redaction")

    def test_knowledge(self) -> None:
        """:func:`check_knowledge`."""
        self._run("knowledge")

    def test_commands(self) -> None:
        """:func:`check_commands`."""
        self._run("commands")

    def test_adapters(self) -> None:
        """:func:`check_adapters`."""
        self._run("adapters")


def _parser() -> argparse.ArgumentParser:
    """The kit's command line, for game authors (its words English, as pytest's are)."""
    parser = argparse.ArgumentParser(
        prog="python -m regelwerk.conformance",
        description="Check that an installed game passes regelwerk's conformance kit: legal "
        "actions, state, notation, log, redaction, what a seat knows, the commands and the "
        "AI adapters (see help('regelwerk.conformance')).",
    )
    parser.add_argument("game", help="the game's registered name (its entry point's)")
    parser.add_argument(
        "seed", nargs="?", type=int, default=0, help="the first seed of its games (default 0)"
    )
    return parser


def _main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)  # --help prints the help; a bad call ends with 2
    try:
        check_game(args.game, args.seed)
    except ConformanceError as error:
        print(f"{args.game}: {error}", file=sys.stderr)
        return 1
    except RegelwerkError as error:
        print(f"{args.game}: {error.message('en')}", file=sys.stderr)
        return 2
    print(f"{args.game}: every conformance check passed")
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
