"""``--jobs``: the same bytes as a serial run, in the same order, with the same exit status."""

from __future__ import annotations

from pathlib import Path

import pytest

from regelwerk.logs import validate
from regelwerk.parallel import map_ordered, resolve_jobs, simulate_games, validate_many

from .helpers import run


def _files(folder: Path) -> list[str]:
    return sorted(str(path) for path in folder.rglob("*.json"))


@pytest.mark.parametrize("output", [["--json"], ["--lang", "de"], []])
def test_validate_in_parallel_prints_what_serial_prints(
    capsys: pytest.CaptureFixture[str], log_folder: Path, output: list[str]
) -> None:
    serial = run(capsys, "validate", "-q", *output, "--dir", str(log_folder))
    assert serial[0] == 2 and serial[2] == ""  # the folder holds malformed logs
    assert serial[1].count("\n") == len(_files(log_folder)) > 50
    for jobs in ("2", "0"):
        parallel = run(capsys, "validate", "-q", *output, "--jobs", jobs, "--dir", str(log_folder))
        assert parallel == serial


def test_reports_keep_argument_order(capsys: pytest.CaptureFixture[str], log_folder: Path) -> None:
    files = _files(log_folder)[::-1] + [str(log_folder), str(log_folder / "missing.json")]
    serial = run(capsys, "validate", "-q", "--json", *files)
    parallel = run(capsys, "validate", "-q", "--json", "--jobs", "2", *files)
    assert parallel == serial
    named = [line.split('"file": ')[1].split(",")[0].strip('"') for line in serial[1].splitlines()]
    assert named == files


def test_dir_and_files_together(capsys: pytest.CaptureFixture[str], log_folder: Path) -> None:
    one = _files(log_folder / "simulated")[0]  # listed twice: reported twice
    status, out, _ = run(capsys, "validate", "--json", one, "--dir", str(log_folder / "simulated"))
    assert status == 0
    assert out.count("\n") == 1 + len(_files(log_folder / "simulated"))


def test_validate_needs_a_file_or_a_folder(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(capsys, "validate", "--jobs", "2")
    assert exit_info.value.code == 2
    assert "required: FILE" in capsys.readouterr().err


def test_negative_jobs_are_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        run(capsys, "validate", "--jobs", "-1", str(tmp_path))
    assert run(capsys, "simulate", "--jobs", "-1")[0] == 2
    with pytest.raises(ValueError, match="jobs"):
        resolve_jobs(-2)


@pytest.mark.parametrize(("game", "players"), [("no-return", 3), ("no-thanks", 4)])
def test_simulate_in_parallel_writes_the_same_logs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str, players: int
) -> None:
    common = ["simulate", "--game", game, "--players", str(players), "--games", "7", "--seed", "3"]
    serial = run(capsys, *common, "--out", str(tmp_path / "serial"))
    parallel = run(capsys, *common, "--jobs", "2", "--out", str(tmp_path / "parallel"))
    assert parallel == serial and serial[0] == 0
    written = sorted(path.name for path in (tmp_path / "serial").iterdir())
    assert written == sorted(path.name for path in (tmp_path / "parallel").iterdir())
    assert len(written) == 7
    for name in written:
        assert (tmp_path / "parallel" / name).read_bytes() == (
            tmp_path / "serial" / name
        ).read_bytes()


def test_detached_reports_are_the_reports(log_folder: Path) -> None:
    files = _files(log_folder)
    for report, file in zip(validate_many(files, jobs=2), files, strict=True):
        full = validate(Path(file))
        assert report == full  # status, faults, scores, winners and format
        assert report.message("fr") == full.message("fr")
        assert report.to_json(file) == full.to_json(file)


def test_simulated_games_are_functions_of_their_seeds() -> None:
    serial = list(simulate_games("no-return", 2, 11, 6, policy="greedy", logs=True))
    parallel = list(simulate_games("no-return", 2, 11, 6, policy="greedy", logs=True, jobs=2))
    assert parallel == serial
    assert [game.seed for game in serial] == list(range(11, 17))
    alone = list(simulate_games("no-return", 2, 14, 1, policy="greedy", logs=True))
    assert alone == serial[3:4]


def test_map_ordered_keeps_order_for_any_number_of_items() -> None:
    for count in (0, 1, 2, 9, 300):
        items = list(range(count))
        assert list(map_ordered(abs, [-item for item in items], jobs=2)) == items


@pytest.mark.parametrize(
    "example", ["nr-finished-3p.json", "nr-5.4-higher-than-row.json", "nt-finished-3p.json"]
)
def test_a_report_travels_from_a_worker_as_its_fields(example: str) -> None:
    """A worker's report is pickled as its constructor and fields: the frozen dataclass's
    own pickling cost as much as checking a No Thanks! log (issue 24: +39 % CPU with
    ``--jobs 2``); what arrives renders and compares exactly as what left."""
    import pickle

    from regelwerk.logs.checking import checked
    from regelwerk.logs.report import Report

    path = Path(__file__).resolve().parents[2] / "examples" / example
    report = checked(path.read_bytes())
    rebuilt, fields = report.__reduce__()
    assert rebuilt is Report and fields[0] is report.status and fields[1] == report.faults
    for fault in report.faults:
        assert fault.__reduce__() == (type(fault), (fault.violation, fault.pointer, fault.index))
    arrived = pickle.loads(pickle.dumps(report))
    assert arrived == report and arrived.game == report.game
    assert arrived.to_json("x.json", "fr") == report.to_json("x.json", "fr")
