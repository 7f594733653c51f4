"""The options (variants) of No Return, each with a default; a log names the ones it changes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from regelwerk.errors import ArgumentTypeError, UnknownOptionError
from regelwerk.frozen import Frozen

__all__ = ["Options"]


class Options(Frozen):
    """``minimal_payment`` (R): a payment may hold no superfluous tile (NR-7.5).

    A frozen value (:mod:`regelwerk.frozen`; every state and clone of a game shares it):
    its fields, in ``__match_args__``, are the options, its defaults theirs."""

    __slots__ = ("minimal_payment",)
    minimal_payment: bool

    def __init__(self, minimal_payment: bool = False) -> None:
        if type(minimal_payment) is not bool:
            raise ArgumentTypeError("flag", minimal_payment, "minimal_payment")
        self._init(minimal_payment)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Options:
        """Options from a log's ``options`` object; unknown names or non-bool values raise
        ``KeyError``/``TypeError`` (the log reader turns them into LOG-SCHEMA)."""
        if not isinstance(data, Mapping):
            raise ArgumentTypeError("options", data)
        known = cls.__match_args__
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
            name: getattr(self, name)
            for name in self.__match_args__
            if getattr(default, name) != getattr(self, name)
        }


Options._name_fields()
