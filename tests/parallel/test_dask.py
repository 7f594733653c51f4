"""``--scheduler``: on a Dask cluster (a small local one, started here) the output is the
serial run's, byte for byte."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from distributed import LocalCluster

from regelwerk.parallel import simulate_logs

from .helpers import run


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    # In-process workers (threads): light on a two-core machine, and the same code path.
    with LocalCluster(  # type: ignore[no-untyped-call]
        processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None
    ) as cluster:
        yield cluster.scheduler_address


def test_validate_on_dask_prints_what_serial_prints(
    capsys: pytest.CaptureFixture[str], log_folder: Path, scheduler: str
) -> None:
    files = [str(log_folder), str(log_folder / "missing.json")]  # unreadable: reported here
    serial = run(capsys, "validate", "-q", "--json", *files, "--dir", str(log_folder))
    on_dask = run(
        capsys,
        "validate",
        "-q",
        "--json",
        "--scheduler",
        scheduler,
        *files,
        "--dir",
        str(log_folder),
    )
    assert on_dask == serial and serial[0] == 2
    human = run(capsys, "validate", "-q", "--lang", "nl", "--dir", str(log_folder))
    assert run(capsys, "validate", "-q", "--lang", "nl", "--scheduler", scheduler,
               "--dir", str(log_folder)) == human  # fmt: skip


def test_simulate_on_dask_writes_the_same_logs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, scheduler: str
) -> None:
    common = ["simulate", "--game", "no-thanks", "--players", "5", "--games", "6", "--seed", "8"]
    serial = run(capsys, *common, "--out", str(tmp_path / "serial"))
    on_dask = run(capsys, *common, "--scheduler", scheduler, "--out", str(tmp_path / "dask"))
    assert on_dask == serial and serial[0] == 0
    for path in sorted((tmp_path / "serial").iterdir()):
        assert (tmp_path / "dask" / path.name).read_bytes() == path.read_bytes()


def test_serial_processes_and_dask_agree(scheduler: str) -> None:
    serial = list(simulate_logs("no-return", 3, 100, 5))
    assert list(simulate_logs("no-return", 3, 100, 5, jobs=2)) == serial
    assert list(simulate_logs("no-return", 3, 100, 5, scheduler=scheduler)) == serial


def test_archives_and_json_lines_on_dask(
    capsys: pytest.CaptureFixture[str], log_folder: Path, scheduler: str, tmp_path: Path
) -> None:
    import gzip
    import zipfile

    logs = sorted((log_folder / "simulated").glob("*.json"))
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for path in logs:
            zipped.write(path, f"games/{path.name}")
    lines = tmp_path / "day.jsonl.gz"
    lines.write_bytes(
        gzip.compress(b"".join(p.read_bytes().replace(b"\n", b"") + b"\n" for p in logs))
    )
    argv = ("validate", "-q", "--json", str(archive), str(lines))
    serial = run(capsys, *argv)
    assert run(capsys, *argv[:1], "--scheduler", scheduler, *argv[1:]) == serial
    assert serial[0] == 0 and serial[1].count("\n") == 2 * len(logs)
    assert f'"file": "{archive}::games/{logs[0].name}"' in serial[1]
    assert f'"file": "{lines}:1"' in serial[1]
