"""A whole history one seat cannot tell from the real one: determinisation with perfect recall.

:func:`regelwerk.noreturn.resample.resample` deals a *position* anew from the seat's view.
A seat that remembers knows more: the tiles it put in the box (exchanges, payments) and set
aside, its own draws, and that every tile another seat played later was in that seat's hand
then.  Search programs that keep a history (OpenSpiel's states keep every chance outcome)
need a whole history that agrees with all of it: :func:`resample_history`.

It works backwards from the present.  Of the tiles the seat has never seen, less the ones it
knows are in the box or set aside, a payment the kernel accepts (NR-7.3) is first chosen
for every clear of another seat (they lie in the box; few sets of tiles pay), and the rest
are shuffled and dealt to the other hands, the bag, the rest of the box and of the
set-aside tiles, in their known numbers.  Each step is then undone, the last first: the
seat's own exactly as it happened; another seat's draw by taking as many tiles back out of
its hand (those the seat set aside first, which must be in the bag when the set-aside tiles
went back, NR-3.3, then at random), its exchange, payment or set-aside by taking as many
tiles back from the box or the set-aside tiles at random (a payment as chosen), its play
and clear as they were (they are open).  What is left at the start are the hands of the
deal.  A world where an undone step finds nothing that fits is dealt again.

Every history it returns is one the seat cannot tell from the real one (the tests replay it
and compare information states), but not every such history is equally likely: the choices
are uniform one step at a time, not over whole histories, which would mean counting every
consistent history (not affordable for a game of a hundred turns).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from regelwerk.errors import UsageError
from regelwerk.noreturn.actions import Action, Clear, Exchange, Play, SetAside
from regelwerk.noreturn.payments import payments
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import TILESET, Tile

__all__ = ["Step", "resample_history"]

Step = tuple[int, Action, tuple[Tile, ...]]
"""One step of a history: the seat that acted, its action and the tiles it drew."""

_TRIES = 200  # worlds dealt before giving up (a handful is the rule)


def resample_history(
    seat: int,
    start: State,
    now: State,
    steps: Sequence[Step],
    rng: random.Random,
    in_bag: Sequence[Tile] = (),
    going_on: tuple[int, Action] | None = None,
) -> tuple[list[tuple[Tile, ...]], list[Step]]:
    """The hands of a deal and the steps after it that lead, for ``seat``, through the same
    views and its own actions and draws as ``start`` and ``steps`` do (``now`` is where they
    lead); the other seats' hidden tiles drawn by ``rng``.  ``in_bag``: tiles the seat knows
    are in the bag now (what it has drawn so far of a draw going on); ``going_on``: another
    seat's action begun now (its open tiles, and a payment the kernel accepts, are in that
    seat's hand now).  Raises
    :class:`~regelwerk.errors.UsageError` if no such history turns up (not seen in tests)."""
    for _ in range(_TRIES):
        found = _Backwards(seat, start, now, steps, rng, in_bag, going_on).run()
        if found is not None:
            return found
    raise UsageError("no history")  # pragma: no cover


def _out(action: Action) -> tuple[tuple[Tile, ...], tuple[Tile, ...], tuple[Tile, ...]]:
    """What ``action`` takes from the hand: tiles put in the open, into the box, set aside."""
    if isinstance(action, Play):
        return action.tiles, (), ()
    if isinstance(action, Exchange):
        return (), action.tiles, ()
    if isinstance(action, Clear):
        return (), action.pay, ()
    if isinstance(action, SetAside):
        return (), (), action.tiles
    return (), (), ()


class _Backwards:
    """One attempt: a world dealt at random now, and the steps undone one by one."""

    def __init__(
        self,
        seat: int,
        start: State,
        now: State,
        steps: Sequence[Step],
        rng: random.Random,
        in_bag: Sequence[Tile],
        going_on: tuple[int, Action] | None,
    ) -> None:
        self.seat, self.start, self.steps, self.rng = seat, start, steps, rng
        self.players = len(start.seats)
        self.minimal = start.options.minimal_payment
        self.own_box: Counter[Tile] = Counter()
        self.own_aside: Counter[Tile] = Counter()
        for actor, action, _ in steps:
            if actor == seat:
                _, boxed, aside = _out(action)
                self.own_box.update(boxed)
                self.own_aside.update(aside)
        self.setup_over = len(steps) >= self.players  # NR-3.3 after the last set-aside
        self.hopeless = False
        self._deal_now(now, Counter(in_bag), going_on)

    def _deal_now(
        self, now: State, in_bag: Counter[Tile], going_on: tuple[int, Action] | None
    ) -> None:
        """The present: what the seat knows where it is, the rest shuffled into place."""
        unseen = Counter(TILESET)
        unseen.subtract(now.seats[self.seat].hand)
        for table in now.seats:
            unseen.subtract(table.pile)
            for row in table.rows:
                unseen.subtract(row)
        unseen.subtract(self.own_box)
        aside_now = Counter() if self.setup_over else self.own_aside
        unseen.subtract(aside_now)
        unseen.subtract(in_bag)
        pool = sorted(unseen.elements())  # sorted: nothing of the real order survives
        self.pays = self._choosepayments(pool)
        held = self._held(pool, going_on)
        for tiles in (*self.pays.values(), held):
            pool = sorted((Counter(pool) - Counter(tiles)).elements())
        self.rng.shuffle(pool)
        self.hands: list[Counter[Tile]] = []
        for other, seat_state in enumerate(now.seats):
            if other == self.seat:
                self.hands.append(Counter(seat_state.hand))
                continue
            hand = held if going_on is not None and other == going_on[0] else ()
            size = len(seat_state.hand) - len(hand)
            self.hands.append(Counter((*hand, *pool[:size])))
            del pool[:size]
        others_box = len(now.box) - self.own_box.total() - sum(map(len, self.pays.values()))
        self.box_others = Counter(pool[:others_box])
        del pool[:others_box]
        others_aside = len(now.set_aside) - aside_now.total()
        self.aside_others = Counter(pool[:others_aside])
        self.bag = Counter(pool[others_aside:]) + in_bag

    def _held(self, pool: list[Tile], going_on: tuple[int, Action] | None) -> tuple[Tile, ...]:
        """What another seat's action begun now shows it holds: the tiles it plays, or a
        payment the kernel accepts for its clear (chosen from ``pool``)."""
        if going_on is None:
            return ()
        action = going_on[1]
        if isinstance(action, Play):
            return action.tiles
        if isinstance(action, Clear):
            pays = payments(Counter(pool) - _used(self.pays), action, len(action.pay), self.minimal)
            return self.rng.choice(pays) if pays else ()
        return ()

    def _pick(self, tiles: Counter[Tile], count: int) -> tuple[Tile, ...]:
        return tuple(self.rng.sample(sorted(tiles.elements()), count))

    def run(self) -> tuple[list[tuple[Tile, ...]], list[Step]] | None:
        if self.hopeless:
            return None
        undone: list[Step] = []
        for index in range(len(self.steps) - 1, -1, -1):
            if index == self.players - 1 and self.setup_over and not self._unreturn():
                return None
            step = self._undo(index, *self.steps[index])
            if step is None:
                return None
            undone.append(step)
        hands = [tuple(sorted(hand.elements())) for hand in self.hands]
        if hands[self.seat] != self.start.seats[self.seat].hand:  # pragma: no cover
            return None  # cannot happen: the seat's own steps are undone exactly
        return hands, undone[::-1]

    def _unreturn(self) -> bool:
        """Undo NR-3.3: the set-aside tiles, the seat's own among them, leave the bag."""
        if self.own_aside - self.bag:
            return False  # a tile the seat set aside is not in the bag: no such world
        self.bag -= self.own_aside
        count = sum(len(action.tiles) for actor, action, _ in self.steps[: self.players]
                    if actor != self.seat and isinstance(action, SetAside))  # fmt: skip
        self.aside_others = Counter(self._pick(self.bag, count))
        self.bag -= self.aside_others
        return True

    def _undo(self, index: int, actor: int, action: Action, drawn: tuple[Tile, ...]) -> Step | None:
        hand = self.hands[actor]
        played, boxed, aside = _out(action)
        new_action, new_drawn = action, drawn  # the seat's own, known as it happened
        if actor != self.seat:
            new_drawn = self._drawn_back(hand, len(drawn), owed=index >= self.players)
            hidden = self._hidden_back(index, action, len(boxed), len(aside))
            if hidden is None:
                return None
            new_action = hidden
            played, boxed, aside = _out(new_action)
        hand.subtract(new_drawn)
        self.bag.update(new_drawn)
        hand.update(played)
        hand.update(boxed)
        hand.update(aside)
        if actor != self.seat:
            if not isinstance(new_action, Clear):  # a payment was kept aside from the start
                self.box_others.subtract(boxed)
            self.aside_others.subtract(aside)
        return actor, new_action, new_drawn

    def _drawn_back(self, hand: Counter[Tile], count: int, owed: bool) -> tuple[Tile, ...]:
        """The tiles another seat drew: the seat's own set-aside ones still missing from the
        bag first (they were in it when the set-aside tiles went back), the rest at random."""
        first: list[Tile] = []
        if owed:
            missing = (self.own_aside - self.bag) & hand
            first = sorted(missing.elements())[:count]
            self.rng.shuffle(first)
        rest = hand - Counter(first)
        return (*first, *self._pick(rest, count - len(first)))

    def _hidden_back(self, index: int, action: Action, boxed: int, aside: int) -> Action | None:
        """Another seat's action with the tiles it hid chosen anew (as many as it hid)."""
        if isinstance(action, Exchange):
            return Exchange(self._pick(self.box_others, boxed), action.phase2)
        if isinstance(action, SetAside):
            return SetAside(self._pick(self.aside_others, aside))
        if isinstance(action, Clear):
            pay = self.pays.get(index)
            return None if pay is None else Clear(action.tiles, pay, action.phase2)
        return action

    def _choosepayments(self, pool: list[Tile]) -> dict[int, tuple[Tile, ...]]:
        """A payment for every clear of another seat, from the unseen tiles (they lie in the
        box now), by the step's index: chosen first, since few sets of tiles pay."""
        pays: dict[int, tuple[Tile, ...]] = {}
        left = Counter(pool)
        for index, (actor, action, _) in enumerate(self.steps):
            if actor != self.seat and isinstance(action, Clear):
                choices = payments(left, action, len(action.pay), self.minimal)
                if not choices:
                    continue  # none: _undo finds no payment and the attempt fails
                pays[index] = self.rng.choice(choices)
                left -= Counter(pays[index])
        return pays


def _used(pays: dict[int, tuple[Tile, ...]]) -> Counter[Tile]:
    used: Counter[Tile] = Counter()
    for pay in pays.values():
        used.update(pay)
    return used
