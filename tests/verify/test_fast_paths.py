"""The verifier's fast paths give what the slow way gives (the benchmark's 1 ms target, issues
11 and 13): a guarded pattern matches wherever its pattern does, and ASCII tokens are the
token pattern's."""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
import string
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tether.figures.quantities import letter_tokens
from tether.guard import Guarded, fold
from tether.text import _TOKEN, sentences, tokens, word_runs

ROOT = Path(__file__).resolve().parents[2]
LETTERS = string.ascii_lowercase + "абвгдежзийклмнопрстуфхцчшщъыьэюяё"


def _all_guarded() -> dict[str, Guarded]:
    """Every guarded pattern at the top level of a module of the verifier or its text layer."""
    names = ["tether.text", "tether.terms", "tether.evidence"]
    for package in ("tether.checks", "tether.verify", "tether.figures"):
        path = importlib.import_module(package).__path__
        names += [info.name for info in pkgutil.iter_modules(path, package + ".")]
    found: dict[str, Guarded] = {}
    for name in names:
        for attr, value in vars(importlib.import_module(name)).items():
            if isinstance(value, Guarded):
                found[f"{name}.{attr}"] = value
    return found


GUARDED = _all_guarded()


def test_some_patterns_are_guarded() -> None:
    assert len(GUARDED) >= 5


def test_fold_meets_every_letter_a_case_insensitive_pattern_meets() -> None:
    letters = re.compile(f"[{LETTERS}]", re.IGNORECASE)
    for code in range(0x110000):
        char = chr(code)
        if letters.fullmatch(char):
            for letter in LETTERS:
                if re.fullmatch(letter, char, re.IGNORECASE):
                    assert fold(char) == letter, (hex(code), letter)


@pytest.mark.parametrize("name", sorted(GUARDED))
# 100 matches a guard per run: at 300, the hundred guards took 170 s of CI's budget; each run draws
# anew, so the guards meet more matches over the runs than one run could afford
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_a_guard_never_hides_a_match(name: str, data: st.DataObject) -> None:
    guarded = GUARDED[name]
    text = data.draw(st.from_regex(guarded.pattern))  # a match, in any case, amid any text
    match, guarded_match = guarded.pattern.search(text), guarded.search(text)
    assert match is not None and guarded_match is not None, text
    assert guarded_match.span() == match.span()
    assert guarded.sub(" ", text) == guarded.pattern.sub(" ", text)


def _evalset_texts() -> list[str]:
    texts: list[str] = []
    for path in sorted((ROOT / "evalsets").glob("*/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            raw = item.get("input") or item
            output = raw.get("output") if isinstance(raw, dict) else None
            if isinstance(output, str):
                texts.append(output)
            for fragment in (raw.get("context") or {}).get("fragments", []) if isinstance(raw, dict) else []:
                texts.append(fragment.get("text", ""))
    return texts


def test_guards_agree_with_their_patterns_on_the_evalsets() -> None:
    # each sentence once: the verify cases cite the same fragments again and again (a third are new)
    texts = sorted({s for t in _evalset_texts() for s in sentences(t)})
    assert len(texts) > 1000
    for name, guarded in GUARDED.items():
        for text in texts:
            if guarded.pattern.search(text):
                assert guarded.possible(text), (name, text)


@settings(max_examples=2000, deadline=None)
@given(st.text(alphabet=string.ascii_letters[:6] + "0159 -'_.,!\t\n[]#\x0b\x1c", max_size=40))
def test_ascii_tokens_are_the_token_pattern(text: str) -> None:
    assert tokens(text) == _TOKEN.findall(text.lower())


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=40))
@example("0\u20190")  # a typographic apostrophe is an apostrophe ("haven’t" is one word)
def test_tokens_of_any_text_are_the_token_pattern(text: str) -> None:
    assert tokens(text) == [t.replace("ё", "е") for t in _TOKEN.findall(text.lower().replace("\u2019", "'"))]


@settings(max_examples=1000, deadline=None)
@given(st.text(alphabet=string.printable + "éё ", max_size=40) | st.text(max_size=40))
def test_word_runs_are_the_runs_of_word_characters(text: str) -> None:
    assert word_runs(text) == re.findall(r"[^\W_]+", text)
    # the degenerate-output check's sentence key, as it was computed before
    assert " ".join(word_runs(text)) == re.sub(r"[\W_]+", " ", text).strip()


@settings(max_examples=1000, deadline=None)
@given(st.text(alphabet=string.printable, max_size=40) | st.text(max_size=40))
def test_letter_tokens_are_the_letter_runs(text: str) -> None:
    assert letter_tokens(text) == frozenset(re.findall(r"[^\W\d_]+", text.lower()))


def _all_hints() -> list[tuple[tuple[str, ...], ...]]:
    from tether.checks import exception, explicit_rule, lexicon

    found = [exception._STRONG_HINTS, exception._WEAK_HINTS, exception._CONCESSIVE_HINTS,
             lexicon._ACCEPTANCE_HINTS]
    return found + [h for form in explicit_rule._FORM_HINTS for h in form]


HINTS = _all_hints()


