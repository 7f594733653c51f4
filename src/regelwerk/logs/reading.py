"""Reading a move log into a JSON value: the checks every format shares.

A log arrives as a path, bytes, text or an already parsed value.  Before any format looks at
it, this module settles the codes that are not about the format at all:

- **LOG-READ** (``reason``: ``missing``, ``directory``, ``permission``, ``special``,
  ``unreadable``): the file cannot be read.  Only regular files are read: a FIFO, a device or
  a socket is refused at once (``special``), judged on the opened descriptor (opened without
  blocking, so a FIFO with no writer never hangs the reader, and no race between a check of
  the name and the open).
- **LOG-LIMIT** (``reason``: ``size`` with ``limit`` and ``size``; ``depth`` with ``limit``;
  ``digits`` with ``limit``): the document is larger than :data:`MAX_BYTES` (8 MiB, UTF-8
  encoded), holds an integer literal longer than Python converts (``digits``:
  :func:`sys.get_int_max_str_digits`, 4,300 by default), or nests arrays and
  objects deeper than :data:`MAX_DEPTH` (32 levels; the formats need 3; checked by
  :func:`check_depth` once a document fails its shape check, and by the parser's own
  guard).  Limits protect a validating server from documents built to exhaust it; a
  complete game's log is a few tens of KiB.
- **LOG-SYNTAX** (``reason``: ``encoding``, ``syntax`` with ``line`` and ``column``,
  ``constant`` with ``constant``, ``duplicate-key`` with ``key``, ``empty``): the bytes are
  not UTF-8 or not well-formed JSON.  ``NaN``/``Infinity`` and an object with the same key
  twice count as malformed; a leading UTF-8 byte-order mark is tolerated.  A binary file is
  not UTF-8 or not JSON, hence LOG-SYNTAX, never LOG-READ: it *was* read.

A document is parsed once without the duplicate-key hook, and that parse stands when a count
proves that no key repeats (:func:`_unrepeated`); otherwise, or when it fails, it is parsed
again with the hook, which stays the one place that reports LOG-SYNTAX for a document.

Every failure raises :class:`~regelwerk.errors.LogError` with its code, the data above and
no pointer (``None``): there is no JSON value to point at in a document that cannot be read
or parsed, or is refused whole.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any, BinaryIO, Final

from regelwerk.arguments import check_path, check_type
from regelwerk.errors import LogError
from regelwerk.reasons import LimitReason, ReadReason, SyntaxReason
from regelwerk.rules import LogCode, RuleId
from regelwerk.violation import Violation

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "Source",
    "check_depth",
    "depth_exceeds",
    "load_json",
    "open_regular",
    "parse_json",
    "read_bytes",
]

MAX_BYTES: Final = 8 * 1024 * 1024
"""The largest document accepted, in bytes (LOG-LIMIT); RULES.md asks for at least 1 MiB."""
MAX_DEPTH: Final = 32
"""The deepest nesting of arrays and objects accepted (LOG-LIMIT); the formats need 3."""

Source = str | bytes | bytearray | os.PathLike[str] | Mapping[str, Any]
"""What :func:`load_json` accepts: JSON text or bytes, a path, or a parsed document.

