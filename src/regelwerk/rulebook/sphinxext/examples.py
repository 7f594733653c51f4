"""Worked examples that the engines execute while the rulebook builds.

An example sets up a position, plays the actions leading to it, tries one more action and
states the outcome; the build stops (:class:`ExampleError`) when a setup action is illegal
or the stated outcome is not what the engine computes.  So a rulebook's examples are tested
every time it is built, in every language.

The directives of each game live beside this module (:mod:`.noreturn_examples`,
:mod:`.nothanks_examples`); this one holds what they share.
"""

from __future__ import annotations

from docutils import nodes  # type: ignore[import-untyped, unused-ignore]
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError
from sphinx.util.docutils import SphinxDirective

from regelwerk.errors import RegelwerkError
from regelwerk.i18n.messages import render
from regelwerk.rulebook.sphinxext.rules import linked_text, runtime
from regelwerk.rules import RuleId
from regelwerk.violation import Violation

__all__ = ["Example", "ExampleError", "setup"]


class ExampleError(ExtensionError):
    """A worked example that the engine contradicts: the rulebook must not be built."""


class Example(SphinxDirective):
    """What every worked example does: parse expectations, show the verdict, fail loudly."""

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
            para += nodes.Text("\N{CHECK MARK}")
            return runtime(para)
        # The message ends with the rule id, e.g. "(NR-5.4)", which becomes the link.
        message = render(violation, self.config.language or "en")
        if violation.rule.value not in message:
            message += f" ({violation.rule.value})"
        para += nodes.Text("\N{BALLOT X} ")
        para.extend(linked_text(message, self.config.rulebook_game))
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

    def run(self) -> list[nodes.Node]:
        try:
            return self.example()
        except (RegelwerkError, ValueError, KeyError) as error:  # bad notation or data
            raise self.fail(f"{type(error).__name__}: {error}") from error

    def example(self) -> list[nodes.Node]:
        raise NotImplementedError


def setup(app: Sphinx) -> None:
    from regelwerk.rulebook.sphinxext import noreturn_examples, nothanks_examples

    app.add_directive("nr-example", noreturn_examples.NoReturnExample)
    app.add_directive("nt-example", nothanks_examples.NoThanksExample)
    app.add_directive("nt-score", nothanks_examples.NoThanksScore)
