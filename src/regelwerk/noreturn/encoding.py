"""No Return as game-playing frameworks see it (:class:`regelwerk.encoding.Encoding`).

A turn names tiles of the acting seat's hand by their **slots**: the hand as the view shows
it, sorted ascending, slot 0 first (at most 8 slots, NR-4.2).  A set of tiles is a slot mask
(bit ``i`` for slot ``i``); of two equal tiles the lower slot is taken first, so each
multiset of tiles has exactly one mask, and ids and turns correspond one to one.

Action ids (``num_actions`` = 34 817):

==================  =======================================  =============================
ids                 turn                                     from the fields
==================  =======================================  =============================
0                   ``pass`` (NR-4.4)
1 … 256             ``set-aside`` (NR-3.2)                   1 + mask
257 … 512           ``exchange`` (NR-5.2, NR-7.1)            257 + mask
513 … 768           ``phase2 exchange`` (NR-6.1)             513 + mask
769 … 1 024         ``play`` (NR-5.3)                        769 + mask
1 025 … 34 816      ``clear`` … ``pay`` (NR-7.2, NR-7.3)     1 025 + (22 x colour +
                                                             count - 1) x 256 + pay mask
==================  =======================================  =============================

A clear takes the ``count`` lowest tiles (1 to 22) of the seat's row of ``colour`` (0 to 5,
R O Y G B P) and pays with the tiles of the pay mask; it declares phase 2 exactly when the seat
may still declare it (NR-4.1, NR-6.1: the kernel's ``may_declare``), so that flag is not part
of the id.

Sub-choices (PettingZoo; ``num_tokens`` = 43): a kind first — 9 pass, 10 set-aside,
11 exchange, 12 phase 2 exchange, 13 play, 14 clear — then for a clear its colour
(15 + colour) and count (20 + count), then the slots of the tiles (0 … 7, ascending) and
8 to end the turn.  ``pass`` is the kind alone.

Chance: the deal draws 8 tiles per seat, seat by seat (NR-3.1); each draw (NR-3.2, NR-4.2)
takes its tiles one by one from the bag.  An outcome is a tile's number (0 … 65, R1 … P11),
as likely as its copies in the bag.

Observation (1 080 numbers, from the seat's view; seats relative to the observer, who comes
first): the hand by slot (8 x 66, one-hot), every seat's rows and score pile (4 x 66 each, the
copies of each tile over 2), phases, hand sizes (over 8), the bag, the box and the set-aside
tiles (over 132), the stage (3), who acts (4), which seats play (4), the turn (over 256) and
``minimal_payment``.
"""

from __future__ import annotations

import bisect
import functools
import random
from array import array
from collections.abc import Mapping, Sequence
from typing import Final

from regelwerk.arguments import check_type
from regelwerk.encoding import (
    ChanceEvent,
    Encoding,
    EncodingError,
    Moment,
    Move,
    ParameterValue,
    Pool,
    chance_outcomes,
    observation_zeros,
    parameters,
    seats,
    sub_choices,
)
from regelwerk.errors import ArgumentTypeError
from regelwerk.game import GameInfo
from regelwerk.noreturn import errortexts as texts
from regelwerk.noreturn.actions import (
    Action,
    Clear,
    Exchange,
    Pass,
    Play,
    SetAside,
    trusted_clear,
    trusted_exchange,
    trusted_play,
    trusted_set_aside,
)
from regelwerk.noreturn.generate import Generator
from regelwerk.noreturn.kernel import EXCHANGE_SIZES, lowest, may_declare
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.seat import HAND_SIZE, Phase, Stage
from regelwerk.noreturn.setup import GAME
from regelwerk.noreturn.state import State
from regelwerk.noreturn.tiles import COLOUR_OF, KINDS, TILESET, Tile, format_tiles
from regelwerk.noreturn.view import View

__all__ = ["ENCODING", "NoReturnEncoding"]

