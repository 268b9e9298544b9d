"""acceptance-contradiction: "yes, it will be accepted" while the material says it will not.

The worst refusal this product can cause: a submission prepared on its word
and then rejected. The pre-check looks for an affirmative acceptance form in
the answer ("will be accepted", "is accepted", "принимается", "будет
принята"; negated forms are not affirmative) and lets it through only when
the material negates acceptance somewhere at all ("will not be accepted",
"не принимаются", "are rejected") — otherwise there is nothing to contradict.

The decision works on the quoted statements about acceptance, clause by
clause. Each statement's *condition* is the part of its subject that the
statements of the other polarity lack ("fax" against "post"; "without a
declaration" against "with" one). A claim is contradicted when it names at
least ``MIN_COVERAGE`` of a negative statement's condition and more of it (by
weight) than of any affirmative statement's condition. An answer that opens
with "yes" affirms the question's own case, so the question is read as one
more view of the claim: "Yes, it will be accepted" to "Will a DOCX file be
accepted?" is a claim about DOCX files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..contract import AnswerContract
from ..guard import lazy_pattern
from ..models import CheckId, Violation
from ..verify.models import VerifyInput
from .base import Check, ExtractionRequest, Trigger, answer_lang, material_sentences
from .lexicon import (
    ACCEPTANCE_CUE_SOURCES,
    acceptance_statements,
    clause_around,
    has_term,
    keys,
    says_not_accepted,
    sentence_around,
    weights_for,
)

# Share of a negative statement's own condition the claim must name. Set low on
# purpose: the decision is relative (the negative must also fit better than every
# affirmative statement), and a faulty "yes" usually names only part of the condition.
MIN_COVERAGE = 0.3

# A condition of absence ("without a declaration", "без доверенности") is not the
# case of a claim that speaks of presence ("with a declaration").
PRIVATIVE = lazy_pattern(
    r"\b(?:without|lacking|missing|no)\b|(?<![\w-])(?:без|нет|отсутств\w*)(?![\w-])", re.IGNORECASE
)
PRESENCE = lazy_pattern(
    r"\bwith\b|(?<![\w-])(?:с|со|при\s+наличии|имеется|есть)(?![\w-])", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class Statement:
    """One clause about acceptance: its subject keys and whether it affirms."""

    text: str
    subject: tuple[str, ...]
    affirmative: bool

    @property
    def privative(self) -> bool:
        return bool(PRIVATIVE.search(self.text))


def statements(text: str, found: list[tuple[int, int, bool]] | None = None) -> list[Statement]:
    """The acceptance statements of ``text`` (``found``: its ``acceptance_statements``, when
    the caller has them), each with the subject of its clause.

    A clause too short to name a subject ("it will be accepted") borrows the
    words of its whole sentence.
    """
    out: list[Statement] = []
    for start, end, affirmative in acceptance_statements(text) if found is None else found:
        lo, hi = clause_around(text, start, end)
        subject = keys(text[lo:hi])
        if len(subject) < 2:
            s_lo, s_hi = sentence_around(text, start, end)
            lo, hi = s_lo, s_hi
            subject = keys(text[lo:hi])
        out.append(Statement(text[lo:hi].strip(), subject, affirmative))
    return out


_AFFIRMATION = lazy_pattern(r"^\W*(?:yes|yep|sure|certainly|да|конечно)\b", re.IGNORECASE)


def _distinct(st: Statement, others: list[Statement]) -> tuple[str, ...]:
    """The terms of ``st`` that no statement of the other polarity has: its condition.
    ("without a declaration" against "with a declaration"; "fax" against "post".)"""
    own = tuple(t for t in st.subject if not any(has_term(t, o.subject) for o in others))
    return own or st.subject


def _other_case(st: Statement, claim_text: str) -> bool:
    """The statement is about absence and the claim about presence."""
    return st.privative and not PRIVATIVE.search(claim_text) and bool(PRESENCE.search(claim_text))


def contradicted(
    claim_text: str, claim: tuple[str, ...], quotes: list[str], material_sentences: list[str]
) -> str | None:
    """The quote whose negative statement fits the claim's case better than every
    affirmative one. A statement's condition is its own terms (``_distinct``); the claim
    must name at least ``MIN_COVERAGE`` of that condition's weight."""
    weights = weights_for(material_sentences)
    found = [(st, q) for q in quotes for st in statements(q)]
    positive = [st for st, _ in found if st.affirmative]
    negative = [st for st, _ in found if not st.affirmative]
    # Compared by the absolute weight of the condition terms the claim names, so a
    # long affirmative condition is not penalised for its length against a short one.
    best_pos = max((weights.matched(_distinct(p, negative), claim) for p in positive), default=0.0)
    best, quote = 0.0, None
    for st, q in found:
        if st.affirmative or _other_case(st, claim_text):
            continue
        own = _distinct(st, positive)
        matched = weights.matched(own, claim)
        if weights.coverage(own, claim) >= MIN_COVERAGE and matched > max(best, best_pos):
            best, quote = matched, q
    return quote


@dataclass(frozen=True, slots=True)
class View:
    """One reading of what the answer says is accepted."""

    clause: str  # the answer's affirmative clause
    case: str  # the text describing the case: the clause, or the question it answers "yes" to
    terms: tuple[str, ...]


