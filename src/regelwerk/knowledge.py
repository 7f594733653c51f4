"""What a seat knows: its information state, with perfect recall.

A seat's *view* (``state.view(seat)``) is what it sees at the table now.  What it *knows* is
everything it has seen since the game began, in order: its information state.  It is made,
for every game alike, of what each game declares:

* the seat's view at the start and after every step (the public table and the seat's own
  private part: its hand, its chips, its dealt cards);
* between two views, the action as the seat saw it: its own in full, another seat's in its
  public form (:meth:`regelwerk.game.Game.public_action`: tiles put face down are written
  ``?``), and nothing for a chance event, whose outcome shows in the views that follow.

Two histories give a seat equal information states exactly when it cannot tell them apart:
everything it observed is in the sequence, and nothing else is.  What a seat can deduce
from what it saw (every seat's chips in No Thanks!, from the chips handed out and every take
and pass) is therefore part of its information state, though not of its view.

An :class:`InformationState` is a frozen, hashable value with a JSON form (:meth:`to_json`,
the views' own ``to_json``: pieces in their notation) and a string form (one line per step),
so that search programs can key tables by it.
"""

from __future__ import annotations

import enum
import json
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Protocol, Self, TypeVar, runtime_checkable

from regelwerk.errors import ArgumentTypeError, RegelwerkError
from regelwerk.frozen import Frozen

__all__ = ["DataView", "InformationState", "JSONView", "Observation", "observed", "read_json"]

T = TypeVar("T")


def read_json(
    document: object, read: Callable[[Mapping[str, Any]], T], expected: str, name: str = ""
) -> T:
    """``read(document)`` for a JSON object that a ``to_json`` wrote; anything else raises
    :class:`~regelwerk.errors.ArgumentTypeError` (``expected``, ``name``: what was expected,
    as its sentence names it), or the library's own error that ``read`` raised (a piece
    whose notation names none)."""
    if not isinstance(document, Mapping):
        raise ArgumentTypeError(expected, document, name)
    try:
        return read(document)
    except RegelwerkError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        raise ArgumentTypeError(expected, document, name) from None


class JSONView:
    """A base of a game's view class that reads it back from its ``to_json()``: the class
    names its game's title (``game_title``) and gives ``_read(document)``; :meth:`from_json`
    refuses anything else in the library's words (:func:`read_json`)."""

    __slots__ = ()
    game_title: ClassVar[str]

    @classmethod
    def from_json(cls, document: Mapping[str, Any]) -> Self:
        """The view ``to_json()`` wrote; anything else raises
        :class:`~regelwerk.errors.ArgumentTypeError` (a piece's notation that names none,
        :class:`~regelwerk.errors.NotationError`)."""
        return read_json(document, cls._read, "view", cls.game_title)

    @classmethod
    def _read(cls, document: Mapping[str, Any]) -> Self:
        raise NotImplementedError


class DataView(JSONView):
    """A base of a view written as a frozen value of plain values (ints, strings,
    ``None``, tuples of them), a :class:`~regelwerk.frozen.Frozen` value or a frozen
    dataclass: its JSON form is derived from its fields, so a game writes
    the fields and nothing else.  :meth:`to_json` writes each field under its name, a tuple
    as a list and an enum member (a :class:`~regelwerk.notation.WordAction`) as its value;
    :meth:`from_json` reads that back by the fields' annotations, every list as a tuple
    (a view holding pieces with a notation of their own writes its ``to_json`` and
    ``_read`` instead, as :class:`JSONView`)."""

    __slots__ = ()
    game_title: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        """The view as a JSON object: each field by name, tuples as lists."""
        return {name: _plain(getattr(self, name)) for name in _fields_of(type(self))}

    @classmethod
    def _read(cls, document: Mapping[str, Any]) -> Self:
        hints = typing.get_type_hints(cls)
        names = _fields_of(cls)
        if set(document) != set(names):
            raise KeyError(sorted(set(document) ^ set(names)))
        return cls(**{name: _read_as(hints[name], document[name]) for name in names})


def _fields_of(view: type) -> tuple[str, ...]:
    """The names of the fields of a :class:`DataView` class, a frozen value or a dataclass."""
    if issubclass(view, Frozen):
        return view._field_names
    import dataclasses  # a view of the game's own making: not on every start (inspect, ast)

    if not dataclasses.is_dataclass(view):
        raise TypeError(f"{view!r} is no dataclass nor frozen value: a DataView is one")
    return tuple(field.name for field in dataclasses.fields(view))