_MASKS: Final = 1 << HAND_SIZE  # 256 slot masks
_ROW: Final = 22  # the longest row: both copies of 11 values (NR-1.1, NR-5.4)
_COLOURS: Final = 6
_SEATS: Final = GAME.max_players
_PASS, _SET_ASIDE, _EXCHANGE, _EXCHANGE2, _PLAY = 0, 1, 257, 513, 769
_CLEAR: Final = 1025
_NUM_ACTIONS: Final = _CLEAR + _COLOURS * _ROW * _MASKS

# Sub-choices
_DONE: Final = HAND_SIZE
_KIND: Final = HAND_SIZE + 1  # pass, set-aside, exchange, phase 2 exchange, play, clear
_KINDS: Final = (_PASS, _SET_ASIDE, _EXCHANGE, _EXCHANGE2, _PLAY, _CLEAR)
_CLEAR_AT: Final = _KINDS.index(_CLEAR)
_COLOUR: Final = _KIND + len(_KINDS)
_COUNT: Final = _COLOUR + _COLOURS - 1  # _COUNT + count, count from 1
_NUM_TOKENS: Final = _COUNT + _ROW + 1

_TILES: Final = len(KINDS)
_OBSERVATION: Final = HAND_SIZE * _TILES + 2 * _SEATS * _TILES + 2 * _SEATS + 3 + 3 + 2 * _SEATS + 2
_STAGES: Final = (Stage.SETUP, Stage.PLAY, Stage.OVER)


def _mask(hand: tuple[Tile, ...], tiles: tuple[Tile, ...]) -> int:
    """The slot mask of ``tiles`` in ``hand``: each tile at its lowest free slot."""
    mask = 0
    for tile in tiles:
        slot = hand.index(tile)
        while mask >> slot & 1:
            slot = hand.index(tile, slot + 1)
        mask |= 1 << slot
    return mask


_SLOTS: Final = tuple(
    tuple(slot for slot in range(HAND_SIZE) if mask >> slot & 1) for mask in range(_MASKS)
)
_SLOTS_DONE: Final = tuple((*slots, _DONE) for slots in _SLOTS)  # the sub-choices of a mask


def _slots(mask: int) -> tuple[int, ...]:
    return _SLOTS[mask]


def _view(view: object) -> View:
    return check_type(view, View, "view", GAME.title)


def _take(pool: list[Tile], outcomes: tuple[int, ...]) -> None:
    """Take the tiles ``outcomes`` names out of ``pool``; one not in it is no outcome."""
    for outcome in outcomes:
        try:
            pool.remove(KINDS[outcome])
        except ValueError:
            raise EncodingError("chance outcome", outcome) from None


def _outcomes(event: ChanceEvent[State, Action]) -> tuple[int, ...]:
    """The outcomes of ``event`` so far, judged (tiles' numbers) unless every one of them
    was judged as it was drawn from the event's pools (:attr:`ChanceEvent.drawn`): a draw
    would otherwise judge its first tiles again at each of the next."""
    if event.drawn:
        return event.outcomes
    return chance_outcomes(event.outcomes, _TILES)


def _next_pool(
    event: ChanceEvent[State, Action], tiles: Sequence[Tile], taken: tuple[int, ...]
) -> Pool:
    """The pool of ``tiles`` (the tile set, the bag) less the ``taken`` ones: the last pool
    without the tile drawn from it, when there is one, else counted anew."""
    if event.source is not None:
        return event.source.without(taken[-1])
    pool = list(tiles)
    _take(pool, taken)
    return Pool.of(pool)


def _picked(hand: tuple[Tile, ...], mask: int) -> tuple[Tile, ...]:
    """The tiles of ``mask``'s slots of ``hand`` (ascending), highest first, as an action
    keeps its tiles."""
    if mask >> len(hand):
        raise EncodingError(texts.SLOT_MASK, mask, slots=len(hand))
    return tuple(hand[slot] for slot in reversed(_slots(mask)))


