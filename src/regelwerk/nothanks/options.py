"""The options (variants) of No Thanks!, as RULES.md lists them under "NT options"."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from regelwerk.arguments import check_int
from regelwerk.errors import ArgumentTypeError, UnknownOptionError, UsageError
from regelwerk.nothanks import kernel
from regelwerk.nothanks.components import CHIPS_PER_PLAYER

__all__ = ["Options"]


@dataclass(frozen=True, slots=True)
class Options:
    """The options of a game; every option has a default and a log names only the others.

    ``chips_per_player`` (house rule, 0 to ``55 // players``) overrides NT-2.2 when not
    ``None``; ``deal_removed`` deals the removed cards to the players (NT-7.1).

    >>> Options.from_json({"deal_removed": True})
    Options(chips_per_player=None, deal_removed=True)
    >>> Options(chips_per_player=5).to_json()
    {'chips_per_player': 5}
    """

    chips_per_player: int | None = None
    deal_removed: bool = False

    def __deepcopy__(self, memo: object) -> Options:
        return self  # an immutable value: every state and clone of a game shares it

    def __post_init__(self) -> None:
        # The types are checked here (JSON `true` is an int to Python; `10.0` is no count);
        # the upper bound depends on the number of players: see chips_limit().  Errors are
        # TypeError/ValueError naming the option, as No Return's Options raise them.
        chips = self.chips_per_player
        if chips is not None and type(chips) is not int:
            raise ArgumentTypeError("count", chips, "chips_per_player")
        if chips is not None and chips < 0:
            raise UsageError("negative", chips, name="chips_per_player")
        if type(self.deal_removed) is not bool:
            raise ArgumentTypeError("flag", self.deal_removed, "deal_removed")

    @classmethod
    def from_json(cls, options: Mapping[str, Any]) -> Options:
        """The options of a log header.  An unknown name raises ``KeyError``, a wrong type
        ``TypeError`` and a negative count ``ValueError`` (the log reader reports LOG-SCHEMA).
        ``chips_per_player`` above ``55 // players`` is for the state to refuse (NT-2.2).
        """
        if not isinstance(options, Mapping):
            raise ArgumentTypeError("options", options)
        for name in options:
            if name not in _NAMES:
                raise UnknownOptionError(name, tuple(sorted(_NAMES)))
        if options.get("chips_per_player") is None and "chips_per_player" in options:
            raise ArgumentTypeError("count", None, "chips_per_player")  # JSON null is no count
        return cls(**options)

    def to_json(self) -> dict[str, Any]:
        """The options that differ from their defaults, as a log header writes them."""
        out: dict[str, Any] = {}
        if self.chips_per_player is not None:
            out["chips_per_player"] = self.chips_per_player
        if self.deal_removed:
            out["deal_removed"] = True
        return out

    def chips(self, players: int) -> int:
        """The chips each player starts with: the option, or NT-2.2's count."""
        if self.chips_per_player is not None:
            return self.chips_per_player
        return CHIPS_PER_PLAYER[_players(players)]

    def dealt_per_seat(self, players: int) -> int:
        """How many removed cards each seat is dealt: 0 unless ``deal_removed`` (NT-7.1)."""
        return kernel.dealt_per_seat(check_int(players, "players")) if self.deal_removed else 0

    @staticmethod
    def chips_limit(players: int) -> int:
        """The most ``chips_per_player`` can be: the 55 chips shared out evenly."""
        number = check_int(players, "players")  # any count: a log of 8 is NT-2.1's to refuse
        if number < 1:
            raise UsageError("no players", number)
        return kernel.chips_limit(number)


_NAMES = frozenset(("chips_per_player", "deal_removed"))


def _players(players: object) -> int:
    """``players`` when it is a number of players the game is for (NT-2.1)."""
    number = check_int(players, "players")
    if number not in CHIPS_PER_PLAYER:
        raise UsageError("players", number, low=min(CHIPS_PER_PLAYER), high=max(CHIPS_PER_PLAYER))
    return number
