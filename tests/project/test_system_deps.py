"""``make system-deps`` (tools/system_deps.py): what ``make test`` needs from Debian is
installed when it is missing and the script runs as root, else the one command is printed."""

from __future__ import annotations

import io
import os
import stat
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest
import system_deps

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ("pdftotext", "pdftoppm", "pdfinfo")


def _executable(path: Path, text: str = "#!/bin/sh\nexit 0\n") -> Path:
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def _machine(tmp_path: Path, *, chromium: bool, poppler: bool, apt: bool) -> dict[str, str]:
    """An environment whose PATH is one folder of stubs, and a chromium path inside it."""
    stubs = tmp_path / "bin"
    stubs.mkdir()
    if chromium:
        _executable(stubs / "chromium")
    if poppler:
        for program in PROGRAMS:
            _executable(stubs / program)
    if apt:
        _executable(stubs / "apt-get")
    return {"PATH": str(stubs), "REGELWERK_CHROMIUM": str(stubs / "chromium")}


class FakeApt:
    """Records the commands and, on ``install``, makes the packages' programs appear."""

    def __init__(self, stubs: Path, status: int = 0) -> None:
        self.stubs, self.status = stubs, status
        self.calls: list[tuple[list[str], str | None]] = []

    def __call__(self, command: Sequence[str], environ: Mapping[str, str]) -> int:
        self.calls.append((list(command[1:]), environ.get("DEBIAN_FRONTEND")))
        if command[1] == "install" and self.status == 0:
            names = {"chromium": ["chromium"], "poppler-utils": list(PROGRAMS)}
            for package in command[5:]:
                for name in names[package]:
                    _executable(self.stubs / name)
        return self.status


def _main(env: dict[str, str], *, root: bool, apt: FakeApt | None = None) -> tuple[int, str]:
    out = io.StringIO()
    status = system_deps.main(env, root=root, run=apt or FakeApt(Path("/nonexistent")), out=out)
    return status, out.getvalue()


def test_nothing_to_do_when_everything_is_there(tmp_path: Path) -> None:
    env = _machine(tmp_path, chromium=True, poppler=True, apt=True)
    apt = FakeApt(tmp_path / "bin")
    assert _main(env, root=True, apt=apt) == (0, "")
    assert apt.calls == []


@pytest.mark.parametrize(
    ("chromium", "poppler", "packages"),
    [
        (False, False, "chromium poppler-utils"),
        (False, True, "chromium"),
        (True, False, "poppler-utils"),
    ],
)
def test_without_root_it_stops_with_the_one_command(
    tmp_path: Path, chromium: bool, poppler: bool, packages: str
) -> None:
    env = _machine(tmp_path, chromium=chromium, poppler=poppler, apt=True)
    apt = FakeApt(tmp_path / "bin")
    status, out = _main(env, root=False, apt=apt)
    assert status == 1 and apt.calls == []
    command = (
        f"sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends {packages}'"
    )
    assert out.splitlines()[-1] == f"    {command}"
    for package in packages.split():
        assert f"(Debian package {package}), which is missing." in out


def test_as_root_it_installs_what_is_missing(tmp_path: Path) -> None:
    env = _machine(tmp_path, chromium=False, poppler=False, apt=True)
    apt = FakeApt(tmp_path / "bin")
    status, out = _main(env, root=True, apt=apt)
    assert status == 0
    assert apt.calls == [
        (["update", "-q"], "noninteractive"),
        (["install", "-y", "-q", "--no-install-recommends", "chromium", "poppler-utils"],
         "noninteractive"),
    ]  # fmt: skip
    assert out == "make test: installing chromium poppler-utils (Debian packages)\n"
    assert system_deps.missing(env) == []


def test_a_failing_apt_get_fails(tmp_path: Path) -> None:
    env = _machine(tmp_path, chromium=False, poppler=True, apt=True)
    apt = FakeApt(tmp_path / "bin", status=100)
    status, out = _main(env, root=True, apt=apt)
    assert status == 1 and "apt-get failed" in out
    assert apt.calls == [(["update", "-q"], "noninteractive")]


@pytest.mark.parametrize("root", [True, False])
def test_without_apt_get_it_names_the_packages(tmp_path: Path, root: bool) -> None:
    env = _machine(tmp_path, chromium=False, poppler=True, apt=False)
    status, out = _main(env, root=root)
    assert status == 1
    assert "Install chromium with your system's package manager" in out
    assert "REGELWERK_CHROMIUM" in out


@pytest.mark.skipif(os.geteuid() != 0, reason="the installing path runs as root only")
def test_the_script_installs_through_apt_get_on_path(tmp_path: Path) -> None:
    """The real script in its own process, with a PATH whose apt-get is a recording stub."""
    env = _machine(tmp_path, chromium=False, poppler=False, apt=False)
    log = tmp_path / "apt.log"
    stub = f"""#!{sys.executable}
import os, pathlib, sys
with open({str(log)!r}, "a") as log:
    print(*sys.argv[1:], os.environ["DEBIAN_FRONTEND"], file=log)
if sys.argv[1] == "install":
    for name in ("chromium", *{PROGRAMS!r}):
        program = pathlib.Path({str(tmp_path / "bin")!r}, name)
        program.write_text("#!/bin/sh\\n")
        program.chmod(0o755)
"""
    _executable(tmp_path / "bin" / "apt-get", stub)
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "system_deps.py")],
        env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert log.read_text().splitlines() == [
        "update -q noninteractive",
        "install -y -q --no-install-recommends chromium poppler-utils noninteractive",
    ]


def test_make_test_checks_the_system_first() -> None:
    """``make -n test`` lists the steps in order: the system check before any other."""
    done = subprocess.run(
        ["make", "-n", "-W", "pyproject.toml", "test"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    lines = done.stdout.splitlines()
    first = next(i for i, line in enumerate(lines) if "tools/system_deps.py" in line)
    assert first < min(i for i, line in enumerate(lines) if "ruff check" in line)
    assert first < min(i for i, line in enumerate(lines) if "pip install" in line)


def test_ci_only_calls_make_test() -> None:
    commands = [
        line.strip()
        for line in (ROOT / ".ci" / "run").read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert commands[-1] == "make test"
    assert not any("apt-get" in line or "dpkg" in line for line in commands)
