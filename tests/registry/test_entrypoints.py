"""``regelwerk.entrypoints`` finds exactly what :mod:`importlib.metadata` finds, in the same
order, without importing it (the games' registry is read at every start of the command)."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.entrypoints import (
    _VALUE,
    Registration,
    _names,
    _normalize,
    entry_point_groups,
    entry_points,
)
from regelwerk.games import GROUP, names

_COMPARE = """
import sys
from importlib import metadata
from regelwerk.entrypoints import entry_points
groups = sorted(metadata.entry_points().groups)
for group in groups:
    ours = [(point.name, point.value) for point in entry_points(group)]
    theirs = [(point.name, point.value) for point in metadata.entry_points(group=group)]
    assert ours == theirs, (group, ours, theirs)
print(len(groups))
"""


def _standard(group: str) -> list[tuple[str, str]]:
    return [(point.name, point.value) for point in metadata.entry_points(group=group)]


def test_the_games_group_agrees_with_importlib_metadata() -> None:
    ours = [(point.name, point.value) for point in entry_points(GROUP)]
    assert ours == _standard(GROUP)
    assert {"no-return", "no-thanks"} <= set(names())


@pytest.mark.parametrize("group", sorted(metadata.entry_points().groups))
def test_every_installed_group_agrees_with_importlib_metadata(group: str) -> None:
    assert [(point.name, point.value) for point in entry_points(group)] == _standard(group)


def test_an_unknown_group_is_empty() -> None:
    assert entry_points("regelwerk.no-such-group") == []


def test_several_groups_are_read_at_once_as_each_alone() -> None:
    asked = (GROUP, "regelwerk.defaults", "console_scripts", "regelwerk.no-such-group")
    assert entry_point_groups(*asked) == {group: entry_points(group) for group in asked}
    assert [(p.name, p.value) for p in entry_point_groups(*asked)[GROUP]] == _standard(GROUP)


def _dist(site: Path, folder: str, text: str) -> None:
    (site / folder).mkdir()
    (site / folder / "entry_points.txt").write_text(text, encoding="utf-8")


def _run(script: str, *path: Path) -> str:
    """What ``script`` prints in a fresh interpreter with ``path`` in front of its own."""
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={"PYTHONPATH": ":".join(map(str, path)), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_line_without_a_value_is_left_to_importlib_metadata(tmp_path: Path) -> None:
    """importlib.metadata fails on it, in whatever group: the reader asks it, so fails alike."""
    site = tmp_path / "site"
    site.mkdir()
    _dist(site, "good-1.0.dist-info", "[regelwerk.test-group]\nalpha = good:GAME\n")
    _dist(site, "bad-1.0.dist-info", "[console_scripts]\nno value here\n")
    script = (
        "from importlib import metadata\n"
        "from regelwerk.entrypoints import entry_points\n"
        "for read in (entry_points, lambda group: metadata.entry_points(group=group)):\n"
        "    try:\n        read('regelwerk.test-group')\n"
        "    except Exception as error:\n        print(type(error).__name__, error)\n"
    )
    ours, theirs = _run(script, site).splitlines()
    assert ours == theirs and ours.startswith("TypeError")


def test_a_registration_loads_what_it_names() -> None:
    assert Registration("x", "regelwerk.games:GROUP").load() == GROUP
    assert Registration("x", "os.path : join [extra]").load() is __import__("os").path.join
    assert Registration("x", "regelwerk.games").load() is sys.modules["regelwerk.games"]
    with pytest.raises(ValueError, match="not an entry point"):
        Registration("x", "regelwerk.games:").load()


@given(st.text(alphabet="ab1_.: [x]", max_size=12) | st.from_regex(r"\A[a-z][\w.]*:\w+\Z"))
def test_a_value_is_read_as_importlib_metadata_reads_it(value: str) -> None:
    """The common ``module:object`` is read without the pattern, to the same names."""
    match = re.match(_VALUE, value)
    if match is None:
        with pytest.raises(ValueError, match="not an entry point"):
            _names(value)
    else:
        assert _names(value) == (match.group("module"), match.group("attr") or "")


def test_path_order_and_shadowing_as_importlib_metadata(tmp_path: Path) -> None:
    """Two folders on the path hold the same distribution: the first one counts, as for
    an import; a distribution of another name with the same entry name comes after."""
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    group = "regelwerk.test-group"
    _dist(first, "Demo_Game-1.0.dist-info", f"[{group}]\nalpha = first:GAME\n")
    _dist(second, "demo.game-2.0.dist-info", f"[{group}]\nalpha = second:GAME\n")
    _dist(second, "other-1.0.egg-info", f"# comment\n[{group}]\n beta=other:GAME \n[x]\na=b\n")
    (second / "broken-1.0.dist-info").mkdir()  # no entry_points.txt at all
    script = _COMPARE + f"print([(p.name, p.value) for p in entry_points({group!r})])\n"
    last = _run(script, first, second).splitlines()[-1]
    assert last == "[('alpha', 'first:GAME'), ('beta', 'other:GAME')]"


def test_the_whole_environment_agrees_in_a_fresh_process() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _COMPARE], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 0


@given(st.text(alphabet="aZ9-_.", max_size=12))
def test_names_are_normalised_as_importlib_metadata_does(name: str) -> None:
    from importlib.metadata import Prepared  # type: ignore[attr-defined]

    assert _normalize(name) == Prepared.normalize(name)
