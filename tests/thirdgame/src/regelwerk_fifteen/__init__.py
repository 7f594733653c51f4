"""Fifteen: a tiny push-your-luck card game with hidden hands (rules FT-1 to FT-6).

Ten cards numbered 1 to 10 are shuffled; every player gets one face down.  In turn, each
player still in the game draws the top card of the pile or stands; a hand worth more than
15 is bust.  The highest hand that is not bust wins.  The game exists to show that a game is
one package: it is a distribution of its own, registered through the entry point
``regelwerk.games: fifteen``, and regelwerk has no line about it.

>>> from regelwerk_fifteen.state import State
>>> state = State.new(players=2, seed=1)
>>> state.to_act, state.pile_left
(0, 8)
"""

from __future__ import annotations

from typing import Final

from regelwerk.game import GameInfo
from regelwerk_fifteen.kernel import MAX_PLAYERS, MIN_PLAYERS

__all__ = ["GAME"]

GAME: Final = GameInfo(
    name="fifteen",
    title="Fifteen",
    log_format="fifteen/1",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    chance="the shuffled order of the ten cards, fixed at setup (State.new)",
    information="imperfect",  # every hand is hidden from the other seats (FT-3.2)
    lower_score_wins=False,
)
