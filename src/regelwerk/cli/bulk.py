"""``--jobs``, ``--scheduler`` and ``--scheduler-timeout`` of ``validate`` and ``simulate``:
the number of workers that helps, a checked scheduler, and their messages for people.

``--jobs N`` asks for N worker processes; more than one per CPU or per input only costs
memory, so N is lowered to what helps, with a note on standard error.  ``--scheduler`` is
checked before any work starts; an address that is not one, a missing Dask, a scheduler
that does not answer within ``--scheduler-timeout`` seconds or a connection lost on the
way is reported in one line, and the command exits with status 2.
"""

from __future__ import annotations

import argparse
import math
import sys
from typing import TYPE_CHECKING, Final

from regelwerk.cli.safe import shown
from regelwerk.cli.speech import help_text as _h
from regelwerk.cli.speech import speaking_language, whole_number
from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.markers import npN_, pN_, translate
from regelwerk.i18n.names import format_number, number
from regelwerk.processes import DEFAULT_TIMEOUT, available_cpus, useful_jobs

if TYPE_CHECKING:
    from regelwerk.scheduler import Scheduler, SchedulerError

__all__ = ["add_bulk_options", "jobs_for", "scheduler_failure", "scheduler_for"]

_FEWER_JOBS = npN_(
    "cli",
    "regelwerk {command}: --jobs {asked}: using {jobs} process (never more processes than "
    "CPUs or inputs; CPUs: {cpus}, inputs: {inputs})",
    "regelwerk {command}: --jobs {asked}: using {jobs} processes (never more processes than "
    "CPUs or inputs; CPUs: {cpus}, inputs: {inputs})",
    count="jobs",
)
_FEWER_JOBS_THAN_CPUS = npN_(
    "cli",
    "regelwerk {command}: --jobs {asked}: using {jobs} process (at most one per CPU; CPUs: {cpus})",
    "regelwerk {command}: --jobs {asked}: using {jobs} processes (at most one per CPU; "
    "CPUs: {cpus})",
    count="jobs",
)
_FAILURES = {
    "address": pN_(
        "cli",
        "regelwerk {command}: --scheduler {address} is not a scheduler address; "
        "write HOST:PORT or tcp://HOST:PORT",
    ),
    "dask": pN_(
        "cli",
        "regelwerk {command}: --scheduler needs Dask, which is not installed; install "
        "regelwerk’s wheel with its dask extra: pip install '{wheel}[dask]'",
    ),
    "tls": pN_(
        "cli",
        "regelwerk {command}: --scheduler {address} needs the TLS settings of the Dask "
        "configuration (distributed.comm.tls)",
    ),
    "unreachable": pN_(
        "cli", "regelwerk {command}: no Dask scheduler answered at {address} within {seconds} s"
    ),
    "workers": pN_(
        "cli",
        "regelwerk {command}: the Dask scheduler at {address} had no workers for {seconds} s",
    ),
    "lost": pN_(
        "cli",
        "regelwerk {command}: the connection to the Dask scheduler at {address} was lost, or "
        "the scheduler cancelled the work",
    ),
}


_JOBS_HELP: Final = {
    "logs": pN_(
        "cli help",
        "work on N logs at once in N processes (0: one per CPU; default: 1; never more "
        "processes than CPUs or inputs)",
    ),
    "games": pN_(
        "cli help",
        "work on N games at once in N processes (0: one per CPU; default: 1; never more "
        "processes than CPUs or inputs)",
    ),
}


def add_bulk_options(p: argparse.ArgumentParser, what: str) -> None:
    """``--jobs``, ``--scheduler`` and ``--scheduler-timeout``: the output is the same, only
    faster (:mod:`regelwerk.parallel`)."""
    p.add_argument(
        "--jobs",
        type=whole_number,
        default=1,
        metavar="N",
        help=_h(_JOBS_HELP[what]),
    )
    p.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help=_h(
            pN_(
                "cli help",
                "run on the Dask cluster whose scheduler is at ADDRESS (HOST:PORT or "
                "tcp://HOST:PORT) instead of --jobs (needs regelwerk[dask])",
            )
        ),
    )
    p.add_argument(
        "--scheduler-timeout",
        type=seconds,
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help=_h(
            pN_(
                "cli help",
                "give up when the scheduler does not answer, or has no workers, for SECONDS "
                "(default: %(default)g)",
            )
        ),
    )
    p.add_argument(
        "--verbose",
        action="store_true",
        help=_h(pN_("cli help", "with --scheduler: show Dask’s own log lines on standard error")),
    )


_NOT_SECONDS: Final = pN_("argparse", "“{value}” is not a number of seconds greater than 0")


def seconds(text: str) -> float:
    """A finite number of seconds more than 0, or an error in the reader's words."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (value > 0 and math.isfinite(value)):  # NaN too
        message = translate(_NOT_SECONDS, speaking_language()).format(value=shown(text))
        raise argparse.ArgumentTypeError(message)
    return value


def _lang(args: argparse.Namespace) -> str:
    return resolve_language(getattr(args, "lang", None))


def jobs_for(args: argparse.Namespace, inputs: int | None) -> int:
    """The workers for ``inputs`` items (``None``: not known in advance, a stream):
    ``--jobs`` lowered to what helps, with a note on standard error when an explicit
    number was lowered."""
    jobs = useful_jobs(args.jobs, sys.maxsize if inputs is None else inputs)
    if args.jobs > jobs and args.scheduler is None:
        lang = _lang(args)
        template = _FEWER_JOBS if inputs is not None else _FEWER_JOBS_THAN_CPUS
        note = template.text(lang, {"jobs": jobs}).format(
            command=args.command,
            asked=number(args.jobs, lang),
            jobs=number(jobs, lang),
            cpus=number(available_cpus(), lang),
            inputs=number(inputs or 0, lang),
        )
        print(note, file=sys.stderr)
    return jobs


def scheduler_for(args: argparse.Namespace) -> Scheduler | None:
    """The checked ``--scheduler`` (raises :class:`SchedulerError`), or ``None``."""
    if args.scheduler is None:
        return None
    from regelwerk.scheduler import Scheduler

    return Scheduler.parse(args.scheduler, args.scheduler_timeout, args.verbose)


def scheduler_failure(args: argparse.Namespace, error: SchedulerError) -> str:
    """The one line that reports ``error`` to people, in the command's language."""
    lang = _lang(args)
    seconds = format_number(error.timeout or 0, lang)
    from regelwerk.install import wheel_name

    return translate(_FAILURES[error.reason], lang).format(
        command=args.command, address=shown(error.address), seconds=seconds, wheel=wheel_name()
    )
