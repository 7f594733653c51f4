"""The worked examples of No Thanks!, on :meth:`regelwerk.nothanks.State.deal`.

``.. nt-example::`` (No Thanks!, on :meth:`regelwerk.nothanks.State.deal`)::

    :players: 3
    :cards:   35 7 12                  the pile in turn-up order
    :chips:   1                        optional: the chips_per_player option
    :before:  pass pass pass
    :action:  pass
    :expect:  illegal NT-4.3, legal, chips 0 0 0, pot 3, result 35 -1 -1

``.. nt-score::`` (NT-6)::

    :cards: 20 21 22 30
    :chips: 5
    :expect: 45
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Final

from docutils import nodes
from docutils.parsers.rst import directives

from regelwerk import nothanks
from regelwerk.errors import IllegalActionError
from regelwerk.i18n.names import format_items
from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.nothanks import pictures
from regelwerk.nothanks.book.described import cards_said, chips_said
from regelwerk.nothanks.cards import mask_of
from regelwerk.nothanks.scoring import card_points
from regelwerk.rulebook.sphinxext.data import raw_svg
from regelwerk.rulebook.sphinxext.examples import Example, player_name, stage, turn_line

__all__ = ["NoThanksExample", "NoThanksScore", "chips_label", "describe"]

_SENTENCES: Final[dict[nothanks.Action, Msg]] = {
    # TRANSLATORS: what a player does in a rulebook example of No Thanks!.
    nothanks.Action.TAKE: pN_("book action take", "Take the card with the chips on it."),
    nothanks.Action.PASS: pN_("book action refuse", "Pass by putting a chip on the card."),
}
_LABELS: Final[dict[str, Msg]] = {
    "card": pN_("book label face-up card", "The face-up card and the chips on it"),
    # TRANSLATORS: {players} are the players' names in the order of play ("Ada, Ben and
    # Cleo"); one chip per player shows how many chips that player holds.
    "chips": pN_("book label players' chips", "Chips held by {players}"),
    # TRANSLATORS: {name} is a player's name (Ada, Ben …); the cards that player has taken.
    "taken": pN_("book label player's cards", "{name}’s cards"),
    "cards": pN_("book label cards", "Cards"),
    "own chips": pN_("book label own chips", "Chips"),
}


def chips_label(players: int, lang: str) -> str:
    """The label above every player's chips: "Chips held by Ada, Ben and Cleo" (the players
    named in the order of play)."""
    names = format_items([player_name(seat) for seat in range(players)], lang)
    return translate(_LABELS["chips"], lang).format(players=names)


def describe(action: nothanks.Action, lang: str) -> str:
    """``action`` as the sentence a rulebook example prints above its outcome."""
    return translate(_SENTENCES[action], lang)


class NoThanksExample(Example):
    """The ``no-thanks-example`` directive: a rulebook example checked against the rules."""

    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "players": directives.positive_int,
        "cards": directives.unchanged_required,
        "chips": directives.nonnegative_int,
        "before": directives.unchanged,
        "action": directives.unchanged,
        "expect": directives.unchanged,
    }

    def example(self) -> list[nodes.Node]:
        """The worked example's turns, checked by the engine."""
        options = nothanks.Options(chips_per_player=self.options.get("chips"))
        cards = [int(word) for word in self.options["cards"].split()]
        state = nothanks.State.deal(self.options["players"], cards, options)
        for word in self.options.get("before", "").split():
            try:
                state = state.play(nothanks.Action.parse(word))
            except IllegalActionError as error:
                raise self.fail(f"setup action {word!r}: {error.violation!r}") from error
        box = self.container()
        violation = None
        if "action" not in self.options:
            box += stage(self.label("position"), *self._picture(state))
        else:
            action = nothanks.Action.parse(self.options["action"])
            violation = state.check(action)
            box += stage(self.label("before"), *self._picture(state))
            sentence = describe(action, self.lang)
            if state.to_act is not None:  # whose turn it is (en-r6 19, fr-r6 6)
                name = player_name(state.to_act)
                sentence = turn_line(name, sentence, self.lang)
            box += self.play_line(sentence)
            if violation is None:
                seat = state.to_act
                state = state.play(action)
                box += stage(self.label("after"), *self._picture(state, seat))
            box += self.outcome(violation)
        self.verdict(violation, self.expectations())
        for words in self.expectations():
            key = words[0]
            values = [int(word) for word in words[1:]] if key != "illegal" else []
            if key == "chips":
                self.check("chips", list(state.chips), values)
            elif key == "pot":
                self.check("chips on the card", state.pot, values[0])
            elif key == "result":
                self.check("results", list(nothanks.results(state.taken, state.chips)), values)
            elif key not in ("legal", "illegal"):
                raise self.fail(f"unknown expectation {key!r}")
        return [box]

    def _text(self, key: str, **values: str) -> str:
        return translate(_LABELS[key], self.lang).format(**values)

    def _picture(self, state: nothanks.State, seat: int | None = None) -> list[nodes.Node]:
        """The face-up card with the chips on it, every seat's chips, and ``seat``'s cards
        when it has any: everything a caption counts."""
        shown: list[nodes.Node] = []
        face = state.face_up
        if face is not None:
            face_up = [(int(face), state.pot)]
            card = raw_svg(pictures.cards_svg(face_up, cards_said(face_up, self.lang)))
            shown.append(stage(self._text("card"), card))
        names = [player_name(seat) for seat in range(len(state.chips))]
        said = chips_said(state.chips, self.lang)
        chips = raw_svg(pictures.chips_svg(state.chips, said, names))
        shown.append(stage(chips_label(len(state.chips), self.lang), chips))
        if seat is not None and state.taken_cards(seat):
            held = [int(c) for c in state.taken_cards(seat)]
            taken = raw_svg(pictures.cards_svg(held, cards_said(held, self.lang)))
            shown.append(stage(self._text("taken", name=player_name(seat)), taken))
        return shown


class NoThanksScore(Example):
    """The directive that scores a rulebook example's cards and chips (NT-6)."""

    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "cards": directives.unchanged_required,
        "chips": directives.nonnegative_int,
        "expect": directives.unchanged_required,
    }

    def example(self) -> list[nodes.Node]:
        """The scoring example, checked by the engine."""
        cards: Sequence[int] = sorted(int(word) for word in self.options["cards"].split())
        chips = self.options.get("chips", 0)
        result = card_points(mask_of(nothanks.Card(c) for c in cards)) - chips
        self.check("result", result, int(self.options["expect"]))
        box = self.container()
        shown = list(cards)
        box += stage(
            self._text("cards"), raw_svg(pictures.cards_svg(shown, cards_said(shown, self.lang)))
        )
        box += stage(
            self._text("own chips"),
            raw_svg(pictures.chips_svg([chips], chips_said([chips], self.lang))),
        )
        return [box]

    def _text(self, key: str) -> str:
        return translate(_LABELS[key], self.lang)
