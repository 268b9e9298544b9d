"""The deterministic checks of step 8 over a parsed answer contract.

Each check returns violations with a stable id (DESIGN.md), a ``detail``
that names the offending value, and a ``span`` into the answer string where
one helps. None of them calls a model.
"""

from __future__ import annotations

import bisect
import operator
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from ..contract import AnswerContract
from ..figures.quantities import FIGURE_KINDS, Mention, find_mentions, kept_letter_tokens
from ..guard import lazy_pattern
from ..models import Violation
from ..text import sentence_spans
from .comparators import compare, compare_figure, parse_fact_value
from .counted import TIMES_WORD, miscounted, miscounted_times
from .counted import describe as describe_count
from .entailment import DEFAULT_SCORER, EntailmentScorer
from .material import Material
from .models import ContextFact, VerifyContext

LABEL = lazy_pattern(r"\[\s*([tT]\d+(?:\s*[,;]\s*[tT]\d+)*)\s*\]")
"""``[t1]``; also ``[t1, t2]`` (both bind to the same value). A capital ``T`` is read as a label."""

_LABEL_SEP = lazy_pattern(r"[,;]")
_CLAUSE_START = lazy_pattern(r"[,;:—–(]\s*")
_APPROXIMATE = lazy_pattern(
    r"(?:\b(?:about|around|approximately|approx\.|roughly|nearly|almost|some|circa|ca\.)"
    r"|(?<![\w-])(?:около|примерно|приблизительно|почти|порядка|ориентировочно)|[~≈])"
    r"[ \t\u00a0\u202f]*$",
    re.IGNORECASE,
)


class LabelUse(NamedTuple):  # one per label of every answer: a tuple is cheaper to build
    label: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class AnswerText:
    """The answer string scanned once: figure mentions, fact labels and sentence spans."""

    text: str
    mentions: tuple[Mention, ...]
    labels: tuple[LabelUse, ...]
    sentences: tuple[tuple[int, int], ...]
    mention_starts: tuple[int, ...]
    sentence_starts: tuple[int, ...]
    tokens: frozenset[str]
    label_ends: tuple[int, ...] = ()

    @classmethod
    def of(cls, text: str) -> AnswerText:
        labels = _label_uses(text) if "[" in text else ()
        tokens = kept_letter_tokens(text)
        # The labels' spans, once each (the parts of "[t1, t2]" share one): the scanner skips
        # them, and need not find them again.
        spans = list(dict.fromkeys([(use.start, use.end) for use in labels]))
        mentions = tuple(find_mentions(text, tokens=tokens, labels=spans))
        sentences = tuple(sentence_spans(text))
        # map() with C getters, not generators: an answer has dozens of each, on every call
        return cls(text, mentions, labels, sentences, tuple(map(_START, mentions)),
                   tuple(map(_FIRST, sentences)), tokens, tuple(map(_END, labels)))

    def mentions_in(self, start: int, end: int) -> tuple[Mention, ...]:
        """The figure mentions that begin in ``[start, end)``."""
        return self.mentions[bisect.bisect_left(self.mention_starts, start):
                             bisect.bisect_left(self.mention_starts, end)]

    def sentence_of(self, pos: int) -> tuple[int, int]:
        i = bisect.bisect_right(self.sentence_starts, pos) - 1
        if i < 0:
            return (0, len(self.text))
        return self.sentences[i]

    def value_before(self, label: LabelUse) -> Mention | None:
        """The figure written immediately before the label, in the label's sentence."""
        start, _ = self.sentence_of(label.start)
        i = bisect.bisect_left(self.mention_starts, label.start)
        for j in range(i - 1, -1, -1):  # by index: a slice per label was quadratic in long answers
            m = self.mentions[j]
            if m.end > label.start:
                continue
            if m.start < start:
                return None
            if m.kind in FIGURE_KINDS:
                return m
        return None

    def clause_before(self, label: LabelUse) -> str:
        """The text a text/identifier/url label binds to: back to the sentence start or the
        previous label in the same sentence."""
        start, _ = self.sentence_of(label.start)
        # Labels are in text order and do not overlap, so the nearest one ending before this
        # one is found by bisection (a scan of every label per label was quadratic).
        i = bisect.bisect_right(self.label_ends, label.start) - 1
        if i >= 0 and self.label_ends[i] >= start:
            start = self.label_ends[i]
        return self.text[start:label.start].strip()


