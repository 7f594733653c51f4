"""The gaps a newcomer found writing a fourth game from the public docs and ``help()`` alone
(issue 19, "Undercut"): each one they had to guess, checked here as a user meets it."""

from __future__ import annotations

import dataclasses
import pydoc
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from regelwerk.i18n.markers import Msg, Template
from regelwerk.logs.report import Report
from regelwerk.notation import WordAction

from .test_contract import keywords_of


def test_help_of_word_action_shows_its_methods() -> None:
    """(8) ``help(WordAction)`` listed the enum machinery only, not what a game uses."""
    text = pydoc.render_doc(WordAction, renderer=pydoc.TextDoc())
    for member in ("parse(text)", "from_json(value)", "to_json()", "words()"):
        assert member in text, member


def test_the_conformance_command_prints_its_help() -> None:
    """(9) ``python -m regelwerk.conformance --help`` took ``--help`` for a game's name."""
    done = subprocess.run(
        [sys.executable, "-m", "regelwerk.conformance", "--help"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m regelwerk.conformance")
    assert "game" in done.stdout and "seed" in done.stdout and not done.stderr
    done = subprocess.run(
        [sys.executable, "-m", "regelwerk.conformance", "no-thanks", "x"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and "invalid int value" in done.stderr


def test_a_slotted_dataclass_state_may_call_super() -> None:
    """(3) A state declared ``@dataclass(frozen=True, slots=True)`` (the docs say a frozen
    dataclass is fine) whose ``check`` called ``super().check(...)`` crashed with a raw
    ``TypeError: super(type, obj)``: ``slots=True`` makes a new class, and ``super()`` in
    its methods still named the old one.  The base class now points them at the new one."""
    import dataclasses

    from regelwerk.game import BaseState
    from regelwerk.violation import Violation

    @dataclasses.dataclass(frozen=True, slots=True)
    class Count(BaseState[int]):
        players: int = 2
        total: int = 0

        @property
        def to_act(self) -> int | None:
            return None if self.total >= 3 else self.total % 2

        def legal(self) -> tuple[int, ...]:
            return () if self.is_over else (1,)

        def check(self, action: int, *, seat: int | None = None) -> Violation | None:
            return super().check(action, seat=seat)  # the shared checks, then judge

        def judge(self, action: int) -> Violation | None:
            return None

        def apply(self, action: int) -> Count:
            return dataclasses.replace(self, total=self.total + action)

    state = Count().play(1).play(1)
    assert state.total == 2 and state.check(1, seat=1) is not None


def _report(game: str) -> Any:
    from regelwerk.logs import Recorder, validate

    recorder = Recorder.new(game, ["Ada", "Ben", "Cy"], 1)
    recorder.play_out(lambda state: next(iter(state.legal_actions()), None))
    return validate(recorder.to_json())


def test_framed_fills_the_game_title_and_the_lower_wins_rule() -> None:
    """(4) ``{game}`` in a header given to :func:`framed` came out empty, and ``lower_wins``
    had to be restated though the game declares it."""
    from regelwerk.i18n.markers import pN_
    from regelwerk.show import framed

    header = pN_("show", "{game}: {names}")
    lines = list(framed(_report("no-thanks"), _template(header), "en", lambda log, s: iter(())))
    assert lines[0] == "No Thanks!: Ada, Ben, Cy"  # players by name (issue 23)
    assert "lowest wins" in lines[-1]


def _template(msg: Msg) -> Template:
    from regelwerk.i18n.markers import template

    return template(msg)


def test_game_texts_take_a_dict_keyed_by_the_games_own_rule_ids() -> None:
    """(4) ``GameTexts(titles=dict[NoThanksRuleId, Msg])`` failed ``mypy --strict`` (a
    mapping's keys are invariant): this function is type-checked by ``make typecheck``."""
    from regelwerk.i18n.gametexts import GameTexts
    from regelwerk.i18n.markers import pN_
    from regelwerk.nothanks.rules import NoThanksRuleId

    titles: dict[NoThanksRuleId, Msg] = {NoThanksRuleId.NT_1_1: pN_("x", "Cards")}
    texts = GameTexts(titles=titles, texts=titles, chapters={}, fallbacks={})
    assert texts.titles == titles


def test_the_module_regelwerk_logs_formats_is_not_hidden_by_a_function() -> None:
    """(4) ``regelwerk.logs.formats`` was the function listing the formats, so ``import
    regelwerk.logs.formats as m`` gave that function and hid the module's LogCodec."""
    import importlib

    import regelwerk.logs
    import regelwerk.logs.formats as module

    assert module is importlib.import_module("regelwerk.logs.formats")
    assert hasattr(module, "LogCodec") and hasattr(module, "LogRecord")
    assert regelwerk.logs.log_formats()["no-thanks/1"] == "no-thanks"


def _plain_game(**changes: Any) -> Any:
    from regelwerk.game import Game
    from regelwerk.games import load

    keywords = keywords_of(load("no-thanks"))
    del keywords["rule_ids"]  # derived from the rules
    return Game(**(keywords | {"package": "somewhere_else"} | changes))


def test_simulate_says_the_same_unit_in_text_and_json() -> None:
    """(5) ``simulate --json`` said ``turns`` (``Game(turn_unit=...)``'s default) where the
    text said the game's own word (``GameTexts.unit``): the unit now defaults to that word,
    and ``help(Game)`` documents it as a property (before, it pointed at no attribute)."""
    from regelwerk.game import Game
    from regelwerk.i18n.gametexts import GameTexts
    from regelwerk.i18n.markers import pN_

    texts = load_texts()
    plays = GameTexts(
        titles=texts.titles, texts=texts.texts, chapters=texts.chapters,
        unit=pN_("simulate unit", "plays"),
    )  # fmt: skip
    assert _plain_game(texts=plays).turn_unit == "plays"
    assert _plain_game().turn_unit == "actions"  # No Thanks!' own word
    assert "turn_unit" in pydoc.render_doc(Game, renderer=pydoc.TextDoc())
    assert "By default that unit's English word" in (Game.turn_unit.__doc__ or "")


def load_texts() -> Any:
    from regelwerk.games import load

    return load("no-thanks").texts


def test_a_plug_in_game_gets_the_documented_policies_and_derived_members() -> None:
    """(6) A game that listed no policies got ``random`` only, though the README recommends
    ``kinds``; and ``rule_ids`` and the argument types are derived."""
    from regelwerk.nothanks.rules import NoThanksRuleId

    game = _plain_game(policies={"mine": lambda state, rng: state.legal_actions()[0]})
    assert list(game.policies) == ["mine", "random", "kinds"]
    assert game.rule_ids is NoThanksRuleId


def test_a_redacted_log_links_to_its_own_games_rulebook() -> None:
    """(11) Validating a redacted log (LOG-SCHEMA: a view is no move log) linked to the
    default game's rulebook, No Return's, whatever game the log was of."""
    from regelwerk.games import load
    from regelwerk.i18n.messages import published_link
    from regelwerk.logs import Recorder, validate

    for name in ("no-thanks", "no-return"):
        game = load(name)
        log, _ = game.codec.decode(Recorder.new(name, ["Ada", "Ben", "Cy"], 1).to_json(), False)
        report = validate(game.redact(log, 0))
        assert report.game == name and report.rule is not None
        assert published_link(report.rule, "en", report.game).startswith(f"{name}/en/")


def test_a_book_without_the_log_chapter_fails_in_the_librarys_words(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """(2) A rulebook whose index.rst printed no LOG chapter ended Sphinx with a traceback
    ("Extension error ... RuntimeError: rulebook ...: rules missing [...]"); now the build
    fails on an error that says what to add (the build runs with ``-W``)."""
    pytest.importorskip("sphinx")
    from types import SimpleNamespace

    from regelwerk.games import rules_of
    from regelwerk.rulebook.sphinxext.rules import _check_all_rendered

    printed = [rule.id.value for rule in rules_of("no-thanks")]  # no LOG chapter
    env = SimpleNamespace(
        domaindata={"rulebook": {"rules": {"index": printed}}},
        config=SimpleNamespace(root_doc="index"),
    )
    app = SimpleNamespace(config=SimpleNamespace(rulebook_game="no-thanks"), env=env)
    with caplog.at_level("ERROR"):
        _check_all_rendered(app, env)  # type: ignore[arg-type]
    (said,) = [record.getMessage() for record in caplog.records]
    assert said.startswith("The rulebook of “no-thanks” does not print the rules LOG-")
    assert "LOG chapter" in said and "Traceback" not in said


@dataclasses.dataclass(frozen=True)
class _PlayersOnly:
    """A log record with nothing but its players and result (no ``to_json``)."""

    players: tuple[str, ...]
    result: tuple[int, ...] | None = None


def _framed_show(report: Report[Any, _PlayersOnly], header: Template) -> Iterator[str]:
    """(4) Type-checked by ``make typecheck``: :func:`framed` wanted a record with a
    ``to_json`` (its type variable was bound to ``LogRecord``), though it reads only the
    players."""
    from regelwerk.show import framed

    return framed(report, header, "en", lambda log, states: iter(log.players))


def test_framed_needs_only_the_players_of_a_record() -> None:
    from regelwerk.i18n.markers import pN_

    report = _report("no-thanks")
    lines = list(_framed_show(report, _template(pN_("show", "{game}"))))
    assert lines[:4] == ["No Thanks!", "Ada", "Ben", "Cy"]


def test_writing_a_log_to_the_root_folder_is_an_os_error() -> None:
    """Found by test_hostile's hypothesis run: ``Recorder.write("/")`` raised pathlib's
    ``ValueError: PosixPath('/') has an empty name``; it is a folder, so ``OSError``."""
    from regelwerk.logs import Recorder

    with pytest.raises(IsADirectoryError):
        Recorder.new("no-thanks", ["Ada", "Ben", "Cy"], 1).write("/")
