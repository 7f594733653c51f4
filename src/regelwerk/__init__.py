"""regelwerk: the rules of No Return and No Thanks!, for programs to depend on.

``regelwerk.__version__`` is the installed distribution's version, read from its metadata, so
the package, the wheel and ``regelwerk --version`` can never disagree.
"""

from __future__ import annotations

from importlib import metadata

__all__ = ["__version__"]


def _version() -> str:
    try:
        return metadata.version("regelwerk")
    except metadata.PackageNotFoundError:  # imported from a source tree that is not installed
        return "0+unknown"


__version__: str = _version()
"""The version of the installed distribution (``"0.1.0"``); ``"0+unknown"`` when the source
tree is imported without being installed."""
