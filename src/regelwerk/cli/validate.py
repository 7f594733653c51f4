"""``regelwerk validate``: check move logs against the rules (docs/spec/cli.rst).

The command's own cost around the engine is kept small, for one file as for a folder of
thousands: it imports only what the inputs need (no worker pool without ``--jobs``, no
archive reader without an archive), renders only what it prints, and writes each report
with one call into a buffered standard output.
"""

from __future__ import annotations

import argparse
import sys
from collections import deque
from collections.abc import Iterator
from contextlib import closing
from typing import TYPE_CHECKING, Final

from regelwerk.cli.bulk import jobs_for, scheduler_for
from regelwerk.cli.inputs import BytesRead, Total, at_line, count_inputs, named_inputs
from regelwerk.cli.progress import LOGS_UNIT, Progress
from regelwerk.cli.safe import json_line, shown
from regelwerk.cli.tally import Tally
from regelwerk.frozen import Frozen
from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.markers import pN_, translate
from regelwerk.logs.checking import Source, checked, prepared
from regelwerk.logs.report import AnyReport, Status
from regelwerk.logs.sources import STDIN, Input, archive_kind
from regelwerk.processes import Stopped
from regelwerk.rules import RULEBOOK_URL, LogCode

if TYPE_CHECKING:
    from regelwerk.scheduler import Scheduler

__all__ = ["DEFAULT_GLOB", "RULEBOOK_URL", "human_line", "run_validate"]

DEFAULT_GLOB = "*.json"
"""Which files ``--dir`` checks when no ``--glob`` is given."""


# TRANSLATORS: a report on a file, as validate, show and redact print it: the file's name,
# then the message; the separator follows the language's typography (French: « : »).
_REPORT_LINE: Final = pN_("report line", "{file}: {message}")


def report_line(file: str, message: str, lang: str) -> str:
    """``file`` and ``message`` on one line, as the language separates them."""
    return translate(_REPORT_LINE, lang).format(file=file, message=message)


def human_line(file: str, report: AnyReport, lang: str, *, pointer: bool = True) -> str:
    """One line for people: the file, the message (ending with the rule id), the pointer of
    the offending value (unless not ``pointer``), and the link to the rule in the rulebook
    of ``lang``; whatever came from input is :func:`~regelwerk.cli.safe.shown` escaped."""
    line = report_line(shown(file), report.message(lang), lang)
    if pointer and report.pointer is not None:
        line += f" [{report.pointer or '/'}]"
    if report.rule is not None:
        from regelwerk.i18n.messages import published_link

        line += f" <{published_link(report.rule, lang, report.game)}>"
    return shown(line.replace("\n", " "))


def run_validate(args: argparse.Namespace) -> int:
    """``regelwerk validate``: check move logs against the rules; returns the exit status."""
    if not args.files and not args.dir:
        args.parser.error("the following arguments are required: FILE")
    if args.jobs < 0:
        args.parser.error("--jobs must be 0 (one per CPU) or more")
    lang = resolve_language(args.lang)
    scheduler = scheduler_for(args)  # checked before any work
    tally = Tally(lang)
    patterns = args.glob or [DEFAULT_GLOB]
    read = BytesRead()  # how far the input files are read, for a bar in bytes
    logs = named_inputs(
        args.files, args.dir, patterns=patterns, exclude=args.exclude, lang=lang, read=read
    )
    checker = _Checker(lang, args.json, args.faulty_only)
    loose = not args.dir and all(f != STDIN and archive_kind(f) is None for f in args.files)
    total = len(args.files) if loose else None
    jobs = jobs_for(args, total)
    items = ((prepared(log.source), log.name, log.line) for log in logs)
    checks: Iterator[_Checked]
    ending: tuple[type[BaseException], ...] = (KeyboardInterrupt, Stopped)
    if scheduler is not None:  # a cluster's workers send reports back; written here
        from regelwerk.scheduler import SchedulerError  # (only with a cluster: Dask's side)

        ending += (SchedulerError,)
        checks = _on_cluster(logs, scheduler, checker)
    elif jobs <= 1:  # no worker: nothing of regelwerk.parallel is needed
        checks = map(checker, items)
    else:
        from regelwerk.parallel import map_ordered

        checks = map_ordered(checker, items, jobs=jobs)
    # Serial or not, the reports come in input order and print the same bytes; each one is
    # printed and counted as it comes, and none is kept.
    try:
        with closing(Progress(LOGS_UNIT, lang, total=total, quiet=args.quiet)) as progress:
            if total is None and progress.shown:  # a second, cheap walk gives the bar its total
                _set_total(
                    progress, read, count_inputs(args.files, args.dir, patterns, args.exclude)
                )
            for status, unreadable, text in checks:
                if text is not None:
                    progress.line(text)
                tally.add(status, unreadable=unreadable)
                progress.step()
    except ending:
        # Interrupted, or a cluster that failed: what was checked is still said, before the
        # command's own line or exit status.
        if tally.total:
            _summary(tally, args.quiet)
        raise
    _summary(tally, args.quiet)
    return tally.exit_status()


