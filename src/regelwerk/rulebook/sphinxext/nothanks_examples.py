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
from typing import Any, ClassVar

from docutils import nodes  # type: ignore[import-untyped, unused-ignore]
from docutils.parsers.rst import directives  # type: ignore[import-untyped, unused-ignore]

from regelwerk import nothanks
from regelwerk.errors import IllegalActionError
from regelwerk.nothanks.cards import mask_of
from regelwerk.nothanks.scoring import card_points
from regelwerk.rulebook import svg
from regelwerk.rulebook.sphinxext.data import raw_svg
from regelwerk.rulebook.sphinxext.examples import Example

__all__ = ["NoThanksExample", "NoThanksScore"]


class NoThanksExample(Example):
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "players": directives.positive_int,
        "cards": directives.unchanged_required,
        "chips": directives.nonnegative_int,
        "before": directives.unchanged,
        "action": directives.unchanged,
        "expect": directives.unchanged,
    }

    def example(self) -> list[nodes.Node]:
        options = nothanks.Options(chips_per_player=self.options.get("chips"))
        cards = [int(word) for word in self.options["cards"].split()]
        state = nothanks.State.deal(self.options["players"], cards, options)
        for word in self.options.get("before", "").split():
            try:
                state = state.play(nothanks.Action.parse(word))
            except IllegalActionError as error:
                raise self.fail(f"setup action {word!r}: {error.violation!r}") from error
        box = self.container("no-thanks")
        box.extend(self._picture(state))
        violation = None
        if "action" in self.options:
            action = nothanks.Action.parse(self.options["action"])
            violation = state.check(action)
            box += self.play_line(action)
            if violation is None:
                seat = state.to_act
                state = state.play(action)
                box.extend(self._picture(state, seat))
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

    def _picture(self, state: nothanks.State, seat: int | None = None) -> list[nodes.raw]:
        """The face-up card with the chips on it, and ``seat``'s cards when it has any."""
        pictures = []
        face = state.face_up
        if face is not None:
            pictures.append(raw_svg(svg.cards_svg([(int(face), state.pot)])))
        if seat is not None and state.taken_cards(seat):
            pictures.append(raw_svg(svg.cards_svg([int(c) for c in state.taken_cards(seat)])))
        return pictures


class NoThanksScore(Example):
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "cards": directives.unchanged_required,
        "chips": directives.nonnegative_int,
        "expect": directives.unchanged_required,
    }

    def example(self) -> list[nodes.Node]:
        cards: Sequence[int] = sorted(int(word) for word in self.options["cards"].split())
        chips = self.options.get("chips", 0)
        result = card_points(mask_of(nothanks.Card(c) for c in cards)) - chips
        self.check("result", result, int(self.options["expect"]))
        box = self.container("no-thanks")
        box += raw_svg(svg.cards_svg(list(cards)))
        return [box]
