"""``regelwerk simulate``: play seeded games with a policy, write their logs, summarise.

The games and the statistics are library code (:mod:`regelwerk.simulation`); this module
turns the command's arguments into a run and prints it.
"""

from __future__ import annotations

import argparse
import json
import sys
from contextlib import closing

from regelwerk.cli.bulk import jobs_for, scheduler_for
from regelwerk.cli.safe import shown
from regelwerk.errors import UnknownGameError
from regelwerk.games import load
from regelwerk.i18n.markers import pN_, translate
from regelwerk.i18n.ruletexts import game_title
from regelwerk.simulation import Summary, log_names, statistics, summarise

__all__ = ["run_simulate"]

# TRANSLATORS: simulate --out refuses to overwrite a log file; keep "--force" as it is.
_EXISTS = pN_(
    "simulate exists", "regelwerk simulate: {file} already exists; use --force to overwrite it."
)
# TRANSLATORS: simulate's refusals; {game} is the game's title, {low} and {high} numbers of
# players, {policy} the policy asked for (in your quotation marks), {known} those there are.
_REFUSALS = {
    "players": pN_(
        "simulate refusal",
        "regelwerk simulate: {game} is for {low} to {high} players, not {players}.",
    ),
    "policy": pN_(
        "simulate refusal", "regelwerk simulate: {game} has no policy “{policy}” ({known})."
    ),
    "games": pN_("simulate refusal", "regelwerk simulate: --games must be at least 1."),
    "jobs": pN_("simulate refusal", "regelwerk simulate: --jobs must be 0 (one per CPU) or more."),
}


def _refuse(key: str, lang: str, **values: object) -> int:
    """Say why the run cannot start, in the reader's language; the exit status 2."""
    print(shown(translate(_REFUSALS[key], lang).format(**values)), file=sys.stderr)
    return 2


def run_simulate(args: argparse.Namespace) -> int:
    """``regelwerk simulate``: play games between policies; returns the exit status."""
    from regelwerk.cli.outdir import OutputDir, OutputExists, Writer
    from regelwerk.cli.progress import GAMES_UNIT, Progress
    from regelwerk.i18n.catalog import resolve_language
    from regelwerk.parallel import simulate_games

    game: str = args.game
    try:
        rules = load(game)
    except UnknownGameError as error:
        print(f"regelwerk simulate: {error}", file=sys.stderr)
        return 2
    info = rules.info
    lang = resolve_language(args.lang)
    low, high, title = info.min_players, info.max_players, game_title(rules, lang)
    if not low <= args.players <= high:
        return _refuse("players", lang, game=title, low=low, high=high, players=args.players)
    if args.policy not in rules.policies:
        known = ", ".join(rules.policies)
        return _refuse("policy", lang, game=title, policy=args.policy, known=known)
    if args.games < 1:
        return _refuse("games", lang)
    if args.jobs < 0:
        return _refuse("jobs", lang)
    scheduler = scheduler_for(args)  # checked before any work
    jobs = jobs_for(args, args.games)
    names: list[str] = []  # the logs' file names, with --out
    out = writer = None
    try:
        if args.out:
            names = log_names(game, args.seed, args.games)
            out = OutputDir(args.out, force=args.force)
            out.check_free(names)  # refuse before playing, so nothing is half written
            writer = Writer(out)
        summary = Summary(args.players, flags=rules.flag_kinds)
        # Game k is a function of seed + k alone, so any number of workers plays the same
        # games; they come back in seed order and are summed in that order (the same floats).
        games = simulate_games(
            game,
            args.players,
            args.seed,
            args.games,
            policy=args.policy,
            logs=out is not None,
            jobs=jobs,
            scheduler=scheduler,
        )
        with closing(Progress(GAMES_UNIT, lang, total=args.games, quiet=args.quiet)) as progress:
            for index, outcome in enumerate(games):
                summary.add(outcome.scores, outcome.winners, outcome.kinds)
                if writer is not None and outcome.log is not None:
                    writer.write(names[index], outcome.log.encode("utf-8"))
                progress.step()
            if writer is not None:
                writer.finish()
    except OutputExists as exists:
        print(shown(translate(_EXISTS, lang).format(file=exists)), file=sys.stderr)
        return 2
    except OSError as error:
        where = error.filename or args.out
        print(shown(f"regelwerk simulate: {where}: {error.strerror or error}"), file=sys.stderr)
        return 2
    finally:
        if writer is not None:
            writer.close()
        if out is not None:
            out.close()
    if args.json:
        print(json.dumps(statistics(summary, rules, args.policy, args.seed)))
    else:
        for line in summarise(summary, rules, args.policy, args.seed, lang):
            print(line)
    return 0
