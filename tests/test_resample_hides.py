"""Issue 11 item 3: what ``resample`` returns gives nothing away that the seat cannot see.

The property, for both games: take a position, build a second "hidden truth" that the seat
cannot tell from it (other hands, bag or pile order, box, removed and dealt cards, the
the seed, and how much the record knew — ``removed``, ``dealt`` and the
rest of the pile are optional in a No Thanks log), check that the seat's views agree, then
resample both with equal ``rng``: the results must be equal, seed included.  A resample that
kept anything of the truth (the seed, the bag order, the real dealt cards) fails it.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from noreturn.helpers import SETTINGS, positions
from nothanks.nt_strategies import deal_to_others
from nothanks.nt_strategies import positions as nt_positions
from regelwerk.logs import Recorder
from regelwerk.noreturn import Stage
from regelwerk.noreturn import State as NoReturnState
from regelwerk.nothanks import Options as NoThanksOptions
from regelwerk.nothanks import State as NoThanksState
from regelwerk.nothanks.cards import CARDS

# --- No Return ------------------------------------------------------------------------------


def _nr_other_truth(state: NoReturnState, seat: int, rng: random.Random) -> NoReturnState:
    """The hidden tiles dealt out differently (same sizes), another seed or none."""
    others = [s for s in range(state.players) if s != seat]
    hidden = [*state.bag, *state.box, *state.set_aside]
    for other in others:
        hidden.extend(state.seats[other].hand)
    rng.shuffle(hidden)
    seats = list(state.seats)
    for other in others:
        size = len(seats[other].hand)
        seats[other] = seats[other].replace(hand=tuple(sorted(hidden[:size])))
        del hidden[:size]
    box = tuple(sorted(hidden[: len(state.box)]))
    del hidden[: len(state.box)]
    set_aside = tuple(hidden[: len(state.set_aside)])
    bag = tuple(hidden[len(state.set_aside) :])
    seed = rng.choice([None, rng.getrandbits(64)])
    return state.replace(seats=tuple(seats), bag=bag, box=box, set_aside=set_aside, seed=seed)


@st.composite
def nr_states(draw: st.DrawFn) -> NoReturnState:
    """Seeded games in their setup and in play, and built positions."""
    if draw(st.booleans()):
        return draw(positions)
    players = draw(st.integers(2, 4))
    state = NoReturnState.new(players, draw(st.integers(0, 2**64)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, players + 30))):
        if state.is_over:
            break
        state = state.play(state.legal_actions().sample(rng))
    return state


@SETTINGS
@given(nr_states(), st.integers(0, 3), st.integers(0, 2**32), st.integers(0, 2**32))
def test_no_return_resample_depends_on_the_view_alone(
    state: NoReturnState, seat: int, truth_seed: int, rng_seed: int
) -> None:
    seat %= state.players
    other = _nr_other_truth(state, seat, random.Random(truth_seed))
    assert other.view(seat) == state.view(seat)
    one = state.resample(seat, random.Random(rng_seed))
    two = other.resample(seat, random.Random(rng_seed))
    assert one == two
    assert one.view(seat) == state.view(seat)


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 2**64), st.integers(0, 2**32))
def test_no_return_resample_does_not_keep_the_seed(players: int, seed: int, rng: int) -> None:
    """Today's bug: ``State.new(players, resampled.seed)`` rebuilt the real hands and bag."""
    state = NoReturnState.new(players, seed)
    resampled = state.resample(0, random.Random(rng))
    assert resampled.seed != seed
    rebuilt = NoReturnState.new(players, resampled.seed)
    assert rebuilt.seats[1:] != state.seats[1:] and rebuilt.bag != state.bag


def test_no_return_resample_does_not_keep_the_bag_order() -> None:
    """Two truths that differ only in the bag's order resample to the same bag."""
    state = NoReturnState.new(3, 5)
    reordered = state.replace(bag=tuple(reversed(state.bag)))
    assert state.resample(1, random.Random(9)).bag == reordered.resample(1, random.Random(9)).bag


# --- No Thanks ------------------------------------------------------------------------------


