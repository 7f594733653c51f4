"""A deliberately simple, mutable restatement of the No Return rules, to judge the engine by.

:class:`Model` keeps plain ``Counter``\\s and lists, rows in the order their tiles were
played, decides legality by testing every rule of the table in LOG-FORMAT.md one by one, and
finds the legal actions by brute force over every sub-multiset of the hand.  It shares
nothing with the engine but the value types (tiles, actions, rule ids).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from regelwerk.noreturn import (
    Action,
    Clear,
    Colour,
    Exchange,
    Pass,
    Play,
    SetAside,
    Stage,
    State,
    Tile,
)
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.rules import LogCode, RuleId

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
        """The number of seats."""
        return len(self.seats)

    @property
    def in_setup(self) -> bool:
        """Whether the model is still in the setup stage."""
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
            return {LogCode.LOG_ORDER}
        seat = self.seats[self.to_act]
        if self.in_setup:
            if not isinstance(action, SetAside):
                return {NoReturnRuleId.NR_4_1}
            return set() if _within(action.tiles, seat.hand) else {NoReturnRuleId.NR_3_2}
        if isinstance(action, SetAside):
            return {NoReturnRuleId.NR_3_2}
        out: set[RuleId] = set()
        declared = action.phase2
        if declared and seat.phase == 2:
            out.add(NoReturnRuleId.NR_6_1)
        scoring = seat.phase == 2 or declared
        if isinstance(action, Pass):
            if declared:
                out.add(NoReturnRuleId.NR_6_1)
            if sum(seat.hand.values()) > 0:
                out.add(NoReturnRuleId.NR_4_4)
        elif isinstance(action, Exchange):
            if not 1 <= len(action.tiles) <= MOST_EXCHANGED:
                out.add(NoReturnRuleId.NR_7_1 if scoring else NoReturnRuleId.NR_5_2)
            if not _within(action.tiles, seat.hand):
                out.add(NoReturnRuleId.NR_4_3)
        elif isinstance(action, Play):
            if scoring:
                out.add(NoReturnRuleId.NR_6_2)
            if not action.tiles or len({tile.colour for tile in action.tiles}) > 1:
                out.add(NoReturnRuleId.NR_5_3)
            if not _within(action.tiles, seat.hand):
                out.add(NoReturnRuleId.NR_4_3)
            for tile in action.tiles:
                if any(tile.value > there.value for there in seat.rows[tile.colour]):
                    out.add(NoReturnRuleId.NR_5_4)
        elif isinstance(action, Clear):
            if not scoring:
                out.add(NoReturnRuleId.NR_4_1)
            out |= self._clear_broken(seat, action)
        else:
            raise TypeError(action)
        return out

    def _clear_broken(self, seat: ModelSeat, action: Clear) -> set[RuleId]:
        out: set[RuleId] = set()
        cleared, pay = action.tiles, action.pay
        colours = {tile.colour for tile in cleared}
        if len(colours) != 1:
            out.add(NoReturnRuleId.NR_7_2)
        else:
            row = seat.rows[cleared[0].colour]
            lowest = sorted(row, key=lambda t: t.value)[: len(cleared)]
            if len(cleared) > len(row) or Counter(lowest) != Counter(cleared):
                out.add(NoReturnRuleId.NR_7_2)
        due = _total(cleared)
        if not pay or len({tile.colour for tile in pay}) > 1 or _total(pay) < due:
            out.add(NoReturnRuleId.NR_7_3)
        if not _within(pay, seat.hand):
            out.add(NoReturnRuleId.NR_4_3)
        if self.minimal_payment and any(_total(pay) - tile.value >= due for tile in pay):
            out.add(NoReturnRuleId.NR_7_5)
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
