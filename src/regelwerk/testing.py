"""Testing helpers for programs built on regelwerk: a reference model of No Return and a
hypothesis state machine that plays the engine against it (in the manner of ``zarr.testing``).

This module requires `hypothesis <https://hypothesis.readthedocs.io>`_ (``pip install
regelwerk[test]``); the rest of the package does not.

:class:`Model` is a deliberately simple, mutable restatement of RULES.md: plain
``Counter``\\s and lists, rows kept in the order their tiles were played, legality decided by
testing every rule of the table in LOG-FORMAT.md one by one, and the legal actions found by
brute force over every sub-multiset of the hand.  It shares nothing with the engine but the
value types (tiles, actions, rule ids).  :class:`NoReturnMachine` drives an engine
:class:`~regelwerk.noreturn.State` and a :class:`Model` side by side and checks after every
step that they agree::

    from regelwerk.testing import NoReturnMachine

    TestNoReturn = NoReturnMachine.TestCase
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

try:
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
        "regelwerk.testing needs hypothesis: pip install 'regelwerk[test]'"
    ) from error

from regelwerk.errors import IllegalActionError
from regelwerk.noreturn import (
    TILESET,
    Action,
    Clear,
    Colour,
    Exchange,
    Options,
    Pass,
    Phase,
    Play,
    SetAside,
    Stage,
    State,
    Tile,
)
from regelwerk.rules import RuleId

__all__ = [
    "Model",
    "ModelSeat",
    "NoReturnMachine",
    "random_candidate",
    "random_position",
    "sub_multisets",
]

FULL_HAND = 8
MOST_EXCHANGED = 4


def sub_multisets(tiles: Counter[Tile]) -> Iterator[tuple[Tile, ...]]:
    """Every distinct sub-multiset of ``tiles`` (the empty one included), each once."""
    kinds = sorted(tiles)
    for counts in itertools.product(*(range(tiles[kind] + 1) for kind in kinds)):
        yield tuple(kind for kind, n in zip(kinds, counts, strict=True) for _ in range(n))


def _within(part: Iterable[Tile], whole: Counter[Tile]) -> bool:
    need = Counter(part)
    return all(whole[tile] >= n for tile, n in need.items())


def _total(tiles: Iterable[Tile]) -> int:
    return sum(tile.value for tile in tiles)


@dataclass
class ModelSeat:
    """One seat of the model; ``rows`` keeps each colour's tiles in the order played."""

    hand: Counter[Tile]
    rows: dict[Colour, list[Tile]]
    pile: Counter[Tile]
    phase: int = 1
    turns: int = 0


