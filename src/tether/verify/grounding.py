"""Grounding: an answer stands on the fragments it cites, sentence by sentence.

"Does this number occur somewhere in the material" lets a model take the
filing deadline for the change-notice deadline, or a product's model number
for its registration number. These checks ask instead "does the cited source
say this, here":

- ``missing-citation``: an answer that cites nothing cannot be reviewed
  against a source, so it cannot complete.
- ``misattributed-figure``: a figure that the material holds, but not a cited
  fragment; or that a cited fragment holds only in sentences about another
  subject (see :func:`_in_context`); or a ``[tN]`` whose fact's fragment is not
  cited.
- ``degenerate-output``: a sentence repeated, dangling label syntax (``[t``),
  or an answer that only restates the question.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from ..contract import AnswerContract
from ..models import Violation
from ..terms import SentenceIndex, fragment_index, subject_terms
from .checks import AnswerText
from .material import Material
from .mention import Mention
from .models import ContextFact, ContextFragment, VerifyContext


def check_missing_citation(contract: AnswerContract, ctx: VerifyContext) -> list[Violation]:
    """``missing-citation``: no documentation citation while the context holds fragments."""
    if contract.documentation_citations or not ctx.fragments:
        return []
    return [Violation(check="missing-citation",
                      detail="the answer cites no fragment; cite the fragment(s) it is taken from")]


def cited_fragments(contract: AnswerContract, ctx: VerifyContext) -> list[ContextFragment]:
    cited = set(contract.documentation_citations)
    return [f for f in ctx.fragments if f.id in cited]


def check_attribution(answer: AnswerText, contract: AnswerContract, ctx: VerifyContext,
                      material: Material, question: str, vouched: set[int]) -> list[Violation]:
    """``misattributed-figure`` for the answer's figures that the material supports
    (figures it does not support are ``unsupported-*``, reported elsewhere)."""
    cited = cited_fragments(contract, ctx)  # none: every figure the material holds is misattributed
    out = _label_attribution(answer, contract, ctx)
    context_ids = {f.id for f in ctx.fragments}
    cited_ids = {f.id for f in cited}
    # A tool's fact (its fragment id names no context fragment) stands on its own source.
    facts = [f for f in ctx.facts if f.fragment_id in cited_ids or f.fragment_id not in context_ids]
    scope = _Scope(cited, facts, question)
    for m in answer.mentions:
        if not _is_checked(m) or m.start in vouched or not material.supports(m):
            continue  # a labelled value that matched its fact stands on the fact (cited: see above)
        if scope.readers_own(m):
            continue
        if not cited or not scope.cited.supports(m):
            out.append(Violation(
                check="misattributed-figure", span=m.span,
                detail=f'"{m.text}" occurs in the material, but not in a cited fragment; '
                       "cite the fragment it comes from"))
            continue
        problem = scope.out_of_context(answer, m)
        if problem:
            out.append(Violation(check="misattributed-figure", span=m.span, detail=problem))
    return out


def _is_checked(m: Mention) -> bool:
    if m.kind in ("list", "url", "reference", "version", "ordinal"):
        return False
    return not (m.from_words and m.kind == "number")


def _label_attribution(answer: AnswerText, contract: AnswerContract, ctx: VerifyContext) -> list[Violation]:
    """A ``[tN]`` stands on its fact's fragment: that fragment must be cited."""
    facts = {f.label: f for f in ctx.facts}
    context_ids = {f.id for f in ctx.fragments}
    cited = set(contract.documentation_citations)
    out = []
    for use in answer.labels:
        fact = facts.get(use.label)
        if fact is None or fact.fragment_id is None or fact.fragment_id not in context_ids:
            continue
        if fact.fragment_id not in cited:
            out.append(Violation(
                check="misattributed-figure", span=(use.start, use.end),
                detail=f"[{use.label}] comes from {fact.fragment_id}, which the answer does not cite"))
    return out


