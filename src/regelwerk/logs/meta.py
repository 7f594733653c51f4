"""A log's header: the optional ``meta`` object every format takes, in the manner of PGN's
tag pairs.

A server keeps beside the game what the rules do not need: its game id, the event and site,
when the game started and ended, the players' account ids, a commitment to the seed it
shuffled with.  ``meta`` is one JSON object of short strings; the rules never read it, so a
log without it is the same game, and every log written before it existed stays valid (the
format keeps its version: docs/spec/log-format.rst, "The header").

Shape (LOG-SCHEMA): an object; each key :data:`KEY_PATTERN` (letters, digits, ``-``, ``_``,
``.``, starting with a letter or digit: ``reason="meta-key"``), each value a string
(``reason="type"``).  Limits (LOG-LIMIT, ``reason="meta-entries"`` or ``"meta-length"``,
with ``limit`` and ``size``): at most :data:`MAX_ENTRIES` entries, keys of at most
:data:`MAX_KEY` characters, values of at most :data:`MAX_VALUE`.

Redaction keeps every entry but those whose key starts with :data:`PRIVATE_PREFIX`
(``private-ip``): a seat's view never holds what the server marked as its own.

The well-known keys (:data:`WELL_KNOWN`) are a vocabulary, not a requirement; any other key
of the right shape is kept as it is.  :func:`commit_seed` writes the ``seed-commitment`` a
server can publish before the game and prove after it (:func:`opens`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Final

from regelwerk.arguments import check_type
from regelwerk.errors import ArgumentTypeError, LogError
from regelwerk.logs.report import Fault
from regelwerk.logs.shape import child
from regelwerk.reasons import LimitReason, SchemaReason
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

__all__ = [
    "EMPTY",
    "KEY",
    "KEY_PATTERN",
    "MAX_ENTRIES",
    "MAX_KEY",
    "MAX_VALUE",
    "PRIVATE_PREFIX",
    "SCHEMA",
    "WELL_KNOWN",
    "Meta",
    "check_meta",
    "commit_seed",
    "kept_for_view",
    "meta_fault",
    "opens",
    "read_meta",
    "with_meta",
]

Meta = Mapping[str, str]
"""A header: its keys and values, in the order written."""

KEY: Final = "meta"
"""The header's key in a log document (and in a redacted view)."""
MAX_ENTRIES: Final = 64
"""The most entries a header holds (LOG-LIMIT)."""
MAX_KEY: Final = 64
"""The longest key, in characters (LOG-LIMIT)."""
MAX_VALUE: Final = 1024
"""The longest value, in characters (LOG-LIMIT)."""
KEY_PATTERN: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
"""What a key is made of (LOG-SCHEMA ``meta-key`` otherwise); its length is a limit."""
PRIVATE_PREFIX: Final = "private-"
"""Keys a redacted view leaves out."""
EMPTY: Final[Meta] = MappingProxyType({})

