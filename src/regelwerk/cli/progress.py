"""A progress bar on standard error, for people: only when it is a terminal.

Lines of output go through :meth:`Progress.line`, which keeps them from tearing the bar
when standard output is the same terminal, and prints them unchanged otherwise (the bytes a
script reads never depend on the bar).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Final, TextIO

from regelwerk.i18n.markers import Msg, pN_, translate

__all__ = ["GAMES_UNIT", "LOGS_UNIT", "Progress"]

# TRANSLATORS: the unit of the progress bar of `regelwerk validate` ("1,234 logs [00:02, 617
# logs/s]"); keep it short.
LOGS_UNIT: Final = pN_("progress unit", "logs")
# TRANSLATORS: the unit of the progress bar of `regelwerk simulate`; keep it short.
GAMES_UNIT: Final = pN_("progress unit", "games")


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if isatty is not None else False
    except (OSError, ValueError):  # a closed stream
        return False


class Progress:
    """A bar counting ``total`` steps (``None``: unknown) in ``unit`` on standard error when
    it is a terminal and ``quiet`` is false; otherwise nothing at all (use it with
    :func:`contextlib.closing`)."""

    def __init__(self, unit: Msg, lang: str, *, total: int | None, quiet: bool) -> None:
        self._bar = None
        self._tear = False
        self._unit = translate(unit, lang)
        self._done = 0
        self._position: Callable[[], int] | None = None
        if not quiet and _is_terminal(sys.stderr):
            from tqdm import tqdm

            self._bar = tqdm(
                total=total,
                unit=" " + self._unit,
                file=sys.stderr,
                leave=False,
                dynamic_ncols=True,
            )
            self._tear = _is_terminal(sys.stdout)

    @property
    def shown(self) -> bool:
        """Whether a bar is shown."""
        return self._bar is not None

    def set_total(self, total: int | None) -> None:
        """Count to ``total`` (``None``: unknown), for a total known only once started."""
        if self._bar is not None and total is not None:
            self._bar.total = total
            self._bar.refresh()

    def count_bytes(self, total: int, position: Callable[[], int]) -> None:
        """Measure the input files' bytes read (``position()`` of ``total``) instead of
        the items, which are shown beside the bar: for inputs whose items are known only
        by reading them all."""
        if self._bar is not None:
            self._position = position
            self._bar.unit = "B"
            self._bar.unit_scale = True
            self._bar.unit_divisor = 1024
            self._bar.total = total
            self._bar.refresh()

    def line(self, text: str) -> None:
        """Print ``text`` on standard output (above the bar when both share a terminal):
        one write of the whole line, buffered unless standard output is a terminal."""
        if self._bar is not None and self._tear:
            self._bar.write(text, file=sys.stdout)
            sys.stdout.flush()
        else:
            sys.stdout.write(text + "\n")

    def step(self, count: int = 1) -> None:
        """Count ``count`` more items done."""
        if self._bar is None:
            return
        if self._position is None:
            self._bar.update(count)
            return
        self._done += count
        self._bar.set_postfix_str(f"{self._done:,} {self._unit}", refresh=False)
        self._bar.update(self._position() - self._bar.n)

    def close(self) -> None:
        """End the progress bar (nothing when none is shown)."""
        if self._bar is not None:
            self._bar.close()
            self._bar = None
