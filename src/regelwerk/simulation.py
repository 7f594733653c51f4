"""Playing games with a policy, and the statistics ``regelwerk simulate`` prints.

Game ``k`` (from 0) of a run is seeded ``seed + k`` for the deal and plays with
``random.Random(seed + k)`` for the policy, so every game can be replayed on its own
(:func:`play_game`); :mod:`regelwerk.parallel` spreads such runs over processes.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from operator import add
from typing import TYPE_CHECKING, Any, Final

from regelwerk.arguments import check_int, check_type
from regelwerk.errors import UnknownPolicyError
from regelwerk.games import load
from regelwerk.i18n.catalog import resolve_language
from regelwerk.i18n.markers import Msg, npN_, pN_, translate
from regelwerk.logs.record import Recorder

if TYPE_CHECKING:
    from regelwerk.game import AnyGame, AnyState, GameOptions

__all__ = ["NAMES", "Played", "Summary", "log_names", "play_game", "statistics", "summarise"]

NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus")
"""The players' names in simulated games, seat by seat."""


@dataclass
class Summary:
    """Running totals over simulated games (mutable: it is filled game by game)."""

    players: int
    games: int = 0
    turns: list[int] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    win_shares: list[float] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)
    flags: Mapping[str, str] = field(default_factory=dict)

    def add(self, scores: tuple[int, ...], winners: tuple[int, ...], kinds: Counter[str]) -> None:
        """Count one finished game: its scores, winners and kinds of action."""
        if not self.score_sums:
            self.score_sums = [0] * self.players
            self.win_shares = [0.0] * self.players
        self.games += 1
        turns = sum(kinds.values())
        if self.flags:
            turns -= sum(n for kind, n in kinds.items() if kind in self.flags)
        self.turns.append(turns)
        self.score_sums = list(map(add, self.score_sums, scores))
        for seat in winners:
            self.win_shares[seat] += 1 / len(winners)  # a shared win is shared
        totals = self.kinds
        for kind, n in kinds.items():  # Counter.update, without its checks on every game
            totals[kind] += n


@dataclass(frozen=True, slots=True)
class Played:
    """One game played to its end: its final state, the kinds of actions counted as
    :class:`Summary` counts them, and its recorder when a log was asked for."""

    state: AnyState
    kinds: Counter[str]
    recorder: Recorder[AnyState, object, object] | None = None


def play_game(game: str, players: int, seed: int, policy: str, *, record: bool = False) -> Played:
    """One seeded game played to its end by the game's ``policy`` for every seat; recorded
    (the log built once, at the end) only when ``record`` asks for it."""
    rules = load(game)
    chooser = rules.policies.get(policy)
    if chooser is None:
        raise UnknownPolicyError(policy, rules.info.title, tuple(rules.policies))
    rng = random.Random(seed)
    if record:
        recorder = Recorder.new(game, NAMES[:players], seed)
        if rules.log_kinds(recorder.log) is not None:  # the kinds are counted from the log
            recorder.play_out(lambda state: chooser(state, rng), trusted=True)
            tally = rules.log_kinds(recorder.log)
            assert tally is not None
            return Played(recorder.state, _counted(tally), recorder)
        kinds: list[tuple[str, ...]] = []  # each action's kinds, counted once it is over
        note, kinds_of = kinds.append, rules.action_kinds

        def choose(state: AnyState) -> object:
            action = chooser(state, rng)
            note(kinds_of(state, action))
            return action

        # a policy chooses among the legal actions: trusted
        recorder.play_out(choose, trusted=True)
        return Played(recorder.state, _counted(Counter(kinds)), recorder)
    state, tally = rules.play_out(rules.new(players, seed, _defaults(game)), chooser, rng)
    return Played(state, _counted(tally))


@cache
def _defaults(game: str) -> GameOptions:
    """The game's default options, made once (they are frozen; every game of a run asks)."""
    options: GameOptions = load(game).options()
    return options


_EMPTY_COUNTER = Counter.__new__


