"""Testing helpers for programs built on regelwerk: a reference model of No Return and a
hypothesis state machine that plays the engine against it (in the manner of ``zarr.testing``).

This module requires `hypothesis <https://hypothesis.readthedocs.io>`_ (``pip install
regelwerk[test]``); the rest of the package does not.

:class:`Model` is a deliberately simple, mutable restatement of RULES.md: plain
``Counter``\\s and lists, rows kept in the order their tiles were played, legality decided by
testing every rule of the table in LOG-FORMAT.md one by one, and the legal actions found by
brute force over every sub-multiset of the hand.  It shares nothing with the engine but the
value types (tiles, actions, rule ids).  :class:`NoReturnMachine` drives an engine
:class:`~regelwerk.noreturn.State` and a :class:`Model` side by side and checks after every
step that they agree::

    from regelwerk.noreturn.testing import NoReturnMachine

    TestNoReturn = NoReturnMachine.TestCase
"""

from __future__ import annotations

from regelwerk.noreturn.testing.machine import NoReturnMachine
from regelwerk.noreturn.testing.material import random_candidate, random_position
from regelwerk.noreturn.testing.model import Model, ModelSeat, sub_multisets

__all__ = [
    "Model",
    "ModelSeat",
    "NoReturnMachine",
    "random_candidate",
    "random_position",
    "sub_multisets",
]