def _nt_knowledge(
    state: NoThanksState, data: st.DataObject, *, face: int = 0, dealt: bool = True
) -> NoThanksState:
    """What a log may leave out: ``removed``, ``dealt`` (a seat sees whether its own are
    known: only when ``dealt``), the pile beyond the face-up card (or, unless ``face`` is
    1, the face-up card itself, before it is recorded)."""
    if data.draw(st.booleans()):
        state = state._replace(removed=None)
    if dealt and state.dealt is not None and data.draw(st.booleans()):
        state = state._replace(dealt=None)
    if not state.is_over:
        keep = data.draw(st.integers(state.face_index + face, len(state.cards)))
        state = state._replace(cards=state.cards[:keep])
    return state


def _nt_other_truth(state: NoThanksState, seat: int, data: st.DataObject) -> NoThanksState:
    """Everything ``seat`` cannot know dealt out differently, and known to a different
    extent: the face-down pile, the removed and the other seats' dealt cards.  (The other
    seats' chips are hidden from sight, not from a seat that remembers the takes and
    passes: the ruling on NT-3.2.)"""
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    known = state.cards[: state.face_index + (0 if state.needs_card else 1)]
    own = state.dealt[seat] if state.dealt is not None else ()
    pool = [card for card in CARDS if card not in known and card not in own]
    rng.shuffle(pool)
    pile_size = 24 - len(known)
    pile, pool = pool[:pile_size], pool[pile_size:]
    dealt = None
    if state.dealt is not None:
        dealt, pool = deal_to_others(state.dealt, seat, pool)
    removed = [card for hand in dealt or (own,) for card in hand]
    removed.extend(pool[: 9 - len(removed)])
    truth = state._replace(cards=(*known, *pile), removed=tuple(sorted(removed)), dealt=dealt)
    if state.needs_card:  # the face-up card is not recorded in either truth
        return _nt_knowledge(truth, data, dealt=False)._replace(cards=known)
    return _nt_knowledge(truth, data, face=1, dealt=False)


@SETTINGS
@given(nt_positions(), st.integers(0, 6), st.integers(0, 2**32), st.data())
def test_no_thanks_resample_depends_on_the_view_alone(
    state: NoThanksState, seat: int, rng_seed: int, data: st.DataObject
) -> None:
    seat %= state.players
    state = _nt_knowledge(state, data)
    other = _nt_other_truth(state, seat, data)
    assert other.view(seat) == state.view(seat)
    one = state.resample(seat, random.Random(rng_seed))
    two = other.resample(seat, random.Random(rng_seed))
    assert one == two
    assert one.view(seat) == state.view(seat)


def test_no_thanks_dealt_known_but_removed_unknown() -> None:
    """Today's bug: with ``dealt`` known and ``removed`` not, every resample for seat 0 gave
    back the other seats' real dealt cards."""
    state = NoThanksState.new(3, 11, NoThanksOptions(deal_removed=True))._replace(removed=None)
    assert state.dealt is not None
    real = state.dealt[1:]
    kept = sum(state.resample(0, random.Random(k)).dealt[1:] == real for k in range(100))  # type: ignore[index]
    assert kept < 5


# --- seed=None ------------------------------------------------------------------------------


def test_no_seed_means_a_fresh_seed_kept_in_the_state() -> None:
    """``seed=None`` is an unpredictable seed, kept; the bag is never sorted after the setup."""
    state = NoReturnState.new(3, None)
    assert isinstance(state.seed, int)
    assert NoReturnState.new(3, state.seed) == state
    assert NoReturnState.new(3, None).seats != state.seats
    rng = random.Random(0)
    while state.stage is Stage.SETUP:
        state = state.play(state.legal_actions().sample(rng))
    assert list(state.bag) != sorted(state.bag)


def test_no_thanks_without_a_seed_is_not_predictable() -> None:
    piles = {NoThanksState.new(3, None).cards for _ in range(5)}
    assert len(piles) == 5


def test_recorder_without_a_seed_keeps_the_one_it_chose() -> None:
    for game in ("no-return", "no-thanks"):
        recorder = Recorder.new(game, ["Ada", "Ben", "Cleo"], None)
        assert isinstance(recorder.seed, int)
        again = Recorder.new(game, ["Ada", "Ben", "Cleo"], recorder.seed)
        assert again.state == recorder.state and again.to_json() == recorder.to_json()