@settings(max_examples=1500, deadline=None)
@given(data=st.data())
def test_any_hint_is_the_plain_substring_test(data: st.DataObject) -> None:
    from tether.checks.lexicon import any_hint, folded

    hints = data.draw(st.sampled_from(HINTS))
    words = [w for alt in hints for w in alt]
    pieces = st.sampled_from(words) | st.sampled_from(["a", "ab", "-", " ", ", ", "'", "1", "ё", "x"])
    text = "".join(data.draw(st.lists(pieces, max_size=12)))
    low = folded(text)
    assert any_hint(low, hints) == any(all(w in low for w in alt) for alt in hints)


def _polarity_vocabulary() -> list[str]:
    from tether.checks.polarity import NEGATIONS, NEGATORS, PERMISSIVE_EN

    return sorted(NEGATIONS | NEGATORS | set(PERMISSIVE_EN) | {
        "don't", "isn’t", "now", "know", "cancel", "освобождён", "допускается", "разрешено", "по",
        "желанию", "нёт", "later", "than", "exceed", "yes", "fee", "paid", "İs", "ſo", "no_fee", "no-fee",
        "not-for-profit", "5"})


_POLARITY_VOCABULARY = _polarity_vocabulary()


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_POLARITY_VOCABULARY), st.integers(0, 2),
                          st.sampled_from([" ", " ", ", ", ". ", "-", "'", "_", ": ", "\n"])), max_size=7))
def test_a_plain_sentence_affirms(parts: list[tuple[str, int, str]]) -> None:
    from tether.checks.polarity import has_negator, negated, permissive, plain

    text = "".join((w.upper() if style == 1 else w.title() if style == 2 else w) + gap
                   for w, style, gap in parts)
    if plain(text):
        assert not (negated(text) or has_negator(text) or permissive(text)), text


def test_plain_agrees_on_the_evalsets() -> None:
    from tether.checks.polarity import has_negator, negated, permissive, plain

    for text in {s for t in _evalset_texts() for s in sentences(t)}:
        if plain(text):
            assert not (negated(text) or has_negator(text) or permissive(text)), text


@settings(max_examples=3000, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab. \t\n\r\x0b\x0c\x1c\x1f\x85\u00a0\u1680\u2000\u2028"
                                              "\u2029\u202f\u3000\u200bé")), max_size=20)
       | st.text(max_size=20))
def test_normalize_ws_is_one_space_for_every_run(text: str) -> None:
    from tether.text import normalize_ws

    assert normalize_ws(text) == re.sub(r"\s+", " ", text).strip()


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(["fee", "Fee", "x", "no-", "-x", "'s", "[t1]", "[T2, t3]", "[t4;t5]", "[ t6 ]",
                                 "[t", "]", "5", "т1", "сбор", " ", " ", ",", "-", "'", "ё"]), max_size=10))
def test_a_labels_words_are_figures(parts: list[str]) -> None:
    from tether.terms import figure_free_terms
    from tether.verify.checks import LABEL

    text = "".join(parts)
    assert figure_free_terms(text) == figure_free_terms(LABEL.sub(" ", text))


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_POLARITY_VOCABULARY + [
    "including", "Including", "all", "ALL", "every", "any", "always", "exception", "exceptions", "without",
    "cases", "in", "shall", "many", "включая", "числе", "том", "все", "всех", "любой", "исключений",
    "without exception", "no exceptions", "in every case", "в том числе", "без исключений"]),
    st.sampled_from([" ", " ", ", ", ". ", "; ", "-", "'", "(", "\n"])), max_size=8))
def test_no_shape_word_and_no_negation_word_mean_no_exclusion_shape(parts: list[tuple[str, str]]) -> None:
    from tether.checks.excluded import _INCLUDING, _UNIVERSAL, has_shape_word
    from tether.checks.included import GROUP_END
    from tether.checks.polarity import ANSWER_WORD, BOUND, NEGATIONS, may_negate

    def negated_by_tokens(text: str) -> bool:  # negated() as written before its shortcut
        body = BOUND.pattern.sub(" ", ANSWER_WORD.sub("", text))
        return any(t in NEGATIONS or t.endswith("n't") for t in tokens(body.replace("’", "'")))

    text = "".join(w + gap for w, gap in parts)
    if not has_shape_word(text):
        assert _INCLUDING.pattern.search(text) is None and _UNIVERSAL.pattern.search(text) is None, text
    if not may_negate(text):
        assert not any(negated_by_tokens(c) for c in [text, *GROUP_END.split(text)]), text


def test_a_lazy_pattern_compiles_on_first_use_and_matches_as_compiled() -> None:
    from tether.guard import lazy_pattern

    lazy = lazy_pattern(r"\bonly\s+(\w+)", re.IGNORECASE)
    assert "search" not in vars(lazy)  # nothing compiled yet
    text = "Items are returned ONLY with a receipt; only once."
    eager = re.compile(r"\bonly\s+(\w+)", re.IGNORECASE)
    assert lazy.search(text).group(1) == eager.search(text).group(1)  # type: ignore[union-attr]
    assert lazy.split(text) == eager.split(text) and lazy.findall(text) == eager.findall(text)
    assert lazy.match(text, text.index("only")) is not None
    assert "search" in vars(lazy)  # kept: later reads are plain attributes