# Other ways to say a submission gets through: "the registry will take it", "it will go
# through", "is fine", «возьмут», «подойдёт», «рассмотрят». Too common to be claims on their
# own; they count only in an answer that opens with "yes" (it affirms the question's case).
_LOOSE_ACCEPT = lazy_pattern(
    r"(?<![\w-])(?:tak(?:e|es|en|ing)|took|go(?:es)?\s+through|gets?\s+through|admit(?:s|ted)?|"
    r"fine|ok(?:ay)?|good\s+enough|qualif(?:y|ies|ied)|considered|processed|honou?red|valid|"
    r"allowed|permitted|possible|can|may|"
    r"возьм\w*|подойд\w*|подходит|годится|рассмотр\w*|пройд\w*|засчита\w*|можно|мож(?:ете|ем|но)|"
    r"разреш\w*|допуст\w*)(?![\w-])",
    re.IGNORECASE,
)
# "only with a signature", «примут только с доверенностью»: a restriction, which agrees
# with the material's "not accepted without"; "to be accepted, it must …" is a purpose.
# Both are read next to the verb (one word between at most), not anywhere in the clause.
_RESTRICTION_BEFORE = lazy_pattern(
    r"(?:\b(?:only|solely|exclusively|to\s+(?:be|get))|(?<![\w-])(?:только|лишь|исключительно))"
    r"\s+(?:[\w-]+\s+)?$",
    re.IGNORECASE,
)
_RESTRICTION_AFTER = lazy_pattern(
    r"^\s+(?:only|solely|exclusively|только|лишь|исключительно)(?![\w-])", re.IGNORECASE
)


def _restricted(text: str, start: int, end: int) -> bool:
    return bool(_RESTRICTION_BEFORE.search(text[max(0, start - 40) : start])
                or _RESTRICTION_AFTER.match(text[end : end + 20]))


def claim_views(answer: str, question: str) -> list[View]:
    """One view per affirmative clause; an answer that opens with "yes" affirms the
    question's own case, so the question is one more view of the first claim. A "yes"
    whose first sentence says it gets through in other words ("yes, they will take it")
    is read the same way, when nothing in that sentence says it is not accepted."""
    found = acceptance_statements(answer)
    views = [
        View(st.text, st.text, st.subject)
        for st, (start, end, _) in zip(statements(answer, found), found, strict=True)
        if st.affirmative and not _restricted(answer, start, end)
    ]
    if not _AFFIRMATION.match(answer) or not question.strip():
        return views
    if not views:
        lo, hi = sentence_around(answer, 0, 1)
        first = answer[lo:hi].strip()
        loose = _LOOSE_ACCEPT.search(first)
        if (not any(not affirmative for _, _, affirmative in acceptance_statements(first))
                and (loose or acceptance_statements(question))
                and not (loose and _restricted(first, loose.start(), loose.end()))):
            views.append(View(first, first, keys(first)))
    if views:
        views.append(View(views[0].clause, question, keys(question)))
    return views


@lru_cache(maxsize=4096)
def _says_not_accepted(text: str) -> bool:
    """The gate's test on one fragment, once per text."""
    return says_not_accepted(text)


@dataclass(frozen=True)
class AcceptanceContradiction(Check):
    id: CheckId = "acceptance-contradiction"

    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        if answer is None:
            return None
        views = claim_views(answer.answer, inp.question)
        if not views:
            return None
        subject = tuple(dict.fromkeys(k for v in views for k in v.terms))
        first = views[0].clause
        start = answer.answer.find(first)
        span = (start, start + len(first)) if start >= 0 else None
        return Trigger(
            self.id, first, span, kind="accepted", subject=subject, subject_text=answer.answer
        )

    def gate(self, trigger: Trigger, inp: VerifyInput) -> bool:
        return any(_says_not_accepted(f.text) for f in inp.context.fragments)

    def extraction(self, trigger: Trigger, inp: VerifyInput) -> ExtractionRequest:
        what = "; ".join(
            dict.fromkeys(v.clause for v in claim_views(trigger.subject_text, inp.question))
        )
        return ExtractionRequest(
            check=self.id,
            instruction=(
                "Copy every sentence of the material that says whether the following will be "
                f"accepted or not accepted: {what or trigger.form} (question: {inp.question})"
            ),
            fragments=tuple(inp.context.fragments),
            cues=ACCEPTANCE_CUE_SOURCES,
            subject=trigger.subject,
            min_shared=1,
            lang=answer_lang(inp),
        )

    def judge(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> Violation | None:
        found = self._contradictions(trigger, quotes, inp)
        if not found:
            return None
        clause, quote = found[0]
        return Violation(
            check=self.id,
            detail=f'the answer says "{clause}" is accepted; the material says: "{quote}"',
            span=trigger.span,
        )

    def _contradictions(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> list[tuple[str, str]]:
        material = material_sentences(inp)
        out: list[tuple[str, str]] = []
        for view in claim_views(trigger.subject_text, inp.question):
            quote = contradicted(view.case, view.terms, list(quotes), material)
            if quote:
                out.append((view.clause, quote))
        return out

    def evidence(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> tuple[str, ...]:
        return tuple(dict.fromkeys(q for _, q in self._contradictions(trigger, quotes, inp)))
