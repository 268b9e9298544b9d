"""The linear-time helper tells a quadratic reader from a linear one (tests/linear.py)."""

from __future__ import annotations

from tests.linear import grows_linearly, stays_bounded


def _pairs(text: str) -> int:
    return sum(1 for i in range(0, len(text), 4) for _ in range(i, len(text), 4))  # quadratic


def test_a_quadratic_reader_does_not_grow_linearly() -> None:
    assert not grows_linearly(lambda n: "abcd" * n, _pairs, small=300)


def test_a_linear_reader_grows_linearly_and_a_window_stays_bounded() -> None:
    assert grows_linearly(lambda n: "abcd " * n, str.split)
    assert stays_bounded(lambda n: "abcd " * n, lambda given: given[-100:].split())
    assert not stays_bounded(lambda n: "abcd " * n, str.split, small=10_000)
