"""The loop every codec's ``decode`` runs: shape checks one after the other, their faults
collected (all of them, or only the first), never the same loop written again per game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NoReturn, TypeVar

from regelwerk.logs.report import Fault
from regelwerk.logs.shape import ShapeError

__all__ = ["Decoding"]

T = TypeVar("T")


class Decoding:
    """One document being decoded: its LOG-SCHEMA faults so far (:attr:`faults`).

    ``collect`` (validating with every fault) runs every step; otherwise the steps after
    the first fault are skipped, as a strict reading stops there.
    """

    __slots__ = ("collect", "faults")

    def __init__(self, collect: bool) -> None:
        self.collect = collect
        self.faults: list[Fault] = []
        """The faults found, in the order of the steps."""

    def attempt(self, step: Callable[..., T], *args: object, index: int | None = None) -> T | None:
        """``step(*args)``, or ``None`` when it raises :class:`ShapeError` (its fault is
        recorded, at the turn or action ``index`` if the step reads one) or when an earlier
        step failed and faults are not being collected."""
        if self.faults and not self.collect:
            return None
        try:
            return step(*args)
        except ShapeError as error:
            self.faults.append(Fault(error.violation, error.pointer, index))
            return None

    def each(
        self,
        items: Sequence[Any],
        read: Callable[[Any], T],
        fault: Callable[[Any, int], NoReturn],
        *,
        indexed: bool = True,
    ) -> list[T]:
        """Every item of a list as ``read`` takes it: ``read`` takes a well-formed item and
        raises ``KeyError`` or ``TypeError`` for any other (no pointer is built on the way:
        decoding is a large part of validating a log), which then goes to ``fault(item,
        index)``, which raises the item's :class:`ShapeError`.  Its fault is recorded (at
        ``index`` when the items are turns or actions, ``indexed``), and the items after it
        are read only when collecting."""
        out: list[T] = []
        append = out.append
        for index, item in enumerate(items):
            try:
                append(read(item))
            except (KeyError, TypeError):  # (an item that is no string is unhashable)
                try:
                    fault(item, index)
                except ShapeError as error:
                    at = index if indexed else None
                    self.faults.append(Fault(error.violation, error.pointer, at))
                    if not self.collect:
                        break
        return out
