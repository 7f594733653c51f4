"""Arbitrary Python values thrown at every public callable of both games and of the shared
layers (issue 10 item 4): whatever comes back, the only exceptions that come out are the
documented ones -- regelwerk's own (:class:`~regelwerk.errors.RegelwerkError`), each also the
built-in exception the standard library would raise, and each saying an English sentence --
never an AttributeError, IndexError or AssertionError from inside.

The callables are found, not listed: the functions and classes in ``__all__`` of the games'
packages and of the shared modules below, and the public methods of the objects a user holds
(states, views, legal actions, the ``Game`` objects, the encodings, recorders).  A coverage
test keeps the list from shrinking.
"""

from __future__ import annotations

import importlib
import inspect
import os
import random
from collections.abc import Callable, Iterator
from enum import Enum
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import regelwerk.baselines
import regelwerk.encoding
import regelwerk.games
import regelwerk.logs
import regelwerk.logs.meta
import regelwerk.policies
import regelwerk.simulation
import regelwerk.turns
from regelwerk import noreturn as nr
from regelwerk import nothanks as nt
from regelwerk.errors import ArgumentTypeError, RegelwerkError
from regelwerk.game import LegalActions
from regelwerk.games import load
from regelwerk.logs import Recorder, validate
from regelwerk.noreturn.encoding import ENCODING as NR_ENCODING
from regelwerk.nothanks.encoding import ENCODING as NT_ENCODING

from .test_error_sentences import english_sentence

NR_STATE = nr.State.new(players=3, seed=1)
NR_PLAY = NR_STATE.play(nr.SetAside()).play(nr.SetAside()).play(nr.SetAside())
NT_STATE = nt.State.new(players=3, seed=1)
NR_REPORT = validate(Recorder.new("no-return", ["A", "B", "C"], seed=1).to_json())

HOSTILE: list[object] = [
    None,
    True,
    False,
    0,
    -1,
    7,
    2**70,
    -(2**70),
    1.5,
    float("nan"),
    float("inf"),
    "",
    "pass",
    "take",
    "R11",
    "play R11",
    "no-return",
    "no-thanks/1",
    b"pass",
    [],
    ["R11"],
    [[]],
    [0, 1, 2],
    {},
    {"play": ["R11"]},
    {"set_aside": 3},
    {"minimal_payment": True},
    (1, 2),
    object(),
    random.Random(1),
    nr.Pass(),
    nr.Tile.parse("R11"),
    nr.Options(),
    nt.Action.TAKE,
    nt.Card(3),
    nt.Options(),
    NR_STATE,
    NR_PLAY,
    NT_STATE,
    NR_PLAY.view(0),
    NT_STATE.view(1),
    NR_REPORT,
    load("no-return"),
]

values = st.one_of(
    st.sampled_from(HOSTILE),
    st.integers(min_value=-(10**6), max_value=10**6) | st.integers(),
    st.floats(),
    st.text(max_size=8),
    st.binary(max_size=4),
    st.lists(st.integers(min_value=-5, max_value=200), max_size=4),
    st.lists(st.text(max_size=3), max_size=3),
    st.dictionaries(st.text(max_size=6), st.integers() | st.text(max_size=3), max_size=2),
)

# Modules whose __all__ is public API taking arguments (constants, types and protocols in
# them are left out by `public_callables`).
MODULES: dict[str, ModuleType] = {
    "nr": nr,
    "nt": nt,
    "games": regelwerk.games,
    "logs": regelwerk.logs,
    "encoding": regelwerk.encoding,
    "policies": regelwerk.policies,
    "baselines": regelwerk.baselines,
    "simulation": regelwerk.simulation,
    "meta": regelwerk.logs.meta,
    "turns": regelwerk.turns,
}


def fresh(game: str) -> Callable[[str], Callable[..., object]]:
    """A recorder's method on a recorder of its own (playing changes a recorder)."""
    return lambda member: (
        lambda *args: getattr(Recorder.new(game, ["A", "B", "C"], 1), member)(*args)
    )


