"""Fifteen through regelwerk's API, run by ``test_fifteen.py`` in a process that has the game
installed (and nobody else does): only the public, game-agnostic API is used."""

from __future__ import annotations

import json
import random

from regelwerk.games import game_for_format, load, names
from regelwerk.i18n.ruletexts import rule_text, rule_title
from regelwerk.logs import Recorder, Status, validate
from regelwerk.logs.redact import redact
from regelwerk.rules import RuleId
from regelwerk.show import show_lines


def main() -> None:
    assert "fifteen" in names(), names()
    game = load("fifteen")
    assert game_for_format("fifteen-view/1") is game
    recorder = Recorder.new("fifteen", ["Ada", "Ben", "Cleo"], seed=4)
    rng = random.Random(4)
    while not recorder.state.is_over:
        recorder.play(game.policies["careful"](recorder.state, rng))
    document = recorder.to_json()
    report = validate(document)
    assert report.status is Status.FINISHED, report.message()
    assert report.final_state is not None and report.final_state.is_over
    lines = list(show_lines(report, "en"))
    assert lines[0].startswith("Fifteen, 3 players") and lines[-1].startswith("Game over")
    view = redact(report.log, 0)
    assert view["format"] == "fifteen-view/1" and None in view["cards"]
    partial = dict(document, actions=document["actions"][:1], result=None)
    del partial["result"]
    state = validate(partial).final_state
    assert state is not None and game.legal_values(state) in (["draw", "stand"], ["stand"])
    rule = RuleId("FT-4.2")
    assert rule in game.rule_ids and "bust" in rule_text(rule, "en")
    assert rule_title(rule, "de") == "Überkaufen"  # from its own German catalog
    assert rule_title(rule, "fr") == "Going bust"  # no French one: the English source
    bad = dict(document, actions=["draw"] * 12)
    assert validate(bad).status is Status.ILLEGAL
    print(json.dumps({"status": report.status.value, "lines": len(lines)}))


if __name__ == "__main__":
    main()
