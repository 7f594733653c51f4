"""The engine played step by step against the reference model of regelwerk.noreturn.testing.

Every step is checked by the machine's invariants: the engine agrees with the model (hands,
rows in order, piles, phases, bag, box, set-aside tiles, seat to act, turn), the 132 tiles
are all there (NR-1.3), rows descend (NR-5.4), hands hold at most 8, the listed actions are
exactly the model's brute-force ones, views hide what they must, and the game ends as
NR-8.1 says.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

from regelwerk.noreturn.testing import NoReturnMachine

# `make check`, the edit-test loop, runs the machine a quarter as long, as it does every
# property (tests/conftest.py); `make test`, the gate, runs all 50 games.
EXAMPLES = 12 if os.environ.get("REGELWERK_TIER") == "check" else 50

TestNoReturnMachine = NoReturnMachine.TestCase
TestNoReturnMachine.settings = settings(
    max_examples=EXAMPLES,
    stateful_step_count=80,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def test_the_machine_is_collected_with_these_settings() -> None:
    assert TestNoReturnMachine.settings.max_examples == EXAMPLES
    assert TestNoReturnMachine.settings.stateful_step_count == 80
