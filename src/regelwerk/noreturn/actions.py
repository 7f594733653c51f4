"""The actions of No Return as small immutable values with a notation round trip.

========================================  ==========================================
notation                                  action
========================================  ==========================================
``set-aside G1 P2`` / ``set-aside``       :class:`SetAside` (the mulligan, NR-3.2)
``exchange O3 B1``                        :class:`Exchange` (NR-5.2, NR-7.1)
``play R11 R9``                           :class:`Play` (NR-5.3, NR-5.4)
``clear R5 R3 pay B10``                   :class:`Clear` (NR-7.2 to NR-7.4)
``pass``                                  :class:`Pass` (NR-4.4)
``phase2 exchange B1``                    the same, entering phase 2 first (NR-6.1)
========================================  ==========================================

Tiles are kept highest first (the order in which NR-5.4 places them); lists are multisets,
so ``Play((R9, R11))`` equals ``Play((R11, R9))``.  An action is only a value: whether it is
legal is for a state to say (:meth:`regelwerk.noreturn.State.check`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import repeat, starmap
from typing import Any, ClassVar, TypeVar

from regelwerk.errors import ArgumentTypeError, NotationError
from regelwerk.frozen import Frozen, setters
from regelwerk.noreturn.errortexts import ACTION_FORM, TILE_FORM
from regelwerk.noreturn.tiles import NAMES, Tile, format_tiles

__all__ = [
    "Action",
    "Clear",
    "Exchange",
    "Pass",
    "Play",
    "SetAside",
    "TurnAction",
    "public_form",
]


def _tiles(tiles: Iterable[Tile | str]) -> tuple[Tile, ...]:
    """The tiles (or their notation) highest first; a string is one text, not a list of
    tiles, and anything else that is not a list raises :class:`ArgumentTypeError`."""
    if isinstance(tiles, (str, bytes)) or not isinstance(tiles, Iterable):
        raise ArgumentTypeError("tiles", tiles)
    out = [tile if isinstance(tile, Tile) else Tile.parse(tile) for tile in tiles]
    out.sort(reverse=True)
    return tuple(out)


class _Base(Frozen):
    """Shared notation helpers; every action class is a frozen value (:mod:`regelwerk.frozen`).

    Every action has the three parts the kernel judges (``tiles``, ``pay``, ``phase2``): a
    kind without one has it as a class constant (a pass has no tiles, only a clear pays, a
    mulligan declares nothing), so the kernel reads the parts of any action alike."""

    __slots__ = ()
    verb: ClassVar[str]

    def uci(self) -> str:  # the python-chess name for "the notation"
        return str(self)

    def to_json(self) -> dict[str, Any]:
        """The action in the move-log notation of LOG-FORMAT.md (without ``draw``)."""
        raise NotImplementedError


class SetAside(_Base):
    """Set aside tiles from the starting hand and draw as many (NR-3.2); may be empty."""

    __slots__ = ("tiles",)
    tiles: tuple[Tile, ...]
    pay: ClassVar[tuple[Tile, ...]] = ()
    phase2: ClassVar[bool] = False
    verb: ClassVar[str] = "set-aside"

    def __init__(self, tiles: tuple[Tile, ...] = ()) -> None:
        self._init(_tiles(tiles))

    def __str__(self) -> str:
        return " ".join(("set-aside", format_tiles(self.tiles))).rstrip()

    def to_json(self) -> dict[str, Any]:
        return write_action({}, SetAside, self.tiles, (), False)


class Exchange(_Base):
    """Put 1 to 4 tiles from the hand out of the game (NR-5.2, NR-7.1)."""

    __slots__ = ("tiles", "phase2")  # noqa: RUF023 (the fields' order)
    tiles: tuple[Tile, ...]
    phase2: bool
    pay: ClassVar[tuple[Tile, ...]] = ()
    verb: ClassVar[str] = "exchange"

    def __init__(self, tiles: tuple[Tile, ...], phase2: bool = False) -> None:
        self._init(_tiles(tiles), _check_flag(phase2))

    def __str__(self) -> str:
        return _prefix(self.phase2) + " ".join(("exchange", format_tiles(self.tiles))).rstrip()

    def to_json(self) -> dict[str, Any]:
        return write_action({}, Exchange, self.tiles, (), self.phase2)


class Play(_Base):
    """Place tiles of one colour in that colour's row, highest first (NR-5.3, NR-5.4)."""

    __slots__ = ("tiles", "phase2")  # noqa: RUF023 (the fields' order)
    tiles: tuple[Tile, ...]
    phase2: bool  # only ever illegal (NR-6.2), but a log can record it
    pay: ClassVar[tuple[Tile, ...]] = ()
    verb: ClassVar[str] = "play"

    def __init__(self, tiles: tuple[Tile, ...], phase2: bool = False) -> None:
        self._init(_tiles(tiles), _check_flag(phase2))

    def __str__(self) -> str:
        return _prefix(self.phase2) + " ".join(("play", format_tiles(self.tiles))).rstrip()

    def to_json(self) -> dict[str, Any]:
        return write_action({}, Play, self.tiles, (), self.phase2)


