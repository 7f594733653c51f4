"""Violations: which rule an action breaks, and the data needed to explain why.

The engines know rule ids and data, never sentences; :mod:`regelwerk.i18n` renders a
violation into a message in the reader's language.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from regelwerk.errors import MissingDataError
from regelwerk.frozen import Frozen
from regelwerk.rules import RuleId

__all__ = ["Param", "Refusal", "Violation"]

Param = int | str | bool | tuple["Param", ...] | None
"""A value a violation carries: numbers, notation strings, tiles/cards (ints) and tuples."""


class Violation(Frozen, Mapping[str, Param]):
    """A broken rule with its data, e.g. ``Violation.of(LogCode.LOG_DRAW, tile=...)``.

    Immutable and hashable (a frozen value); read the data as a mapping (``violation["tile"]``).
    """

    __slots__ = ("rule", "data")  # noqa: RUF023 (the fields' order)
    rule: RuleId
    data: tuple[tuple[str, Param], ...]

    def __init__(self, rule: RuleId, data: tuple[tuple[str, Param], ...] = ()) -> None:
        _set(self, "rule", rule)  # a kernel's every refusal explained makes one
        _set(self, "data", data)

    @classmethod
    def of(cls, rule: RuleId, **data: Param) -> Violation:
        """The violation of ``rule`` with ``data`` (sorted by key, so equal data compare equal)."""
        return cls(rule, tuple(sorted(data.items())))

    def __getitem__(self, key: str) -> Param:
        for name, value in self.data:
            if name == key:
                return value
        raise MissingDataError(key)

    def __iter__(self) -> Iterator[str]:
        return (name for name, _ in self.data)

    def __len__(self) -> int:
        return len(self.data)

    def __repr__(self) -> str:
        args = "".join(f", {name}={value!r}" for name, value in self.data)
        return f"Violation.of({type(self.rule).__name__}.{self.rule.name}{args})"

    # Mapping defines __eq__ and sets __hash__ to None; identity of a violation is its fields.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Violation):
            return NotImplemented
        return self.rule == other.rule and self.data == other.data

    def __hash__(self) -> int:
        return hash((self.rule, self.data))


Violation._name_fields()
_set = object.__setattr__


class Refusal:
    """Why a game's rule kernel refuses an action: the rule broken and which of its cases
    (the ``reason`` of the violation it stands for, or a name for the case).  A kernel keeps
    each of its refusals once, so refusals compare and hash by identity, and its checked path
    turns one into the :class:`Violation` with its data only when it is needed."""

    __slots__ = ("case", "rule")

    def __init__(self, rule: RuleId, case: str) -> None:
        self.rule = rule
        self.case = case

    def __repr__(self) -> str:
        return f"Refusal({self.rule}, {self.case!r})"