def _label_uses(text: str) -> tuple[LabelUse, ...]:
    """Every label of ``text`` in order, one per part of "[t1, t2]". A loop rather than a
    nested generator: every answer has a label per figure, and this runs on each."""
    out: list[LabelUse] = []
    for m in LABEL.finditer(text):
        inside, start, end = m.group(1), m.start(), m.end()
        if "," in inside or ";" in inside:
            out += [LabelUse(part.strip().lower(), start, end) for part in _LABEL_SEP.split(inside)]
        else:
            out.append(LabelUse(inside.strip().lower(), start, end))
    return tuple(out)


_START = operator.attrgetter("start")
_END = operator.attrgetter("end")
_FIRST = operator.itemgetter(0)


@lru_cache(maxsize=8)
def scan_answer(text: str) -> AnswerText:
    """``AnswerText.of``, kept for the answers being verified now: the figure checks, the
    degenerate-output check and the claim check read one scan of the same text (an
    immutable value, so sharing it is safe)."""
    return AnswerText.of(text)


def check_entities(contract: AnswerContract, ctx: VerifyContext) -> list[Violation]:
    """``unknown-entity``: an entity citation not among the context's entities."""
    known = {(e.document_type, e.identity) for e in ctx.entities}
    return [
        Violation(check="unknown-entity",
                  detail=f"entity {e.document_type}/{e.identity} is not in the context")
        for e in contract.entity_citations
        if (e.document_type, e.identity) not in known
    ]


def check_citations(contract: AnswerContract,
                    ctx: VerifyContext) -> tuple[list[Violation], list[str]]:
    """``unknown-citation`` for citations outside the selected fragments, and the confirmed ones."""
    ids = {f.id for f in ctx.fragments}
    violations: list[Violation] = []
    confirmed: list[str] = []
    for cid in contract.documentation_citations:
        if cid in ids:
            if cid not in confirmed:
                confirmed.append(cid)
        else:
            violations.append(Violation(
                check="unknown-citation",
                detail=f"citation {cid} is not among the selected fragments"))
    return violations, confirmed


def _show(fact: ContextFact) -> str:
    return f"{fact.value} {fact.unit}" if fact.unit else fact.value


def _shown(use: LabelUse, fact: ContextFact) -> str:
    """What a violation says the label holds (written only then: almost every label matches)."""
    return f"{use.label} holds {_show(fact)} ({fact.kind})"


def check_fact_labels(answer: AnswerText, ctx: VerifyContext, material: Material,
                      scorer: EntailmentScorer = DEFAULT_SCORER,
                      vouched: set[int] | None = None) -> list[Violation]:
    """``unknown-fact-label`` and ``fact-mismatch`` for every ``[tN]`` in the answer.

    ``vouched`` collects the start of every value that matched its fact: the
    fact is material, so that value is supported even where the comparator's
    rounding tolerance was needed (fact 1249.6, "1 250 [t1]").
    """
    facts = {f.label: f for f in ctx.facts}
    out: list[Violation] = []
    for use in answer.labels:
        fact = facts.get(use.label)
        if fact is None:
            out.append(Violation(check="unknown-fact-label",
                                 detail=f"[{use.label}] names no fact in the context",
                                 span=(use.start, use.end)))
            continue
        problem = _label_problem(answer, use, fact, material, scorer, vouched)
        if problem is not None:
            detail, span = problem
            out.append(Violation(check="fact-mismatch", detail=detail, span=span))
    return out


