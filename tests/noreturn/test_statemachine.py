"""The engine played step by step against the reference model of regelwerk.testing."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

from regelwerk.testing import NoReturnMachine

NoReturnMachine.TestCase.settings = settings(
    max_examples=50,
    stateful_step_count=80,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
TestNoReturnMachine = NoReturnMachine.TestCase
