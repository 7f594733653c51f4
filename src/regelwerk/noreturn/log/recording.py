"""Recording a game of No Return as a ``no-return/1`` log while it is played."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from regelwerk.errors import IllegalActionError
from regelwerk.noreturn.actions import SetAside
from regelwerk.noreturn.log.records import NoReturnLog, SetupEntry, Turn
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import Tile, as_tiles


class NoReturnRecording:
    """How :class:`regelwerk.logs.Recorder` records No Return: the dealt hands become the
    setup entries, each mulligan fills its seat's entry, each turn appends a :class:`Turn`
    with the tiles drawn, and the end of the game adds the ``result``."""

    def new(
        self, names: Sequence[str], seed: int, options: Options | None
    ) -> tuple[NoReturnLog, State]:
        return self._start(names, State.new(len(names), seed, options or Options()))

    def deal(
        self, names: Sequence[str], deal: Sequence[Sequence[Tile]], options: Options | None
    ) -> tuple[NoReturnLog, State]:
        return self._start(names, State.deal(deal, options or Options()))

    def _start(self, names: Sequence[str], state: State) -> tuple[NoReturnLog, State]:
        setup = tuple(SetupEntry(seat.hand) for seat in state.seats)
        return NoReturnLog(tuple(names), setup, (), state.options), state

    def step(
        self, log: NoReturnLog, state: State, action: Any, chance: Mapping[str, Any]
    ) -> tuple[NoReturnLog, State]:
        unknown = set(chance) - {"draw"}
        if unknown:
            raise TypeError(f"No Return draws tiles (draw=...), not {', '.join(unknown)}")
        draw = chance.get("draw")
        if draw is None:
            violation = state.check(action)
            if violation is not None:
                raise IllegalActionError(violation)
            draw = state.bag[: state.draw_count(action)]
        drawn = as_tiles(draw)  # only tiles: a log holds nothing else
        seat = state.to_act
        after = state.play(action, drawn)
        if isinstance(action, SetAside):
            assert seat is not None
            entry = SetupEntry(log.setup[seat].hand, action.tiles, drawn)
            setup = log.setup[:seat] + (entry,) + log.setup[seat + 1 :]
            log = NoReturnLog(log.players, setup, log.turns, log.options)
        else:
            log = log.appended(Turn(action, drawn))
        result = after.result()
        if result is not None:
            log = log.finished(result.scores)
        return log, after


RECORDING: Final = NoReturnRecording()
