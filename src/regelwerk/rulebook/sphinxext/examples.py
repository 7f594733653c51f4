"""Worked examples that the engines execute while the rulebook builds.

An example sets up a position, plays the actions leading to it, tries one more action and
states the outcome; the build stops (:class:`ExampleError`) when a setup action is illegal
or the stated outcome is not what the engine computes.  So a rulebook's examples are tested
every time it is built, in every language.

Each game's directives live in its own package (``<game>.book.examples``); this module holds
what they share: the box, the labelled stages before and after the action, the action
line (a sentence in the reader's language, never the log notation) and the verdict.
"""

from __future__ import annotations

from typing import Final

from docutils import nodes
from sphinx.errors import ExtensionError
from sphinx.util.docutils import SphinxDirective

from regelwerk.errors import RegelwerkError
from regelwerk.games import rule_id
from regelwerk.i18n.messages import render
from regelwerk.i18n.ruletexts import Msg, pN_, translate
from regelwerk.rulebook.sphinxext.rules import linked_text, runtime
from regelwerk.rulebook.sphinxext.typography import SMALL_AFTER_COLON
from regelwerk.simulation import NAMES
from regelwerk.violation import Violation

__all__ = ["LABELS", "TURN", "Example", "ExampleError", "player_name", "stage", "turn_line"]

# TRANSLATORS: a turn of a rulebook example; {name} is the player's name (Ada, Ben …),
# {action} the action as a sentence ("Play the red 11.").
TURN: Final = pN_("book example turn", "{name}: {action}")
"""An example's action line with the player who acts: with several players in the
picture, the reader had to work out whose turn it was (en-r6 19, fr-r6 6)."""

LABELS: Final[dict[str, Msg]] = {
    # TRANSLATORS: labels above the pictures of a rulebook example.
    "before": pN_("book label before", "Before"),
    "after": pN_("book label after", "After"),
    "position": pN_("book label position", "The position"),
    "pile": pN_("book label score pile", "Score pile"),
    # TRANSLATORS: above a score pile shown face up because the example counts the score
    # (during the game the pile lies face down).
    "pile turned": pN_("book label score pile turned", "Score pile, turned face up for scoring"),
    # TRANSLATORS: above the pictures of the tiles or cards a player holds.
    "hand": pN_("book label hand", "Hand"),
    # TRANSLATORS: above the picture of a player's rows (No Return).
    "rows": pN_("book label rows", "Rows"),
    # TRANSLATORS: after "✓" under a rulebook example whose action the rules allow (a lone
    # "✓" read as a stray character: r3 reviews).
    "allowed": pN_("book verdict allowed", "Allowed."),
    # TRANSLATORS: after "✓" under a rulebook example of several turns in a row, all allowed
    # (a bare "Allowed." after the game's final scores left unclear what was: en-r4 10).
    "allowed turns": pN_("book verdict allowed turns", "Each of these turns is allowed."),
}


def player_name(seat: int) -> str:
    """The name an example gives the player at ``seat`` (0-based, in the order of play):
    people are named, never numbered (issue 23); the names of the program's own example
    games and simulations (:data:`regelwerk.simulation.NAMES`)."""
    return NAMES[seat]


def turn_line(name: str, sentence: str, lang: str) -> str:
    """``sentence``, an action as the game words it ("Play the red 11."), as ``name``'s turn
    (:data:`TURN`), begun in a small letter where ``lang`` writes one after a colon."""
    template = translate(TURN, lang)
    # a template that names the player in a sentence of its own ("Turno de Ada.") leaves the
    # action its capital
    lead = template.split("{action}")[0].rstrip()
    if lang in SMALL_AFTER_COLON and not lead.endswith("."):
        sentence = sentence[:1].lower() + sentence[1:]
    return template.format(name=name, action=sentence)


def stage(label: str, *pictures: nodes.Node, classes: tuple[str, ...] = ()) -> nodes.container:
    """One labelled stage of an example (``Before``, ``After``, ``Score pile``) and its pictures;
    kept on one page in print."""
    box = nodes.container(classes=["example-stage", *classes])
    box += runtime(nodes.paragraph(label, label, classes=["example-label"]))
    box.extend(pictures)
    return box


