"""The marks themselves, below the catalogs: a :class:`Msg` is a msgctxt and an English
msgid, nothing more, so that a game's pieces can name the form of their notation for an
error (``eN_``) without importing any catalog; :mod:`regelwerk.i18n.markers` translates them.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["Msg", "eN_", "pN_"]


class Msg(NamedTuple):
    """A marked source string: its msgctxt and its English msgid."""

    context: str
    text: str


def pN_(context: str, message: str) -> Msg:
    """Mark ``message`` for extraction with ``context`` as msgctxt; translate later."""
    return Msg(context, message)


def eN_(context: str, message: str) -> Msg:
    """Mark an exception's sentence (or a part of one) for the ``errors`` domain."""
    return Msg(context, message)