_Fields = tuple[int, int, int, int]
"""A turn taken apart: its kind (the first id of its block), slot mask, colour and count."""


def _fields(hand: tuple[Tile, ...], action: Action) -> _Fields:
    # Exchanges make up most of the legal actions, so they are asked about first.
    if type(action) is Exchange:
        return (_EXCHANGE2 if action.phase2 else _EXCHANGE, _mask(hand, action.tiles), 0, 0)
    if type(action) is Clear:
        return (_CLEAR, _mask(hand, action.pay), COLOUR_OF[action.tiles[0]], len(action.tiles))
    if type(action) is Play:
        return (_PLAY, _mask(hand, action.tiles), 0, 0)
    if type(action) is SetAside:
        return (_SET_ASIDE, _mask(hand, action.tiles), 0, 0)
    if type(action) is Pass:
        return (_PASS, 0, 0, 0)
    raise EncodingError("action", action, game=GAME.title)


def _join(fields: _Fields) -> int:
    """The id of a turn taken apart."""
    kind, mask, colour, count = fields
    if kind == _CLEAR:
        return _CLEAR + (colour * _ROW + count - 1) * _MASKS + mask
    return kind + mask


def _split(action_id: int) -> _Fields:
    """The id ``action_id`` (one of the game's) taken apart."""
    if action_id >= _CLEAR:
        block, mask = divmod(action_id - _CLEAR, _MASKS)
        colour, count = divmod(block, _ROW)
        return (_CLEAR, mask, colour, count + 1)
    kind = _KINDS[bisect.bisect_right(_KINDS, action_id) - 1]  # _KINDS ascends
    return (kind, action_id - kind, 0, 0)


# The blocks of the legal-move generator (regelwerk.noreturn.generate) that hold every
# distinct choice of tiles from the hand of a number the rules allow, by name: their kind
# (the first id of their block) and those numbers (NR-3.2 any, the empty one included;
# NR-5.2 and NR-7.1 the kernel's EXCHANGE_SIZES).
_CHOICE_BLOCKS: Final = {
    "set-aside": (_SET_ASIDE, tuple(range(HAND_SIZE + 1))),
    "exchange": (_EXCHANGE, EXCHANGE_SIZES),
    "phase2 exchange": (_EXCHANGE2, EXCHANGE_SIZES),
}


def _copies(hand: tuple[Tile, ...]) -> int:
    """The slots of ``hand`` that hold a copy of the tile in the slot before, as a mask."""
    return sum(1 << slot for slot in range(1, len(hand)) if hand[slot] == hand[slot - 1])


@functools.lru_cache(maxsize=1024)
def _choice_ids(kind: int, sizes: tuple[int, ...], slots: int, copies: int) -> tuple[int, ...]:
    """The ids of kind ``kind`` of every distinct choice of a number of tiles in ``sizes``
    from a hand of ``slots`` tiles whose copies sit at ``copies`` (:func:`_copies`), each
    once, as :func:`_mask` takes it: a copy's slot only with the slot of the tile it copies.
    It depends on where the copies are, not on the tiles: a few hundred tables serve every
    hand, and an exchange block, most of a turn's actions, costs no work per action."""
    return tuple(
        kind + mask
        for mask in range(1 << slots)
        if mask.bit_count() in sizes and not mask & copies & ~(mask << 1)
    )


def _tokens(fields: _Fields) -> tuple[int, ...]:
    """The sub-choices of a turn taken apart: its kind, a clear's colour and count, its slots."""
    kind, mask, colour, count = fields
    if kind == _CLEAR:
        return (_KIND + _CLEAR_AT, _COLOUR + colour, _COUNT + count, *_SLOTS_DONE[mask])
    if kind == _PASS:
        return (_KIND,)
    return (_KIND + _KINDS.index(kind), *_SLOTS_DONE[mask])


