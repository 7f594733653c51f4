"""The exceptions regelwerk raises: one class per kind of failure, each carrying its fields."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from regelwerk.rules import RuleId
from regelwerk.violation import Violation

__all__ = [
    "IllegalActionError",
    "LogError",
    "NotationError",
    "RegelwerkError",
    "lookup_notation",
]


class RegelwerkError(Exception):
    """Base class of every error regelwerk raises on purpose."""


class NotationError(RegelwerkError, ValueError):
    """Text that is not valid notation for a tile, card or action; names the text."""

    def __init__(self, kind: str, text: str) -> None:
        super().__init__(f"invalid {kind} notation: {text!r}")
        self.kind = kind
        self.text = text


T = TypeVar("T")


def lookup_notation(table: Mapping[str, T], text: object, kind: str) -> T:
    """The value written ``text`` in a notation table (tiles, cards, actions); anything else,
    a non-string included, raises :class:`NotationError` naming the text."""
    value = table.get(text) if isinstance(text, str) else None
    if value is None:
        raise NotationError(kind, str(text))
    return value


class IllegalActionError(RegelwerkError, ValueError):
    """An action (or draw) that the rules forbid in the given state; carries the violation."""

    def __init__(self, violation: Violation) -> None:
        super().__init__(f"{violation.rule}: {violation!r}")
        self.violation = violation

    @property
    def rule(self) -> RuleId:
        return self.violation.rule


class LogError(RegelwerkError, ValueError):
    """A move log that cannot be read or has the wrong shape (a LOG- code) at ``pointer``."""

    def __init__(self, code: RuleId, pointer: str | None, detail: Violation | None = None) -> None:
        where = f" at {pointer}" if pointer is not None else ""
        super().__init__(f"{code}{where}")
        self.code = code
        self.pointer = pointer
        self.detail = detail if detail is not None else Violation(code)
