"""``str()`` of every exception is an English sentence, ``.message(lang)`` the same in each of
the five languages (issue 10 item 4); ``str(IllegalActionError)`` used to be a repr
(``NR-2.1: Violation.of(RuleId.NR_2_1, players=5)``)."""

from __future__ import annotations

import pickle
import string
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from regelwerk import noreturn as nr
from regelwerk import nothanks as nt
from regelwerk.errors import NotationError, RegelwerkError, SeatError, UnknownRuleError
from regelwerk.games import rule_id
from regelwerk.i18n import errortexts
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.errortexts import ERRORS_DOMAIN
from regelwerk.i18n.markers import Msg
from regelwerk.noreturn import errortexts as nr_errortexts
from regelwerk.nothanks import errortexts as nt_errortexts
from regelwerk.violation import Violation

ROOT = Path(__file__).resolve().parents[2]

MISUSES: list[Callable[[], object]] = [
    lambda: nr.State.new(players=5, seed=1),
    lambda: nt.State.new(players=9, seed=1),
    lambda: nr.State.new(players=3, seed=1).play(nr.Pass()),
    lambda: nr.State.new(players=3, seed=1).view(7),
    lambda: nt.State.new(players=3, seed=1).view(True),
    lambda: nr.State.new(players="3", seed=1),  # type: ignore[arg-type]
    lambda: nt.State.new(players=3, seed=1).play("take"),  # type: ignore[arg-type]
    lambda: nr.Exchange((), phase2="no"),  # type: ignore[arg-type]
    lambda: nr.parse_action("jump R1"),
    lambda: nt.parse_action(None),  # type: ignore[arg-type]
    lambda: nr.Tile.parse("Z9"),
    lambda: nt.Card(99),
    lambda: nt.State.new(players=3, seed=1).legal_actions()[5],
    lambda: nt.State.new(players=3, seed=1).legal_actions().sample(None),  # type: ignore[arg-type]
    lambda: nt.Options(chips_per_player=1.5),  # type: ignore[arg-type]
    lambda: rule_id("XX-1"),
    lambda: Violation.of(rule_id("NR-2.1"))["players"],
]


def raised(call: Callable[[], object]) -> RegelwerkError:
    with pytest.raises(RegelwerkError) as caught:
        call()
    return caught.value


@pytest.mark.parametrize("call", MISUSES)
def test_str_is_an_english_sentence(call: Callable[[], object]) -> None:
    text = str(raised(call))
    assert text[:1].isupper() or text[:1] == "'", text
    assert text.endswith((".", ")")), text
    assert "Violation.of" not in text and "RuleId" not in text


@pytest.mark.parametrize("call", MISUSES)
def test_message_in_every_language(call: Callable[[], object]) -> None:
    error = raised(call)
    assert error.message("en") == str(error)
    translated = {lang: error.message(lang) for lang in LANGUAGES}
    assert len(set(translated.values())) == len(LANGUAGES), translated


def test_the_old_repr_is_gone() -> None:
    error = raised(lambda: nr.State.new(players=5, seed=1))
    assert str(error).endswith("(NR-2.1)") and "5" in str(error)


@pytest.mark.parametrize(
    "error", [SeatError(7, 3), SeatError(4, count=2), SeatError(), NotationError("tile", "Z9")]
)
def test_errors_survive_pickling(error: RegelwerkError) -> None:
    """Worker processes send errors back pickled: the data behind the sentence stays."""
    assert str(pickle.loads(pickle.dumps(error))) == str(error)


def test_unknown_rule_names_the_text() -> None:
    assert "“XX-1”" in str(UnknownRuleError("XX-1"))


def marked_sentences() -> Iterator[Msg]:
    """Every sentence of the errors domain: the shared ones and each game's own."""
    for module in (errortexts, nr_errortexts, nt_errortexts):
        for value in vars(module).values():
            if isinstance(value, Msg):
                yield value
            elif isinstance(value, dict):
                yield from (item for item in value.values() if isinstance(item, Msg))


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_errors_catalog_is_complete(lang: str) -> None:
    path = ROOT / "locales" / lang / "LC_MESSAGES" / f"{ERRORS_DOMAIN}.po"
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=lang, domain=ERRORS_DOMAIN)
    ids = {(m.context, m.id) for m in catalog if m.id}
    marked = {(msg.context, msg.text) for msg in marked_sentences()}
    assert len(marked) > 60 and marked <= ids
    for message in catalog:
        if message.id:
            assert message.string, (lang, message.id)
            assert placeholders(str(message.string)) == placeholders(str(message.id)), message.id
