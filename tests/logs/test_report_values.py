"""Reports, faults and records are frozen values (no longer dataclasses, issue 24): equal,
hashed, shown, matched, pickled and replaced as they were."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from regelwerk.logs import Report, Status, validate
from regelwerk.logs.report import Fault
from regelwerk.noreturn.actions import Pass
from regelwerk.noreturn.log.records import SetupEntry, Turn
from regelwerk.nothanks.log import NoThanksLog
from regelwerk.nothanks.options import Options as NoThanksOptions
from regelwerk.rules import LogCode
from regelwerk.violation import Violation

from .games import document


def test_a_report_is_its_verdict_and_keeps_every_field_through_pickle_and_replace() -> None:
    report = validate(document("no-return"))
    assert report.log is not None and report.final_state is not None
    bare: Report[object, object] = Report(
        report.status, report.faults, report.scores, report.winners, report.format
    )
    assert report == bare and hash(report) == hash(bare)  # the record and states aside
    assert repr(report) == (
        f"Report(status={report.status!r}, faults=(), scores={report.scores!r}, "
        f"winners={report.winners!r}, format='no-return/1')"
    )
    again = pickle.loads(pickle.dumps(report.detached()))
    assert again == report and again.players == report.players and again.game == "no-return"
    changed = report.replace(status=Status.ILLEGAL)
    assert changed.status is Status.ILLEGAL and changed.log is report.log
    assert changed.final_state is report.final_state and changed.players == report.players
    match report:
        case Report(status, faults):
            assert (status, faults) == (report.status, ())
    with pytest.raises(dataclasses.FrozenInstanceError):
        report.status = Status.ILLEGAL
    assert not dataclasses.is_dataclass(report)


def test_faults_and_records_are_values() -> None:
    violation = Violation.of(LogCode.LOG_ORDER, reason="over")
    fault = Fault(violation, "/turns/3", 3)
    assert fault == Fault(violation, "/turns/3", 3) != Fault(violation, "/turns/3")
    assert repr(fault) == f"Fault(violation={violation!r}, pointer='/turns/3', index=3)"
    assert pickle.loads(pickle.dumps(fault)) == fault and fault.replace(index=None).index is None
    assert Turn(Pass()) == Turn(Pass(), (), None) and SetupEntry(()).draw == ()
    log = NoThanksLog(("A", "B", "C"), ())
    assert log.options == NoThanksOptions() and pickle.loads(pickle.dumps(log)) == log
    assert log.replace(players=("A", "B")).players == ("A", "B")