def _counted(tally: Mapping[tuple[str, ...], int]) -> Counter[str]:
    """The kinds of a game's tally, each counted once per action (in order of first use)."""
    # Counter() without its __init__, which only calls update(), and not Counter's
    # __missing__ either: every game of a run comes here.
    kinds: Counter[str] = _EMPTY_COUNTER(Counter)
    count = kinds.get
    for key, times in tally.items():
        for kind in key:
            kinds[kind] = count(kind, 0) + times
    return kinds


# TRANSLATORS: the statistics `regelwerk simulate` prints, line by line: "150 games of
# No Thanks!, 4 players, policy random, seeds 0..149"; {game} is the game's title, {policy}
# the policy's name ("policy name" below); {players} is the next message.
_RUN: Final = npN_(
    "simulate run",
    "{games} game of {game}, {players}, policy: {policy}, seed {first}",
    "{games} games of {game}, {players}, policy: {policy}, seeds {first} to {last}",
    count="games",
)
_PLAYERS: Final = npN_("simulate players", "{count} player", "{count} players", count="count")
# TRANSLATORS: "game length: mean 47.9 actions (min 27, max 72)"; {unit} is the game's word
# for what it counts ("turns", "actions").
_LENGTH: Final = pN_("simulate length", "game length: mean {mean} {unit} (min {min}, max {max})")
# TRANSLATORS: the heads of the columns of the players' table: the players' places in the
# order of play (rows 1, 2, ...: the first to play, the second, ...; never a ranking), the
# mean score of the player in that place over the games (a game where the lowest score wins
# has a column of its own, for languages whose books call it otherwise), and their share of
# the wins.
_SEAT: Final = pN_("simulate column", "position in order of play")
_SCORE: Final = pN_("simulate column", "mean score")
_RESULT: Final = pN_("simulate column lowest wins", "mean score (lowest wins)")
_WINS: Final = pN_("simulate column", "win rate")
# TRANSLATORS: "actions: pass 49.9%, take 50.1%": each kind of action (as the game names
# it) with its share of all actions; {kind} {share} is one of them.
_ACTIONS: Final = pN_("simulate actions", "actions: {shares}")


def _most_first(item: tuple[str, int]) -> tuple[int, str]:
    """A kind of action and its count, ordered by count, the largest first."""
    kind, count = item
    return -count, kind


# TRANSLATORS: the names of the shared policies of `regelwerk simulate`, in its statistics
# ("policy random"): every legal action equally likely; every kind of action equally likely.
_POLICIES: Final = {
    "random": pN_("policy name", "random"),
    "kinds": pN_("policy name", "random kind of action"),
}
_SHARE: Final = pN_("simulate share", "{kind} {share}")
# TRANSLATORS: the share of a kind that marks a turn, for a game that has no sentence of its
# own for it: {flag} is the game's English words ("phase 2 entered"), {unit} as above.
_FLAG: Final = pN_("simulate flag", "{flag} on {share} of {unit}")


def _policy_shown(policy: str, name: str | None) -> str:
    """The policy as typed after ``--policy``, with its name in the reader's language when
    that differs ("kinds (random kind of action)"): the summary named only the latter, which
    a user who typed ``--policy kinds`` did not recognise (en-r4 41, es-r4 31)."""
    return policy if name is None or name == policy else f"{policy} ({name})"


