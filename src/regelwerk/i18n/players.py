"""Players in messages: by their names, as people know them, never by a seat number.

>>> player_called(("Ada", "Ben"), 1, "de"), player_called(("Ada", "Ada"), 1, "de")
('Ben', 'Spieler 2')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regelwerk.i18n.markers import pN_, translate
from regelwerk.i18n.names import number

__all__ = ["player_called"]


# TRANSLATORS: a player who has no name of their own in the log (none given, or two players
# share it), called by their place in the order of play, counted from 1; it stands where a
# name would ("{player} has no chips left"), so it is written like one, with a capital.
_UNNAMED: Final = pN_("player without a name", "Player {number}")


def player_called(players: Sequence[str], seat: int, lang: str) -> str:
    """The player at ``seat`` as a message calls them: their name, unless the log gives none
    or two players share it; then "Player 2", counted from 1 in the order of play."""
    if 0 <= seat < len(players):
        name = players[seat]
        if name.strip() and players.count(name) == 1:
            return name
    return translate(_UNNAMED, lang).format(number=number(seat + 1, lang))
