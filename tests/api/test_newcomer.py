"""The gaps a newcomer found writing a fourth game from the public docs and ``help()`` alone
(issue 19, "Undercut"): each one they had to guess, checked here as a user meets it."""

from __future__ import annotations

import pydoc
import subprocess
import sys

from regelwerk.notation import WordAction


def test_help_of_word_action_shows_its_methods() -> None:
    """(8) ``help(WordAction)`` listed the enum machinery only, not what a game uses."""
    text = pydoc.render_doc(WordAction, renderer=pydoc.TextDoc())
    for member in ("parse(text)", "from_json(value)", "to_json()", "words()"):
        assert member in text, member


def test_the_conformance_command_prints_its_help() -> None:
    """(9) ``python -m regelwerk.conformance --help`` took ``--help`` for a game's name."""
    done = subprocess.run(
        [sys.executable, "-m", "regelwerk.conformance", "--help"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m regelwerk.conformance")
    assert "game" in done.stdout and "seed" in done.stdout and not done.stderr
    done = subprocess.run(
        [sys.executable, "-m", "regelwerk.conformance", "no-thanks", "x"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and "invalid int value" in done.stderr


def test_a_slotted_dataclass_state_may_call_super() -> None:
    """(3) A state declared ``@dataclass(frozen=True, slots=True)`` (the docs say a frozen
    dataclass is fine) whose ``check`` called ``super().check(...)`` crashed with a raw
    ``TypeError: super(type, obj)``: ``slots=True`` makes a new class, and ``super()`` in
    its methods still named the old one.  The base class now points them at the new one."""
    import dataclasses

    from regelwerk.game import BaseState
    from regelwerk.violation import Violation

    @dataclasses.dataclass(frozen=True, slots=True)
    class Count(BaseState[int]):
        players: int = 2
        total: int = 0

        @property
        def to_act(self) -> int | None:
            return None if self.total >= 3 else self.total % 2

        def legal(self) -> tuple[int, ...]:
            return () if self.is_over else (1,)

        def check(self, action: int, *, seat: int | None = None) -> Violation | None:
            return super().check(action, seat=seat)  # the shared checks, then judge

        def judge(self, action: int) -> Violation | None:
            return None

        def apply(self, action: int) -> Count:
            return dataclasses.replace(self, total=self.total + action)

    state = Count().play(1).play(1)
    assert state.total == 2 and state.check(1, seat=1) is not None
