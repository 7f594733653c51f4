"""The commands that read logs: ``legal``, ``show``, ``redact`` (and ``validate``, in
:mod:`regelwerk.cli.validate`); and ``rules``, ``rulebook``.  Each takes the parsed arguments
and returns the exit status."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from regelwerk.cli.safe import shown
from regelwerk.cli.validate import RULEBOOK_URL, human_line, report_line, run_validate
from regelwerk.errors import SeatError, UnknownRuleError
from regelwerk.games import RULES, load, rule_id
from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.markers import pN_, translate
from regelwerk.i18n.names import format_items, number
from regelwerk.i18n.quotes import quoted
from regelwerk.logs import Status, validate
from regelwerk.logs.checking import validated_file
from regelwerk.logs.report import AnyReport
from regelwerk.logs.sources import archive_kind

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


# TRANSLATORS: `regelwerk show nr.zip`: the one-log commands (show, legal, redact) read
# neither archives nor compressed files; {kind} is the kind told by the file name (zip, tar,
# jsonl, jsonl.gz, json.gz).
_AN_ARCHIVE = pN_(
    "one log",
    "regelwerk {command}: {file} is an archive or a compressed file ({kind}); {command} "
    "reads a single uncompressed log. To check the logs inside, run regelwerk validate "
    "{file}, or extract one log first.",
)


def _not_one_log(args: argparse.Namespace, lang: str) -> bool:
    """Whether the file is an archive, JSON Lines or compressed, which a one-log command
    does not read; says so on standard error."""
    kind = archive_kind(args.file)
    if kind is None:
        return False
    text = translate(_AN_ARCHIVE, lang)
    print(shown(text.format(command=args.command, file=args.file, kind=kind)), file=sys.stderr)
    return True


def _read_valid(file: str, lang: str) -> AnyReport | int:
    """The report of a valid log, or the exit status after reporting on standard error."""
    report = validated_file(file)
    if not report.valid:
        print(human_line(file, report, lang), file=sys.stderr)
        return exit_status([report])
    return report


def run_legal(args: argparse.Namespace) -> int:
    """``regelwerk legal``: the legal actions in a position; returns the exit status."""
    lang = resolve_language(args.lang)
    if _not_one_log(args, lang):
        return 2
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
    if _not_one_log(args, lang):
        return 2
    if args.html:
        return _show_html(args.file, lang)
    report = validated_file(args.file, states=True)  # one replay, every state kept
    if report.status is Status.MALFORMED or report.game is None:
        print(human_line(args.file, report, lang), file=sys.stderr)
        return 2
    color = _colored(args.color, report)
    for line in show_lines(report, lang, color=color):
        print(_painted(line) if color else shown(line))  # player names, the header: input
    if report.status is Status.ILLEGAL:
        # a fault at a turn or action: the listing has just shown it, numbered as the
        # listing counts, and "/turns/6" beside "Turn 7" only misled (en-r4 33)
        listed = report.index is not None
        print(human_line(args.file, report, lang, pointer=not listed), file=sys.stderr)
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
    from regelwerk.logs.reading import load_json, read_bytes
    from regelwerk.pictures.replay import is_redacted, redacted_page, report_page

    try:
        document = load_json(read_bytes(file))
    except RegelwerkError:
        document = None  # validate reports the reason
    if is_redacted(document):
        try:
            page = redacted_page(document, lang)
        except RegelwerkError as error:  # a document that is no redacted log after all
            print(shown(report_line(file, error.message(lang), lang)), file=sys.stderr)
            return 2
        sys.stdout.write(page)
        return 0
    if document is None:
        report = validated_file(file, states=True)
    else:
        report = validate(document, states=True)
    if report.status is Status.MALFORMED or report.game is None:
        print(human_line(file, report, lang), file=sys.stderr)
        return 2
    sys.stdout.write(report_page(report, lang))
    if report.status is Status.ILLEGAL:
        print(human_line(file, report, lang), file=sys.stderr)
        return 1
    return 0


_NO_PLAYER = pN_(
    "cli",
    "regelwerk redact: {file} has no player {player}; its players are {names}. You can also "
    "give a player’s position in the order of play, 1 to {last}.",
)


def _seat_of(player: str, names: Sequence[str]) -> int | None:
    """The seat of the player ``--player`` names: by name, else by their place in the order
    of play counted from 1 (a name that is a number wins over the place)."""
    if player in names and names.count(player) == 1:
        return names.index(player)
    if player.isdecimal() and 1 <= int(player) <= len(names):
        return int(player) - 1
    return None


def run_redact(args: argparse.Namespace) -> int:
    """``regelwerk redact``: a log as one player may see it (``--player``: by name or by
    their place from 1; ``--seat``: the JSON log's seat from 0); returns the exit status."""
    from regelwerk.logs.record import dumps
    from regelwerk.logs.redact import redact_report

    lang = resolve_language(args.lang)
    if _not_one_log(args, lang):
        return 2
    report = validated_file(args.file)
    if report.status is Status.MALFORMED:
        print(human_line(args.file, report, lang), file=sys.stderr)
        return 2
    seat = args.seat if args.player is None else _seat_of(args.player, report.players)
    if seat is None:  # no player of that name or number
        listed = format_items([quoted(name, lang) for name in report.players], lang)
        line = translate(_NO_PLAYER, lang).format(
            file=args.file, player=quoted(args.player, lang), names=listed,
            last=number(len(report.players), lang),
        )  # fmt: skip
        print(shown(line), file=sys.stderr)
        return 2
    try:
        document = redact_report(report, seat)
    except SeatError as error:  # a seat that is not in the game
        print(shown(f"{args.file}: {error}"), file=sys.stderr)
        return 2
    sys.stdout.write(dumps(document))
    return 0


def run_rules(args: argparse.Namespace) -> int:
    """``regelwerk rules``: list or explain rule ids; returns the exit status."""
    from regelwerk.i18n.marks import mark_line
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
        print(f"{entry['id']}  {entry['title']}")
        # the mark as the books print it under a rule's heading (◇ / ✱ and one phrase)
        mark = mark_line(RULES[str(entry["id"])], lang)
        if mark:
            print(f"    {mark}")
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

    from pathlib import Path

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
