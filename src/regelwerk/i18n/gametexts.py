"""What a game gives the shared layers to speak about it in five languages.

A game package builds one :class:`GameTexts` from marked strings (:mod:`regelwerk.i18n.
markers`) and hands it over in its :class:`~regelwerk.game.Game`; rule texts
(:mod:`regelwerk.i18n.ruletexts`), messages (:mod:`regelwerk.i18n.messages`) and the
rulebooks read it from there, and know no game themselves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeVar

from regelwerk.frozen import Frozen
from regelwerk.i18n.markers import Msg, Template
from regelwerk.rules import RuleId

__all__ = ["NO_PIECES", "GameTexts", "PieceNames"]


# One per keyword: a game's dict keyed by its own RuleId subclass (dict[FifteenRuleId, Msg])
# is no Mapping[RuleId, Msg] to mypy (a mapping's keys are invariant), and one keyword's keys
# may be the game's ids while another's mix them with the LOG codes.
R1 = TypeVar("R1", bound=RuleId)
R2 = TypeVar("R2", bound=RuleId)
R3 = TypeVar("R3", bound=RuleId)
R4 = TypeVar("R4", bound=RuleId)
R5 = TypeVar("R5", bound=RuleId)


class PieceNames(Protocol):
    """How a game names its pieces inside messages (No Return's tiles and colours)."""

    def name(self, key: str, value: str, lang: str, notation: bool) -> str | None:
        """The violation value ``value`` (under data key ``key``) as the game names it in
        ``lang``, or ``None`` when it is no piece of this game (it is then shown as it is).
        ``notation``: keep pieces in notation.  ``ValueError`` leaves the key out."""
        ...

    def names(self, key: str, values: tuple[str, ...], lang: str, notation: bool) -> str | None:
        """A list of values as one phrase (No Return: "the two red 1s and the blue 2", both
        copies of a tile named once), or ``None``: then each item is named on its own."""
        ...

    def derived(
        self, key: str, value: str | tuple[str, ...], lang: str, notation: bool
    ) -> Mapping[str, str]:
        """Further placeholders derived from a value (``{colour_row}`` from ``colour``,
        ``{tiles_dative}`` from ``tiles``)."""
        ...


class _NoPieces:
    def name(self, key: str, value: str, lang: str, notation: bool) -> str | None:
        return None

    def names(self, key: str, values: tuple[str, ...], lang: str, notation: bool) -> str | None:
        return None

    def derived(
        self, key: str, value: str | tuple[str, ...], lang: str, notation: bool
    ) -> Mapping[str, str]:
        return {}


NO_PIECES: PieceNames = _NoPieces()
"""For a game whose messages need no piece names (cards are numbers)."""


class GameTexts(Frozen):
    """A game's translatable texts, each a marked source string (a frozen value).

    ``chapters`` are keyed by chapter id (``"NR-5"``, and ``"NR-options"`` for the
    variants); ``options`` by option name, each a (title, text) pair; ``templates`` by
    (rule, variant) as :mod:`regelwerk.i18n.messages` describes, LOG codes included where
    only this game's logs produce a variant; ``variant_keys`` names the data key that
    selects a rule's variant where it is not ``reason``.  ``unit`` is what ``regelwerk
    simulate`` counts a game's length in (the plural noun: "turns"), and ``kinds`` names
    the kinds of :meth:`~regelwerk.game.Game.action_kinds` in its statistics ("take"); a
    flag kind's entry (:attr:`~regelwerk.game.Game.flag_kinds`) is instead the sentence of
    its share, ``{share}`` its percentage ("phase 2 entered on {share} of turns").
    ``policies`` names the game's own policies of ``regelwerk simulate`` in words ("greedy");
    the shared ones (``random``, ``kinds``) are named by :mod:`regelwerk.simulation`.
    ``title`` is the game's title as each market sells it ("No Thanks!" is „Geschenkt“ in
    German): every message that names the game uses it, as the books do.
    """

    __slots__ = (  # noqa: RUF023 (the fields' order)
        "titles", "texts", "chapters", "options", "templates", "fallbacks", "variant_keys",
        "pieces", "unit", "kinds", "policies", "title",
    )  # fmt: skip
    titles: Mapping[RuleId, Msg]
    """Every rule's title: ``rules``, the rulebook, the links of a report."""
    texts: Mapping[RuleId, Msg]
    """Every rule's text, as the rulebook and ``rules`` print it."""
    chapters: Mapping[str, Msg]
    """The chapters' titles by chapter id (``"FT-4"``, ``"FT-options"``)."""
    options: Mapping[str, tuple[Msg, Msg]]
    """Each option's title and text, by option name (none for a game without options)."""
    templates: Mapping[tuple[RuleId, str | None], Template]
    """The messages of the game's violations, by rule and variant (its LOG variants too)."""
    fallbacks: Mapping[RuleId, Template]
    """A rule's message when its data lacks what the template needs."""
    variant_keys: Mapping[RuleId, str]
    """The data key that picks a rule's variant where it is not ``reason``."""
    pieces: PieceNames
    """How messages name the game's pieces (tiles, cards) in each language."""
    unit: Msg | None
    """What ``simulate`` counts a game's length in; ``None``: the game's ``turn_unit``."""
    kinds: Mapping[str, Msg]
    """The names of ``simulate``'s kinds of action (and the sentences of flag kinds)."""
    policies: Mapping[str, Msg]
    """The names of the game's own ``simulate`` policies in words ("greedy")."""
    title: Msg | None
    """The game's title in each market; ``None``: its :attr:`GameInfo.title
    <regelwerk.game.GameInfo.title>` everywhere."""

    def __init__(
        self,
        titles: Mapping[R1, Msg],
        texts: Mapping[R2, Msg],
        chapters: Mapping[str, Msg],
        options: Mapping[str, tuple[Msg, Msg]] | None = None,  # None: no options
        templates: Mapping[tuple[R3, str | None], Template] | None = None,
        fallbacks: Mapping[R4, Template] | None = None,  # None: none (a new dict)
        variant_keys: Mapping[R5, str] | None = None,
        pieces: PieceNames = NO_PIECES,
        unit: Msg | None = None,
        kinds: Mapping[str, Msg] | None = None,
        policies: Mapping[str, Msg] | None = None,
        title: Msg | None = None,
    ) -> None:
        self._init(
            titles, texts, chapters, {} if options is None else options,
            {} if templates is None else templates,
            {} if fallbacks is None else fallbacks,
            {} if variant_keys is None else variant_keys,
            pieces, unit, {} if kinds is None else kinds, {} if policies is None else policies,
            title,
        )  # fmt: skip


GameTexts._name_fields()
