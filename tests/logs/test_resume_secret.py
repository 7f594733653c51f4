"""Issue 20 item 5: a resumed game stays secret and random.  ``Recorder.resume`` drew from the
bag in its sorted order (every client could predict every tile) and a resumed No Thanks!
game could not turn up its next card; ``card=`` with a pass was silently ignored."""

from __future__ import annotations

import random
from typing import Any

import pytest

from regelwerk.errors import UsageError
from regelwerk.logs import Recorder, validate
from regelwerk.noreturn.tiles import TILESET

NAMES = ["Ada", "Ben", "Cleo"]


def _partial(game: str, seed: int, steps: int) -> dict[str, Any]:
    recorder = Recorder.new(game, NAMES, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        recorder.play(recorder.state.legal_actions().sample(rng))
    document = recorder.to_json()
    if game == "no-thanks":  # the log of a server that does not know the pile beyond
        taken = document["actions"].count("take")
        document["cards"] = document["cards"][: taken + 1]
        document.pop("removed", None)
    return document


def _later_draws(recorder: Recorder[Any, Any, Any], count: int) -> list[str]:
    rng = random.Random(0)
    for _ in range(count):
        if recorder.state.is_over:
            break
        recorder.play(recorder.state.legal_actions().sample(rng))
    document = recorder.to_json()
    if recorder.game == "no-thanks":
        return [str(card) for card in document["cards"]]
    return [tile for turn in document["turns"] for tile in turn.get("draw", [])]


def _bag(document: object) -> Any:
    """The bag of a No Return game resumed from ``document``."""
    state: Any = Recorder.resume(document).state
    return state.bag


def test_a_resumed_no_return_game_does_not_draw_from_a_sorted_bag() -> None:
    document = _partial("no-return", 4, 14)
    resumed: Any = Recorder.resume(document)
    bag = list(resumed.state.bag)
    assert bag != sorted(bag)
    assert len(bag) == len(_bag(document))
    assert resumed.state.bag != _bag(document)  # fresh each time


@pytest.mark.parametrize("game", ["no-return", "no-thanks"])
def test_resumed_draws_are_not_predictable_from_the_log(game: str) -> None:
    """Resumed twice from the same log, with generators nobody else has, the later draws
    differ; with the same generator they are the same; every resumed log validates."""
    document = _partial(game, 7, 20)
    runs = {
        tuple(_later_draws(Recorder.resume(document, rng=random.Random(k)), 40)) for k in range(5)
    }
    assert len(runs) == 5
    again: Any = Recorder.resume(document, rng=random.Random(3))
    same: Any = Recorder.resume(document, rng=random.Random(3))
    assert _later_draws(again, 40) == _later_draws(same, 40)
    assert validate(again.to_json()).status.value in {"in_progress", "finished"}
    unseeded: Any = Recorder.resume(document)
    _later_draws(unseeded, 40)
    assert validate(unseeded.to_json()).status.value in {"in_progress", "finished"}


def test_resumed_tiles_come_uniformly_from_the_unseen_ones() -> None:
    """The first tile drawn after resuming, over many generators: every unseen tile kind
    turns up, about as often as its copies among the unseen (no tile favoured by order)."""
    document = _partial("no-return", 2, 12)
    first: dict[str, int] = {}
    for k in range(600):
        state: Any = Recorder.resume(document, rng=random.Random(k)).state
        bag = state.bag
        first[str(bag[0])] = first.get(str(bag[0]), 0) + 1
    kinds = {str(tile) for tile in _bag(document)}
    assert set(first) <= kinds and len(first) > 0.8 * len(kinds)
    assert max(first.values()) < 600 * 4 / len(_bag(document))
    assert len(TILESET) == 132


def test_new_takes_its_seed_from_a_generator() -> None:
    one = Recorder.new("no-thanks", NAMES, None, rng=random.Random(5))
    two = Recorder.new("no-thanks", NAMES, None, rng=random.Random(5))
    assert one.seed == two.seed and one.state == two.state


def test_a_card_given_with_a_pass_is_refused_not_ignored() -> None:
    document = _partial("no-thanks", 3, 6)
    resumed: Any = Recorder.resume(document, rng=random.Random(1))
    state = resumed.state
    assert "pass" in [str(a) for a in state.legal_actions()]
    card = next(c for c in range(3, 36) if c not in state.cards)
    with pytest.raises(UsageError, match="turns up no card"):
        resumed.play(resumed.state.legal_actions()[1], card=card)


def test_a_server_may_still_name_the_card_a_take_turns_up() -> None:
    """After resuming (the pile's order drawn by the recorder) a server that draws by its own
    means names the card; it is turned up and the order of the rest is kept."""
    document = _partial("no-thanks", 3, 6)
    resumed: Any = Recorder.resume(document, rng=random.Random(1))
    rest = resumed.state.cards[resumed.state.face_index + 1 :]
    card = rest[5]
    resumed.play(resumed.state.legal_actions()[0], card=int(card))
    assert resumed.state.face_up == card
    assert len(resumed.state.cards) == 24
    assert validate(resumed.to_json()).status.value == "in_progress"