@functools.lru_cache(maxsize=4096)
def _id_tokens(action_id: int) -> tuple[int, ...]:
    """:func:`_tokens` of an id, kept for the ids that come up (most turns are exchanges,
    whose 512 ids come up again and again)."""
    return _tokens(_split(action_id))


def _action(
    hand: tuple[Tile, ...], rows: tuple[tuple[Tile, ...], ...], phase: Phase, fields: _Fields
) -> Action:
    """The action of a turn taken apart, for the seat of ``hand``, ``rows`` and ``phase``.

    Made as the legal-move generator makes its actions (the trusted constructors): its
    tiles are the hand's and the row's, already highest first, which the checking
    constructors would only sort again (most of what naming an id cost)."""
    kind, mask, colour, count = fields
    tiles = _picked(hand, mask)
    if kind == _PASS:
        return Pass()
    if kind == _SET_ASIDE:
        return trusted_set_aside(tiles)
    if kind in (_EXCHANGE, _EXCHANGE2):
        return trusted_exchange(tiles, kind == _EXCHANGE2)
    if kind == _PLAY:
        return trusted_play(tiles)
    row = rows[colour]
    if not 1 <= count <= len(row):
        raise EncodingError(texts.CLEAR_COUNT, count, length=len(row))
    # The kernel says which tiles a clear takes (a row is kept highest first) and whether
    # it declares phase 2.
    return trusted_clear(lowest(row, count), tiles, may_declare(phase))


def _seat_action(view: View, fields: _Fields) -> Action:
    """:func:`_action` for the seat whose view ``view`` is."""
    return _action(view.hand, view.rows[view.seat], view.phases[view.seat], fields)


