"""Writing files into an output folder safely: no clobbering, no symlinks, all or nothing.

``regelwerk simulate --out DIR`` writes one log per game.  Each file is written to a fresh
temporary name in the same folder (``O_CREAT | O_EXCL | O_NOFOLLOW``: never an existing file,
never through a link) and then given its name in one step: with :func:`os.link`, which fails
if the name exists (no overwrite, no race between a check and the write), or with
:func:`os.replace` when overwriting was asked for (``--force``; a symlink in the way is
replaced itself, its target is never touched).  A reader never sees half a log.  All names
are resolved against the folder's descriptor, so the folder cannot be swapped underneath.
"""

from __future__ import annotations

import contextlib
import os
from typing import Final

from regelwerk.logs.record import NEW_FILE as _CREATE

__all__ = ["OutputDir", "OutputExists"]

_DIRECTORY: Final = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)


class OutputExists(FileExistsError):
    """A file that is to be written exists already (and overwriting was not asked for)."""


class OutputDir:
    """The folder ``path`` (created if need be), open for writing new files into it (use it
    with :func:`contextlib.closing`)."""

    def __init__(self, path: str, *, force: bool = False) -> None:
        os.makedirs(path, exist_ok=True)
        self.path = path
        self.force = force
        self._fd = os.open(path, _DIRECTORY)

    def exists(self, name: str) -> bool:
        """Whether ``name`` is taken in the folder (by anything, a dangling link included)."""
        try:
            os.stat(name, dir_fd=self._fd, follow_symlinks=False)
        except FileNotFoundError:
            return False
        return True

    def check_free(self, names: list[str]) -> None:
        """Raise :class:`OutputExists` for the first of ``names`` that is taken, unless
        overwriting was asked for: a run refuses before it writes anything."""
        if self.force:
            return
        for name in names:
            if self.exists(name):
                raise OutputExists(os.path.join(self.path, name))

    def write(self, name: str, data: bytes) -> None:
        """Write ``data`` as the file ``name`` in the folder, atomically (see the module)."""
        temporary = f".{name}.{os.urandom(4).hex()}.tmp"  # (secrets costs 3 ms to import)
        fd = os.open(temporary, _CREATE, 0o644, dir_fd=self._fd)
        try:
            with os.fdopen(fd, "wb") as stream:
                stream.write(data)
            if self.force:
                os.replace(temporary, name, src_dir_fd=self._fd, dst_dir_fd=self._fd)
                return
            try:
                os.link(
                    temporary,
                    name,
                    src_dir_fd=self._fd,
                    dst_dir_fd=self._fd,
                    follow_symlinks=False,
                )
            except FileExistsError:
                raise OutputExists(os.path.join(self.path, name)) from None
            except OSError:  # a file system without hard links: create the name itself
                self._write_new(name, data)
        finally:
            with contextlib.suppress(FileNotFoundError):  # renamed into place by os.replace
                os.unlink(temporary, dir_fd=self._fd)

    def _write_new(self, name: str, data: bytes) -> None:
        try:
            fd = os.open(name, _CREATE, 0o644, dir_fd=self._fd)
        except FileExistsError:
            raise OutputExists(os.path.join(self.path, name)) from None
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)

    def close(self) -> None:
        """Close the output directory's descriptor."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1
