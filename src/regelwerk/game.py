"""What every game in regelwerk provides, declared once for all of them.

A game is described as data (:class:`GameInfo`: players, chance, information) and played
through immutable states that share one interface (:class:`GameState`): the legal actions
as a lazy view, a validator that returns a :class:`~regelwerk.violation.Violation`, a checked
:meth:`~GameState.play` beside a fast unchecked :meth:`~GameState.apply`, per-seat views,
:meth:`~GameState.resample` for search under hidden information, and a :class:`Result` at
the end.

:class:`Game` is everything else the shared layers need from a game, in one object per
game package: its info, constructors, action notation, the log codec and its redaction and
recording, its rule ids with their basis, its translatable texts and its presentation (the
``show`` renderer, the simulation policies).  Games are found through the entry-point group
``regelwerk.games`` (:mod:`regelwerk.games`), so a game can be a distribution of its own.
The logs, reports, the command line and the conformance test are written against these
interfaces only, so a new game adds rules, never plumbing.

A game-agnostic program is generic in the game's types::

    def rollout(game: Game[S, A, O, L], players: int, seed: int) -> Result:
        state, rng = game.new(players, seed), random.Random(seed)
        while not state.is_over:
            state = state.apply(state.legal_actions().sample(rng))
        ...
"""

from __future__ import annotations

import enum
import importlib
import json
import random
import typing
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import compress
from types import MappingProxyType
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Final,
    Generic,
    NewType,
    Protocol,
    Self,
    TypeAlias,
    TypeVar,
    cast,
    runtime_checkable,
)

from regelwerk.arguments import (
    check_callable,
    check_int,
    check_iterable,
    check_rng,
    check_sampler,
)
from regelwerk.errors import (
    ArgumentTypeError,
    IllegalActionError,
    SeatError,
    UnknownFormatError,
    UnknownOptionError,
)
from regelwerk.frozen import Frozen
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode, Rule, RuleId
from regelwerk.turns import out_of_turn
from regelwerk.violation import Violation

if TYPE_CHECKING:
    from regelwerk.i18n.gametexts import GameTexts
    from regelwerk.knowledge import InformationState, Observation
    from regelwerk.logs.formats import LogCodec
    from regelwerk.logs.report import Report
    from regelwerk.pictures import GamePictures

__all__ = [
    "ActionSource",
    "AnyGame",
    "AnyState",
    "ArgumentTypes",
    "BaseState",
    "Chance",
    "Game",
    "GameInfo",
    "GameOptions",
    "GamePolicy",
    "GameRecorder",
    "GameState",
    "Information",
    "JSONValue",
    "LegalActions",
    "NoOptions",
    "Result",
    "Where",
    "winners_of",
]

JSONValue: TypeAlias = "bool | int | float | str | list[JSONValue] | dict[str, JSONValue] | None"
"""A value of a JSON document (as :func:`json.loads` returns it)."""

A = TypeVar("A")
T = TypeVar("T")


class Chance(enum.Enum):
    """How chance enters a game (OpenSpiel's ``ChanceMode``, which the adapter takes from it)."""

    DETERMINISTIC = "deterministic"
    """No chance at all: the same actions always lead to the same position."""
    EXPLICIT = "explicit"
    """Chance events with a known pool of outcomes (a shuffle, a draw, a die), each recorded
    in the log, so that a replay knows them."""


class Information(enum.Enum):
    """What the players see (OpenSpiel's ``Information``, which the adapter takes from it)."""

    PERFECT = "perfect"
    """Every seat sees the whole position (a view may still be the state itself)."""
    IMPERFECT = "imperfect"
    """Some of the position is hidden from some seats (hands, chips, a face-down pile)."""


class GameInfo(Frozen):
    """A game declared as data, in the manner of OpenSpiel's ``GameType`` (a frozen value).

    Its move logs have the format ``"<name>/<version>"`` (``log_format``) and, redacted for
    one seat, ``"<name>-view/<version>"``: the registry finds a log's game by that name.
    """

    __slots__ = (  # noqa: RUF023 (the fields' order)
        "name", "title", "log_format", "min_players", "max_players", "chance", "information",
        "lower_score_wins",
    )  # fmt: skip
    name: str
    """The registered name (``"no-return"``): the entry point's, ``--game``'s."""
    title: str
    """The title people read (``"No Return"``): messages, ``show``, the rulebook."""
    log_format: str
    """The move-log format, ``"<name>/<version>"``: the registry finds a log's game by it."""
    min_players: int
    """The fewest seats (the rules' own check refuses fewer; ``simulate`` and the adapters
    offer this range)."""
    max_players: int
    """The most seats."""
    chance: Chance
    """How chance enters: the OpenSpiel adapter's chance mode."""
    information: Information
    """What the seats see: the OpenSpiel adapter's information; with
    :attr:`Information.IMPERFECT` the conformance kit checks that ``resample`` hides."""
    lower_score_wins: bool
    """True when the lowest score wins (No Thanks!): ``show``'s result line says so."""

    def __init__(
        self,
        name: str,
        title: str,
        log_format: str,
        min_players: int,
        max_players: int,
        chance: Chance,
        information: Information,
        lower_score_wins: bool,
    ) -> None:
        if not isinstance(chance, Chance):
            raise ArgumentTypeError("chance mode", chance)
        if not isinstance(information, Information):
            raise ArgumentTypeError("information", information)
        self._init(
            name, title, log_format, min_players, max_players, chance, information,
            lower_score_wins,
        )  # fmt: skip

    @property
    def view_format(self) -> str:
        """The format of a log redacted for one seat: ``"no-return-view/1"``."""
        name, _, version = self.log_format.partition("/")
        return f"{name}-view/{version}"