@dataclass
class Model:
    """A mutable, obviously-correct No Return position (see the module docstring)."""

    seats: list[ModelSeat]
    bag: Counter[Tile]
    box: Counter[Tile] = field(default_factory=Counter)
    set_aside: Counter[Tile] = field(default_factory=Counter)
    mulligans_done: int = 0  # setup: how many seats have had their NR-3.2 chance
    to_act: int | None = 0
    minimal_payment: bool = False
    over: bool = False
    turn_base: int = 0  # the engine's turn counter less the turns the model counts

    @classmethod
    def from_state(cls, state: State) -> Model:
        """The model of a position (read once, at the start of a test)."""
        seats: list[ModelSeat] = []
        for seat in state.seats:
            rows: dict[Colour, list[Tile]] = {colour: [] for colour in Colour}
            for row in seat.rows:
                for tile in sorted(row, key=lambda t: -t.value):
                    rows[tile.colour].append(tile)
            # a round begins with seat 0 (NR-2.1): the seats before the one to act have
            # had their turn of this round already
            before = state.stage is Stage.PLAY and len(seats) < (state.to_act or 0)
            seats.append(
                ModelSeat(Counter(seat.hand), rows, Counter(seat.pile), int(seat.phase), before)
            )
        return cls(
            seats=seats,
            bag=Counter(state.bag),
            box=Counter(state.box),
            set_aside=Counter(state.set_aside),
            mulligans_done=len(state.seats)
            if state.stage is not Stage.SETUP
            else state.to_act or 0,
            to_act=state.to_act,
            minimal_payment=state.options.minimal_payment,
            over=state.stage is Stage.OVER,
            turn_base=state.turn - sum(seat.turns for seat in seats),
        )

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def in_setup(self) -> bool:
        return self.mulligans_done < self.players

    def everything(self) -> Counter[Tile]:
        """Every tile the model holds, wherever it is."""
        out = self.bag + self.box + self.set_aside
        for seat in self.seats:
            out += seat.hand + seat.pile
            for row in seat.rows.values():
                out += Counter(row)
        return out

    # --- the rules, one by one (RULES.md; the citation table of LOG-FORMAT.md)

    def broken(self, action: Action) -> set[RuleId]:
        """Every rule ``action`` breaks now (empty: it is legal)."""
        if self.over or self.to_act is None:
            return {RuleId.LOG_ORDER}
        seat = self.seats[self.to_act]
        if self.in_setup:
            if not isinstance(action, SetAside):
                return {RuleId.NR_4_1}
            return set() if _within(action.tiles, seat.hand) else {RuleId.NR_3_2}
        if isinstance(action, SetAside):
            return {RuleId.NR_3_2}
        out: set[RuleId] = set()
        declared = action.phase2
        if declared and seat.phase == 2:
            out.add(RuleId.NR_6_1)
        scoring = seat.phase == 2 or declared
        if isinstance(action, Pass):
            if declared:
                out.add(RuleId.NR_6_1)
            if sum(seat.hand.values()) > 0:
                out.add(RuleId.NR_4_4)
        elif isinstance(action, Exchange):
            if not 1 <= len(action.tiles) <= MOST_EXCHANGED:
                out.add(RuleId.NR_7_1 if scoring else RuleId.NR_5_2)
            if not _within(action.tiles, seat.hand):
                out.add(RuleId.NR_4_3)
        elif isinstance(action, Play):
            if scoring:
                out.add(RuleId.NR_6_2)
            if not action.tiles or len({tile.colour for tile in action.tiles}) > 1:
                out.add(RuleId.NR_5_3)
            if not _within(action.tiles, seat.hand):
                out.add(RuleId.NR_4_3)
            for tile in action.tiles:
                if any(tile.value > there.value for there in seat.rows[tile.colour]):
                    out.add(RuleId.NR_5_4)
        elif isinstance(action, Clear):
            if not scoring:
                out.add(RuleId.NR_4_1)
            out |= self._clear_broken(seat, action)
        else:
            raise TypeError(action)
        return out

    def _clear_broken(self, seat: ModelSeat, action: Clear) -> set[RuleId]:
        out: set[RuleId] = set()
        cleared, pay = action.tiles, action.pay
        colours = {tile.colour for tile in cleared}
        if len(colours) != 1:
            out.add(RuleId.NR_7_2)
        else:
            row = seat.rows[cleared[0].colour]
            lowest = sorted(row, key=lambda t: t.value)[: len(cleared)]
            if len(cleared) > len(row) or Counter(lowest) != Counter(cleared):
                out.add(RuleId.NR_7_2)
        due = _total(cleared)
        if not pay or len({tile.colour for tile in pay}) > 1 or _total(pay) < due:
            out.add(RuleId.NR_7_3)
        if not _within(pay, seat.hand):
            out.add(RuleId.NR_4_3)
        if self.minimal_payment and any(_total(pay) - tile.value >= due for tile in pay):
            out.add(RuleId.NR_7_5)
        return out

    def legal_actions(self) -> set[Action]:
        """Every legal action, by brute force over the hand's sub-multisets."""
        if self.over or self.to_act is None:
            return set()
        seat = self.seats[self.to_act]
        subs = list(sub_multisets(seat.hand))
        if self.in_setup:
            return {SetAside(sub) for sub in subs}
        if not subs[1:]:
            return {Pass()}
        declarations = (False, True) if seat.phase == 1 else (False,)
        clears = []  # every way to clear: the k lowest tiles of a row, and what they cost
        for row in seat.rows.values():
            by_value = sorted(row, key=lambda t: t.value)
            clears += [(tuple(by_value[:k]), _total(by_value[:k])) for k in range(1, len(row) + 1)]
        out: set[Action] = set()
        for sub in subs[1:]:
            if len(sub) <= MOST_EXCHANGED:
                out.update(Exchange(sub, declared) for declared in declarations)
            if len({tile.colour for tile in sub}) != 1:
                continue
            if seat.phase == 1:
                row = seat.rows[sub[0].colour]
                if all(tile.value <= there.value for tile in sub for there in row):
                    out.add(Play(sub))
            paid = _total(sub)
            spare = paid - min(tile.value for tile in sub)  # paid without its lowest tile
            for cleared, due in clears:
                if paid >= due and not (self.minimal_payment and spare >= due):
                    out.add(Clear(cleared, sub, seat.phase == 1))
        return out

    def draw_count(self, action: Action) -> int:
        """How many tiles the draw after the legal ``action`` takes (NR-3.2, NR-4.2)."""
        if self.in_setup:
            return len(action.tiles) if isinstance(action, SetAside) else 0
        seat = self.seats[self.to_act or 0]
        held = sum(seat.hand.values())
        if isinstance(action, Exchange | Play):
            held -= len(action.tiles)
        elif isinstance(action, Clear):
            held -= len(action.pay)
        return max(0, min(FULL_HAND - held, sum(self.bag.values())))

    def apply(self, action: Action, drawn: Sequence[Tile]) -> None:
        """Carry out the legal ``action`` followed by the draw ``drawn``."""
        assert self.to_act is not None
        seat = self.seats[self.to_act]
        if isinstance(action, SetAside):
            seat.hand -= Counter(action.tiles)
            self.set_aside += Counter(action.tiles)
        elif isinstance(action, Exchange):
            seat.hand -= Counter(action.tiles)
            self.box += Counter(action.tiles)
        elif isinstance(action, Play):
            seat.hand -= Counter(action.tiles)
            seat.rows[action.tiles[0].colour].extend(sorted(action.tiles, key=lambda t: -t.value))
        elif isinstance(action, Clear):
            row = seat.rows[action.tiles[0].colour]
            for tile in action.tiles:  # the row descends: its lowest tiles are at its end
                row.reverse()
                row.remove(tile)
                row.reverse()
            seat.pile += Counter(action.tiles)
            seat.hand -= Counter(action.pay)
            self.box += Counter(action.pay)
        if not isinstance(action, SetAside) and action.phase2:
            seat.phase = 2
        taken = Counter(drawn)
        assert _within(drawn, self.bag), "drawn tiles must be in the bag"
        self.bag -= taken
        seat.hand += taken
        if self.in_setup:
            self.mulligans_done += 1
            if self.in_setup:
                self.to_act += 1
            else:  # NR-3.3
                self.bag += self.set_aside
                self.set_aside = Counter()
                self.to_act = 0
            return
        seat.turns += 1
        if not self.bag and len({s.turns for s in self.seats}) == 1:  # NR-8.1
            self.over = True
            self.to_act = None
        else:
            self.to_act = (self.to_act + 1) % self.players

    # --- comparing with the engine

    def differences(self, state: State) -> list[str]:
        """Where ``state`` disagrees with the model (empty: they agree)."""
        out = []
        stage = Stage.OVER if self.over else Stage.SETUP if self.in_setup else Stage.PLAY
        if state.stage is not stage:
            out.append(f"stage {state.stage} != {stage}")
        if state.to_act != self.to_act:
            out.append(f"to_act {state.to_act} != {self.to_act}")
        if not self.in_setup and state.turn != self.turn_base + sum(s.turns for s in self.seats):
            out.append(f"turn {state.turn}")
        for name, engine, model in (
            ("bag", Counter(state.bag), self.bag),
            ("box", Counter(state.box), self.box),
            ("set_aside", Counter(state.set_aside), self.set_aside),
        ):
            if engine != model:
                out.append(f"{name} differs by {(engine - model) + (model - engine)}")
        for number, (seat, mine) in enumerate(zip(state.seats, self.seats, strict=True)):
            if Counter(seat.hand) != mine.hand:
                out.append(f"seat {number} hand {seat.hand} != {sorted(mine.hand.elements())}")
            if Counter(seat.pile) != mine.pile:
                out.append(f"seat {number} pile")
            if int(seat.phase) != mine.phase:
                out.append(f"seat {number} phase {seat.phase} != {mine.phase}")
            for colour in Colour:
                if list(seat.row(colour)) != mine.rows[colour]:
                    out.append(f"seat {number} row {colour}: {seat.row(colour)}")
        return out


