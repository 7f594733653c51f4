"""``make demo`` (``python -m regelwerk.demo``): a game played and shown, then the examples
validated.

1. One seeded three-player game of No Return, played by the greedy policy, turn by turn
   with its final scores (issue 2).
2. Every example log of ``examples/`` validated, each with its report (issue 3).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from regelwerk.games import load
from regelwerk.logs import Recorder, validate
from regelwerk.show import show_lines

__all__ = ["main", "play_demo_game", "validate_examples"]

SEED = 11


def play_demo_game() -> list[str]:
    """The demo game, played from a seed and shown one line per turn."""
    recorder = Recorder.new("no-return", ["Ada", "Ben", "Cleo"], seed=SEED)
    rng = random.Random(SEED)
    greedy = load("no-return").policies["greedy"]
    while not recorder.state.is_over:
        recorder.play(greedy(recorder.state, rng))
    report = validate(recorder.log, states=True)
    return list(show_lines(report, "en", compact=True))


def _examples_dir() -> Path | None:
    for base in (Path.cwd(), Path(__file__).resolve().parents[2]):
        if (base / "examples").is_dir():
            return base / "examples"
    return None


def validate_examples(lang: str = "en") -> list[str]:
    """One line per example: its name, status, rule, pointer and message."""
    folder = _examples_dir()
    if folder is None:
        return ["(no examples/ folder here: run the demo from the repository)"]
    lines = []
    for path in sorted(folder.glob("*.json")):
        if path.name.endswith(".expected.json"):
            continue
        report = validate(path)
        where = report.pointer if report.pointer else ""
        rule = report.rule.value if report.rule else ""
        lines.append(f"{path.stem:<34} {report.status.value:<11} {rule:<10} {where:<22}")
        lines.append(f"    {report.message(lang)}")
    return lines


def main() -> int:
    print(f"1. A game of No Return: three players, greedy policy, seed {SEED}")
    print("   (>> phase 2: the player enters phase 2; ** clears: tiles go to the score pile)")
    print()
    for line in play_demo_game():
        print(line)
    print()
    print("2. The example logs, validated (examples/*.json)")
    print()
    for line in validate_examples():
        print(line)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # `python -m regelwerk.demo | head`
        sys.stderr.close()
