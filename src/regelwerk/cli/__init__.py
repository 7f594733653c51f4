"""The ``regelwerk`` command (also ``python -m regelwerk``).

``validate`` and ``legal`` follow docs/spec/cli.rst to the letter (a stable contract); ``simulate``,
``show``, ``redact``, ``rules`` and ``rulebook`` are this project's design.  Every command
turns bad input into a one-line report and an exit status; no command prints a traceback
(an unexpected error is reported in one line and exits with status 2).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from regelwerk import __version__
from regelwerk.cli import commands, simulate
from regelwerk.cli.bulk import add_bulk_options as _add_bulk_options
from regelwerk.cli.bulk import scheduler_failure
from regelwerk.cli.language import LANG_HELP, language, settle_language
from regelwerk.cli.safe import shown
from regelwerk.games import default_game, names
from regelwerk.processes import SignalEnding, Stopped
from regelwerk.rules import LOG
from regelwerk.scheduler import SchedulerError

__all__ = ["build_parser", "main"]

CONTRACT = "docs/spec/cli.rst"
"""Where the validate/legal contract is written, as a path in the repository and the sdist."""

_CLOSED_PIPE = 141

_EPILOG = "Exit status: 0 success, 1 an illegal log, 2 a malformed or unreadable input."


class _Parser(argparse.ArgumentParser):
    """An argument parser whose error messages show the arguments they quote escaped."""

    def error(self, message: str) -> NoReturn:
        super().error(shown(message))


def build_parser() -> argparse.ArgumentParser:
    """The ``regelwerk`` command's argument parser, every subcommand with its options."""
    parser = _Parser(
        prog="regelwerk",
        description="The rules of No Return and No Thanks!: validate and replay move logs, "
        "list legal actions, simulate games, print rules and build rulebooks.",
        epilog=_EPILOG,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    games = names()  # from the installed metadata: no game is imported for the parser

    p = sub.add_parser(
        "validate",
        help=f"check move logs of either game ({CONTRACT})",
        description="Check each move log; exit 0 if all are valid, 1 if one is illegal, "
        f"2 if one is malformed or unreadable. The contract: {CONTRACT}; the log format: "
        "docs/spec/log-format.rst.",
    )
    p.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help="move log to check: JSON, '-' for standard input, JSON Lines (.jsonl), "
        "gzip (.json.gz, .jsonl.gz), or an archive (.zip, .tar, .tar.gz, .tgz)",
    )
    p.add_argument("--json", action="store_true", help="one JSON object per file and line")
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.add_argument(
        "--dir",
        action="append",
        default=[],
        metavar="DIR",
        help="also check every file in DIR and its subfolders whose name matches --glob, "
        "in path order",
    )
    p.add_argument(
        "--glob",
        default="*.json",
        metavar="PATTERN",
        help="which files --dir checks, by name (default: *.json; e.g. '*.jsonl.gz')",
    )
    p.add_argument(
        "--exclude",
        action="append",
        default=[],
        metavar="PATTERN",
        help="skip the files of --dir whose name matches PATTERN (repeatable), e.g. "
        "--exclude '*.expected.json' for the report files beside the examples",
    )
    p.add_argument(
        "--quiet",
        "-q",
        action="store_true",
        help="no progress bar and no summary on standard error",
    )
    _add_bulk_options(p, "logs")
    p.set_defaults(run=commands.run_validate, parser=p)

    p = sub.add_parser(
        "legal",
        help="list the actions the player to act may take next",
        description="Print every distinct legal next action of the game a log records, "
        "one JSON value per line in the log's notation (without draw).",
    )
    p.add_argument("file", metavar="FILE", help="move log (JSON), past its setup")
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.set_defaults(run=commands.run_legal)

    p = sub.add_parser(
        "simulate",
        help="play games with a simple policy, write their logs, print statistics",
        description="Play K seeded games and print summary statistics.",
    )
    default = default_game()
    p.add_argument(
        "--game",
        choices=games,
        default=default,
        required=default is None,
        help="which game (default: %(default)s)",
    )
    p.add_argument("--players", type=int, default=3, metavar="N", help="players per game")
    p.add_argument("--games", type=int, default=10, metavar="K", help="number of games")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the first game")
    p.add_argument(
        "--policy",
        default="random",
        metavar="POLICY",
        help="how every seat chooses its action: random, greedy, or another the game offers "
        "(default: random)",
    )
    p.add_argument(
        "--out",
        metavar="DIR",
        help="write each game's log into DIR as GAME-SEED.json (seeds zero-padded); "
        "existing files are never overwritten",
    )
    p.add_argument("--force", action="store_true", help="with --out: replace existing log files")
    p.add_argument("--json", action="store_true", help="print the statistics as one JSON object")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar on standard error")
    _add_bulk_options(p, "games")
    p.set_defaults(run=simulate.run_simulate)

    p = sub.add_parser(
        "show",
        help="print a game turn by turn",
        description="Replay a move log and print it turn by turn: hands, rows, phase "
        "changes and clears.",
    )
    p.add_argument("file", metavar="LOG", help="move log (JSON)")
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.set_defaults(run=commands.run_show)

    p = sub.add_parser(
        "redact",
        help="print the log as one seat may see it",
        description="Print the log with everything the seat cannot see hidden "
        "(format no-return-view/1 or no-thanks-view/1).",
    )
    p.add_argument("file", metavar="LOG", help="move log (JSON)")
    p.add_argument("--seat", type=int, required=True, metavar="N", help="the seat (from 0)")
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.set_defaults(run=commands.run_redact)

    p = sub.add_parser(
        "rules",
        help="print rule texts",
        description="Print the rules (all of a game, or the given ids) in a language.",
    )
    p.add_argument("ids", nargs="*", metavar="ID", help="rule ids such as NR-5.4 (default: all)")
    p.add_argument(
        "--game",
        choices=(*games, LOG),
        help="only this game's rules (or the LOG codes)",
    )
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.add_argument("--json", action="store_true", help="print a JSON list of rule objects")
    p.set_defaults(run=commands.run_rules)

    p = sub.add_parser(
        "rulebook",
        help="build a game's rulebook (HTML and PDF)",
        description="Build the rulebook of a game in a language into a folder.",
    )
    p.add_argument("--game", choices=games, required=True, help="game")
    p.add_argument("--lang", type=language, metavar="LANG", help=LANG_HELP)
    p.add_argument("--out", required=True, metavar="DIR", help="output folder")
    p.add_argument("--no-pdf", action="store_true", help="build the HTML only")
    p.set_defaults(run=commands.run_rulebook)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:  # names with odd characters never crash the output
            reconfigure(errors="backslashreplace")
    args = build_parser().parse_args(argv)
    settle_language(args)
    # SIGINT, SIGTERM, SIGHUP: the command ends with its workers (128 + the signal's number);
    # a second one ends it at once (regelwerk.processes).
    ending = SignalEnding.install()
    try:
        status: int = args.run(args)
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
    except SchedulerError as error:
        print(scheduler_failure(args, error), file=sys.stderr)
        return 2
    except Exception as error:  # the promise: never a traceback, one line instead
        if ending.exit_status is not None:  # a worker the signal ended first
            return ending.exit_status
        line = f"regelwerk: internal error: {type(error).__name__}: {error}"
        print(shown(line), file=sys.stderr)
        return 2
    finally:
        ending.restore()
    sys.stdout.flush()
    return status
