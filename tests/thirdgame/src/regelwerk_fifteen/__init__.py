"""Fifteen: a tiny push-your-luck card game with hidden hands (rules FT-1 to FT-6).

Ten cards numbered 1 to 10 are shuffled; every player gets one face down.  In turn, each
player still in the game draws the top card of the pile or stands; a hand worth more than
15 is bust.  The highest hand that is not bust wins.  The game exists to show that a game is
one package: a distribution of its own, registered through the entry point
``regelwerk.games: fifteen``, written on regelwerk's public contract
(:class:`regelwerk.game.BaseState`, :class:`regelwerk.logs.declared.DeclaredCodec`) alone.

>>> from regelwerk_fifteen.state import State
>>> state = State.new(players=2, seed=1)
>>> state.to_act, state.pile_left
(0, 8)
"""
