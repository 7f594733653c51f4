"""No Return's table as one picture: every seat's rows, hand, phase and score pile, the bag
and the box; for a seat's view, the hands it cannot see face down.

:data:`PICTURES` is what the game hands the shared layers
(:class:`~regelwerk.pictures.GamePictures`): the notebooks' ``_repr_svg_``, the replay page
and :func:`regelwerk.pictures.svg` draw through it, with the tiles of
:mod:`regelwerk.noreturn.pictures` that the rulebook draws too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from regelwerk.i18n.markers import npN_, pN_, translate
from regelwerk.i18n.names import number
from regelwerk.noreturn.log.views import views
from regelwerk.noreturn.pictures import (
    LABEL_W,
    TILE_H,
    TILE_W,
    face_down,
    rows_body,
    tile_body,
)
from regelwerk.noreturn.seat import Phase, Stage
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import Tile, format_tiles
from regelwerk.noreturn.view import View
from regelwerk.pictures import DrawnPictures
from regelwerk.pictures.frame import GAP, label
from regelwerk.pictures.table import Panel, table

__all__ = ["PICTURES", "hidden_said", "stack_said", "table_svg"]

_HAND = pN_("picture", "Hand")
_ROWS = pN_("picture", "Rows")
_PHASE2 = pN_("picture", "Phase 2")
_SETUP = pN_("picture", "Setup")
_OVER = pN_("picture", "Game over")
_TURN = pN_("picture", "Turn {number}")
_SCORE = pN_("picture", "Score {score}")
_BAG = npN_("picture", "Bag: {count} tile", "Bag: {count} tiles", count="count")
_BOX = npN_(
    "picture", "Out of the game: {count} tile", "Out of the game: {count} tiles", count="count"
)
_SET_ASIDE = npN_("picture", "Set aside: {count} tile", "Set aside: {count} tiles", count="count")
_PILE = npN_("picture", "Score pile: {count} tile", "Score pile: {count} tiles", count="count")
_HIDDEN = npN_("picture", "{count} hidden tile", "{count} hidden tiles", count="count")
# TRANSLATORS: under a face-down stack of tiles, in small type: how many it holds.
_STACK = npN_("picture", "{count} tile", "{count} tiles", count="count")
_NONE = pN_("picture", "none")

_CAPTION: Final = 16  # the "Hand" line above the hand


def hidden_said(count: int, lang: str) -> str:
    """Tiles no one at the table sees, in words: "3 hidden tiles" (a face-down pile)."""
    return _counted(_HIDDEN, count, lang)


def stack_said(count: int, lang: str) -> str:
    """How many tiles a face-down stack holds, to print under it: "2 tiles"."""
    return _counted(_STACK, count, lang)


def _counted(template: Any, count: int, lang: str) -> str:
    return str(template.text(lang, {"count": count}).format(count=number(count, lang)))


def _seat_body(
    rows: Sequence[Sequence[Tile]], hand: Sequence[Tile] | int, lang: str
) -> tuple[str, int, int]:
    """A seat's rows, then its hand (face down when it is only a number of tiles)."""
    body, width, height = rows_body(rows, 0)
    top = height + GAP if height else 0
    hidden = isinstance(hand, int)
    count = hand if isinstance(hand, int) else len(hand)
    tiles = [
        face_down(LABEL_W + i * (TILE_W + GAP), top + _CAPTION)
        if isinstance(hand, int)
        else tile_body(LABEL_W + i * (TILE_W + GAP), top + _CAPTION, hand[i])
        for i in range(count)
    ]
    caption = label(LABEL_W, top + 12, translate(_HAND, lang), size=11, bold=not hidden)
    width = max(width, LABEL_W + count * (TILE_W + GAP) - GAP, 120)
    return body + caption + "".join(tiles), width, top + _CAPTION + TILE_H


def _described(
    name: str, rows: Sequence[Sequence[Tile]], hand: Sequence[Tile] | int, lang: str
) -> str:
    shown = " | ".join(format_tiles(row) for row in rows if row) or translate(_NONE, lang)
    held = (
        _counted(_HIDDEN, hand, lang)
        if isinstance(hand, int)
        else format_tiles(hand) or translate(_NONE, lang)
    )
    return f"{name}: {translate(_ROWS, lang)} {shown}; {translate(_HAND, lang)} {held}."


def table_svg(position: State | View, lang: str, names: Sequence[str]) -> str:
    """The table of a state (every hand open) or of a seat's view (the other hands face
    down), in ``lang``, each seat named by ``names``."""
    if isinstance(position, View):
        hands: list[Sequence[Tile] | int] = [
            position.hand if seat == position.seat else size
            for seat, size in enumerate(position.hand_sizes)
        ]
        rows, piles, phases = position.rows, position.piles, position.phases
        bag, box, aside = position.bag_size, position.box_size, position.set_aside_size
        result = None
    else:
        hands = [seat.hand for seat in position.seats]
        rows = tuple(seat.rows for seat in position.seats)
        piles = tuple(seat.pile for seat in position.seats)
        phases = tuple(seat.phase for seat in position.seats)
        bag, box, aside = len(position.bag), len(position.box), len(position.set_aside)
        result = position.result()
    stage = position.stage
    banner = [
        translate(_SETUP, lang)
        if stage is Stage.SETUP
        else translate(_OVER, lang)
        if stage is Stage.OVER
        else translate(_TURN, lang).format(number=number(position.turn + 1, lang)),
        _counted(_BAG, bag, lang),
        _counted(_BOX, box, lang),
    ]
    if aside:
        banner.append(_counted(_SET_ASIDE, aside, lang))
    panels, described = [], [" · ".join(banner) + "."]
    for seat, name in enumerate(names):
        body, width, height = _seat_body(rows[seat], hands[seat], lang)
        notes = [translate(_PHASE2, lang)] if phases[seat] is Phase.TWO else []
        notes.append(_counted(_PILE, len(piles[seat]), lang))
        if result is not None:
            notes.append(translate(_SCORE, lang).format(score=number(result.scores[seat], lang)))
        panels.append(Panel(name, seat == position.to_act, notes, body, width, height))
        described.append(_described(name, rows[seat], hands[seat], lang))
    return table(banner, panels, " ".join(described), lang)


def _turn_text(turn: Mapping[str, Any]) -> str:
    """A turn of a log document in notation with its draw, ``"?"`` for the tiles it hides."""
    words = ["phase2"] if turn.get("phase2") else []
    for key in ("play", "exchange", "clear", "pay"):
        if key in turn:
            words += [key, *turn[key]]
    if "pass" in turn:
        words.append("pass")
    if turn.get("draw"):
        words += ["·", "draw", *turn["draw"]]
    return " ".join(words)


def _turn(document: Mapping[str, Any], index: int) -> str:
    return _turn_text(document["turns"][index])


PICTURES: Final = DrawnPictures((State, View), table_svg, views, _turn)
"""The pictures the game object hands the shared layers."""
