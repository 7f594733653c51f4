"""The SVG pictures: well-formed, sized, and readable without colour."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from functools import partial

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.noreturn import pictures as svg
from regelwerk.noreturn.tiles import KINDS, Colour, Tile
from regelwerk.nothanks import pictures as nt_pictures

SVG = "{http://www.w3.org/2000/svg}"
tiles = st.lists(st.sampled_from(KINDS), max_size=12)
rows = st.lists(st.lists(st.sampled_from(range(1, 12)), max_size=8), min_size=6, max_size=6)


def parse(markup: str) -> ET.Element:
    root = ET.fromstring(markup)
    assert root.tag == f"{SVG}svg"
    assert float(root.get("width", "0")) > 0 and float(root.get("height", "0")) > 0
    return root


def texts(root: ET.Element) -> list[str]:
    return [node.text or "" for node in root.iter(f"{SVG}text")]


def shown_tiles(root: ET.Element) -> list[str]:
    """Each tile group's text read back: its colour letter then its value."""
    return [
        "".join(node.text or "" for node in group.iter(f"{SVG}text"))
        for group in root.iter(f"{SVG}g")
        if group.get("class") == "tile"
    ]


@given(tiles)
def test_a_hand_shows_every_tile_as_letter_and_value(hand: list[Tile]) -> None:
    root = parse(svg.hand_svg(hand))
    assert shown_tiles(root) == [str(tile) for tile in hand]


@given(rows, tiles)
def test_a_position_labels_its_rows(values: list[list[int]], hand: list[Tile]) -> None:
    position = [
        tuple(Tile(colour, value) for value in sorted(row, reverse=True))
        for colour, row in zip(Colour, values, strict=True)
    ]
    root = parse(svg.position_svg(position, hand))
    expected = [str(tile) for row in position for tile in row] + [str(tile) for tile in hand]
    assert shown_tiles(root) == expected
    labels = [node.text for node in root.findall(f"{SVG}text")]  # outside the tiles
    assert labels == [colour.value for colour, row in zip(Colour, position, strict=True) if row]


def test_rows_are_labelled_and_ordered_by_colour() -> None:
    position = [(), (Tile.parse("O9"),), (), (), (Tile.parse("B3"), Tile.parse("B2")), ()]
    root = parse(svg.rows_svg(position))
    assert shown_tiles(root) == ["O9", "B3", "B2"]
    assert root.get("aria-label") == "O9; B3 B2"


@given(st.lists(st.tuples(st.integers(3, 35), st.integers(0, 55)), max_size=8))
def test_cards_show_their_number_and_chips(cards: list[tuple[int, int]]) -> None:
    root = parse(nt_pictures.cards_svg(list(cards)))
    groups = [g for g in root.iter(f"{SVG}g") if g.get("class") == "card"]
    assert [int(g.get("data-card", "0")) for g in groups] == [card for card, _ in cards]
    for group, (card, chips) in zip(groups, cards, strict=True):
        shown = [node.text for node in group.iter(f"{SVG}text")]
        assert shown == ([str(card), str(chips)] if chips else [str(card)])


def test_a_picture_never_depends_on_colour_alone() -> None:
    """Every tile's letter is black text on a pale fill: readable when printed in grey."""
    root = parse(svg.tile_svg(Tile.parse("Y7")))
    assert texts(root) == ["Y", "7"]
    assert {node.get("fill") for node in root.iter(f"{SVG}text")} == {"#000"}


def test_a_position_is_labelled_with_its_notation() -> None:
    rows = [(Tile.parse("R10"), Tile.parse("R7")), (), (), (), (), ()]
    hand = [Tile.parse("B3")]
    assert parse(svg.position_svg(rows, hand)).get("aria-label") == "R10 R7 | B3"
    assert parse(svg.position_svg([()] * 6, hand)).get("aria-label") == "B3"


@given(st.lists(st.integers(0, 55), min_size=1, max_size=7))
def test_every_seat_s_chips_are_shown_with_their_count(counts: list[int]) -> None:
    root = parse(nt_pictures.chips_svg(counts))
    groups = [g for g in root.iter(f"{SVG}g") if g.get("class") == "chips"]
    assert [int(g.get("data-chips", "-1")) for g in groups] == counts
    assert [texts(group) for group in groups] == [[str(count)] for count in counts]


