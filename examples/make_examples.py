"""Write the example logs of examples/ and their expected reports.

    .venv/bin/python examples/make_examples.py [DIR]

writes them into examples/ (or DIR); tests/examples checks that it reproduces every file
there byte for byte.

Valid examples are seeded games played by the greedy policy (``regelwerk simulate``'s) as it
was when they were written (:func:`first_greedy`).
Each illegal example breaks one turn of such a game in the way its name says (one per row
of the table in LOG-FORMAT.md, and a few malformed documents) and ends at that turn, so
the fault it shows is its only one.  The script checks that every broken log cites the rule
it was made for; ``<name>.expected.json`` is the report (CLI.md's ``--json`` object without
``file`` and ``message``), which tests/examples compares.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from regelwerk.games import load
from regelwerk.logs import Recorder, dumps, validate
from regelwerk.noreturn import KINDS, Exchange, Options, Phase, parse_tiles
from regelwerk.noreturn import State as NoReturnState
from regelwerk.nothanks import Options as NoThanksOptions

HERE = Path(__file__).resolve().parent
NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eva")


def first_greedy(name: str) -> Callable[[Any, random.Random], Any]:
    """The greedy policy of ``name`` as the examples were played with (commit 96eb63f): a
    No Return seat in phase 2 with no rows left gives away its lowest tiles, like any
    exchange, where the policy has since learnt to exchange four to hasten the end."""
    greedy = load(name).policies["greedy"]
    if name != "no-return":
        return greedy

    def policy(state: NoReturnState, rng: random.Random) -> Any:
        seat = me(state)
        if seat.phase is Phase.TWO and not any(seat.rows):
            exchanges = [a for a in state.legal_actions() if isinstance(a, Exchange)]
            if exchanges:  # low tiles first: they neither score nor pay much
                return min(
                    exchanges, key=lambda a: sum(t.value for t in a.tiles) - 3 * len(a.tiles)
                )
        return greedy(state, rng)

    return policy


def game(name: str, players: int, seed: int, options: Any = None) -> dict[str, Any]:
    recorder = Recorder.new(name, NAMES[:players], seed, options)
    rng, policy = random.Random(seed), first_greedy(name)
    while not recorder.state.is_over:
        recorder.play(policy(recorder.state, rng))
    document: dict[str, Any] = recorder.to_json()
    return document


def positions(document: dict[str, Any]) -> Iterator[tuple[int, NoReturnState]]:
    """``(i, state before turn i)`` for every turn of a valid No Return log."""
    for index, state in validate(document).positions():
        if index is not None and index < len(document["turns"]):
            yield index, state


def broken(
    document: dict[str, Any],
    when: Callable[[NoReturnState], bool],
    turn: Callable[[NoReturnState], dict[str, Any]],
    *,
    after: int = 6,
) -> dict[str, Any]:
    """The log up to the first turn (from ``after`` on) whose state satisfies ``when``,
    that turn replaced by ``turn(state)``."""
    for index, state in positions(document):
        if index >= after and when(state):
            out = dict(document, turns=[*document["turns"][:index], turn(state)])
            out.pop("result", None)
            return out
    raise LookupError("no turn fits")


def me(state: NoReturnState) -> Any:
    return state.seats[state.to_act or 0]


def tiles(items: Any) -> list[str]:
    return [str(tile) for tile in items]


def not_in(pool: Any) -> str:
    have = Counter(pool)
    return next(str(tile) for tile in KINDS if have[tile] == 0)


def phase(state: NoReturnState, number: int) -> bool:
    return me(state).phase is Phase(number)


def with_row(state: NoReturnState, length: int = 1) -> bool:
    return any(len(row) >= length for row in me(state).rows)


def lowest_row(state: NoReturnState) -> tuple[Any, ...]:
    return next(row for row in me(state).rows if row)


def higher_than_row(state: NoReturnState) -> Any:
    for row in me(state).rows:
        if row:
            for tile in me(state).hand:
                if tile.colour == row[-1].colour and tile.value > row[-1].value:
                    return tile
    return None


def two_colours(state: NoReturnState) -> list[str] | None:
    hand = me(state).hand
    for tile in hand:
        for other in hand:
            if other.colour != tile.colour:
                return [str(tile), str(other)]
    return None


def superfluous_pay(document: dict[str, Any]) -> dict[str, Any]:
    """A clear in a minimal_payment game whose payment gets one more tile of its colour."""
    for index, state in positions(document):
        turn = document["turns"][index]
        if "clear" not in turn:
            continue
        pay = Counter(turn["pay"])
        colour = turn["pay"][0][0]
        spare = Counter(tiles(me(state).hand)) - pay
        extra = next((t for t in spare.elements() if t[0] == colour), None)
        if extra is not None:
            changed = dict(turn, pay=[*turn["pay"], extra])
            changed.pop("draw", None)
            out = dict(document, turns=[*document["turns"][:index], changed])
            out.pop("result", None)
            return out
    raise LookupError("no clear with a spare tile")


def no_return_examples() -> dict[str, tuple[Any, str | None]]:
    three = game("no-return", 3, 11)
    examples: dict[str, tuple[Any, str | None]] = {
        "nr-finished-2p": (game("no-return", 2, 7), None),
        "nr-finished-3p": (three, None),
        "nr-finished-4p": (game("no-return", 4, 3), None),
    }
    progress = dict(three, turns=three["turns"][:25])
    progress.pop("result")
    examples["nr-in-progress"] = (progress, None)

    def add(name: str, rule: str, document: dict[str, Any]) -> None:
        examples[name] = (document, rule)

    add(
        "nr-4.3-play-not-in-hand",
        "NR-4.3",
        broken(three, lambda s: phase(s, 1), lambda s: {"play": [not_in(me(s).hand)]}),
    )
    add(
        "nr-6.2-play-in-phase-2",
        "NR-6.2",
        broken(three, lambda s: phase(s, 2), lambda s: {"play": tiles(me(s).hand[:1])}),
    )
    add(
        "nr-6.2-declare-and-play",
        "NR-6.2",
        broken(
            three, lambda s: phase(s, 1), lambda s: {"phase2": True, "play": tiles(me(s).hand[:1])}
        ),
    )
    add(
        "nr-4.1-clear-in-phase-1",
        "NR-4.1",
        broken(
            three,
            lambda s: phase(s, 1) and with_row(s),
            lambda s: {"clear": tiles(lowest_row(s)[-1:]), "pay": tiles(me(s).hand)},
        ),
    )
    add(
        "nr-6.1-declare-twice",
        "NR-6.1",
        broken(
            three,
            lambda s: phase(s, 2),
            lambda s: {"phase2": True, "exchange": tiles(me(s).hand[:1])},
        ),
    )
    add(
        "nr-6.1-declare-with-pass",
        "NR-6.1",
        broken(three, lambda s: phase(s, 1), lambda s: {"phase2": True, "pass": True}),
    )
    add(
        "nr-5.3-two-colours",
        "NR-5.3",
        broken(
            three,
            lambda s: phase(s, 1) and two_colours(s) is not None,
            lambda s: {"play": two_colours(s)},
        ),
    )
    add("nr-5.3-no-tile", "NR-5.3", broken(three, lambda s: phase(s, 1), lambda s: {"play": []}))
    add(
        "nr-5.4-higher-than-row",
        "NR-5.4",
        broken(
            three,
            lambda s: phase(s, 1) and higher_than_row(s) is not None,
            lambda s: {"play": [str(higher_than_row(s))]},
        ),
    )
    add(
        "nr-5.2-exchange-five",
        "NR-5.2",
        broken(
            three,
            lambda s: phase(s, 1) and len(me(s).hand) >= 5,
            lambda s: {"exchange": tiles(me(s).hand[:5])},
        ),
    )
    add(
        "nr-7.1-exchange-none",
        "NR-7.1",
        broken(three, lambda s: phase(s, 2), lambda s: {"exchange": []}),
    )
    add(
        "nr-7.2-clear-not-lowest",
        "NR-7.2",
        broken(
            three,
            lambda s: phase(s, 2) and with_row(s, 2),
            lambda s: {
                "clear": tiles(next(r for r in me(s).rows if len(r) >= 2)[:1]),
                "pay": tiles(me(s).hand[:1]),
            },
        ),
    )
    add(
        "nr-7.3-pay-nothing",
        "NR-7.3",
        broken(
            three,
            lambda s: phase(s, 2) and with_row(s),
            lambda s: {"clear": tiles(lowest_row(s)[-1:]), "pay": []},
        ),
    )
    add(
        "nr-7.5-superfluous-tile",
        "NR-7.5",
        superfluous_pay(game("no-return", 3, 5, Options(minimal_payment=True))),
    )
    add("nr-4.4-pass", "NR-4.4", broken(three, lambda s: True, lambda s: {"pass": True}))
    add(
        "nr-log-draw-too-few",
        "LOG-DRAW",
        broken(three, lambda s: True, lambda s: {"exchange": tiles(me(s).hand[:2]), "draw": []}),
    )
    add(
        "nr-log-draw-not-in-bag",
        "LOG-DRAW",
        broken(
            three,
            lambda s: True,
            lambda s: {"exchange": tiles(me(s).hand[:1]), "draw": [not_in(s.bag)]},
        ),
    )
    add(
        "nr-log-order-wrong-player",
        "LOG-ORDER",
        broken(
            three, lambda s: True, lambda s: {"player": ((s.to_act or 0) + 1) % 3, "pass": True}
        ),
    )
    over = dict(three, turns=[*three["turns"], {"pass": True}])
    over.pop("result")
    add("nr-log-order-after-end", "LOG-ORDER", over)
    add("nr-log-result-differs", "LOG-RESULT", dict(three, result=[s + 1 for s in three["result"]]))
    add("nr-log-result-unfinished", "LOG-RESULT", dict(progress, result=[0, 0, 0]))
    setup = [dict(entry) for entry in three["setup"]]
    hand = setup[0]["hand"]
    setup[0] = {"hand": hand, "set_aside": [not_in(parse_tiles(hand))], "draw": ["R1"]}
    add("nr-3.2-set-aside-not-in-hand", "NR-3.2", dict(three, setup=setup, turns=[]))
    short = [dict(three["setup"][0], hand=three["setup"][0]["hand"][:7]), *three["setup"][1:]]
    add("nr-log-draw-hand-of-7", "LOG-DRAW", dict(three, setup=short, turns=[]))
    five = dict(three, players=[*NAMES[:5]], setup=[*three["setup"], *three["setup"][:2]])
    five.pop("result")
    add("nr-2.1-five-players", "NR-2.1", five)
    add("nr-schema-other-games-option", "LOG-SCHEMA", dict(three, options={"deal_removed": True}))
    add(
        "nr-schema-two-actions",
        "LOG-SCHEMA",
        broken(three, lambda s: True, lambda s: {"pass": True, "exchange": tiles(me(s).hand[:1])}),
    )
    add(
        "nr-schema-clear-without-pay",
        "LOG-SCHEMA",
        broken(
            three,
            lambda s: phase(s, 2) and with_row(s),
            lambda s: {"clear": tiles(lowest_row(s)[-1:])},
        ),
    )
    add(
        "nr-schema-unknown-tile",
        "LOG-SCHEMA",
        broken(three, lambda s: True, lambda s: {"exchange": [str(me(s).hand[0]), "R12"]}),
    )
    return examples


def no_thanks_examples() -> dict[str, tuple[Any, str | None]]:
    three = game("no-thanks", 3, 2)
    four = game("no-thanks", 4, 8, NoThanksOptions(deal_removed=True))
    examples: dict[str, tuple[Any, str | None]] = {
        "nt-finished-3p": (three, None),
        "nt-finished-4p-deal-removed": (four, None),
    }
    progress = dict(three, actions=three["actions"][:40])
    progress.pop("result")
    progress["cards"] = three["cards"][: progress["actions"].count("take") + 1]
    examples["nt-in-progress"] = (progress, None)

    def add(name: str, rule: str, document: dict[str, Any]) -> None:
        examples[name] = (document, rule)

    # NT-4.3: a long run of passes empties someone's chips: pass on until it breaks.
    poor = dict(three, actions=[*three["actions"][:1], *["pass"] * 60])
    poor.pop("result")
    add("nt-4.3-pass-without-chips", "NT-4.3", poor)
    over = dict(three, actions=[*three["actions"], "take"])
    over.pop("result")
    add("nt-log-order-after-end", "LOG-ORDER", over)
    unlisted = dict(progress, cards=progress["cards"][:-1])
    add("nt-log-draw-unlisted-card", "LOG-DRAW", unlisted)
    twice = dict(three, cards=[*three["cards"][:5], three["cards"][0], *three["cards"][6:]])
    twice.pop("result")
    add("nt-log-draw-card-twice", "LOG-DRAW", twice)
    add("nt-schema-card-36", "LOG-SCHEMA", dict(three, cards=[36, *three["cards"][1:]]))
    add(
        "nt-2.1-two-players",
        "NT-2.1",
        dict(three, players=["Ada", "Ben"], actions=[], result=None) | {"actions": []},
    )
    no_option = dict(three, dealt=[[4], [5], [6]])
    add("nt-schema-dealt-without-option", "LOG-SCHEMA", no_option)
    add("nt-log-result-differs", "LOG-RESULT", dict(three, result=[0, 0, 0]))
    return examples


def expected(document: Any) -> dict[str, Any]:
    report = validate(document)
    out = report.to_json("")
    del out["file"], out["message"]
    return out


def main(out: Path = HERE) -> int:
    written = 0
    examples = {**no_return_examples(), **no_thanks_examples()}
    for name, (document, rule) in examples.items():
        if isinstance(document, dict) and document.get("result", 0) is None:
            del document["result"]
        report = expected(document)
        if report["rule"] != rule:
            print(f"{name}: expected {rule}, got {report}", file=sys.stderr)
            return 1
        (out / f"{name}.json").write_text(dumps(document), encoding="utf-8")
        (out / f"{name}.expected.json").write_text(json.dumps(report) + "\n", encoding="utf-8")
        written += 1
    # Malformed documents are written as text: they are not JSON values.
    texts = {
        "syntax-duplicate-key": '{"format": "no-return/1", "format": "no-return/1"}\n',
        "syntax-nan": '{"format": "no-thanks/1", "players": ["A", "B", "C"], '
        '"cards": [NaN], "actions": []}\n',
        "syntax-truncated": '{"format": "no-return/1", "players": ["Ada", "Ben"], "setup": [',
    }
    for name, text in texts.items():
        (out / f"{name}.json").write_text(text, encoding="utf-8")
        (out / f"{name}.expected.json").write_text(
            json.dumps(expected(text.encode())) + "\n", encoding="utf-8"
        )
        written += 1
    print(f"{written} examples written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE))