Text is never a path: a ``str`` (and ``bytes``) is the document's content, whatever it
holds, so no string a client sends makes the library open a file.  A file is read only when
the caller says so: an :class:`os.PathLike` (``pathlib.Path("game.json")``), or
:func:`read_bytes` called on a name.
"""

_BOM: Final = "\ufeff"


def _fail(code: RuleId, pointer: str | None, **data: Any) -> LogError:
    return LogError(code, pointer, Violation.of(code, **data))


_OPEN_FLAGS: Final = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
_BINARY: Final = getattr(os, "O_BINARY", 0)  # Windows: no newline translation


def _open_regular(path: str | os.PathLike[str]) -> tuple[int, os.stat_result]:
    """An open descriptor of the regular file at ``path`` and its status; LOG-READ if none."""
    try:
        # O_NONBLOCK: opening a FIFO that has no writer returns at once instead of waiting.
        descriptor = os.open(path, _OPEN_FLAGS | _BINARY)
    except FileNotFoundError:
        raise _fail(LogCode.LOG_READ, None, reason=ReadReason.MISSING) from None
    except IsADirectoryError:
        raise _fail(LogCode.LOG_READ, None, reason=ReadReason.DIRECTORY) from None
    except PermissionError:
        reason = (
            ReadReason.DIRECTORY if os.path.isdir(path) else ReadReason.PERMISSION
        )  # Windows says so for dirs
        raise _fail(LogCode.LOG_READ, None, reason=reason) from None
    except (OSError, ValueError):  # a name with NUL, a broken link loop ...
        raise _fail(LogCode.LOG_READ, None, reason=ReadReason.UNREADABLE) from None
    try:
        info = os.fstat(descriptor)
    except OSError:
        os.close(descriptor)
        raise _fail(LogCode.LOG_READ, None, reason=ReadReason.UNREADABLE) from None
    # Judged on the descriptor, not the name: no race with a file swapped in between.
    if not stat.S_ISREG(info.st_mode):
        os.close(descriptor)
        reason = ReadReason.DIRECTORY if stat.S_ISDIR(info.st_mode) else ReadReason.SPECIAL
        raise _fail(LogCode.LOG_READ, None, reason=reason)
    return descriptor, info


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """The regular file at ``path`` opened for reading in binary (for archives, read as
    streams); LOG-READ as :func:`read_bytes` says when it is missing or no regular file."""
    descriptor, _ = _open_regular(path)
    try:
        if _OPEN_FLAGS & getattr(os, "O_NONBLOCK", 0):
            os.set_blocking(descriptor, True)  # a regular file: blocking reads, as usual
        return os.fdopen(descriptor, "rb")
    except OSError:
        os.close(descriptor)
        raise _fail(LogCode.LOG_READ, None, reason=ReadReason.UNREADABLE) from None


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the regular file at ``path``; LOG-READ when it cannot be read or is no
    regular file (a FIFO, device or socket is refused without waiting on it), LOG-LIMIT when
    it is larger than :data:`MAX_BYTES` (told by its size, before reading it).  The one
    function that takes a ``str`` for a file's name: call it only on names the program
    chose, never on a client's text.  Anything but a string or a path raises
    :class:`~regelwerk.errors.ArgumentTypeError`."""
    descriptor, info = _open_regular(check_path(path))
    try:
        return _read_sized(descriptor, info.st_size)
    finally:
        os.close(descriptor)


def _read_sized(descriptor: int, size: int) -> bytes:
    if size > MAX_BYTES:
        raise _fail(LogCode.LOG_LIMIT, None, reason=LimitReason.SIZE, limit=MAX_BYTES, size=size)
    try:
        # One read of the size the file has, plus one byte to notice a file that grew.
        data = os.read(descriptor, size + 1)
        if len(data) != size:  # it grew, shrank or the read was short: read on to the end
            parts = [data]
            total = len(data)
            while total <= MAX_BYTES:
                part = os.read(descriptor, MAX_BYTES + 1 - total)
                if not part:
                    break
                parts.append(part)
                total += len(part)
            data = b"".join(parts)
    except OSError:  # an I/O error of the device under the file
        raise _fail(LogCode.LOG_READ, None, reason=ReadReason.UNREADABLE) from None
    if len(data) > MAX_BYTES:
        size = max(len(data), size)
        raise _fail(LogCode.LOG_LIMIT, None, reason=LimitReason.SIZE, limit=MAX_BYTES, size=size)
    return data


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Duplicate(key)
            seen.add(key)
    return result


