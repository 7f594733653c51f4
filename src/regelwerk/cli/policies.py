"""Simple policies that choose an action for the seat to act: for simulations and the demo.

``random`` picks uniformly among the legal actions (the generator samples without listing
them); ``kinds`` picks a kind of action first, then one of that kind
(:func:`regelwerk.baselines.kind_first`).  ``greedy`` follows a few plain rules of thumb; it
is no strong player, only a plausible one, so that simulated games look like games.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from regelwerk.baselines import kind_first
from regelwerk.noreturn import Clear, Exchange, Phase, Play, SetAside
from regelwerk.noreturn import State as NoReturnState
from regelwerk.nothanks import Action as NoThanksAction
from regelwerk.nothanks import State as NoThanksState
from regelwerk.nothanks import card_points

__all__ = ["POLICIES", "Policy", "greedy", "random_policy"]

Policy = Callable[[Any, random.Random], Any]
"""A policy: ``(state, rng) -> action`` for the seat to act."""

_LATE_BAG = 36  # tiles left in the bag when the greedy player turns to scoring
_FULL_ROWS = 40  # or the sum in its rows at which it does


def random_policy(state: Any, rng: random.Random) -> Any:
    """A legal action, every one equally likely."""
    return state.legal_actions().sample(rng)


def _greedy_no_return(state: NoReturnState, rng: random.Random) -> Any:
    seat = state.seats[state.to_act or 0]
    actions = list(state.legal_actions())
    if isinstance(actions[0], SetAside):
        return SetAside(())  # keeps its hand: a plain player does not gamble on the bag
    in_two = seat.phase is Phase.TWO
    in_rows = sum(tile.value for row in seat.rows for tile in row)
    scoring = in_two or len(state.bag) <= _LATE_BAG or in_rows >= _FULL_ROWS
    clears = [a for a in actions if isinstance(a, Clear)]
    if scoring and clears:
        return max(
            clears,
            key=lambda a: 2 * sum(t.value for t in a.tiles) - sum(t.value for t in a.pay),
        )
    plays = [a for a in actions if isinstance(a, Play)]
    if not scoring and plays:
        return max(plays, key=lambda a: (sum(t.value for t in a.tiles), len(a.tiles)))
    exchanges = [
        a for a in actions if isinstance(a, Exchange) and a.phase2 == (scoring and not in_two)
    ]
    if not exchanges:
        exchanges = [a for a in actions if isinstance(a, Exchange)]
    if exchanges and in_two and not any(seat.rows):
        # Nothing left to clear and no way back to the rows: hasten the end of the game.
        return min(exchanges, key=lambda a: (-len(a.tiles), sum(t.value for t in a.tiles)))
    if exchanges:  # give away low tiles: they neither score nor pay much
        return min(exchanges, key=lambda a: sum(t.value for t in a.tiles) - 3 * len(a.tiles))
    return actions[0] if plays == [] else plays[0]


def _greedy_no_thanks(state: NoThanksState, rng: random.Random) -> Any:
    if not state.chips[state.seat]:
        return NoThanksAction.TAKE
    card = state.face_up
    if card is None:
        return NoThanksAction.TAKE
    taken = state.taken[state.seat]
    cost = card_points(taken | (1 << int(card))) - card_points(taken) - state.pot
    return NoThanksAction.TAKE if cost <= 2 else NoThanksAction.PASS


def greedy(state: Any, rng: random.Random) -> Any:
    """Rules of thumb: No Return plays its highest tiles, then clears its highest rows; No
    Thanks! takes a card once the chips on it cover (almost) its cost."""
    if isinstance(state, NoThanksState):
        return _greedy_no_thanks(state, rng)
    return _greedy_no_return(state, rng)


POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy, "kinds": kind_first}
