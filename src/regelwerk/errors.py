"""The exceptions regelwerk raises: one family under :class:`RegelwerkError`.

Each class also derives from the built-in exception the standard library would raise in its
place (``ValueError``, ``KeyError``, ``IndexError``, ``TypeError``), so code that catches those
keeps working, and code that wants to tell regelwerk's failures from bugs catches
:class:`RegelwerkError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:  # rules and violations import this module: only names for annotations
    from regelwerk.rules import RuleId
    from regelwerk.violation import Violation

__all__ = [
    "IllegalActionError",
    "LogError",
    "MissingDataError",
    "MissingExtraError",
    "NotationError",
    "RegelwerkError",
    "SeatError",
    "UnknownGameError",
    "UnknownRuleError",
    "UsageError",
    "lookup_notation",
]


class RegelwerkError(Exception):
    """Base class of every error regelwerk raises on purpose."""


class UsageError(RegelwerkError, ValueError):
    """An argument out of its documented range (a mode, a number of jobs ...)."""


class MissingDataError(RegelwerkError, KeyError):
    """A key that a violation's data does not hold."""


class MissingExtraError(RegelwerkError, RuntimeError):
    """A feature that needs an optional extra which is not installed; names the extra."""


class SeatError(RegelwerkError, IndexError, ValueError):
    """A seat (or an index into a listing) that is not there: an index that is not there
    and a value out of range alike."""


class UnknownGameError(RegelwerkError, KeyError, ValueError):
    """A game name that no installed distribution registers (entry-point group
    ``regelwerk.games``); names the known games."""

    def __init__(self, name: object, known: tuple[str, ...]) -> None:
        super().__init__(f"unknown game {name!r}; known: {', '.join(known)}")
        self.name = name
        self.known = known

    def __str__(self) -> str:  # KeyError would print the repr of its argument
        return str(self.args[0])


class UnknownRuleError(RegelwerkError, KeyError):
    """A text that is no rule id of any registered game nor a LOG code."""

    def __init__(self, text: object) -> None:
        super().__init__(f"unknown rule id {text!r}")
        self.text = text

    def __str__(self) -> str:
        return str(self.args[0])


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
        from regelwerk.violation import Violation

        where = f" at {pointer}" if pointer is not None else ""
        super().__init__(f"{code}{where}")
        self.code = code
        self.pointer = pointer
        self.detail = detail if detail is not None else Violation(code)
