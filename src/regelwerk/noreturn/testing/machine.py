"""A hypothesis state machine that plays the engine and the :class:`Model` side by side."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from regelwerk.errors import IllegalActionError
from regelwerk.noreturn import (
    TILESET,
    Action,
    Colour,
    Options,
    Pass,
    Stage,
    State,
    Tile,
)
from regelwerk.noreturn.testing.material import random_candidate, random_position
from regelwerk.noreturn.testing.model import FULL_HAND, Model
from regelwerk.rules import LogCode

try:  # a test dependency: say so rather than fail with a bare ImportError
    from hypothesis import event
    from hypothesis import strategies as st
    from hypothesis.stateful import (
        RuleBasedStateMachine,
        initialize,
        invariant,
        precondition,
        rule,
    )
except ImportError as error:  # pragma: no cover - depends on the environment
    raise ImportError(
        "regelwerk.noreturn.testing needs hypothesis: install regelwerk's wheel with its "
        "test extra, pip install 'regelwerk-VERSION-py3-none-any.whl[test]'"
    ) from error


class NoReturnMachine(RuleBasedStateMachine):
    """Plays No Return step by step on the engine and on a :class:`Model`, comparing them."""

    def __init__(self) -> None:
        super().__init__()
        self.state: State = State.new(2, 0)
        self.model = Model.from_state(self.state)
        self.full = Counter(TILESET)

    @initialize(
        start=st.sampled_from(["new", "late", "new"]),
        players=st.integers(2, 4),
        seed=st.integers(0, 2**32 - 1),
        minimal=st.booleans(),
    )
    def start(self, start: str, players: int, seed: int, minimal: bool) -> None:
        """A seeded new game, or a late position (small bag) built by hand."""
        options = Options(minimal_payment=minimal)
        if start == "new":
            self.state = State.new(players, seed, options)
        else:
            rng = random.Random(seed)
            built = random_position(rng, players)
            pool = list(built.box)
            rng.shuffle(pool)
            hands = [pool[i * FULL_HAND : (i + 1) * FULL_HAND] for i in range(players)]
            bag = pool[players * FULL_HAND :][: rng.randint(1, 40)]
            self.state = State.build(
                hands,
                rows=[[t for row in seat.rows for t in row] for seat in built.seats],
                piles=[seat.pile for seat in built.seats],
                phases=[seat.phase for seat in built.seats],
                bag=bag,
                options=options,
            )
        self.model = Model.from_state(self.state)

    def _advance(self, action: Action, drawn: Sequence[Tile] | None, checked: bool) -> None:
        assert not self.model.broken(action), (action, self.model.broken(action))
        count = self.model.draw_count(action)
        assert self.state.draw_count(action) == count
        before = self.state
        snapshot = _fields(before)
        if drawn is None:
            expected = before.bag[:count]  # a seeded game draws from the front of its bag
            after = before.play(action) if checked else before.apply(action)
        else:
            expected = tuple(drawn)
            assert before.check_draw(action, drawn) is None
            after = before.play(action, drawn) if checked else before.apply(action, drawn)
        assert _fields(before) == snapshot and all(
            old is new for old, new in zip(_fields(before), snapshot, strict=True)
        ), "playing changed the old state"
        self.model.apply(action, expected)
        self.state = after

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def take_listed_action(self, data: st.DataObject) -> None:
        """The i-th generated action, with a draw chosen from the bag."""
        legal = self.state.legal_actions()
        index = data.draw(st.integers(0, legal.count() - 1), label="index")
        action = legal[index]
        count = self.model.draw_count(action)
        rng = data.draw(st.randoms(use_true_random=False), label="draw rng")
        drawn = rng.sample(sorted(self.model.bag.elements()), count)
        self._advance(action, drawn, checked=data.draw(st.booleans(), label="checked"))

    @precondition(lambda self: not self.state.is_over)
    @rule(rng=st.randoms(use_true_random=False))
    def take_sampled_action(self, rng: random.Random) -> None:
        """A uniformly sampled action, drawing from the front of the bag."""
        self._advance(self.state.legal_actions().sample(rng), None, checked=True)

    @precondition(lambda self: not self.state.is_over)
    @rule(rng=st.randoms(use_true_random=False))
    def try_candidate(self, rng: random.Random) -> None:
        """A random action: the engine accepts it exactly when the model does, cites one of
        the rules the model finds broken, and plays it if it is legal."""
        action = random_candidate(rng, self.state)
        broken = self.model.broken(action)
        violation = self.state.check(action)
        assert (violation is None) == (not broken), (action, violation, broken)
        assert (action in self.state.legal_actions()) == (not broken)
        if violation is not None:
            assert violation.rule in broken, (action, violation, broken)
            # with a draw too: a replay's checked path must refuse it just the same
            size = min(max(0, self.model.draw_count(action)), len(self.state.bag))
            for draw in (None, self.state.bag[:size]):
                try:
                    self.state.play(action, draw)
                except IllegalActionError as error:
                    assert error.violation == violation
                else:
                    raise AssertionError(f"{action} was played")
        else:
            self._advance(action, None, checked=True)

    @precondition(lambda self: not self.state.is_over and len(self.state.bag) > 0)
    @rule(rng=st.randoms(use_true_random=False), wrong=st.sampled_from(["more", "fewer", "out"]))
    def reject_bad_draw(self, rng: random.Random, wrong: str) -> None:
        """A draw of the wrong size, or with a tile not in the bag, is LOG-DRAW."""
        action = self.state.legal_actions().sample(rng)
        count = self.model.draw_count(action)
        bag = sorted(self.model.bag.elements())
        if wrong == "more" and count < len(bag):
            drawn = bag[: count + 1]
        elif wrong == "fewer" and count > 0:
            drawn = bag[: count - 1]
        else:
            outside = [tile for tile in Counter(TILESET) if self.model.bag[tile] == 0]
            if count == 0 or not outside:
                return
            drawn = bag[: count - 1] + [rng.choice(outside)]
        violation = self.state.check_draw(action, drawn)
        assert violation is not None and violation.rule is LogCode.LOG_DRAW, violation
        try:
            self.state.play(action, drawn)
        except IllegalActionError as error:
            assert error.violation == violation
        else:
            raise AssertionError(f"{action} was played with the draw {drawn}")

    @precondition(lambda self: self.state.is_over)
    @rule()
    def finished_game_refuses_actions(self) -> None:
        """After the end (NR-8.1) nothing is legal; any action is LOG-ORDER."""
        assert self.state.legal_actions().count() == 0
        assert list(self.state.legal_actions()) == []
        violation = self.state.check(Pass())
        assert violation is not None and violation.rule is LogCode.LOG_ORDER

    def teardown(self) -> None:
        event("game finished" if self.state.is_over else "game unfinished")
        event(f"turns taken: {sum(seat.turns for seat in self.model.seats) // 10 * 10}+")

    @invariant()
    def agrees_with_model(self) -> None:
        """The state and the model agree."""
        differences = self.model.differences(self.state)
        assert not differences, differences

    @invariant()
    def conserves_the_tiles(self) -> None:  # NR-1.3
        """Every tile is somewhere, once (NR-1.3)."""
        assert Counter(self.state.tiles()) == self.full
        assert sum(1 for _ in self.state.tiles()) == len(TILESET)
        assert self.model.everything() == self.full

    @invariant()
    def rows_descend(self) -> None:  # NR-5.4
        """Every row descends (NR-5.4)."""
        for seat in self.state.seats:
            for colour, row in zip(Colour, seat.rows, strict=True):
                assert all(tile.colour is colour for tile in row)
                values = [tile.value for tile in row]
                assert values == sorted(values, reverse=True)

    @invariant()
    def hands_hold_at_most_eight(self) -> None:
        """No hand holds more than eight tiles (NR-4.2)."""
        assert all(len(seat.hand) <= FULL_HAND for seat in self.state.seats)

    @invariant()
    def legal_actions_match_the_model(self) -> None:
        """The legal actions are the model's."""
        listed = list(self.state.legal_actions())
        assert len(listed) == len(set(listed)) == self.state.legal_actions().count()
        assert set(listed) == self.model.legal_actions()

    @invariant()
    def views_show_only_what_a_seat_may_see(self) -> None:
        """A view holds nothing its seat may not see."""
        for seat in range(self.state.players):
            view = self.state.view(seat)
            assert Counter(view.hand) == self.model.seats[seat].hand
            assert view.hand_sizes == tuple(sum(s.hand.values()) for s in self.model.seats)
            assert view.bag_size == sum(self.model.bag.values())
            assert view.box_size == sum(self.model.box.values())
            rng = random.Random(f"{self.state.turn}:{seat}")
            assert self.state.resample(seat, rng).view(seat) == view

    @invariant()
    def ends_per_nr_8_1(self) -> None:
        """The game ends as NR-8.1 says."""
        turns = {seat.turns for seat in self.model.seats}
        if self.state.is_over:
            assert not self.state.bag and len(turns) == 1
            result = self.state.result()
            assert result is not None and result.scores == self.state.scores()
        else:
            assert self.state.result() is None
            if self.state.stage is Stage.PLAY and not self.state.bag:
                assert len(turns) > 1, "the round was complete but the game went on"


def _fields(state: State) -> tuple[object, ...]:
    """The state's fields in order, to see that nothing replaced one."""
    return tuple(getattr(state, name) for name in state.__slots__)
