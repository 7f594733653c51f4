"""A small game server on regelwerk's public API: any registered game, any number of tables.

Clients speak JSON, one request an object (``handle``), or one a line over TCP (``serve``,
loopback only by default).  Each answer is an object with ``"ok"``; a refusal carries the
rule id (``"rule"``) and a message in the client's language (``"lang"``, any locale the
client sends; an unknown one is answered in English).

- ``{"op": "new", "game": "no-thanks", "players": ["Ada", "Ben", "Cleo"], "event": "..."}``
  starts a table: its log header holds the game id, event, site, start time, players' ids
  and a commitment to the seed (revealed with ``"op": "reveal"`` once the game is over).
- ``{"op": "view", "table": ID, "seat": 1}``: the seat's view (the redacted log, which
  hides what the seat cannot see) and, when it is to act, its legal actions.
- ``{"op": "act", "table": ID, "seat": 1, "action": "take"}``: an action in the game's
  notation, or as JSON (``{"play": ["R11"]}``); the rules check who sends it.
- ``{"op": "save", "table": ID}`` writes the log into the server's own folder;
  ``{"op": "resume", "log": TEXT}`` and ``{"op": "validate", "log": TEXT}`` take a log's
  text, which the library never takes for a file's name.

Run it: ``python examples/server.py`` (port 8765, 127.0.0.1) and talk to it with
``nc 127.0.0.1 8765``.
"""

from __future__ import annotations

import json
import secrets
import socketserver
import sys
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from regelwerk.errors import IllegalActionError, RegelwerkError
from regelwerk.games import load, names
from regelwerk.i18n.catalog import UnknownLanguageError, resolve_language
from regelwerk.logs import Recorder, dumps, validate
from regelwerk.logs.meta import commit_seed
from regelwerk.logs.redact import redact

MAX_REQUEST = 64 * 1024  # bytes of one request line; a log upload is a few tens of KiB
MAX_TABLES = 1000


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Table:
    recorder: Recorder[Any, object]
    seed: int | None = None  # kept secret until the game is over
    nonce: str = field(default_factory=lambda: secrets.token_hex(16))


class Refused(Exception):
    """A request the server itself refuses (not a rule of the game)."""


