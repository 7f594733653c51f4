"""A one-file ``regelwerk validate`` imports only what it uses (issue 12): no worker pool, no
archive reader, no Dask or Sphinx, no entry-point machinery, no second game, and no Babel
locale data for the numbers and lists its report needs."""

from __future__ import annotations

import gc
import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from regelwerk.cli import script
from regelwerk.entrypoints import entry_points

ROOT = Path(__file__).resolve().parents[2]
FINISHED = ROOT / "examples" / "nr-finished-3p.json"
ILLEGAL = ROOT / "examples" / "nr-5.4-higher-than-row.json"
IN_PROGRESS = ROOT / "examples" / "nr-in-progress.json"

NEVER = (
    "concurrent.futures",
    "multiprocessing",
    "importlib.metadata",
    "dask",
    "distributed",
    "sphinx",
    "regelwerk.nothanks",
    "regelwerk.rulebook",
    "regelwerk.logs.archives",
    "regelwerk.logs.record",
    "regelwerk.parallel",
    "tqdm",
    "babel.dates",
    "babel.localedata",
    "select",
)
"""Modules a one-file validate of a No Return log never imports (with their submodules)."""
ARCHIVES = ("zipfile", "tarfile", "gzip", "bz2", "lzma")

# Runs the command in a fresh interpreter, then lists every module it imported.
_RUN = """
import contextlib, io, json, sys
from regelwerk.cli import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    status = main(sys.argv[1:])
print(json.dumps({"status": status, "out": out.getvalue(), "modules": sorted(sys.modules)}))
"""


def _imported(*argv: str) -> tuple[int, str, set[str]]:
    done = subprocess.run(
        [sys.executable, "-c", _RUN, *argv],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )
    result = json.loads(done.stdout)
    return result["status"], result["out"], set(result["modules"])


def _found(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in names))


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("log", [FINISHED, ILLEGAL])
@pytest.mark.parametrize("output", [[], ["--json"]])
def test_one_file_imports_nothing_it_does_not_use(lang: str, log: Path, output: list[str]) -> None:
    status, out, modules = _imported("validate", "--lang", lang, *output, str(log))
    assert status == (0 if log == FINISHED else 1)
    assert str(log) in out
    assert _found(modules, NEVER + ARCHIVES) == []
    assert "regelwerk.noreturn" in modules  # the log's own game, and only that one


def test_a_gzip_log_imports_gzip_but_no_other_archive_reader(tmp_path: Path) -> None:
    packed = tmp_path / "game.json.gz"
    packed.write_bytes(gzip.compress(FINISHED.read_bytes()))
    status, out, modules = _imported("validate", str(packed))
    assert status == 0 and "the game is finished" in out
    assert "gzip" in modules and "regelwerk.logs.archives" in modules
    others = tuple(name for name in NEVER if name != "regelwerk.logs.archives")
    assert _found(modules, (*others, "zipfile", "tarfile")) == []


def test_jobs_brings_the_worker_pool_only_when_it_is_used(tmp_path: Path) -> None:
    copies = [tmp_path / f"{k}.json" for k in range(3)]
    for copy in copies:
        copy.write_bytes(FINISHED.read_bytes())
    _, _, serial = _imported("validate", "--jobs", "1", *map(str, copies))
    assert "concurrent.futures" not in serial
    _, out, parallel = _imported("validate", "--jobs", "2", *map(str, copies))
    assert out.count("the game is finished") == 3
    assert "concurrent.futures" in parallel or "multiprocessing" not in parallel  # one CPU


def test_version_reads_the_metadata_only_when_asked() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "regelwerk", "--version"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    from importlib import metadata

    assert done.stdout == f"regelwerk {metadata.version('regelwerk')}\n"


