"""Pictures of a game: its table as SVG, for notebooks, the replay page and the rulebooks.

Every game draws its own pieces and tables (``regelwerk.<package>.pictures``) with the
shared frame of :mod:`regelwerk.pictures.frame`, and hands them to the shared layers as its
:attr:`~regelwerk.game.Game.pictures` (a :class:`GamePictures`); a game that draws nothing
gets :class:`TextPictures`, which writes the position's text into the picture.  The same
drawing of a tile or a card serves the rulebooks, the notebooks (a state's or a view's
``_repr_svg_``), the replay page (:mod:`regelwerk.pictures.replay`) and no other.

:func:`svg` is the one entry point for a program:

>>> from regelwerk.noreturn import State, parse_tiles
>>> state = State.build([parse_tiles(["R11", "R9", "B5"]), parse_tiles(["G2"])], to_act=0)
>>> picture = svg(state, "de", names=["Ada", "Ben"])
>>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
True
>>> title = picture[picture.index("<title>") + 7 : picture.index("</title>")]
>>> print(title.replace(". ", ".\\n").replace("\\xa0", " "))  # read aloud; no-break as plain
Zug 1 · Beutel: 0 Steine · Aus dem Spiel: 128 Steine.
Ada: Reihen keine; Hand R9 R11 B5.
Ben: Reihen keine; Hand G2.
>>> state._repr_svg_() == svg(state)  # what a notebook shows by itself
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from regelwerk.errors import ArgumentTypeError
from regelwerk.i18n.players import player_called

if TYPE_CHECKING:
    from regelwerk.game import AnyGame

__all__ = [
    "DrawnPictures",
    "GamePictures",
    "LazyPictures",
    "TextPictures",
    "default_names",
    "game_of",
    "svg",
]


class GamePictures(Protocol):
    """What a game draws for the shared layers (:attr:`regelwerk.game.Game.pictures`)."""

    def svg(self, position: object, lang: str, names: Sequence[str]) -> str:
        """The table of ``position`` (a state: every seat's pieces; a seat's view: what
        that seat may see, hidden pieces face down) as one ``<svg>`` element, its words in
        ``lang``, each seat named by ``names``, labelled for screen readers."""
        ...

    def views(self, document: Mapping[str, Any]) -> Iterator[tuple[int | None, object]]:
        """The positions a redacted log (a well-formed ``<game>-view`` document) goes
        through, as the seat it was redacted for sees them: ``(index, view)`` with the
        index of the turn (action) that comes next, ``None`` in the setup, as
        :meth:`regelwerk.logs.report.Report.positions` pairs them."""
        ...

    def turn(self, document: Mapping[str, Any], index: int) -> str:
        """Turn (action) ``index`` of a log document (move log or redacted) in the game's
        notation, hidden pieces as the redacted log writes them (``"exchange ? ?"``)."""
        ...


class DrawnPictures:
    """The :class:`GamePictures` of a game that draws its table, from its three functions:
    ``table(position, lang, names)`` for a position of one of ``kinds`` (its state and view
    classes; anything else is refused), ``views(document)`` and ``turn(document, index)``."""

    def __init__(
        self,
        kinds: tuple[type, ...],
        table: Callable[[Any, str, Sequence[str]], str],
        views: Callable[[Mapping[str, Any]], Iterator[tuple[int | None, object]]],
        turn: Callable[[Mapping[str, Any], int], str],
    ) -> None:
        self._kinds, self._table, self._views, self._turn = kinds, table, views, turn

    def svg(self, position: object, lang: str, names: Sequence[str]) -> str:
        """The table of a state or a view; :class:`~regelwerk.errors.ArgumentTypeError`
        for anything else."""
        if not isinstance(position, self._kinds):
            raise ArgumentTypeError("position", position)
        return self._table(position, lang, names)

    def views(self, document: Mapping[str, Any]) -> Iterator[tuple[int | None, object]]:
        """The positions of a redacted log, as its seat saw them."""
        return self._views(document)

    def turn(self, document: Mapping[str, Any], index: int) -> str:
        """Turn (action) ``index`` of a log document in notation."""
        return self._turn(document, index)


class LazyPictures:
    """A game's :class:`GamePictures` imported when first used: ``module`` names the module
    that holds them as ``PICTURES``, so a command that draws nothing (``validate``,
    ``simulate``) never imports the drawing."""

    def __init__(self, module: str) -> None:
        self._module = module
        self._loaded: GamePictures | None = None

    def _pictures(self) -> GamePictures:
        if self._loaded is None:
            from importlib import import_module

            self._loaded = import_module(self._module).PICTURES
        return self._loaded

    def svg(self, position: object, lang: str, names: Sequence[str]) -> str:
        """:meth:`GamePictures.svg` of the module's pictures."""
        return self._pictures().svg(position, lang, names)

    def views(self, document: Mapping[str, Any]) -> Iterator[tuple[int | None, object]]:
        """:meth:`GamePictures.views` of the module's pictures."""
        return self._pictures().views(document)

    def turn(self, document: Mapping[str, Any], index: int) -> str:
        """:meth:`GamePictures.turn` of the module's pictures."""
        return self._pictures().turn(document, index)


