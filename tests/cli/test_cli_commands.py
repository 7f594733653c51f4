"""``simulate``, ``show``, ``redact``, ``rules`` and ``rulebook``."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from regelwerk.cli import main
from regelwerk.logs import Status, validate


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    ("game", "players", "policy"),
    [
        ("no-return", 3, "random"),
        ("no-return", 2, "greedy"),
        ("no-thanks", 5, "greedy"),
        ("no-return", 4, "kinds"),
    ],
)
def test_simulate_writes_valid_logs_and_prints_statistics(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str, players: int, policy: str
) -> None:
    out_dir = tmp_path / "logs"
    status, out, err = run(
        capsys, "simulate", "--game", game, "--players", str(players), "--games", "3",
        "--seed", "40", "--policy", policy, "--out", str(out_dir),
    )  # fmt: skip
    assert status == 0 and err == ""  # no progress bar: standard error is no terminal
    logs = sorted(out_dir.glob("*.json"))
    assert len(logs) == 3
    assert all(validate(path).status is Status.FINISHED for path in logs)
    score = "mean score"  # both English books say score
    assert score in out and "win rate" in out and "game length" in out
    assert out.count("\n") == 5 + players or out.count("\n") == 4 + players
    shares = [line for line in out.splitlines() if line.startswith("actions:")]
    assert shares and "%" in shares[0]


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "simulate", "--games", "2", "--seed", "5")
    assert run(capsys, "simulate", "--games", "2", "--seed", "5") == first


def test_simulate_refuses_a_wrong_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "simulate", "--players", "5")
    assert status == 2 and "2 to 4" in err


@pytest.fixture
def finished(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    run(
        capsys,
        "simulate",
        "--games",
        "1",
        "--seed",
        "8",
        "--policy",
        "greedy",
        "--out",
        str(tmp_path),
    )
    return next(tmp_path.glob("*.json"))


def test_show_prints_the_game_turn_by_turn(
    capsys: pytest.CaptureFixture[str], finished: Path
) -> None:
    status, out, _ = run(capsys, "show", str(finished))
    turns = len(json.loads(finished.read_text())["turns"])
    assert status == 0
    assert out.count("\nTurn ") == turns
    assert "** clears" in out and ">> phase 2" in out
    assert "rows " in out and "hand " in out and "Game over." in out


def test_show_stops_at_an_illegal_turn(
    capsys: pytest.CaptureFixture[str], finished: Path, tmp_path: Path
) -> None:
    document = json.loads(finished.read_text())
    document["turns"][10] = {"pass": True}
    del document["result"]
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(document))
    status, out, err = run(capsys, "show", str(broken))
    # the ten legal turns, then the eleventh, numbered as the listing counts and marked ✗
    # with the rule's message under it; the error line names no "/turns/10" beside it
    # (a listing that ended at "Turn 6" beside "/turns/6" misled: en-r4 33)
    assert status == 1 and out.count("\nTurn ") == 11 and "NR-4.4" in err
    lines = out.splitlines()
    assert re.match(r"Turn  11  \w+: passes  \N{BALLOT X}$", lines[-2]), lines[-2]
    assert lines[-1].strip().endswith("(NR-4.4)") and "/turns/" not in err


@pytest.mark.parametrize(
    ("log", "last", "rule"),
    [
        ("examples/nr-5.3-two-colours.json", "Turn   7  Ada: plays Y9 O3", "NR-5.3"),
        ("examples/nt-4.3-pass-without-chips.json", "Action  34  Ada: passes on the 10", "NT-4.3"),
    ],
)
def test_show_lists_the_step_that_breaks_a_rule(
    capsys: pytest.CaptureFixture[str], log: str, last: str, rule: str
) -> None:
    status, out, err = run(capsys, "show", log, "--lang", "en")
    lines = out.splitlines()
    assert status == 1 and lines[-2] == f"{last}  \N{BALLOT X}"
    assert lines[-1].startswith("           ") and lines[-1].endswith(f"({rule})")
    assert "[/" not in err and f"({rule})" in err


def test_show_no_thanks(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    run(capsys, "simulate", "--game", "no-thanks", "--games", "1", "--out", str(tmp_path))
    status, out, _ = run(capsys, "show", str(next(tmp_path.glob("*.json"))))
    assert status == 0 and "takes" in out and "passes on" in out and "Game over." in out


def test_redact_prints_a_view_log(capsys: pytest.CaptureFixture[str], finished: Path) -> None:
    status, out, _ = run(capsys, "redact", str(finished), "--seat", "2")
    view = json.loads(out)
    assert status == 0 and view["format"] == "no-return-view/1" and view["seat"] == 2
    assert set(view["setup"][0]["hand"]) == {"?"}
    status, _, err = run(capsys, "redact", str(finished), "--seat", "7")
    assert status == 2 and "no player index 7" in err


def test_redact_takes_the_player_as_people_count_them(capsys: pytest.CaptureFixture[str]) -> None:
    # issue 23: what a person types counts as everything a person reads, from 1 (or by
    # name); --seat keeps the JSON's 0-based seat, and says so
    log = "examples/nr-finished-3p.json"  # Ada, Ben, Cleo
    by_seat = run(capsys, "redact", log, "--seat", "1")[1]
    assert json.loads(by_seat)["seat"] == 1
    assert run(capsys, "redact", log, "--player", "2")[1] == by_seat
    assert run(capsys, "redact", log, "--player", "Ben")[1] == by_seat
    status, out, err = run(capsys, "redact", log, "--player", "0", "--lang", "de")
    assert (status, out) == (2, "")
    assert err == (
        "regelwerk redact: In examples/nr-finished-3p.json gibt es keinen Spieler „0“; die "
        "Spieler heißen „Ada“, „Ben“ und „Cleo“ (oder nach ihrer Nummer in der "
        "Spielreihenfolge: 1 bis 3).\n"
    )


def test_rules_prints_rule_texts(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "rules", "NR-5.4", "nr-7.5", "--lang", "en")
    assert status == 0 and out.startswith("NR-5.4") and "NR-7.5" in out
    status, out, _ = run(capsys, "rules", "--game", "no-thanks", "--json")
    rules = json.loads(out)
    assert status == 0 and {rule["id"][:2] for rule in rules} == {"NT"}
    assert {"id", "title", "text", "basis", "anchor"} <= set(rules[0])
    assert run(capsys, "rules", "NR-99.9")[0] == 2
    assert run(capsys, "rules", "NT-4.3", "--game", "no-return")[0] == 2


def test_rules_marks_a_rule_as_the_books_do(capsys: pytest.CaptureFixture[str]) -> None:
    """Only a rule with a P or R basis is marked, with the books' symbol and phrase under its
    title ("(P/R)", "(S/P)" meant nothing to a reader: en-r4 29); one only from the original
    rules is not ("NT-1.1  Cards and chips (S)" before the round-3 review)."""
    status, out, _ = run(capsys, "rules", "NT-1.1", "NT-2.1", "NT-2.2", "--lang", "en")
    lines = out.splitlines()
    assert status == 0 and lines[0] == "NT-1.1  Cards and chips" and lines[2].startswith("NT-2.1")
    assert lines[2] == "NT-2.1  Number of players"
    both = "As in the published game, with an addition made in this rulebook"
    assert lines[3] == f"    \N{WHITE DIAMOND}\N{NARROW NO-BREAK SPACE}\N{HEAVY ASTERISK} {both}"
    assert lines[6] == "    \N{WHITE DIAMOND} As in the original rules and the published game"
    assert not re.search(r"\([SPR](/[SPR])?\)", out)
    status, out, _ = run(capsys, "rules", "NR-7.5", "--lang", "fr")
    assert out.splitlines()[1].startswith("    \N{HEAVY ASTERISK} ") and "(R)" not in out


def test_rulebook_calls_the_builder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import regelwerk.rulebook

    calls: list[tuple[Any, ...]] = []

    def fake(game: str, lang: str, out: Path, *, pdf: bool = True) -> Path:
        calls.append((game, lang, out, pdf))
        return out / "index.html"

    monkeypatch.setattr(regelwerk.rulebook, "build_rulebook", fake)
    status, out, _ = run(
        capsys,
        "rulebook",
        "--game",
        "no-thanks",
        "--lang",
        "fr",
        "--out",
        str(tmp_path),
        "--no-pdf",
    )
    assert status == 0 and calls == [("no-thanks", "fr", tmp_path, False)]
    assert out.strip() == str(tmp_path / "index.html")


def test_simulate_shows_progress_only_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    argv = ("simulate", "--game", "no-thanks", "--games", "20", "--policy", "greedy")
    assert run(capsys, *argv)[2] == ""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, _, err = run(capsys, *argv)
    assert status == 0 and "/20" in err  # tqdm's bar, counting the games
    assert run(capsys, *argv, "--quiet")[2] == ""