def test_the_process_freezes_what_it_made_before_it_ends(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The interpreter's last garbage collection would walk every object for nothing."""
    monkeypatch.setattr(sys, "argv", ["regelwerk", "validate", str(FINISHED)])
    try:
        assert script() == 0
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
    assert "the game is finished" in capsys.readouterr().out


# Runs `python -m regelwerk ARGS` in this interpreter and says at exit whether it froze.
_AS_MAIN = """
import atexit, gc, runpy, sys
atexit.register(lambda: print("frozen:", gc.get_freeze_count() > 0, file=sys.stderr))
sys.argv = ["regelwerk", *sys.argv[1:]]
runpy.run_module("regelwerk", run_name="__main__", alter_sys=True)
"""


@pytest.mark.parametrize("argv", [["validate", str(FINISHED)], ["--version"], ["nonsense"]])
def test_both_ways_to_start_the_command_end_frozen(argv: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _AS_MAIN, *argv], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == (2 if argv == ["nonsense"] else 0), done.stderr
    assert done.stderr.endswith("frozen: True\n")
    scripts = [point.value for point in entry_points("console_scripts")]
    assert "regelwerk.__main__:start" in scripts and "regelwerk.cli:main" not in scripts


# The summary line of a run of thousands of logs, and every module it needed.
_SUMMARY = """
import json, sys
from regelwerk.cli.tally import Tally
from regelwerk.logs.report import Status
tally = Tally(sys.argv[1])
for status in [Status.FINISHED] * 3000 + [Status.ILLEGAL] * 1204:
    tally.add(status)
print(json.dumps({"summary": tally.summary(), "modules": sorted(sys.modules)}))
"""


@pytest.mark.parametrize(
    ("lang", "grouped"),
    [
        ("en", ("4,204", "3,000", "1,204")),
        ("de", ("4.204", "3.000", "1.204")),
        ("fr", ("4\u202f204", "3\u202f000", "1\u202f204")),
        ("es", ("4.204", "3.000", "1.204")),
        ("nl", ("4.204", "3.000", "1.204")),
    ],
)
def test_the_summary_groups_thousands_without_babel(lang: str, grouped: tuple[str, ...]) -> None:
    """Grouping "3,000" takes the language's group sign and sizes, kept beside the catalogs:
    no Babel, no CLDR data (some 6 MiB and 40 ms at the end of every large run).  The words
    around the numbers are the catalogs' (tests/i18n)."""
    done = subprocess.run(
        [sys.executable, "-c", _SUMMARY, lang], capture_output=True, text=True, check=True
    )
    result = json.loads(done.stdout)
    numbers = re.findall(r"\d+(?:[.,\u202f]\d{3})+|\d+", result["summary"])
    assert [n for n in numbers if len(n) > 3] == list(grouped), result["summary"]
    assert _found(set(result["modules"]), ("babel",)) == []


# Runs `python -m regelwerk ARGS` and writes, at exit, every module it imported; for each
# module of WATCHED it imported, the regelwerk module whose import (or call) first asked for
# it; and for each code compiled from a string (not a module's source file, which a missing
# .pyc makes the import compile), the regelwerk module that asked.
_WITNESS = """
import atexit, json, runpy, sys
watched, out = set(sys.argv[1].split(",")), sys.argv[2]
importers, compilers = {}, set()
def asker():
    frame = sys._getframe(2)
    while frame and not frame.f_globals.get("__name__", "").startswith("regelwerk"):
        frame = frame.f_back
    return frame.f_globals["__name__"] if frame else None
class Witness:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if name in watched and name not in importers:
            importers[name] = asker()
        return None  # the import itself is left to the other finders
sys.meta_path.insert(0, Witness)
def audit(event, args):
    if event == "compile" and str(args[1]).startswith("<"):
        compilers.add(asker())
sys.addaudithook(audit)
def written():
    with open(out, "w") as file:
        found = {"modules": sorted(sys.modules), "importers": importers}
        json.dump({**found, "compilers": sorted(compilers, key=str)}, file)
atexit.register(written)
sys.argv = ["regelwerk", *sys.argv[3:]]
runpy.run_module("regelwerk", run_name="__main__", alter_sys=True)
"""

NOT_ON_START = (
    "dataclasses",
    "inspect",
    "babel",
    "multiprocessing",
    "concurrent.futures",
    "regelwerk.policies",
    "regelwerk.noreturn.policies",
    "regelwerk.pictures",
    "regelwerk.noreturn.table",
    "regelwerk.notebook",
    "regelwerk.scheduler",
    "regelwerk.knowledge",
    "regelwerk.noreturn.view",
    "regelwerk.noreturn.texts",
    "regelwerk.i18n.gametexts",
    "regelwerk.i18n.errortexts",
    "pathlib",
)
"""What ``validate F`` and ``legal F`` of one No Return log run none of (issue 24): the
dataclasses (with inspect, ast, dis), Babel, the worker pool, the policies, the pictures,
the notebooks, the Dask scheduler, the views, the game's texts and the errors' sentences,
and pathlib (with urllib.parse and its named tuples: a tenth of ``legal``'s start)."""


@pytest.mark.parametrize(
    ("command", "log"), [("validate", FINISHED), ("legal", IN_PROGRESS), ("legal", FINISHED)]
)
def test_a_command_imports_what_it_runs(command: str, log: Path, tmp_path: Path) -> None:
    out = tmp_path / "imported.json"
    watched = ",".join(NOT_ON_START)
    done = subprocess.run(
        [sys.executable, "-c", _WITNESS, watched, str(out), command, str(log)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )
    assert done.returncode == 0, done.stderr
    if command == "validate":
        assert done.stdout.startswith(f"{log}: The log is valid")
    else:  # a legal action a line, none once the game is over
        assert bool(done.stdout) == (log == IN_PROGRESS)
    found = json.loads(out.read_text(encoding="utf-8"))
    modules, importers = set(found["modules"]), found["importers"]
    assert "regelwerk.noreturn.kernel" in modules  # it did check the log
    if command == "legal":
        assert "regelwerk.noreturn.generate" in modules
    unwanted = {name: importers.get(name) for name in _found(modules, NOT_ON_START)}
    assert unwanted == {}
    # The first compile() of a process costs some ten million instructions, a quarter of
    # `python -c pass`: a NamedTuple, a dataclass or a TypeVar bound by a name compiles code
    # when it is defined, a frozen value (regelwerk.frozen) does not.
    assert found["compilers"] == []