# --- random material for property tests


def random_position(rng: random.Random, players: int | None = None) -> State:
    """A random position in play built with :meth:`State.build`: hands of 0 to 8 tiles,
    descending rows, piles, phases, a bag (possibly empty) and either payment rule."""
    players = players or rng.randint(2, 4)
    pool = list(TILESET)
    rng.shuffle(pool)

    def take(n: int, colour: Colour | None = None) -> list[Tile]:
        out: list[Tile] = []
        for tile in list(pool):
            if len(out) == n:
                break
            if colour is None or tile.colour is colour:
                pool.remove(tile)
                out.append(tile)
        return out

    hands, rows, piles, phases = [], [], [], []
    for _ in range(players):
        size = rng.choice([0, 1, 3, 5, 8, 8, 8, 8])
        favourite = rng.choice(list(Colour))
        hand = take(size // 2, favourite) if rng.random() < 0.5 else []
        hands.append(hand + take(size - len(hand)))
        row: list[Tile] = []
        for colour in rng.sample(list(Colour), rng.randint(0, 4)):
            row += take(rng.randint(1, 3), colour)
        rows.append(row)
        piles.append(take(rng.randint(0, 4)))
        phases.append(rng.choice([Phase.ONE, Phase.TWO]))
    bag = take(rng.choice([0, 1, 2, 5, 30]))
    return State.build(
        hands,
        rows=rows,
        piles=piles,
        phases=phases,
        bag=bag,
        to_act=rng.randrange(players),
        turn=rng.randint(0, 40),
        options=Options(minimal_payment=rng.random() < 0.4),
    )


def random_candidate(rng: random.Random, state: State) -> Action:
    """A random action, legal or not: tiles from the hand, the rows and anywhere."""
    seat = state.seats[state.to_act if state.to_act is not None else 0]
    hand = list(seat.hand)
    row_tiles = [tile for row in seat.rows for tile in row]

    def some(source: list[Tile], most: int) -> tuple[Tile, ...]:
        picked = rng.sample(source, rng.randint(0, min(most, len(source))))
        if rng.random() < 0.15:
            picked.append(rng.choice(TILESET))
        if rng.random() < 0.4 and picked:  # keep one colour, as legal actions do
            colour = picked[0].colour
            picked = [tile for tile in picked if tile.colour is colour]
        return tuple(picked)

    def lowest() -> tuple[Tile, ...]:
        rows = [row for row in seat.rows if row]
        if not rows or rng.random() < 0.2:
            return some(row_tiles, 3)
        row = rng.choice(rows)
        return row[len(row) - rng.randint(1, len(row)) :]

    phase2 = rng.random() < 0.3
    kind = rng.randrange(6)
    if kind == 0:
        return Exchange(some(hand, 6), phase2)
    if kind == 1:
        return Play(some(hand, 4), phase2)
    if kind == 2:
        return Clear(lowest(), some(hand, 5), phase2)
    if kind == 3 and hand:  # a payment in one colour, the likeliest to be legal
        colour = rng.choice(hand).colour
        same = [tile for tile in hand if tile.colour is colour]
        pay = tuple(rng.sample(same, rng.randint(1, len(same))))
        return Clear(lowest(), pay, seat.phase is Phase.ONE or phase2)
    if kind == 4:
        return Pass(phase2 and rng.random() < 0.5)
    return SetAside(some(hand, 8))


# --- the state machine


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
        snapshot = tuple(before)
        if drawn is None:
            expected = before.bag[:count]  # a seeded game draws from the front of its bag
            after = before.play(action) if checked else before.apply(action)
        else:
            expected = tuple(drawn)
            assert before.check_draw(action, drawn) is None
            after = before.play(action, drawn) if checked else before.apply(action, drawn)
        assert tuple(before) == snapshot and all(
            old is new for old, new in zip(before, snapshot, strict=True)
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
        assert violation is not None and violation.rule is RuleId.LOG_DRAW, violation
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
        assert violation is not None and violation.rule is RuleId.LOG_ORDER

    def teardown(self) -> None:
        event("game finished" if self.state.is_over else "game unfinished")
        event(f"turns taken: {sum(seat.turns for seat in self.model.seats) // 10 * 10}+")

    @invariant()
    def agrees_with_model(self) -> None:
        differences = self.model.differences(self.state)
        assert not differences, differences

    @invariant()
    def conserves_the_tiles(self) -> None:  # NR-1.3
        assert Counter(self.state.tiles()) == self.full
        assert sum(1 for _ in self.state.tiles()) == len(TILESET)
        assert self.model.everything() == self.full

    @invariant()
    def rows_descend(self) -> None:  # NR-5.4
        for seat in self.state.seats:
            for colour, row in zip(Colour, seat.rows, strict=True):
                assert all(tile.colour is colour for tile in row)
                values = [tile.value for tile in row]
                assert values == sorted(values, reverse=True)

    @invariant()
    def hands_hold_at_most_eight(self) -> None:
        assert all(len(seat.hand) <= FULL_HAND for seat in self.state.seats)

    @invariant()
    def legal_actions_match_the_model(self) -> None:
        listed = list(self.state.legal_actions())
        assert len(listed) == len(set(listed)) == self.state.legal_actions().count()
        assert set(listed) == self.model.legal_actions()

    @invariant()
    def views_show_only_what_a_seat_may_see(self) -> None:
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
        turns = {seat.turns for seat in self.model.seats}
        if self.state.is_over:
            assert not self.state.bag and len(turns) == 1
            result = self.state.result()
            assert result is not None and result.scores == self.state.scores()
        else:
            assert self.state.result() is None
            if self.state.stage is Stage.PLAY and not self.state.bag:
                assert len(turns) > 1, "the round was complete but the game went on"
