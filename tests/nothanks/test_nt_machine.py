"""The engine against a deliberately simple mutable model, step by step (hypothesis stateful).

The model is the rules as a person at the table would follow them: a list for the pile, a
list of cards and a chip count per player, one chip counter on the card.
"""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from regelwerk.errors import IllegalActionError
from regelwerk.nothanks import Action, Options, State
from regelwerk.nothanks.rules import NoThanksRuleId
from regelwerk.rules import LogCode


class Table:
    """The model: mutable, obvious, slow."""

    def __init__(self, players: int, pile: list[int], chips: int) -> None:
        self.pile = list(pile)  # pile[0] is the face-up card
        self.chips = [chips] * players
        self.cards: list[list[int]] = [[] for _ in range(players)]
        self.on_card = 0
        self.turn = 0

    @property
    def over(self) -> bool:
        return not self.pile

    def take(self) -> None:
        self.cards[self.turn].append(self.pile.pop(0))
        self.chips[self.turn] += self.on_card
        self.on_card = 0

    def refuse(self) -> None:
        self.chips[self.turn] -= 1
        self.on_card += 1
        self.turn = (self.turn + 1) % len(self.chips)

    def score(self, seat: int) -> int:
        cards = self.cards[seat]
        return sum(card for card in cards if card - 1 not in cards) - self.chips[seat]


class NoThanksMachine(RuleBasedStateMachine):
    state: State
    table: Table

    @initialize(
        players=st.integers(3, 7),
        seed=st.integers(),
        chips=st.none() | st.integers(0, 3),
        deal=st.booleans(),
    )
    def setup(self, players: int, seed: int, chips: int | None, deal: bool) -> None:
        options = Options(chips_per_player=chips, deal_removed=deal)
        self.state = State.new(players, seed, options)
        self.table = Table(players, list(self.state.cards), options.chips(players))

    @precondition(lambda self: not self.table.over)
    @rule()
    def take(self) -> None:
        self.state = self.state.play(Action.TAKE)
        self.table.take()

    @precondition(lambda self: not self.table.over and self.table.chips[self.table.turn] > 0)
    @rule()
    def refuse(self) -> None:
        self.state = self.state.play(Action.PASS)
        self.table.refuse()

    @precondition(lambda self: not self.table.over and self.table.chips[self.table.turn] == 0)
    @rule()
    def refuse_without_chips(self) -> None:
        try:
            self.state.play(Action.PASS)
        except IllegalActionError as error:
            assert error.rule is NoThanksRuleId.NT_4_3
        else:
            raise AssertionError("a pass without chips was accepted")

    @precondition(lambda self: self.table.over)
    @rule(action=st.sampled_from(Action))
    def act_after_the_end(self, action: Action) -> None:
        violation = self.state.check(action)
        assert violation is not None and violation.rule is LogCode.LOG_ORDER

    @invariant()
    def agrees_with_the_table(self) -> None:
        state, table = self.state, self.table
        assert state.is_over == table.over
        assert state.to_act == (None if table.over else table.turn)
        assert state.face_up == (table.pile[0] if table.pile else None)
        assert state.pot == table.on_card
        assert list(state.chips) == table.chips
        for seat, cards in enumerate(table.cards):
            assert list(state.taken_cards(seat)) == sorted(cards)
        result = state.result()
        if table.over:
            assert result is not None
            assert list(result.scores) == [table.score(s) for s in range(len(table.chips))]
        else:
            assert result is None

    @invariant()
    def offers_what_the_table_allows(self) -> None:
        table = self.table
        expected = []
        if not table.over:
            expected = [Action.TAKE] + ([Action.PASS] if table.chips[table.turn] else [])
        assert list(self.state.legal_actions()) == expected


TestNoThanksMachine = NoThanksMachine.TestCase
# Enough steps for whole games (24 takes and the passes between them) to reach the end.
TestNoThanksMachine.settings = settings(max_examples=60, stateful_step_count=150, deadline=None)
