"""What ``regelwerk validate`` reads and what it tells people at the end.

:func:`named_inputs` turns the arguments (files, ``-``, archives, ``--dir`` with ``--glob``
and ``--exclude``) into the stream of logs to check (:mod:`regelwerk.logs.sources`), and
says on standard error which of them hold no log at all.  :class:`Tally` counts the
statuses as the reports go by (nothing else is kept: memory stays flat however many logs
there are), gives the exit status of CLI.md, and renders the summary line in the reader's
language, with Babel's plural forms and numbers.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Final, TypeVar

from regelwerk.i18n.messages import Template, npN_
from regelwerk.i18n.names import format_items, number
from regelwerk.i18n.ruletexts import pN_, translate
from regelwerk.logs.report import Status
from regelwerk.logs.sources import Input, archive_kind, inputs, walk

__all__ = ["Tally", "named_inputs"]

T = TypeVar("T")

# TRANSLATORS: the last line of `regelwerk validate` on standard error, e.g. "1,204 logs
# checked in 3.2 s: 1,200 finished, 3 illegal and 1 malformed."
_CHECKED: Final = npN_(
    "validate summary",
    "{count} log checked in {seconds} s: {statuses}.",
    "{count} logs checked in {seconds} s: {statuses}.",
    count="count",
)
# TRANSLATORS: the parts of the summary, one per status of a log ("3 finished"); the status
# words are those of LOG-FORMAT: finished, in progress (valid), illegal, malformed.
_STATUSES: Final[dict[Status, Template]] = {
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
}
_EMPTY_DIR: Final = pN_(
    "validate empty", "{dir}: no file in this folder or below matches {pattern}."
)
_EMPTY_ARCHIVE: Final = pN_(
    "validate empty", "{file}: holds no move log (no .json or .jsonl member, no line)."
)
_NOTHING: Final = pN_("validate empty", "No move log was checked.")


def _plural(template: Template, count: int, lang: str) -> str:
    return template.text(lang, {"count": count}).format(count=number(count, lang))


@dataclass
class Tally:
    """The statuses of the logs checked so far, and when the run started."""

    lang: str
    counts: dict[Status, int] = field(default_factory=lambda: dict.fromkeys(Status, 0))
    started: float = field(default_factory=time.perf_counter)

    def add(self, status: Status) -> None:
        self.counts[status] += 1

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def exit_status(self) -> int:
        """CLI.md: 2 if any log is malformed, else 1 if any is illegal, else 0; and 2 when
        there was no log at all (nothing was checked: never a silent success)."""
        if self.counts[Status.MALFORMED] or not self.total:
            return 2
        return 1 if self.counts[Status.ILLEGAL] else 0

    def summary(self) -> str:
        """``"12 logs checked in 0.4 s: 10 finished and 2 illegal."`` in the language."""
        if not self.total:
            return translate(_NOTHING, self.lang)
        from babel.numbers import format_decimal

        from regelwerk.i18n.catalog import resolve_language

        seconds = format_decimal(
            time.perf_counter() - self.started, "#,##0.0#", locale=resolve_language(self.lang)
        )
        parts = [
            _plural(template, self.counts[status], self.lang)
            for status, template in _STATUSES.items()
            if self.counts[status]
        ]
        text = _CHECKED.text(self.lang, {"count": self.total})
        return text.format(
            count=number(self.total, self.lang),
            seconds=seconds,
            statuses=format_items(parts, self.lang),
        )


def _note(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _counted(items: Iterable[T], empty: str) -> Iterator[T]:
    """``items``, saying ``empty`` on standard error if there are none."""
    seen = False
    for item in items:
        seen = True
        yield item
    if not seen:
        _note(empty)


def named_inputs(
    files: Sequence[str],
    directories: Sequence[str],
    *,
    pattern: str,
    exclude: Sequence[str],
    lang: str,
) -> Iterator[Input]:
    """The logs to check: ``files`` in order (archives and ``-`` opened), then each of
    ``directories`` walked in path order.  A folder or archive holding no log says so."""
    for name in files:
        yield from _one(name, lang)
    for directory in directories:
        if not os.path.isdir(directory):
            yield from inputs([directory])  # reported as the file it is not (LOG-READ)
            continue
        empty = translate(_EMPTY_DIR, lang).format(dir=directory, pattern=pattern)
        for path in _counted(walk(directory, pattern, exclude), empty):
            yield from _one(path, lang)


def _one(name: str, lang: str) -> Iterable[Input]:
    found = inputs([name])
    if archive_kind(name) is None:
        return found
    return _counted(found, translate(_EMPTY_ARCHIVE, lang).format(file=name))