class Clear(_Base):
    """Clear the lowest tiles of a row onto the score pile and pay for them (NR-7.2, NR-7.3)."""

    __slots__ = ("tiles", "pay", "phase2")  # noqa: RUF023 (the fields' order)
    tiles: tuple[Tile, ...]
    pay: tuple[Tile, ...]
    phase2: bool
    verb: ClassVar[str] = "clear"

    def __init__(
        self, tiles: tuple[Tile, ...], pay: tuple[Tile, ...], phase2: bool = False
    ) -> None:
        self._init(_tiles(tiles), _tiles(pay), _check_flag(phase2))

    def __str__(self) -> str:
        cleared = " ".join(("clear", format_tiles(self.tiles))).rstrip()
        paid = " ".join(("pay", format_tiles(self.pay))).rstrip()
        return f"{_prefix(self.phase2)}{cleared} {paid}"

    def to_json(self) -> dict[str, Any]:
        return write_action({}, Clear, self.tiles, self.pay, self.phase2)


class Pass(_Base):
    """Pass: allowed only when no other action is (NR-4.4)."""

    __slots__ = ("phase2",)
    phase2: bool  # only ever illegal (NR-6.1), but a log can record it
    tiles: ClassVar[tuple[Tile, ...]] = ()
    pay: ClassVar[tuple[Tile, ...]] = ()
    verb: ClassVar[str] = "pass"

    def __init__(self, phase2: bool = False) -> None:
        self._init(_check_flag(phase2))

    def __str__(self) -> str:
        return _prefix(self.phase2) + "pass"

    def to_json(self) -> dict[str, Any]:
        return write_action({}, Pass, (), (), self.phase2)


# Trusted constructors for the generator: the tiles are already a tuple sorted highest
# first, so normalising them again (the checking __init__) would only cost time.  Each field
# is stored through its slot's own setter (regelwerk.frozen.setters), which also names the
# class's fields.
_new = object.__new__
(_set_tiles,) = setters(SetAside)
_set_ex_tiles, _set_ex_phase2 = setters(Exchange)
_set_play_tiles, _set_play_phase2 = setters(Play)
_set_clear_tiles, _set_clear_pay, _set_clear_phase2 = setters(Clear)
Pass._name_fields()
_sink: deque[None] = deque(maxlen=0)
_drain = _sink.extend  # runs an iterator to its end, keeping nothing


def trusted_set_aside(tiles: tuple[Tile, ...]) -> SetAside:
    action = _new(SetAside)
    _set_tiles(action, tiles)
    return action


def trusted_exchange(tiles: tuple[Tile, ...], phase2: bool) -> Exchange:
    action = _new(Exchange)
    _set_ex_tiles(action, tiles)
    _set_ex_phase2(action, phase2)
    return action


def trusted_clear(tiles: tuple[Tile, ...], pay: tuple[Tile, ...], phase2: bool) -> Clear:
    action = _new(Clear)
    _set_clear_tiles(action, tiles)
    _set_clear_pay(action, pay)
    _set_clear_phase2(action, phase2)
    return action