class ExampleError(ExtensionError):
    """A worked example that the engine contradicts: the rulebook must not be built."""


class Example(SphinxDirective):
    """What every worked example does: parse expectations, show the verdict, fail loudly."""

    has_content = True

    def fail(self, problem: str) -> ExampleError:
        """The build error saying where the example contradicts the engine."""
        source, line = self.get_source_info()
        return ExampleError(f"{source}:{line}: worked example is wrong: {problem}")

    def expectations(self) -> list[list[str]]:
        """What the example's ``expect`` option says should happen, word lists."""
        text = self.options.get("expect", "")
        return [item.split() for item in text.split(",") if item.strip()]

    def container(self) -> nodes.container:
        """The example's box, its caption (the directive's content, prose) first."""
        box = nodes.container(classes=["rulebook-example", self.config.rulebook_game])
        self.state.nested_parse(self.content, self.content_offset, box)
        return box

    def outcome(self, violation: Violation | None, turns: int = 1) -> nodes.paragraph:
        """The engine's verdict: the broken rule (linked) and its message, or "legal" (of
        each of the example's ``turns``)."""
        para = nodes.paragraph(classes=["example-outcome"])
        if violation is None:
            allowed = self.label("allowed" if turns == 1 else "allowed turns")
            para += nodes.Text(f"\N{CHECK MARK} {allowed}")
            return runtime(para)
        # The message ends with the rule id, e.g. "(NR-5.4)", which becomes the link.
        # a player the message names is called as the example calls them (Ada), never by
        # a number (de-r2 1: "Spieler 1 hat keine Chips mehr" under a caption about Ada)
        message = render(violation, self.config.language or "en", players=NAMES)
        if violation.rule.value not in message:
            message += f" ({violation.rule.value})"
        para += nodes.Text("\N{BALLOT X} ")
        para.extend(linked_text(message, self.config.rulebook_game))
        return runtime(para)

    @property
    def lang(self) -> str:
        """The language of the book being built."""
        return str(self.config.language or "en")

    def label(self, key: str) -> str:
        """A stage label in the book's language (:data:`LABELS`)."""
        return translate(LABELS[key], self.lang)

    def play_line(self, sentence: str) -> nodes.paragraph:
        """The action as a sentence in the reader's language (the game words it)."""
        line = nodes.paragraph("", "", classes=["example-action"])
        line += nodes.Text("\N{BLACK RIGHT-POINTING TRIANGLE} ")
        line += nodes.emphasis(sentence, sentence)
        return runtime(line)

    def verdict(self, violation: Violation | None, expected: list[list[str]]) -> None:
        """Stop the build when the engine's ``violation`` is not what the example expects."""
        for words in expected:
            if words == ["legal"] and violation is not None:
                raise self.fail(f"expected legal, engine says {violation!r}")
            if words[0] == "illegal":
                want = rule_id(words[1])  # the registry loads the game if need be
                if violation is None or violation.rule is not want:
                    raise self.fail(f"expected a {want} violation, engine says {violation!r}")

    def check(self, name: str, got: object, want: object) -> None:
        """Stop the build when the engine computes ``got`` for ``name`` where the example says
        ``want``."""
        if got != want:
            raise self.fail(f"expected {name} {want}, engine computes {got}")

    def run(self) -> list[nodes.Node]:
        """The example's nodes; a contradiction with the engine stops the build."""
        try:
            shown = self.example()
        except (RegelwerkError, ValueError, KeyError) as error:  # bad notation or data
            raise self.fail(f"{type(error).__name__}: {error}") from error
        # Anchors at the box's start and end: the PDF's named destinations then tell on
        # which page each end fell, so a test can see a box split by a page break.
        name = f"example-{self.env.new_serialno('rulebook-example')}"
        shown[0]["ids"].append(f"{name}-start")
        shown[0] += nodes.container(ids=[f"{name}-end"], classes=["example-end"])
        return shown

    def example(self) -> list[nodes.Node]:
        """The example's nodes, checked by the engine (each kind of example says how)."""
        raise NotImplementedError