def _label_problem(answer: AnswerText, use: LabelUse, fact: ContextFact, material: Material,
                   scorer: EntailmentScorer,
                   vouched: set[int] | None) -> tuple[str, tuple[int, int]] | None:
    parsed = parse_fact_value(fact.kind, fact.value, fact.unit)
    if parsed is None:
        return (f"[{use.label}]: the fact's value {_show(fact)} is not a valid {fact.kind}",
                (use.start, use.end))
    if fact.kind in ("identifier", "url", "text"):
        clause = answer.clause_before(use)
        if not clause:
            return (f"[{use.label}] has no value before it in its sentence; {_shown(use, fact)}",
                    (use.start, use.end))
        source = ""
        if fact.kind == "text" and fact.fragment_id:
            frag = material.fragment(fact.fragment_id)
            source = frag.text if frag else ""
        if fact.kind == "text":
            clause = _last_clause(clause)
        if compare(fact, clause, scorer=scorer, source=source):
            return None
        return (f'[{use.label}] follows "{_tail(clause)}", which does not state it; {_shown(use, fact)}',
                (use.start, use.end))
    value = answer.value_before(use)
    if value is None:
        return (f"[{use.label}] has no value before it in its sentence; {_shown(use, fact)}",
                (use.start, use.end))
    if compare_figure(parsed, value):
        if vouched is not None:
            vouched.add(value.start)
        return None
    return (f'[{use.label}] follows "{value.text}", but {_shown(use, fact)}', (value.start, use.end))


def _last_clause(text: str) -> str:
    """The clause a text label closes: after the last comma, colon, dash or bracket —
    unless that leaves too little to judge."""
    cut = 0
    for m in _CLAUSE_START.finditer(text):
        if len(text) - m.end() >= 12:
            cut = m.end()
    return text[cut:].strip()


def _tail(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else "…" + text[-limit:]


def check_figures(answer: AnswerText, material: Material,
                  vouched: set[int] = frozenset()) -> list[Violation]:  # type: ignore[assignment]
    """``unsupported-number`` / ``unsupported-date``: answer figures absent from the material.

    A figure is supported when any plausible reading of it occurs in the
    material (``Material.supports``). Not checked: list numbering, URLs, and
    number words with no unit ("two documents"). References, versions and
    identifiers are not figures when they occur in the material; otherwise
    they are reported as unsupported numbers. Rounding is accepted only where
    the answer says the figure is approximate ("about", "около", "~"), or
    where the figure is a labelled value that matched its fact (``vouched``).
    """
    out: list[Violation] = [
        Violation(check="unsupported-number", span=(found.start(), found.end()),
                  detail=f'"{found.group(0)}" is not what the cited material says: it gives {theirs} times')
        for found, theirs in (miscounted_times(answer.text, material.texts) if TIMES_WORD.search(answer.text)
                              else ())]
    for m in answer.mentions:
        if m.from_words and m.kind == "number":
            # a count in words is checked only against the material's count of the same thing
            theirs = miscounted(answer.text, m, material.texts)
            if theirs is not None:
                out.append(Violation(check="unsupported-number", detail=describe_count(m, theirs, answer.text),
                                     span=m.span))
            continue
        if m.kind in ("list", "url"):
            continue
        if m.start in vouched or material.supports(m):
            continue
        if m.is_figure and _APPROXIMATE.search(answer.text, max(0, m.start - 24), m.start) \
                and material.supports(m, tolerant=True):
            continue
        if m.kind == "date":
            readings = " or ".join(d.iso for d in m.dates)
            detail = f'date "{m.text}" ({readings}) does not occur in the material'
            out.append(Violation(check="unsupported-date", detail=detail, span=m.span))
        else:
            out.append(Violation(check="unsupported-number",
                                 detail=f'{_describe(m)} "{m.text}" does not occur in the material',
                                 span=m.span))
    return out


def _describe(m: Mention) -> str:
    if m.kind in ("reference", "version", "identifier"):
        return m.kind
    readings = " or ".join(format(r.value.normalize(), "f") for r in m.readings)
    unit = f" {m.unit}" if m.unit else ""
    return f"{m.kind} {readings}{unit}"