class _Scope:
    """The cited material, sentence by sentence, built lazily for one answer."""

    def __init__(self, cited: Sequence[ContextFragment], facts: Sequence[ContextFact], question: str) -> None:
        self.fragments = cited
        self.cited = Material(cited, facts)
        self._question = Material((), (), question) if question.strip() else None
        self._index: SentenceIndex | None = None
        self._subjectless: frozenset[int] = frozenset()
        names = " ".join(f"{f.title or ''} {f.document.replace('-', ' ')}" for f in cited)
        self.name_terms = frozenset(subject_terms(names))
        self.name_digits = frozenset(_DIGITS.findall(names))

    def names_document(self, m: Mention) -> bool:
        """A figure that is part of a cited document's name ("Data Retention Act 2023")
        refers to the source; it is no value taken from a sentence."""
        digits = _DIGITS.findall(m.text)
        return bool(digits) and all(d in self.name_digits for d in digits)

    def readers_own(self, m: Mention) -> bool:
        """A figure the question itself gives is the reader's own (CONTRACTS §3)."""
        return self._question is not None and self._question.supports(m)

    @property
    def index(self) -> SentenceIndex:
        """The cited fragments' sentences, indexed by subject term (kept per fragment)."""
        if self._index is None:
            self._index = SentenceIndex.join([fragment_index(f.text) for f in self.fragments])
            # "Data Retention Act 2019, section 4." says where, not what: no subject.
            names = self.name_terms | REFERENCE_TERMS
            self._subjectless = frozenset(
                i for i, terms in enumerate(self._index.terms) if set(terms) <= names)
        return self._index

    def out_of_context(self, answer: AnswerText, m: Mention) -> str | None:
        """Why the value's source sentences are about something else, or None.

        The subject of the answer's sentence (its terms without the figures; a bare
        "It is 14 days." borrows the previous sentence's) is compared with every cited
        sentence: when some cited sentence shares a subject word and none of the sentences
        that hold the value does, the value was taken from a sentence about something
        else. (A share of the best overlap, not just "none", fired on correct answers
        whose words lean on a neighbouring sentence.)
        """
        if self.names_document(m):
            return None
        # No words of its own ("Five days."): nothing to compare. The question's words name
        # what is asked about, not which value; they fired on right answers (HaluEval).
        terms = _sentence_subject(answer, m)
        if not terms:
            return None
        index = self.index
        if len(index.sentences) < 2:
            return None
        on_topic = set(index.candidates(terms)) - self._subjectless
        if not on_topic or any(self._holds(i, m) for i in on_topic):
            return None
        source = next((i for i in range(len(index.sentences)) if self._holds(i, m)), None)
        if source is None:
            return None  # no single sentence holds it (a fact, or a value across sentences)
        return (f'"{m.text}" is taken from a sentence about something else '
                f'("{_short(index.sentences[source])}"); give the value the cited fragment states for this subject')

    def _holds(self, i: int, m: Mention) -> bool:
        """Whether sentence ``i`` holds the value (a material of that sentence alone; its
        digits are checked first, as most sentences share none with the figure)."""
        text = self.index.sentences[i]
        digits = _DIGITS.findall(m.text)
        if digits and not any(d in text for d in digits):
            return False
        piece = ContextFragment.model_construct(id="s", document_id=None, jurisdiction=None, title=None,
                                                lang=None, text=text)
        return Material((piece,)).supports(m)


WINDOW_BEFORE, WINDOW_AFTER = 6, 4
"""Subject words read around a figure: the six content words before it and four after,
within its clause. A sentence can carry several facts ("… is not accepted — file it
electronically by 30 April"); the words next to a value say what it is."""


