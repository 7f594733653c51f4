"""Fifteen, a game in a distribution of its own (issue 9 item 6): installed from its folder
into a directory that only these tests' processes see, it passes the conformance test, every
command (``validate``, ``legal``, ``simulate``, ``show``, ``redact``, ``rules``, an English
``rulebook``) and the API (``api_check.py``), with no line of regelwerk about it.

The game is installed with pip (a real wheel, through its entry point) into a temporary
``--target`` put on those processes' ``PYTHONPATH``: the project's own environment never
sees it.  With it visible, the test modules that enumerate games pass too (a test about
"every game" holds for any set of installed games; one about the built-in games names them).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from regelwerk.games import names

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    target = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
         "--no-build-isolation", "--target", str(target), str(HERE)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    return {**os.environ, "PYTHONPATH": str(target), "LANGUAGE": "en"}


def _run(env: dict[str, str], *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=600
    )


def _regelwerk(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return _run(env, "-m", "regelwerk", *args)


def test_the_project_itself_does_not_see_the_third_game() -> None:
    assert "fifteen" not in names()


def test_the_shipped_conformance_kit_passes_on_it(env: dict[str, str], tmp_path: Path) -> None:
    """The kit as its author runs it: from the shell, and as a pytest class in a test module
    of their own (outside regelwerk's tests); and regelwerk's own generic tests."""
    done = _run(env, "-m", "regelwerk.conformance", "fifteen")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "fifteen: every conformance check passed\n"
    module = tmp_path / "test_fifteen_conforms.py"
    module.write_text(
        "from regelwerk.conformance import ConformanceTests\n\n\n"
        "class TestFifteen(ConformanceTests):\n    game = 'fifteen'\n",
        encoding="utf-8",
    )
    done = _run(env, "-m", "pytest", str(module), "-q", "-p", "no:cacheprovider", cwd=tmp_path)
    assert done.returncode == 0 and "8 passed" in done.stdout, done.stdout + done.stderr
    tests = ["tests/test_conformance.py", "tests/test_game_interface.py"]
    done = _run(env, "-m", "pytest", *tests, "-q", "-p", "no:cacheprovider")
    assert done.returncode == 0, done.stdout + done.stderr
    assert " passed" in done.stdout and "failed" not in done.stdout, done.stdout


# The test modules that enumerate the registry, the exports or the public names, or lean on a
# default a registry could change: each must hold with any number of games installed (issue 9:
# about 100 of their tests failed once Fifteen, whose name sorts first, was installed).
ENUMERATING = [
    "tests/test_registry.py",
    "tests/ai/test_encoding.py",
    "tests/ai/test_openspiel.py",
    "tests/ai/test_pettingzoo.py",
    "tests/api/test_docstrings.py",
    "tests/cli/test_cli_commands.py",
    "tests/cli/test_cli_simulate_out.py",
    "tests/cli/test_rule_links.py",
    "tests/i18n/test_i18n_messages.py",
    "tests/i18n/test_i18n_rules.py",
    "tests/i18n/test_rules_export.py",
    "tests/parallel/test_limits.py",
    "tests/project/test_spec.py",
    "tests/rulebook/test_rulebook_layer.py",
]


def test_the_tests_that_enumerate_games_hold_with_it_installed(env: dict[str, str]) -> None:
    check = _run(env, "-c", "from regelwerk.games import names; print(' '.join(names()))")
    assert check.stdout.split() == ["fifteen", "no-return", "no-thanks"], check.stderr
    done = _run(env, "-m", "pytest", *ENUMERATING, "-q", "-p", "no:cacheprovider")
    assert done.returncode == 0, done.stdout[-5000:] + done.stderr
    assert " passed" in done.stdout and "failed" not in done.stdout, done.stdout[-2000:]


def test_every_command_works_on_it(env: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "logs"
    done = _regelwerk(env, "simulate", "--game", "fifteen", "--players", "3", "--games", "5",
                      "--policy", "careful", "--out", str(out), "--quiet")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "5 games of Fifteen, 3 players" in done.stdout  # simulate names the game by its title
    logs = sorted(out.iterdir())
    assert len(logs) == 5
    done = _regelwerk(env, "validate", *map(str, logs))
    assert done.returncode == 0 and done.stdout.count("the game is finished") == 5, done.stdout
    first = str(logs[0])
    show = _regelwerk(env, "show", first)
    assert show.returncode == 0 and show.stdout.startswith("Fifteen, 3 players"), show.stderr
    assert "Game over" in show.stdout
    page = _regelwerk(env, "show", "--html", first)  # no pictures of its own: drawn as text
    assert page.returncode == 0 and page.stdout.count('class="rulebook-picture text"') > 3
    view = json.loads(_regelwerk(env, "redact", "--seat", "1", first).stdout)
    assert view["format"] == "fifteen-view/1"
    assert None in view["cards"]  # the others' hidden cards
    partial = tmp_path / "partial.json"
    document = json.loads(Path(first).read_text(encoding="utf-8"))
    document["actions"], document["cards"] = [], document["cards"][:3]
    del document["result"]
    partial.write_text(json.dumps(document), encoding="utf-8")
    legal = _regelwerk(env, "legal", str(partial))
    assert legal.returncode == 0 and legal.stdout.split() == ['"draw"', '"stand"'], legal
    rules = _regelwerk(env, "rules", "--game", "fifteen")
    assert rules.returncode == 0 and "FT-4.2  Going bust\n    \N{HEAVY ASTERISK} " in rules.stdout


def test_an_illegal_log_is_refused_with_its_rule(env: dict[str, str], tmp_path: Path) -> None:
    log = tmp_path / "bad.json"
    # Nobody goes bust (10+5, 9+6, 8+7, 4+3+2+1): seat 3 is left alone with an empty pile.
    actions = ["draw"] * 4 + ["stand"] * 3 + ["draw"] * 3
    document = {"format": "fifteen/1", "players": ["A", "B", "C", "D"],
                "cards": [10, 9, 8, 4, 5, 6, 7, 3, 2, 1], "actions": actions}  # fmt: skip
    log.write_text(json.dumps(document), encoding="utf-8")
    done = _regelwerk(env, "validate", str(log))
    assert done.returncode == 1
    assert "cannot draw: the draw pile is empty. (FT-4.1) [/actions/9]" in done.stdout


def test_the_api_plays_and_reads_it(env: dict[str, str]) -> None:
    done = _run(env, str(HERE / "api_check.py"))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"status": "finished", "lines": 7}


def test_its_rulebook_builds_in_english(env: dict[str, str], tmp_path: Path) -> None:
    done = _regelwerk(env, "rulebook", "--game", "fifteen", "--lang", "en", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    html = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert 'id="ft-4-2"' in html and "Going bust" in html
    assert (tmp_path / "fifteen-en.pdf").stat().st_size > 0


def test_both_ai_adapters_play_it(env: dict[str, str]) -> None:
    """Fifteen's encoding (on :class:`regelwerk.encoding.BaseEncoding`) passes OpenSpiel's
    random-simulation test, serialising states, and PettingZoo's API and seed tests."""
    script = (
        "import warnings; warnings.simplefilter('ignore')\n"
        "import pyspiel, regelwerk.openspiel\n"
        "for players in (2, 4):\n"
        "    game = pyspiel.load_game('python_fifteen', {'players': players})\n"
        "    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)\n"
        "from pettingzoo.test import api_test, seed_test\n"
        "from regelwerk.pettingzoo import fifteen_v0\n"
        "api_test(fifteen_v0.env(players=3), num_cycles=100)\n"
        "seed_test(fifteen_v0.env)\n"
        "print(sorted(regelwerk.openspiel.SHORT_NAMES))\n"
    )
    done = _run(env, "-c", script)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "['fifteen', 'no-return', 'no-thanks']"


def test_its_own_catalog_translates_it(env: dict[str, str], tmp_path: Path) -> None:
    """Fifteen ships a German catalog of its texts (``Game(locales="locales")``): its rules,
    messages and ``show`` read in German; a message it shares with regelwerk (a card listed
    twice) comes from regelwerk's catalog; a language it has no catalog for stays English."""
    log = tmp_path / "six.json"
    document = {"format": "fifteen/1", "players": ["A", "B", "C", "D", "E", "F"],
                "cards": [], "actions": []}  # fmt: skip
    log.write_text(json.dumps(document), encoding="utf-8")
    done = _regelwerk(env, "validate", "--lang", "de", str(log))
    assert done.returncode == 1
    assert "Fifteen wird von 2 bis 4 Spielern gespielt, nicht von 6 Spielern. (FT-2.1)" in (
        done.stdout
    )
    assert done.stderr.startswith("1 Protokoll in ")  # regelwerk's own German
    twice = tmp_path / "twice.json"
    twice.write_text(
        json.dumps({"format": "fifteen/1", "players": ["A", "B"], "cards": [3, 3], "actions": []}),
        encoding="utf-8",
    )
    done = _regelwerk(env, "validate", "--lang", "de", str(twice))
    assert "Die Karte 3 steht zweimal in der Liste. (LOG-DRAW)" in done.stdout, done.stdout
    rules = _regelwerk(env, "rules", "--game", "fifteen", "--lang", "de", "FT-4.2")
    assert rules.stdout.startswith("FT-4.2  Überkaufen\n    \N{HEAVY ASTERISK} Eine "), rules.stdout
    french = _regelwerk(env, "rules", "--game", "fifteen", "--lang", "fr", "FT-4.2")
    assert french.stdout.startswith("FT-4.2  Going bust\n    \N{HEAVY ASTERISK} "), french.stdout


def test_its_entry_point_is_found_as_importlib_metadata_finds_it(env: dict[str, str]) -> None:
    both = "[(p.name, p.value) for p in {}]"
    ours = both.format("entry_points('regelwerk.games')")
    theirs = both.format("metadata.entry_points(group='regelwerk.games')")
    imports = "from importlib import metadata; from regelwerk.entrypoints import entry_points"
    done = _run(env, "-c", f"{imports}; print({ours}); print({theirs})")
    assert done.returncode == 0, done.stderr
    found, expected = done.stdout.splitlines()
    assert found == expected and "('fifteen', 'regelwerk_fifteen.game:FIFTEEN')" in found
