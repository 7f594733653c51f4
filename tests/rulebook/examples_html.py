"""The worked examples of a built rulebook, read from its HTML: caption and pictures.

An example is any element whose class contains ``rulebook-example``.  Its caption is the text
outside its pictures, action line and outcome message; its action line is the element
classed ``example-action``; its pictures are its inline SVGs (texts, titles, ARIA labels and
``data-`` values, never coordinates) and any element of it whose class names a label or
legend.
Nothing here knows how the pictures are laid out, so the check survives the books being
restructured: it asks only whether what a caption or action line names (a tile, a card, a
number of chips) is shown somewhere in that example's pictures.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Final

__all__ = ["Example", "missing", "read_examples", "tiles_in_order", "tiles_named"]

_VOID: Final = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)
_ACTION: Final = "example-action"
_OUTCOME: Final = "example-outcome"
_PICTURE_TEXT: Final = ("label", "legend")
_SAYING: Final = frozenset({"aria-label", "title", "alt"})  # attributes that are words


@dataclass
class Example:
    """One worked example: the chapter it stands in, its caption and its pictures' words."""

    chapter: str  # the anchor of the enclosing chapter, such as "nr-8"
    caption: list[str] = field(default_factory=list)
    action: list[str] = field(default_factory=list)
    drawn: list[str] = field(default_factory=list)  # inside the SVGs: texts, labels, data-
    labels: list[str] = field(default_factory=list)  # the pictures' labels outside the SVGs
    chip_elements: bool = False  # an element of a picture is classed or data-named "chip"

    @property
    def caption_text(self) -> str:
        return " ".join(" ".join(self.caption).split())

    @property
    def action_text(self) -> str:
        return " ".join(" ".join(self.action).split())

    @property
    def drawn_text(self) -> str:
        return " ".join(" ".join(self.drawn).split())

    @property
    def picture_text(self) -> str:
        return " ".join(" ".join([*self.labels, *self.drawn]).split())


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.examples: list[Example] = []
        self._stack: list[tuple[str, set[str]]] = []  # open tags with their roles
        self._chapters: list[tuple[int, str]] = []  # (depth, anchor) of open sections
        self._example: tuple[int, Example] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _VOID:
            return
        attributes = {name: value or "" for name, value in attrs}
        classes = attributes.get("class", "").split()
        depth = len(self._stack)
        roles: set[str] = set()
        if tag == "section" and "id" in attributes:
            self._chapters.append((depth, _chapter(attributes["id"])))
        if self._example is None and any("rulebook-example" in name for name in classes):
            chapter = self._chapters[-1][1] if self._chapters else ""
            self._example = (depth, Example(chapter))
            self.examples.append(self._example[1])
        if self._example is not None:
            example = self._example[1]
            inside = set().union(*(open_roles for _, open_roles in self._stack))
            if tag == "svg":
                roles.add("drawn")
            if any(part in name for name in classes for part in _PICTURE_TEXT):
                roles.add("label")
            if _ACTION in classes:
                roles.add("action")
            if _OUTCOME in classes:
                roles.add("outcome")
            if {"drawn", "label"} & (inside | roles):
                # what an attribute says, not where it draws: x="22" is no card 22
                pictures = example.drawn if "drawn" in inside | roles else example.labels
                pictures.extend(
                    value
                    for name, value in attributes.items()
                    if name in _SAYING or name[:5] == "data-"
                )
                names = [*classes, *attributes]
                example.chip_elements |= any("chip" in name for name in names)
        self._stack.append((tag, roles))

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID or not any(open_tag == tag for open_tag, _ in self._stack):
            return
        while self._stack:
            open_tag, _ = self._stack.pop()
            if open_tag == tag:
                break
        depth = len(self._stack)
        while self._chapters and self._chapters[-1][0] >= depth:
            self._chapters.pop()
        if self._example is not None and self._example[0] >= depth:
            self._example = None

    def handle_data(self, data: str) -> None:
        if self._example is None:
            return
        inside = set().union(*(roles for _, roles in self._stack))
        example = self._example[1]
        if "drawn" in inside:
            example.drawn.append(data)
        elif "label" in inside:
            example.labels.append(data)
        elif "action" in inside:
            example.action.append(data)
        elif "outcome" not in inside:
            example.caption.append(data)


def _chapter(anchor: str) -> str:
    """The chapter of an anchor: ``nr-8`` for ``nr-8`` and ``nr-8-1``."""
    return "-".join(anchor.split("-")[:2])


def read_examples(book: Path) -> list[Example]:
    """Every worked example on every page of a built rulebook folder."""
    examples: list[Example] = []
    for page in sorted(book.glob("*.html")):
        reader = _Reader()
        reader.feed(page.read_text(encoding="utf-8"))
        examples.extend(reader.examples)
    return examples


# --- what a caption names -------------------------------------------------------------------

