"""Text from input, shown safely: no control character from a log, a file name or an
argument ever reaches a terminal raw, and every JSON line is valid UTF-8.

Player names, file names and the values quoted in messages come from outside.  Printed
raw, an ESC starts a terminal control sequence, a CR lets a line overwrite the one before
(a spoofed verdict), a bidirectional override reorders what is shown.  :func:`shown` writes
such characters as escapes, the way Python writes them in a string literal:

- ``\\t``, ``\\n``, ``\\r``; any other control character below U+0100 (C0, DEL, C1) as
  ``\\xNN`` (ESC is ``\\x1b``);
- a byte of a file name that is not UTF-8 as ``\\xNN``, the byte itself (Python hands such
  names over with the byte as a "surrogate escape", U+DC80 to U+DCFF);
- line and paragraph separators, bidirectional controls and any other lone surrogate as
  ``\\uNNNN``.

Everything else, backslashes included, is shown as it is.  :func:`json_line` writes a JSON
value on one line with the same treatment of undecodable bytes and lone surrogates (JSON
itself escapes the control characters), so that strict UTF-8 readers accept every line:
a file name that is not UTF-8 appears in ``"file"`` with ``\\xNN`` for each such byte.
"""

from __future__ import annotations

import json
import re
from typing import Final

__all__ = ["json_line", "json_safe", "shown"]

# The patterns are compiled when first used (re keeps them): compiling them costs more than
# the rest of a one-file validate's output, and a line of printable ASCII needs neither.
_BIDI: Final = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
_UNSAFE: Final = f"[\x00-\x1f\x7f-\x9f\u2028\u2029{_BIDI}\ud800-\udfff]"
_SURROGATES: Final = "[\ud800-\udfff]"
_NAMED: Final = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    if char in _NAMED:
        return _NAMED[char]
    if code < 0x100:
        return f"\\x{code:02x}"
    if 0xDC80 <= code <= 0xDCFF:  # an undecodable byte of a file name (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\u{code:04x}"


def shown(text: str) -> str:
    """``text`` with every control character, undecodable byte and lone surrogate escaped
    (see the module docstring); printable text is left as it is.

    >>> shown("Ada\\x1b[2J\\rBen \\udcff")
    'Ada\\\\x1b[2J\\\\rBen \\\\xff'
    """
    if text.isascii() and text.isprintable():  # ASCII without a control character
        return text
    return re.sub(_UNSAFE, _escape, text)


def json_safe(value: object) -> object:
    """``value`` (JSON data) with the undecodable bytes and lone surrogates of its strings,
    keys included, escaped as :func:`shown` escapes them: encodable in strict UTF-8."""
    if isinstance(value, str):
        return re.sub(_SURROGATES, _escape, value)
    if isinstance(value, dict):
        return {json_safe(key): json_safe(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(item) for item in value]
    return value


_ENCODER: Final = json.JSONEncoder(ensure_ascii=False)  # json.dumps would make one per call


def json_line(value: object) -> str:
    """``value`` as one line of JSON, valid UTF-8 whatever its strings hold."""
    line = _ENCODER.encode(value)
    if line.isascii() or re.search(_SURROGATES, line) is None:  # JSON escaped the rest
        return line
    return _ENCODER.encode(json_safe(value))