def under_the_backs(root: ET.Element) -> list[str]:
    """The texts of a face-down stack, each checked to stand below every back: a number
    printed on a back reads as a card's or a tile's value (en-r6 18, de-r6, fr-r6 10)."""
    bottom = max(
        float(r.get("y", "0")) + float(r.get("height", "0")) for r in root.iter(f"{SVG}rect")
    )
    shown = list(root.iter(f"{SVG}text"))
    assert all(float(node.get("y", "0")) > bottom + 4 for node in shown)
    return [node.text or "" for node in shown]


@given(st.integers(1, 132))
def test_a_face_down_stack_says_its_count_under_blank_backs(count: int) -> None:
    caption = f"{count} cards"
    assert under_the_backs(parse(nt_pictures.face_down_svg(count, caption))) == [caption]
    assert under_the_backs(parse(svg.pile_svg(count, f"{count} tiles"))) == [f"{count} tiles"]


@given(st.integers(0, 132))
def test_the_bag_shows_its_count(count: int) -> None:
    assert texts(parse(svg.bag_svg(count))) == [str(count)]


def test_a_picture_label_can_be_in_the_reader_s_language() -> None:
    """The notation is only the fallback: the books pass a label in their language."""
    label = "Hand: die rote 10 und die rote 7."
    hand = [Tile.parse("R10"), Tile.parse("R7")]
    assert parse(svg.hand_svg(hand, label)).get("aria-label") == label
    assert parse(svg.position_svg([()] * 6, hand, label)).get("aria-label") == label


def test_a_score_pile_lies_face_down() -> None:
    """NR-7.4: cleared tiles go face down on the score pile; the picture shows tile backs
    and how many there are, never the tiles' colours and values."""
    root = parse(svg.pile_svg(5, "5 tiles", "5 hidden tiles"))
    assert texts(root) == ["5 tiles"] and root.get("aria-label") == "5 hidden tiles"
    assert not shown_tiles(root)


def test_each_players_name_stands_under_their_chips() -> None:
    """fr-r4 27: "Chips held by Ada, Ben and Cleo" over three unnamed circles."""
    root = parse(nt_pictures.chips_svg([10, 10, 13], names=["Ada", "Ben", "Cleo"]))
    named = [t for t in root.iter(f"{SVG}text") if t.get("class") == "chips-name"]
    assert [t.text for t in named] == ["Ada", "Ben", "Cleo"]
    chips = [g for g in root.iter(f"{SVG}g") if g.get("class") == "chips"]
    centres = [g.find(f"{SVG}circle").get("cx") for g in chips]  # type: ignore[union-attr]
    assert [t.get("x") for t in named] == centres


def test_a_smaller_picture_shows_the_same_drawing() -> None:
    """The whole table is drawn at TABLE_SCALE: the box shrinks, the drawing (its viewBox and
    every piece in it) is the one of full size; each kind of picture the table shows."""
    hand = [Tile(Colour.RED, 11), Tile(Colour.BLUE, 4)]
    rows = [tuple(hand[:1]), (), (), (), tuple(hand[1:]), ()]
    pictures: list[Callable[..., str]] = [
        partial(svg.hand_svg, hand),
        partial(svg.rows_svg, rows),
        partial(svg.pile_svg, 2, "2 tiles"),
        partial(svg.bag_svg, 3),
    ]
    for draw in pictures:
        full, small = ET.fromstring(draw(scale=1)), ET.fromstring(draw(scale=0.8))
        _, _, width, height = (float(part) for part in full.get("viewBox", "").split())
        assert small.get("viewBox") == full.get("viewBox")
        assert (full.get("width"), full.get("height")) == (f"{width:g}", f"{height:g}")
        assert float(small.get("width", 0)) == pytest.approx(0.8 * width)
        assert float(small.get("height", 0)) == pytest.approx(0.8 * height)
        assert [ET.tostring(part) for part in small] == [ET.tostring(part) for part in full]
