"""Players in messages: by their names, as people know them, never by a seat number.

>>> player_called(("Ada", "Ben"), 1, "de"), player_called(("Ada", "Ada"), 1, "de")
('Ben', 'Spieler B')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regelwerk.i18n.markers import pN_, translate
from regelwerk.i18n.names import number

__all__ = ["player_called"]


# TRANSLATORS: a player who has no name of their own in the log (none given, or two players
# share it), called by a letter in the order of play: A plays first, B second. It stands
# where a name would ("{player} has no chips left"), so it is written like one, with a
# capital; a letter, unlike a number, is never read as a rank or a score ("Scores: Player A
# 20, Player B 17").
_UNNAMED: Final = pN_("player without a name", "Player {letter}")
_LETTERS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def player_called(players: Sequence[str], seat: int, lang: str) -> str:
    """The player at ``seat`` as a message calls them: their name, unless the log gives none
    or two players share it; then "Player B", lettered in the order of play from A (past
    Z, counted from 27)."""
    if 0 <= seat < len(players):
        name = players[seat]
        if name.strip() and players.count(name) == 1:
            return name
    letter = _LETTERS[seat] if 0 <= seat < len(_LETTERS) else number(seat + 1, lang)
    return translate(_UNNAMED, lang).format(letter=letter)
