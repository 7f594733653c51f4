"""No Thanks!' table as one picture: the face-up card with the chips on it, the pile, and
every seat's chips and cards; for a seat's view, the other seats' chips hidden (NT-3.2).

:data:`PICTURES` is what the game hands the shared layers
(:class:`~regelwerk.pictures.GamePictures`), drawn with the cards and chips of
:mod:`regelwerk.nothanks.pictures` that the rulebook draws too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from regelwerk.i18n.markers import npN_, pN_, translate
from regelwerk.i18n.names import number
from regelwerk.nothanks.cards import Card, cards_of_mask
from regelwerk.nothanks.logviews import views
from regelwerk.nothanks.pictures import CARD_H, CARD_W, card_row, chip, face_down
from regelwerk.nothanks.state import State
from regelwerk.nothanks.view import View
from regelwerk.pictures import DrawnPictures
from regelwerk.pictures.frame import GAP, label
from regelwerk.pictures.table import Panel, table

__all__ = ["PICTURES", "stack_said", "table_svg"]

_OVER = pN_("picture", "Game over")
_RESULT = pN_("picture", "Score {result}")
_PILE = npN_("picture", "Draw pile: {count} card", "Draw pile: {count} cards", count="count")
_CHIPS = npN_("picture", "{count} chip", "{count} chips", count="count")
# TRANSLATORS: under a face-down stack of cards, in small type: how many it holds.
_STACK = npN_("picture", "{count} card", "{count} cards", count="count")
_HIDDEN_CHIPS = pN_("picture", "Chips hidden")
_FACE_UP = npN_(
    "picture",
    "Face-up card: {card} with {count} chip",
    "Face-up card: {card} with {count} chips",
    count="count",
)
_CARDS = pN_("picture", "Cards")
_DEALT = pN_("picture", "Dealt")
_NONE = pN_("picture", "none")

CHIP_R: Final = 15
_CAPTION: Final = 16


def _counted(template: Any, count: int, lang: str, **more: object) -> str:
    text = template.text(lang, {"count": count})
    return str(text.format(count=number(count, lang), **more))


def stack_said(cards: int, lang: str) -> str:
    """How many cards a face-down stack holds, to print under it: "9 cards"."""
    return _counted(_STACK, cards, lang)


def _seat_body(
    chips: int | None, cards: Sequence[Card], dealt: Sequence[Card], lang: str
) -> tuple[str, int, int]:
    """A seat's chips (one chip with the count, "?" when hidden), its cards, its dealt
    cards (the ``deal_removed`` option)."""
    count = "?" if chips is None else str(chips)
    parts = [f'<g class="chips">{chip(CHIP_R + 1, _CAPTION + CARD_H // 2, count, CHIP_R)}</g>']
    x = 2 * CHIP_R + 4 * GAP
    width = x
    for caption, shown in ((_CARDS, cards), (_DEALT, dealt)):
        if caption is _DEALT and not shown:
            continue
        body, row_width = card_row(int(card) for card in shown)
        parts.append(label(x, 12, translate(caption, lang), size=11))
        parts.append(f'<g transform="translate({x} {_CAPTION})">{body}</g>')
        x += max(row_width, CARD_W) + 4 * GAP
        width = x - 4 * GAP
    return "".join(parts), max(width, 160), _CAPTION + CARD_H


def _middle(face_up: Card | None, pot: int, pile: int, lang: str) -> tuple[str, int, int]:
    """The face-up card with its chips, and the face-down pile beside it."""
    body, width = card_row([(int(face_up), pot)]) if face_up is not None else ("", 0)
    stack, stack_width, stack_height = (
        face_down(pile, stack_said(pile, lang)) if pile else ("", 0, 0)
    )
    x = width + 6 * GAP if width else 0
    return (
        body + f'<g transform="translate({x} 0)">{stack}</g>',
        x + stack_width,
        max(CARD_H, stack_height),
    )


def table_svg(position: State | View, lang: str, names: Sequence[str]) -> str:
    """The table of a state (every seat's chips open) or of a seat's view (the others'
    chips hidden, NT-3.2), in ``lang``, each seat named by ``names``."""
    if isinstance(position, View):
        chips: list[int | None] = [
            position.chips if seat == position.seat else None for seat in range(position.players)
        ]
        taken = position.taken
        dealt = [
            position.dealt if seat == position.seat else () for seat in range(position.players)
        ]
        result = None
    else:
        chips = list(position.chips)
        taken = tuple(cards_of_mask(mask) for mask in position.taken)
        dealt = list(position.dealt or [()] * position.players)
        result = position.result()
    face_up, pot, pile = position.face_up, position.pot, position.pile_left
    banner = [_counted(_PILE, pile, lang)]
    if position.to_act is None:
        banner.insert(0, translate(_OVER, lang))
    if face_up is not None:
        banner.insert(0, _counted(_FACE_UP, pot, lang, card=number(int(face_up), lang)))
    panels, described = [], [" · ".join(banner) + "."]
    for seat, name in enumerate(names):
        body, width, height = _seat_body(chips[seat], taken[seat], dealt[seat], lang)
        held = chips[seat]
        notes = [translate(_HIDDEN_CHIPS, lang) if held is None else _counted(_CHIPS, held, lang)]
        if result is not None:
            notes.append(translate(_RESULT, lang).format(result=number(result.scores[seat], lang)))
        panels.append(Panel(name, seat == position.to_act, notes, body, width, height))
        cards = " ".join(str(card) for card in taken[seat]) or translate(_NONE, lang)
        described.append(f"{name}: {notes[0]}; {translate(_CARDS, lang)} {cards}.")
    middle = _middle(face_up, pot, pile, lang) if face_up is not None or pile else None
    return table(banner, panels, " ".join(described), lang, middle)


def _action(document: Mapping[str, Any], index: int) -> str:
    return str(document["actions"][index])  # "take" or "pass"


PICTURES: Final = DrawnPictures((State, View), table_svg, views, _action)
"""The pictures the game object hands the shared layers."""
