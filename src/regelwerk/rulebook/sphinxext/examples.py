"""Worked examples that the engines execute while the rulebook builds.

An example sets up a position, plays the actions leading to it, tries one more action and
states the outcome; the build stops (:class:`ExampleError`) when a setup action is illegal
or the stated outcome is not what the engine computes.  So a rulebook's examples are tested
every time it is built, in every language.

``.. nr-example::`` (No Return, on :meth:`regelwerk.noreturn.State.build`)::

    :hands:   R11 R9 B4 | G3 G2        one seat after another, separated by "|"
    :rows:    R10 R7 | -               optional; "-" for nothing
    :piles:   ...                      optional, like rows
    :phases:  1 2                      optional
    :bag:     Y5 Y6                    optional; refills draw from its front
    :to-act:  0
    :setup:                            optional: the setup stage (State.deal), not play
    :options: minimal_payment          optional
    :before:  play R11; exchange G3    optional, played and checked one by one
    :action:  play R9                  optional: without it, only the expectations
    :expect:  illegal NR-5.4, legal, pile 8, score 5, phase 2, rows 29, scores 5 0,
              over, winners 1, hand 8

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
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError
from sphinx.util.docutils import SphinxDirective

from regelwerk import nothanks
from regelwerk.errors import IllegalActionError, RegelwerkError
from regelwerk.noreturn import Options, Phase, State, parse_action, parse_tiles
from regelwerk.noreturn.tiles import Tile
from regelwerk.nothanks.cards import mask_of
from regelwerk.nothanks.scoring import card_points
from regelwerk.rulebook import svg
from regelwerk.rulebook.sphinxext.data import raw_svg
from regelwerk.rulebook.sphinxext.rules import rule_ref, runtime
from regelwerk.rules import RuleId, anchor
from regelwerk.violation import Violation

__all__ = ["ExampleError", "NoReturnExample", "NoThanksExample", "NoThanksScore", "setup"]


class ExampleError(ExtensionError):
    """A worked example that the engine contradicts: the rulebook must not be built."""


def _seats(text: str | None, players: int) -> list[tuple[Tile, ...]]:
    if text is None:
        return [()] * players
    parts = [part.strip() for part in text.split("|")]
    if len(parts) != players:
        raise ValueError(f"{len(parts)} seats given, {players} players")
    return [() if part in ("", "-") else parse_tiles(part.split()) for part in parts]


def _message(violation: Violation, lang: str) -> str | None:
    """The validation message a program shows for this violation, if the messages exist."""
    try:
        from regelwerk.i18n.messages import render
    except ImportError:  # the rule link alone still says which rule is broken
        return None
    return render(violation, lang)


class _Example(SphinxDirective):
    has_content = True

    def fail(self, problem: str) -> ExampleError:
        source, line = self.get_source_info()
        return ExampleError(f"{source}:{line}: worked example is wrong: {problem}")

    def expectations(self) -> list[list[str]]:
        text = self.options.get("expect", "")
        return [item.split() for item in text.split(",") if item.strip()]

    def container(self, game: str) -> nodes.container:
        box = nodes.container(classes=["rulebook-example", game])
        self.state.nested_parse(self.content, self.content_offset, box)
        return box

    def outcome(self, violation: Violation | None) -> nodes.paragraph:
        """The engine's verdict: the broken rule (linked) and its message, or "legal"."""
        para = nodes.paragraph(classes=["example-outcome"])
        if violation is None:
            para += nodes.Text("✓")
            return para
        para += nodes.Text("\N{BALLOT X} ")
        para += rule_ref(anchor(violation.rule), violation.rule.value)
        message = _message(violation, self.config.language or "en")
        if message:
            para += nodes.Text(": " + message)
        return runtime(para)

    def play_line(self, action: object) -> nodes.paragraph:
        text = str(action)
        line = nodes.paragraph("", "", nodes.literal(text, text), classes=["example-action"])
        return runtime(line)

    def verdict(self, violation: Violation | None, expected: list[list[str]]) -> None:
        for words in expected:
            if words == ["legal"] and violation is not None:
                raise self.fail(f"expected legal, engine says {violation!r}")
            if words[0] == "illegal":
                want = RuleId(words[1])
                if violation is None or violation.rule is not want:
                    raise self.fail(f"expected a {want} violation, engine says {violation!r}")

    def check(self, name: str, got: object, want: object) -> None:
        if got != want:
            raise self.fail(f"expected {name} {want}, engine computes {got}")


