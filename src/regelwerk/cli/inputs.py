"""What ``regelwerk validate`` reads: :func:`named_inputs`.

The arguments (files, ``-``, archives, ``--dir`` with ``--glob`` and ``--exclude``) become
the stream of logs to check (:mod:`regelwerk.logs.sources`); a folder or an archive that
holds no log at all says so on standard error, and a folder named as a FILE is reported
(LOG-READ) with a note suggesting ``--dir``.  Every note shows what comes from input
escaped (:func:`~regelwerk.cli.safe.shown`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from typing import Final, TypeVar

from regelwerk.cli.safe import shown
from regelwerk.i18n.markers import pN_, translate
from regelwerk.logs.report import AnyReport
from regelwerk.logs.sources import STDIN, Input, archive_kind, inputs, logs_of, walk
from regelwerk.reasons import SyntaxReason
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

__all__ = ["at_line", "count_inputs", "named_inputs"]

T = TypeVar("T")

_EMPTY_DIR: Final = pN_(
    "validate empty", "{dir}: no file in this folder or below matches {pattern}."
)
_EMPTY_ARCHIVE: Final = pN_(
    "validate empty", "{file}: holds no move log (no .json or .jsonl member, no line)."
)
_FOLDER_AS_FILE: Final = pN_(
    "validate folder",
    "{file} is a folder: to check the logs in it and below, write --dir {file}.",
)


def _note(message: str) -> None:
    sys.stdout.flush()  # the reports so far first, where both go to one file
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
    patterns: Sequence[str],
    exclude: Sequence[str],
    lang: str,
) -> Iterator[Input]:
    """The logs to check: ``files`` in order (archives and ``-`` opened), then each of
    ``directories`` walked in path order for names matching any of ``patterns``.  A folder
    or archive holding no log says so; a folder that cannot be listed is reported."""
    for name in files:
        if name != STDIN and os.path.isdir(name):
            _note(translate(_FOLDER_AS_FILE, lang).format(file=shown(name)))
        yield from _one(name, lang)
    for directory in directories:
        if not os.path.isdir(directory):
            yield from inputs([directory])  # reported as the file it is not (LOG-READ)
            continue
        shown_patterns = ", ".join(map(shown, patterns))
        empty = translate(_EMPTY_DIR, lang).format(dir=shown(directory), pattern=shown_patterns)
        for found in _counted(walk(directory, patterns, exclude), empty):
            if isinstance(found.source, str):
                yield from _one(found.source, lang)
            else:  # a folder that cannot be listed
                yield found


def count_inputs(
    files: Sequence[str],
    directories: Sequence[str],
    patterns: Sequence[str],
    exclude: Sequence[str],
) -> int | None:
    """How many logs :func:`named_inputs` gives, when that is cheap to know: loose files
    only (no archive, no standard input; the folders walked once more, listing names
    only); ``None`` otherwise."""
    if any(name == STDIN or archive_kind(name) is not None for name in files):
        return None
    count = len(files)
    for directory in directories:
        for found in walk(directory, patterns, exclude):
            if isinstance(found.source, str) and archive_kind(found.source) is not None:
                return None
            count += 1
    return count


def at_line(report: AnyReport, line: int) -> AnyReport:
    """``report`` of a JSON line (``line``: its number in the file, 0 for a log of its
    own) with a syntax error placed on that line of the file: the document is the one
    line, so the parser counts it as line 1."""
    violation = report.violation
    if not line or violation is None or violation.rule != LogCode.LOG_SYNTAX:
        return report
    data = dict(violation.data)
    if data.get("reason") != SyntaxReason.SYNTAX:
        return report
    data["line"] = line
    fault = replace(report.faults[0], violation=Violation.of(LogCode.LOG_SYNTAX, **data))
    return replace(report, faults=(fault, *report.faults[1:]))


def _one(name: str, lang: str) -> Iterable[Input]:
    found = logs_of(name)
    if archive_kind(name) is None:
        return found
    return _counted(found, translate(_EMPTY_ARCHIVE, lang).format(file=shown(name)))
