"""The rulebooks of No Return and No Thanks!, generated with Sphinx in five languages.

:func:`build_rulebook` builds one book (HTML and PDF) into a folder; the command line's
``regelwerk rulebook --game G --lang L --out DIR`` calls it.  The sources, the Sphinx
extension and the picture generator live in this package, so an installed wheel can build
the books too.  Rule texts come from the runtime catalog (:mod:`regelwerk.i18n.ruletexts`),
numbers from the engines, and the worked examples are executed by the engines while the
book builds.
"""

from __future__ import annotations

from regelwerk.rulebook.build import GAMES, SHIPPED, RulebookError, build_all, build_rulebook

__all__ = ["GAMES", "SHIPPED", "RulebookError", "build_all", "build_rulebook"]
