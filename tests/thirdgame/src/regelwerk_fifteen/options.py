"""The options of Fifteen: it has none, so a log's ``options`` object is always empty."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from regelwerk.game import JSONValue

__all__ = ["Options"]


@dataclass(frozen=True, slots=True)
class Options:
    """No variants: the one value of this type is ``Options()``."""

    @classmethod
    def from_json(cls, document: Mapping[str, object]) -> Options:
        return cls()

    def to_json(self) -> dict[str, JSONValue]:
        return {}
