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

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Protocol, Self, TypeVar

from regelwerk.errors import ArgumentTypeError, RegelwerkError
from regelwerk.frozen import Frozen

__all__ = ["InformationState", "JSONView", "Observation", "read_json"]

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


class Observation(Protocol):
    """A seat's view as an information state holds it: immutable, hashable, with a JSON form."""

    def to_json(self) -> dict[str, Any]:
        """The view as a JSON object (pieces in their notation)."""
        ...

    def __hash__(self) -> int: ...


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
        if self._text is None:
            lines = [f"seat={self.seat} | {_line(self.views[0])}"]
            for action, view in zip(self.actions, self.views[1:], strict=True):
                lines.append(_step(action, view))
            _set(self, "_text", "\n".join(lines))
        return self._text  # type: ignore[return-value]


def _line(view: Observation) -> str:
    if not hasattr(view, "to_json"):  # a view without a JSON form: as Python writes it
        return repr(view)
    return json.dumps(view.to_json(), separators=(",", ":"), ensure_ascii=False)


def _step(action: str | None, view: Observation) -> str:
    return f"{action or '.'} | {_line(view)}"


_set = object.__setattr__

InformationState._name_fields(("seat", "views", "actions"))