def _plain(value: object) -> object:
    """A field's value as JSON: a tuple as a list, an enum member as its value."""
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    if isinstance(value, enum.Enum):
        return value.value
    return value


def _read_as(hint: object, value: object) -> object:
    """A JSON value as the annotation ``hint`` says: an enum member from its value, a list
    as a tuple (hashable, as a view is), ``X | None`` as ``X`` or ``None``."""
    if value is None:
        return None
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint(value)
    args = [arg for arg in typing.get_args(hint) if arg is not type(None)]
    if isinstance(value, list):
        item = args[0] if typing.get_origin(hint) is tuple and args else object
        return tuple(_read_as(item, part) for part in value)
    return _read_as(args[0], value) if len(args) == 1 else value


@runtime_checkable
class Observation(Protocol):
    """A seat's view as an information state holds it: immutable, hashable, with a JSON form."""

    def to_json(self) -> dict[str, Any]:
        """The view as a JSON object (pieces in their notation)."""
        ...

    def __hash__(self) -> int: ...


def observed(view: object, game: str = "") -> Observation:
    """``view`` (what a state's ``view(seat)`` returned) when it is an :class:`Observation`,
    else :class:`~regelwerk.errors.ArgumentTypeError` naming ``game``'s view."""
    if not isinstance(view, Observation) or type(view).__hash__ is None:
        raise ArgumentTypeError("view", view, game)
    return view


class InformationState(Frozen):
    """Everything one seat has observed, in order: ``views[0]`` at the start and
    ``views[i + 1]`` after ``actions[i]``, the action as the seat saw it (``None``: chance)."""

    __slots__ = ("seat", "views", "actions", "_text")  # noqa: RUF023 (the fields' order)
    seat: int
    views: tuple[Observation, ...]
    actions: tuple[str | None, ...]
    _text: str | None  # the string form, made once (search programs ask for it often)

    def __init__(
        self, seat: int, views: tuple[Observation, ...], actions: tuple[str | None, ...] = ()
    ) -> None:
        if len(views) != len(actions) + 1:
            raise ValueError("an information state has one view more than it has steps")
        self._init(seat, views, actions)
        _set(self, "_text", None)

    @classmethod
    def start(cls, seat: int, view: Observation) -> Self:
        """The information state of ``seat`` before the first step: its first view."""
        return cls(seat, (view,))

    def after(self, action: str | None, view: Observation) -> Self:
        """This information state, one step later: ``action`` as the seat saw it, then ``view``."""
        later = type(self)(self.seat, (*self.views, view), (*self.actions, action))
        if self._text is not None:  # a search that asked before asks again: one line more
            _set(later, "_text", f"{self._text}\n{_step(action, view)}")
        return later

    @property
    def view(self) -> Observation:
        """What the seat sees now (its latest view)."""
        return self.views[-1]

    def to_json(self) -> dict[str, Any]:
        """``{"seat", "start", "steps": [{"action", "view"}, ...]}``, the views in their JSON
        form (schema ``information-state``, docs/spec); :meth:`from_json` reads it back."""
        steps = [
            {"action": action, "view": view.to_json()}
            for action, view in zip(self.actions, self.views[1:], strict=True)
        ]
        return {"seat": self.seat, "start": self.views[0].to_json(), "steps": steps}

    @classmethod
    def from_json(
        cls, document: Mapping[str, Any], view: Callable[[Mapping[str, Any]], Observation]
    ) -> Self:
        """The information state :meth:`to_json` wrote, its views read by ``view`` (the
        game's ``View.from_json``)."""
        steps: Sequence[Mapping[str, Any]] = document["steps"]
        views = (view(document["start"]), *(view(step["view"]) for step in steps))
        return cls(document["seat"], views, tuple(step["action"] for step in steps))

    def __str__(self) -> str:
        """One line per step: the action as seen (``.`` for chance), ``|``, the view as
        compact JSON; the first line is the seat and its first view."""
        text = self._text
        if text is None:
            lines = [f"seat={self.seat} | {_line(self.views[0])}"]
            for action, view in zip(self.actions, self.views[1:], strict=True):
                lines.append(_step(action, view))
            text = "\n".join(lines)
            _set(self, "_text", text)
        return text


def _line(view: Observation) -> str:
    if not hasattr(view, "to_json"):  # a view without a JSON form: as Python writes it
        return repr(view)
    return json.dumps(view.to_json(), separators=(",", ":"), ensure_ascii=False)


def _step(action: str | None, view: Observation) -> str:
    return f"{action or '.'} | {_line(view)}"


_set = object.__setattr__

InformationState._name_fields(("seat", "views", "actions"))
