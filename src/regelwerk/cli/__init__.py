"""The ``regelwerk`` command (also ``python -m regelwerk``).

``validate`` and ``legal`` follow docs/spec/cli.rst to the letter (a stable contract); ``simulate``,
``show``, ``redact``, ``rules`` and ``rulebook`` are this project's design.  Every command
turns bad input into a one-line report and an exit status; no command prints a traceback
(an unexpected error is reported in one line and exits with status 2).

A command starts in a few tens of milliseconds: only the subcommand named is given its
options, and each one imports what it uses when it runs (no worker pool, Dask, archive
reader, Sphinx or second game unless the command needs it).
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, Final, NoReturn

from regelwerk.cli.language import LANG_HELP, language, settle_language
from regelwerk.cli.safe import shown
from regelwerk.cli.speech import help_text as _h
from regelwerk.cli.speech import (
    reader_language,
    refused_choice,
    speaking,
    spoken,
    value_name,
    whole_number,
)
from regelwerk.i18n.markers import pN_
from regelwerk.processes import SignalEnding, Stopped

__all__ = ["build_parser", "main", "script"]

CONTRACT = "docs/spec/cli.rst"
"""Where the validate/legal contract is written, as a path in the repository and the sdist."""

_CLOSED_PIPE = 141

_EPILOG = _h(
    pN_(
        "cli help",
        "Exit status: 0 if all is well, 1 if a log breaks the rules, 2 if an input is malformed "
        "or unreadable.",
    )
)

Run = Callable[[argparse.Namespace], int]


class _Formatter(argparse.HelpFormatter):
    """argparse's help formatter, given the width that :func:`shutil.get_terminal_size`
    would give without importing :mod:`shutil` (and with it ``bz2`` and ``lzma``) on every
    start: argparse makes a formatter for each option it adds."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=_columns() - 2)

    # The commands' help in the reader's language (regelwerk.cli.speech): each text is
    # looked up as it is printed, before argparse fills in its %(default)s.
    def _get_help_string(self, action: argparse.Action) -> str | None:
        return spoken(action.help) if action.help else action.help

    def add_text(self, text: str | None) -> None:
        super().add_text(spoken(text) if text and text is not argparse.SUPPRESS else text)

    # The names of the options' values (FILE, DIR, N) in the reader's language too, in the
    # usage line and beside each option alike.
    def _metavar_formatter(
        self, action: argparse.Action, default_metavar: str
    ) -> Callable[[int], tuple[str, ...]]:
        names = super()._metavar_formatter(action, default_metavar)
        return lambda size: tuple(value_name(name) for name in names(size))

    # Lines break at spaces only: a name such as no-return-view/1 or a pattern such as
    # *.jsonl.gz stays whole, so it can be copied (argparse would break after its hyphens);
    # and never at a catalog's no-break space (« (par défaut : 10) »: fr-r7 M2), which
    # str.split() would have taken for a space like any other.
    def _split_lines(self, text: str, width: int) -> list[str]:
        import textwrap

        return textwrap.wrap(_spaced(text), width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        import textwrap

        return textwrap.fill(_spaced(text), width, initial_indent=indent,
                             subsequent_indent=indent, break_on_hyphens=False)  # fmt: skip


_BREAKABLE: Final = re.compile(r"[ \t\n\r\f\v]+")
"""The spaces a help text may be wrapped at: ASCII whitespace (textwrap's own), never
U+00A0 or U+202F."""


def _spaced(text: str) -> str:
    """``text`` with each run of breakable whitespace made one space, no-break spaces kept."""
    return _BREAKABLE.sub(" ", text).strip()


def _columns() -> int:
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    stdout = sys.__stdout__
    if stdout is None:  # no standard output at all
        return 80
    try:
        return os.get_terminal_size(stdout.fileno()).columns or 80
    except (AttributeError, ValueError, OSError):  # no terminal
        return 80


class _Parser(argparse.ArgumentParser):
    """An argument parser whose error messages show the arguments they quote escaped."""

    def __init__(self, **options: Any) -> None:
        options.setdefault("formatter_class", _Formatter)
        super().__init__(**options)

    def error(self, message: str) -> NoReturn:
        super().error(shown(message))

    def _check_value(self, action: argparse.Action, value: object) -> None:
        # argparse's own lists the choices in repr's straight quotes: in the reader's here
        if action.choices is not None and value not in action.choices:
            raise argparse.ArgumentError(action, refused_choice(value, action.choices))


class _Version(argparse.Action):
    """``--version``: the installed distribution's version, read only when asked for
    (:mod:`importlib.metadata` is no part of every start)."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> NoReturn:
        from regelwerk import __version__

        sys.stdout.write(f"{parser.prog} {__version__}\n")
        parser.exit()


def _runs(module: str, function: str) -> Run:
    """The command ``function`` of ``module``, imported when it runs."""

    def run(args: argparse.Namespace) -> int:
        from importlib import import_module

        command: Run = getattr(import_module(module), function)
        return command(args)

    return run


def _game_names() -> tuple[str, ...]:
    from regelwerk.games import names

    return names()  # from the installed metadata: no game is imported for the parser


def _validate(p: argparse.ArgumentParser) -> None:
    from regelwerk.cli.bulk import add_bulk_options

    p.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help=_h(
            pN_(
                "cli help",
                "move log to check (“-” for standard input): JSON, JSON Lines (.jsonl), "
                "gzip (.json.gz, .jsonl.gz), or an archive (.zip, .tar, .tar.gz, .tgz)",
            )
        ),
    )
    p.add_argument(
        "--json",
        action="store_true",
        help=_h(pN_("cli help", "one JSON object per file, each on a line of its own")),
    )
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.add_argument(
        "--dir",
        action="append",
        default=[],
        metavar="DIR",
        help=_h(
            pN_(
                "cli help",
                "also check, in path order, every file in DIR and its subfolders whose name "
                "matches --glob",
            )
        ),
    )
    p.add_argument(
        "--glob",
        action="append",
        default=[],
        metavar="PATTERN",
        help=_h(
            pN_(
                "cli help",
                "file-name pattern for --dir (may be repeated; a file matching any of the "
                "patterns is checked; default: *.json), e.g. --glob '*.jsonl.gz' --glob '*.zip'",
            )
        ),
    )
    p.add_argument(
        "--exclude",
        action="append",
        default=[],
        metavar="PATTERN",
        help=_h(
            pN_(
                "cli help",
                "leave out the files of --dir whose name matches PATTERN (may be repeated), e.g. "
                "--exclude '*.expected.json'",
            )
        ),
    )
    p.add_argument(
        "--quiet",
        "-q",
        action="store_true",
        help=_h(pN_("cli help", "no progress bar and no summary on standard error")),
    )
    p.add_argument(
        "--faulty-only",
        action="store_true",
        help=_h(
            pN_(
                "cli help",
                "print only the reports of illegal and malformed logs (the summary still "
                "counts every log)",
            )
        ),
    )
    add_bulk_options(p, "logs")
    p.set_defaults(run=_runs("regelwerk.cli.validate", "run_validate"), parser=p)


def _legal(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "file", metavar="FILE", help=_h(pN_("cli help", "move log (JSON) whose setup is complete"))
    )
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.set_defaults(run=_runs("regelwerk.cli.commands", "run_legal"))


def _simulate(p: argparse.ArgumentParser) -> None:
    from regelwerk.cli.bulk import add_bulk_options
    from regelwerk.games import default_game

    games = _game_names()
    default = default_game()
    p.add_argument(
        "--game",
        choices=games,
        default=default,
        required=default is None,
        help=_h(pN_("cli help", "which game (default: %(default)s)")),
    )
    p.add_argument(
        "--players",
        type=whole_number,
        default=3,
        metavar="PLAYERS",
        help=_h(pN_("cli help", "number of players per game")),
    )
    p.add_argument(
        "--games",
        type=whole_number,
        default=10,
        metavar="K",
        help=_h(pN_("cli help", "number of games")),
    )
    p.add_argument(
        "--seed",
        type=whole_number,
        default=0,
        metavar="S",
        help=_h(pN_("cli help", "seed of the first game")),
    )
    p.add_argument(
        "--policy",
        default="random",
        metavar="POLICY",
        help=_h(
            pN_(
                "cli help",
                "how each player chooses actions: random (any legal action), kinds (first a "
                "kind of action at random, then one of its actions), greedy (simple rules of "
                "thumb) or any other policy the game provides (default: random)",
            )
        ),
    )
    p.add_argument(
        "--out",
        metavar="DIR",
        help=_h(
            pN_(
                "cli help",
                "write each game’s log into DIR as GAME-SEED.json (seeds zero-padded); "
                "existing files are not overwritten unless --force is given",
            )
        ),
    )
    p.add_argument(
        "--force",
        action="store_true",
        help=_h(pN_("cli help", "with --out: replace existing log files")),
    )
    p.add_argument(
        "--json",
        action="store_true",
        help=_h(pN_("cli help", "print the statistics as one JSON object")),
    )
    p.add_argument(
        "--quiet",
        "-q",
        action="store_true",
        help=_h(pN_("cli help", "no progress bar on standard error")),
    )
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    add_bulk_options(p, "games")
    p.set_defaults(run=_runs("regelwerk.cli.simulate", "run_simulate"))


def _show(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "file",
        metavar="LOG",
        help=_h(pN_("cli help", "move log (JSON); with --html also a redacted log")),
    )
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.add_argument(
        "--html",
        action="store_true",
        help=_h(
            pN_(
                "cli help",
                "write the replay page instead: one self-contained HTML file that steps "
                "through the game (regelwerk show --html LOG > game.html)",
            )
        ),
    )
    p.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help=_h(
            pN_(
                "cli help",
                "when to use colour: auto (default) uses it only on a terminal, and not when "
                "NO_COLOR is set or TERM is set to dumb",
            )
        ),
    )
    p.set_defaults(run=_runs("regelwerk.cli.commands", "run_show"))


def _redact(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="LOG", help=_h(pN_("cli help", "move log (JSON)")))
    whose = p.add_mutually_exclusive_group(required=True)
    whose.add_argument(
        "--player",
        metavar="PLAYER",
        help=_h(
            pN_(
                "cli help",
                "whose view: the player’s name as the log gives it, or their position in "
                "the order of play, counted from 1 (--player 1 is the start player)",
            )
        ),
    )
    whose.add_argument(
        "--seat",
        type=whole_number,
        metavar="POSITION",
        help=_h(
            pN_(
                "cli help",
                "whose view, for scripts (at the keyboard, use --player): the player’s position "
                "in the log’s list of players, counted from 0",
            )
        ),
    )
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.set_defaults(run=_runs("regelwerk.cli.commands", "run_redact"))


def _rules(p: argparse.ArgumentParser) -> None:
    from regelwerk.rules import LOG

    p.add_argument(
        "ids",
        nargs="*",
        metavar="ID",
        help=_h(pN_("cli help", "rule IDs such as NR-5.4 (default: all)")),
    )
    p.add_argument(
        "--game",
        choices=(*_game_names(), LOG),
        help=_h(
            pN_("cli help", "only this game’s rules (or, with “log”, only the codes for move logs)")
        ),
    )
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.add_argument(
        "--json", action="store_true", help=_h(pN_("cli help", "print a JSON list of rule objects"))
    )
    p.set_defaults(run=_runs("regelwerk.cli.commands", "run_rules"))


def _rulebook(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", choices=_game_names(), required=True, help=_h(pN_("cli help", "game")))
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.add_argument("--out", required=True, metavar="DIR", help=_h(pN_("cli help", "output folder")))
    p.add_argument("--no-pdf", action="store_true", help=_h(pN_("cli help", "build the HTML only")))
    p.set_defaults(run=_runs("regelwerk.cli.commands", "run_rulebook"))


_COMMANDS: dict[str, tuple[str, str, Callable[[argparse.ArgumentParser], None]]] = {
    "validate": (
        _h(pN_("cli help", "check move logs of either game")),
        _h(
            pN_(
                "cli help",
                "Check each move log; exit 0 if all are valid, 1 if any is illegal, 2 if any "
                "is malformed or unreadable. Specification: docs/spec/cli.rst; log format: "
                "docs/spec/log-format.rst.",
            )
        ),
        _validate,
    ),
    "legal": (
        _h(pN_("cli help", "list the actions open to the player whose turn it is")),
        _h(
            pN_(
                "cli help",
                "Print every legal next action of the game in FILE, one JSON value per line in "
                "the log’s notation (draws left out).",
            )
        ),
        _legal,
    ),
    "simulate": (
        _h(pN_("cli help", "play games with a simple policy, write their logs, print statistics")),
        _h(pN_("cli help", "Play K seeded games and print summary statistics.")),
        _simulate,
    ),
    "show": (
        _h(pN_("cli help", "print a game turn by turn")),
        _h(
            pN_(
                "cli help",
                "Replay a move log and print the game move by move, with what each move changes; "
                "with --html, write a page that shows the game as it lies on the table.",
            )
        ),
        _show,
    ),
    "redact": (
        _h(pN_("cli help", "print the log as one player may see it")),
        _h(
            pN_(
                "cli help",
                "Print the log as the chosen player sees it: everything hidden from them is "
                "masked (format no-return-view/1 or no-thanks-view/1).",
            )
        ),
        _redact,
    ),
    "rules": (
        _h(pN_("cli help", "print rule texts")),
        _h(
            pN_(
                "cli help",
                "Print a game’s rules (all of them, or the given IDs) in the chosen language.",
            )
        ),
        _rules,
    ),
    "rulebook": (
        _h(pN_("cli help", "build a game’s rulebook (HTML and PDF)")),
        _h(pN_("cli help", "Build a game’s rulebook in the chosen language into a folder.")),
        _rulebook,
    ),
}
"""Each subcommand: its line in the command list, its description, and its options."""


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The ``regelwerk`` command's argument parser with every subcommand, or with only
    ``command`` (what :func:`main` builds when the arguments name one, to start quickly:
    each parser costs gettext look-ups; the messages argparse can give are the same)."""
    parser = _Parser(
        prog="regelwerk",
        description=_h(
            pN_(
                "cli help",
                "The rules of No Return and No Thanks! – validate and replay move logs, list "
                "legal actions, simulate games, print rules and build rulebooks.",
            )
        ),
        epilog=_EPILOG,
    )
    parser.add_argument(
        "--version", action=_Version, help=_h(pN_("cli help", "show the version and exit"))
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, (help, description, options) in _COMMANDS.items():
        if command is None or command == name:
            options(sub.add_parser(name, help=help, description=description))
    return parser


def _command_in(argv: Sequence[str]) -> str | None:
    """The subcommand ``argv`` names: its first argument that is no option (the command
    itself has none that takes a value)."""
    for argument in argv:
        if argument.startswith("-"):
            continue
        return argument if argument in _COMMANDS else None
    return None


_GC_THRESHOLD = 10_000
"""Allocations between two of the collector's youngest collections while a command runs
(Python's default is 700): importing a game's engine allocates some 100,000 objects, and
collecting every 700 of them costs the start of a command about 5 % of its time.  Cyclic
garbage is still collected, only in larger steps; the setting is restored at the end."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    threshold = gc.get_threshold()
    gc.set_threshold(max(threshold[0], _GC_THRESHOLD), *threshold[1:])
    try:
        return _main(argv)
    finally:
        gc.set_threshold(*threshold)


def script() -> int:
    """The ``regelwerk`` process (the console script, and ``python -m regelwerk``):
    :func:`main` on the process's arguments; its exit status.

    The process ends right after, so the objects made on the way are frozen
    (:func:`gc.freeze`): the interpreter's last garbage collection would walk every one of
    them (the engine, the catalogs, the reports) for nothing, since the memory goes back
    to the system whole -- a tenth of a one-file ``validate``.  Objects are still freed as
    their modules are cleared, and ``atexit`` handlers still run.  A program that calls
    :func:`main` itself keeps its collector as it was."""
    try:
        return main()
    except KeyboardInterrupt:  # Ctrl-C before the command took the signals over
        return 130
    finally:
        gc.freeze()


def _main(argv: Sequence[str] | None) -> int:
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:  # names with odd characters never crash the output
            reconfigure(errors="backslashreplace")
    arguments = sys.argv[1:] if argv is None else list(argv)
    command = _command_in(arguments)
    # No command named: every subcommand, so that argparse's own message (a misspelt
    # command, a missing one, --help) is exactly what it always was.
    with speaking(reader_language(arguments)):  # --help and argparse's errors: the reader's
        args = build_parser(command).parse_args(arguments)
    settle_language(args)
    # SIGINT, SIGTERM, SIGHUP: the command ends with its workers (128 + the signal's number);
    # a second one ends it at once (regelwerk.processes).
    ending = SignalEnding()
    try:
        ending.take_over()  # a signal in the middle of it is Stopped too, taken below
        status: int = args.run(args)
        sys.stdout.flush()  # what is still buffered: a reader gone by now is caught below
    except Stopped as stop:
        return stop.exit_status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `regelwerk validate ... | head`: the reader went away
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        # Not all was written (and for validate, later logs were never checked): fail, as
        # a command killed by SIGPIPE does in the shell (128 + 13), and say nothing.
        return _CLOSED_PIPE
    except Exception as error:  # the promise: never a traceback, one line instead
        from regelwerk.scheduler import SchedulerError

        if isinstance(error, SchedulerError):
            from regelwerk.cli.bulk import scheduler_failure

            print(scheduler_failure(args, error), file=sys.stderr)
            return 2
        if ending.exit_status is not None:  # a worker the signal ended first
            return ending.exit_status
        line = f"regelwerk: internal error: {type(error).__name__}: {error}"
        print(shown(line), file=sys.stderr)
        return 2
    finally:
        ending.restore()
    return status
