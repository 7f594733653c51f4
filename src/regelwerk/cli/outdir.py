"""Writing files into an output folder safely: no clobbering, no symlinks, never half a file.

``regelwerk simulate --out DIR`` writes one log per game.  Every file is created with
``O_CREAT | O_EXCL | O_NOFOLLOW``: never over an existing file, never through a link (a
dangling one included).  All names are resolved against the folder's descriptor, so the
folder cannot be swapped underneath.  How a file gets its name depends on whose folder it is:

* A folder the command makes itself holds nobody else's files, and nobody is waiting for
  what appears in it: each file is created under its own name and written there, one
  ``open`` per file.  A write that fails removes its file, so a failed run leaves whole
  logs only.
* An existing folder may be watched (an archive picking up new logs as they appear): each
  file is written to a fresh temporary name first and given its name in one step, with
  :func:`os.link`, which fails if the name exists (no overwrite, no race between a check and
  the write), or with :func:`os.replace` when overwriting was asked for (``--force``; a
  symlink in the way is replaced itself, its target is never touched).  A reader never
  sees half a log.

Creating a file is most of what writing a log costs, and it is the kernel's work: some
0.1 ms on a quick local disk, 0.6 ms of system time a log on the virtual ext4 disk the
benchmarks run on, as much as playing and recording a game of No Return.  The first way
makes one entry in the folder per log, the second three (the temporary name, the link, the
unlink).  :class:`Writer` has them made by a thread of its own, on another core while the
command plays the next games (the interpreter lets other threads run while a thread waits
in ``open`` or ``write``).
"""

from __future__ import annotations

import contextlib
import os
import queue
import threading
from typing import Final

from regelwerk.logs.record import NEW_FILE as _CREATE
from regelwerk.processes import signals_held

__all__ = ["OutputDir", "OutputExists", "Writer"]

_DIRECTORY: Final = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)
_NO_LINK: Final = getattr(os, "O_NOFOLLOW", 0)


class OutputExists(FileExistsError):
    """A file that is to be written exists already (and overwriting was not asked for)."""


class OutputDir:
    """The folder ``path`` (created if need be), open for writing new files into it (use it
    with :func:`contextlib.closing`)."""

    def __init__(self, path: str, *, force: bool = False) -> None:
        parent = os.path.dirname(os.path.abspath(path))
        os.makedirs(parent, exist_ok=True)
        try:
            os.mkdir(path)
        except FileExistsError:
            self.made = False
            self._fd = os.open(path, _DIRECTORY)  # the user's folder, a link to it too
        else:
            self.made = True
            # The folder this command has just made, and not whatever may have taken its
            # name since: a link put there fails to open.
            self._fd = os.open(path, _DIRECTORY | _NO_LINK)
        self.path = path
        self.force = force

    def exists(self, name: str) -> bool:
        """Whether ``name`` is taken in the folder (by anything, a dangling link included)."""
        try:
            os.stat(name, dir_fd=self._fd, follow_symlinks=False)
        except FileNotFoundError:
            return False
        return True

    def check_free(self, names: list[str]) -> None:
        """Raise :class:`OutputExists` for the first of ``names`` that is taken, unless
        overwriting was asked for: a run refuses before it writes anything.  A folder this
        command has just made is empty, so it is not searched name by name (one system call
        a log); a name taken there meanwhile is still refused by the exclusive create."""
        if self.force or self.made:
            return
        for name in names:
            if self.exists(name):
                raise OutputExists(os.path.join(self.path, name))

    def write(self, name: str, data: bytes) -> None:
        """Write ``data`` as the file ``name`` in the folder (see the module)."""
        if self.made and not self.force:
            self._write_new(name, data)
            return
        temporary = f".{name}.{os.urandom(4).hex()}.tmp"  # (secrets costs 3 ms to import)
        fd = os.open(temporary, _CREATE, 0o644, dir_fd=self._fd)
        try:
            _write_all(fd, data)
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
        """Create ``name`` (never an existing file, never through a link) and write ``data``
        into it; a write that fails removes the file it began."""
        try:
            fd = os.open(name, _CREATE, 0o644, dir_fd=self._fd)
        except FileExistsError:
            raise OutputExists(os.path.join(self.path, name)) from None
        try:
            _write_all(fd, data)
        except BaseException:
            with contextlib.suppress(OSError):  # the file this call created, half written
                os.unlink(name, dir_fd=self._fd)
            raise

    def close(self) -> None:
        """Close the output directory's descriptor."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


class Writer:
    """The files of an :class:`OutputDir` written by a thread of its own, in the order
    given, while the command goes on (see the module).  At most ``pending`` files wait to
    be written, so memory stays bounded however fast they come.  The first file that
    cannot be written stops the writing; its error is raised by the next :meth:`write` or
    by :meth:`finish`, and the files after it are not written.  Use it with
    :func:`contextlib.closing`: a command that ends otherwise (an error, Ctrl-C) finishes
    the file being written, writes no other and waits for the thread."""

    def __init__(self, out: OutputDir, pending: int = 64) -> None:
        self._out = out
        self._files: queue.Queue[tuple[str, bytes] | None] = queue.Queue(pending)
        self._error: BaseException | None = None
        self._stopped = False
        # The thread inherits the hold: the command's signals reach its main thread only.
        with signals_held():
            self._thread = threading.Thread(target=self._work, name="regelwerk writer")
            self._thread.start()

    def write(self, name: str, data: bytes) -> None:
        """Write ``data`` as the file ``name`` (see :meth:`OutputDir.write`), soon."""
        self._raise()
        self._files.put((name, data))

    def finish(self) -> None:
        """Wait until every file given is written; raise the error of one that was not."""
        self._end()
        self._raise()

    def close(self) -> None:
        """Write no file that is still waiting, and wait for the thread to end."""
        self._stopped = True
        self._end()

    def _end(self) -> None:
        if self._thread.is_alive():
            self._files.put(None)  # the thread takes every file before it: never stuck
            self._thread.join()

    def _raise(self) -> None:
        if self._error is not None:
            raise self._error

    def _work(self) -> None:
        while (file := self._files.get()) is not None:
            if self._error is None and not self._stopped:  # else taken and dropped
                try:
                    self._out.write(*file)
                except BaseException as error:  # raised in the command's thread
                    self._error = error


def _write_all(fd: int, data: bytes) -> None:
    """Write ``data`` to the open file ``fd`` (as many writes as it takes) and close it."""
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    finally:
        os.close(fd)
