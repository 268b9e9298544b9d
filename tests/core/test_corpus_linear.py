"""Issue 10 item 5: corpus files are untrusted (POST /v1/sources takes them from the network),
so parsing them must stay linear in their size.

Two kinds of evidence. Structurally, every regular expression the corpus parser keeps is
anchored at its start and has at most one unbounded repeat — the shapes that backtrack
polynomially (nested or adjacent unbounded repeats, an unanchored search restarting at every
position) cannot occur. Empirically, adversarial inputs eight times larger cost at most
``SLACK`` times eight as much: a ratio within one run, never a wall-clock threshold, so a slow
or busy machine does not flake it; the quadratic and cubic cases it guards against grew 64 to
500 times.
"""

from __future__ import annotations

import re
import timeit
from collections.abc import Callable
from types import ModuleType

import pytest

from tether.corpus import load, parse, records
from tether.facts import extract

try:  # the regex parser moved in Python 3.11
    from re import _constants as sre_constants  # type: ignore[attr-defined]
    from re import _parser as sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover
    import sre_constants  # type: ignore[no-redef]
    import sre_parse  # type: ignore[no-redef]

_REPEATS = (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, getattr(sre_constants, "POSSESSIVE_REPEAT", None))
GROWTH = 8
SLACK = 3  # linear work may cost up to 3x more per byte at the larger size (caches, allocation)

HEAD = ("---\nid: x\ndocument: x\nversion: '1'\nowner: o\npublished_at: 2024-01-01T00:00:00Z\n"
        "access: [public]\n---\n")


def _patterns(module: ModuleType) -> dict[str, re.Pattern[str]]:
    return {name: value for name, value in vars(module).items() if isinstance(value, re.Pattern)}


def _unbounded_repeats(items: sre_parse.SubPattern | list) -> int:  # type: ignore[name-defined]
    count = 0
    for op, arg in items:
        if op in _REPEATS:
            low, high, sub = arg
            count += (high == sre_constants.MAXREPEAT) + _unbounded_repeats(sub)
        elif op == sre_constants.SUBPATTERN:
            count += _unbounded_repeats(arg[-1])
        elif op == sre_constants.BRANCH:
            count += sum(_unbounded_repeats(branch) for branch in arg[1])
        elif op in (sre_constants.ASSERT, sre_constants.ASSERT_NOT):
            count += _unbounded_repeats(arg[1])
    return count


@pytest.mark.parametrize("module", [parse, load, records], ids=lambda m: m.__name__)
def test_corpus_regexes_are_anchored_with_one_unbounded_repeat(module: ModuleType) -> None:
    for name, pattern in _patterns(module).items():
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
        first = list(tree)[0]
        assert first[0] == sre_constants.AT and first[1] in (
            sre_constants.AT_BEGINNING, sre_constants.AT_BEGINNING_STRING), f"{name} is not anchored at its start"
        assert _unbounded_repeats(tree) <= 1, f"{name} has nested or several unbounded repeats: {pattern.pattern}"


def test_the_structural_check_catches_backtracking_shapes() -> None:
    """The checker itself: the patterns issue 10 found would not pass it."""
    heading = sre_parse.parse(r"^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
    assert _unbounded_repeats(heading) == 5
    assert _unbounded_repeats(sre_parse.parse(r"^(a+)+$")) == 2
    assert list(sre_parse.parse(r"<!--.*?-->"))[0][0] != sre_constants.AT


def _cost(fn: Callable[[str], object], text: str) -> float:
    """Seconds per call: the best of three timings, each repeated until it lasts 20 ms."""
    number = 1
    while True:
        took = min(timeit.repeat(lambda: fn(text), number=number, repeat=3))
        if took >= 0.02:
            return took / number
        number *= 4


def _parse(body: str) -> object:
    record, problems = parse.parse_record("x.md", (HEAD + body).encode())
    assert not problems, problems
    return record


def _facts(text: str) -> object:
    return extract.extract_facts(text)


ADVERSARIAL: dict[str, tuple[Callable[[str], object], Callable[[int], str], int]] = {
    # name: (stage, input of about n characters, n); n keeps the old code under ~10 s
    "heading of blanks": (_parse, lambda n: "## a" + " \t" * (n // 2) + "\t#x\n", 100),
    "heading of blanks, anchored": (_parse, lambda n: "## a {#a}" + " \t" * (n // 2) + "x {#b}\n", 100),
    "repeated comment openers": (_parse, lambda n: "<!--" * (n // 4), 5_000),
    "repeated anchor openers": (_parse, lambda n: "## a " + "{#a" * (n // 3) + "\n", 5_000),
    "fences and headings": (_parse, lambda n: "```\n# a\n" * (n // 8), 5_000),
    "identifier-like run without a digit": (_facts, lambda n: "A-" * (n // 2), 1_000),
    "many urls and figures": (_facts, lambda n: "http://a.example/x 7 " * (n // 21), 8_000),
}


@pytest.mark.parametrize("case", sorted(ADVERSARIAL))
def test_adversarial_corpus_input_costs_grow_linearly(case: str) -> None:
    stage, make, n = ADVERSARIAL[case]
    small, large = _cost(stage, make(n)), _cost(stage, make(n * GROWTH))
    assert large / small < GROWTH * SLACK, (
        f"{case}: {GROWTH}x the input cost {large / small:.0f}x the time "
        f"({small * 1e3:.2f} ms -> {large * 1e3:.2f} ms)")


def test_large_adversarial_file_parses() -> None:
    """A 1 MB file of unclosed comment openers and blank-filled headings is just text."""
    body = "<!--" * 100_000 + "\n## " + " \t" * 100_000 + "x {#x}\n" + "A-" * 100_000
    record = _parse(body)
    assert [f.anchor for f in record.fragments] == [None, "x"]  # type: ignore[attr-defined]
