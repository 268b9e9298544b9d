"""tether.json_depth: nesting is bounded before ``json`` recurses (a 5,000-level output made a
garbage-collector finalizer fail at the recursion limit in one CI run)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tether.contract import parse_output
from tether.json_depth import JSON_DEPTH_LIMIT, nests_deeper_than


@pytest.mark.parametrize(("text", "deep"), [
    ("[" * (JSON_DEPTH_LIMIT + 1) + "]" * (JSON_DEPTH_LIMIT + 1), True),
    ("[" * JSON_DEPTH_LIMIT + "]" * JSON_DEPTH_LIMIT, False),
    # brackets inside strings, escaped quotes included, are text, not nesting
    (json.dumps({"answer": "[" * 5_000 + '\\" {' * 300}), False),
    ('{"a": "\\"' + "[" * 200 + '"}', False),
    (b"{" * 200, True),
])
def test_depth_is_read_outside_strings(text: str | bytes, deep: bool) -> None:
    assert nests_deeper_than(text) is deep


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(),
                    lambda children: st.lists(children, max_size=3)
                    | st.dictionaries(st.text(max_size=5), children, max_size=3), max_leaves=30))
def test_the_scan_agrees_with_the_parse_on_any_json(value: object) -> None:
    text = json.dumps(value)
    depth = _depth(value)
    assert nests_deeper_than(text, limit=depth) is False
    assert nests_deeper_than(text, limit=depth - 1) is (depth >= 1)


def _depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


def test_a_deep_output_is_contract_invalid_without_recursing() -> None:
    parsed = parse_output('{"answer": ' + "[" * 5_000 + "]" * 5_000 + "}", "stop")
    assert parsed.contract is None
    assert [v.check for v in parsed.violations] == ["contract-invalid"]
