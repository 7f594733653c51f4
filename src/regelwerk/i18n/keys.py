"""The marks themselves, below the catalogs: a :class:`Msg` is a msgctxt and an English
msgid, nothing more, so that a game's pieces can name the form of their notation for an
error (``eN_``) without importing any catalog; :mod:`regelwerk.i18n.markers` translates them.
"""

from __future__ import annotations

from regelwerk.frozen import Frozen

__all__ = ["Msg", "eN_", "pN_"]

_set = object.__setattr__


class Msg(Frozen):
    """A marked source string: its msgctxt and its English msgid.  A frozen value
    (:mod:`regelwerk.frozen`), not a named tuple: defining a ``NamedTuple`` compiles code,
    and the first compile of a process costs a command's start several milliseconds."""

    __slots__ = ("context", "text")
    context: str
    text: str

    def __init__(self, context: str, text: str) -> None:
        _set(self, "context", context)  # every marked string of a module makes one on import
        _set(self, "text", text)


Msg._name_fields()


def pN_(context: str, message: str) -> Msg:
    """Mark ``message`` for extraction with ``context`` as msgctxt; translate later."""
    return Msg(context, message)


def eN_(context: str, message: str) -> Msg:
    """Mark an exception's sentence (or a part of one) for the ``errors`` domain."""
    return Msg(context, message)
