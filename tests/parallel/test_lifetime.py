"""Issue 11 item 1: worker processes never outlive the command, however it ends.

Each test starts ``regelwerk ... --jobs 2`` in a session of its own (so its process group
holds the command and its workers and nothing else), waits until both workers run, ends
the command in one way or another and asserts that within 2 s no process of the group is
left (found through /proc), that the exit status says which signal ended it, and that
nothing like a traceback was printed.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from regelwerk.processes import available_cpus

pytestmark = [
    pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc"),
    pytest.mark.skipif(available_cpus() < 2, reason="one CPU: --jobs 2 starts no workers"),
]

LONG_SIMULATION = ["simulate", "--games", "100000", "--jobs", "2"]  # minutes of work
START_LIMIT = 120.0  # seconds for the workers to start on a loaded machine (a hang guard)
GONE_WITHIN = 2.0  # seconds for every process of the group to be gone


def group_members(pgid: int) -> list[int]:
    """The live (not zombie) processes whose process group is ``pgid``."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:  # ended meanwhile
            continue
        state, _ppid, group = stat.rsplit(")", 1)[1].split()[:3]
        if int(group) == pgid and state != "Z":
            members.append(int(entry))
    return members


WITHOUT_PIDFD = """
import os, sys
def no_pidfd(pid, flags=0):
    raise OSError("no pidfd here")
os.pidfd_open = no_pidfd  # the workers, forked from here, must fall back to polling
from regelwerk.cli import main
sys.exit(main(sys.argv[1:]))
"""


def start(argv: list[str], cwd: Path | None = None, pidfd: bool = True) -> subprocess.Popen[bytes]:
    """``regelwerk ARGV`` as the leader of a new session, once its two workers run."""
    launch = ["-m", "regelwerk"] if pidfd else ["-c", WITHOUT_PIDFD]
    process = subprocess.Popen(
        [sys.executable, *launch, *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        cwd=cwd,
    )
    deadline = time.monotonic() + START_LIMIT
    while len(group_members(process.pid)) < 3:
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"the workers did not start: {process.communicate()[1]!r}")
        time.sleep(0.02)
    return process


def assert_group_gone(process: subprocess.Popen[bytes]) -> tuple[int, str]:
    """The exit status and standard error, once no process of the group is left: called
    right after the signal, it fails when one is still running 2 s later."""
    deadline = time.monotonic() + GONE_WITHIN
    while group_members(process.pid):  # a command that has exited is a zombie: not counted
        if time.monotonic() > deadline:
            left = group_members(process.pid)
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            pytest.fail(f"processes left behind: {left}")
        time.sleep(0.02)
    if process.stdout is not None and process.stdout.closed:
        process.stdout = None  # the reader went away: only standard error is left to read
    _, err = process.communicate(timeout=60)  # nobody holds the pipes any more
    text = err.decode(errors="replace")
    assert "Traceback" not in text and "Exception ignored" not in text, text
    return process.returncode, text


@pytest.fixture(scope="module")
def many_logs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("many")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "regelwerk",
            "simulate",
            "--game",
            "no-thanks",
            "--games",
            "40",
            "--out",
            str(folder),
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    yield folder


ENDINGS = [("SIGTERM", 143), ("SIGHUP", 129), ("SIGINT", 130)]


@pytest.mark.parametrize(("name", "status"), ENDINGS)
def test_a_signal_to_the_command_ends_its_workers(name: str, status: int) -> None:
    process = start(LONG_SIMULATION)
    os.kill(process.pid, getattr(signal, name))
    assert assert_group_gone(process)[0] == status


@pytest.mark.parametrize(("name", "status"), ENDINGS)
def test_a_signal_to_the_process_group_ends_everything(name: str, status: int) -> None:
    process = start(LONG_SIMULATION)
    os.killpg(process.pid, getattr(signal, name))
    assert assert_group_gone(process)[0] == status


@pytest.mark.parametrize("pidfd", [True, False])
def test_workers_exit_when_the_command_is_killed(pidfd: bool) -> None:
    """SIGKILL leaves the command no chance to clean up: the workers notice by themselves
    (through a pidfd, or where there is none by checking their parent)."""
    process = start(LONG_SIMULATION, pidfd=pidfd)
    os.kill(process.pid, signal.SIGKILL)
    assert assert_group_gone(process)[0] == -signal.SIGKILL


@pytest.mark.parametrize("name", ["SIGTERM", "SIGKILL", "SIGINT"])
def test_validate_workers_end_with_the_command(name: str, many_logs: Path) -> None:
    folders = ["--dir", str(many_logs)] * 400  # 16,000 logs: long enough to be interrupted
    process = start(["validate", "--jobs", "2", *folders])
    os.kill(process.pid, getattr(signal, name))
    assert_group_gone(process)


@pytest.mark.parametrize("what", ["simulate", "validate"])
def test_two_ctrl_c_in_a_row_end_the_command_at_once(what: str, many_logs: Path) -> None:
    """Today two Ctrl-C 50 ms apart hang the command and print ``Exception ignored in:
    <generator object validate_many>``."""
    folders = ["--dir", str(many_logs)] * 400
    process = start(
        LONG_SIMULATION if what == "simulate" else ["validate", "--jobs", "2", *folders]
    )
    os.killpg(process.pid, signal.SIGINT)
    time.sleep(0.05)
    os.killpg(process.pid, signal.SIGINT)
    # 130 from the command, or, when the second one came as the interpreter was already
    # shutting down (its own handlers gone), death by SIGINT: a shell shows 130 for both.
    assert assert_group_gone(process)[0] in (130, -signal.SIGINT)


def test_a_reader_that_stops_early_does_not_keep_workers(many_logs: Path) -> None:
    """``regelwerk validate --jobs 2 ... | head -1``: the workers go with the command."""
    folders = ["--dir", str(many_logs)] * 400
    process = start(["validate", "--jobs", "2", *folders])
    assert process.stdout is not None
    process.stdout.readline()
    process.stdout.close()
    assert_group_gone(process)  # the exit status of a closed pipe is issue 11 item 2's
