"""Every exception regelwerk raises speaks in sentences (issue 10 item 4): ``str()`` is an
English sentence, ``.message(lang)`` the same in each of the five languages, whatever the
class and wherever it is raised.

The classes are discovered (every subclass of :class:`~regelwerk.errors.RegelwerkError`
that a public module of regelwerk defines), and each must have an instance below; the
instances come from the raise sites in ``src/`` (called where that is cheap, built with the
raise site's arguments where it takes a framework or cannot happen).  A static check reads
every raise site: no exception is given an f-string, and each key names a sentence whose
placeholders the call fills.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
import pkgutil
import random
import re
import string
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pytest

import regelwerk
from regelwerk import noreturn as nr
from regelwerk import nothanks as nt
from regelwerk.baselines import policy_named
from regelwerk.encoding import ChanceEvent, EncodingError, seats
from regelwerk.errors import (
    ArgumentTypeError,
    KeyedError,
    MissingExtraError,
    RegelwerkError,
    UnknownGameError,
    UsageError,
)
from regelwerk.game import GameInfo
from regelwerk.games import load, rule_id
from regelwerk.i18n import errortexts
from regelwerk.i18n.catalog import LANGUAGES, resolve_language
from regelwerk.i18n.errortexts import shown
from regelwerk.i18n.markers import Msg
from regelwerk.i18n.ruletexts import option_title
from regelwerk.logs import Recorder, json_schema, replay, validate
from regelwerk.logs.formats import codec_named
from regelwerk.logs.shape import expect_players
from regelwerk.noreturn.encoding import ENCODING as NR_ENCODING
from regelwerk.nothanks.encoding import ENCODING as NT_ENCODING
from regelwerk.processes import useful_jobs
from regelwerk.rulebook.book import BookError, book_of
from regelwerk.rulebook.build import RulebookError, build_rulebook
from regelwerk.rules import RuleId
from regelwerk.scheduler import Scheduler, SchedulerError
from regelwerk.simulation import play_game
from regelwerk.violation import Violation

from .test_misuse import nr_in_play, nr_over

SRC = Path(regelwerk.__file__).resolve().parent
OPTIONAL = ("regelwerk.openspiel", "regelwerk.pettingzoo")
BASES = {RegelwerkError, KeyedError}  # raised only as their subclasses


def T(text: str) -> tuple[nr.Tile, ...]:
    return nr.parse_tiles(text.split())


def exception_classes() -> set[type[RegelwerkError]]:
    """Every RegelwerkError class defined in a public module of regelwerk."""
    found: set[type[RegelwerkError]] = set()
    for info in pkgutil.walk_packages(regelwerk.__path__, "regelwerk."):
        if any(part.startswith("_") for part in info.name.split(".")):
            continue
        try:
            module = importlib.import_module(info.name)
        except ImportError:
            if info.name.startswith(OPTIONAL):
                continue
            raise
        for _, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, RegelwerkError) and value.__module__.startswith("regelwerk"):
                found.add(value)
    return found


def nt_dealt() -> Recorder[nt.State, object, object]:
    """A No Thanks! recorder of a dealt game whose pile order is not known."""
    return Recorder.deal("no-thanks", ["A", "B", "C"], ([], None, None))  # type: ignore[return-value]


def missing_sphinx(monkeypatch: pytest.MonkeyPatch) -> None:
    find_spec = importlib.util.find_spec

    def without_sphinx(name: str, package: str | None = None) -> object:
        return None if name == "sphinx" else find_spec(name, package)

    monkeypatch.setattr(importlib.util, "find_spec", without_sphinx)
    build_rulebook("no-return", "en", Path("/nonexistent/book"), pdf=False)


NR_VIEW = nr_in_play().view(0)
NR_SMALL_HAND = nr.State.build([T("R1 R2"), [], []]).view(0)
NT_VIEW = nt.State.new(players=3, seed=1).view(0)
NO_RETURN_INFO: GameInfo = nr.GAME

# A raise site -> a call that raises there (or the exception it raises, built alike).
RAISED: dict[str, Callable[[], object]] = {
    # UsageError
    "validate mode": lambda: validate("{}", mode="fast"),  # type: ignore[arg-type]
    "rulebook language": lambda: build_rulebook("no-return", "xx", Path("/nonexistent/book")),
    "No Thanks! chips": lambda: nt.Options(chips_per_player=-1),
    "jobs": lambda: useful_jobs(-1, 3),
    "scheduler timeout": lambda: Scheduler.parse("localhost:8786", timeout=0),
    "build entries": lambda: nr.State.build([[], []], rows=[[], [], []]),
    "build hand": lambda: nr.State.build([T("R1 R2 R3 R4 R5 R6 R7 R8 R9"), []]),
    "build copies": lambda: nr.State.build([T("R1 R1 R1"), []]),
    "build bag copies": lambda: nr.State.build([T("R1"), []], bag=T("R1 R1")),
    "No Thanks! card unknown": lambda: nt_dealt().play(nt.Action.TAKE),
    "No Thanks! card unknown, play_out": lambda: nt_dealt().play_out(lambda _: nt.Action.TAKE),
    "simulation unfinished (cannot happen)": lambda: UsageError("unfinished", 7),
    "resume without a game (cannot happen)": lambda: UsageError("no game"),
    # UnknownPolicyError, UnknownGameError, UnknownFormatError, UnknownRuleError
    "simulation policy": lambda: play_game("no-return", 3, 1, "minimax"),
    "baselines policy": lambda: policy_named("no-thanks", "minimax"),
    "unknown game": lambda: load("chess"),
    "rulebook of an unknown game": lambda: build_rulebook("chess", "en", Path("/nonexistent")),
    "no game installed": lambda: UnknownGameError("chess", ()),
    "codec of an unknown format": lambda: codec_named("chess/1"),
    "schema of an unknown format": lambda: json_schema("chess/1"),
    "game schema": lambda: load("no-return").schema("no-thanks/1"),
    "unknown language": lambda: resolve_language("pt_BR"),
    "language that is no text": lambda: validate("{}").message(5),  # type: ignore[arg-type]
    "rule_id": lambda: rule_id("XX-1"),
    "RuleId()": lambda: RuleId("XX-1"),
    # UnknownOptionError, MissingDataError, MissingExtraError
    "No Return option": lambda: nr.Options.from_json({"colour_blind": True}),
    "No Thanks! option": lambda: nt.Options.from_json({"colour_blind": True}),
    "option title": lambda: option_title("colour_blind", "en"),
    "violation data": lambda: Violation.of(rule_id("NR-2.1"))["players"],
    # ArgumentTypeError, SeatError, NotationError, IllegalActionError, GameOverError
    "No Return recorder names": lambda: Recorder.new("no-return", ["Ada", 2], 1),  # type: ignore[list-item]
    "No Thanks! recorder names": lambda: Recorder.new("no-thanks", "Ada", 1),
    "recorder chance": lambda: Recorder.new("no-return", ["A", "B"], 1).play(nr.SetAside(), card=3),
    "players type": lambda: nr.State.new(players="3", seed=1),  # type: ignore[arg-type]
    "seat": lambda: nt.State.new(players=3, seed=1).view(7),
    "listing": lambda: nt.State.new(players=3, seed=1).legal_actions()[5],
    "build seat to act": lambda: nr.State.build([[], []], to_act=2),
    "no legal action": lambda: nt_dealt().state.legal_actions().sample(random.Random(1)),
    "notation": lambda: nr.Tile.parse("Z9"),
    "illegal": lambda: nr.State.new(players=5, seed=1),
    "game over": lambda: nr_over().play(nr.Pass()),
    # LogError, ShapeError
    "replay of a malformed log": lambda: replay('{"format": "no-return/1"}'),
    "replay of a missing file": lambda: replay(Path("/nonexistent/log.json")),
    "shape": lambda: expect_players(["Ada", 2]),
    # EncodingError
    "encoding players": lambda: seats(NO_RETURN_INFO, 9),
    "No Return encoding action": lambda: NR_ENCODING.action_id(NR_VIEW, "pass"),  # type: ignore[arg-type]
    "No Return action id": lambda: NR_ENCODING.action_of_id(NR_VIEW, -1),
    "No Thanks! action id": lambda: NT_ENCODING.action_of_id(NT_VIEW, 2),
    "No Return option name": lambda: NR_ENCODING.options(3, {"colour_blind": True}),
    "No Thanks! option name": lambda: NT_ENCODING.options(3, {"colour_blind": True}),
    "No Return flag": lambda: NR_ENCODING.options(3, {"minimal_payment": 1}),
    "No Thanks! flag": lambda: NT_ENCODING.options(3, {"deal_removed": 1}),
    "No Thanks! count": lambda: NT_ENCODING.options(3, {"chips_per_player": True}),
    "slot mask": lambda: NR_ENCODING.action_of_id(NR_SMALL_HAND, 1 + 0b100),
    "clear count": lambda: NR_ENCODING.action_of_id(NR_VIEW, 1025 + 4 * 256),
    "nothing to reveal": lambda: NR_ENCODING.resolve(
        ChanceEvent(2, None, nr_in_play(), None, (0,))
    ),
    "turn kind": lambda: NR_ENCODING.action_of_tokens(NR_VIEW, []),
    "pass tokens": lambda: NR_ENCODING.action_of_tokens(NR_VIEW, [9, 8]),
    "clear tokens": lambda: NR_ENCODING.action_of_tokens(NR_VIEW, [14]),
    "slot tokens": lambda: NR_ENCODING.action_of_tokens(NR_VIEW, [10, 3, 2, 8]),
    "no slot": lambda: NR_ENCODING.action_of_tokens(NR_VIEW, [10, 9, 8]),
    "No Thanks! tokens": lambda: NT_ENCODING.action_of_tokens(NT_VIEW, [0, 1]),
    # the adapters' (built as they raise them: the frameworks are optional)
    "pettingzoo finished": lambda: EncodingError("finished"),
    "pettingzoo render mode": lambda: EncodingError(
        "render mode", "human", known=("'ansi'", "None")
    ),
    "pettingzoo language": lambda: EncodingError("language", "xx", known=LANGUAGES),
    "pettingzoo sub-choice": lambda: EncodingError("sub-choice", 12),
    "pettingzoo sub-choice range": lambda: EncodingError("sub-choice range", 43, last=42),
    "pettingzoo no step": lambda: EncodingError("no step", "player_1"),
    "openspiel parameters": lambda: EncodingError("observation parameters", {"x": 1}),
    "openspiel observation": lambda: EncodingError("observation type", "ALL_PLAYERS"),
    "openspiel chance": lambda: EncodingError("chance outcome", 99),
    "openspiel illegal": lambda: EncodingError("illegal", 99),
    # BookError, RulebookError, SchedulerError
    "book of an unknown game": lambda: book_of("chess"),
    "no book": lambda: BookError("no book", "fifteen", module="fifteen.book.BOOK"),
    "not a book": lambda: BookError("not a book", module="fifteen.book.BOOK"),
    "rulebook build": lambda: RulebookError("no-return", "de", "WARNING: ..."),
    "scheduler address": lambda: Scheduler.parse("not an address"),
    **{
        f"scheduler {reason}": partial(SchedulerError, "tcp://h:8786", reason, 10.0)
        for reason in ("dask", "tls", "unreachable", "lost")
    },
}


def raised(call: Callable[[], object]) -> RegelwerkError:
    try:
        made = call()
    except RegelwerkError as error:
        return error
    assert isinstance(made, RegelwerkError), f"{call} raised nothing"
    return made


@pytest.fixture(scope="module")
def instances() -> list[RegelwerkError]:
    return [raised(call) for call in RAISED.values()]


def test_every_exception_class_has_an_instance(
    instances: list[RegelwerkError], monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(MissingExtraError):
        missing_sphinx(monkeypatch)
    covered = {type(error) for error in instances} | {MissingExtraError}
    assert exception_classes() - covered - BASES == set()


def english_sentence(text: str, value: object = None) -> bool:
    """Capital letter first, a full stop last (before the rule id a rule's message cites),
    nothing left of a template.  A sentence that ends on a command to type ends without
    one, so that it is copied as it is (en-r6 28): ``…: pip install '….whl[dask]'``."""
    body = re.sub(r" \((NR|NT|LOG)-[\w.-]+\)$", "", text.splitlines()[0] if text else "")
    ends = body.endswith(".") or re.search(r": pip install '[^']+'$", body) is not None
    return opens(body, value) and ends and not unfilled(text, value)


def opens(text: str, value: object = None) -> bool:
    """A sentence opens with a capital letter, or with the value it is about as Python
    shows it (``“xx” is not a language ...``, a text in quotation marks), or with a
    quotation of the log's (``“x y” cannot name a header entry ...``)."""
    return text[:1].isupper() or text[:1] in "“„«" or text.startswith(shown(value)[:12])


def unfilled(text: str, value: object = None) -> bool:
    """A placeholder left in ``text``; a value the caller gave may hold braces ("{_}", found
    by the hostile-input test), which are its own, not a template's."""
    if isinstance(value, str) and value:
        text = text.replace(value, "")
    return re.search(r"\{[a-z_]+\}", text) is not None


@pytest.mark.parametrize("site", sorted(RAISED))
def test_str_is_an_english_sentence_and_every_language_has_it(site: str) -> None:
    error = raised(RAISED[site])
    text = str(error)
    value = getattr(error, "value", None)
    assert english_sentence(text, value), text
    assert error.message("en") == text
    for lang in LANGUAGES[1:]:
        translated = error.message(lang)
        assert translated != text, (lang, text)
        assert not unfilled(translated, value) and opens(translated, value), (lang, translated)


def test_missing_extra_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """``build_rulebook`` without the docs extra says which extra, before running Sphinx."""
    with pytest.raises(MissingExtraError) as caught:
        missing_sphinx(monkeypatch)
    from regelwerk import __version__

    wheel = f"pip install 'regelwerk-{__version__}-py3-none-any.whl[docs]'"  # on no index
    assert wheel in str(caught.value)
    assert english_sentence(str(caught.value))
    assert wheel in caught.value.message("de") != str(caught.value)


def test_log_errors_render_their_violation_and_where() -> None:
    """``str(LogError)`` was "LOG-SCHEMA at /players", a code and no sentence."""
    error = raised(RAISED["replay of a malformed log"])
    assert str(error) == (
        "The required key “players” is missing. (LOG-SCHEMA) This is at the top level of the log."
    )
    document = '{"format": "no-return/1", "players": ["A", 2], "setup": [], "turns": []}'
    names = raised(lambda: replay(document))
    assert str(names).endswith("(LOG-SCHEMA) This is at “/players/1” in the log.")
    assert "(LOG-READ)" in str(raised(RAISED["replay of a missing file"]))


QUOTED_MINIMAX = {
    "en": "“minimax”",
    "de": "„minimax“",
    "fr": "«\N{NARROW NO-BREAK SPACE}minimax\N{NARROW NO-BREAK SPACE}»",
    "es": "«minimax»",
    "nl": "“minimax”",
}


def test_caller_values_are_shown_in_the_languages_quotation_marks() -> None:
    """A text the caller gave is quoted as the language quotes (repr's escapes kept inside),
    never in repr's straight quotes; a number or None as Python writes it."""
    assert "“fast”" in str(raised(RAISED["validate mode"]))
    for lang in LANGUAGES:
        message = raised(RAISED["simulation policy"]).message(lang)
        assert QUOTED_MINIMAX[lang] in message and "'minimax'" not in message
    assert shown("Ada\x1b", "de") == "„Ada\\x1b“"
    assert shown(7, "fr") == "7" and shown(None, "es") == "None"


def test_a_text_of_its_own_is_given_as_it_is() -> None:
    """A game of another distribution may still raise ``UsageError("its sentence.")``."""
    assert UsageError("Fifteen is played alone.").message("de") == "Fifteen is played alone."


# --- the raise sites, read -------------------------------------------------------------


def error_classes_by_name() -> dict[str, type[RegelwerkError]]:
    return {cls.__name__: cls for cls in exception_classes()}


def source_files() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(SRC.rglob("*.py")):
        relative = path.relative_to(SRC.parent).with_suffix("")
        yield ".".join(relative.parts).removesuffix(".__init__"), ast.parse(path.read_text())


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def raise_sites() -> Iterator[tuple[str, ast.Call, type[RegelwerkError]]]:
    """Every ``raise SomeError(...)`` in src/ whose class is one of regelwerk's."""
    classes = exception_classes()
    for module, tree in source_files():
        namespace: dict[str, object] | None = None
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            if namespace is None:
                try:
                    namespace = vars(importlib.import_module(module))
                except ImportError:  # an optional extra's module
                    namespace = {}
            cls = resolved(node.exc.func, module, namespace)
            if isinstance(cls, type) and cls in classes:
                yield module, node.exc, cls


def resolved(expression: ast.expr, module: str, namespace: dict[str, object]) -> object:
    """What ``expression`` names in the module (a class imported inside a function is
    found by its name among regelwerk's exceptions)."""
    try:
        return eval(compile(ast.Expression(expression), module, "eval"), dict(namespace))
    except NameError:
        name = expression.id if isinstance(expression, ast.Name) else ""
        return error_classes_by_name().get(name)


def test_no_exception_is_given_an_f_string() -> None:
    found = [
        f"{module}:{call.lineno}"
        for module, call, _ in raise_sites()
        if any(isinstance(arg, ast.JoinedStr) for arg in (*call.args, *call.keywords))
        or any(isinstance(keyword.value, ast.JoinedStr) for keyword in call.keywords)
    ]
    assert found == []


def keyed_msg(module: str, call: ast.Call, cls: type[KeyedError]) -> Msg:
    key = call.args[0]
    if isinstance(key, ast.Constant):
        table: dict[str, Msg] = getattr(errortexts, cls.table)
        assert key.value in table, f"{module}:{call.lineno}: no {cls.__name__} key {key.value!r}"
        return table[key.value]
    namespace = vars(importlib.import_module(module))
    value = eval(compile(ast.Expression(key), module, "eval"), namespace)  # a module's name
    assert isinstance(value, Msg), f"{module}:{call.lineno}: the key is no marked sentence"
    return value


def test_every_keyed_raise_site_fills_its_sentence() -> None:
    """The key names a sentence, and the call gives exactly the data it asks for."""
    checked = 0
    for module, call, cls in raise_sites():
        if not issubclass(cls, KeyedError) or cls.__init__ is not KeyedError.__init__:
            continue  # a subclass with a constructor of its own passes its key itself
        msg = keyed_msg(module, call, cls)
        given = {keyword.arg for keyword in call.keywords}
        assert None not in given, f"{module}:{call.lineno}: data given as **kwargs"
        assert placeholders(msg.text) - {"value"} == given, f"{module}:{call.lineno}"
        checked += 1
    assert checked >= 40


def test_argument_type_errors_name_what_was_expected() -> None:
    for module, call, cls in raise_sites():
        if cls is ArgumentTypeError and isinstance(call.args[0], ast.Constant):
            assert call.args[0].value in errortexts.EXPECTED, f"{module}:{call.lineno}"


def test_a_value_with_braces_is_not_a_leftover_placeholder() -> None:
    # the hostile-input test gave an index "{_}": "got str “{_}”" is the caller's text
    assert not unfilled("Expected an index (a whole number), got str “{_}”.", "{_}")
    assert unfilled("Expected an {what}, got str “{_}”.", "{_}")
    assert unfilled("Expected an index, got str “{_}”.")