def trusted_play(tiles: tuple[Tile, ...]) -> Play:
    action = _new(Play)
    _set_play_tiles(action, tiles)
    _set_play_phase2(action, False)
    return action


# The same for a whole block of a listing: made and filled in C, one field of every action
# at a time (a listing makes hundreds of them, and a Python call per action is most of its
# cost).  ``starmap`` passes its argument tuples on as they are, and ``zip`` reuses its
# tuple once the call has let go of it, so no call makes an argument tuple of its own: a
# third quicker than ``map`` with the same functions.  The zips take no ``strict`` (ruff's
# B905, RUF058): parsing a keyword costs as much as filling five actions, and each zip pairs
# the actions just made for its values with those values.

_A = TypeVar("_A", bound=_Base)
_Setter = Callable[[object, object], None]


def _batch(
    cls: type[_A], set_picks: _Setter, picks: Sequence[object], set_flag: _Setter, flag: bool
) -> list[_A]:
    """``len(picks)`` new actions of ``cls``, one field set from ``picks`` in order and the
    phase2 flag to ``flag``.  (One call: a block's few calls cost as much as ten actions.)"""
    actions = list(starmap(_new, repeat((cls,), len(picks))))
    _drain(starmap(set_picks, zip(actions, picks)))  # noqa: B905, RUF058 (see above)
    _drain(starmap(set_flag, zip(actions, repeat(flag))))  # noqa: RUF058
    return actions


def trusted_set_asides(picks: Sequence[tuple[Tile, ...]]) -> list[SetAside]:
    """:func:`trusted_set_aside` of every pick, in order."""
    actions = list(starmap(_new, repeat((SetAside,), len(picks))))
    _drain(starmap(_set_tiles, zip(actions, picks)))  # noqa: B905, RUF058 (see above)
    return actions


def trusted_exchanges(picks: Sequence[tuple[Tile, ...]], phase2: bool) -> list[Exchange]:
    """:func:`trusted_exchange` of every pick, in order."""
    return _batch(Exchange, _set_ex_tiles, picks, _set_ex_phase2, phase2)


def trusted_plays(picks: Sequence[tuple[Tile, ...]]) -> list[Play]:
    """:func:`trusted_play` of every pick, in order."""
    return _batch(Play, _set_play_tiles, picks, _set_play_phase2, False)


def trusted_clears(
    runs: Iterable[tuple[Tile, ...]], pays: Sequence[tuple[Tile, ...]], phase2: bool
) -> list[Clear]:
    """:func:`trusted_clear` of each cleared run with its payment, in order."""
    actions = _batch(Clear, _set_clear_pay, pays, _set_clear_phase2, phase2)
    _drain(starmap(_set_clear_tiles, zip(actions, runs)))  # noqa: B905, RUF058
    return actions


TurnAction = Exchange | Play | Clear | Pass
"""An action taken on a turn of the game proper."""
Action = SetAside | TurnAction
"""Any No Return action, the setup's mulligan included."""


def _check_flag(phase2: bool) -> bool:
    """``phase2``, when it is True or False: ``"no"`` is a true value to Python, not a
    declaration."""
    if type(phase2) is not bool:
        raise ArgumentTypeError("flag", phase2, "phase2")
    return phase2


def public_form(action: Action) -> str:
    """``action`` as the other seats see it: the tiles it puts face down (set aside,
    exchanged, paid into the box) written ``?``, the tiles it puts in the open as they are
    (the redaction of a log hides the same, :mod:`regelwerk.noreturn.log.redact`)."""
    if isinstance(action, SetAside):
        return " ".join(("set-aside", *"?" * len(action.tiles)))
    if isinstance(action, Exchange):
        return _prefix(action.phase2) + " ".join(("exchange", *"?" * len(action.tiles)))
    if isinstance(action, Clear):
        cleared = " ".join(("clear", format_tiles(action.tiles)))
        return f"{_prefix(action.phase2)}{cleared} {' '.join(('pay', *'?' * len(action.pay)))}"
    return str(action)


