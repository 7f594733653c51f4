"""Optional dependencies of commands: a missing extra is named, with the command to install it.

``regelwerk rulebook`` runs Sphinx in child processes, so without the ``docs`` extra the
failure would surface as a child's "No module named sphinx"; the command checks first.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import Final

from regelwerk.i18n.markers import pN_, translate

__all__ = ["RULEBOOK_MODULES", "missing_extra"]

RULEBOOK_MODULES: Final = ("sphinx", "sphinx_simplepdf")
"""What building a rulebook imports (HTML and PDF alike: the PDF builder is always loaded)."""

_MISSING = pN_(
    "cli missing extra",
    "{command}: the {extra} extra is not installed (no module {module}); "
    "install regelwerk’s wheel with it: pip install '{wheel}[{extra}]'",
)


def missing_extra(command: str, extra: str, modules: Sequence[str], lang: str) -> str | None:
    """One line saying which extra to install when one of ``modules`` cannot be imported."""
    for module in modules:
        if importlib.util.find_spec(module) is None:
            from regelwerk.install import wheel_name

            text = translate(_MISSING, lang)
            return text.format(command=command, extra=extra, module=module, wheel=wheel_name())
    return None
