"""No Return's actions as a rulebook sentence in the reader's language.

A worked example shows what the player does as a sentence ("Play the red 7 and the red 5."),
never as the log notation (``play R7 R5``): the books do not teach the log format.  Tiles
are named with their article, as a sentence needs them ("die rote 9", "le 5 rouge"), and
two identical tiles are named once ("the two red 1s"), by the
:func:`~regelwerk.noreturn.names.tiles_phrase` that the messages use too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.noreturn.actions import Clear, Exchange, Pass, Play, SetAside
from regelwerk.noreturn.names import tiles_phrase
from regelwerk.noreturn.tiles import Tile, in_hand_order

__all__ = ["describe", "hand_label", "position_label"]

Action = SetAside | Exchange | Play | Clear | Pass

_SENTENCES: Final[dict[tuple[type, bool], Msg]] = {
    # TRANSLATORS: what a player does in a rulebook example; {tiles} are tiles with articles.
    (SetAside, False): pN_("book action set-aside", "Set aside {tiles}."),
    (Exchange, False): pN_("book action exchange", "Exchange {tiles}."),
    (Exchange, True): pN_("book action phase 2 exchange", "Enter phase 2 and exchange {tiles}."),
    (Play, False): pN_("book action play", "Play {tiles}."),
    (Play, True): pN_("book action phase 2 play", "Enter phase 2 and play {tiles}."),
    # TRANSLATORS: {pay} are the tiles of the payment, with articles, in the case that
    # follows "with" (German: the dative, "mit der blauen 10").
    (Clear, False): pN_("book action clear", "Clear {tiles} and pay with {pay}."),
    (Clear, True): pN_(
        "book action phase 2 clear", "Enter phase 2, clear {tiles} and pay with {pay}."
    ),
    (Pass, False): pN_("book action pass", "Pass."),
    (Pass, True): pN_("book action phase 2 pass", "Enter phase 2 and pass."),
    (SetAside, True): pN_("book action set-aside nothing", "Keep the starting hand."),
}

_PICTURES: Final[dict[str, Msg]] = {
    # TRANSLATORS: what a screen reader says for a rulebook picture; {tiles} with articles.
    "rows": pN_("book picture rows", "Rows: {tiles}."),
    "hand": pN_("book picture hand", "Hand: {tiles}."),
    "tiles": pN_("book picture tiles", "Tiles: {tiles}."),
}


def describe(action: Action, lang: str) -> str:
    """``action`` as the sentence a rulebook example prints above its outcome."""
    key: tuple[type, bool] = (
        (SetAside, not action.tiles)
        if isinstance(action, SetAside)
        else (type(action), action.phase2)
    )
    tiles: Sequence[Tile] = getattr(action, "tiles", ())
    if isinstance(action, Clear):  # a row is cleared from its low end upward (NR-7.2)
        tiles = sorted(tiles, key=lambda tile: tile.value)
    else:  # named left to right as the hand above shows them (en-r7 18, fr-r7 22)
        tiles = in_hand_order(tiles)
    named = tiles_phrase(tiles, lang)
    # "pay with {pay}": German needs the dative after "mit" (de-r1: not "gib … als Bezahlung")
    pay = (
        tiles_phrase(in_hand_order(action.pay), lang, dative=True)
        if isinstance(action, Clear)
        else ""
    )
    return translate(_SENTENCES[key], lang).format(tiles=named, pay=pay)


def hand_label(tiles: Sequence[Tile], lang: str, kind: str = "hand") -> str:
    """A picture's label for screen readers: "Hand: the red 11 and the red 9."."""
    return translate(_PICTURES[kind], lang).format(tiles=tiles_phrase(tiles, lang))


def position_label(rows: Sequence[Sequence[Tile]], hand: Sequence[Tile], lang: str) -> str:
    """A position picture's label: its rows, then its hand."""
    shown = [tile for row in rows for tile in row]
    parts = [hand_label(shown, lang, "rows")] if shown else []
    return " ".join([*parts, hand_label(hand, lang)] if hand else parts)