def _prefix(phase2: bool) -> str:
    return "phase2 " if phase2 else ""


def write_action(
    out: dict[str, Any],
    kind: type[Action],
    tiles: Sequence[Tile],
    pay: Sequence[Tile],
    phase2: bool,
) -> dict[str, Any]:
    """``out`` with the action of these parts added in the move-log notation of
    LOG-FORMAT.md (``phase2``, then the action's keys; no ``draw``): the one writer of that
    notation, for an action's ``to_json`` and a log's turn, which is written from its parts
    without an action object (:func:`regelwerk.noreturn.log.records.turn_json`).  An
    exchange's tiles are written highest first, as :class:`Exchange` keeps them, whatever
    order the parts hold them in (a decoded log's)."""
    if phase2:
        out["phase2"] = True
    if kind is Pass:
        out["pass"] = True
    elif kind is SetAside:
        out["set_aside"] = [NAMES[tile] for tile in tiles]
    elif kind is Exchange:
        out["exchange"] = [NAMES[tile] for tile in sorted(tiles, reverse=True)]
    else:
        out[kind.verb] = [NAMES[tile] for tile in tiles]
        if kind is Clear:
            out["pay"] = [NAMES[tile] for tile in pay]
    return out


def parse_action(text: str) -> Action:
    """Parse the notation of the table above; raises :class:`NotationError` naming the text.

    >>> parse_action("phase2 clear R3 pay B10")
    Clear(tiles=(Tile(Colour.RED, 3),), pay=(Tile(Colour.BLUE, 10),), phase2=True)
    >>> str(parse_action("play R9 R11"))
    'play R11 R9'
    """
    if not isinstance(text, str):
        raise NotationError("action", text, form=ACTION_FORM)
    words = text.split()
    phase2 = bool(words) and words[0] == "phase2"
    if phase2:
        words = words[1:]
    if not words:
        raise NotationError("action", text, form=ACTION_FORM)
    verb, rest = words[0], words[1:]
    try:
        if verb == "pass" and not rest:
            return Pass(phase2)
        if verb == "set-aside" and not phase2:
            return SetAside(_tiles(rest))
        if verb == "exchange":
            return Exchange(_tiles(rest), phase2)
        if verb == "play":
            return Play(_tiles(rest), phase2)
        if verb == "clear" and "pay" in rest:
            at = rest.index("pay")
            return Clear(_tiles(rest[:at]), _tiles(rest[at + 1 :]), phase2)
    except NotationError as error:  # a word that is no tile: name it
        raise NotationError("action", text, token=error.text, form=TILE_FORM) from None
    raise NotationError("action", text, form=ACTION_FORM)


def action_from_json(turn: Mapping[str, Any]) -> Action:
    """The action of a log turn (``{"play": ["R11"], "draw": [...]}``) or of a setup entry
    (``{"set_aside": [...]}``, what :meth:`SetAside.to_json` gives); keys other than the
    action's own (``draw``, ``player``, ``hand``) are ignored.  Shape errors raise
    :class:`NotationError`; the log reader reports them with their JSON pointer first.
    """
    if not isinstance(turn, Mapping):
        raise NotationError("turn", turn)
    phase2 = turn.get("phase2") is True
    try:
        if "set_aside" in turn and "phase2" not in turn:
            return SetAside(_tiles(turn["set_aside"]))
        if "play" in turn:
            return Play(_tiles(turn["play"]), phase2)
        if "exchange" in turn:
            return Exchange(_tiles(turn["exchange"]), phase2)
        if "clear" in turn:
            return Clear(_tiles(turn["clear"]), _tiles(turn["pay"]), phase2)
        if turn.get("pass") is True:
            return Pass(phase2)
    except (KeyError, TypeError, NotationError):  # ArgumentTypeError is a TypeError
        pass
    raise NotationError("turn", dict(turn))


__all__ += ["action_from_json", "parse_action"]
