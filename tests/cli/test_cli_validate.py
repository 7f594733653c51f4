"""``regelwerk validate`` and ``regelwerk legal`` exactly as CLI.md says."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from regelwerk.cli import main
from regelwerk.logs import Recorder, dumps

KEYS = ["file", "valid", "status", "index", "pointer", "rule", "message", "scores", "winners"]


def _game(
    game: str = "no-return", players: int = 3, seed: int = 2, turns: int | None = None
) -> Any:
    recorder = Recorder.new(game, ["Ada", "Ben", "Cleo", "Dan"][:players], seed)
    import random

    rng = random.Random(seed)
    count = 0
    while not recorder.state.is_over and (turns is None or count < turns):
        recorder.play(recorder.state.legal_actions().sample(rng))
        count += 1
    return recorder


def _write(tmp: Path, name: str, document: Any) -> Path:
    path = tmp / name
    path.write_text(document if isinstance(document, str) else dumps(document), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    finished = _game().to_json()
    progress = _game(turns=15).to_json()
    illegal = json.loads(json.dumps(finished))
    illegal["turns"][4] = {"pass": True}
    illegal.pop("result")
    return {
        "finished": _write(tmp_path, "finished.json", finished),
        "progress": _write(tmp_path, "progress.json", progress),
        "illegal": _write(tmp_path, "illegal.json", illegal),
        "malformed": _write(tmp_path, "malformed.json", '{"format": "no-return/1"'),
        "missing": tmp_path / "absent.json",
        "nothanks": _write(tmp_path, "nt.json", _game("no-thanks").to_json()),
    }


def test_json_lines_in_argument_order_with_the_keys_of_cli_md(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path]
) -> None:
    names = ["finished", "progress", "illegal", "malformed", "missing", "nothanks"]
    status, out, err = run(capsys, "validate", "--json", *(str(files[n]) for n in names))
    lines = out.splitlines()
    assert len(lines) == len(names) and err.startswith("6 logs checked in ")
    reports = [json.loads(line) for line in lines]
    assert [list(report) for report in reports] == [KEYS] * len(names)
    assert [r["file"] for r in reports] == [str(files[n]) for n in names]
    assert [r["status"] for r in reports] == [
        "finished", "in_progress", "illegal", "malformed", "malformed", "finished",
    ]  # fmt: skip
    finished, progress, illegal, malformed, missing, nothanks = reports
    assert nothanks["scores"] is not None
    assert finished["valid"] and finished["scores"] and finished["winners"] is not None
    assert progress["valid"] and progress["scores"] is None and progress["winners"] is None
    assert (illegal["rule"], illegal["index"], illegal["pointer"]) == ("NR-4.4", 4, "/turns/4/pass")
    assert malformed["rule"] == "LOG-SYNTAX" and malformed["index"] is None
    assert missing["rule"] == "LOG-READ" and missing["pointer"] is None
    assert all(isinstance(r["message"], str) and r["message"] for r in reports)
    assert status == 2


@pytest.mark.parametrize(
    ("names", "status"),
    [
        (["finished"], 0),
        (["finished", "progress", "nothanks"], 0),
        (["finished", "illegal"], 1),
        (["illegal", "malformed"], 2),
        (["missing"], 2),
    ],
)
def test_exit_status(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path], names: list[str], status: int
) -> None:
    assert run(capsys, "validate", *(str(files[n]) for n in names))[0] == status
    assert run(capsys, "validate", "--json", *(str(files[n]) for n in names))[0] == status


def test_human_report_is_one_line_per_file_in_the_language(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path]
) -> None:
    status, out, _ = run(
        capsys, "validate", "--lang", "de", str(files["illegal"]), str(files["missing"])
    )
    assert status == 2
    lines = out.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(str(files["illegal"])) and "NR-4.4" in lines[0]
    assert "/turns/4/pass" in lines[0]
    assert lines[1].startswith(str(files["missing"])) and "LOG-READ" in lines[1]


def test_language_from_the_environment(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    german = json.loads(run(capsys, "validate", "--json", str(files["illegal"]))[1])
    english = json.loads(
        run(capsys, "validate", "--json", "--lang", "en", str(files["illegal"]))[1]
    )
    assert german["message"].startswith("Passen")
    assert english["message"].startswith("Passing is allowed only")
    assert german["rule"] == english["rule"] == "NR-4.4"


def test_input_files_are_never_modified(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path]
) -> None:
    present = [path for path in files.values() if path.exists()]
    before = {path: (path.stat().st_mtime_ns, path.read_bytes()) for path in present}
    for command in (["validate"], ["validate", "--json"], ["legal"], ["show"]):
        for path in present:
            run(capsys, *command, str(path))
    run(capsys, "redact", str(files["finished"]), "--seat", "1")
    assert {path: (path.stat().st_mtime_ns, path.read_bytes()) for path in present} == before


def test_legal_lists_distinct_actions_in_log_notation(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path]
) -> None:
    from regelwerk.games import load
    from regelwerk.logs import validate

    status, out, err = run(capsys, "legal", str(files["progress"]))
    assert status == 0 and err == ""
    values = [json.loads(line) for line in out.splitlines()]
    state = validate(files["progress"]).final_state
    assert state is not None
    expected = [load("no-return").action_to_json(action) for action in state.legal_actions()]
    assert len(values) == len(expected) == len({json.dumps(v, sort_keys=True) for v in values})
    assert sorted(map(json.dumps, values)) == sorted(map(json.dumps, expected))
    assert all("draw" not in v and "player" not in v for v in values)
    multisets = {(k, tuple(sorted(v[k]))) for v in values for k in v if isinstance(v[k], list)}
    assert len(multisets) >= 1


def test_legal_for_a_finished_game_prints_nothing(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path]
) -> None:
    assert run(capsys, "legal", str(files["finished"])) == (0, "", "")


def test_legal_reports_broken_logs_on_standard_error(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path]
) -> None:
    status, out, err = run(capsys, "legal", str(files["illegal"]))
    assert (status, out) == (1, "") and "NR-4.4" in err
    status, out, err = run(capsys, "legal", str(files["malformed"]))
    assert (status, out) == (2, "") and "LOG-SYNTAX" in err


def test_legal_no_thanks(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _write(tmp_path, "nt.json", _game("no-thanks", turns=5).to_json())
    status, out, _ = run(capsys, "legal", str(path))
    assert status == 0 and [json.loads(line) for line in out.splitlines()] in (
        ["take", "pass"],
        ["take"],
    )


def test_python_dash_m_runs_the_command(files: dict[str, Path]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "regelwerk", "validate", "--json", str(files["illegal"])],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )
    assert done.returncode == 1 and json.loads(done.stdout)["rule"] == "NR-4.4"
    assert "Traceback" not in done.stderr


def test_the_summary_tells_an_unreadable_file_from_a_malformed_log(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path]
) -> None:
    """A missing file was "1 malformed" in the summary (en-r4 32, es, nl, fr): it is counted
    unreadable there, while its JSON report keeps the documented status ``malformed``; the
    time always has two decimals ("in 0.0 s" beside "in 0.02 s": en-r4 37)."""
    names = ["malformed", "missing", "finished"]
    status, out, err = run(capsys, "validate", "--json", *(str(files[n]) for n in names))
    assert status == 2 and [json.loads(line)["status"] for line in out.splitlines()] == [
        "malformed", "malformed", "finished",
    ]  # fmt: skip
    assert re.fullmatch(
        r"3 logs checked in \d+\.\d\d s: 1 finished, 1 malformed and 1 unreadable\.\n", err
    ), err
    status, _, err = run(capsys, "validate", "--lang", "fr", str(files["missing"]))
    summary = r"en 0,\d\d\u00a0s[\u00a0\u202f]: 1\u00a0illisible\.$"
    assert status == 2 and re.search(summary, err.strip()), err


def test_a_report_line_separates_file_and_message_as_the_language_does(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path]
) -> None:
    """fr-r4 33: "absent.json: Le fichier …" — French sets a no-break space before the colon."""
    _, out, _ = run(capsys, "validate", "--lang", "fr", str(files["missing"]))
    assert out.startswith(f"{files['missing']}\N{NO-BREAK SPACE}: "), out
    _, out, _ = run(capsys, "validate", "--lang", "de", str(files["missing"]))
    assert out.startswith(f"{files['missing']}: "), out
