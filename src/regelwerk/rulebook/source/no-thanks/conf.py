"""Sphinx configuration of the no-thanks rulebook: see :mod:`regelwerk.rulebook.config`."""

from regelwerk.rulebook.config import settings

globals().update(settings("no-thanks"))