class TextPictures:
    """The pictures of a game that draws none: the position's text in a picture, no
    replay of a redacted log, each turn as its JSON."""

    def svg(self, position: object, lang: str, names: Sequence[str]) -> str:
        """``repr(position)`` in lines of up to 90 characters."""
        # The drawing is imported when a picture is drawn, not with this module: every
        # game's object holds its pictures, so every command that loads a game imports it.
        from html import escape

        from regelwerk.pictures.frame import FONT, document

        text = repr(position)
        lines = [text[start : start + 90] for start in range(0, len(text), 90)] or [""]
        body = "".join(
            f'<text x="4" y="{16 * (row + 1)}" font-size="12" {FONT}>{escape(line)}</text>'
            for row, line in enumerate(lines)
        )
        return document(8 + 7 * max(map(len, lines)), 16 * len(lines) + 6, text, body, "text")

    def views(self, document: Mapping[str, Any]) -> Iterator[tuple[int | None, object]]:
        """None: a game that draws nothing does not replay its redacted logs."""
        return iter(())

    def turn(self, document: Mapping[str, Any], index: int) -> str:
        """The ``index``-th item of the document's only list of turns, as JSON."""
        import json

        lists = [value for key, value in document.items() if key in ("turns", "actions")]
        items = lists[0] if lists and isinstance(lists[0], list) else []
        return json.dumps(items[index], ensure_ascii=False) if index < len(items) else ""


def default_names(players: int, lang: str) -> list[str]:
    """Names for the players of a position that has none: "Player A", "Player B", ...,
    as every message calls a player without a name."""
    return [player_called((), seat, lang) for seat in range(players)]


def game_of(position: object) -> AnyGame:
    """The installed game whose package defines ``position``'s class;
    :class:`~regelwerk.errors.ArgumentTypeError` for anything else."""
    from regelwerk.games import load, names

    module = type(position).__module__
    for name in names():
        game = load(name)
        if module.startswith(game.package + "."):
            return game
    raise ArgumentTypeError("position", position)


def svg(position: object, lang: str | None = None, *, names: Sequence[str] | None = None) -> str:
    """The SVG text of a game's state or of a seat's view of it (a :class:`State` or
    :class:`View` of any installed game): every seat's pieces as they lie on the table,
    its words in ``lang`` (the environment's language for ``None``), the players named
    ``names`` ("Player A", ... when not given); titled and labelled for screen readers.
    Hidden pieces of a view are drawn face down."""
    from regelwerk.i18n.catalog import resolve_language
    from regelwerk.pictures.frame import printable

    lang = resolve_language(lang)
    game = game_of(position)
    players = getattr(position, "players", 0)
    shown = list(names) if names is not None else default_names(players, lang)
    if len(shown) != players or not all(isinstance(name, str) for name in shown):
        raise ArgumentTypeError("names", names, game.info.title)
    return game.pictures.svg(position, lang, [printable(name) for name in shown])
