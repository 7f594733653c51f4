"""``python -m regelwerk``: the same command line as ``regelwerk``."""

from __future__ import annotations

import sys

from regelwerk.cli import script

__all__: list[str] = []

if __name__ == "__main__":
    sys.exit(script())
