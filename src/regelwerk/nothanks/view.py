"""What one seat knows of a game (NT-3.2 and the ``deal_removed`` option).

Public: the face-up card and the chips on it, every seat's taken cards, how many cards are
left in the pile, who acts.  Private to the seat: its own chips (others may keep theirs
secret, NT-3.2) and the removed cards dealt to it.  The pile order and the unseen removed
cards are known to nobody.  Two states that differ only in what ``seat`` cannot see give
equal views.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from regelwerk.arguments import check_seat
from regelwerk.frozen import Frozen
from regelwerk.knowledge import JSONView
from regelwerk.notebook import repr_svg
from regelwerk.nothanks.cards import Card, cards_of_mask, parse_cards
from regelwerk.nothanks.options import Options

if TYPE_CHECKING:
    from regelwerk.nothanks.state import State

__all__ = ["View", "view_of"]


class View(JSONView, Frozen):
    """One seat's knowledge of a position; immutable and hashable (a frozen value,
    :mod:`regelwerk.frozen`)."""

    game_title: ClassVar[str] = "No Thanks!"

    __slots__ = (  # noqa: RUF023 (the fields' order)
        "seat",
        "players",
        "options",
        "to_act",
        "face_up",
        "pot",
        "chips",
        "taken",
        "pile_left",
        "dealt",
    )
    seat: int
    players: int
    options: Options
    to_act: int | None
    face_up: Card | None  # None when the game is over or the card is not known yet
    pot: int  # chips on the face-up card
    chips: int  # this seat's own chips only
    taken: tuple[tuple[Card, ...], ...]  # every seat's cards, ascending
    pile_left: int  # face down in the pile, the face-up card not counted
    dealt: tuple[Card, ...]  # removed cards dealt to this seat; () if none or unknown

    def __init__(
        self,
        seat: int,
        players: int,
        options: Options,
        to_act: int | None,
        face_up: Card | None,
        pot: int,
        chips: int,
        taken: tuple[tuple[Card, ...], ...],
        pile_left: int,
        dealt: tuple[Card, ...],
    ) -> None:
        self._init(seat, players, options, to_act, face_up, pot, chips, taken, pile_left, dealt)

    @property
    def is_over(self) -> bool:
        """True once the game is over (nobody is to act)."""
        return self.to_act is None

    def to_json(self) -> dict[str, Any]:
        """The view as JSON (schema ``no-thanks-view-state``, docs/spec): cards in their
        notation (``"27"``), never as numbers; :meth:`from_json` reads it back."""
        return {
            "seat": self.seat,
            "players": self.players,
            "options": self.options.to_json(),
            "to_act": self.to_act,
            "face_up": None if self.face_up is None else str(self.face_up),
            "pot": self.pot,
            "chips": self.chips,
            "taken": [[str(card) for card in cards] for cards in self.taken],
            "pile_left": self.pile_left,
            "dealt": [str(card) for card in self.dealt],
        }

    @classmethod
    def _read(cls, document: Mapping[str, Any]) -> View:
        face_up = document["face_up"]
        return cls(
            seat=document["seat"],
            players=document["players"],
            options=Options.from_json(document["options"]),
            to_act=document["to_act"],
            face_up=None if face_up is None else Card.parse(face_up),
            pot=document["pot"],
            chips=document["chips"],
            taken=tuple(parse_cards(cards) for cards in document["taken"]),
            pile_left=document["pile_left"],
            dealt=parse_cards(document["dealt"]),
        )

    _repr_svg_ = repr_svg  # a notebook shows the table, face down what the seat cannot see


View._name_fields()


def view_of(state: State, seat: int) -> View:
    """The view of ``seat`` (0 to ``players - 1``) on ``state``."""
    check_seat(seat, state.players)
    dealt = state.dealt[seat] if state.dealt is not None else ()
    return View(
        seat=seat,
        players=state.players,
        options=state.options,
        to_act=state.to_act,
        face_up=state.face_up,
        pot=state.pot,
        chips=state.chips[seat],
        taken=_taken(state.taken),
        pile_left=state.pile_left,
        dealt=dealt,
    )


@functools.lru_cache(maxsize=256)
def _taken(masks: tuple[int, ...]) -> tuple[tuple[Card, ...], ...]:
    """Each seat's taken cards, from the state's bit masks: made once for all the views of
    a position and of the positions after it up to the next take (a pass keeps the masks),
    so a seat's view, asked at every step of a learner or a search, shares them."""
    return tuple(cards_of_mask(mask) for mask in masks)