def _sentence_subject(answer: AnswerText, m: Mention, skip: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The subject terms around ``m``, figures and the ``skip`` terms cut out: the words
    next to it in its clause ("The fee is €1,250; online it is EUR 850" gives 850 "online
    it is"; after the figure, only up to "and"/"but"); if that holds no word ("14%:
    monitors are heading 8528"), the clauses beside it; then the sentence; then the one
    before."""
    start, end = answer.sentence_of(m.start)
    clauses = _clauses(answer.text, start, end)
    i = next((k for k, (lo, hi) in enumerate(clauses) if lo <= m.start < hi), 0)
    lo, hi = clauses[i]
    joint = _CONJUNCTION.search(answer.text, m.end, hi)
    after = joint.start() if joint else hi
    before_terms = _terms_without_figures(answer, lo, m.start, skip)[-WINDOW_BEFORE:]
    near = tuple(dict.fromkeys(before_terms + _terms_without_figures(answer, m.end, after, skip)[:WINDOW_AFTER]))
    if near:
        return near
    around = clauses[max(0, i - 1):i + 2]
    for lo, hi in ((around[0][0], around[-1][1]), (start, end)):
        terms = _terms_without_figures(answer, lo, hi, skip)
        if terms:
            return terms
    k = answer.sentences.index((start, end)) if (start, end) in answer.sentences else 0
    if k > 0:
        s, e = answer.sentences[k - 1]
        return _terms_without_figures(answer, s, e, skip)
    return ()


REFERENCE_TERMS = frozenset(subject_terms(
    "section article paragraph clause chapter part annex appendix "
    "статья раздел пункт параграф глава часть приложение"))

_CONJUNCTION = re.compile(r"\s(?:and|but|while|whereas|и|а|но|однако)\s", re.IGNORECASE)


# Clause breaks: semicolons, colons, brackets and commas not inside a number. Not dashes
# (a Russian copula: «Пошлина — 1 250 евро») and not "and" ("between 20 December and 3 January").
_CLAUSE_BREAK = re.compile(r"[;:()]|,(?!\d)")


def _clauses(text: str, start: int, end: int) -> list[tuple[int, int]]:
    out, lo = [], start
    for b in _CLAUSE_BREAK.finditer(text, start, end):
        out.append((lo, b.start()))
        lo = b.end()
    out.append((lo, end))
    return out


def _terms_without_figures(answer: AnswerText, start: int, end: int,
                           skip: frozenset[str] = frozenset()) -> tuple[str, ...]:
    text = answer.text
    pieces, pos = [], start
    for other in answer.mentions:
        if start <= other.start < end:
            pieces.append(text[pos:other.start])
            pos = max(pos, other.end)
    pieces.append(text[pos:end])
    return tuple(t for t in subject_terms(_LABELS.sub(" ", " ".join(pieces))) if t not in skip)


def _short(text: str, limit: int = 90) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


# -- degenerate output --------------------------------------------------------------------

_LABELS = re.compile(r"\[\s*[tT]\d+(?:\s*[,;]\s*[tT]\d+)*\s*\]")
# "[t", "[t1" or "[" at the very end; "[t1" that never closes inside the text.
_DANGLING = re.compile(r"\[\s*[tT]?\d*\s*$|\[\s*[tT]\d+(?![\d\]]|\s*[,;\]])")
_NORMALISE = re.compile(r"[\W_]+", re.UNICODE)
MIN_REPEATED_CHARS = 12
"""A repeated sentence shorter than this ("Yes.", "See below.") is not yet degenerate:
list answers legitimately repeat short items."""


def check_degenerate(contract: AnswerContract, question: str) -> list[Violation]:
    """``degenerate-output``: repetition, dangling label syntax, or only the question again."""
    text = contract.answer
    out: list[Violation] = []
    dangling = _DANGLING.search(text)
    if dangling:
        out.append(Violation(check="degenerate-output", span=(dangling.start(), len(text)),
                             detail="the answer ends in unfinished label syntax; write each label as [tN]"))
    from .text import sentence_spans  # the verifier's own splitter, as AnswerText uses

    seen: dict[str, int] = {}
    for start, end in sentence_spans(text):
        key = _NORMALISE.sub(" ", _LABELS.sub(" ", text[start:end])).strip().casefold()
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


ECHO_SHARE = 0.8
"""An answer restates the question when all its words are the question's and it repeats at
least this share of them: "The registration fee in Germany." for "What is the
registration fee in Germany?". Naming one of the options a question offers ("Which dog is
extinct, the Tahltan Bear Dog or the Stichelhaar?" → "Tahltan Bear Dog", 0.6) repeats less
and is an answer (HaluEval's right answers: 0.6 fired on five of 10,000)."""


def _echoes(answer: str, question: str) -> bool:
    """Every content term of the answer is the question's, most of them are there, and it
    adds no figure."""
    if not question.strip():
        return False
    body = _LABELS.sub(" ", answer)
    terms, asked = set(subject_terms(body)), set(subject_terms(question))
    # Counted, not as sets: "fewer than 50 employees pay 50 %" adds a figure to "fewer than 50".
    if not terms or not asked or Counter(_DIGITS.findall(body)) - Counter(_DIGITS.findall(question)):
        return False
    return terms <= asked and len(terms) >= ECHO_SHARE * len(asked)


_DIGITS = re.compile(r"\d+")
