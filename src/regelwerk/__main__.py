"""``python -m regelwerk``, and :func:`start`, the ``regelwerk`` console script: the same
command line (:func:`regelwerk.cli.script`)."""

import sys

__all__ = ["start"]


def start() -> int:
    """The command's exit status; 130, quietly, for Ctrl-C at any moment of it.

    Importing :mod:`regelwerk.cli` takes a tenth of a second or more, before the command can
    take the signals over; a Ctrl-C then would end the process with a traceback.  So the
    entry point imports nothing first (its own import costs nothing, and neither does this
    ``try``), and a console script's wrapper or ``python -m`` run this before anything of
    the command line is imported.  What the interpreter runs before (its start, :mod:`site`)
    is out of any package's reach."""
    try:
        from regelwerk.cli import script

        return script()
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(start())
