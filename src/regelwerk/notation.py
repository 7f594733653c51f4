"""Actions written as one word: the base of a game's action enum whose values are the words.

A game whose actions are a handful of fixed choices (``"take"``/``"pass"``, ``"draw"``/
``"stand"``) declares them as a subclass of :class:`WordAction`; parsing, the JSON form and
the notation are then written once, here.  It is a plain :class:`enum.Enum`, not a string
enum, so that ``"take" == Action.TAKE`` stays false and strings never pass for actions by
accident.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Self, cast

from regelwerk.errors import NotationError
from regelwerk.i18n.keys import eN_

__all__ = ["WordAction"]

WORDS_FORM = eN_("notation form", "it must be one of the words {choices}")
"""How an action written as one word looks, said by every notation error about one."""


class WordAction(enum.Enum):
    """An action written as one word, its value; subclass it with the game's members.

    Every subclass has, and :class:`~regelwerk.game.Game` takes from it (``action=``):

    * ``parse(text)`` (classmethod): the action written ``text``, else
      :class:`~regelwerk.errors.NotationError` naming the text and the words;
    * ``from_json(value)`` (classmethod): the action of a log's entry, its word;
    * ``to_json()``: the action as a log records it, its word (``str(action)`` too);
    * ``words()`` (classmethod): every action by its word.

    (``help()`` of an enum lists its members only, so the methods are named here.)
    """

    @classmethod
    def words(cls) -> Mapping[str, Self]:
        """Every action by its word (a log decoder looks a list of them up at once)."""
        return cast("Mapping[str, Self]", cls._value2member_map_)

    @classmethod
    def parse(cls, text: str) -> Self:
        """The action written ``text``; :class:`~regelwerk.errors.NotationError` naming the
        text for anything else, a non-string included."""
        words = cls.words()
        if isinstance(text, str) and text in words:
            return words[text]
        raise NotationError("action", text, form=WORDS_FORM, choices=tuple(words))

    @classmethod
    def from_json(cls, value: object) -> Self:
        """The action of a log's ``actions`` entry; anything but one of the words raises
        :class:`~regelwerk.errors.NotationError` (a log reader reports it as LOG-SCHEMA)."""
        if not isinstance(value, str):
            # the value given, shown as Python writes it
            raise NotationError("action", value, form=WORDS_FORM, choices=tuple(cls.words()))
        return cls.parse(value)

    def to_json(self) -> str:
        """The action as a log records it: its word."""
        return cast(str, self.value)

    def __str__(self) -> str:
        return cast(str, self.value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"
