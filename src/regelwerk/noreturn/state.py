"""The immutable state of a game of No Return.

A :class:`State` is a frozen value (:mod:`~regelwerk.frozen`, a record of named
fields, not a sequence): nothing in it can change, applying an action returns a new state,
and states are hashable and compare equal field by field.  Hands, rows, score piles, the
bag and the box hold :class:`~regelwerk.noreturn.tiles.Tile` values, together always the 132
tiles of NR-1.3.  The bag is kept in draw order: a seeded game draws from its front, a
replayed record names its draws explicitly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import TYPE_CHECKING

from regelwerk.errors import IllegalActionError
from regelwerk.frozen import Frozen, setters
from regelwerk.game import Result
from regelwerk.noreturn import generate, scoring, setup, transition, validate
from regelwerk.noreturn.actions import Action
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.seat import HAND_SIZE, Phase, SeatState, Stage
from regelwerk.noreturn.tiles import Tile
from regelwerk.turns import out_of_turn
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.knowledge import InformationState
    from regelwerk.noreturn.view import View

__all__ = ["HAND_SIZE", "Phase", "SeatState", "Stage", "State"]


class State(Frozen):
    """A position of No Return; build one with :meth:`new`, :meth:`deal` or :meth:`build`
    (or field by field, ``State(seats, bag, box, set_aside, stage, to_act, turn, options,
    seed)``: unchecked)."""

    __slots__ = (  # noqa: RUF023 (the fields' order)
        "seats", "bag", "box", "set_aside", "stage", "to_act", "turn", "options", "seed"
    )  # fmt: skip
    __match_args__ = (
        "seats", "bag", "box", "set_aside", "stage", "to_act", "turn", "options", "seed"
    )  # fmt: skip
    seats: tuple[SeatState, ...]
    bag: tuple[Tile, ...]  # in draw order
    box: tuple[Tile, ...]  # out of the game, sorted
    set_aside: tuple[Tile, ...]  # setup: tiles waiting to go back into the bag (NR-3.3)
    stage: Stage
    to_act: int | None  # None once the game is over
    turn: int  # turns taken since the setup
    options: Options
    seed: int | None  # how a seeded game shuffles the set-aside tiles back (NR-3.3)

    def __new__(
        cls,
        seats: tuple[SeatState, ...],
        bag: tuple[Tile, ...],
        box: tuple[Tile, ...],
        set_aside: tuple[Tile, ...],
        stage: Stage,
        to_act: int | None,
        turn: int,
        options: Options,
        seed: int | None,
    ) -> State:
        return State._trusted(seats, bag, box, set_aside, stage, to_act, turn, options, seed)

    @staticmethod
    def _trusted(
        seats: tuple[SeatState, ...],
        bag: tuple[Tile, ...],
        box: tuple[Tile, ...],
        set_aside: tuple[Tile, ...],
        stage: Stage,
        to_act: int | None,
        turn: int,
        options: Options,
        seed: int | None,
    ) -> State:
        """A state of fields known to be right, as the engine makes one for every action:
        the bare object, each field stored by its slot's own store (see
        :func:`~regelwerk.frozen.setters`).  Reached through an instance
        (``state._trusted``), so that the modules that make states need not import this one."""
        state = _new_object(State)
        _set_seats(state, seats)
        _set_bag(state, bag)
        _set_box(state, box)
        _set_set_aside(state, set_aside)
        _set_stage(state, stage)
        _set_to_act(state, to_act)
        _set_turn(state, turn)
        _set_options(state, options)
        _set_seed(state, seed)
        return state

    # --- construction (see regelwerk.noreturn.setup)

    @classmethod
    def new(cls, players: int, seed: int | None = None, options: Options = Options()) -> State:
        """A seeded game in its setup stage: the bag shuffled by ``random.Random(seed)``;
        ``seed=None`` chooses a fresh unpredictable seed, kept in :attr:`seed`."""
        return State(*setup.new_game(players, seed, options))

    @classmethod
    def deal(cls, hands: Sequence[Sequence[Tile]], options: Options = Options()) -> State:
        """A game in its setup stage from the hands a record names (checked: NR-2.1, LOG-DRAW)."""
        return State(*setup.deal(hands, options))

    @classmethod
    def build(
        cls,
        hands: Sequence[Sequence[Tile]],
        *,
        rows: Sequence[Sequence[Tile]] | None = None,
        piles: Sequence[Sequence[Tile]] | None = None,
        phases: Sequence[Phase] | None = None,
        bag: Sequence[Tile] = (),
        to_act: int = 0,
        turn: int = 0,
        options: Options = Options(),
    ) -> State:
        """A position in play built by hand; every tile not placed goes in the box."""
        return State(*setup.build(hands, rows, piles, phases, bag, to_act, turn, options))

    # --- reading

    @property
    def players(self) -> int:
        """The number of seats (NR-2.1: 2 to 4)."""
        return len(self.seats)

    @property
    def is_over(self) -> bool:
        """True once the game is over (NR-8)."""
        return self.stage is Stage.OVER

    @property
    def last_round(self) -> bool:
        """True once the bag is empty in play: the round is being completed (NR-8.1)."""
        return self.stage is Stage.PLAY and not self.bag

    def tiles(self) -> Iterator[Tile]:
        """Every tile of the game, wherever it is (NR-1.3): always the 132."""
        yield from self.bag
        yield from self.box
        yield from self.set_aside
        for seat in self.seats:
            yield from seat.hand
            yield from seat.pile
            for row in seat.rows:
                yield from row

    # --- the rules

    def legal_actions(self) -> generate.Legal:
        """The legal actions of the seat to act, as a lazy view (count, iterate, ``in``, sample)."""
        return generate.Legal(generate.Generator(self))

    def check(self, action: Action, *, seat: int | None = None) -> Violation | None:
        """``None`` when ``action`` is legal now, else the rule it breaks with its data;
        ``seat``: the seat that sends it (LOG-ORDER when another is to act,
        :func:`~regelwerk.turns.out_of_turn`)."""
        if seat is not None:  # a server names the sender (a learner's loop does not)
            violation = out_of_turn(self, seat)
            if violation is not None:
                return violation
        return validate.check(self, action)

    def draw_count(self, action: Action) -> int:
        """How many tiles the draw after the legal ``action`` takes (NR-3.2, NR-4.2)."""
        return validate.draw_count(self, action)

    def check_draw(self, action: Action, draw: Sequence[Tile | str]) -> Violation | None:
        """``None`` when ``draw`` (tiles or their notation) is the right draw after the legal
        ``action`` (LOG-DRAW)."""
        return validate.check_draw(self, action, draw)

    def play(
        self,
        action: Action,
        draw: Sequence[Tile | str] | None = None,
        *,
        seat: int | None = None,
    ) -> State:
        """The state after ``action`` and its draw, checked; raises
        :class:`~regelwerk.errors.IllegalActionError`.  Without ``draw`` the tiles come from
        the front of the bag (a seeded game); ``draw`` holds tiles or their notation
        (``["R1", "B11"]``), anything else raises :class:`~regelwerk.errors.NotationError`.
        ``seat``: the seat that sends the action (LOG-ORDER when another is to act)."""
        violation = out_of_turn(self, seat)
        if violation is not None:
            raise IllegalActionError(violation)
        return transition.play(self, action, draw)

    def apply(self, action: Action, draw: Sequence[Tile | str] | None = None) -> State:
        """Like :meth:`play` but unchecked: only for actions known to be legal (generated), or
        a recorded turn replayed as it happened; only the tiles it moves must be there.
        ``draw`` as for :meth:`play` (its notation's strings read as tiles)."""
        return transition.apply(self, action, draw)

    def result(self) -> Result | None:
        """Scores and winners (NR-9) once the game is over, else ``None``."""
        return scoring.result(self) if self.stage is Stage.OVER else None

    def scores(self) -> tuple[int, ...]:
        """Each seat's score as it would stand now (NR-9.1)."""
        return scoring.scores(self)

    def view(self, seat: int) -> View:
        """What ``seat`` may know of this position."""
        return _view_of()(self, seat)

    def _repr_svg_(self) -> str:
        """The table, as a notebook shows it (:func:`regelwerk.notebook.repr_svg`)."""
        from regelwerk.notebook import repr_svg  # the pictures, when a notebook asks

        return repr_svg(self)

    def resample(
        self, seat: int, rng: random.Random, known: InformationState | None = None
    ) -> State:
        """A position ``seat`` cannot tell from this one: what it cannot see dealt anew.
        ``known``: the seat's information state (:meth:`~regelwerk.game.Game.information_state`),
        whose memory the position then keeps too: the tiles the seat put in the box and
        set aside stay there, and every other seat's clear finds a payment in the box
        (:mod:`regelwerk.noreturn.resample`)."""
        from regelwerk.noreturn.resample import resample

        return resample(self, seat, rng, known)


@cache
def _view_of() -> Callable[[State, int], View]:
    """:func:`regelwerk.noreturn.view.view_of`, imported when a view is first asked for: a
    command that checks logs asks for none (the view brings :mod:`regelwerk.knowledge`), and
    an import statement in :meth:`State.view` would cost every view of a learner's step."""
    from regelwerk.noreturn.view import view_of

    return view_of


(
    _set_seats, _set_bag, _set_box, _set_set_aside, _set_stage, _set_to_act, _set_turn,
    _set_options, _set_seed,
) = setters(State)  # fmt: skip
_new_object = object.__new__
