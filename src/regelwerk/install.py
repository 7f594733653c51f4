"""How to install an extra, for the hints of a missing one.

regelwerk is published on no package index: ``pip install 'regelwerk[dask]'`` would install
whatever someone else publishes under that name.  The hints name the wheel regelwerk is
built as, with the extra (``pip install 'regelwerk-0.1.0-py3-none-any.whl[dask]'``), which
pip installs from the file and nowhere else.
"""

from __future__ import annotations

__all__ = ["wheel_name"]


def wheel_name() -> str:
    """The file name of the installed version's wheel."""
    from regelwerk import __version__

    return f"regelwerk-{__version__}-py3-none-any.whl"
