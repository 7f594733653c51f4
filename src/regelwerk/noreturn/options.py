"""The options (variants) of No Return, each with a default; a log names the ones it changes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from regelwerk.errors import ArgumentTypeError, UnknownOptionError

__all__ = ["Options"]


@dataclass(frozen=True, slots=True)
class Options:
    """``minimal_payment`` (R): a payment may hold no superfluous tile (NR-7.5)."""

    minimal_payment: bool = False

    def __deepcopy__(self, memo: object) -> Options:
        return self  # an immutable value: every state and clone of a game shares it

    def __post_init__(self) -> None:
        if type(self.minimal_payment) is not bool:
            raise ArgumentTypeError("flag", self.minimal_payment, "minimal_payment")

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Options:
        """Options from a log's ``options`` object; unknown names or non-bool values raise
        ``KeyError``/``TypeError`` (the log reader turns them into LOG-SCHEMA)."""
        if not isinstance(data, Mapping):
            raise ArgumentTypeError("options", data)
        known = tuple(field.name for field in fields(cls))
        for name, value in data.items():
            if name not in known:
                raise UnknownOptionError(name, known)
            if not isinstance(value, bool):
                raise ArgumentTypeError("flag", value, name)
        return cls(**data)

    def to_json(self) -> dict[str, Any]:
        """Only the options that differ from their defaults."""
        default = Options()
        return {
            name: value for name, value in asdict(self).items() if getattr(default, name) != value
        }
