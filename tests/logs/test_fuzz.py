"""Fuzzing: mutated and generated documents never crash the validator.

``validate`` raises nothing for any input; every report is consistent (status and codes
agree, the index is a turn or action of the document) and every pointer of a fault found
after parsing resolves to a value of the document (or, for a missing key, its object).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.logs import MALFORMED_CODES, Status, validate
from regelwerk.logs.validate import verdict

from .games import document

JSON: st.SearchStrategy[Any] = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=6)
    | st.sampled_from(["R5", "P11", "R12", "take", "pass", "no-return/1", "no-thanks/1"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
BASES = [
    ("no-return", 3, 1),
    ("no-return", 2, 4),
    ("no-thanks", 3, 1),
    ("no-thanks", 5, 2),
]


def _resolve(doc: Any, pointer: str) -> Any:
    value = doc
    if pointer == "":
        return value
    for raw in pointer.split("/")[1:]:
        step = raw.replace("~1", "/").replace("~0", "~")
        value = value[int(step)] if isinstance(value, list) else value[step]
    return value


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out.extend(_paths(item, (*prefix, index)))
    return out


def _check(report: Any, doc: Any) -> None:
    assert report.valid == (not report.faults)
    if report.faults:
        malformed = any(fault.rule in MALFORMED_CODES for fault in report.faults)
        assert report.status is (Status.MALFORMED if malformed else Status.ILLEGAL)
        assert report.scores is None and report.winners is None
    else:
        assert report.status in (Status.FINISHED, Status.IN_PROGRESS)
        assert (report.scores is None) == (report.status is Status.IN_PROGRESS)
    for fault in report.faults:
        assert fault.index is None or (isinstance(fault.index, int) and fault.index >= 0)
        if fault.pointer is not None:
            _resolve(doc, fault.pointer)  # raises if the pointer leads nowhere
    report.message("en")
    report.message("de")
    json.dumps(report.to_json("x"))


def _same_verdict(source: Any, report: Any) -> None:
    """What the command prints (:func:`verdict`) is the strict report, detached."""
    alike = verdict(source)
    assert alike == report.detached() and alike.game == report.game
    assert alike.log is None and alike.final_state is None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    base=st.sampled_from(BASES),
    data=st.data(),
    value=JSON,
    mode=st.sampled_from(["strict", "collect"]),
)
def test_replacing_any_value_never_crashes(
    base: Any, data: st.DataObject, value: Any, mode: Any
) -> None:
    doc = document(*base)
    paths = _paths(doc)
    path = data.draw(st.sampled_from(paths[1:]))
    target = doc
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    report = validate(copy.deepcopy(doc), mode=mode)
    _check(report, doc)
    if mode == "strict":
        _same_verdict(copy.deepcopy(doc), report)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(BASES), data=st.data(), mode=st.sampled_from(["strict", "collect"]))
def test_deleting_or_adding_keys_and_items_never_crashes(
    base: Any, data: st.DataObject, mode: Any
) -> None:
    doc = document(*base)
    for _ in range(data.draw(st.integers(1, 3))):
        containers = [p for p in _paths(doc) if isinstance(_resolve_path(doc, p), dict | list)]
        path = data.draw(st.sampled_from(containers))
        target = _resolve_path(doc, path)
        remove: bool = data.draw(st.booleans())
        if isinstance(target, dict):
            if target and remove:
                del target[data.draw(st.sampled_from(sorted(target)))]
            else:
                target[data.draw(st.text(max_size=6))] = data.draw(JSON)
        elif target and remove:
            del target[data.draw(st.integers(0, len(target) - 1))]
        else:
            target.insert(data.draw(st.integers(0, len(target))), data.draw(JSON))
    _check(validate(copy.deepcopy(doc), mode=mode), doc)


def _resolve_path(doc: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        doc = doc[step]
    return doc


@settings(max_examples=200, deadline=None)
@given(base=st.sampled_from(BASES), data=st.data())
def test_mangled_bytes_never_crash(base: Any, data: st.DataObject) -> None:
    raw = bytearray(json.dumps(document(*base)).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        kind = data.draw(st.sampled_from(["flip", "cut", "dup"]))
        if kind == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif kind == "cut":
            del raw[at:]
            if not raw:
                break
        else:
            raw[at:at] = raw[at : at + data.draw(st.integers(1, 20))]
    report = validate(bytes(raw))
    assert report.status in Status
    report.message("fr")
    _same_verdict(bytes(raw), report)


@settings(max_examples=200, deadline=None)
@given(value=JSON)
def test_arbitrary_json_never_crashes(value: Any) -> None:
    for doc in (
        value,
        {"format": "no-return/1", "players": value},
        {"format": "no-thanks/1", "cards": value},
    ):
        _check(validate(copy.deepcopy(doc)), doc)


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=60) | st.binary(max_size=60))
def test_arbitrary_text_and_bytes_never_crash(text: str | bytes) -> None:
    source = text if isinstance(text, bytes) else ("{" + text)
    report = validate(source)
    assert report.status in Status


def test_collecting_past_a_play_short_of_its_draw_never_crashes() -> None:
    """Found by the test above: a play that lost tiles while its draw kept them all is
    replayed as recorded in collect mode, so the hand outgrows eight tiles; the next turns'
    refill was looked up past the end of its table (a bare IndexError from a checked play,
    and an unchecked apply that blamed the draw's notation)."""
    for second in (("turns", 1, "play"), ("turns", 7, "pay")):
        doc = document("no-return", 2, 4)
        del doc["turns"][1]["play"][0]
        del _resolve_path(doc, second)[0]
        report = validate(copy.deepcopy(doc), mode="collect")
        _check(report, doc)
        assert report.status is Status.ILLEGAL
