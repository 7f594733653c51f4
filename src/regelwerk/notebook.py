"""What a notebook (Jupyter, IPython) shows of a game's state or a seat's view: its table.

Every state and view class of a game sets ``_repr_svg_ = repr_svg``, so a notebook draws
the table by itself, as python-chess does for a board; the picture is
:func:`regelwerk.pictures.svg` in the environment's language.  Nothing is imported until a
notebook asks.
"""

from __future__ import annotations

__all__ = ["repr_svg"]


def repr_svg(position: object) -> str:
    """``position``'s table as SVG (the ``_repr_svg_`` of states and views)."""
    from regelwerk.pictures import svg

    return svg(position)
