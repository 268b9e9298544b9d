"""The cheap word tests in front of the answer checks' patterns never hide a match.

A case-insensitive pattern is run only when the words it needs occur in the
folded answer (``lexicon.folded`` / ``any_hint``). These tests hold that
claim: folding agrees with ``re.IGNORECASE`` letter by letter, and on every
text of the labelled sets — and on upper-case and look-alike variants of the
forms — a pattern that matches always passes its hints.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from tether.checks import CHECKS_BY_ID, lexicon, run_check
from tether.checks.exception import _STRONG, _STRONG_HINTS, _WEAK, _WEAK_HINTS
from tether.checks.explicit_rule import _FORM_HINTS, _patterns
from tether.checks.extractors import LexicalExtractor
from tether.checks.lexicon import _ACCEPTANCE_HINTS, any_hint, folded
from tether.contract import parse_output
from tether.verify.models import VerifyInput

EVALSETS = Path(__file__).resolve().parents[2] / "evalsets"
LETTERS = [chr(c) for c in range(ord("a"), ord("z") + 1)] + [
    chr(c) for c in range(ord("а"), ord("я") + 1)] + ["ё"]


def test_folding_agrees_with_ignorecase_letter_by_letter() -> None:
    # Only cased characters (and sre's extra equivalents, which are all cased)
    # can match a letter other than themselves under IGNORECASE.
    cased = [chr(c) for c in range(sys.maxunicode + 1)
             if not 0xD800 <= c <= 0xDFFF and (chr(c).lower() != chr(c) or chr(c).upper() != chr(c))]
    for ch in cased:
        f = folded(ch)
        assert len(f) == 1, hex(ord(ch))
        for letter in LETTERS:
            assert (re.fullmatch(letter, ch, re.IGNORECASE) is not None) == (f == letter), (
                hex(ord(ch)), letter)


def _labelled_texts() -> list[str]:
    out: list[str] = []
    for path in sorted(EVALSETS.rglob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            record = json.loads(line)
            if "input" not in record:  # evalsets/questions: a question to ask, not a `tether verify` input
                out.append(record["question"])
                continue
            inp = record["input"]
            out.append(inp.get("question", ""))
            out.extend(f["text"] for f in inp.get("context", {}).get("fragments", []))
            out.append(inp["output"])
            try:
                out.append(json.loads(inp["output"])["answer"])
            except (ValueError, KeyError, TypeError):
                pass
    return [t for t in out if isinstance(t, str)]


FORMS = [
    "The rules explicitly allow filing by email.", "The regulation permits e-mail filing.",
    "These guidelines also require a stamp.", "The act does not prohibit it.",
    "Правила прямо разрешают подачу по почте.", "Регламент запрещает подачу по факсу.",
    "Согласно регламенту, допускается подача.", "According to the policy, you may file.",
    "As per the manual, it must be signed.", "В соответствии с законом требуется подпись.",
    "Regardless of size, 45 days apply.", "In any case the general rule applies.",
    "Formally 60 days, but in practice 45.", "На практике всегда действует общий срок.",
    "Всё же применяется общий срок.", "В любом случае срок 45 дней.", "Nevertheless, always 45.",
    "It will be accepted.", "Заявление будет принято.", "Faxes are rejected.",
    "Факсы не рассматриваются.", "It is unacceptable and inadmissible.", "Они примут его.",
]
_TWINS = str.maketrans({"i": "\u0130", "s": "\u017f", "в": "\u1c80", "д": "\u1c81",
                        "о": "\u1c82", "с": "\u1c83", "т": "\u1c84", "ъ": "\u1c86"})
VARIANTS = [v for f in FORMS for v in (f, f.upper(), f.title(), f.translate(_TWINS),
                                        f.upper().replace("I", "ı"))]
GUARDED = [
    (lexicon._patterns().accept, (_ACCEPTANCE_HINTS,)),
    (lexicon._patterns().reject, (_ACCEPTANCE_HINTS,)),
    (_STRONG, (_STRONG_HINTS,)), (_WEAK, (_WEAK_HINTS,)),
    *zip(_patterns().claim_forms, _FORM_HINTS, strict=True),
]


@pytest.mark.parametrize("pattern, hints", GUARDED, ids=lambda x: getattr(x, "pattern", "")[:30])
def test_a_pattern_that_matches_passes_its_hints(pattern: re.Pattern[str], hints) -> None:  # type: ignore[no-untyped-def]
    matched = 0
    for text in _labelled_texts() + VARIANTS:
        if pattern.search(text):
            matched += 1
            low = folded(text)
            assert all(any_hint(low, h) for h in hints), text
    assert matched  # the corpus exercises the pattern


def test_ruled_out_means_no_violation() -> None:
    check = CHECKS_BY_ID["number-without-jurisdiction"]
    seen = 0
    for path in sorted((EVALSETS / "checks").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            inp = VerifyInput.model_validate(json.loads(line)["input"])
            contract = parse_output(inp.output, inp.finish_reason).contract
            if check.ruled_out(contract, inp):
                seen += 1
                violation, _ = run_check(check, inp, contract, LexicalExtractor())
                assert violation is None
    assert seen
