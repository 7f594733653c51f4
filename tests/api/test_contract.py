"""The game contract's traps, each closed: what an author could only guess before now fails
in the library's words, or is derived (issue 19)."""

from __future__ import annotations

from typing import Any

import pytest

from regelwerk.errors import ArgumentTypeError
from regelwerk.game import AnyGame, Chance, Game, GameInfo, Information, NoOptions
from regelwerk.games import load, names
from regelwerk.i18n.markers import npN_
from regelwerk.show import opening


def test_a_guessed_show_header_key_is_refused_in_words() -> None:
    """Before: ``regelwerk: internal error: KeyError: 'count'``."""
    game = load(names()[0])
    from regelwerk.logs import Recorder, validate

    report: Any = validate(
        Recorder.new(game.name, ["A", "B", "C"][: game.info.min_players], 1).to_json()
    )
    header = npN_("show", "{count} player", "{count} players", count="count")
    with pytest.raises(ArgumentTypeError, match=r"show header counting players"):
        opening(report, header, "en")
    unknown = npN_("show", "{players} player, {table}", "{players} players", count="players")
    with pytest.raises(ArgumentTypeError):
        opening(report, unknown, "en")


def keywords_of(game: AnyGame) -> dict[str, Any]:
    """What a plain ``Game(...)`` of ``game``'s parts is given (all but its package)."""
    return {
        "info": game.info,
        "rules": game.rules,
        "rule_ids": game.rule_ids,
        "codec": game.codec,
        "texts": game.texts,
        "new": game.new,
        "parse_action": game.parse_action,
        "action_from_json": game.action_from_json,
        "recording": game.recording,
        "redact": game.redact,
    }


def test_a_plain_game_must_name_its_package() -> None:
    """Before: a plain ``Game(...)`` looked for its schemas, book and encoding inside
    regelwerk itself (``FileNotFoundError .../regelwerk/schemas/...``)."""
    keywords = keywords_of(load(names()[0]))
    with pytest.raises(ArgumentTypeError, match=r"the Game keyword argument package="):
        Game(**keywords)
    plain: AnyGame = Game(package="somewhere_else", **keywords)
    assert plain.package == "somewhere_else"
    assert plain.policies.keys() == {"random", "kinds"} and plain.options() == NoOptions()


def test_chance_and_information_are_enums_the_adapters_read() -> None:
    with pytest.raises(ArgumentTypeError, match=r"regelwerk\.game\.Chance"):
        GameInfo("zz", "Zed", "zz/1", 2, 4, "explicit draws", Information.PERFECT, False)  # type: ignore[arg-type]
    for name in names():
        info = load(name).info
        assert isinstance(info.chance, Chance) and isinstance(info.information, Information)


def test_the_rule_prefix_is_derived_from_the_rule_ids() -> None:
    for name in names():
        game = load(name)
        assert game.rule_prefix and all(r.id.value.startswith(game.rule_prefix) for r in game.rules)
    assert load("no-return").rule_prefix == "NR-" and load("no-thanks").rule_prefix == "NT-"


def test_no_options_writes_nothing_and_pickles_as_itself() -> None:
    import copy
    import pickle

    options = NoOptions()
    assert options.to_json() == {} and NoOptions.from_json({}) == options
    assert pickle.loads(pickle.dumps(options)) == options == copy.deepcopy(options)
    with pytest.raises(AttributeError):
        options.colour = "red"  # type: ignore[attr-defined]


def test_a_recorder_made_from_a_game_object_is_typed_for_its_actions(tmp_path: Any) -> None:
    """The recorder is generic in the game's action type: with the game's object, playing a
    string where the game takes its ``Action`` fails ``mypy --strict`` (before, ``rec.play(
    "pass")`` type-checked for every game); with a game's name it stays game-agnostic."""
    import subprocess
    import sys

    program = tmp_path / "typed_recorder.py"
    program.write_text(
        "from regelwerk.logs import Recorder\n"
        "from regelwerk.nothanks.actions import Action\n"
        "from regelwerk.nothanks.game import NO_THANKS\n"
        "recorder = Recorder.new(NO_THANKS, ['A', 'B', 'C'], seed=1)\n"
        "recorder.play(Action.PASS)\n"
        "recorder.play('pass')\n"
        "any_game = Recorder.new('no-thanks', ['A', 'B', 'C'], seed=1)\n"
        "any_game.play('pass')\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(program)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1 and "typed_recorder.py:6:" in errors[0], done.stdout
    assert '"play" of "Recorder" has incompatible type "str"' in errors[0], errors


def test_a_game_without_options_refuses_one_in_words() -> None:
    from regelwerk.errors import UnknownOptionError

    with pytest.raises(UnknownOptionError) as raised:
        NoOptions.from_json({"colour_blind": True})
    assert (
        raised.value.message("en")
        == "There is no variant “colour_blind”: the game has no variants."
    )
    assert raised.value.message("de").startswith("Eine Variante „colour_blind“ gibt es nicht")
