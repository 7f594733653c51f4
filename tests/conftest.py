"""Hypothesis settings for the whole suite.

Speed is measured in ``make bench``, never here, so no example has a deadline (a busy
2-core machine must not fail a property).  Under CI (``CI=true``) every property test is
derandomised: the gate that decides whether a submission lands runs the same examples each
time, while local runs keep exploring new ones and store what they find.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("local", deadline=None, print_blob=True)
settings.register_profile("ci", deadline=None, print_blob=True, derandomize=True, database=None)
settings.load_profile("ci" if os.environ.get("CI") == "true" else "local")
