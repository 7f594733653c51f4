"""Marked source strings: what every module that has words for people writes them with.

``pN_(context, message)`` marks an English message with its msgctxt; ``npN_(context,
singular, plural, count=...)`` one with a plural form chosen by a number.  Both are found by
``make catalogs-update`` (keywords ``pN_:1c,2`` and ``npN_:1c,2,3``) wherever they are
written, so a game package keeps its own texts beside its rules.
"""

from __future__ import annotations

from collections.abc import Mapping

from regelwerk.frozen import Frozen
from regelwerk.i18n.catalog import translations
from regelwerk.i18n.keys import Msg, eN_, pN_

__all__ = ["Msg", "Template", "eN_", "npN_", "pN_", "template", "translate"]


def translate(msg: Msg, lang: str) -> str:
    """``msg`` in ``lang`` (English, the msgid, for English or an unknown language)."""
    return translations(lang).pgettext(msg.context, msg.text)


class Template(Frozen):
    """A message: msgctxt and English msgid, with a plural msgid chosen by ``count`` (a
    frozen value)."""

    __slots__ = ("msg", "plural", "count")  # noqa: RUF023 (the fields' order)
    msg: Msg
    plural: str | None
    count: str | None  # the data key (an int, or a tuple's length) choosing the form

    def __init__(self, msg: Msg, plural: str | None = None, count: str | None = None) -> None:
        self._init(msg, plural, count)

    def text(self, lang: str, data: Mapping[str, int]) -> str:
        """The message in ``lang``, its plural form chosen by ``data[count]``."""
        if self.plural is None or self.count is None:
            return translate(self.msg, lang)
        n = data[self.count]
        return translations(lang).npgettext(self.msg.context, self.msg.text, self.plural, n)


Template._name_fields()


def template(msg: Msg) -> Template:
    """A message without plural forms."""
    return Template(msg)


def npN_(context: str, singular: str, plural: str, *, count: str) -> Template:
    """Mark a message with a plural form for extraction; ``count`` names its number."""
    return Template(Msg(context, singular), plural, count)
