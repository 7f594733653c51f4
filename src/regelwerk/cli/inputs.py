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
from contextlib import suppress
from typing import IO, Final, NamedTuple, TypeVar

from regelwerk.cli.safe import shown
from regelwerk.i18n.markers import pN_, translate
from regelwerk.logs.report import AnyReport
from regelwerk.logs.sources import STDIN, Input, archive_kind, inputs, logs_of, walk
from regelwerk.reasons import SyntaxReason
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

__all__ = ["BytesRead", "Total", "at_line", "count_inputs", "named_inputs"]

T = TypeVar("T")

_EMPTY_DIR: Final = pN_(
    "validate empty", "{dir}: no file in this folder or its subfolders matches {pattern}."
)
_EMPTY_ARCHIVE: Final = pN_(
    "validate empty",
    "{file}: no move log found (the archive has no .json or .jsonl member, or the file has "
    "no lines).",
)
_FOLDER_AS_FILE: Final = pN_(
    "validate folder",
    "{file} is a folder: to check the logs in it and its subfolders, use --dir {file}.",
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
    read: BytesRead | None = None,
) -> Iterator[Input]:
    """The logs to check: ``files`` in order (archives and ``-`` opened), then each of
    ``directories`` walked in path order for names matching any of ``patterns``.  A folder
    or archive holding no log says so; a folder that cannot be listed is reported.  ``read``
    follows how far the input files are read."""
    for name in files:
        if name != STDIN and os.path.isdir(name):
            _note(translate(_FOLDER_AS_FILE, lang).format(file=shown(name)))
        yield from _one(name, lang, read)
    for directory in directories:
        if not os.path.isdir(directory):
            yield from inputs([directory])  # reported as the file it is not (LOG-READ)
            continue
        shown_patterns = ", ".join(map(shown, patterns))
        empty = translate(_EMPTY_DIR, lang).format(dir=shown(directory), pattern=shown_patterns)
        for found in _counted(walk(directory, patterns, exclude), empty):
            if isinstance(found.source, str):
                yield from _one(found.source, lang, read)
            else:  # a folder that cannot be listed
                yield found


class Total(NamedTuple):
    """What a progress bar counts to: logs, or bytes of the input files (``in_bytes``)."""

    amount: int
    in_bytes: bool


def count_inputs(
    files: Sequence[str],
    directories: Sequence[str],
    patterns: Sequence[str],
    exclude: Sequence[str],
) -> Total | None:
    """What :func:`named_inputs` gives, when that is cheap to know: the number of logs
    when every input can be counted without reading it (a loose file or a ``.json.gz`` is
    one, a zip holds the ``.json`` members its central directory lists); otherwise the
    bytes of all the input files, read as the run goes (:class:`BytesRead`).  ``None``
    with standard input, whose size is not known before it ends.  The folders are walked
    once more for it, listing names only."""
    if STDIN in files:
        return None
    names = list(files)
    for directory in directories:
        names += (str(found.source) for found in walk(directory, patterns, exclude))
    logs = 0
    for name in names:
        count = _logs_in(name)
        if count is None:
            return Total(sum(map(_size, names)), in_bytes=True)
        logs += count
    return Total(logs, in_bytes=False)


def _logs_in(name: str) -> int | None:
    """How many logs (reports) the file ``name`` gives, if known without reading its data.
    A tar has no index: its members are found only by reading (and unpacking) all of it,
    which is the run's own work; JSON Lines are counted only by reading every line."""
    kind = archive_kind(name)
    if kind is None or kind == "json.gz" or os.path.isdir(name):
        return 1
    if kind != "zip":
        return None
    import zipfile

    from regelwerk.logs.archives import is_log_name

    try:
        with zipfile.ZipFile(name) as archive:  # reads the central directory only
            members = [info.filename for info in archive.infolist() if not info.is_dir()]
    except (OSError, zipfile.BadZipFile, ValueError, EOFError):
        return 1  # one report: the archive is damaged or cannot be read
    if any(member.lower().endswith(".jsonl") for member in members):
        return None
    return sum(1 for member in members if is_log_name(member)) or 1


def _size(name: str) -> int:
    try:
        return os.stat(name).st_size
    except (OSError, ValueError):
        return 0


class BytesRead:
    """How far the input files are read, for a progress bar in bytes: the sizes of the
    files passed, and the place in the archive being read.  It only keeps the count once
    :meth:`start` is called (never otherwise: a run without a bar pays nothing)."""

    def __init__(self) -> None:
        self._counting = False
        self._passed = 0
        self._reading: IO[bytes] | None = None
        self._furthest = 0

    def start(self) -> None:
        """Keep the count from now on."""
        self._counting = True

    def opened(self, stream: IO[bytes]) -> None:
        """``stream`` is the archive file being read."""
        if self._counting:
            self._reading = stream

    def passed(self, name: str) -> None:
        """The file ``name`` is read whole."""
        if self._counting:
            self._passed += _size(name)
            self._reading = None

    def position(self) -> int:
        """The bytes of the input files read so far (never less than said before: a zip
        is read from its end first)."""
        place = self._passed
        if self._reading is not None:
            with suppress(OSError, ValueError):  # closed: counted whole once passed
                place += self._reading.tell()
        self._furthest = max(self._furthest, place)
        return self._furthest


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
    fault = report.faults[0].replace(violation=Violation.of(LogCode.LOG_SYNTAX, **data))
    return report.replace(faults=(fault, *report.faults[1:]))


def _one(name: str, lang: str, read: BytesRead | None) -> Iterator[Input]:
    found = logs_of(name, opened=None if read is None else read.opened)
    if archive_kind(name) is not None:
        found = _counted(found, translate(_EMPTY_ARCHIVE, lang).format(file=shown(name)))
    yield from found
    if read is not None:
        read.passed(name)
