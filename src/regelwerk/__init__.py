"""regelwerk: the rules of No Return and No Thanks!, for programs to depend on.

``regelwerk.__version__`` is the installed distribution's version, read from its metadata, so
the package, the wheel and ``regelwerk --version`` can never disagree.
"""

from __future__ import annotations

# Not typing.TYPE_CHECKING: `python -m regelwerk` imports this package before its entry point
# (regelwerk.__main__) can end a Ctrl-C quietly, so the package imports nothing (mypy reads
# any constant of this name as true).
TYPE_CHECKING = False

__all__ = ["__version__"]

if TYPE_CHECKING:
    __version__: str
    """The version of the installed distribution (``"0.1.0"``); ``"0+unknown"`` when the
    source tree is imported without being installed."""


def __getattr__(name: str) -> str:
    # Read from the metadata when first asked for: importlib.metadata costs tens of
    # milliseconds, which a program that only plays a game should not pay on import.
    if name != "__version__":
        raise AttributeError(f"module 'regelwerk' has no attribute {name!r}")
    from importlib import metadata

    try:
        version = metadata.version("regelwerk")
    except metadata.PackageNotFoundError:  # imported from a source tree that is not installed
        version = "0+unknown"
    globals()["__version__"] = version
    return version