class Result(Frozen):
    """The end of a game: a score per seat and the winning seats (ascending; ties share)."""

    __slots__ = ("scores", "winners")
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def __init__(self, scores: tuple[int, ...], winners: tuple[int, ...]) -> None:
        _set(self, "scores", scores)  # every game's end makes one: not _init's loop
        _set(self, "winners", winners)


_set = object.__setattr__


GameInfo._name_fields()
Result._name_fields()


def winners_of(keys: Sequence[int] | Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """The seats whose sort key is best (smallest); every tied seat wins.  A key is a
    number, or a tuple of them (compared in order: ties broken by the next)."""
    best = min(keys)
    return tuple(compress(range(len(keys)), map(best.__eq__, keys)))  # every game's end


class ActionSource(Protocol[A]):
    """What a state offers :class:`LegalActions`: count, enumerate, unrank and check.

    :class:`BaseState` derives the first three from a plain sequence (its ``legal()``); a
    game with many actions (a combinatorial one, such as No Return's) provides them itself,
    so that counting and sampling never list every action."""

    def legal_count(self) -> int:
        """How many actions are legal (``len(legal_actions())``)."""
        ...

    def legal_iter(self) -> Iterator[A]:
        """Each legal action once, in a fixed order (the order of :meth:`legal_nth`)."""
        ...

    def legal_nth(self, index: int) -> A:
        """The ``index``-th legal action of :meth:`legal_iter`'s order (``0 <= index <
        legal_count()``, checked by :class:`LegalActions`): what :meth:`LegalActions.sample`
        draws uniformly, without listing the others."""
        ...

    def check(self, action: A) -> Violation | None:
        """``None`` when ``action`` is legal in the source position, else the violation."""


class LegalActions(Generic[A]):
    """The legal actions of a state, computed lazily (like python-chess's ``LegalMoveGenerator``).

    Iterating yields each distinct action once in a fixed order; ``in`` asks the validator;
    :meth:`count` counts without listing; :meth:`sample` draws one uniformly at random
    without listing them all.
    """

    __slots__ = ("_source",)

    def __init__(self, source: ActionSource[A]) -> None:
        self._source = source

    def __iter__(self) -> Iterator[A]:
        return self._source.legal_iter()

    def __contains__(self, action: object) -> bool:
        try:
            return self._source.check(action) is None  # type: ignore[arg-type]
        except (TypeError, AttributeError):
            return False

    def count(self) -> int:
        """How many actions are legal."""
        return self._source.legal_count()

    def __len__(self) -> int:
        return self._source.legal_count()

    def __bool__(self) -> bool:
        return self._source.legal_count() > 0

    def __getitem__(self, index: int) -> A:
        """The ``index``-th action of the iteration order, without listing the ones before."""
        count = self._source.legal_count()
        check_int(index, "index")
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise SeatError(index, count=count)
        return self._source.legal_nth(index)

    def sample(self, rng: random.Random | Callable[[int], int]) -> A:
        """One legal action, every one equally likely; ``rng`` is a Random or a ``randrange``."""
        randrange = check_sampler(rng)
        count = self._source.legal_count()
        if count == 0:
            raise SeatError()
        return self._source.legal_nth(randrange(count))

    def __repr__(self) -> str:
        return f"<LegalActions ({self.count()})>"


@runtime_checkable
class _WrittenAsJSON(Protocol):
    """An action as :meth:`Game.action_to_json` writes it: by its own ``to_json``."""

    def to_json(self) -> JSONValue: ...


class GameState(Protocol[A]):
    """The interface every game's immutable state offers (structural: no base class needed).

    ``A`` is the game's action type.  ``play`` checks (and raises
    :class:`~regelwerk.errors.IllegalActionError`), ``apply`` trusts its caller (an action
    from :meth:`legal_actions`); both return a new state.
    """

    @property
    def to_act(self) -> int | None:
        """The seat to act, or ``None`` once the game is over."""

    @property
    def is_over(self) -> bool:
        """True once the game is over."""

    @property
    def players(self) -> int:
        """The number of seats."""

    def legal_actions(self) -> LegalActions[A]:
        """The legal actions of the seat to act, as a lazy view."""

    def check(self, action: A, *, seat: int | None = None) -> Violation | None:
        """``None`` when ``action`` is legal now, else the rule it breaks with its data.
        ``seat`` is the seat that sends the action, where a server knows it: from any other
        seat than the one to act it is LOG-ORDER (``reason="seat"``,
        :func:`regelwerk.turns.out_of_turn`)."""

    def play(self, action: A, *, seat: int | None = None) -> Self:
        """The state after ``action``, checked: an illegal one (or one sent by a ``seat``
        not to act) raises :class:`~regelwerk.errors.IllegalActionError`."""

    def apply(self, action: A) -> Self:
        """The state after a legal ``action``, unchecked."""

    def view(self, seat: int) -> object:
        """What ``seat`` may know of this position."""

    def resample(self, seat: int, rng: random.Random) -> Self:
        """A position ``seat`` cannot tell from this one, its hidden parts dealt anew by ``rng``."""

    def result(self) -> Result | None:
        """Scores and winners once the game is over, else ``None``."""


class BaseState(Generic[A]):
    """A base class for a game's state with the derivable members of :class:`GameState`
    written once: a game writes what its rules say and inherits the rest.

    A subclass provides (each described in :class:`GameState`):

    * ``players``, ``to_act``, ``judge(action)`` (or the whole ``check``),
      ``apply(action)``, ``view(seat)`` and ``result()``: the rules;
    * either ``legal()``, the legal actions as a plain sequence in a fixed order, or, for a
      game with too many actions to list at every step, the three members of
      :class:`ActionSource` (``legal_count``, ``legal_iter``, ``legal_nth``);
    * ``resample(seat, rng)`` when the game hides something (:attr:`Information.IMPERFECT`);
      the default returns the state itself, right for a game of perfect information.

    It inherits :meth:`legal_actions` (a :class:`LegalActions` view over those), ``is_over``
    (``to_act is None``), :meth:`check` (the seat and game-over checks every game shares,
    then :meth:`judge`) and :meth:`play` (:meth:`check`, then :meth:`apply`).  The state
    must be immutable and hashable, with equality by value (a frozen dataclass is)."""

    __slots__ = ()
    players: int  # the subclass's (a dataclass field, or a property)

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        _rebind_super(cls)

    @property
    def is_over(self) -> bool:
        """True once nobody is to act."""
        return self.to_act is None

    @property
    def to_act(self) -> int | None:
        """The seat to act, or ``None`` once the game is over (the subclass says which)."""
        raise NotImplementedError(f"{type(self).__name__}.to_act")

    def legal(self) -> Sequence[A]:
        """The legal actions of the seat to act, in a fixed order (none once it is over):
        the one member of the legal-action protocol a simple game writes."""
        raise NotImplementedError(f"{type(self).__name__}.legal (or legal_count/legal_nth)")

    def legal_count(self) -> int:
        """``len(self.legal())``."""
        return len(self.legal())

    def legal_iter(self) -> Iterator[A]:
        """``iter(self.legal())``."""
        return iter(self.legal())

    def legal_nth(self, index: int) -> A:
        """``self.legal()[index]``."""
        return self.legal()[index]

    def legal_actions(self) -> LegalActions[A]:
        """The legal actions of the seat to act, as a lazy view."""
        return LegalActions(self)

    def check(self, action: A, *, seat: int | None = None) -> Violation | None:
        """``None`` when ``action`` is legal now, else the rule it breaks.  The checks every
        game shares come first: an action sent by a seat not to act is LOG-ORDER
        (``reason="seat"``, :func:`regelwerk.turns.out_of_turn`), any action once the game
        is over LOG-ORDER (``reason="over"``); then the game's own rules, :meth:`judge`.
        A game that orders these checks otherwise overrides ``check`` itself."""
        sent = out_of_turn(self, seat)
        if sent is not None:
            return sent
        if self.is_over:
            return Violation.of(LogCode.LOG_ORDER, reason=OrderReason.OVER)
        return self.judge(action)

    def judge(self, action: A) -> Violation | None:
        """The game's own rules for ``action`` by the seat to act, in a game not over:
        ``None`` when it is legal, else the rule it breaks with its data (the subclass's;
        :meth:`check` asks it after the shared checks).  An object that is no action of the
        game raises :class:`TypeError`."""
        raise NotImplementedError(f"{type(self).__name__}.judge (or check)")

    def apply(self, action: A) -> Self:
        """The state after a legal ``action``, unchecked (the subclass's)."""
        raise NotImplementedError(f"{type(self).__name__}.apply")

    def play(self, action: A, *, seat: int | None = None) -> Self:
        """The state after ``action``, checked: an illegal one (or one sent by a ``seat``
        not to act) raises :class:`~regelwerk.errors.IllegalActionError` with the rule
        :meth:`check` names."""
        violation = self.check(action, seat=seat)
        if violation is not None:
            raise IllegalActionError(violation)
        return self.apply(action)

    def resample(self, seat: int, rng: random.Random) -> Self:
        """This state itself: nothing is hidden (a game of imperfect information overrides
        it, dealing anew what ``seat`` cannot see)."""
        return self


def _rebind_super(cls: type) -> None:
    """Point ``super()`` in ``cls``'s methods at ``cls``.  ``@dataclass(slots=True)`` makes
    a new class from the one written, and the methods' hidden ``__class__`` cell still holds
    the one written, so a zero-argument ``super()`` in them raised ``TypeError: super(type,
    obj)`` (python/cpython#90562, fixed in the dataclasses of 3.14).  The class written is
    the one of the same name, module and bases that is not ``cls`` itself."""
    for member in vars(cls).values():
        function = getattr(member, "__func__", getattr(member, "fget", member))
        for cell in getattr(function, "__closure__", None) or ():
            try:
                held = cell.cell_contents
            except ValueError:  # an empty cell
                continue
            if _written_as(held, cls):
                cell.cell_contents = cls


def _written_as(held: object, cls: type) -> bool:
    """Whether ``held`` is the class written that ``@dataclass(slots=True)`` made ``cls`` of."""
    return (
        isinstance(held, type)
        and held is not cls
        and (held.__name__, held.__module__, held.__bases__)
        == (cls.__name__, cls.__module__, cls.__bases__)
    )


class GameOptions(Protocol):
    """A game's options (variants): a frozen value whose fields and defaults are the options
    the rules reference lists (a :class:`~regelwerk.frozen.Frozen` value, or a frozen
    dataclass), written to a log as the non-default ones.  ``__match_args__`` names the
    options in order (as both kinds of class set it); the class called without arguments
    gives the defaults."""

    __match_args__: ClassVar[tuple[str, ...]]

    def to_json(self) -> dict[str, JSONValue]:
        """The options as a log header records them (only those that differ from the defaults)."""


class NoOptions:
    """The options of a game that has none (the default of ``Game(options=...)``): a log's
    ``options`` object must be empty, and a log writes none.  (No fields, no slots: nothing
    can be set on it, and it pickles and copies as itself.)"""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def from_json(cls, document: Mapping[str, object]) -> NoOptions:
        """The one value, ``NoOptions()``, for an empty ``document``;
        :class:`~regelwerk.errors.UnknownOptionError` names the first key of any other."""
        for name in document:
            raise UnknownOptionError(name, ())
        return _NO_OPTIONS

    def to_json(self) -> dict[str, JSONValue]:
        """Nothing: a log of a game without options writes no ``options`` object."""
        return {}

    def __eq__(self, other: object) -> bool:
        return type(other) is NoOptions

    def __hash__(self) -> int:
        return hash(NoOptions)

    def __repr__(self) -> str:
        return "NoOptions()"


_NO_OPTIONS: Final = NoOptions()


S = TypeVar("S", bound=GameState[Any])
O = TypeVar("O", bound=GameOptions)  # noqa: E741 - the options type, as in Game[S, A, O, L]
L = TypeVar("L")

GamePolicy: TypeAlias = Callable[[S, random.Random], A]
"""A policy: ``(state, rng) -> action`` for the seat to act."""

Where: TypeAlias = tuple[str, str]
"""Where a game's value is, ``(module, name)``: imported when first used (:class:`Game`)."""


A_contra = TypeVar("A_contra", contravariant=True)
O_contra = TypeVar("O_contra", contravariant=True)
D_contra = TypeVar("D_contra", contravariant=True)


class GameRecorder(Protocol[L, S, A_contra, O_contra, D_contra]):
    """How a game's log is written while it is played (:class:`regelwerk.logs.Recorder`):
    generic in the log record ``L``, the state ``S``, the action ``A``, the options ``O``
    and the explicit deal ``D`` the game takes.

    A recording may also offer ``shuffle_unseen(state, rng)``: ``state`` with what nobody
    has seen yet (the bag, the rest of the pile) in an order drawn by ``rng``, every order
    equally likely, so that a resumed game draws from it as a seeded one does
    (:meth:`Recorder.resume <regelwerk.logs.Recorder.resume>`); without it a resumed game
    asks for every later chance outcome."""

    def new(self, names: Sequence[str], seed: int, options: O_contra | None) -> tuple[L, S]:
        """A new log and seeded state for the seats ``names`` (the default options for ``None``)."""
        ...

    def deal(self, names: Sequence[str], deal: D_contra, options: O_contra | None) -> tuple[L, S]:
        """A new log and state from an explicit deal, for the seats ``names``."""
        ...

    def step(self, log: L, state: S, action: A_contra, chance: Mapping[str, object]) -> tuple[L, S]:
        """Play one checked action with the chance outcomes a server names (``draw=``,
        ``card=``: each game says which it takes) and record it; the new log and state."""
        ...

    def play_out(
        self,
        log: L,
        state: S,
        choose: Callable[[S], A_contra | None],
        *,
        trusted: bool = False,
    ) -> tuple[L, S]:
        """Record each action ``choose`` picks until the game is over or it returns ``None``
        (chance from the seeded order): checked as by ``play``, or, ``trusted``, applied as
        by ``apply`` (the actions are the state's legal ones: a policy's choices)."""
        ...


class ArgumentTypes(Frozen):
    """The classes of a game's values, so that the shared layers can refuse others with
    :class:`~regelwerk.errors.ArgumentTypeError` (a class, a union or a tuple of them)."""

    __slots__ = ("state", "action", "log")  # noqa: RUF023 (the fields' order)
    state: object
    """The game's state."""
    action: object
    """Every action of the game."""
    log: object
    """The game's move-log record."""

    def __init__(self, state: object, action: object, log: object) -> None:
        self._init(state, action, log)


ArgumentTypes._name_fields()


class Game(Generic[S, A, O, L]):
    """One game, as the shared layers see it: generic in its state ``S``, action ``A``,
    options ``O`` and log record ``L`` types.

    A game package makes one instance and registers it under the entry-point group
    ``regelwerk.games`` with the game's name.  A subclass overrides what differs from the
    defaults (:meth:`action_kinds`, :meth:`legal_values`, :meth:`play_out`).  Each keyword,
    and what the shared layers do with it:

    ``info``
        The game as data (:class:`GameInfo`): the registry finds a log's game by its format;
        the OpenSpiel adapter reads its chance and information.
    ``rules``, ``rule_ids``
        Every rule as data (:func:`regelwerk.rules.rule_table`) and the game's
        :class:`~regelwerk.rules.RuleId` subclass: reports, ``rules`` and the rulebook.
        ``rule_ids`` is by default the class of the rules' ids.
    ``codec``
        Reads, writes and replays the move log (:class:`~regelwerk.logs.formats.LogCodec`;
        :class:`~regelwerk.logs.declared.DeclaredCodec` derives it from a record class).
    ``texts``
        Every sentence of the game (:class:`~regelwerk.i18n.gametexts.GameTexts`).

    ``texts``, ``pictures`` and each of ``policies`` may also be given by where they are,
    ``(module, name)`` (:data:`Where`): then they are imported when first used, so that a
    command that only checks logs loads none of them.

    ``new``
        ``new(players, seed, options)``: a seeded game, for ``simulate``, the recorder and
        the conformance kit.
    ``package``
        The game's package (``"regelwerk_fifteen"``): the home of its rulebook
        (``<package>/book``), its encoding (``<package>.encoding``), its catalogs and any
        schemas it ships.  By default the package of the subclass's module; a plain
        ``Game(...)`` must name it, so that it never looks inside regelwerk.
    ``action``
        The game's action class, if it has ``parse`` (notation), ``from_json`` and
        ``to_json`` (a :class:`~regelwerk.notation.WordAction` has): then ``parse_action``
        and ``action_from_json`` need not be given.
    ``parse_action``, ``action_from_json``
        The action written in the notation, and read from a log's JSON.
    ``recording``
        Writes the log while a game is played (:class:`GameRecorder`); by default the codec,
        when it is one (a :class:`~regelwerk.logs.declared.DeclaredCodec` is).
    ``redact``
        ``redact(log, seat)``: the log as one seat may see it; by default the codec's
        ``redact``.
    ``options``
        ``options(document)``: the game's options from a log's ``options`` object; by
        default :class:`NoOptions` (a game without variants writes nothing).
    ``policies``
        The game's own policies, by name: ``regelwerk simulate --policy`` offers them
        besides the two every game gets, ``"random"`` (uniform) and ``"kinds"``
        (:func:`~regelwerk.policies.kind_first`: a kind of action first), unless the game
        gives its own under those names.
    ``show``
        ``show(report, lang, compact=..., color=...)``: the lines of ``regelwerk show``
        (``color``: pieces painted for a terminal, or ignored); by default one
        line per action in the game's notation between the seats and the result
        (:func:`regelwerk.show.plain_show`).
    ``turn_unit``, ``flag_kinds``, ``locales``
        See the properties of the same names (:attr:`turn_unit`, :attr:`flag_kinds`,
        :attr:`locales`), which say their defaults.
    ``types``
        The classes of the game's state, action and log record (:class:`ArgumentTypes`),
        so that the shared layers refuse other values by name; by default those known
        from the other keywords: the class whose classmethod ``new`` is, ``action``, and
        the record class of a :class:`~regelwerk.logs.declared.DeclaredCodec`.
    ``public_action``
        ``public_action(action)``: the action as the other seats see it, what it puts face
        down written ``?`` (:meth:`public_action`); by default the whole action.
    ``view_from_json``
        Reads a view back from its ``to_json()`` (:meth:`information_state_from_json`); by
        default the ``from_json`` of the class the state's ``view`` is annotated to return
        (a :class:`~regelwerk.knowledge.DataView` has one), when there is one.
    ``private_fields``
        See the property of the same name (:attr:`private_fields`).
    ``pictures``
        How the game draws its table (:class:`~regelwerk.pictures.GamePictures`): the
        notebooks' ``_repr_svg_``, :func:`regelwerk.pictures.svg` and the replay page of
        ``regelwerk show --html`` draw through it; by default the position's text in a
        picture (:class:`~regelwerk.pictures.TextPictures`).
    """

    def __init__(
        self,
        *,
        info: GameInfo,
        rules: tuple[Rule, ...],
        rule_ids: type[RuleId] | None = None,
        codec: LogCodec[L, S],
        texts: GameTexts | Where,
        new: Callable[[int, int | None, O], S],
        package: str | None = None,
        action: type[A] | None = None,
        parse_action: Callable[[str], A] | None = None,
        action_from_json: Callable[[Any], A] | None = None,
        recording: GameRecorder[L, S, A, O, Any] | None = None,
        redact: Callable[[L, int], dict[str, Any]] | None = None,
        options: Callable[[Mapping[str, Any]], O] | None = None,
        policies: Mapping[str, GamePolicy[S, A] | Where] | None = None,
        show: Callable[..., Iterator[str]] | None = None,
        turn_unit: str | None = None,
        flag_kinds: Mapping[str, str] | None = None,
        types: ArgumentTypes | None = None,
        locales: str | None = None,
        public_action: Callable[[A], str] = str,
        view_from_json: Callable[[Mapping[str, Any]], Observation] | None = None,
        private_fields: tuple[str, ...] = ("seat",),
        pictures: GamePictures | Where | None = None,
    ) -> None:
        self._info = info
        self._rules = rules
        self._rule_ids = rule_ids if rule_ids is not None else _rule_ids_of(rules)
        self._codec = codec
        self._texts = texts
        self._new = new
        self._package = package if package is not None else _package_of(type(self), info)
        self._parse_action = _given(parse_action, action, "parse", "parse_action", info)
        self._action_from_json = _given(
            action_from_json, action, "from_json", "action_from_json", info
        )
        self._recording: GameRecorder[L, S, A, O, Any] = _given(
            recording, codec, None, "recording", info
        )
        self._redact = _given(redact, codec, "redact", "redact", info)
        self._options = (
            options
            if options is not None
            else cast("Callable[[Mapping[str, Any]], O]", NoOptions.from_json)
        )
        given = dict(policies or {})
        self._policy_places = given | {n: p for n, p in EVERY_POLICY.items() if n not in given}
        self._policies: Mapping[str, GamePolicy[S, A]] | None = None  # loaded when first read
        self._show = show  # None: the plain show (regelwerk.show.plain_show, see PLAIN_SHOW)
        self._types = types if types is not None else _types_of(new, action, codec)
        self._public_action = public_action
        self._view_from_json = view_from_json
        self._private_fields = private_fields
        self._pictures = pictures
        self._turn_unit = turn_unit  # None: from the texts, when first read
        self._flag_kinds: Mapping[str, str] = MappingProxyType(dict(flag_kinds or {}))
        self._locales = locales

    # --- what the game is

    @property
    def turn_unit(self) -> str:
        """What ``regelwerk simulate`` counts a game's length in, one English word
        (``"turns"``, ``"actions"``): ``--json`` writes it as ``length.unit``, the text
        writes :attr:`GameTexts.unit <regelwerk.i18n.gametexts.GameTexts.unit>` translated.
        By default that unit's English word, so that both say the same; without one, the
        name of the log's list of actions (a
        :class:`~regelwerk.logs.declared.DeclaredCodec`'s ``actions``), else ``"turns"``."""
        if self._turn_unit is None:
            self._turn_unit = _unit_of(self.texts, self._codec)
        return self._turn_unit

    @property
    def flag_kinds(self) -> Mapping[str, str]:
        """Kinds of :meth:`action_kinds` that mark a turn rather than count as one, with
        the words ``simulate`` reports their share in (``"phase2": "phase 2 entered"``);
        by default none."""
        return self._flag_kinds

    @property
    def locales(self) -> str | None:
        """Where a game of its own keeps the catalogs of its texts: a folder of its package
        (``"locales"``) holding ``<lang>/LC_MESSAGES/<game name>.po`` (or ``.mo``), read
        after regelwerk's own catalogs (:func:`regelwerk.i18n.catalog.add_catalogs`);
        ``None`` (the default): that folder if the package has one, else its texts are in
        regelwerk's catalogs (the built-in games) or English."""
        return self._locales

    @property
    def private_fields(self) -> tuple[str, ...]:
        """The fields of a view's JSON form that are the seat's own (its hand, chips, dealt
        cards, and ``seat``); the rest is public, every seat's alike.  By default
        ``("seat",)``."""
        return self._private_fields

    @property
    def info(self) -> GameInfo:
        """Name, title, players, log format, chance and information."""
        return self._info

    @property
    def name(self) -> str:
        """The game's registered name (``no-return``, ``no-thanks``)."""
        return self.info.name

    @property
    def package(self) -> str:
        """The name of the game's package (``package=``, or that of the subclass's module):
        the home of its rulebook (``<package>/book``), its encoding and any schemas it ships."""
        return self._package

    @property
    def rule_prefix(self) -> str:
        """What every rule id of the game starts with (``"NR-"``), derived from the ids: the
        rulebook links the ids it finds by it."""
        ids = [rule.value for rule in self._rule_ids]
        first = ids[0].partition("-")[0] + "-" if ids else ""
        return first if all(rule.startswith(first) for rule in ids) else ""

    @property
    def formats(self) -> tuple[str, ...]:
        """The log formats of the game: the move log's, then the redacted one's."""
        return (self.info.log_format, self.info.view_format)

    def schema(self, log_format: str) -> dict[str, Any]:
        """The JSON Schema (draft 2020-12) of one of :attr:`formats`: the codec's own when it
        derives one (its ``schema(view)``, as a
        :class:`~regelwerk.logs.declared.DeclaredCodec` does from its record class), else the
        one shipped in the game's package as ``schemas/<format with "/" as "-">.schema.json``
        (a test then checks it against the decoder: the conformance kit's)."""
        if log_format not in self.formats:
            raise UnknownFormatError(log_format, self.formats)
        derive = getattr(self._codec, "schema", None)
        if callable(derive):
            derived: dict[str, Any] = derive(view=log_format == self.info.view_format)
            return derived
        from importlib import resources  # pathlib, tempfile, shutil: not on every start

        file = log_format.replace("/", "-") + ".schema.json"
        text = resources.files(self.package).joinpath("schemas", file).read_text(encoding="utf-8")
        schema: dict[str, Any] = json.loads(text)
        return schema

    @property
    def rules(self) -> tuple[Rule, ...]:
        """Every rule of the game with its chapter and basis, in order."""
        return self._rules

    @property
    def rule_ids(self) -> type[RuleId]:
        """The game's own :class:`~regelwerk.rules.RuleId` subclass."""
        return self._rule_ids

    # --- constructors and notation

    def options(self, document: Mapping[str, JSONValue] | None = None) -> O:
        """The options written in a log's ``options`` object; the defaults for ``None``."""
        return self._options(document or {})

    def new(self, players: int, seed: int | None = None, options: O | None = None) -> S:
        """A seeded game (every seat's deal from ``random.Random(seed)``); without a seed,
        a fresh unpredictable one (:mod:`regelwerk.seeds`)."""
        return self._new(players, seed, options if options is not None else self.options())

    def parse_action(self, text: str) -> A:
        """The action written ``text`` in the game's notation (``NotationError`` if not)."""
        return self._parse_action(text)

    def action_from_json(self, value: JSONValue) -> A:
        """The action of a JSON value as :meth:`action_to_json` writes it."""
        return self._action_from_json(value)

    def _checked(self, value: T, what: str) -> T:
        """``value`` if it is the game's ``what`` (``"state"``, ``"action"``, ``"log"``: the
        :class:`ArgumentTypes` the game gives), else
        :class:`~regelwerk.errors.ArgumentTypeError` naming the game."""
        kind = getattr(self._types, what) if self._types is not None else None
        if kind is not None and not isinstance(value, kind):
            raise ArgumentTypeError(what, value, self.info.title)
        return value

    def action_to_json(self, action: A) -> JSONValue:
        """The action as a JSON value (its ``to_json``)."""
        written = self._checked(action, "action")
        if not isinstance(written, _WrittenAsJSON):
            raise ArgumentTypeError("action", action, self.info.title)
        return written.to_json()

    def format_action(self, action: A) -> str:
        """The action in the game's notation (``parse_action(format_action(a)) == a``)."""
        return str(self._checked(action, "action"))

    def legal_values(self, state: S) -> list[JSONValue]:
        """What ``regelwerk legal`` prints: each distinct legal action of ``state`` as JSON."""
        self._checked(state, "state")
        seen: set[str] = set()
        values = []
        for action in state.legal_actions():
            value = self.action_to_json(action)
            key = json.dumps(value, sort_keys=True)
            if key not in seen:
                seen.add(key)
                values.append(value)
        return values

    # --- what a seat knows

    def public_action(self, action: A) -> str:
        """``action`` as the other seats see it, in the game's notation with what it puts
        face down written ``?`` (the game declares it; by default the whole action)."""
        return self._public_action(self._checked(action, "action"))

    def information_state(self, seat: int, start: S, actions: Iterable[A]) -> InformationState:
        """What ``seat`` knows after ``actions`` (each checked) from ``start``: its views,
        and the actions as it saw them (:mod:`regelwerk.knowledge`).  Two histories give
        equal information states exactly when the seat cannot tell them apart."""
        from regelwerk.knowledge import InformationState, observed

        state, title = self._checked(start, "state"), self.info.title
        check_int(seat, "seat")
        known = InformationState.start(seat, observed(state.view(seat), title))
        check_iterable(actions, "actions")
        for action in actions:
            actor, state = state.to_act, state.play(action)
            seen = str(action) if actor == seat else self.public_action(action)
            known = known.after(seen, observed(state.view(seat), title))
        return known

    def information_state_from_json(self, document: Mapping[str, Any]) -> InformationState:
        """The information state its :meth:`~regelwerk.knowledge.InformationState.to_json`
        wrote, its views read back as the game's views."""
        from regelwerk.knowledge import InformationState, read_json

        view = self._view_from_json or _view_reader(self._types)
        if view is None:
            raise UnknownFormatError("information-state", ())
        return read_json(
            document, lambda known: InformationState.from_json(known, view), "information state"
        )

    # --- the log

    @property
    def codec(self) -> LogCodec[L, S]:
        """Reads, writes and replays the game's move logs."""
        return self._codec

    @property
    def recording(self) -> GameRecorder[L, S, A, O, Any]:
        """Writes the game's move log while it is played."""
        return self._recording

    def redact(self, log: L, seat: int) -> dict[str, Any]:
        """The log as ``seat`` may see it (format :attr:`GameInfo.view_format`)."""
        return self._redact(self._checked(log, "log"), seat)

    # --- words and pictures

    @property
    def texts(self) -> GameTexts:
        """Rule titles and texts, chapters, options, messages and piece names."""
        texts = self._texts
        if isinstance(texts, tuple):
            texts = self._texts = _above(texts)
        return texts

    def show(
        self, report: Report[S, L], lang: str, *, compact: bool = False, color: bool = False
    ) -> Iterator[str]:
        """The lines ``regelwerk show`` prints for a replayed log, in ``lang``; ``compact``:
        one line per turn; ``color``: pieces painted for a terminal (ANSI colours, each
        piece keeping its notation, so the colour only helps); a game's ``show`` takes
        both keywords, and may ignore ``color``."""
        # Asked, not imported: the reports (regelwerk.logs) are a layer above the contract.
        if getattr(report, "game", None) != self.name or not hasattr(report, "faults"):
            raise ArgumentTypeError("report", report, self.info.title)
        if self._show is None:
            plain: Callable[..., Iterator[str]] = _above(PLAIN_SHOW)
            return plain(report, lang, compact=compact, color=color)
        lines: Iterator[str] = self._show(report, lang, compact=compact, color=color)
        return lines

    @property
    def pictures(self) -> GamePictures:
        """How the game draws its table (:class:`~regelwerk.pictures.GamePictures`): a state
        or a seat's view as SVG, the views a redacted log goes through, a turn in notation.
        A game that gives none is drawn as text (:class:`~regelwerk.pictures.TextPictures`)."""
        given = self._pictures
        if given is None:
            drawn: GamePictures = _above(TEXT_PICTURES)()
            return drawn
        if isinstance(given, tuple):
            given = self._pictures = _above(given)
        return given

    @property
    def policies(self) -> Mapping[str, GamePolicy[S, A]]:
        """The policies ``regelwerk simulate`` offers, by name: the game's own, then
        ``"random"`` and ``"kinds"`` (every game has them, :mod:`regelwerk.policies`)."""
        if self._policies is None:
            self._policies = MappingProxyType(
                {
                    name: _above(policy) if isinstance(policy, tuple) else policy
                    for name, policy in self._policy_places.items()
                }
            )
        return self._policies

    def action_kinds(self, state: S, action: A) -> tuple[str, ...]:
        """The kinds ``regelwerk simulate`` counts for ``action`` in ``state`` (none for a
        setup step); by default the action's notation."""
        return (str(action),)

    def log_kinds(self, log: L) -> dict[tuple[str, ...], int] | None:
        """How many of the actions ``log`` records had each tuple of :meth:`action_kinds`
        (in order of first use), when the game can tell from the record alone; ``None``
        (the default) when it cannot, and a caller counts the actions as they are played.
        ``regelwerk simulate --out`` counts a recorded game's kinds by it, once, instead of
        asking for every action's."""
        return None

    def _playable(self, state: S, policy: GamePolicy[S, A], rng: random.Random) -> None:
        """:meth:`play_out`'s arguments, or :class:`~regelwerk.errors.ArgumentTypeError`."""
        self._checked(state, "state")
        check_callable(policy, "choose")
        check_rng(rng)

    def play_out(
        self, state: S, policy: GamePolicy[S, A], rng: random.Random
    ) -> tuple[S, dict[tuple[str, ...], int]]:
        """``state`` played to its end by ``policy`` for every seat (a seeded game draws from
        its bag or pile): the final state, and how many actions had each tuple of
        :meth:`action_kinds` (in order of first use).  The policies choose among the legal
        actions, so each is applied unchecked (``apply`` still refuses what cannot be
        applied at all).  A game may do it quicker, with the same results (after
        :meth:`_playable`)."""
        self._playable(state, policy, rng)
        kinds: list[tuple[str, ...]] = []
        note, kinds_of = kinds.append, self.action_kinds
        while not state.is_over:
            action = policy(state, rng)
            note(kinds_of(state, action))
            state = state.apply(action)
        return state, dict(Counter(kinds))

    def __repr__(self) -> str:
        return f"<Game {self.info.name}>"


PLAIN_SHOW: Final = ("regelwerk.show", "plain_show")
"""Where the show of a game without one of its own is (module, name): in the layer above the
contract, as it needs the registry and the texts; loaded by name when such a game is first
shown, as :data:`regelwerk.errors.SENTENCES` are, so that the contract imports nothing above
it (docs/architecture.rst)."""
TEXT_PICTURES: Final = ("regelwerk.pictures", "TextPictures")
"""Where the pictures of a game that draws none are (module, name), loaded the same way."""
EVERY_POLICY: Final[Mapping[str, Where]] = {
    "random": ("regelwerk.policies", "random_policy"),
    "kinds": ("regelwerk.policies", "kind_first"),
}
"""Where the policies every game has are (:attr:`Game.policies`), loaded when first asked for."""


def imported_when_asked(module: str, names: Mapping[str, Where]) -> Callable[[str], Any]:
    """A ``__getattr__`` for the package ``module`` (PEP 562) that imports each of ``names``
    from where it is when it is first asked for: a game's package names its view so, which
    a command that only checks logs never asks for."""

    def attribute(name: str) -> Any:
        where = names.get(name)
        if where is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        return _above(where)

    return attribute


def _above(where: Where) -> Any:
    """What a layer above the contract offers a game that brings none of its own, or what
    a game names by where it is (:data:`Where`)."""
    module, name = where
    return getattr(importlib.import_module(module), name)


def _types_of(new: object, action: type | None, codec: object) -> ArgumentTypes:
    """The default :class:`ArgumentTypes`: what the other keywords name (``None``: that
    value is not checked)."""
    state = getattr(new, "__self__", None)  # State.new, a classmethod, is bound to State
    record = getattr(codec, "record", None)
    return ArgumentTypes(
        state if isinstance(state, type) else None,
        action,
        record if isinstance(record, type) else None,
    )


def _view_reader(types: ArgumentTypes | None) -> Callable[[Mapping[str, Any]], Any] | None:
    """The ``from_json`` of the class the state's ``view`` returns, by its annotation."""
    view = getattr(types.state if types is not None else None, "view", None)
    try:
        returned = typing.get_type_hints(view).get("return") if callable(view) else None
    except (NameError, TypeError):  # an annotation that names nothing importable
        return None
    reader = getattr(returned, "from_json", None)
    return reader if callable(reader) else None


def _unit_of(texts: GameTexts, codec: object) -> str:
    """The default :attr:`Game.turn_unit`: the English word of the texts' unit, else the
    name of a declared log's list of actions, else ``"turns"``."""
    if texts.unit is not None:
        return texts.unit.text
    actions = getattr(codec, "actions", None)
    return actions if isinstance(actions, str) else "turns"


def _rule_ids_of(rules: tuple[Rule, ...]) -> type[RuleId]:
    """The one :class:`~regelwerk.rules.RuleId` subclass of ``rules``' ids."""
    kinds = {type(rule.id) for rule in rules}
    if len(kinds) != 1:
        raise ArgumentTypeError("member", None, "rule_ids")
    return kinds.pop()


def _package_of(cls: type, info: GameInfo) -> str:
    """The package of a ``Game`` subclass's module; a plain ``Game`` has none of its own."""
    if cls is Game:
        raise ArgumentTypeError("member", None, "package")
    return cls.__module__.rpartition(".")[0] or cls.__module__


def _given(value: T | None, source: object, member: str | None, keyword: str, info: GameInfo) -> T:
    """``value``, or ``member`` of ``source`` (``source`` itself for ``None``) when it is
    not given; :class:`~regelwerk.errors.ArgumentTypeError` naming the keyword if neither."""
    if value is not None:
        return value
    found = source if member is None else getattr(source, member, None)
    if found is None or (member is None and not hasattr(found, "step")):
        raise ArgumentTypeError("member", None, keyword)
    return cast(T, found)


AnyAction = NewType("AnyAction", object)
"""An action of a game not known statically: opaque, so that only what the game itself gives
(``legal_actions``, ``parse_action``, ``action_from_json``, a policy) type-checks where an
action is expected; ``state.play("pass")`` does not."""
AnyState: TypeAlias = GameState[AnyAction]
"""A state of a game not known statically (its actions opaque: :data:`AnyAction`)."""
AnyGame: TypeAlias = "Game[GameState[AnyAction], AnyAction, GameOptions, object]"
"""A game not known statically, as :func:`regelwerk.games.load` returns it; code generic in
``Game[S, A, O, L]`` accepts it."""