class GameServer:
    def __init__(self, folder: Path, site: str = "regelwerk example server") -> None:
        self.folder = folder  # where "save" writes; nothing else is ever written or read
        self.site = site
        self.tables: dict[str, Table] = {}

    # --- the protocol --------------------------------------------------------------------

    def handle(self, request: object) -> dict[str, Any]:
        lang = "en"
        try:
            if not isinstance(request, dict):
                raise Refused("a request is a JSON object")
            lang = _language(request.get("lang"))
            op = request.get("op")
            handler = getattr(self, f"op_{op}", None) if isinstance(op, str) else None
            if handler is None:
                raise Refused(f"no such op: {op!r}")
            return {"ok": True, **handler(request)}
        except IllegalActionError as error:  # the rules: rule id and message
            return {"ok": False, "rule": error.rule.value, "message": error.message(lang)}
        except RegelwerkError as error:  # notation, a seat that is none, a broken log ...
            rule = getattr(error, "code", None)
            answer = {"ok": False, "message": error.message(lang)}
            return answer if rule is None else {**answer, "rule": rule.value}
        except Refused as error:
            return {"ok": False, "message": str(error)}

    def op_new(self, request: dict[str, Any]) -> dict[str, Any]:
        game, players = request.get("game"), request.get("players")
        if game not in names() or len(self.tables) >= MAX_TABLES:
            raise Refused(f"no table for {game!r}")
        table_id = secrets.token_hex(8)
        seed = secrets.randbits(64)
        header = {
            "game-id": table_id,
            "site": self.site,
            "start": _now(),
            "seed-commitment": commit_seed(seed, nonce := secrets.token_hex(16)),
        }
        for key in ("event", "player-ids"):
            if isinstance(request.get(key), str):
                header[key] = request[key]
        recorder = Recorder.new(game, players, seed, meta=header)  # type: ignore[arg-type]
        self.tables[table_id] = Table(recorder, seed, nonce)
        return {"table": table_id, "meta": dict(recorder.meta)}

    def op_view(self, request: dict[str, Any]) -> dict[str, Any]:
        table = self.table_of(request)
        recorder, seat = table.recorder, request.get("seat")
        view = redact(recorder.to_json(), seat)  # type: ignore[arg-type]
        state = recorder.state
        legal = load(recorder.game).legal_values(state) if state.to_act == seat else []
        return {"view": view, "to_act": state.to_act, "legal": legal}

    def op_act(self, request: dict[str, Any]) -> dict[str, Any]:
        table = self.table_of(request)
        recorder = table.recorder
        if "seat" not in request:
            raise Refused("an action is sent by a seat")
        game, given = load(recorder.game), request.get("action")
        action = (
            game.parse_action(given) if isinstance(given, str) else game.action_from_json(given)
        )
        state = recorder.play(action, seat=request["seat"])
        result = state.result()
        if result is not None:
            recorder.tag("end", _now())
        scores = None if result is None else list(result.scores)
        return {"to_act": state.to_act, "over": state.is_over, "scores": scores}

    def op_reveal(self, request: dict[str, Any]) -> dict[str, Any]:
        table = self.table_of(request)
        if not table.recorder.state.is_over:
            raise Refused("the seed is revealed once the game is over")
        return {"seed": table.seed, "nonce": table.nonce}

    def op_save(self, request: dict[str, Any]) -> dict[str, Any]:
        table = self.table_of(request)
        path = table.recorder.write(self.folder / f"{table.recorder.meta['game-id']}.json")
        return {"saved": path.name}

    def op_resume(self, request: dict[str, Any]) -> dict[str, Any]:
        recorder = Recorder.resume(_text(request.get("log")))  # the log's text, never a path
        table_id = recorder.meta.get("game-id") or secrets.token_hex(8)
        if table_id in self.tables or len(self.tables) >= MAX_TABLES:
            raise Refused(f"table {table_id} is in play")
        self.tables[table_id] = Table(recorder)  # a resumed game's seed is not known here
        return {"table": table_id, "to_act": recorder.state.to_act}

    def op_validate(self, request: dict[str, Any]) -> dict[str, Any]:
        report = validate(_text(request.get("log")))
        lang = _language(request.get("lang"))
        return {
            "valid": report.valid,
            "status": report.status.value,
            "rule": None if report.rule is None else report.rule.value,
            "pointer": report.pointer,
            "message": report.message(lang),
            "meta": dict(report.meta),
        }

    def table_of(self, request: dict[str, Any]) -> Table:
        table = self.tables.get(request.get("table"))  # type: ignore[arg-type]
        if table is None:
            raise Refused("no such table")
        return table

    def log_text(self, table_id: str) -> str:
        return dumps(self.tables[table_id].recorder.to_json())


def _language(value: object) -> str:
    try:
        return resolve_language(value) if isinstance(value, str) else "en"  # type: ignore[arg-type]
    except UnknownLanguageError:
        return "en"


def _text(value: object) -> str:
    if not isinstance(value, str) or len(value) > MAX_REQUEST:
        raise Refused("a log is sent as its JSON text")
    return value


# --- over TCP: one JSON request a line ---------------------------------------------------


class _Handler(socketserver.StreamRequestHandler):
    timeout = 10  # seconds a client may stay silent

    def handle(self) -> None:
        server: GameServer = self.server.game_server  # type: ignore[attr-defined]
        while line := self.rfile.readline(MAX_REQUEST + 1):
            try:
                request = json.loads(line) if len(line) <= MAX_REQUEST else None
            except ValueError:
                request = None
            answer = server.handle(request)
            self.wfile.write(json.dumps(answer, ensure_ascii=False).encode() + b"\n")


def listening(
    game_server: GameServer, host: str = "127.0.0.1", port: int = 8765
) -> socketserver.ThreadingTCPServer:
    """A bound TCP server for ``game_server`` (one thread a client); ``serve_forever`` it,
    ``shutdown`` and ``server_close`` it when done."""
    tcp = socketserver.ThreadingTCPServer((host, port), _Handler)
    tcp.game_server = game_server  # type: ignore[attr-defined]
    tcp.daemon_threads = True
    return tcp


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("saved-games")
    folder.mkdir(exist_ok=True)
    with listening(GameServer(folder)) as tcp:
        tcp.serve_forever()
