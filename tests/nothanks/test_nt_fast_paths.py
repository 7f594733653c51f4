"""No Thanks!' fast paths ask the kernel's rules, and give what the checked path gives.

The in-place sweep (``kernel.run``), the in-place random playout (``kernel.play``, through
``play_out``), ``apply``, the shared legal-action listings, the
set-based setup check and the table-driven scoring, each against the plain definition or
the checked path; the reason codes are the game's enum.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.errors import ArgumentTypeError, GameOverError, IllegalActionError, SeatError
from regelwerk.logs import validate
from regelwerk.nothanks import Action, Card, Options, State, card_points
from regelwerk.nothanks import kernel as nt_kernel
from regelwerk.nothanks.game import NO_THANKS
from regelwerk.nothanks.log import sweep
from regelwerk.nothanks.reasons import NoThanksReason
from regelwerk.nothanks.validate import VIOLATIONS, _misplaced, check_setup
from regelwerk.policies import random_policy
from regelwerk.reasons import OrderReason
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

from .nt_strategies import NT_SETTINGS, games, positions

TAKE, PASS = Action.TAKE, Action.PASS


def _plain_points(mask: int) -> int:
    """NT-6.1 spelt out: a card counts when the card one lower is not taken."""
    return sum(
        n for n in range(mask.bit_length()) if mask >> n & 1 and not (n and mask >> (n - 1) & 1)
    )


@NT_SETTINGS
@given(st.integers(0, 2**36 - 1) | st.integers(0, 2**200))
def test_the_scoring_table_sums_what_nt_6_1_counts(mask: int) -> None:
    assert card_points(mask) == _plain_points(mask)


def test_card_points_refuses_a_negative_mask() -> None:
    with pytest.raises(ArgumentTypeError):
        card_points(-1)  # no set of cards (and a loop over its bits would never end)


@NT_SETTINGS
@given(games(), st.integers(0, 2**32), st.lists(st.sampled_from([TAKE, PASS]), max_size=90))
def test_the_sweep_applies_exactly_the_legal_prefix(
    state: State, seed: int, tail: list[Action]
) -> None:
    """``kernel.run`` (through ``State.run``) against ``check`` + ``apply`` action by action:
    the same count of legal actions and the same state; random play, then any actions."""
    rng = random.Random(seed)
    actions: list[Action] = []
    probe = state
    while not probe.is_over and rng.random() < 0.97:
        action = probe.legal_actions().sample(rng)
        actions.append(action)
        probe = probe.apply(action)
    actions += tail
    expected, legal = state, 0
    for action in actions:
        if expected.check(action) is not None:
            break
        expected = expected.apply(action)
        legal += 1
    assert sweep(state, actions) == (legal, expected)
    assert state.run(actions) == (legal, expected)


def _kinds(actions: list[Action]) -> dict[tuple[str, ...], int]:
    """Game.play_out's tally of ``actions``, spelt out: kinds in order of first use."""
    counts: dict[tuple[str, ...], int] = {}
    for action in actions:
        counts[(str(action),)] = counts.get((str(action),), 0) + 1
    return counts


@NT_SETTINGS
@given(positions(), st.integers(0, 2**64))
def test_the_random_playout_is_the_listings_sample_state_by_state(state: State, seed: int) -> None:
    """``play_out`` with the random policy on a ``random.Random`` (the kernel's ``play``, in
    one sweep) ends where ``apply(legal_actions().sample(rng))`` ends, with the same tally,
    having drawn exactly the same bits from the generator."""
    rng, expected_rng = random.Random(seed), random.Random(seed)
    expected, actions = state, []
    while not expected.is_over:
        action = expected.legal_actions().sample(expected_rng)
        actions.append(action)
        expected = expected.apply(action)
    assert NO_THANKS.play_out(state, random_policy, rng) == (expected, _kinds(actions))
    assert rng.getstate() == expected_rng.getstate()


def test_a_random_playout_stops_where_the_pile_is_not_known() -> None:
    """A dealt game whose next card is not listed: the sweep stops there and the state by
    state loop refuses as the listing does (no decision to draw)."""
    state = State.deal(3, [20, 5])
    with pytest.raises(SeatError):
        NO_THANKS.play_out(state, random_policy, random.Random(1))
    played, actions = state._played_out(random.Random(1))
    assert played.face_index == 2 and played.needs_card and actions.count(TAKE) == 2


def test_the_sweep_stops_at_anything_but_an_action() -> None:
    state = State.new(4, 3)
    assert state.run([TAKE, "take", TAKE]) == (1, state.apply(TAKE))  # type: ignore[list-item]


