"""``regelwerk simulate``: ``--out`` never overwrites nor follows a link, ``--force``,
zero-padded names, ``--json``; logs built only when asked for."""

from __future__ import annotations

import contextlib
import json
import os
import threading
from contextlib import closing
from pathlib import Path

import pytest

from regelwerk.cli import main
from regelwerk.cli.outdir import OutputDir, OutputExists, Writer
from regelwerk.games import load
from regelwerk.logs import Recorder, Status, dumps, validate
from regelwerk.simulation import log_names, play_game


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["simulate", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_names_are_zero_padded_to_the_run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert run(capsys, "--games", "12", "--seed", "95", "--out", str(tmp_path))[0] == 0
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names[0] == "no-return-095.json" and names[-1] == "no-return-106.json"
    assert names == [f"no-return-{seed:03d}.json" for seed in range(95, 107)]
    assert log_names("no-thanks", 1, 1000)[:2] == ["no-thanks-0001.json", "no-thanks-0002.json"]
    assert log_names("no-return", -2, 3) == [
        "no-return--2.json", "no-return--1.json", "no-return-0.json",
    ]  # fmt: skip


def test_out_never_overwrites(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    existing = tmp_path / "no-return-3.json"
    existing.write_text("mine", encoding="utf-8")
    status, out, err = run(capsys, "--games", "5", "--out", str(tmp_path))
    assert status == 2 and out == ""
    assert str(existing) in err and "--force" in err
    assert existing.read_text(encoding="utf-8") == "mine"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["no-return-3.json"]  # refused first


def test_out_never_follows_a_link(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep", encoding="utf-8")
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    (out_dir / "no-return-1.json").symlink_to(target)
    (out_dir / "no-return-2.json").symlink_to(tmp_path / "nowhere")  # dangling
    status, _, err = run(capsys, "--games", "3", "--out", str(out_dir))
    assert status == 2 and "no-return-1.json" in err
    assert target.read_text(encoding="utf-8") == "keep"
    assert not (tmp_path / "nowhere").exists()
    # --force replaces the links themselves; their targets stay as they were.
    assert run(capsys, "--games", "3", "--out", str(out_dir), "--force")[0] == 0
    assert target.read_text(encoding="utf-8") == "keep"
    assert not (tmp_path / "nowhere").exists()
    for k in range(3):
        path = out_dir / f"no-return-{k}.json"
        assert not path.is_symlink() and validate(path).status is Status.FINISHED
    assert sorted(os.listdir(out_dir)) == [f"no-return-{k}.json" for k in range(3)]  # no temp


def test_writes_refuse_a_name_taken_in_the_meantime(tmp_path: Path) -> None:
    with closing(OutputDir(str(tmp_path))) as out:
        out.check_free(["a.json"])
        (tmp_path / "a.json").symlink_to(tmp_path / "target")  # appears after the check
        with pytest.raises(OutputExists):
            out.write("a.json", b"{}")
        out.write("b.json", b"{}\n")
    assert not (tmp_path / "target").exists()
    assert (tmp_path / "b.json").read_bytes() == b"{}\n"
    assert sorted(os.listdir(tmp_path)) == ["a.json", "b.json"]


def test_an_unwritable_out_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    status, _, err = run(capsys, "--games", "2", "--out", str(blocker / "sub"))
    assert status == 2 and err.count("\n") == 1 and "Traceback" not in err


def test_json_statistics(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--game", "no-thanks", "--players", "4", "--games", "6", "--json")
    assert status == 0 and out.count("\n") == 1
    stats = json.loads(out)
    assert (stats["game"], stats["players"], stats["games"], stats["seeds"]) == (
        "no-thanks", 4, 6, [0, 5],
    )  # fmt: skip
    assert len(stats["seats"]) == 4
    assert sum(seat["win_share"] for seat in stats["seats"]) == pytest.approx(1.0)
    assert sum(stats["actions"].values()) == pytest.approx(1.0)
    assert stats["length"]["min"] <= stats["length"]["mean"] <= stats["length"]["max"]
    text = run(capsys, "--game", "no-thanks", "--players", "4", "--games", "6")[1]
    assert f"mean {stats['length']['mean']:.1f} actions" in text  # the same figures


def test_no_log_is_built_without_out(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a log was recorded")

    monkeypatch.setattr(Recorder, "play", refuse)
    monkeypatch.setattr(Recorder, "new", refuse)
    assert main(["simulate", "--games", "2", "--quiet"]) == 0
    assert main(["simulate", "--game", "no-thanks", "--players", "3", "--games", "2"]) == 0


@pytest.mark.parametrize(("game", "players"), [("no-return", 3), ("no-thanks", 5)])
def test_a_log_built_once_is_the_log_recorded_step_by_step(game: str, players: int) -> None:
    import random

    for seed in range(4):
        played = play_game(game, players, seed, "random", record=True)
        assert played.recorder is not None
        stepwise = Recorder.new(game, ["Ada", "Ben", "Cleo", "Dan", "Eva"][:players], seed)
        rng = random.Random(seed)
        actions = []
        while not stepwise.state.is_over:
            actions.append(load(game).policies["random"](stepwise.state, rng))
            stepwise.play(actions[-1])
        assert dumps(played.recorder.to_json()) == dumps(stepwise.to_json())
        assert played.recorder.state == stepwise.state == played.state
        assert play_game(game, players, seed, "random").state == played.state
        again = Recorder.new(game, ["Ada", "Ben", "Cleo", "Dan", "Eva"][:players], seed)
        again.extend(actions)
        assert dumps(again.to_json()) == dumps(stepwise.to_json())


def test_a_folder_it_makes_gets_each_log_created_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A folder of the command's own holds no one else's files: each log is created under
    # its name (one entry per file), not written to a temporary name and linked.
    linked: list[str] = []
    real_link = os.link

    def link(source: str, target: str, **options: object) -> None:
        linked.append(target)
        real_link(source, target, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "link", link)
    fresh = tmp_path / "new" / "logs"
    assert run(capsys, "--games", "3", "--out", str(fresh))[0] == 0
    assert linked == [] and sorted(os.listdir(fresh)) == [f"no-return-{k}.json" for k in range(3)]
    for k in range(3):
        assert validate(fresh / f"no-return-{k}.json").status is Status.FINISHED
    # An existing folder (it may be watched) still gets each log whole, under its name.
    assert run(capsys, "--games", "2", "--seed", "3", "--out", str(fresh))[0] == 0
    assert linked == ["no-return-3.json", "no-return-4.json"]
    assert len(os.listdir(fresh)) == 5  # no temporary name left


def test_a_failed_write_leaves_no_half_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int, data: object) -> int:
        raise OSError(28, "No space left on device")

    for folder in (tmp_path / "made", tmp_path):  # the command's own folder, and an existing one
        with closing(OutputDir(str(folder))) as out:
            with monkeypatch.context() as patch:
                patch.setattr(os, "write", full)
                with pytest.raises(OSError, match="No space"):
                    out.write("a.json", b"{}\n")
            out.write("b.json", b"{}\n")
        assert "a.json" not in os.listdir(folder) and (folder / "b.json").read_bytes() == b"{}\n"
        assert [name for name in os.listdir(folder) if name.startswith(".")] == []


@pytest.mark.parametrize(
    ("game", "players", "policy"),
    [("no-return", 3, "random"), ("no-return", 2, "greedy"), ("no-thanks", 4, "random")],
)
def test_out_writes_what_play_records(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str, players: int, policy: str
) -> None:
    # Byte for byte: each file --out writes is the log of the game recorded action by
    # action through the checked Recorder.play and written as the document dumps writes.
    import random

    argv = ["--game", game, "--players", str(players), "--policy", policy, "--seed", "40"]
    assert run(capsys, *argv, "--games", "6", "--out", str(tmp_path))[0] == 0
    for seed, name in enumerate(log_names(game, 40, 6), start=40):
        stepwise = Recorder.new(game, ["Ada", "Ben", "Cleo", "Dan"][:players], seed)
        rng, choose = random.Random(seed), load(game).policies[policy]
        while not stepwise.state.is_over:
            stepwise.play(choose(stepwise.state, rng))
        written = (tmp_path / name).read_bytes()
        assert written == dumps(stepwise.to_json()).encode("utf-8")
        assert stepwise.text() == written.decode("utf-8")


def test_out_encodes_each_no_return_turn_once_from_its_parts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 24: a recorded turn's line is written from its parts, never as a Turn record
    # whose JSON value is built and then encoded.
    from regelwerk.noreturn.log import records

    def refuse(*args: object) -> None:
        raise AssertionError("a turn went the long way")

    monkeypatch.setattr(records, "turn_of", refuse)
    monkeypatch.setattr(records.Turn, "to_json", refuse)
    assert run(capsys, "--games", "3", "--policy", "greedy", "--out", str(tmp_path))[0] == 0
    assert len(list(tmp_path.iterdir())) == 3


def test_a_folder_it_makes_is_not_searched_name_by_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A folder the command has just made is empty: no stat per log before the run.
    looked: list[str] = []

    def exists(self: OutputDir, name: str) -> bool:
        looked.append(name)
        return False

    monkeypatch.setattr(OutputDir, "exists", exists)
    with closing(OutputDir(str(tmp_path / "new"))) as out:
        out.check_free(["a.json", "b.json"])
    assert looked == []
    with closing(OutputDir(str(tmp_path / "new"))) as out:  # now the user's folder
        out.check_free(["a.json", "b.json"])
    assert looked == ["a.json", "b.json"]


def _writers() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "regelwerk writer"]


def test_the_writer_writes_every_file_in_order_and_ends(tmp_path: Path) -> None:
    with closing(OutputDir(str(tmp_path / "logs"))) as out, closing(Writer(out, pending=2)) as w:
        for k in range(7):
            w.write(f"{k}.json", f"{k}\n".encode())
        w.finish()
        assert _writers() == []
    assert {name: (tmp_path / "logs" / name).read_text() for name in os.listdir(out.path)} == {
        f"{k}.json": f"{k}\n" for k in range(7)
    }


def test_the_first_file_the_writer_cannot_write_stops_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = OutputDir.write

    def failing(out: OutputDir, name: str, data: bytes) -> None:
        if name == "2.json":
            raise OSError(28, "No space left on device", name)
        real(out, name, data)

    monkeypatch.setattr(OutputDir, "write", failing)
    with closing(OutputDir(str(tmp_path / "logs"))) as out, closing(Writer(out)) as writer:
        for k in range(5):
            with contextlib.suppress(OSError):  # raised by a write after the failed one
                writer.write(f"{k}.json", b"{}\n")
        with pytest.raises(OSError, match="No space"):
            writer.finish()
    assert sorted(os.listdir(out.path)) == ["0.json", "1.json"] and _writers() == []


def test_a_writer_closed_early_writes_no_waiting_file_and_ends(tmp_path: Path) -> None:
    release = threading.Event()
    real = OutputDir.write

    def slow(out: OutputDir, name: str, data: bytes) -> None:
        release.wait(10)
        real(out, name, data)

    with closing(OutputDir(str(tmp_path / "logs"))) as out, pytest.MonkeyPatch.context() as patch:
        patch.setattr(OutputDir, "write", slow)
        writer = Writer(out)
        for k in range(4):
            writer.write(f"{k}.json", b"{}\n")
        # Ctrl-C now: the command closes the writer; the file being written is finished.
        threading.Timer(0.2, release.set).start()
        writer.close()
    assert len(os.listdir(out.path)) <= 1 and _writers() == []


def test_a_run_whose_write_fails_says_so_in_one_line_and_leaves_no_thread(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(out: OutputDir, name: str, data: bytes) -> None:
        raise OSError(28, "No space left on device", name)

    monkeypatch.setattr(OutputDir, "write", full)
    status, _, err = run(capsys, "--games", "5", "--out", str(tmp_path / "logs"))
    assert status == 2 and err == "regelwerk simulate: no-return-0.json: No space left on device\n"
    assert os.listdir(tmp_path / "logs") == [] and _writers() == []
