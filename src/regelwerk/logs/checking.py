"""One log checked as ``regelwerk validate`` checks it, here or in a worker process.

A log to check arrives as a file's path, a log's bytes, or the error that stands for a log
that could not be read (a damaged archive member).  :func:`prepared` turns it into what
travels to whoever checks it (a path, bytes, or a report already decided), :func:`checked`
gives the report, without its record and states (small, picklable, rendering exactly as
the full one).  The serial command uses them directly; :mod:`regelwerk.parallel` hands
them to worker processes or a Dask cluster.
"""

from __future__ import annotations

import os

from regelwerk.errors import LogError
from regelwerk.logs.reading import read_bytes
from regelwerk.logs.report import AnyReport, Fault, Report, Status
from regelwerk.logs.validate import validate, verdict

__all__ = ["Source", "checked", "prepared", "read_here", "validated_file"]

Source = str | os.PathLike[str] | bytes | LogError
"""What is checked: a file's path, a log's bytes, or the error that stands for a log that
could not be read (a damaged archive member: reported as it is)."""


def checked(source: str | bytes | AnyReport) -> AnyReport:
    """The detached report of a path (read here), of bytes, or the report already made."""
    if isinstance(source, Report):  # judged while reading: nothing left to check
        return source
    if isinstance(source, str):  # a path (read here: a str given to validate may be JSON text)
        try:
            source = read_bytes(source)
        except LogError as error:
            return _judged(error)
    return verdict(source)


def validated_file(name: str, *, states: bool = False) -> AnyReport:
    """``validate(Path(name), states=states)`` of the file a command line names, without
    :mod:`pathlib`: its import is a tenth of the start of a one-log command (``legal``,
    ``show``, ``redact``), and :func:`~regelwerk.logs.reading.read_bytes`, which reads a
    path for ``validate``, takes the name as it is."""
    try:
        data = read_bytes(name)
    except LogError as error:
        return _judged(error)
    return validate(data, states=states)


def _judged(error: LogError) -> AnyReport:
    return Report(Status.MALFORMED, (Fault(error.detail, error.pointer),))


def prepared(source: Source) -> str | bytes | AnyReport:
    """``source`` as it travels to a worker: a path, bytes, or a finished report."""
    if isinstance(source, LogError):
        return _judged(source)
    if isinstance(source, bytes):
        return source
    return os.fspath(source)


def read_here(source: Source) -> bytes | AnyReport:
    """``source`` read here, for a cluster whose workers may see another file system."""
    item = prepared(source)
    if not isinstance(item, str):
        return item
    try:
        return read_bytes(item)
    except LogError as error:
        return _judged(error)
