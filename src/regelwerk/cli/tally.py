"""What ``regelwerk validate`` tells people at the end: :class:`Tally`.

It counts the statuses as the reports go by (nothing else is kept: memory stays flat however
many logs there are), gives the exit status of CLI.md, and renders the summary line in the
reader's language, with Babel's plural forms and numbers.
"""

from __future__ import annotations

import time
from typing import Final

from regelwerk.i18n.markers import Template, npN_, pN_, translate
from regelwerk.i18n.names import format_items, number, seconds
from regelwerk.logs.report import Status

__all__ = ["UNREADABLE", "Tally"]

UNREADABLE: Final = "unreadable"
"""What the summary counts apart from the malformed logs: the files that could not be read
(a missing file was "1 malformed": en-r4 32).  The JSON reports keep their documented status,
``malformed`` with the rule LOG-READ (docs/spec/cli.rst)."""

# TRANSLATORS: the last line of `regelwerk validate` on standard error, e.g. "1,204 logs
# checked in 3.2 s: 1,200 finished, 3 illegal and 1 malformed."
_CHECKED: Final = npN_(
    "validate summary",
    "{count} log checked in {seconds} s: {statuses}.",
    "{count} logs checked in {seconds} s: {statuses}.",
    count="count",
)
# TRANSLATORS: the parts of the summary, one per status of a log ("3 finished"); the status
# words are those of LOG-FORMAT: finished, in progress (valid), illegal, malformed; and
# unreadable, a file that could not be read at all (LOG-READ: missing, a folder, no access).
_STATUSES: Final[dict[Status | str, Template]] = {
    Status.FINISHED: npN_(
        "validate summary status", "{count} finished", "{count} finished", count="count"
    ),
    Status.IN_PROGRESS: npN_(
        "validate summary status", "{count} in progress", "{count} in progress", count="count"
    ),
    Status.ILLEGAL: npN_(
        "validate summary status", "{count} illegal", "{count} illegal", count="count"
    ),
    Status.MALFORMED: npN_(
        "validate summary status", "{count} malformed", "{count} malformed", count="count"
    ),
    UNREADABLE: npN_(
        "validate summary status", "{count} unreadable", "{count} unreadable", count="count"
    ),
}
_NOTHING: Final = pN_("validate empty", "No move log was checked.")


def _plural(template: Template, count: int, lang: str) -> str:
    return template.text(lang, {"count": count}).format(count=number(count, lang))


class Tally:
    """The statuses of the logs checked so far, and when the run started."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.counts: dict[Status | str, int] = dict.fromkeys(_STATUSES, 0)
        self.started = time.perf_counter()

    def add(self, status: Status, *, unreadable: bool = False) -> None:
        """Count one report of status ``status``; a malformed one that is an ``unreadable``
        file is counted as such."""
        self.counts[UNREADABLE if unreadable and status is Status.MALFORMED else status] += 1

    @property
    def total(self) -> int:
        """How many reports were counted."""
        return sum(self.counts.values())

    def exit_status(self) -> int:
        """CLI.md: 2 if any log is malformed or unreadable, else 1 if any is illegal, else 0;
        and 2 when there was no log at all (nothing was checked: never a silent success)."""
        if self.counts[Status.MALFORMED] or self.counts[UNREADABLE] or not self.total:
            return 2
        return 1 if self.counts[Status.ILLEGAL] else 0

    def summary(self) -> str:
        """``"12 logs checked in 0.4 s: 10 finished and 2 illegal."`` in the language."""
        if not self.total:
            return translate(_NOTHING, self.lang)
        taken = seconds(time.perf_counter() - self.started, self.lang)
        parts = [
            _plural(template, self.counts[status], self.lang)
            for status, template in _STATUSES.items()
            if self.counts[status]
        ]
        text = _CHECKED.text(self.lang, {"count": self.total})
        return text.format(
            count=number(self.total, self.lang),
            seconds=taken,
            statuses=format_items(parts, self.lang),
        )
