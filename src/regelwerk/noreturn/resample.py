"""Determinisation: a position that one seat cannot tell apart from the real one.

Game-playing programs that search under hidden information (information-set Monte Carlo
tree search, for one) need states consistent with what a seat knows; the tests use the same
function to prove that views hide what they must.  The tiles a seat cannot see — the other
hands, the bag, the box (exchanged tiles go there face down) and the set-aside tiles of the
setup — are dealt out again at random in the same numbers.

The new state is built from the seat's :class:`~regelwerk.noreturn.view.View` and ``rng``
alone, never from the hidden parts of the real state: the unseen tiles are what the 132 of
NR-1.3 leave once the seat's hand and everything open are taken out, listed in sorted
order before ``rng`` shuffles them (so not even the real bag order survives), and the seed
that shuffles the set-aside tiles back (NR-3.3) is drawn from ``rng`` too.  Two states with
the same view give the same resampled state for the same ``rng``.

**What the seat remembers.**  A view shows the box and the set-aside tiles face down; a seat
that remembers knows more (its information state, :mod:`regelwerk.knowledge`): the tiles it
put in the box itself (exchanges, payments), those it set aside while they are still out
(NR-3.3), and that every other seat's clear was paid, with as many tiles as it showed, by
tiles of one colour that pay for it (NR-7.3), which lie in the box since.  From the view
alone a resampled position may contradict that (a tile the seat exchanged dealt to another
hand).  Given the seat's information state (``known``), the position keeps it: the seat's
own boxed and set-aside tiles stay where they are, a payment the kernel accepts is chosen
for every other seat's clear from the unseen tiles (into the box), and the rest is shuffled
as before.  Such a position is one the seat cannot tell from the real one, in everything it
remembers.

Uniform: from the view alone, every position with that view is equally likely.  With
``known``, the tiles that are not a payment are dealt uniformly; the payments are chosen
one clear after the other, each uniformly among the payments left, not weighted by how many
positions each leaves (that would mean counting them: a clear of four tiles has hundreds of
payments); without another seat's clear the position is uniform over those the seat's
memory allows.  A whole history (OpenSpiel's states keep one) is resampled by
:func:`regelwerk.noreturn.recall.resample_history`, consistent but, for the same reason,
not uniform.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from regelwerk.arguments import check_rng, check_seat, check_type
from regelwerk.errors import UsageError
from regelwerk.knowledge import InformationState
from regelwerk.noreturn.actions import Clear, Exchange, SetAside, parse_action
from regelwerk.noreturn.payments import payments
from regelwerk.noreturn.seat import SeatState
from regelwerk.noreturn.tiles import KINDS, TILESET, Tile
from regelwerk.seeds import seed_from

if TYPE_CHECKING:
    from regelwerk.noreturn.state import State
    from regelwerk.noreturn.view import View

__all__ = ["resample"]

_COPIES = tuple(TILESET.count(tile) for tile in KINDS)  # of every tile, by kind (NR-1.3)


def resample(
    state: State, seat: int, rng: random.Random, known: InformationState | None = None
) -> State:
    """A state with the same view for ``seat`` and the hidden tiles dealt again by ``rng``;
    with ``known`` (the seat's information state in this position), one that also keeps
    what the seat remembers.  An information state of another seat or position raises
    :class:`~regelwerk.errors.UsageError`."""
    check_seat(seat, len(state.seats))
    check_rng(rng)
    view = state.view(seat)
    if known is None:
        return _from_view(type(state), view, rng)
    check_type(known, InformationState, "information state")
    if known.seat != seat or known.view != view:
        raise UsageError("not this position")
    memory = _Memory(known)
    for _ in range(_TRIES):
        world = memory.deal(type(state), view, rng)
        if world is not None:
            return world
    raise UsageError("no history")  # pragma: no cover (a real position has its payments)


_TRIES = 200  # payments chosen again before giving up (the first choice is the rule)


class _Memory:
    """What a seat remembers of where the hidden tiles are, read off its information state:
    the tiles it boxed and set aside itself, and the other seats' clears (paid face down)."""

    def __init__(self, known: InformationState) -> None:
        self.boxed: Counter[Tile] = Counter()
        self.aside: Counter[Tile] = Counter()
        self.clears: list[tuple[Clear, int]] = []  # another seat's clear, its payment's size
        for before, seen in zip(known.views, known.actions, strict=False):
            if seen is None:
                continue
            if getattr(before, "to_act", None) == known.seat:
                action = parse_action(seen)  # the seat's own, in full
                if isinstance(action, Exchange):
                    self.boxed.update(action.tiles)
                elif isinstance(action, Clear):
                    self.boxed.update(action.pay)
                elif isinstance(action, SetAside):
                    self.aside.update(action.tiles)
            elif " pay " in f"{seen} ":
                self.clears.append(_public_clear(seen))

    def deal(self, cls: type[State], view: View, rng: random.Random) -> State | None:
        """A position for ``view`` that keeps the memory, or ``None`` when the payments
        chosen leave none for a later clear (then the caller chooses again)."""
        aside = self.aside if view.set_aside_size else Counter()  # NR-3.3: back in the bag
        left = Counter(_unseen(view))
        left.subtract(self.boxed)
        left.subtract(aside)
        paid: Counter[Tile] = Counter()
        for clear, count in self.clears:
            choices = payments(left - paid, clear, count, view.options.minimal_payment)
            if not choices:
                return None
            paid.update(rng.choice(choices))
        hidden = sorted((left - paid).elements())
        return _from_view(cls, view, rng, hidden, boxed=self.boxed + paid, aside=aside)


def _public_clear(seen: str) -> tuple[Clear, int]:
    """Another seat's clear as it saw it (``clear R5 R3 pay ? ?``): the clear, with no
    payment, and how many tiles paid."""
    words = seen.split()
    at = words.index("pay")
    shown = parse_action(" ".join(words[: at + 1]))  # "clear R5 R3 pay": paid with nothing
    assert isinstance(shown, Clear)
    return shown, len(words) - at - 1


def _unseen(view: View) -> list[Tile]:
    """The tiles ``view`` does not show (not in the seat's hand, a row or a score pile), in
    sorted order: the two copies of every tile (NR-1.3) less those seen."""
    left = list(_COPIES)
    for tile in view.hand:
        left[tile] -= 1
    for rows, pile in zip(view.rows, view.piles, strict=True):
        for tile in pile:
            left[tile] -= 1
        for row in rows:
            for tile in row:
                left[tile] -= 1
    return [tile for tile, copies in zip(KINDS, left, strict=True) for _ in range(copies)]


def _from_view(
    cls: type[State],
    view: View,
    rng: random.Random,
    hidden: list[Tile] | None = None,
    boxed: Counter[Tile] | None = None,
    aside: Counter[Tile] | None = None,
) -> State:
    """The position of ``view`` with the ``hidden`` tiles (by default every unseen one)
    shuffled into the other hands, the box and the set-aside tiles, besides the ``boxed``
    and ``aside`` tiles kept where they are, and the rest into the bag."""
    hidden = _unseen(view) if hidden is None else hidden
    boxed, aside = boxed or Counter(), aside or Counter()
    rng.shuffle(hidden)
    seats = []
    for other, size in enumerate(view.hand_sizes):
        if other == view.seat:
            hand = view.hand
        else:
            hand, hidden = tuple(sorted(hidden[:size])), hidden[size:]
        seats.append(SeatState(hand, view.rows[other], view.piles[other], view.phases[other]))
    boxes = view.box_size - boxed.total()
    asides = view.set_aside_size - aside.total()
    box = tuple(sorted((*boxed.elements(), *hidden[:boxes])))
    set_aside = (*sorted(aside.elements()), *hidden[boxes : boxes + asides])
    bag = tuple(hidden[boxes + asides :])
    return cls(
        tuple(seats),
        bag,
        box,
        set_aside,
        view.stage,
        view.to_act,
        view.turn,
        view.options,
        seed_from(rng),
    )