_SOUND: Final = frozenset({Status.FINISHED, Status.IN_PROGRESS})

_Checked = tuple[Status, bool, str | None]
"""A log checked: its status, whether it is a file that could not be read (LOG-READ), and
its line (``None`` when ``--faulty-only`` leaves it out)."""


class _Checker(Frozen):
    """Checks a log and writes its line, here or in a worker process (it travels with each
    chunk of logs).  A worker sends back what the command's own process needs, the small
    :data:`_Checked`, rather than the report: every worker's results go through that one
    process, and pickling a report there and making it again here cost about as much as
    writing its line, log after log."""

    __slots__ = ("lang", "as_json", "faulty_only")  # noqa: RUF023 (the fields' order)
    lang: str
    as_json: bool
    faulty_only: bool

    def __init__(self, lang: str, as_json: bool, faulty_only: bool) -> None:
        self._init(lang, as_json, faulty_only)

    def __call__(self, item: tuple[str | bytes | AnyReport, str, int]) -> _Checked:
        """A log as :func:`~regelwerk.logs.checking.prepared` gives it, with its name and
        its line in a JSON Lines file (0 for a log of its own)."""
        source, name, number = item
        return self.written(checked(source), name, number)

    def written(self, report: AnyReport, name: str, number: int) -> _Checked:
        """The :data:`_Checked` of the ``report`` on the log ``name`` (line ``number``)."""
        report = at_line(report, number)
        line = None
        if not (self.faulty_only and report.status in _SOUND):
            line = (_json_line if self.as_json else human_line)(name, report, self.lang)
        return report.status, report.rule == LogCode.LOG_READ, line


_Checker._name_fields()


def _on_cluster(
    logs: Iterator[Input], scheduler: Scheduler, checker: _Checker
) -> Iterator[_Checked]:
    """What ``checker`` makes of every log, checked on the Dask cluster at ``scheduler``,
    whose workers may run elsewhere: they send the reports back, written here."""
    from regelwerk.parallel import validate_many

    names: deque[tuple[str, int]] = deque()  # of the logs handed to workers, not reported

    def sources() -> Iterator[Source]:
        for log in logs:
            names.append((log.name, log.line))
            yield log.source

    for report in validate_many(sources(), scheduler=scheduler):
        yield checker.written(report, *names.popleft())


def _set_total(progress: Progress, read: BytesRead, total: Total | None) -> None:
    """The bar counts to ``total``: logs, or the input files' bytes read."""
    if total is None:
        return
    if total.in_bytes:
        read.start()
        progress.count_bytes(total.amount, read.position)
    else:
        progress.set_total(total.amount)


def _summary(tally: Tally, quiet: bool) -> None:
    if not quiet or not tally.total:
        sys.stdout.flush()  # the reports before the summary, where both go to one file
        print(tally.summary(), file=sys.stderr)


def _json_line(file: str, report: AnyReport, lang: str) -> str:
    # A valid report's line is its file, made safe, and a template's text; a fault's
    # message may quote the log, so that line is encoded, and made safe, whole.
    tail = report.json_tail(lang)
    if tail is None:
        return json_line(report.to_json(file, lang))
    return f'{{"file": {json_line(file)}{tail}'
