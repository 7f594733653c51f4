"""Frozen slotted value classes: the records of named fields regelwerk is made of (a game's
:class:`~regelwerk.game.GameInfo` and :class:`~regelwerk.game.Result`, a
:class:`~regelwerk.violation.Violation`, a :class:`~regelwerk.rules.Rule`, a game's states,
actions, views and options).

A value is a record of named fields, not a sequence: no ``len``, no indexing, no tuple
methods, no ordering -- but equality, hashing, ``repr``, pattern matching, pickling and
copying as a value, and :meth:`Frozen.replace` for a copy with some fields changed.  Setting
or deleting an attribute raises :class:`dataclasses.FrozenInstanceError`, as on a frozen
dataclass.

Why not frozen dataclasses: defining one costs the start of every command about a third of
a millisecond (it compiles six generated methods, and makes its class twice for its slots);
a value class costs a fiftieth of that.  A value names its fields in ``__slots__``, declares
them for the type checker, and stores them in its constructor with :meth:`Frozen._init`.

The engine makes a new state for every action, so constructing one must cost no more than
the ``tuple.__new__`` of a ``NamedTuple``: such a class has a *trusted constructor* (see
:func:`setters`) that makes the bare object and stores each field through its slot's own
descriptor, which the frozen ``__setattr__`` does not stand in front of.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, ClassVar, Self

__all__ = ["Frozen", "Store", "setters"]


class Frozen:
    """The base of a frozen value: :meth:`_name_fields` names its fields, in order (``__slots__``
    unless a class keeps some of them otherwise, e.g. made when first read)."""

    __slots__: tuple[str, ...] = ()
    __match_args__: ClassVar[tuple[str, ...]]  # set by _name_fields() (as a dataclass's)
    _field_names: ClassVar[tuple[str, ...]]  # set by _name_fields()
    # The fields as one tuple: an attrgetter, which is no generic at run time, where
    # typing.get_type_hints (and with it the API docs) reads the annotations of a class.
    _values: ClassVar[Any]

    @classmethod
    def _name_fields(cls, names: tuple[str, ...] | None = None) -> None:
        """Name the class's fields (its slots if not given), once, after the class body."""
        cls._field_names = cls.__slots__ if names is None else names
        # `case Result(scores, winners)`: mypy reads __match_args__ from class bodies only.
        type.__setattr__(cls, "__match_args__", cls._field_names)
        first, *rest = cls._field_names
        # attrgetter of two names or more gives a tuple; of one, the bare value
        cls._values = attrgetter(first, *rest) if rest else staticmethod(_one_field(first))

    def _init(self, *values: object) -> None:
        """Store the fields, in the order named (a constructor's one way into its value)."""
        for name, value in zip(self._field_names, values, strict=True):
            _set(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise _frozen(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise _frozen(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return bool(self._values(self) == self._values(other))

    def __hash__(self) -> int:
        return hash(self._values(self))

    def __repr__(self) -> str:
        fields = ", ".join(
            f"{name}={value!r}"
            for name, value in zip(self._field_names, self._values(self), strict=True)
        )
        return f"{type(self).__name__}({fields})"

    def __reduce__(self) -> tuple[type[Self], tuple[Any, ...]]:
        return (type(self), self._values(self))

    def __copy__(self) -> Self:
        return self  # immutable: a copy is the value itself

    def __deepcopy__(self, memo: object) -> Self:
        return self  # every field is immutable too

    def replace(self, **changes: Any) -> Self:
        """A copy with the named fields changed (as :func:`dataclasses.replace` does)."""
        fields = dict(zip(self._field_names, self._values(self), strict=True))
        unknown = changes.keys() - fields.keys()
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {min(unknown)!r}")
        fields.update(changes)
        return type(self)(**fields)

    __replace__ = replace  # copy.replace (Python 3.13)


_set = object.__setattr__


def _one_field(name: str) -> Callable[[object], tuple[object]]:
    """The fields of a value of one field, as one tuple (a pass, a set-aside, options); a
    static method on the class, as an attrgetter (no descriptor) is read unbound."""
    field = attrgetter(name)
    return lambda value: (field(value),)


def _frozen(message: str) -> Exception:
    # Imported on this error path only: dataclasses brings inspect, ast and dis with it.
    from dataclasses import FrozenInstanceError

    return FrozenInstanceError(message)


Store = Callable[[Any, Any], None]
"""A field's store: ``store(obj, value)``."""


def setters(cls: type[Frozen]) -> tuple[Store, ...]:
    """The stores of the frozen ``cls``'s slots, in order: a trusted constructor makes the
    object with ``object.__new__(cls)`` (no ``__init__``) and sets each field with its store
    -- the slot descriptor's own ``__set__``, a C call: about half the cost of attribute
    stores on a mutable twin class followed by a change of ``__class__``.  Also names the
    fields (:meth:`Frozen._name_fields`)."""
    cls._name_fields()
    slots = vars(cls)
    return tuple(slots[name].__set__ for name in cls.__slots__)
