"""Recorder names that are not strings are a ``TypeError`` (issue 10 item 4): the library's
:class:`~regelwerk.errors.ArgumentTypeError`, no longer a ``LogError`` (a ``ValueError``);
one string is no list of names either.  Both games' recorders, new and dealt."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.errors import ArgumentTypeError, LogError
from regelwerk.logs import Recorder

DEALS: dict[str, object] = {"no-return": None, "no-thanks": ([], None, None)}


def starts(game: str) -> list[Callable[[object], object]]:
    return [
        lambda names: Recorder.new(game, names, seed=1),  # type: ignore[call-overload]
        lambda names: Recorder.deal(game, names, DEALS[game]),  # type: ignore[call-overload]
    ]


BAD_NAMES: list[object] = [
    ["Ada", 2, "Cleo"],
    ["Ada", None, "Cleo"],
    [b"Ada", "Ben", "Cleo"],
    ["Ada", ["Ben"], "Cleo"],
    "Ada",
    "AdaBenCleo",
    b"AdaBen",
    None,
    3,
    {"Ada": 1, "Ben": 2, "Cleo": 3},  # a mapping or a set has no seat order
    {"Ada", "Ben", "Cleo"},
]


@pytest.mark.parametrize("game", sorted(DEALS))
@pytest.mark.parametrize("names", BAD_NAMES, ids=repr)
def test_names_that_are_not_strings_are_a_type_error(game: str, names: object) -> None:
    for start in starts(game):  # the names are checked before the deal
        with pytest.raises(ArgumentTypeError) as caught:
            start(names)
        assert isinstance(caught.value, TypeError) and not isinstance(caught.value, LogError)
        assert str(caught.value).startswith("Expected the players’ names as a list of strings")


@pytest.mark.parametrize("game", sorted(DEALS))
@given(names=st.lists(st.text(max_size=6) | st.integers() | st.none(), min_size=3, max_size=3))
def test_only_lists_of_strings_are_names(game: str, names: list[object]) -> None:
    if all(isinstance(name, str) for name in names):
        assert Recorder.new(game, names, seed=1).log is not None  # type: ignore[arg-type]
    else:
        with pytest.raises(ArgumentTypeError):
            Recorder.new(game, names, seed=1)  # type: ignore[arg-type]


def test_a_tuple_of_strings_is_a_list_of_names() -> None:
    assert Recorder.new("no-thanks", ("Ada", "Ben", "Cleo"), seed=1).state.players == 3