@NT_SETTINGS
@given(games(), st.integers(0, 2**32))
def test_the_listings_are_what_the_checked_path_allows(state: State, seed: int) -> None:
    rng = random.Random(seed)
    while True:
        legal = state.legal_actions()
        allowed = [action for action in (TAKE, PASS) if state.check(action) is None]
        assert list(legal) == allowed and legal.count() == len(allowed) == len(legal)
        assert [action in legal for action in (TAKE, PASS)] == [a in allowed for a in (TAKE, PASS)]
        assert "take" not in legal and None not in legal
        if not allowed:
            with pytest.raises(SeatError):
                legal.sample(rng)
            break
        assert legal.sample(rng) in allowed and legal.sample(rng.randrange) in allowed
        assert legal[-1] == allowed[-1]
        state = state.play(legal.sample(rng))
    assert state.is_over


def test_apply_refuses_what_cannot_be_applied_at_all() -> None:
    over = State.new(3, 1)
    while not over.is_over:
        over = over.apply(TAKE)
    for action in (TAKE, PASS):
        with pytest.raises(GameOverError) as caught:
            over.apply(action)
        assert caught.value.violation == Violation.of(LogCode.LOG_ORDER, reason="over")
    unknown = State.deal(3, [20])
    unknown = unknown.apply(TAKE)  # the next card is not known
    with pytest.raises(IllegalActionError) as refused:
        unknown.apply(TAKE)
    assert refused.value.violation == Violation.of(LogCode.LOG_DRAW, reason="unlisted", index=1)
    with pytest.raises(ArgumentTypeError):
        State.new(3, 1).apply("take")  # type: ignore[arg-type]


def test_every_reason_is_a_member_of_the_games_enum() -> None:
    for rule, reason in VIOLATIONS:
        if reason:
            member = OrderReason(reason) if rule is LogCode.LOG_ORDER else NoThanksReason(reason)
            assert member == reason and str(member) == reason
    for refusal in vars(nt_kernel.No).values():
        if isinstance(refusal, nt_kernel.Refusal):
            assert isinstance(refusal.case, OrderReason | NoThanksReason)
    assert nt_kernel.No.NO_CHIP.case is NoThanksReason.NO_CHIP


@pytest.mark.parametrize(
    ("document", "reason"),
    [
        ({"cards": [3, 3]}, NoThanksReason.REPEATED),
        ({"cards": [3, 36]}, NoThanksReason.CARD),
        ({"removed": [3, 4, 5, 6, 7, 8, 9, 10, 10]}, NoThanksReason.REMOVED_TWICE),
        ({"options": {"chips_per_player": 99}}, NoThanksReason.RANGE),
        ({"actions": ["take", "skip"]}, NoThanksReason.ACTION),
        ({"options": {"deal_removed": False}, "dealt": [[3]]}, NoThanksReason.DEALT_WITHOUT_OPTION),
    ],
)
def test_a_reports_reason_is_the_enum_member(document: dict[str, object], reason: str) -> None:
    log = {"format": "no-thanks/1", "players": ["A", "B", "C"], "cards": [3], "actions": []}
    report = validate({**log, **document})
    first = report.first
    assert first is not None
    found = first.violation["reason"]
    assert found is reason and type(found) is NoThanksReason


_card_lists = st.lists(st.integers(3, 35).map(Card), max_size=26)


@NT_SETTINGS
@given(
    st.integers(3, 7),
    _card_lists,
    st.none() | st.lists(st.integers(3, 35).map(Card), min_size=9, max_size=9),
    st.booleans(),
    st.data(),
)
def test_the_set_check_of_a_setup_is_the_ordered_walk(
    players: int,
    cards: list[Card],
    removed: list[Card] | None,
    deal: bool,
    data: st.DataObject,
) -> None:
    """Where the sets find nothing wrong the walk finds nothing either, and the other way
    round: ``check_setup`` names exactly what the walk names."""
    dealt = None
    if deal:
        each = 9 // players
        dealt = [data.draw(st.lists(st.integers(3, 35).map(Card), min_size=each, max_size=each))]
        dealt += [data.draw(st.permutations(dealt[0])) for _ in range(players - 1)]
        if data.draw(st.booleans()):  # deal the removed cards, as a real deal does
            pool = removed or [Card(n) for n in range(3, 12)]
            dealt = [pool[s * each : (s + 1) * each] for s in range(players)]
    options = Options(deal_removed=deal)
    assert check_setup(players, options, cards, removed, dealt) == _misplaced(
        options, cards, removed, dealt
    )
