"""``.. setup-picture::`` of No Return: the bag and every seat's starting hand, dealt by the
engine (:meth:`regelwerk.noreturn.State.deal`) from the hands given::

    :hands: R11 R9 R7 R5 B10 B4 G3 P1 | O8 O6 Y9 Y2 G11 G10 P7 P4
"""

from __future__ import annotations

from typing import ClassVar, Final

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

from regelwerk.i18n.names import number
from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.noreturn import State, parse_tiles, pictures
from regelwerk.noreturn.book.actions import hand_label
from regelwerk.noreturn.tiles import in_hand_order
from regelwerk.rulebook.sphinxext.data import raw_svg
from regelwerk.rulebook.sphinxext.examples import player_name, stage

__all__ = ["BAG", "SetupPicture"]

BAG: Final[Msg] = pN_("book label bag", "The bag")
"""The label of the bag's picture: its count is printed on the bag itself (de-r3 48)."""
# TRANSLATORS: {number} is a player's number from 1 (in the order of play); the hand that
# player holds at the start of the game.
# TRANSLATORS: above a player's starting hand in the setup picture; {name} is the player's
# name (Ada, Ben …).
_HAND: Final[Msg] = pN_("book label player's starting hand", "{name}: starting hand")


class SetupPicture(SphinxDirective):
    """The directive that draws the setup picture of the No Return rulebook."""

    option_spec: ClassVar = {"hands": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        """The picture of the seats' starting hands."""
        lang = self.config.language or "en"
        hands = [parse_tiles(part.split()) for part in self.options["hands"].split("|")]
        state = State.deal(hands)
        box = nodes.container(classes=["rulebook-setup", "rulebook-example"])
        # the hands in one column in the order of play, the starting player's first, and the
        # bag beside them (the eye zigzagged from the bag to Ada's hand to Ben's: en-r4 28)
        column = nodes.container(classes=["setup-hands"])
        for seat, own in enumerate(state.seats):
            label = translate(_HAND, lang).format(name=player_name(seat))
            # in the order every example draws a hand: by colour, high to low (the same hand
            # was drawn low to high here and high to low overleaf: de-r3 47, nl-r3 24)
            hand = in_hand_order(own.hand)
            picture = pictures.hand_svg(hand, hand_label(hand, lang))
            column += stage(label, raw_svg(picture))
        box += column
        bag = translate(BAG, lang)
        count = number(len(state.bag), lang)
        box += stage(bag, raw_svg(pictures.bag_svg(len(state.bag), f"{bag}: {count}")))
        return [box]
