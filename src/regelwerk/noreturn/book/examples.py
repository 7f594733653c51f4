"""The worked examples of No Return, on :meth:`regelwerk.noreturn.State.build`.

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
    :action:  play R9                  optional: without it, only the expectations; several
                                       actions separated by ";" are played one after the
                                       other, each shown as a line naming its player
    :show:    all                      optional: every seat's position (default: the seat
                                       to act, or a seat number), and then the bag and,
                                       once the game is over, every player's score
    :expect:  illegal NR-5.4, legal, pile 8, score 5, phase 2, rows 29, scores 5 0,
              over, winners 1, hand 8
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Final

from docutils import nodes
from docutils.parsers.rst import directives

from regelwerk.errors import IllegalActionError
from regelwerk.i18n.names import number
from regelwerk.i18n.ruletexts import pN_, translate
from regelwerk.noreturn import Options, Phase, State, parse_action, parse_tiles, pictures
from regelwerk.noreturn.book.actions import describe, hand_label, position_label
from regelwerk.noreturn.book.setup import BAG
from regelwerk.noreturn.table import hidden_said, stack_said
from regelwerk.noreturn.tiles import Tile, in_hand_order
from regelwerk.rulebook.sphinxext.data import raw_svg
from regelwerk.rulebook.sphinxext.examples import Example, player_name, stage, turn_line

__all__ = ["PHASE_LABEL", "NoReturnExample"]

# TRANSLATORS: above the picture of a player who has entered phase 2 (NR-6.1).
PHASE_LABEL: Final = pN_("book label phase 2", "In phase 2")
# TRANSLATORS: the bag's label in a worked example; {count} is the number of tiles in it.
_BAG: Final = pN_("book label bag count", "The bag: {count}")
# TRANSLATORS: a worked example's end of the game; {scores} lists each player's name and
# score in the order of play ("Ada -11, Ben 0", with a true minus sign), as the program's
# end-of-game line does.
_SCORES: Final = pN_("book example final scores", "The game is over. Scores: {scores}.")

TABLE_SCALE: Final = 0.8
"""The size of the pieces in a picture of the whole table (every player and the bag),
against one player's: small enough that two hands of eight tiles and the bag stand side by
side, so that NR-8's example (two players, before and after) fits in half a page instead
of breaking over two (nl-r10 1-2, es-r9 1) or leaving half a page blank before it."""


def _seats(text: str | None, players: int) -> list[tuple[Tile, ...]]:
    """Per-seat tiles written ``R10 R7 | - | B3``."""
    if text is None:
        return [()] * players
    parts = [part.strip() for part in text.split("|")]
    if len(parts) != players:
        raise ValueError(f"{len(parts)} seats given, {players} players")
    return [() if part in ("", "-") else parse_tiles(part.split()) for part in parts]


class NoReturnExample(Example):
    """The ``no-return-example`` directive: a rulebook example checked against the rules."""

    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        key: directives.unchanged
        for key in ("hands", "rows", "piles", "phases", "bag", "options", "before", "action")
    } | {
        "to-act": directives.nonnegative_int,
        "expect": directives.unchanged,
        "show": directives.unchanged,
        "setup": directives.flag,
    }

    def example(self) -> list[nodes.Node]:
        """The worked example's position, checked by the engine."""
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
        seat = state.to_act if state.to_act is not None else 0
        shown = self.options.get("show", str(seat))
        seats = list(range(players)) if shown == "all" else [int(shown)]
        box = self.container()
        after = state
        violation = None
        if "action" not in self.options:
            box += self._stage("position", state, seats)
        else:
            texts = [text.strip() for text in self.options["action"].split(";") if text.strip()]
            box += self._stage("before", state, seats)
            for text in texts:  # each action in turn; only the last may break a rule
                action = parse_action(text)
                violation = after.check(action)
                sentence = describe(action, self.lang)
                if len(texts) > 1:
                    player = player_name(after.to_act or 0)
                    sentence = turn_line(player, sentence, self.lang)
                box += self.play_line(sentence)
                if violation is not None:
                    break
                after = after.play(action)
            if violation is None:
                box += self._stage("after", after, seats)
            box += self.outcome(violation, turns=len(texts))
        self.verdict(violation, self.expectations())
        self._expect_values(after, seat)
        return [box]

    def _scores(self) -> bool:
        """Whether the example counts a score before the end (``score 5``): the piles are
        then turned over.  A game played to its end (``scores 5 5``) shows them face down
        until it is over, as they lie during play (NR-7.4)."""
        return any(words[0] == "score" for words in self.expectations())

    def _stage(self, key: str, state: State, seats: list[int]) -> nodes.container:
        """The label, then each shown seat's phase if it is 2, its rows and its hand (each
        labelled) and its score pile if any; with every seat shown, the bag first (set at the
        stage's top right), and the scores once the game is over."""
        shown: list[nodes.Node] = []
        table = len(seats) > 1  # the whole table: every player, and the bag
        scale = TABLE_SCALE if table else 1
        if table:
            count = number(len(state.bag), self.lang)
            # the label names the bag; its count is on the bag, and in the words a reader
            # that cannot see the picture is given (de-r3 48: "The bag: 1" over a "1")
            said = translate(_BAG, self.lang).format(count=count)
            picture = raw_svg(pictures.bag_svg(len(state.bag), said, scale=scale))
            # first, at the stage's top right: in the same place before and after, however
            # the players' pieces wrap (after them it moved from mid-page in "Before" to the
            # margin in "After": nl-r5 13, fr-r5 B15, en-r5 33)
            shown.append(stage(translate(BAG, self.lang), picture, classes=("example-bag",)))
        for seat in seats:
            own = state.seats[seat]
            # the hand as a player holds it: by colour, highest first, like the rows
            hand = in_hand_order(own.hand)
            pieces: list[nodes.Node] = []
            if own.phase is Phase.TWO:  # a caption may rest on it (NR-6.2), so it is pictured
                phase = translate(PHASE_LABEL, self.lang)
                pieces.append(stage(phase, classes=("example-seat", "example-phase")))
            if any(own.rows):
                label = position_label(own.rows, (), self.lang)
                rows = raw_svg(pictures.rows_svg(own.rows, label, scale=scale))
                pieces.append(stage(self.label("rows"), rows))
            if hand:
                picture = pictures.hand_svg(hand, hand_label(hand, self.lang), scale=scale)
                pieces.append(stage(self.label("hand"), raw_svg(picture)))
            if own.pile and (state.is_over or self._scores()):  # turned over to be counted
                pile = in_hand_order(own.pile)
                said = hand_label(pile, self.lang, "tiles")
                picture = pictures.hand_svg(pile, said, scale=scale)
                # labelled as turned over: face up beside NR-7.4's face-down pile read as a
                # contradiction (nl-r3 23, en-r3 32, fr-r3 46)
                pieces.append(stage(self.label("pile turned"), raw_svg(picture)))
            elif own.pile:  # face down while the game goes on (NR-7.4)
                held = len(own.pile)
                # the count in words under blank backs: a bare "2" on the pile read as
                # 2 points (en-r5 31, de-r5 12), then as a tile of value 2 (en-r6 18)
                caption = stack_said(held, self.lang)
                said = hidden_said(held, self.lang)
                picture = pictures.pile_svg(held, caption, said, scale=scale)
                pieces.append(stage(self.label("pile"), raw_svg(picture)))
            if table:  # each player's pieces under the player's name
                shown.append(stage(player_name(seat), *pieces, classes=("example-player",)))
            else:
                shown.extend(pieces)
        if table and state.is_over:
            scores = ", ".join(
                f"{player_name(seat)} {number(score, self.lang)}"
                for seat, score in enumerate(state.scores())
            )
            text = translate(_SCORES, self.lang).format(scores=scores)
            shown.append(stage(text, classes=("example-scores",)))
        return stage(self.label(key), *shown, classes=("example-seats",) if table else ())

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
