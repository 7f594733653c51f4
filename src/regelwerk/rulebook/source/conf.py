"""Sphinx configuration of both rulebooks (see :mod:`regelwerk.rulebook.config`).

Build one with ``sphinx-build -c <this folder> -D rulebook_game=no-return no-return OUT``.
"""

from regelwerk.rulebook.config import settings

globals().update(settings())
