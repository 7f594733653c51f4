"""``validate --json`` writes a valid report's line from a template: the same bytes as
encoding :meth:`Report.to_json` whole, whatever the file's name, scores and language."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.cli.safe import json_line
from regelwerk.cli.validate import _json_line
from regelwerk.logs import Report, Status, validate
from regelwerk.logs.report import AnyReport

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LANGUAGES = ("en", "de", "fr", "es", "nl")

_SCORES = st.lists(st.integers(-(10**30), 10**30), min_size=1, max_size=7).map(tuple)
_FILES = st.text(alphabet=st.characters(codec=None), max_size=30)  # surrogates included


@st.composite
def _valid_reports(draw: st.DrawFn) -> AnyReport:
    if draw(st.booleans()):
        return Report(Status.IN_PROGRESS, format="no-thanks/1", game="no-thanks")
    scores = draw(_SCORES)
    seats = st.lists(st.integers(0, len(scores) - 1), min_size=1, unique=True)
    winners = tuple(sorted(draw(seats)))
    names = draw(st.lists(st.text(max_size=4), min_size=len(scores), max_size=len(scores)))
    return Report(
        Status.FINISHED, (), scores, winners, "no-return/1", game="no-return", players=tuple(names)
    )


def _whole(file: str, report: AnyReport, lang: str) -> str:
    return json_line(report.to_json(file, lang))


@given(_valid_reports(), _FILES, st.sampled_from(LANGUAGES))
def test_a_valid_reports_line_is_the_encoded_report(
    report: AnyReport, file: str, lang: str
) -> None:
    assert report.json_tail(lang) is not None
    assert _json_line(file, report, lang) == _whole(file, report, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_examples_line_is_the_encoded_report(lang: str) -> None:
    for path in sorted(EXAMPLES.glob("*.json")):
        report = validate(path).detached()
        assert _json_line(str(path), report, lang) == _whole(str(path), report, lang)


def test_a_report_with_faults_or_made_by_hand_is_encoded_whole() -> None:
    faulty = validate(b'{"format": "no-thanks/1"}').detached()
    assert faulty.faults and faulty.json_tail() is None
    odd: AnyReport = Report(Status.FINISHED, (), (True, 2), (0,))  # a bool is no score
    assert odd.json_tail() is None
    assert _json_line("f", odd, "en") == _whole("f", odd, "en")


def _sentence(report: AnyReport, lang: str) -> str:
    """The finished message as its catalog entry and the number formats make it."""
    from regelwerk.i18n.names import format_items, number
    from regelwerk.i18n.players import player_called
    from regelwerk.logs.report import _FINISHED

    assert report.scores is not None and report.winners is not None
    called = [player_called(report.players, seat, lang) for seat in range(len(report.scores))]
    return _FINISHED.text(lang, {"winners": len(report.winners)}).format(
        scores=", ".join(
            f"{called[s]} {number(score, lang)}" for s, score in enumerate(report.scores)
        ),
        # people are called by their names; the JSON keeps the 0-based seats
        winners=format_items([called[seat] for seat in report.winners], lang),
    )


@given(_valid_reports(), st.sampled_from(LANGUAGES))
def test_the_finished_message_is_its_catalog_sentence(report: AnyReport, lang: str) -> None:
    if report.scores is not None and report.winners is not None:
        assert report.message(lang) == _sentence(report, lang)


def test_a_sentence_without_its_scores_is_formatted_as_it_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from regelwerk.logs import report as module

    monkeypatch.setattr(module, "_finished_text", lambda winners, lower, lang: "{winners} won")
    module._around_scores.cache_clear()
    try:
        report: AnyReport = Report(Status.FINISHED, (), (3, 4), (1,), players=("Ada", "Ben"))
        assert report.message("de") == "Ben won"  # seat 1 is the second player
    finally:
        module._around_scores.cache_clear()
