"""The game server of examples/server.py (issue 21): written on the public API alone, it
plays whole games of every registered game, checks who acts, answers refusals with the rule
and a message in the client's language, keeps a header, saves, resumes and validates, and
opens no file it did not ask for.  Run in-process, and once over a loopback socket."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import json
import random
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from regelwerk.games import names
from regelwerk.logs.meta import opens

SOURCE = Path(__file__).resolve().parents[2] / "examples" / "server.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regelwerk_example_server", SOURCE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


server = _load()


@pytest.fixture
def games(tmp_path: Path) -> Any:
    return server.GameServer(tmp_path)


def test_the_server_uses_only_public_names_of_regelwerk() -> None:
    tree = ast.parse(SOURCE.read_text(encoding="utf-8"))
    imported = [node for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    for node in imported:
        if node.module is None or not node.module.startswith("regelwerk"):
            continue
        module = importlib.import_module(node.module)
        for alias in node.names:
            assert not alias.name.startswith("_"), alias.name
            assert alias.name in getattr(module, "__all__", ()), (node.module, alias.name)
    attributes = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not {name for name in attributes if name.startswith("_") and not name.startswith("__")}
    # no violation data is read by key: the messages come from the library
    assert "violation" not in SOURCE.read_text(encoding="utf-8")


def _play_out(games: Any, table: str, seats: int, lang: str, rng: random.Random) -> list[Any]:
    answers: list[Any] = []
    while True:
        to_act = games.handle({"op": "view", "table": table, "seat": 0})["to_act"]
        if to_act is None:
            return answers
        other = (to_act + 1) % seats
        wrong = games.handle({"op": "act", "table": table, "seat": other, "action": "pass"})
        assert (not wrong["ok"] and wrong["rule"] in ("LOG-ORDER", None)) or "rule" not in wrong
        view = games.handle({"op": "view", "table": table, "seat": to_act, "lang": lang})
        assert view["ok"] and view["legal"]
        action = rng.choice(view["legal"])
        sent = action if rng.random() < 0.5 else _as_text(games, table, action)
        answer = games.handle({"op": "act", "table": table, "seat": to_act, "action": sent})
        assert answer["ok"], answer
        answers.append(answer)


def _as_text(games: Any, table: str, action: Any) -> Any:
    from regelwerk.games import load

    game = load(games.tables[table].recorder.game)
    return game.format_action(game.action_from_json(action))


@pytest.mark.parametrize("game", names())
def test_whole_games_are_played_saved_resumed_and_validated(games: Any, game: str) -> None:
    created = games.handle(
        {"op": "new", "game": game, "players": ["Ada", "Ben", "Cleo"], "event": "Club night"}
    )
    assert created["ok"], created
    table = created["table"]
    meta = created["meta"]
    assert meta["game-id"] == table and meta["event"] == "Club night"
    early = games.handle({"op": "reveal", "table": table})
    assert not early["ok"]
    answers = _play_out(games, table, 3, "de", random.Random(1))
    assert answers[-1]["over"] and answers[-1]["scores"]
    revealed = games.handle({"op": "reveal", "table": table})
    assert opens(meta["seed-commitment"], revealed["seed"], revealed["nonce"])

    saved = games.handle({"op": "save", "table": table})
    path = games.folder / saved["saved"]
    text = path.read_text(encoding="utf-8")
    report = games.handle({"op": "validate", "log": text, "lang": "fr"})
    assert report["status"] == "finished" and report["meta"]["game-id"] == table
    assert "end" in report["meta"]
    del games.tables[table]
    resumed = games.handle({"op": "resume", "log": text})
    assert resumed == {"ok": True, "table": table, "to_act": None}


def test_refusals_name_the_rule_in_the_clients_language(games: Any) -> None:
    table = games.handle({"op": "new", "game": "no-return", "players": ["A", "B"]})["table"]
    wrong_seat = games.handle(
        {"op": "act", "table": table, "seat": 1, "action": "set-aside", "lang": "de_DE.UTF-8"}
    )
    assert wrong_seat["rule"] == "LOG-ORDER" and "Spieler B" in wrong_seat["message"]
    notation = games.handle(
        {"op": "act", "table": table, "seat": 0, "action": "set-aside X9", "lang": "fr"}
    )
    assert (
        not notation["ok"]
        and "«\u202fX9\u202f»" in notation["message"]
        and "R11" in notation["message"]
    )
    as_json = games.handle(
        {"op": "act", "table": table, "seat": 0, "action": {"play": ["R11"]}, "lang": "es"}
    )
    assert as_json["rule"] == "NR-4.1" and as_json["message"].endswith("(NR-4.1)")
    odd_language = games.handle(
        {"op": "act", "table": table, "seat": 0, "action": "pass", "lang": "tlh@x1"}
    )
    assert not odd_language["ok"] and odd_language["message"].isascii()
    requests: list[object] = [
        None,
        [],
        {"op": "nothing"},
        {"op": "view", "table": table, "seat": True},
    ]
    for request in requests:
        assert not games.handle(request)["ok"]


def test_a_client_cannot_make_it_open_a_file(games: Any) -> None:
    opened: list[str] = []
    watching = [True]

    def audit(event: str, args: tuple[object, ...]) -> None:
        if watching[0] and event in ("open", "os.open"):
            opened.append(str(args[0]))

    sys.addaudithook(audit)
    try:
        for text in ("/etc/passwd", str(SOURCE), "examples/nr-finished-2p.json", ""):
            for op in ("resume", "validate"):
                answer = games.handle({"op": op, "log": text})
                assert not answer.get("valid", False)
                assert answer.get("rule") != "LOG-READ"
    finally:
        watching[0] = False
    assert opened == []


@pytest.fixture
def loopback(tmp_path: Path) -> Iterator[tuple[str, int]]:
    tcp = server.listening(server.GameServer(tmp_path), "127.0.0.1", 0)
    thread = threading.Thread(target=tcp.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        yield tcp.server_address[:2]
    finally:
        tcp.shutdown()
        tcp.server_close()
        thread.join(timeout=5)
    assert not thread.is_alive()


def test_over_a_loopback_socket(loopback: tuple[str, int]) -> None:
    with socket.create_connection(loopback, timeout=5) as connection:
        stream = connection.makefile("rwb")

        def ask(request: object) -> dict[str, Any]:
            stream.write(json.dumps(request).encode() + b"\n")
            stream.flush()
            answer: dict[str, Any] = json.loads(stream.readline())
            return answer

        table = ask({"op": "new", "game": "no-thanks", "players": ["A", "B", "C"]})["table"]
        assert ask({"op": "act", "table": table, "seat": 0, "action": "take"})["ok"]
        refused = ask({"op": "act", "table": table, "seat": 2, "action": "take", "lang": "nl"})
        assert refused["rule"] == "LOG-ORDER"
        stream.write(b"not json\n")
        stream.flush()
        assert json.loads(stream.readline())["ok"] is False
