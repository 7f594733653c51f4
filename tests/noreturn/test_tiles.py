"""Tiles (NR-1): the 132 tiles, their notation, their order and their identity."""

from __future__ import annotations

import copy
import pickle
from collections import Counter

import pytest

from regelwerk.errors import NotationError
from regelwerk.noreturn import KINDS, TILESET, Colour, State, Tile, format_tiles, parse_tiles

from .helpers import T


def test_nr_1_1_six_colours_eleven_values_twice() -> None:
    assert len(TILESET) == 132 and len(KINDS) == 66
    counts = Counter(TILESET)
    assert set(counts.values()) == {2}
    assert {(tile.colour, tile.value) for tile in TILESET} == {
        (colour, value) for colour in Colour for value in range(1, 12)
    }


def test_nr_1_1_copies_are_interchangeable() -> None:
    first, second = Tile.parse("R5"), Tile(Colour.RED, 5)
    assert first == second and hash(first) == hash(second) and first is second


def test_nr_1_2_colour_letters_and_notation() -> None:
    assert [colour.value for colour in Colour] == ["R", "O", "Y", "G", "B", "P"]
    assert str(Tile(Colour.RED, 11)) == "R11" and str(Tile(Colour.BLUE, 3)) == "B3"
    for tile in KINDS:
        text = str(tile)
        assert text == f"{tile.colour.value}{tile.value}"
        assert Tile.parse(text) is tile
        assert eval(repr(tile), {"Tile": Tile, "Colour": Colour}) is tile


@pytest.mark.parametrize(
    "text", ["R12", "R0", "X1", "r1", "R01", " R1", "R1 ", "", "R", "11", "RR1", "B-1"]
)
def test_nr_1_2_invalid_notation(text: str) -> None:
    with pytest.raises(NotationError) as raised:
        Tile.parse(text)
    assert raised.value.kind == "tile" and raised.value.text == text


def test_nr_1_2_invalid_tile() -> None:
    for value in (0, 12, -1):
        with pytest.raises(NotationError):
            Tile(Colour.RED, value)
    with pytest.raises(NotationError):
        Tile.parse(11)


def test_tiles_order_by_colour_then_value() -> None:
    assert list(KINDS) == sorted(KINDS)
    assert KINDS[0] == Tile.parse("R1") and KINDS[-1] == Tile.parse("P11")
    assert Tile.parse("R11") < Tile.parse("O1") < Tile.parse("O2")
    assert list(TILESET) == sorted(TILESET)


def test_tile_lists_round_trip() -> None:
    tiles = T("R11 B3 B3 P1")
    assert format_tiles(tiles) == "R11 B3 B3 P1"
    assert parse_tiles(format_tiles(tiles).split()) == tiles


def test_tiles_keep_their_identity_through_copies_and_pickles() -> None:
    for tile in KINDS:
        assert copy.copy(tile) is tile and copy.deepcopy(tile) is tile
        assert pickle.loads(pickle.dumps(tile)) is tile


def test_nr_1_3_a_position_cannot_hold_a_third_copy() -> None:
    with pytest.raises(ValueError, match=r"NR-1\.3"):
        State.build([T("R5 R5"), T("R5")])
    with pytest.raises(ValueError, match=r"NR-1\.3"):
        State.build([T("R5"), ()], rows=[T("R5"), ()], bag=T("R5"))
    state = State.build([T("R5"), T("B1")], rows=[T("R9"), ()], piles=[(), T("G1")], bag=T("P1"))
    assert len(state.box) == 132 - 5 and Counter(state.tiles()) == Counter(TILESET)


def test_build_sorts_a_seats_row_tiles_into_descending_rows() -> None:
    state = State.build([(), ()], rows=[T("R5 B3 R9 R7"), ()])
    assert state.seats[0].rows[0] == T("R9 R7 R5")
    assert state.seats[0].rows[4] == T("B3")