class NoReturnEncoding:
    """The encoding of No Return (one instance, :data:`ENCODING`)."""

    info: Final[GameInfo] = GAME
    parameters: Final[Mapping[str, ParameterValue]] = {"minimal_payment": False}
    num_actions: Final = _NUM_ACTIONS
    num_tokens: Final = _NUM_TOKENS
    max_chance_outcomes: Final = _TILES
    moments: Final = Moment.START | Moment.AFTER  # a deal; draws, nothing turned up
    observation_size: Final = _OBSERVATION

    _last_draw: tuple[State, Action, int] | None = None  # see _draw_count
    _last_legal: tuple[State, tuple[int, ...]] | None = None  # see legal_action

    def __deepcopy__(self, memo: object) -> NoReturnEncoding:
        return self  # the one encoding, shared by every state that holds it

    def __getstate__(self) -> None:
        return None  # pickled without the last draw and listing (of some game: no part of it)

    def options(self, players: int, values: Mapping[str, ParameterValue]) -> Options:
        """The engine's options for ``values`` (names from :attr:`parameters`) in a game of
        ``players``; :class:`EncodingError` for an unknown name or a wrong type, the engine's
        :class:`~regelwerk.errors.IllegalActionError` for options the rules refuse."""
        seats(self.info, players)
        values = parameters(values, self.parameters)
        minimal = values.get("minimal_payment", False)
        if type(minimal) is not bool:
            raise EncodingError("flag", minimal, name="minimal_payment")
        return Options(minimal_payment=minimal)

    def max_game_length(self, players: int, options: object) -> int:
        """An upper bound on the actions and chance outcomes of one game."""
        # Every turn but the last round's draws a tile; set-aside tiles are drawn twice.
        seats(self.info, players)
        chance = len(TILESET) + HAND_SIZE * players
        turns = players + (len(TILESET) - HAND_SIZE * players) + players
        return chance + turns

    def new(self, players: int, seed: int, options: object) -> State:
        """A seeded game (chance from the seed), as ``State.new`` makes it."""
        if not isinstance(options, Options):  # the adapters pass what a user gave
            raise ArgumentTypeError("options", options)
        return State.new(players, seed, options)

    # -- chance

    def chance(self, event: ChanceEvent[State, Action]) -> Pool:
        """What the next outcome of ``event`` is drawn from: at the start, the tiles not
        dealt yet, until every hand holds 8; after an action, the bag less what it has drawn
        so far, until it has drawn its count; nothing between actions (No Return turns
        nothing up: every tile comes with a draw).  After a tile drawn from the last pool,
        the next is that pool without it."""
        state = check_type(event, ChanceEvent, "chance event").state
        if state is None:
            return self._deal_pool(event)
        if event.action is None:
            check_type(state, State, "state", GAME.title)
            return Pool.EMPTY
        drawn = _outcomes(event)
        if len(drawn) >= self._draw_count(
            check_type(state, State, "state", GAME.title), event.action
        ):
            return Pool.EMPTY
        return _next_pool(event, state.bag, drawn)

    def _deal_pool(self, event: ChanceEvent[State, Action]) -> Pool:
        """The deal's next pool: the tiles not dealt yet."""
        dealt = _outcomes(event)
        if len(dealt) >= HAND_SIZE * seats(self.info, event.players):
            return Pool.EMPTY
        return _next_pool(event, TILESET, dealt)

    def _draw_count(self, state: State, action: Action) -> int:
        """How many tiles the draw after ``action`` takes (the kernel's count): worked out
        once a draw, as OpenSpiel asks for the pool of each of its tiles.  The last draw's
        count is kept with its state and action, known by identity (both are immutable
        values, and held here they stay the same objects)."""
        last = self._last_draw
        if last is not None and last[0] is state and last[1] is action:
            return last[2]
        count = state.draw_count(action)
        self._last_draw = (state, action, count)
        return count

    def resolve(self, event: ChanceEvent[State, Action]) -> State:
        """The state once ``event`` is complete: the first state after the deal (judged:
        NR-2.1, LOG-DRAW), or the state after the action and its draw (the tiles moved,
        which must be in the bag); :class:`EncodingError` for a tile turned up between
        actions, which No Return never does."""
        state = check_type(event, ChanceEvent, "chance event").state
        if state is None:
            if not isinstance(event.options, Options):  # the adapters pass what a user gave
                raise ArgumentTypeError("options", event.options)
            seats(self.info, event.players)
            tiles = [KINDS[tile] for tile in chance_outcomes(event.outcomes, _TILES)]
            hands = [
                tiles[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(event.players)
            ]
            return State.deal(hands, event.options)
        state = check_type(state, State, "state", GAME.title)
        if event.action is not None:
            tiles = [KINDS[tile] for tile in chance_outcomes(event.outcomes, _TILES)]
            return state.apply(event.action, tiles)
        if event.outcomes:  # No Return turns nothing up: every tile comes with a draw
            raise EncodingError("nothing to reveal", event.outcomes[0], game=GAME.title)
        return state

    def resample_history(
        self, seat: int, start: State, now: State, moves: Sequence[Move[Action]],
        rng: random.Random, pending: Move[Action] | None = None,
    ) -> tuple[tuple[int, ...], list[Move[Action]]]:  # fmt: skip
        """A deal and moves that ``seat`` cannot tell from ``start`` and ``moves`` (each the
        acting seat, its action and the tiles it drew), which lead to ``now``; the others'
        hidden tiles drawn by ``rng`` (:func:`regelwerk.noreturn.recall.resample_history`)."""
        from regelwerk.noreturn.recall import resample_history

        steps = []
        for actor, action, drawn in moves:
            if action is None:  # pragma: no cover - No Return turns nothing up
                raise EncodingError("nothing to reveal", drawn, game=GAME.title)
            steps.append((actor, action, tuple(KINDS[tile] for tile in drawn)))
        start, now = (check_type(state, State, "state", GAME.title) for state in (start, now))
        in_bag: tuple[Tile, ...] = ()
        going_on = None
        if pending is not None:
            actor, action, drawn = pending
            if actor == seat:
                in_bag = tuple(KINDS[tile] for tile in drawn)
            elif action is not None:
                going_on = (actor, action)
        hands, again = resample_history(seat, start, now, steps, rng, in_bag, going_on)
        dealt = tuple(int(tile) for hand in hands for tile in hand)
        replayed: list[Move[Action]] = [
            (actor, action, tuple(int(tile) for tile in drawn)) for actor, action, drawn in again
        ]
        return dealt, replayed

    # -- actions

    def legal_ids(self, state: State) -> list[int]:
        """The ids of the legal actions of the seat to act, ascending, block by block of the
        legal-move generator: the exchanges' and set-asides' from the table of the hand's
        pattern of copies (one table serves every hand alike), the few others' action by
        action."""
        state = check_type(state, State, "state", GAME.title)
        if state.to_act is None:
            return []
        hand = state.seats[state.to_act].hand
        generator = Generator(state)
        copies = _copies(hand)
        ids: list[int] = []
        for name, size in generator.blocks():
            choices = _CHOICE_BLOCKS.get(name)
            if choices is not None:
                ids += _choice_ids(*choices, len(hand), copies)
            elif size:
                ids += [_join(_fields(hand, action)) for action in generator.block(name)]
        ids.sort()
        self._last_legal = (state, tuple(ids))
        return ids

    def legal_action(self, state: State, action_id: int) -> Action:
        """The legal action with the id ``action_id`` in ``state``, made from the id alone
        and judged by the state (the kernel); else :class:`EncodingError`.  An id of the
        last listing :meth:`legal_ids` made, of this very state (an adapter lists the ids
        and then applies one of them), is legal and its own as listed: not judged again.
        The listing is kept with its state, known by identity (an immutable value, held
        here it stays the same object)."""
        state = check_type(state, State, "state", GAME.title)
        acting = state.to_act
        if type(action_id) is not int or not 0 <= action_id < _NUM_ACTIONS or acting is None:
            raise EncodingError("illegal", action_id)
        seat = state.seats[acting]
        last = self._last_legal
        listed = last is not None and last[0] is state and action_id in last[1]
        try:
            action = _action(seat.hand, seat.rows, seat.phase, _split(action_id))
        except EncodingError:  # slots the hand does not have, a row too short
            raise EncodingError("illegal", action_id) from None
        # An id naming a legal action by other slots of equal tiles is not its id.
        if not listed and (
            _join(_fields(seat.hand, action)) != action_id or state.check(action) is not None
        ):
            raise EncodingError("illegal", action_id)
        return action

    def action_id(self, view: View, action: Action) -> int:
        """The fixed id of ``action`` in ``view``'s position (``0 <= id < num_actions``)."""
        return _join(_fields(_view(view).hand, action))

    def action_of_id(self, view: View, action_id: int) -> Action:
        """The action with the id ``action_id`` in ``view``'s position; :class:`EncodingError`
        for an id that names none."""
        if type(action_id) is not int or not 0 <= action_id < _NUM_ACTIONS:
            raise EncodingError("action id", action_id, game=GAME.title)
        return _seat_action(_view(view), _split(action_id))

    def tokens(self, view: View, action: Action) -> tuple[int, ...]:
        """The sub-choices of ``action``: no sequence of a position is a prefix of another, and
        no token repeats in one, so the set of tokens chosen tells how far a turn got."""
        return _tokens(_fields(_view(view).hand, action))

    def id_tokens(self, action_id: int) -> tuple[int, ...]:
        """The sub-choices of the action with the id ``action_id``; :class:`EncodingError`
        for an id of none."""
        if type(action_id) is not int or not 0 <= action_id < _NUM_ACTIONS:
            raise EncodingError("action id", action_id, game=GAME.title)
        return _id_tokens(action_id)

    def action_of_tokens(self, view: View, tokens: Sequence[int]) -> Action:
        """The action the complete sequence of sub-choices ``tokens`` names (see :meth:`tokens`)."""
        _view(view)
        sequence = sub_choices(tokens)
        if not sequence or not _KIND <= sequence[0] < _KIND + len(_KINDS):
            raise EncodingError("turn kind", sequence, game=GAME.title)
        kind = _KINDS[sequence.pop(0) - _KIND]
        if kind == _PASS:
            if sequence:
                raise EncodingError("one choice", list(tokens))
            return _seat_action(view, (_PASS, 0, 0, 0))
        colour = count = 0
        if kind == _CLEAR:
            if len(sequence) < 2 or not (
                _COLOUR <= sequence[0] < _COUNT + 1 and _COUNT < sequence[1] < _NUM_TOKENS
            ):
                raise EncodingError(texts.CLEAR_TOKENS, list(tokens))
            colour, count = sequence[0] - _COLOUR, sequence[1] - _COUNT
            sequence = sequence[2:]
        if not sequence or sequence[-1] != _DONE or sorted(set(sequence[:-1])) != sequence[:-1]:
            raise EncodingError(texts.SLOT_TOKENS, list(tokens))
        if any(slot >= HAND_SIZE for slot in sequence[:-1]):
            raise EncodingError(texts.NO_SLOT, list(tokens))
        mask = sum(1 << slot for slot in sequence[:-1])
        return _seat_action(view, (kind, mask, colour, count))

    # -- observations

    def observe(self, view: View) -> array[float]:
        """The view as :attr:`observation_size` numbers in ``[0, 1]``, float32 numbers that
        numpy takes in one copy (:func:`~regelwerk.encoding.observation_zeros`)."""
        _view(view)
        out = observation_zeros(_OBSERVATION)
        for slot, tile in enumerate(view.hand):
            out[slot * _TILES + tile] = 1.0
        at = HAND_SIZE * _TILES
        players = len(view.phases)
        order = [(view.seat + offset) % players for offset in range(players)]
        for offset, seat in enumerate(order):
            for row in view.rows[seat]:
                for tile in row:
                    out[at + offset * _TILES + tile] += 0.5
            for tile in view.piles[seat]:
                out[at + (_SEATS + offset) * _TILES + tile] += 0.5
        at += 2 * _SEATS * _TILES
        for offset, seat in enumerate(order):
            out[at + offset] = float(view.phases[seat] is Phase.TWO)
            out[at + _SEATS + offset] = view.hand_sizes[seat] / HAND_SIZE
        at += 2 * _SEATS
        total = len(TILESET)
        out[at] = view.bag_size / total
        out[at + 1] = view.box_size / total
        out[at + 2] = view.set_aside_size / total
        at += 3
        out[at + _STAGES.index(view.stage)] = 1.0
        at += 3
        if view.to_act is not None:
            out[at + (view.to_act - view.seat) % players] = 1.0
        at += _SEATS
        for offset in range(players):
            out[at + offset] = 1.0
        at += _SEATS
        out[at] = min(view.turn / 256, 1.0)
        out[at + 1] = float(view.options.minimal_payment)
        return out

    def describe(self, view: View) -> str:
        """The view as one line of notation (a key for search, not a sentence)."""
        _view(view)

        def tiles(part: Sequence[Tile]) -> str:
            return format_tiles(part).replace(" ", ",") or "-"

        seats = " ".join(
            f"[{seat}:p{int(view.phases[seat])} hand={view.hand_sizes[seat]} "
            f"rows={'/'.join(tiles(row) for row in view.rows[seat] if row) or '-'} "
            f"pile={tiles(view.piles[seat])}]"
            for seat in range(len(view.phases))
        )
        return (
            f"seat={view.seat} {view.stage.value} turn={view.turn} to_act={view.to_act} "
            f"hand={tiles(view.hand)} bag={view.bag_size} box={view.box_size} "
            f"aside={view.set_aside_size} {seats}"
        )


ENCODING: Final[Encoding[State, Action, View]] = NoReturnEncoding()
"""The encoding :func:`regelwerk.encoding.encoding_of` finds for No Return."""
