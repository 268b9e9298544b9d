"""``degenerate-output``: an answer that repeats itself, ends in unfinished label syntax,
or only restates the question (issue 11)."""

from __future__ import annotations

from collections import Counter

from ..contract import AnswerContract
from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..models import Violation
from ..terms import subject_terms
from ..text import NEGATORS, ascii_word_text, tokens, word_runs
from .checks import LABEL, AnswerText, scan_answer

# "[t1" that never closes inside the text. (The "[", "[t", "[t1" at the very end is read by
# _dangling_end: as a pattern it backtracks over runs of spaces, quadratic in the text.)
_UNCLOSED = lazy_pattern(r"\[\s*[tT]\d+(?![\d\]]|\s*[,;\]])")
_LABEL_START = lazy_pattern(r"[tT]?\d*")
MIN_REPEATED_CHARS = 12
"""A repeated sentence shorter than this ("Yes.", "See below.") is not yet degenerate:
list answers legitimately repeat short items."""


def _dangling_end(text: str) -> int | None:
    """Where an unfinished label ("[", "[t", "[t1") ends the text, or None: the text after
    its last "[" is a label's start and nothing else, spaces aside."""
    at = text.rfind("[")
    if at < 0:
        return None
    return at if _LABEL_START.fullmatch(text[at + 1:].strip()) else None


def check_degenerate(contract: AnswerContract, question: str) -> list[Violation]:
    """``degenerate-output``: repetition, dangling label syntax, or only the question again."""
    text = contract.answer
    out: list[Violation] = []
    unclosed = _UNCLOSED.search(text)
    found = [at for at in (_dangling_end(text), unclosed.start() if unclosed else None) if at is not None]
    if found:
        dangling = min(found)
        out.append(Violation(check="degenerate-output", span=(dangling, len(text)),
                             detail="the answer ends in unfinished label syntax; write each label as [tN]"))
    seen: dict[str, int] = {}
    for start, end, key in _sentence_keys(scan_answer(text)):
        if len(key) < MIN_REPEATED_CHARS:
            continue
        if key in seen:
            out.append(Violation(check="degenerate-output", span=(start, end),
                                 detail="a sentence of the answer is repeated; state each point once"))
            break
        seen[key] = start
    if not out and _echoes(text, question):
        out.append(Violation(check="degenerate-output",
                             detail="the answer only restates the question; answer it from the material"))
    return out


def _sentence_keys(scanned: AnswerText) -> list[tuple[int, int, str]]:
    """Each sentence with what repetition is compared on: its words, labels and punctuation
    dropped (``[\\W_]+`` runs to one space), case folded. An ASCII answer is translated once
    with its labels blanked, and each sentence's runs split off that; a label can hold a line
    break, and a sentence end there (then each sentence is read on its own)."""
    text = scanned.text
    runs = ascii_word_text(text)
    if runs is None or ("\n" in text and any("\n" in text[u.start:u.end] for u in scanned.labels)):
        return [(start, end, _key(text[start:end])) for start, end in scanned.sentences]
    if scanned.labels:  # every label lies inside one sentence (or between two): blank it
        parts: list[str] = []
        pos = 0
        for use in scanned.labels:
            if use.start >= pos:  # the parts of "[t1, t2]" share one span
                parts += (runs[pos:use.start], " " * (use.end - use.start))
                pos = use.end
        parts.append(runs[pos:])
        runs = "".join(parts)
    return [(start, end, " ".join(runs[start:end].split()).lower()) for start, end in scanned.sentences]


def _key(sentence: str) -> str:
    return " ".join(word_runs(LABEL.sub(" ", sentence) if "[" in sentence else sentence)).casefold()


ECHO_SHARE = 0.8
"""An answer restates the question when all its words are the question's and it repeats at
least this share of them: "The registration fee in Germany." for "What is the
registration fee in Germany?". Naming one of the options a question offers ("Which dog is
extinct, the Tahltan Bear Dog or the Stichelhaar?" → "Tahltan Bear Dog", 0.6) repeats less
and is an answer (HaluEval's right answers: 0.6 fired on five of 10,000)."""


def _negations(text: str) -> int:
    return sum(1 for t in tokens(text) if t in NEGATORS or t.endswith("n't"))


def _echoes(answer: str, question: str) -> bool:
    """Every content term of the answer is the question's, most of them are there, and it
    adds no figure."""
    if not question.strip():
        return False
    asked = set(subject_terms(question))
    terms: set[str] = set()
    # Sentence by sentence: almost every answer says something new in its first sentence.
    for start, end in scan_answer(answer).sentences:
        terms.update(subject_terms(LABEL.sub(" ", answer[start:end])))
        if not terms <= asked:
            return False
    if _negations(answer) > _negations(question):
        return False  # "MOD Pizza is a franchise, but Zpizza isn't": the denial is the answer
    body = LABEL.sub(" ", answer)
    # Counted, not as sets: "fewer than 50 employees pay 50 %" adds a figure to "fewer than 50".
    if not terms or not asked or Counter(DIGIT_RUN.findall(body)) - Counter(DIGIT_RUN.findall(question)):
        return False
    return terms <= asked and len(terms) >= ECHO_SHARE * len(asked)

