"""Two hostile values the property test of test_hostile.py found after the merges of the
issue-19/20/21 branches: each now fails in the library's own words."""

from __future__ import annotations

import pytest

from regelwerk.errors import ArgumentTypeError, NotationError
from regelwerk.logs import Recorder
from regelwerk.noreturn import Pass, State


def test_a_text_given_as_a_draw_to_apply_is_refused_as_notation() -> None:
    """``apply(Pass(), "0")`` read the text as the tiles "0" and said "0 cannot be drawn"."""
    state = State.new(players=3, seed=1)
    with pytest.raises(NotationError):
        state.apply(Pass(), "0")
    with pytest.raises(NotationError):
        state.apply(Pass(), ("0",))


def test_a_path_with_a_nul_byte_is_no_path(tmp_path: object) -> None:
    """``recorder.write("\\x00")`` raised os.open's bare ``ValueError``."""
    recorder = Recorder.new("no-return", ["Ada", "Ben"], seed=1)
    with pytest.raises(ArgumentTypeError):
        recorder.write("\x00")