def summarise(
    summary: Summary, game: AnyGame, policy: str, seed: int, lang: str = "en"
) -> list[str]:
    """The statistics as lines of text in ``lang``: the game's words for its unit and its
    kinds of action (its :class:`~regelwerk.i18n.gametexts.GameTexts`), the figures as
    :func:`~regelwerk.i18n.names.figure` and :func:`~regelwerk.i18n.names.percent` write
    them."""
    from regelwerk.i18n.names import figure, number, percent
    from regelwerk.i18n.ruletexts import game_title

    check_type(summary, Summary, "summary")
    lang = resolve_language(lang)
    games, texts = summary.games, game.texts
    unit = game.turn_unit if texts.unit is None else translate(texts.unit, lang)
    players = summary.players
    named = texts.policies.get(policy) or _POLICIES.get(policy)
    lines = [
        _RUN.text(lang, {"games": games}).format(
            games=games,
            game=game_title(game, lang),
            policy=_policy_shown(policy, None if named is None else translate(named, lang)),
            players=_PLAYERS.text(lang, {"count": players}).format(count=players),
            first=seed,
            last=seed + games - 1,
        ),
        translate(_LENGTH, lang).format(
            mean=figure(sum(summary.turns) / games, lang),
            unit=unit,
            min=min(summary.turns),
            max=max(summary.turns),
        ),
    ]
    score = _RESULT if game.info.lower_score_wins else _SCORE
    table = [[translate(head, lang) for head in (_SEAT, score, _WINS)]]
    table += [
        [
            number(seat + 1, lang),  # people count players from 1; the JSON keeps the seat
            figure(summary.score_sums[seat] / games, lang),
            percent(summary.win_shares[seat] / games, lang),
        ]
        for seat in range(summary.players)
    ]
    widths = [max(map(len, column)) for column in zip(*table, strict=True)]
    lines += ["  ".join(map(str.rjust, row, widths)) for row in table]  # heads as wide
    total = sum(summary.turns)
    share = translate(_SHARE, lang)
    shares = ", ".join(
        share.format(kind=_kind(texts.kinds, kind, lang), share=percent(count / total, lang))
        # the most frequent first, in every language alike (sorted by the English names, the
        # German line read "Abräumen, Tauschen, Legen": de-r5 M7)
        for kind, count in sorted(summary.kinds.items(), key=_most_first)
        if kind not in summary.flags
    )
    lines.append(translate(_ACTIONS, lang).format(shares=shares))
    for kind, words in summary.flags.items():
        if summary.kinds[kind]:
            flag = percent(summary.kinds[kind] / total, lang)
            if kind in texts.kinds:
                lines.append(translate(texts.kinds[kind], lang).format(share=flag))
            else:
                lines.append(translate(_FLAG, lang).format(flag=words, share=flag, unit=unit))
    return lines


def _kind(names: Mapping[str, Msg], kind: str, lang: str) -> str:
    """A kind of action as the game names it in ``lang`` (its key where it names none)."""
    return translate(names[kind], lang) if kind in names else kind


def statistics(summary: Summary, game: AnyGame, policy: str, seed: int) -> dict[str, Any]:
    """The statistics as one JSON object (``simulate --json``): the same figures as
    :func:`summarise`, unrounded, shares as fractions.  ``phase2_share`` is the share of
    turns marked by the game's flag kind of that name (CLI.md: null for a game without)."""
    check_type(summary, Summary, "summary")
    games = summary.games
    total = sum(summary.turns)
    phase2 = summary.kinds["phase2"] if "phase2" in summary.flags else 0
    return {
        "game": game.name,
        "players": summary.players,
        "policy": policy,
        "games": games,
        "seeds": [seed, seed + games - 1],
        "length": {
            "unit": game.turn_unit,
            "mean": total / games,
            "min": min(summary.turns),
            "max": max(summary.turns),
        },
        "seats": [
            {
                "seat": seat,
                "mean_score": summary.score_sums[seat] / games,
                "win_share": summary.win_shares[seat] / games,
            }
            for seat in range(summary.players)
        ],
        "actions": {
            kind: count / total
            for kind, count in sorted(summary.kinds.items())
            if kind not in summary.flags
        },
        "phase2_share": phase2 / total if phase2 else None,
    }


def log_names(game: str, seed: int, games: int) -> list[str]:
    """The file names of the logs of a run, zero-padded to the largest seed so that they
    sort in seed order (``no-return-0007.json`` ... ``no-return-1006.json``)."""
    check_type(game, str, "game")
    last = check_int(seed, "seed") + check_int(games, "count") - 1
    width = max(len(str(abs(seed))), len(str(abs(last))))
    return [f"{game}-{'-' if k < 0 else ''}{abs(k):0{width}d}.json" for k in range(seed, last + 1)]