class NoReturnExample(_Example):
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        key: directives.unchanged
        for key in ("hands", "rows", "piles", "phases", "bag", "options", "before", "action")
    } | {
        "to-act": directives.nonnegative_int,
        "expect": directives.unchanged,
        "show": int,
        "setup": directives.flag,
    }

    def run(self) -> list[nodes.Node]:
        try:
            return self._run()
        except (RegelwerkError, ValueError, KeyError) as error:
            raise self.fail(f"{type(error).__name__}: {error}") from error

    def _run(self) -> list[nodes.Node]:
        hands = [parse_tiles(part.split()) for part in self.options["hands"].split("|")]
        players = len(hands)
        phases = [Phase(int(p)) for p in self.options.get("phases", "1 " * players).split()]
        flags = {name: True for name in self.options.get("options", "").split()}
        if "setup" in self.options:  # the setup stage: hands dealt, the rest in the bag
            state = State.deal(hands, Options(**flags))
        else:
            state = State.build(
                hands,
                rows=_seats(self.options.get("rows"), players),
                piles=_seats(self.options.get("piles"), players),
                phases=phases,
                bag=parse_tiles(self.options.get("bag", "").split()),
                to_act=self.options.get("to-act", 0),
                options=Options(**flags),
            )
        for text in filter(None, map(str.strip, self.options.get("before", "").split(";"))):
            try:
                state = state.play(parse_action(text))
            except IllegalActionError as error:
                raise self.fail(f"setup action {text!r}: {error.violation!r}") from error
        seat = self.options.get("show", state.to_act if state.to_act is not None else 0)
        box = self.container("no-return")
        box += self._picture(state, seat)
        after = state
        violation = None
        if "action" in self.options:
            action = parse_action(self.options["action"])
            violation = state.check(action)
            box += self.play_line(action)
            if violation is None:
                after = state.play(action)
                box += self._picture(after, seat)
            box += self.outcome(violation)
        self.verdict(violation, self.expectations())
        self._expect_values(after, seat)
        return [box]

    def _picture(self, state: State, seat: int) -> nodes.raw:
        own = state.seats[seat]
        return raw_svg(svg.position_svg(own.rows, own.hand))

    def _expect_values(self, state: State, seat: int) -> None:
        for words in self.expectations():
            key, values = words[0], [int(word) for word in words[1:] if word.lstrip("-").isdigit()]
            if key == "pile":
                self.check("score pile", sum(t.value for t in state.seats[seat].pile), values[0])
            elif key == "score":
                self.check("score", state.scores()[seat], values[0])
            elif key == "scores":
                self.check("scores", list(state.scores()), values)
            elif key == "phase":
                self.check("phase", int(state.seats[seat].phase), values[0])
            elif key == "hand":
                self.check("tiles in hand", len(state.seats[seat].hand), values[0])
            elif key == "over":
                self.check("game over", state.is_over, True)
            elif key == "winners":
                result = state.result()
                self.check("winners", list(result.winners) if result else None, values)
            elif key == "rows":
                self.check(
                    "row total", sum(t.value for r in state.seats[seat].rows for t in r), values[0]
                )
            elif key not in ("legal", "illegal"):
                raise self.fail(f"unknown expectation {key!r}")


class NoThanksExample(_Example):
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "players": directives.positive_int,
        "cards": directives.unchanged_required,
        "chips": directives.nonnegative_int,
        "before": directives.unchanged,
        "action": directives.unchanged,
        "expect": directives.unchanged,
    }

    def run(self) -> list[nodes.Node]:
        try:
            return self._run()
        except (RegelwerkError, ValueError, KeyError) as error:
            raise self.fail(f"{type(error).__name__}: {error}") from error

    def _run(self) -> list[nodes.Node]:
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


class NoThanksScore(_Example):
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "cards": directives.unchanged_required,
        "chips": directives.nonnegative_int,
        "expect": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        cards: Sequence[int] = sorted(int(word) for word in self.options["cards"].split())
        chips = self.options.get("chips", 0)
        result = card_points(mask_of(nothanks.Card(c) for c in cards)) - chips
        self.check("result", result, int(self.options["expect"]))
        box = self.container("no-thanks")
        box += raw_svg(svg.cards_svg(list(cards)))
        return [box]


def setup(app: Sphinx) -> None:
    app.add_directive("nr-example", NoReturnExample)
    app.add_directive("nt-example", NoThanksExample)
    app.add_directive("nt-score", NoThanksScore)
