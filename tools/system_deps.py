"""The system packages ``make test`` needs, installed when missing (``make system-deps``).

The rulebook tests drive Debian's chromium (``/usr/bin/chromium``; playwright never downloads
a browser here) and read the PDFs with poppler's ``pdftotext``/``pdftoppm``/``pdfinfo``.
Python cannot install those, so before any check runs this script looks for the programs
themselves (not for a package manager's record, so a chromium from anywhere at that path
counts).  When one
is missing and the script runs as root on a machine with ``apt-get``, it installs the Debian
packages (``apt-get update``, then ``install --no-install-recommends``, non-interactively);
otherwise it stops at once and prints the one command to run.

Run with the system's Python 3.11+ and its standard library only: it runs before ``.venv``
exists.  ``REGELWERK_CHROMIUM`` names another chromium (the browser test reads it too).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TextIO

__all__ = ["REQUIREMENTS", "Requirement", "chromium_path", "install_command", "main", "missing"]

CHROMIUM = "/usr/bin/chromium"


@dataclass(frozen=True)
class Requirement:
    """A Debian package, the programs that show it is there, and who needs it."""

    package: str
    programs: tuple[str, ...]  # names looked up on PATH, or absolute paths
    needed_by: str


def chromium_path(environ: Mapping[str, str]) -> str:
    """Where the browser test finds chromium."""
    return environ.get("REGELWERK_CHROMIUM") or CHROMIUM


def requirements(environ: Mapping[str, str]) -> tuple[Requirement, ...]:
    return (
        Requirement("chromium", (chromium_path(environ),), "the rulebook browser test"),
        Requirement(
            "poppler-utils", ("pdftotext", "pdftoppm", "pdfinfo"), "the rulebook PDF tests"
        ),
    )


REQUIREMENTS = requirements({})
"""What ``make test`` needs, with chromium at its default place."""


def _present(program: str, path: str) -> bool:
    if os.path.isabs(program):
        return os.path.isfile(program) and os.access(program, os.X_OK)
    return shutil.which(program, path=path) is not None


def missing(environ: Mapping[str, str]) -> list[Requirement]:
    """The requirements of which some program cannot be found."""
    path = environ.get("PATH", os.defpath)
    return [
        requirement
        for requirement in requirements(environ)
        if not all(_present(program, path) for program in requirement.programs)
    ]


def install_command(packages: Sequence[str], *, root: bool) -> str:
    """The one command that installs ``packages`` on Debian (with ``sudo`` unless root)."""
    apt = f"apt-get update && apt-get install -y --no-install-recommends {' '.join(packages)}"
    return f"sh -c '{apt}'" if root else f"sudo sh -c '{apt}'"


Runner = Callable[[Sequence[str], Mapping[str, str]], int]


def _run(command: Sequence[str], environ: Mapping[str, str]) -> int:
    return subprocess.run(list(command), env=dict(environ), check=False).returncode


def main(
    environ: Mapping[str, str] | None = None,
    *,
    root: bool | None = None,
    run: Runner = _run,
    out: TextIO | None = None,
) -> int:
    """Install what is missing (as root with apt-get) or say how; 0 once everything is there."""
    env = dict(os.environ if environ is None else environ)
    out = sys.stderr if out is None else out
    is_root = os.geteuid() == 0 if root is None else root
    absent = missing(env)
    if not absent:
        return 0
    packages = [requirement.package for requirement in absent]
    apt_get = shutil.which("apt-get", path=env.get("PATH", os.defpath))
    if is_root and apt_get is not None:
        print(f"make test: installing {' '.join(packages)} (Debian packages)", file=out)
        env["DEBIAN_FRONTEND"] = "noninteractive"
        if run([apt_get, "update", "-q"], env) != 0 or run(
            [apt_get, "install", "-y", "-q", "--no-install-recommends", *packages], env
        ):
            print("make test: apt-get failed; see its messages above", file=out)
            return 1
        absent = missing(env)
        if not absent:
            return 0
    for requirement in absent:
        programs = ", ".join(requirement.programs)
        print(
            f"make test: {requirement.needed_by} needs {programs} "
            f"(Debian package {requirement.package}), which is missing.",
            file=out,
        )
    packages = [requirement.package for requirement in absent]
    if apt_get is None:
        print(
            f"Install {' '.join(packages)} with your system's package manager "
            f"(chromium at {chromium_path(env)}, or name it in REGELWERK_CHROMIUM).",
            file=out,
        )
    else:
        print("Run this once, then make test again:", file=out)
        print(f"    {install_command(packages, root=is_root)}", file=out)
    return 1


if __name__ == "__main__":
    sys.exit(main())