# The objects a user holds, whose public methods are thrown at too.
HELD: dict[str, object] = {
    "nr setup state": NR_STATE,
    "nr state": NR_PLAY,
    "nt state": NT_STATE,
    "nr view": NR_PLAY.view(0),
    "nt view": NT_STATE.view(0),
    "nr legal": NR_PLAY.legal_actions(),
    "nt legal": NT_STATE.legal_actions(),
    "nr game": load("no-return"),
    "nt game": load("no-thanks"),
    "nr encoding": NR_ENCODING,
    "nt encoding": NT_ENCODING,
    "nr options": nr.Options(),
    "nt options": nt.Options(),
    "report": NR_REPORT,
}
RECORDERS = ("no-return", "no-thanks")
NAMED_TUPLE_LEFTOVERS = {"count", "index"}  # No Thanks!' State is still a NamedTuple


def public_callables() -> Iterator[tuple[str, Callable[..., object]]]:
    for label, module in MODULES.items():
        for name in module.__all__:
            value = getattr(module, name)
            if inspect.isfunction(value) or (
                inspect.isclass(value)
                and not getattr(value, "_is_protocol", False)
                and not issubclass(value, Enum)  # Colour("x"): the enum's own ValueError
            ):
                yield f"{label}.{name}", value
    for label, held in HELD.items():
        for name in dir(held):
            value = getattr(held, name)
            if name.startswith("_") or not callable(value) or inspect.isclass(value):
                continue
            if name in NAMED_TUPLE_LEFTOVERS or isinstance(held, dict):
                continue
            yield f"{label}.{name}", value
    for recorded in RECORDERS:
        for name in ("play", "play_out", "extend", "write", "to_json"):
            yield f"{recorded} recorder.{name}", fresh(recorded)(name)
    for label, game in (("nr", load("no-return")), ("nt", load("no-thanks"))):
        for name, policy in game.policies.items():
            yield f"{label} policy {name}", policy
    yield "legal[i] (nr)", NR_PLAY.legal_actions().__getitem__
    yield "legal in (nr)", NR_PLAY.legal_actions().__contains__
    yield "legal[i] (nt)", NT_STATE.legal_actions().__getitem__


CALLABLES: dict[str, Callable[..., object]] = dict(public_callables())

# Arguments that make honest work out of any value (a number of games to name, a game to
# play out): big whole numbers are left out for them, not refused.
HEAVY = {"simulation.log_names", "simulation.play_game"}

# What must be among the callables, so that a change in discovery cannot lose them.
REQUIRED = {
    "nr.State",
    "nt.State",
    "games.load",
    "games.game_for_format",
    "logs.validate",
    "logs.replay",
    "logs.Recorder",
    "logs.dumps",
    "logs.parse_json",
    "logs.json_schema",
    "encoding.encoding_of",
    "encoding.outcomes",
    "encoding.seats",
    "policies.random_policy",
    "policies.kind_first",
    "baselines.policy_named",
    "simulation.play_game",
    "simulation.log_names",
    "simulation.summarise",
    "meta.check_meta",
    "meta.commit_seed",
    "turns.out_of_turn",
    "simulation.statistics",
    "nr state.play",
    "nr state.apply",
    "nr state.check_draw",
    "nr state.view",
    "nr state.resample",
    "nt state.reveal",
    "nt state.taken_cards",
    "nr legal.sample",
    "nr game.legal_values",
    "nr game.action_kinds",
    "nr game.redact",
    "nr game.show",
    "nt game.action_to_json",
    "nr encoding.action_of_tokens",
    "nt encoding.observe",
    "nr encoding.chance",
    "nt encoding.resolve",
    "no-return recorder.play",
    "no-thanks recorder.play_out",
    "nr policy greedy",
    "nt policy greedy",
}


