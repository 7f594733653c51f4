"""The shared value classes (``regelwerk.frozen``): what their dataclasses gave, kept."""

from __future__ import annotations

import ast
import copy
import dataclasses
import inspect
import pickle
import typing

import pytest

from regelwerk import frozen
from regelwerk.frozen import Frozen
from regelwerk.game import ArgumentTypes, Chance, GameInfo, Information, Result
from regelwerk.i18n.gametexts import GameTexts
from regelwerk.i18n.markers import Template, npN_, pN_
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.rules import Basis, LogCode, Rule
from regelwerk.violation import Violation

INFO = GameInfo("zz", "Zed", "zz/1", 2, 4, Chance.EXPLICIT, Information.PERFECT, False)
VALUES: list[Frozen] = [
    INFO,
    Result((3, 1), (1,)),
    ArgumentTypes(int, str, None),
    npN_("zz", "{n} stone", "{n} stones", count="n"),
    GameTexts({}, {}, {}, {}, {}),
    Rule(LogCode.LOG_DRAW, "log", "LOG", (Basis.RULING,)),
    Violation.of(NoReturnRuleId.NR_5_4, tile="R5"),
]


@pytest.mark.parametrize("value", VALUES, ids=lambda value: type(value).__name__)
def test_a_value_is_frozen_equal_by_fields_and_copied_as_itself(value: Frozen) -> None:
    fields = value._values(value)
    twin = type(value)(*fields)
    assert twin == value and twin is not value
    if type(value) is not GameTexts:  # mappings are no keys, NO_PIECES equals only itself
        assert hash(twin) == hash(value)
        assert pickle.loads(pickle.dumps(value)) == value
    assert copy.copy(value) is value and copy.deepcopy(value) is value
    name = type(value).__match_args__[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, name, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        delattr(value, name)
    assert value.replace(**{name: fields[0]}) == value


def test_values_read_as_their_dataclasses_did() -> None:
    assert repr(Result((3, 1), (1,))) == "Result(scores=(3, 1), winners=(1,))"
    assert Result((3, 1), (1,)) != ((3, 1), (1,))  # a record, not a tuple
    match Result((3, 1), (1,)):
        case Result(scores, winners):
            assert (scores, winners) == ((3, 1), (1,))
    assert INFO.replace(max_players=5).max_players == 5
    assert Template(pN_("zz", "hi")).plural is None
    assert GameTexts({}, {}, {}, {}, {}).fallbacks == {}
    with pytest.raises(TypeError):
        Result((1,))  # type: ignore[call-arg]


def test_the_base_annotations_are_readable_at_run_time() -> None:
    """Sphinx adds the annotations it reads in a class's source (those the type checker
    alone sees too) and evaluates them: each must work at run time, or every value class
    loses its documented types."""
    tree = ast.parse(inspect.getsource(frozen))
    base = next(node for node in tree.body if isinstance(node, ast.ClassDef))
    annotations = [node for node in ast.walk(base) if isinstance(node, ast.AnnAssign)]
    assert annotations
    for node in annotations:
        eval(ast.unparse(node.annotation), vars(frozen))  # our own source
    for value in VALUES:
        assert typing.get_type_hints(type(value))
