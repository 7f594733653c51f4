"""A rulebook directive's failures, reported as Sphinx reports a directive's error.

A directive that meets a rule id, a notation or data it cannot read would otherwise end the
build with Sphinx's "Exception occurred" and a traceback; :func:`reported` turns such a
failure into the directive's own error (the file, the line, the directive's name and the
reason, in the library's words), so a book's author sees where their source is wrong.
"""

from __future__ import annotations

from typing import Any, TypeVar, cast

from sphinx.util.docutils import SphinxDirective

from regelwerk.errors import RegelwerkError

__all__ = ["reported"]

D = TypeVar("D", bound=type[SphinxDirective])


def reported(directive: D) -> D:
    """``directive`` with the failures of its ``run`` reported at its place in the source."""

    def run(self: SphinxDirective) -> list[Any]:
        # (docutils' own DirectiveError, from self.error, is none of these: it goes through)
        try:
            result: list[Any] = directive.run(self)
        except RegelwerkError as error:
            raise self.error(f"{self.name}: {error.message('en')}") from None
        except (LookupError, ValueError, TypeError) as error:
            raise self.error(f"{self.name}: {type(error).__name__}: {error}") from None
        return result

    wrapped = type(directive.__name__, (directive,), {"run": run, "__doc__": directive.__doc__})
    wrapped.__module__ = directive.__module__
    return cast(D, wrapped)
