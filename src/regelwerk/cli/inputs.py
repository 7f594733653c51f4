"""What ``regelwerk validate`` reads: :func:`named_inputs`.

The arguments (files, ``-``, archives, ``--dir`` with ``--glob`` and ``--exclude``) become
the stream of logs to check (:mod:`regelwerk.logs.sources`); a folder or an archive that
holds no log at all says so on standard error.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import Final, TypeVar

from regelwerk.i18n.markers import pN_, translate
from regelwerk.logs.sources import Input, archive_kind, inputs, logs_of, walk

__all__ = ["named_inputs"]

T = TypeVar("T")

_EMPTY_DIR: Final = pN_(
    "validate empty", "{dir}: no file in this folder or below matches {pattern}."
)
_EMPTY_ARCHIVE: Final = pN_(
    "validate empty", "{file}: holds no move log (no .json or .jsonl member, no line)."
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
    found = logs_of(name)
    if archive_kind(name) is None:
        return found
    return _counted(found, translate(_EMPTY_ARCHIVE, lang).format(file=name))
