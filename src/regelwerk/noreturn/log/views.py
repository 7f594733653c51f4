"""What a redacted log (``no-return-view/1``) shows its seat, position by position.

A redacted log cannot be replayed through the rules (the other seats' hands are ``"?"``),
but everything its seat may see can be followed: the seat's own hand tile by tile, the
other hands by their size, every row and score pile (plays and clears are open), every
phase, and the bag and the box by their sizes.  :func:`views` folds the log's turns into
the seat's :class:`~regelwerk.noreturn.view.View` of each position, as a view of the
replayed full log would be; it trusts the log's turns (a redacted log is made from a
well-formed one) and only keeps a hidden count from going below zero.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from regelwerk.errors import NotationError
from regelwerk.noreturn.kernel import next_seat
from regelwerk.noreturn.log.redact import HIDDEN
from regelwerk.noreturn.options import Options
from regelwerk.noreturn.seat import Phase, Stage
from regelwerk.noreturn.tiles import TILESET, Tile, parse_tiles
from regelwerk.noreturn.view import View

__all__ = ["views"]


class _Table:
    """The open facts of a position and the seat's own hand, changed turn by turn."""

    def __init__(self, seat: int, hands: Sequence[Sequence[Any]], options: Options) -> None:
        players = len(hands)
        self.seat, self.options = seat, options
        self.hand = sorted(parse_tiles(hands[seat]))
        self.sizes = [len(hand) for hand in hands]
        self.rows: list[list[list[Tile]]] = [[[] for _ in range(6)] for _ in range(players)]
        self.piles: list[list[Tile]] = [[] for _ in range(players)]
        self.phases = [Phase.ONE] * players
        self.bag = len(TILESET) - sum(self.sizes)
        self.box = self.set_aside = 0
        self.stage, self.turn = Stage.SETUP, 0
        self.to_act: int | None = 0

    def view(self) -> View:
        return View(
            self.seat,
            tuple(self.hand),
            tuple(self.sizes),
            tuple(tuple(tuple(row) for row in rows) for rows in self.rows),
            tuple(tuple(sorted(pile)) for pile in self.piles),
            tuple(self.phases),
            self.bag,
            self.box,
            self.set_aside,
            self.stage,
            self.to_act,
            self.turn,
            self.options,
        )

    def give(self, actor: int, tiles: Sequence[str]) -> None:
        """``tiles`` (from the bag or set aside) into the hand of ``actor``."""
        if actor == self.seat:
            self.hand = sorted([*self.hand, *parse_tiles(tiles)])
        self.sizes[actor] += len(tiles)

    def take(self, actor: int, tiles: Sequence[str]) -> list[Tile]:
        """``tiles`` out of the hand of ``actor``: those the seat can see, as tiles."""
        shown = [tile for tile in tiles if tile != HIDDEN]
        known = list(parse_tiles(shown))
        if actor == self.seat:
            for tile in known:
                if tile in self.hand:
                    self.hand.remove(tile)
        self.sizes[actor] = max(self.sizes[actor] - len(tiles), 0)
        return known

    def setup(self, actor: int, entry: Mapping[str, Any]) -> None:
        aside, draw = entry.get("set_aside", []), entry.get("draw", [])
        self.take(actor, aside)
        self.set_aside += len(aside)
        self.give(actor, draw)
        self.bag -= len(draw)
        self.to_act = actor + 1
        if actor == len(self.sizes) - 1:  # NR-3.3: the set-aside tiles go back, play begins
            self.bag, self.set_aside = self.bag + self.set_aside, 0
            self.stage, self.to_act = Stage.PLAY, 0

    def play(self, actor: int, turn: Mapping[str, Any]) -> None:
        rows = self.rows[actor]
        if "play" in turn:
            for tile in self.take(actor, turn["play"]):
                rows[tile.colour.index].append(tile)
        elif "exchange" in turn:
            self.take(actor, turn["exchange"])
            self.box += len(turn["exchange"])
        elif "clear" in turn:
            cleared = parse_tiles(turn["clear"])
            for tile in cleared:  # the lowest tiles of the row (NR-7.2)
                row = rows[tile.colour.index]
                if tile in row:
                    row.remove(tile)
            self.piles[actor].extend(cleared)
            self.take(actor, turn.get("pay", []))
            self.box += len(turn.get("pay", []))
        if turn.get("phase2"):
            self.phases[actor] = Phase.TWO
        draw = turn.get("draw", [])
        self.give(actor, draw)
        self.bag = max(self.bag - len(draw), 0)
        self.turn += 1
        after = next_seat(actor, len(self.sizes), self.bag == 0)
        self.to_act = after
        if after is None:
            self.stage = Stage.OVER


def views(document: Mapping[str, Any]) -> Iterator[tuple[int | None, View]]:
    """The views of the seat a redacted log was made for: after the deal and after each
    setup entry (index ``None``), then before each turn and at the end (the index of the
    next turn); :class:`~regelwerk.errors.NotationError` for a document that is no
    redacted No Return log."""
    try:
        yield from _views(document)
    except (KeyError, TypeError, IndexError, AttributeError):
        raise NotationError("redacted", document.get("format")) from None


def _views(document: Mapping[str, Any]) -> Iterator[tuple[int | None, View]]:
    seat, setup, turns = document["seat"], document["setup"], document["turns"]
    table = _Table(
        seat, [entry["hand"] for entry in setup], Options.from_json(document.get("options", {}))
    )
    yield None, table.view()
    for owner, entry in enumerate(setup):
        table.setup(owner, entry)
        yield (0 if table.stage is Stage.PLAY else None), table.view()
    for index, turn in enumerate(turns):
        if table.to_act is None:
            return
        table.play(table.to_act, turn)
        yield index + 1, table.view()