_COLOURS: Final[dict[str, dict[str, str]]] = {
    "en": {"red": "R", "orange": "O", "yellow": "Y", "green": "G", "blue": "B", "purple": "P"},
    "de": {"rot": "R", "orange": "O", "gelb": "Y", "grün": "G", "blau": "B", "lila": "P"},
    "fr": {"rouge": "R", "orange": "O", "jaune": "Y", "vert": "G", "bleu": "B", "violet": "P"},
    "es": {"roj": "R", "naranja": "O", "amarill": "Y", "verde": "G", "azul": "B", "violeta": "P"},
    "nl": {
        "rood": "R",
        "rode": "R",
        "oranje": "O",
        "geel": "Y",
        "gele": "Y",
        "groen": "G",
        "blauw": "B",
        "paars": "P",
    },
}
_AND: Final = {"en": "and", "de": "und", "fr": "et", "es": "y", "nl": "en"}
_ARTICLE: Final = r"(?:(?:the|die|der|den|le|la|les|el|los|las|de|het)\s+)?"
_CHIPS: Final = r"(?:chips?|jetons?|fichas?|fiches?)"
_CARD_VALUES: Final = range(3, 36)
_MINUS: Final = "\N{MINUS SIGN}-"  # a number after a minus sign is a score, not a card


def _colour_first(lang: str) -> bool:
    """German, English and Dutch name a tile colour first ("die rote 5"), French and Spanish
    value first ("le 5 rouge", "el 5 rojo")."""
    return lang not in ("fr", "es")


def tiles_named(caption: str, lang: str) -> set[str]:
    """The tiles a caption names by colour and value, in any of the book's phrasings:
    "the red 5 and 7" / "die rote 5 und 7" / "le 5 et le 7 rouges" are R5 and R7."""
    return set(tiles_in_order(caption, lang))


def tiles_in_order(caption: str, lang: str) -> list[str]:
    """The tiles a caption names, in the order it names them (one entry per mention)."""
    colours = _COLOURS[lang]
    stem = "|".join(sorted(colours, key=len, reverse=True))
    join = rf"(?:\s*,\s*(?:{_AND[lang]}\s+)?|\s+{_AND[lang]}\s+)"
    values = rf"(\d+)((?:{join}{_ARTICLE}\d+\b)*)"
    if _colour_first(lang):
        pattern = re.compile(rf"\b({stem})\w*\s+{values}", re.IGNORECASE)
    else:
        pattern = re.compile(rf"\b{values}\s+({stem})\w*", re.IGNORECASE)
    named: list[str] = []
    for match in pattern.finditer(caption):
        word, first, rest = match.groups() if _colour_first(lang) else _reorder(match.groups())
        letter = colours[word.lower()]
        named += [letter + value for value in (first, *re.findall(r"\d+", rest))]
    return named


def _reorder(groups: tuple[str | None, ...]) -> tuple[str, str, str]:
    first, rest, word = (group or "" for group in groups)
    return word, first, rest


# "player 3", "Players 1 and 2", "Spieler 1 und 2": people numbered in the order of play
_PLAYERS: Final = re.compile(
    r"\b(?:players?|spieler|joueurs?|jugador(?:es)?|spelers?)\s+\d+"
    r"(?:\s*(?:,|\band\b|\bund\b|\bet\b|\by\b|\ben\b)\s*\d+)*",
    re.IGNORECASE,
)


def cards_named(caption: str) -> set[str]:
    """The No Thanks! cards a caption names: the numbers 3 to 35 that count no chips and
    number no player."""
    caption = _PLAYERS.sub(" ", caption)
    return {
        match.group(1)
        for match in re.finditer(rf"(?<![\d{_MINUS}])\b(\d+)\b(?!\s*{_CHIPS})", caption, re.I)
        if int(match.group(1)) in _CARD_VALUES
    }


def chips_named(caption: str) -> set[int]:
    """The numbers of chips a caption counts in digits ("the 2 chips", "5 jetons")."""
    return {int(n) for n in re.findall(rf"\b(\d+)\s+{_CHIPS}\b", caption, re.IGNORECASE)}


_TILE_CODE: Final = re.compile(r"\b[ROYGBP](?:1[01]|[1-9])\b")


def _shows_chips(example: Example) -> bool:
    """Whether the pictures show chips at all: an element for them, or a label naming them."""
    text = example.picture_text
    return example.chip_elements or re.search(rf"\b{_CHIPS}\b", text, re.I) is not None


def missing(example: Example, game: str, lang: str) -> set[str]:
    """What the caption or action line names that none of the example's pictures shows.

    A card or a number of chips counts as shown when a picture draws that number (a label's
    "seats 0, 1 and 2" shows no 2 chips), chips only when the pictures show chips at all."""
    pictures = example.picture_text
    numbers = set(re.findall(r"\b\d+\b", example.drawn_text))
    caption, action = example.caption_text, example.action_text
    if game == "no-return":
        named = tiles_named(caption, lang) | tiles_named(action, lang)
        named |= set(_TILE_CODE.findall(action))
        return named - set(_TILE_CODE.findall(pictures)) - tiles_named(pictures, lang)
    chips = _shows_chips(example)
    gaps = {f"card {card}" for card in cards_named(caption) - numbers}
    gaps |= {
        f"{count} chips" for count in chips_named(caption) if not chips or str(count) not in numbers
    }
    return gaps
