"""The commands that read logs: ``legal``, ``show``, ``redact`` (and ``validate``, in
:mod:`regelwerk.cli.validate`); and ``rules``, ``rulebook``.  Each takes the parsed arguments
and returns the exit status."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from regelwerk.cli.safe import shown
from regelwerk.cli.validate import RULEBOOK_URL, human_line, run_validate
from regelwerk.errors import SeatError, UnknownRuleError
from regelwerk.games import RULES, load, rule_id
from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.markers import pN_, translate
from regelwerk.logs import Status, validate
from regelwerk.logs.report import AnyReport

__all__ = [
    "RULEBOOK_URL",
    "exit_status",
    "human_line",
    "run_legal",
    "run_redact",
    "run_rulebook",
    "run_rules",
    "run_show",
    "run_validate",
]

# TRANSLATORS: `regelwerk rules --game GAME ID` for an id of another game ("NT-4.3 is not
# a rule of no-return"); {game} is the game's name as given.
_OTHER_GAME = pN_("rules other game", "{rule} is not a rule of {game}")


def exit_status(reports: list[AnyReport]) -> int:
    """CLI.md: 2 if any log is malformed, else 1 if any is illegal, else 0."""
    if any(report.status is Status.MALFORMED for report in reports):
        return 2
    if any(report.status is Status.ILLEGAL for report in reports):
        return 1
    return 0


def _read_valid(file: str, lang: str) -> AnyReport | int:
    """The report of a valid log, or the exit status after reporting on standard error."""
    report = validate(Path(file))
    if not report.valid:
        print(human_line(file, report, lang), file=sys.stderr)
        return exit_status([report])
    return report


def run_legal(args: argparse.Namespace) -> int:
    """``regelwerk legal``: the legal actions in a position; returns the exit status."""
    lang = resolve_language(args.lang)
    report = _read_valid(args.file, lang)
    if isinstance(report, int):
        return report
    state = report.final_state  # kept by the validation: no second replay
    if state is None or report.game is None:  # pragma: no cover - a valid log has both
        return 2
    for value in load(report.game).legal_values(state):
        print(json.dumps(value, ensure_ascii=False))
    return 0


def run_show(args: argparse.Namespace) -> int:
    """``regelwerk show``: a log's game turn by turn; returns the exit status."""
    from regelwerk.show import show_lines

    lang = resolve_language(args.lang)
    if args.html:
        return _show_html(args.file, lang)
    report = validate(Path(args.file), states=True)  # one replay, every state kept
    if report.status is Status.MALFORMED or report.game is None:
        print(human_line(args.file, report, lang), file=sys.stderr)
        return 2
    color = _colored(args.color, report)
    for line in show_lines(report, lang, color=color):
        print(_painted(line) if color else shown(line))  # player names, the header: input
    if report.status is Status.ILLEGAL:
        print(human_line(args.file, report, lang), file=sys.stderr)
        return 1
    return 0


def _colored(choice: str, report: AnyReport) -> bool:
    """Whether ``show`` paints: as ``--color`` and the terminal say, and only when no player
    name needs escaping (a painted line is printed with its own escape sequences)."""
    import os

    from regelwerk.pictures.terminal import wants_color

    names = getattr(report.log, "players", ())
    return wants_color(choice, sys.stdout, os.environ) and all(shown(n) == n for n in names)


def _painted(line: str) -> str:
    """A painted line with everything but the painter's colour sequences made safe."""
    from regelwerk.pictures.terminal import SGR

    kept = SGR.findall(line)
    parts = [shown(part) for part in SGR.split(line)]
    return "".join(part + (kept[i] if i < len(kept) else "") for i, part in enumerate(parts))


def _show_html(file: str, lang: str) -> int:
    """``regelwerk show --html``: the replay page on standard output (of a redacted log
    too).  Malformed: nothing written, status 2; illegal: the page, and status 1."""
    from regelwerk.errors import RegelwerkError
    from regelwerk.logs.reading import load_json
    from regelwerk.pictures.replay import is_redacted, redacted_page, report_page

    try:
        document = load_json(Path(file))
    except RegelwerkError:
        document = None  # validate reports the reason
    if is_redacted(document):
        try:
            page = redacted_page(document, lang)
        except RegelwerkError as error:  # a document that is no redacted log after all
            print(shown(f"{file}: {error.message(lang)}"), file=sys.stderr)
            return 2
        sys.stdout.write(page)
        return 0
    report = validate(Path(file) if document is None else document, states=True)
    if report.status is Status.MALFORMED or report.game is None:
        print(human_line(file, report, lang), file=sys.stderr)
        return 2
    sys.stdout.write(report_page(report, lang))
    if report.status is Status.ILLEGAL:
        print(human_line(file, report, lang), file=sys.stderr)
        return 1
    return 0


def run_redact(args: argparse.Namespace) -> int:
    """``regelwerk redact``: a log as one seat may see it; returns the exit status."""
    from regelwerk.logs.record import dumps
    from regelwerk.logs.redact import redact_report

    lang = resolve_language(args.lang)
    report = validate(Path(args.file))
    if report.status is Status.MALFORMED:
        print(human_line(args.file, report, lang), file=sys.stderr)
        return 2
    try:
        document = redact_report(report, args.seat)
    except SeatError as error:  # a seat that is not in the game
        print(shown(f"{args.file}: {error}"), file=sys.stderr)
        return 2
    sys.stdout.write(dumps(document))
    return 0


def run_rules(args: argparse.Namespace) -> int:
    """``regelwerk rules``: list or explain rule ids; returns the exit status."""
    from regelwerk.i18n.ruletexts import export_rules

    lang = resolve_language(args.lang)
    rules = export_rules(lang, args.game)
    if args.ids:
        wanted = []
        for text in args.ids:
            try:
                rule = rule_id(text.upper())
            except UnknownRuleError:
                unknown = UnknownRuleError(text)  # the text as given, not upper-cased
                print(shown(f"regelwerk rules: {unknown.message(lang)}"), file=sys.stderr)
                return 2
            if args.game is not None and RULES[rule].game != args.game:
                other = translate(_OTHER_GAME, lang).format(rule=rule, game=args.game)
                print(f"regelwerk rules: {other}", file=sys.stderr)
                return 2
            wanted.append(rule.value)
        by_id = {entry["id"]: entry for entry in export_rules(lang, None)}
        rules = [by_id[rule] for rule in wanted]
    if args.json:
        print(json.dumps(rules, ensure_ascii=False, indent=2))
        return 0
    for entry in rules:
        print(f"{entry['id']}  {entry['title']} ({entry['basis']})")
        print(f"    {entry['text']}")
    return 0


def run_rulebook(args: argparse.Namespace) -> int:
    """``regelwerk rulebook``: build a game's rulebook; returns the exit status."""
    from regelwerk.cli.extras import RULEBOOK_MODULES, missing_extra

    lang = resolve_language(args.lang)
    missing = missing_extra("regelwerk rulebook", "docs", RULEBOOK_MODULES, lang)
    if missing is not None:
        print(missing, file=sys.stderr)
        return 2

    from regelwerk.rulebook import RulebookError, build_rulebook

    try:
        index = build_rulebook(args.game, lang, Path(args.out), pdf=not args.no_pdf)
    except RulebookError as error:
        print(f"regelwerk rulebook: {error.message(lang)}", file=sys.stderr)
        print(error.output, file=sys.stderr)
        return 1
    except OSError as error:
        print(shown(f"regelwerk rulebook: {args.out}: {error.strerror or error}"), file=sys.stderr)
        return 2
    print(shown(str(index)))
    return 0
