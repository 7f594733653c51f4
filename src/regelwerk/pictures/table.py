"""The table every game's picture shares: a line about the whole table, then one panel per
seat (the player's name, what is said of the seat, the seat's pieces), the seat to act
marked by a frame, a "▶" and words, never by colour alone.

A game draws each seat's pieces (:class:`Panel`'s ``body``) and its banner; :func:`table`
lays them out and frames them in one labelled ``<svg>``.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Final, NamedTuple

from regelwerk.i18n.markers import pN_, translate
from regelwerk.pictures.frame import FONT, document

__all__ = ["Panel", "table"]

_TO_ACT = pN_("picture", "To play")
# TRANSLATORS: between the facts of one line of a picture ("Ada · to act · phase 2").
_BETWEEN = pN_("picture", " · ")

PAD: Final = 8  # inside a panel's frame
HEADER: Final = 26  # a panel's line of words, above its pieces
BANNER: Final = 28  # the table's line of words


class Panel(NamedTuple):
    """One seat on the table: its player's ``name``, whether it is to act, ``notes`` (short
    facts in the reader's language: "phase 2"), and its pieces as an SVG body drawn from
    ``(0, 0)``, ``width`` by ``height``."""

    name: str
    acting: bool
    notes: Sequence[str]
    body: str
    width: int
    height: int


def _line(x: int, y: int, words: Sequence[str], lang: str, *, bold_first: bool) -> str:
    between = escape(translate(_BETWEEN, lang))
    parts = [escape(word) for word in words if word]
    if bold_first and parts:
        parts[0] = f'<tspan font-weight="bold">{parts[0]}</tspan>'
    return f'<text x="{x}" y="{y}" font-size="14" {FONT}>{between.join(parts)}</text>'


def table(
    banner: Sequence[str],
    panels: Sequence[Panel],
    label: str,
    lang: str,
    middle: tuple[str, int, int] | None = None,
) -> str:
    """The table as one ``<svg>``: ``banner`` (facts about the whole table) on top, then
    ``middle`` (an SVG body with its width and height: what lies in the middle of the
    table), then the panels in seat order; ``label`` names the picture for screen readers."""
    width = max((panel.width for panel in panels), default=0)
    width = max(width + 2 * PAD, 14 * sum(len(word) + 3 for word in banner) // 2, 240)
    parts = [_line(2, 18, banner, lang, bold_first=False)]
    y = BANNER
    if middle is not None:
        body, middle_width, middle_height = middle
        parts.append(f'<g class="middle" transform="translate({PAD} {y})">{body}</g>')
        width, y = max(width, middle_width + 2 * PAD), y + middle_height + 8
    for panel in panels:
        height = HEADER + panel.height + 2 * PAD
        frame = (
            'fill="#fff6cc" stroke="#000" stroke-width="3"'
            if panel.acting
            else 'fill="#fafafa" stroke="#888" stroke-width="1"'
        )
        words = [("▶ " if panel.acting else "") + panel.name]
        words += [translate(_TO_ACT, lang)] if panel.acting else []
        parts.append(
            f'<g class="seat{" acting" if panel.acting else ""}">'
            f'<rect x="1.5" y="{y + 1.5}" width="{width - 3}" height="{height - 3}" rx="8" '
            f"{frame}/>{_line(PAD, y + 20, [*words, *panel.notes], lang, bold_first=True)}"
            f'<g transform="translate({PAD} {y + HEADER + PAD // 2})">{panel.body}</g></g>'
        )
        y += height + 6
    return document(width, y, label, "".join(parts), "table")
