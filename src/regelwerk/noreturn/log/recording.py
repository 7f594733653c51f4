"""Recording a game of No Return as a ``no-return/1`` log while it is played."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from regelwerk.errors import ArgumentTypeError, IllegalActionError
from regelwerk.noreturn.actions import Action, SetAside
from regelwerk.noreturn.kernel import TurnParts
from regelwerk.noreturn.log.records import NoReturnLog, SetupEntry, action_parts
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import Tile, tiles_or_notation
from regelwerk.seeds import seed_from


class NoReturnRecording:
    """How :class:`regelwerk.logs.Recorder` records No Return: the dealt hands become the
    setup entries, each mulligan fills its seat's entry, each turn appends a :class:`Turn`
    with the tiles drawn, and the end of the game adds the ``result``."""

    def new(
        self, names: Sequence[str], seed: int, options: Options | None
    ) -> tuple[NoReturnLog, State]:
        """A log and state of a seeded game."""
        return self._start(names, State.new(len(names), seed, options or Options()))

    def deal(
        self, names: Sequence[str], deal: Sequence[Sequence[Tile]], options: Options | None
    ) -> tuple[NoReturnLog, State]:
        """A log and state from explicit starting hands."""
        return self._start(names, State.deal(deal, options or Options()))

    def _start(self, names: Sequence[str], state: State) -> tuple[NoReturnLog, State]:
        setup = tuple(SetupEntry(seat.hand) for seat in state.seats)
        return NoReturnLog(tuple(names), setup, (), state.options), state

    def shuffle_unseen(self, state: State, rng: random.Random) -> State:
        """``state`` with its bag shuffled by ``rng`` (a replayed game keeps it sorted) and a
        seed from ``rng`` for the set-aside tiles' return (NR-3.3) if it is still to come."""
        bag = list(state.bag)
        rng.shuffle(bag)
        return state.replace(bag=tuple(bag), seed=seed_from(rng))

    def step(
        self, log: NoReturnLog, state: State, action: Any, chance: Mapping[str, Any]
    ) -> tuple[NoReturnLog, State]:
        """Play one checked action (its ``draw=``) and record it."""
        unknown = set(chance) - {"draw"}
        if unknown:
            raise ArgumentTypeError("chance", sorted(unknown)[0], "draw")
        setup, turns = list(log.setup), list[TurnParts]()
        after = _turn(setup, turns, state, action, chance.get("draw"), State.play)
        return _logged(log, setup, turns, after), after

    def play_out(
        self,
        log: NoReturnLog,
        state: State,
        choose: Callable[[State], Action | None],
        *,
        trusted: bool = False,
    ) -> tuple[NoReturnLog, State]:
        """:meth:`step` for each action ``choose`` picks (``None``: stop) until the game is
        over, in a seeded game (draws from the bag's order), the log built once at the end
        instead of once per action; ``trusted``: applied unchecked (``State.apply``)."""
        setup, turns = list(log.setup), list[TurnParts]()
        move = State.apply if trusted else State.play
        while not state.is_over and (action := choose(state)) is not None:
            state = _turn(setup, turns, state, action, None, move)
        return _logged(log, setup, turns, state), state


def _turn(
    setup: list[SetupEntry],
    turns: list[TurnParts],
    state: State,
    action: Action,
    draw: Sequence[Tile | str] | None,
    move: Callable[[State, Action, Sequence[Tile] | None], State],
) -> State:
    """The state after ``action`` and ``draw`` (none: the front of the bag, a seeded game),
    played by ``move`` (``State.play``, checked, or ``State.apply``), and the action
    recorded: a mulligan in its seat's entry of ``setup``, a turn by its parts in ``turns``
    (a :class:`~regelwerk.noreturn.log.records.Turn` each is made only if they are read)."""
    if isinstance(action, SetAside):
        if draw is None:
            violation = state.check(action) if move is State.play else None
            if violation is not None:
                raise IllegalActionError(violation)
            draw = state.bag[: state.draw_count(action)]
        drawn = tiles_or_notation(draw)  # tiles or their notation: a log holds no other
        after = move(state, action, drawn)
        seat = state.to_act
        assert seat is not None
        setup[seat] = SetupEntry(setup[seat].hand, action.tiles, drawn)
        return after
    if draw is None:  # moved and drawn from the front of the bag in one step
        after = move(state, action, None)
        drawn = state.bag[: len(state.bag) - len(after.bag)]  # what it drew
    else:
        drawn = tiles_or_notation(draw)
        after = move(state, action, drawn)
    turns.append(action_parts(action, drawn, None))
    return after


def _logged(
    log: NoReturnLog, setup: list[SetupEntry], turns: list[TurnParts], state: State
) -> NoReturnLog:
    """``log`` with the ``setup`` and the ``turns`` recorded since, and its result if
    ``state`` ends the game: one log made, its turns kept as their parts."""
    result = state.result()
    scores = None if result is None else tuple(result.scores)
    parts = log.parts() + tuple(turns)
    return NoReturnLog.of_parts(log.players, tuple(setup), parts, log.options, scores)


RECORDING: Final = NoReturnRecording()
