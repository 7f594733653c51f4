"""Words name tiles in the order the pictures beside them show them (issue 23, en-r7 18,
fr-r7 22): an example's action line, its verdict and its caption list a hand's tiles as the
hand is drawn (by colour, each colour high to low), and a clear's from the row's low end, as
it is cleared (NR-7.2).  Read from the book's source, so no build is needed."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from regelwerk.noreturn import Clear, Phase, State, parse_action, parse_tiles
from regelwerk.noreturn.book.actions import describe
from regelwerk.noreturn.tiles import Tile, in_hand_order
from regelwerk.rulebook.book import book_of

from .examples_html import tiles_in_order

_EXAMPLE = re.compile(
    r"^   \.\. nr-example::\n((?:      :.*\n)*)\n((?:      .*\n|\n)+?)(?=\S|   \S)", re.M
)


_TILE = r"(?:the\s+)?(?:red|orange|yellow|green|blue|purple)\s+\d+(?:\s+and\s+\d+)*"
_LIST = re.compile(rf"{_TILE}(?:(?:\s*,\s*|\s+and\s+){_TILE})+")
"""Tiles listed together (a list names tiles in an order; prose that reasons about them,
"the blue 10 alone covers the red 5, so the blue 3 …", need not)."""


def _examples() -> list[tuple[dict[str, str], str]]:
    """Each No Return example of the English source: its options and its caption."""
    text = (book_of("no-return").source / "index.rst").read_text(encoding="utf-8")
    found = []
    for options, caption in _EXAMPLE.findall(text):
        fields = dict(re.findall(r"^      :([\w-]+):\s*(.*)$", options, re.M))
        found.append((fields, " ".join(caption.split())))
    return found


def _key(cleared: set[str]) -> Callable[[str], tuple[int, int, int]]:
    """The order a clause must follow: a cleared tile by value upward, any other in hand
    order (colour, then high to low)."""

    def key(name: str) -> tuple[int, int, int]:
        tile = Tile.parse(name)
        if name in cleared:
            return (0, 0, tile.value)
        return (1, tile.colour.index, -tile.value)

    return key


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("set-aside P1 G3", "Set aside the green 3 and the purple 1."),
        ("exchange B4 G3", "Exchange the green 3 and the blue 4."),
        ("play B4 R5", "Play the red 5 and the blue 4."),
        ("play R5 R7", "Play the red 7 and the red 5."),
        ("phase2 clear R7 R5 pay B3 G2", "Enter phase 2, clear the red 5 and the red 7 and pay "
         "with the green 2 and the blue 3."),
    ],
)  # fmt: skip
def test_an_action_line_names_tiles_as_the_hand_shows_them(text: str, line: str) -> None:
    assert describe(parse_action(text), "en") == line


def test_a_verdict_names_colours_as_its_action_line() -> None:
    state = State.build(
        [parse_tiles(["R5", "B4", "B3", "G2", "R11"]), ()],
        rows=[parse_tiles(["R8"]), ()],
        phases=[Phase.TWO, Phase.ONE],
    )
    play = State.build([parse_tiles(["R5", "B4"]), ()]).check(parse_action("play B4 R5"))
    assert play is not None and play["colours"] == ("R", "B")
    pay = state.check(parse_action("clear R8 pay B3 G2"))
    assert pay is not None and pay["colours"] == ("G", "B")


@pytest.mark.parametrize(("options", "caption"), _examples())
def test_a_caption_names_tiles_in_the_order_of_its_pictures(
    options: dict[str, str], caption: str
) -> None:
    cleared: set[str] = set()
    for text in options.get("action", "").split(";"):
        action = parse_action(text.strip()) if text.strip() else None
        if isinstance(action, Clear):
            cleared |= {str(tile) for tile in action.tiles}
    key = _key(cleared)
    for listed in _LIST.findall(caption):  # "the green 3 and the purple 1", "red 7 and 5, …"
        named = list(dict.fromkeys(tiles_in_order(listed, "en")))
        assert named == sorted(named, key=key), (listed, named)


def test_the_order_is_the_pictures() -> None:
    hand = parse_tiles(["B10", "R5", "G3", "R11", "P1", "B4"])
    assert [str(tile) for tile in in_hand_order(hand)] == ["R11", "R5", "G3", "B10", "B4", "P1"]