def test_every_public_callable_is_thrown_at() -> None:
    assert CALLABLES.keys() >= REQUIRED
    assert len(CALLABLES) > 150


def calm(args: list[Any]) -> list[Any]:
    return [arg for arg in args if not (type(arg) is int and abs(arg) > 1000)]


@pytest.fixture(scope="module", autouse=True)
def in_a_scratch_directory(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Some callables write or read a path they are given: never in the checkout."""
    before = Path.cwd()
    os.chdir(tmp_path_factory.mktemp("hostile"))
    yield
    os.chdir(before)


def documented(error: RegelwerkError) -> bool:
    """A library error that is also the built-in one and says a sentence."""
    builtin = isinstance(error, TypeError | ValueError | LookupError | RuntimeError)
    return builtin and english_sentence(str(error), getattr(error, "value", None))


def throw(name: str, args: list[Any]) -> None:
    """Call ``name`` with ``args``: a result (a generator is run a little) or a documented
    exception is fine, anything else fails the test."""
    if name in HEAVY:
        args = calm(args)
    try:
        result = CALLABLES[name](*args)
        if inspect.isgenerator(result):
            for _ in zip(range(50), result, strict=False):
                pass
    except RegelwerkError as error:
        assert documented(error), (type(error), str(error))
    except TypeError as error:  # a wrong number of arguments is Python's own business
        if "positional argument" not in str(error) and "required" not in str(error):
            raise
    except OSError:  # writing a file where none can be: documented, as open() raises it
        if not name.endswith(".write"):
            raise


@pytest.mark.parametrize("name", sorted(CALLABLES))
@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(args=st.lists(values, max_size=3))
def test_only_the_library_exceptions_come_out(name: str, args: list[Any]) -> None:
    throw(name, args)


@pytest.mark.parametrize("name", sorted(CALLABLES))
@pytest.mark.parametrize("value", HOSTILE, ids=lambda value: type(value).__name__)
def test_each_hostile_value_alone(name: str, value: object) -> None:
    """Every callable, every hostile value as its only argument, and as each of two."""
    for args in ([value], [NR_PLAY, value], [value, value]):
        throw(name, args)


# --- issue 21 item 5: exact types where an adapter or a caller reaches, bounded results ---

LISTINGS: dict[str, LegalActions[Any]] = {
    "nr": NR_PLAY.legal_actions(),
    "nt": NT_STATE.legal_actions(),
    "nr setup": NR_STATE.legal_actions(),
}


@pytest.mark.parametrize("listing", sorted(LISTINGS))
@given(drawn=values)
@settings(max_examples=60, deadline=None)
def test_a_samplers_result_is_bounded_before_it_picks(listing: str, drawn: Any) -> None:
    """``sample`` takes a ``randrange``-like callable: whatever it returns, the result is a
    legal action picked by a whole number below the count, or ArgumentTypeError; never a
    bare IndexError, and never ``-1`` silently picking the last one."""
    legal = LISTINGS[listing]
    count = len(legal)
    try:
        action = legal.sample(lambda n: drawn)
    except ArgumentTypeError as error:
        assert documented(error) and str(count - 1) in str(error)
        ok = type(drawn) is int and 0 <= drawn < count
        assert not ok, drawn
        return
    assert type(drawn) is int and 0 <= drawn < count
    assert action == legal[drawn]


@pytest.mark.parametrize("listing", sorted(LISTINGS))
def test_the_issues_samplers_are_refused(listing: str) -> None:
    legal = LISTINGS[listing]
    samplers: list[Callable[[int], Any]] = [
        lambda n: n, lambda n: -1, lambda n: True, lambda n: 0.5, lambda n: "0",
        lambda n: nr.Tile.parse("R1"),  # an int to Python (index 0), but a tile
    ]  # fmt: skip
    for sampler in samplers:
        with pytest.raises(ArgumentTypeError):
            legal.sample(sampler)

    class Skewed(random.Random):
        def randrange(self, *args: Any, **kwargs: Any) -> int:
            return 10**9

    with pytest.raises(ArgumentTypeError):
        legal.sample(Skewed(1))


def test_numpy_integers_are_taken_exactly_and_numpy_floats_refused() -> None:
    np = pytest.importorskip("numpy")
    legal = NR_PLAY.legal_actions()
    assert legal.sample(lambda n: np.int64(2)) == legal[2]
    for drawn in (np.float32(1.2), np.float64(1.0), np.bool_(True)):

        def sampler(count: int, drawn: object = drawn) -> Any:
            return drawn

        with pytest.raises(ArgumentTypeError):
            legal.sample(sampler)


def test_the_language_cache_keeps_no_more_than_its_bound() -> None:
    from regelwerk.i18n import catalog

    for number in range(500):
        assert catalog.resolve_language(f"de_DE.UTF-8@x{number}") == "de"
        assert catalog.resolve_language(f"fr.enc{number}") == "fr"
    assert len(catalog._CODES) <= len(catalog.LANGUAGES) + catalog._KEPT_NAMES


def test_the_caches_of_reports_are_keyed_by_the_language_not_the_text_given() -> None:
    from regelwerk.logs import report as reports

    finished = Recorder.new("no-thanks", ["A", "B", "C"], seed=2)
    finished.play_out(lambda state: next(iter(state.legal_actions())))
    report = validate(finished.to_json())
    for number in range(200):
        assert report.message(f"nl_BE.UTF-8@x{number}") == report.message("nl")
        assert report.json_tail(f"es-{number % 900:03d}") == report.json_tail("es")
    assert set(reports._NUMBERS) <= {"en", "de", "fr", "es", "nl"}


ADAPTER_VALUES = st.one_of(
    st.sampled_from([True, False, None, 0.9, 1.0, "1", b"1", [1], (1,), object()]),
    st.floats(),
    st.text(max_size=3),
)


@pytest.mark.parametrize("name", ["no_return_v0", "no_thanks_v0"])
@given(action=ADAPTER_VALUES)
@settings(max_examples=40, deadline=None)
def test_pettingzoo_step_takes_no_value_that_is_no_whole_number(name: str, action: object) -> None:
    """``raw_env.step`` did ``int(action)``: ``step(True)`` and ``step(0.9)`` played."""
    module = importlib.import_module(f"regelwerk.pettingzoo.{name}")
    env = module.raw_env()
    env.reset(seed=1)
    before = (env.game_state, env.agent_selection)
    with pytest.raises(ArgumentTypeError):
        env.step(action)
    assert (env.game_state, env.agent_selection) == before


@pytest.mark.parametrize("name", ["no_return_v0", "no_thanks_v0"])
def test_pettingzoo_step_refuses_numpy_floats_and_takes_numpy_integers(name: str) -> None:
    np = pytest.importorskip("numpy")
    env = importlib.import_module(f"regelwerk.pettingzoo.{name}").raw_env()
    env.reset(seed=1)
    for action in (np.float32(1.2), np.float64(0.0), np.bool_(False)):
        with pytest.raises(ArgumentTypeError):
            env.step(action)
    mask = env.observe(env.agent_selection)["action_mask"]
    env.step(np.int64(int(np.flatnonzero(mask)[0])))  # an integral type: taken as it is


@given(drawn=ADAPTER_VALUES)
@settings(max_examples=30, deadline=None)
def test_openspiel_resampling_bounds_its_samplers_result(drawn: object) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    importlib.import_module("regelwerk.openspiel")
    state = pyspiel.load_game("python_no_thanks").new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    try:
        state.resample_from_infostate(state.current_player(), lambda: drawn)
    except ArgumentTypeError as error:
        assert documented(error)
        return
    assert isinstance(drawn, float) and 0 <= drawn < 1