SCHEMA: Final = MappingProxyType(
    {
        "description": (
            'The header (LOG-FORMAT, "The header"): short texts keyed by names, as PGN\'s '
            "tag pairs; the rules never read it. A redacted view keeps every entry but the "
            "private- ones."
        ),
        "type": "object",
        "maxProperties": 64,
        "propertyNames": {"pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},
        "additionalProperties": {"type": "string", "maxLength": 1024},
    }
)
"""The header's JSON Schema, as every format's schema holds it under ``meta``."""

WELL_KNOWN: Final = MappingProxyType(
    {
        "game-id": "the server's id of the game",
        "event": "the event the game belongs to (a tournament, a club night)",
        "site": "where it was played (a server's name, a city)",
        "start": "when the game started: ISO 8601 with its offset (2026-12-01T20:15:00Z)",
        "end": "when it ended, written as start is",
        "player-ids": "the players' account ids in seat order, separated by one space",
        "seed-commitment": "sha256:<hex>, what commit_seed gives: a promise of the seed",
    }
)
"""The keys this library documents, with their meaning (docs/spec/log-format.rst)."""


def _limit(pointer: str, reason: LimitReason, limit: int, size: int) -> Fault:
    violation = Violation.of(LogCode.LOG_LIMIT, reason=reason, limit=limit, size=size)
    return Fault(violation, pointer)


def _schema(pointer: str, **data: Any) -> Fault:
    return Fault(Violation.of(LogCode.LOG_SCHEMA, **data), pointer)


def meta_fault(value: object, pointer: str = "/" + KEY) -> Fault | None:
    """The first fault of a header ``value`` (shape, then limits, entry by entry in order),
    or ``None`` when it is a header."""
    if type(value) is not dict:
        return _schema(pointer, reason=SchemaReason.TYPE, expected="object")
    if len(value) > MAX_ENTRIES:
        return _limit(pointer, LimitReason.META_ENTRIES, MAX_ENTRIES, len(value))
    for key, entry in value.items():
        at = child(pointer, key)
        if type(key) is not str or not KEY_PATTERN.fullmatch(key):
            return _schema(at, reason=SchemaReason.META_KEY, key=_printable(str(key)))
        if len(key) > MAX_KEY:
            return _limit(at, LimitReason.META_LENGTH, MAX_KEY, len(key))
        if type(entry) is not str:
            return _schema(at, reason=SchemaReason.TYPE, expected="string")
        if len(entry) > MAX_VALUE:
            return _limit(at, LimitReason.META_LENGTH, MAX_VALUE, len(entry))
    return None


def _printable(key: str) -> str:
    """A refused key as a message may quote it: cut to :data:`MAX_KEY` characters, any
    character that is not printable written as Python escapes it (``\\x85``)."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in key[:MAX_KEY])


def read_meta(document: Mapping[str, Any]) -> tuple[Mapping[str, Any], Meta, Fault | None]:
    """A parsed log split into the document its game's codec reads (without ``meta``), its
    header, and the header's fault (when there is one, the header is :data:`EMPTY`)."""
    if not isinstance(document, Mapping):
        raise ArgumentTypeError("document", document)
    if KEY not in document:
        return document, EMPTY, None
    value = document[KEY]
    rest = {key: item for key, item in document.items() if key != KEY}
    fault = meta_fault(value)
    if fault is not None:
        return rest, EMPTY, fault
    return rest, MappingProxyType(dict(value)), None


def check_meta(value: object) -> Meta:
    """``value`` as a header a recorder may write (a mapping of strings, as
    :func:`meta_fault` accepts it): else :class:`~regelwerk.errors.ArgumentTypeError` for
    anything but a mapping, :class:`~regelwerk.errors.LogError` with the code and data the
    validator would report."""
    if not isinstance(value, Mapping):
        raise ArgumentTypeError("meta", value)
    entries = dict(value)
    fault = meta_fault(entries)
    if fault is not None:
        raise LogError(fault.rule, fault.pointer, fault.violation)
    return MappingProxyType(entries)


def with_meta(document: dict[str, Any], meta: Meta) -> dict[str, Any]:
    """``document`` with the header after its ``format`` (as PGN puts its tags first);
    ``document`` itself when the header is empty."""
    check_type(document, dict, "document")
    if not isinstance(meta, Mapping):
        raise ArgumentTypeError("meta", meta)
    if not meta:
        return document
    placed: dict[str, Any] = {}
    for key, value in document.items():
        placed[key] = value
        if key == "format":
            placed[KEY] = dict(meta)
    placed.setdefault(KEY, dict(meta))
    return placed


def kept_for_view(meta: Meta) -> Meta:
    """The entries a redacted view keeps: all but the :data:`PRIVATE_PREFIX` ones."""
    entries = check_meta(meta)
    return MappingProxyType({k: v for k, v in entries.items() if not k.startswith(PRIVATE_PREFIX)})


def commit_seed(seed: int, nonce: str) -> str:
    """``sha256:<hex>`` of ``"<seed>:<nonce>"``: a server publishes it in the header before
    the game and reveals seed and nonce after it, so anyone can check the shuffle was fixed
    in advance (:func:`opens`).  ``nonce`` must be secret and unguessable
    (``secrets.token_hex(16)``): a seed alone is too easily tried out."""
    if type(seed) is not int:
        raise ArgumentTypeError("seed", seed)
    if type(nonce) is not str or not nonce:
        raise ArgumentTypeError("nonce", nonce)
    import hashlib  # here: most logs carry no commitment, and it costs every start 3 ms

    # A nonce read from JSON may hold lone surrogates ("\ud800"): hash them rather than fail.
    digest = hashlib.sha256(f"{seed}:{nonce}".encode("utf-8", "surrogatepass")).hexdigest()
    return f"sha256:{digest}"


def opens(commitment: str, seed: int, nonce: str) -> bool:
    """Whether ``seed`` and ``nonce`` are what ``commitment`` promised."""
    import hmac

    # compare_digest refuses str holding non-ASCII characters, and a commitment comes from
    # outside: compare the bytes.
    promised = str(commitment).encode("utf-8", "surrogatepass")
    return hmac.compare_digest(promised, commit_seed(seed, nonce).encode())
