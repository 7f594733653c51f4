"""The options (variants) of No Thanks!, as RULES.md lists them under "NT options"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from regelwerk.arguments import check_int
from regelwerk.errors import ArgumentTypeError, UnknownOptionError, UsageError
from regelwerk.frozen import Frozen
from regelwerk.nothanks import kernel
from regelwerk.nothanks.cards import CARDS, HIGHEST, LOWEST, Card
from regelwerk.nothanks.components import CHIPS_PER_PLAYER, REMOVED_COUNT

__all__ = ["Options"]


class Options(Frozen):
    """The options of a game; every option has a default and a log names only the others.
    A frozen value (:mod:`regelwerk.frozen`; every state and clone of a game shares it):
    its fields, in ``__match_args__``, are the options, its defaults theirs.

    ``chips_per_player`` (house rule, 0 to ``55 // players``) overrides NT-2.2 when not
    ``None``; ``deal_removed`` deals the removed cards to the players (NT-7.1).

    Two options are for research, not for the table (the published game has no such
    variant, and the rulebooks leave them out, :attr:`research`): ``highest_card`` (3 to
    35) plays with the cards 3 to it only, and ``removed_count`` (0 to one less than the
    cards) removes that many of them unseen instead of NT-3.1's 9.  A small game (five
    cards, one removed, a chip each) is small enough for algorithms that walk the whole
    game tree (CFR, exploitability: docs/ai.rst).

    >>> Options.from_json({"deal_removed": True})
    Options(chips_per_player=None, deal_removed=True, highest_card=35, removed_count=9)
    >>> Options(chips_per_player=5).to_json()
    {'chips_per_player': 5}
    >>> small = Options(chips_per_player=1, highest_card=7, removed_count=1)
    >>> small.deck, small.pile_size
    ((Card(3), Card(4), Card(5), Card(6), Card(7)), 4)
    """

    research: ClassVar[frozenset[str]] = frozenset(("highest_card", "removed_count"))
    """The options for research, which no published edition has: the rulebooks leave them
    out (the specification lists them, docs/spec)."""

    __slots__ = (  # noqa: RUF023 (the fields' order)
        "chips_per_player",
        "deal_removed",
        "highest_card",
        "removed_count",
        "pile_size",
    )
    chips_per_player: int | None
    deal_removed: bool
    highest_card: int
    removed_count: int
    pile_size: int
    """The cards of the draw pile: the deck less the removed ones (24, NT-3.1); no option
    (no field: not compared, not shown), but worked out once, for every ``is_over`` and
    ``legal_actions`` of a playout reads it."""

    def __init__(
        self,
        chips_per_player: int | None = None,
        deal_removed: bool = False,
        highest_card: int = HIGHEST,
        removed_count: int = REMOVED_COUNT,
    ) -> None:
        # The types are checked here (JSON `true` is an int to Python; `10.0` is no count);
        # the upper bound depends on the number of players: see chips_limit().  Errors are
        # TypeError/ValueError naming the option, as No Return's Options raise them.
        chips = chips_per_player
        if chips is not None and type(chips) is not int:
            raise ArgumentTypeError("count", chips, "chips_per_player")
        if chips is not None and chips < 0:
            raise UsageError("negative", chips, name="chips_per_player")
        if type(deal_removed) is not bool:
            raise ArgumentTypeError("flag", deal_removed, "deal_removed")
        _check_range(highest_card, "highest_card", LOWEST, HIGHEST)
        _check_range(removed_count, "removed_count", 0, highest_card - LOWEST)
        self._init(chips_per_player, deal_removed, highest_card, removed_count)
        _set(self, "pile_size", highest_card - LOWEST + 1 - removed_count)

    @property
    def deck(self) -> tuple[Card, ...]:
        """The cards of the game, ascending: 3 to 35 (NT-1.1), or to ``highest_card``."""
        return CARDS[: self.highest_card - LOWEST + 1]

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
        if self.highest_card != HIGHEST:
            out["highest_card"] = self.highest_card
        if self.removed_count != REMOVED_COUNT:
            out["removed_count"] = self.removed_count
        return out

    def chips(self, players: int) -> int:
        """The chips each player starts with: the option, or NT-2.2's count."""
        if self.chips_per_player is not None:
            return self.chips_per_player
        return CHIPS_PER_PLAYER[_players(players)]

    def dealt_per_seat(self, players: int) -> int:
        """How many removed cards each seat is dealt: 0 unless ``deal_removed`` (NT-7.1)."""
        if not self.deal_removed:
            return 0
        return kernel.dealt_per_seat(check_int(players, "players"), self.removed_count)

    @staticmethod
    def chips_limit(players: int) -> int:
        """The most ``chips_per_player`` can be: the 55 chips shared out evenly."""
        number = check_int(players, "players")  # any count: a log of 8 is NT-2.1's to refuse
        if number < 1:
            raise UsageError("no players", number)
        return kernel.chips_limit(number)


Options._name_fields(("chips_per_player", "deal_removed", "highest_card", "removed_count"))
_NAMES = frozenset(Options.__match_args__)
_set = object.__setattr__


def _check_range(value: object, name: str, low: int, high: int) -> None:
    """A whole number from ``low`` to ``high`` for the option ``name``, or the error saying so."""
    if type(value) is not int:
        raise ArgumentTypeError("count", value, name)
    if not low <= value <= high:
        raise UsageError("option range", value, name=name, low=low, high=high)


def _players(players: object) -> int:
    """``players`` when it is a number of players the game is for (NT-2.1)."""
    number = check_int(players, "players")
    if number not in CHIPS_PER_PLAYER:
        raise UsageError("players", number, low=min(CHIPS_PER_PLAYER), high=max(CHIPS_PER_PLAYER))
    return number