class _Duplicate(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


def _no_constants(name: str) -> Any:
    raise _Constant(name)


class _Constant(Exception):
    def __init__(self, name: str) -> None:
        self.name = name


# Made once: json.loads with arguments builds a decoder (and its scanner) at every call.
_STRICT: Final = json.JSONDecoder(object_pairs_hook=_no_duplicates, parse_constant=_no_constants)
_PLAIN: Final = json.JSONDecoder(parse_constant=_no_constants)
# The scanner JSONDecoder.decode calls on the text (an attribute typeshed does not declare).
_SCAN: Final[Callable[[str, int], tuple[Any, int]]] = vars(_PLAIN)["scan_once"]


_OBJECTS: Final = frozenset({dict})


_BLANKS: Final = " \t\n\r"  # JSON's whitespace (str.strip() would take more)
_UNPROVEN: Final = object()


def _quick(text: str) -> Any:
    """``text`` parsed without the duplicate-key hook, when that parse is proven right
    (:func:`_unrepeated`); ``_UNPROVEN`` when not, or when it fails (the caller parses again
    with the hook).  The scanner is called as :meth:`json.JSONDecoder.decode` calls it."""
    body = text.strip(_BLANKS)
    try:
        value, end = _SCAN(body, 0)
    except (StopIteration, ValueError, RecursionError, _Constant):
        return _UNPROVEN
    if end != len(body) or not _unrepeated(body, value):
        return _UNPROVEN
    return value


def _kept_keys(value: Any) -> int:
    """How many keys ``value`` keeps in its own object, its member objects and the lists of
    objects among its members: a lower bound of the keys of all its objects, exact for
    documents shaped like a log (lists of other things are not walked: cheaper)."""
    members: Iterable[Any]
    if type(value) is dict:
        count, members = len(value), value.values()
    elif type(value) is list:
        count, members = 0, (value,)  # a list at the top: its objects' keys
    else:
        return 0
    for item in members:
        if type(item) is list:
            if item and type(item[0]) is dict and set(map(type, item)) <= _OBJECTS:
                count += sum(map(len, item))
        elif type(item) is dict:
            count += len(item)
    return count


def _unrepeated(text: str, value: Any) -> bool:
    """Whether ``value``, parsed from ``text`` without the duplicate-key hook, is proven to
    have lost no repeated key.

    Each key written in ``text`` is followed by one colon outside strings, and a string may
    hold more: the colons of the text number at least the keys written, which number at
    least the keys kept (one fewer for each repetition), which number at least
    :func:`_kept_keys`.  When the colons number exactly that, all three are equal: no key
    was written twice in any object.  (Escapes change nothing: ``"\\u0061"`` and ``"a"``
    are one key kept, two written.)
    """
    return text.count(":") == _kept_keys(value)


def depth_exceeds(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether ``value`` nests arrays and objects more than ``limit`` levels deep.

    The parser itself is protected by Python's recursion guard; this exact check runs only
    on documents that fail their format's shape check, because a well-shaped log nests at
    most 3 levels by construction (so valid logs pay nothing for it).
    """
    level: list[Any] = [value]
    for _ in range(limit):
        deeper: list[Any] = []
        for item in level:
            if isinstance(item, dict):
                deeper.extend(v for v in item.values() if isinstance(v, dict | list))
            elif isinstance(item, list):
                deeper.extend(v for v in item if isinstance(v, dict | list))
        if not deeper:
            return False
        level = deeper
    return True


def check_depth(value: Any) -> None:
    """Raise LOG-LIMIT (``reason=LimitReason.DEPTH``) when ``value`` is nested too deeply."""
    if depth_exceeds(value):
        raise _fail(LogCode.LOG_LIMIT, None, reason=LimitReason.DEPTH, limit=MAX_DEPTH)


def parse_json(data: str | bytes | bytearray) -> Any:
    """Parse JSON text or UTF-8 bytes strictly (see the module docstring for the codes)."""
    if isinstance(data, bytes | bytearray):
        if len(data) > MAX_BYTES:
            raise _fail(
                LogCode.LOG_LIMIT, None, reason=LimitReason.SIZE, limit=MAX_BYTES, size=len(data)
            )
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError as error:
            raise _fail(
                LogCode.LOG_SYNTAX, None, reason=SyntaxReason.ENCODING, offset=error.start
            ) from None
    else:
        text = check_type(data, str, "json")
        if len(text) > MAX_BYTES // 4 and len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
            size = len(text.encode("utf-8", "surrogatepass"))
            raise _fail(
                LogCode.LOG_LIMIT, None, reason=LimitReason.SIZE, limit=MAX_BYTES, size=size
            )
    if text.startswith(_BOM):
        text = text[1:]
    if not text.strip():
        raise _fail(LogCode.LOG_SYNTAX, None, reason=SyntaxReason.EMPTY)
    value = _quick(text)
    if value is not _UNPROVEN:
        return value
    try:  # parsed again to report it, exactly as every fault of any document is reported
        return _STRICT.decode(text)
    except json.JSONDecodeError as error:
        raise _fail(
            LogCode.LOG_SYNTAX,
            "",
            reason=SyntaxReason.SYNTAX,
            line=error.lineno,
            column=error.colno,
        ) from None
    except _Duplicate as duplicate:
        raise _fail(
            LogCode.LOG_SYNTAX, None, reason=SyntaxReason.DUPLICATE_KEY, key=duplicate.key
        ) from None
    except _Constant as constant:
        raise _fail(
            LogCode.LOG_SYNTAX, None, reason=SyntaxReason.CONSTANT, constant=constant.name
        ) from None
    except RecursionError:  # the parser's own guard: far deeper than MAX_DEPTH
        raise _fail(LogCode.LOG_LIMIT, None, reason=LimitReason.DEPTH, limit=MAX_DEPTH) from None
    except UnicodeError:  # lone surrogates in text given as str
        raise _fail(LogCode.LOG_SYNTAX, None, reason=SyntaxReason.ENCODING, offset=0) from None
    except ValueError as error:
        if "digits" not in str(error):
            raise _fail(LogCode.LOG_SYNTAX, None, reason=SyntaxReason.ENCODING, offset=0) from None
        # An integer literal beyond sys.get_int_max_str_digits(): Python refuses to convert it.
        limit = sys.get_int_max_str_digits()
        raise _fail(LogCode.LOG_LIMIT, None, reason=LimitReason.DIGITS, limit=limit) from None


def load_json(source: Source) -> Any:
    """The JSON value of ``source``: JSON text (a ``str``, never taken for a path) or bytes,
    the file at an :class:`os.PathLike` path, or an already parsed value (returned as it
    is)."""
    if isinstance(source, str | bytes | bytearray):
        return parse_json(source)
    if isinstance(source, os.PathLike):
        return parse_json(read_bytes(source))
    return source
