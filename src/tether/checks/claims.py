"""unsupported-claim: a sentence of the answer or its limitations that the cited fragments do not state.

Seed 001's discipline, applied to every claim:

1. Pre-check (code): each sentence's distinctive terms — what it says beyond
   the question, the cited documents' titles and ids, and jurisdiction names —
   are looked up in the cited fragments' sentences, weighted by rarity
   (:class:`tether.terms.Weights`). A sentence is *weakly supported* when the
   best two cited sentences together hold less than ``CLAIM_COVERAGE`` of that
   weight, or when it negates what its best source sentence affirms (or the
   reverse). Almost every faithful sentence re-uses the source's words, so the
   pre-check rarely fires.
2. Only then, one extraction: the sentences of the cited fragments that state
   the flagged claims (the lexical extractor: the cited sentences sharing a
   term; the model extractor: the model copies them).
3. Decision (code): a claim stands when the verbatim quotes *from the cited
   fragments* cover it as in step 1. A paraphrased or invented quote counts for
   nothing.

A sentence in another language than its sources is not compared (words cannot meet
across languages; the figure checks still apply). A synonym the source does not use lowers coverage:
that is the price of a deterministic check, paid by a threshold set so faithful paraphrase passes
(see ``CLAIM_COVERAGE``); ``TETHER_EXTRACTOR=model`` does not change the
arithmetic, only which sentences are compared.
"""

from __future__ import annotations

import functools
import itertools
import operator
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..contract import AnswerContract
from ..guard import Guarded
from ..jurisdictions import NAMES
from ..models import CheckId, Violation
from ..terms import (
    GENERIC_TERMS,
    SentenceIndex,
    TermSet,
    Weights,
    figure_free_terms,
    fragment_index,
    subject_terms,
)
from ..text import detect_lang, stem
from ..verify.checks import LABEL, AnswerText, scan_answer
from ..verify.grounding import cited_fragments
from ..verify.models import ContextFragment, VerifyInput
from ..verify.mutations import check_unperformed_mutations
from .base import Check, ExtractionRequest, Trigger, answer_lang, occurs_verbatim
from .excluded import contradicts_exclusion, has_shape_word
from .lexicon import frame_stems
from .polarity import (
    ANSWER_WORD,
    BOUND,
    NEGATIONS,
    has_negator,
    may_negate,
    negated,
    permissive,
    plain,
    plain_source,
    polarity,
)

CLAIM_COVERAGE = 0.34
MIN_UNCOVERED = 2
"""A sentence is weakly supported when its best two cited sentences hold less than
CLAIM_COVERAGE of its distinctive weight AND at least MIN_UNCOVERED of its terms occur in
neither: one paraphrased word ("charges" for "is") must not fail a faithful sentence,
while an invented statement brings several words of its own.
Set on the dev split of evalsets/verify (grounding_*, strong_model_*) and the correct
answers of evalsets/checks; reported on the holdout split and HaluEval's right answers
(README, "Verification")."""

SUPPORT_SENTENCES = 2
"""A claim may merge two source sentences ("X is 5 EUR and due in 30 days")."""


FREE_WORDS = GENERIC_TERMS  # tether.terms: words a sentence may use without the source stating them
# Negation, denial and permission (NEGATIONS, negated, polarity, permissive, plain): tether.checks.polarity.


class Claim(NamedTuple):
    """One sentence to support. A NamedTuple rather than a frozen dataclass: one is built
    for every sentence of every answer, and tuple construction is several times cheaper."""

    text: str  # as written, labels removed
    span: tuple[int, int] | None  # into the answer string; None inside limitations
    terms: tuple[str, ...]  # distinctive terms left after the free ones
    anchors: tuple[str, ...] = ()  # its terms less generic words: the question's and titles' kept
    words: tuple[str, ...] = ()  # all its subject terms, figures cut out
    stated_by_nothing: bool = False  # a claimed action no performed mutation records
    has_figure: bool = False


# First person, and the Russian offers that leave the pronoun out («Могу подать заявку за вас»).
_FIRST_PERSON = Guarded(re.compile(
    r"(?<!\w)(?:I|I've|I'm|I'll|[Ww]e|[Ww]e've|[Яя]|[Мм]ной|[Мм]не|[Мм]ы|[Нн]ами|"
    r"[Мм]огу|[Мм]ожем|[Гг]отов|[Гг]отова)(?!\w)"),
    ("I", "We", "we", "Я", "я", "Мн", "мн", "Мы", "мы", "Мо", "мо", "Нами", "нами", "Гот", "гот"))
# What a sentence says about the material itself: "the material does not say …".
_ABSENCE = Guarded(re.compile(
    r"\b(?:not|no|doesn't|does not|isn't|is not)\b[^.;]{0,40}\b(?:say|says|mention|mentions|specify|"
    r"specifies|state|states|address|addresses|cover|covers|contain|contains|given|provided|described|"
    r"listed|name|names|named|in the material|material)\b|"
    r"(?<!\w)(?:не|нет)(?!\w)[^.;]{0,40}(?:указан|сказан|говорит|упомина|касает|содерж|материал|сведени|информац|описан|приведен)|"
    r"материал\w*\s+(?:нет|не)(?!\w)",
    re.IGNORECASE), ("no", "n't", "не"))
# Talk about a tool call (the assistant's process, not the material's content).
_TOOL_TALK = Guarded(re.compile(
    r"\b(?:tool|function)\s+calls?\b|\bcalls?\s+(?:such\s+as|like|to\s+the\s+tool)\b|"
    r"(?<!\w)вызов\w*\s+(?:инструмент\w*|функци\w*|вида|наподобие)(?!\w)", re.IGNORECASE), ("call", "вызов"))
SHORT_SOURCE = 6  # a source sentence this short is "about as long" as any two-word claim
_NEGATION_STEMS = frozenset(stem(t) for t in NEGATIONS)
_SEVERAL_CLAUSES = re.compile(r"[;:—–]|,\s")  # a claim of several clauses negates one of them
_EXCEPTION = Guarded(re.compile(r"\b(?:except|unless|other than|кроме|за исключением|если только)\b",
                                re.IGNORECASE),
                     ("except", "unless", "other than", "кроме", "за исключением", "если только"))

NEGATION_CONTENT = 0.7
"""Negation is compared only when the best source sentence holds this much of the claim and
is about as long (at most twice its words; the claim has three or more and one clause): the same
statement with its polarity flipped ("may be filed" / "may not be filed"). A name quoted
from a long sentence that also says "did not advance" is no flipped statement. 0.7 (was
0.8): "The annual upkeep fee is not required in Germany" against "The annual upkeep fee is
300 EUR" holds 0.7; no more correct answer fired on the dev sets or HaluEval's.
Paraphrases of exceptions move negations around ("unless" ↔ "not … if"), so a sentence
with an exception clause on either side is not compared."""


def _flipped(claim: Claim, source: str, shared: TermSet) -> bool:
    """A word of the claim that the claim denies and the source sentence affirms, or the
    reverse: «возвращается» against «не возвращается», whatever else either says. Not
    compared across an exception ("unless" ↔ "not … while"), as for whole sentences, nor
    across a double negative."""
    if not (has_negator(claim.text) or has_negator(source)):
        return False  # most sentences deny nothing: nothing to compare
    if _EXCEPTION.search(source) or _EXCEPTION.search(claim.text):
        return False
    denies, affirms, double = polarity(claim.text)
    src_denies, src_affirms, src_double = polarity(source)
    if double or src_double:
        return False
    # Exact stems: the looser prefix match takes "registered" (denied) for "Registry".
    return any(t in shared and ((t in denies and t in src_affirms) or (t in affirms and t in src_denies))
               for t in claim.anchors)


_JOINED = re.compile(r"(?:st|nd|rd|th)?(?:-[^\W_]+)+")


def _words(scanned: AnswerText, start: int, end: int) -> tuple[tuple[str, ...], bool]:
    """The subject terms of ``scanned.text[start:end]`` with its figures cut out (a date's
    month name or a currency word is the figure checks' business, not a claim's subject),
    and whether it has a figure at all. The figures are the verifier's scan of the whole
    text (:func:`scan_answer`), read once for every check."""
    text = scanned.text
    mentions = scanned.mentions_in(start, end)
    pieces, pos = [], start
    for m in mentions:
        pieces.append(text[pos:m.start])
        # "16-year-old", "18th-century", "two-time": the word joined to a figure goes with it
        tail = _JOINED.match(text, m.end, end)
        pos = max(pos, tail.end() if tail else m.end)
    pieces.append(text[pos:end])
    # "16-year-old", "18th-century": a word holding digits is a figure, not a subject
    # (figure_free_terms; so is a label's "t1", set apart by its brackets: labels need no
    # removing here). A bound is the figure's ("no later than", «не позднее», "cannot
    # exceed"), not a subject.
    return figure_free_terms(BOUND.sub(" ", " ".join(pieces))), bool(mentions)


RULE_TALK = frozenset(subject_terms(
    # why a rule applies to the reader's case: "since 90 EUR is below 150 EUR", «поскольку …»
    "since because hence whereas given поскольку потому ввиду "
    # the rule's own structure, named while applying it: "the exception applies", «это ограничение не действует»
    "rule rules exception exceptions limit limits restriction restrictions usually normally generally typically "
    "правило правила правилу исключение исключения исключением ограничение ограничения обычно "
    "распространяется распространяются относится относятся сделан сделана сделано сделаны"))
"""Words an answer uses to apply the source's rule to the reader's case rather than to state
a fact: faithful answers that reason ("the 14-day rule does not apply to your wardrobe,
because it was made to order") failed on them alone. What they qualify is still checked."""


@functools.lru_cache(maxsize=1)
def _generic() -> TermSet:
    return TermSet(FREE_WORDS | frame_stems() | RULE_TALK)


@functools.lru_cache(maxsize=16384)
def _is_generic(term: str) -> bool:
    """``term in _generic()``, kept per term: every answer repeats its words."""
    return term in _generic()


def _free_terms(inp: VerifyInput, cited: Sequence[ContextFragment]) -> TermSet:
    """Terms a sentence may use without the source stating them: the question's, the cited
    documents' names and titles, jurisdiction names, the context's entity identities, tool
    facts' keys (and the generic words, :func:`_generic`)."""
    pieces = [inp.question]
    for f in cited:
        pieces += [f.title or "", f.document.replace("-", " "), f.jurisdiction or ""]
        pieces += NAMES.get(f.jurisdiction or "", ())
    pieces += [e.identity.replace("-", " ") for e in inp.context.entities]
    # A tool's fact stands on its own source, named by its key ("ecb#main-refinancing").
    fragment_ids = {f.id for f in inp.context.fragments}
    pieces += [re.sub(r"[#_-]", " ", f.fragment_id) for f in inp.context.facts
               if f.fragment_id and f.fragment_id not in fragment_ids]
    return _term_set_of(" ".join(pieces))


@functools.lru_cache(maxsize=256)
def _term_set_of(text: str) -> TermSet:
    """The subject terms of ``text`` as a TermSet, kept: a question and its citations come
    back (the rewrite of a failed answer is checked against the same ones)."""
    return TermSet(subject_terms(text))


def claims_of(answer: AnswerContract, inp: VerifyInput, cited: Sequence[ContextFragment]) -> list[Claim]:
    free = _free_terms(inp, cited)
    out = []
    texts = [(answer.answer, True)] + [(lim, False) for lim in answer.limitations]
    for text, in_answer in texts:
        scanned = scan_answer(text)
        talks_of_tools = _TOOL_TALK.possible(text)  # once for the text: most never say "call"
        for start, end in scanned.sentences:
            tool_talk = _TOOL_TALK.search_between(text, start, end) if talks_of_tools else None
            if tool_talk:
                # "A call such as {…} is not needed here: the fee is …" — what the assistant
                # did not need states nothing about the material; what follows the colon does.
                colon = text.find(": ", _past_braces(text, tool_talk.end(), end), end)
                if colon < 0:
                    continue
                start = colon + 2
            plain = text[start:end]
            plain = LABEL.sub("", plain) if "[" in plain else plain
            if _ABSENCE.search(plain) or plain.rstrip().endswith(":"):
                continue  # "The material does not say …", "Deadlines:" assert no fact
            first_person = _FIRST_PERSON.search(plain)
            unrecorded = bool(first_person and check_unperformed_mutations(
                plain, list(inp.context.performed_mutations)))
            if first_person and not unrecorded:
                # What the assistant did (recorded), offers or did not do states nothing about
                # the material; a claimed action nothing records is stated by nothing.
                continue
            words, has_figure = _words(scanned, start, end)
            # The claim and cue words of the seed-001 checks ("explicitly prohibits", «прямо
            # разрешает») are theirs to judge against the material's own sentence.
            anchors = tuple([t for t in words if not _is_generic(t)])  # a list: cheaper than a generator
            terms = tuple([t for t in anchors if t not in free])
            span = (start, end) if in_answer else None
            out.append(Claim(plain.strip(), span, terms, anchors, words, unrecorded, has_figure))
    return out


def _past_braces(text: str, start: int, end: int) -> int:
    """Where a ``{…}`` object that opens after ``start`` closes (``start`` when none does),
    so that a colon inside a quoted tool call is not taken for the sentence's own."""
    opened = text.find("{", start, end)
    if opened < 0:
        return start
    depth = 0
    for i in range(opened, end):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return i + 1
    return end


class _Support(NamedTuple):  # one per sentence, as Claim
    coverage: float
    negation_agrees: bool
    uncovered: int = 0


@dataclass(frozen=True, slots=True)
class Sources:
    """Sentences a claim may rest on: the ``allowed`` ones of an indexed list (the cited
    fragments' sentences among every context sentence, or a few verbatim quotes)."""

    index: SentenceIndex
    allowed: frozenset[int]
    weights: Weights  # rarity over every context sentence

    def holds_any(self, terms: Sequence[str]) -> bool:
        return any(not self.index.holding(t).isdisjoint(self.allowed) for t in terms)

    def holding_all(self, terms: Sequence[str], within: frozenset[int] | None = None) -> frozenset[int]:
        """The allowed sentences (or those of ``within``, a subset) that hold every one of
        ``terms``: they score highest of all, so when there are some, no sentence needs
        scoring."""
        found = self.allowed if within is None else within
        for t in terms:
            found = found & self.index.holding(t)
            if not found:
                break
        return found

    def scores(self, terms: Sequence[str]) -> dict[int, float]:
        """Per allowed sentence, the weight of ``terms`` it holds, with the context's rarity
        (a few quoted sentences are scored with the weights of the whole context)."""
        return self.index.scores(terms, self.allowed, self.weights)


def support(claim: Claim, sources: Sources) -> _Support:
    """How well ``sources`` state ``claim``: coverage by the best two together, and whether
    the best one agrees in negation and modality.

    A claim nothing can state (a claimed action no mutation records), a claim with no
    source at all (nothing cited), and a claim none of whose own words — the question's
    included — occurs in any source ("The fee is 1 250 EUR." citing the deadlines) are
    unsupported however few distinctive words they have.
    """
    weights, terms_of = sources.weights, sources.index.terms
    # One allowed sentence holding every distinctive term covers the claim, and then a
    # source holds some word of it (its terms are anchors): no test for no support can fail.
    held_all = sources.holding_all(claim.terms) if claim.terms else frozenset()
    if claim.stated_by_nothing or (not held_all and (
            (not sources.allowed and (claim.anchors or claim.has_figure))
            or (claim.anchors and not sources.holds_any(claim.anchors)))):
        return _Support(0.0, True, max(MIN_UNCOVERED, len(claim.terms)))
    if held_all:
        covered, uncovered = 1.0, 0  # one sentence holds every term
    elif claim.terms:
        scored = sources.scores(claim.terms)
        top = sorted(scored, key=lambda k: (-scored[k], k))[:SUPPORT_SENTENCES]
        held = functools.reduce(operator.or_, (TermSet.of(terms_of[i]) for i in top), TermSet())
        covered = weights.coverage(claim.terms, held)
        uncovered = sum(1 for t in claim.terms if t not in held)
    else:  # every word is the question's or the source's name: only its polarity can be wrong
        covered, uncovered = 1.0, 0
    # Polarity is compared with the sentence that says most of the whole claim, the
    # question's words included, not the one that matches only its distinctive rest.
    # Compared on the words that carry the statement (light verbs like "charge" or "require"
    # left out), so a flipped statement cannot hide behind one.
    words = tuple([t for t in (claim.anchors or claim.words) if t not in _NEGATION_STEMS])
    if len(words) < 2:  # one word is no statement to flip
        return _Support(covered, True, uncovered)
    # The best sentence: the most of ``words``, then the shortest, then the first.
    sentences_ = sources.index.sentences
    if claim.terms and _NEGATION_STEMS.isdisjoint(claim.terms):
        # Its terms are among ``words`` (both are its anchors, less the free words or the
        # negations): the sentences holding all words are those of held_all holding the rest.
        rest = [t for t in words if t not in claim.terms]
        full = sources.holding_all(rest, within=held_all) if held_all else held_all
    else:
        full = sources.holding_all(words)
    if full:
        i = sources.index.shortest(full)
    else:
        near = sources.scores(words)
        if not near:
            return _Support(covered, True, uncovered)
        i = min(near, key=lambda k: (-near[k], len(sentences_[k]), k))
    best = sentences_[i]
    if plain(claim.text) and plain_source(best):
        # Neither negates, denies nor permits: they agree, unless the case is one a cited
        # sentence excludes.
        return _Support(covered, _excludes_nothing(claim, sources, may_deny=False), uncovered)
    own, theirs = len(words), len(terms_of[i])
    compare = (weights.coverage(words, TermSet.of(terms_of[i])) >= NEGATION_CONTENT and own >= 2
               and theirs <= max(2 * own, SHORT_SOURCE)
               and not _SEVERAL_CLAUSES.search(ANSWER_WORD.sub("", claim.text))
               and not (_EXCEPTION.search(best) or _EXCEPTION.search(claim.text)))
    agrees = not compare or (negated(best) == negated(claim.text) and permissive(best) == permissive(claim.text))
    # A claim of several clauses, or one beside a long sentence, is not compared whole; the
    # word a negation governs still is ("The fee is refunded, if …" / "… and is not refunded").
    agrees = agrees and not _flipped(claim, best, TermSet.of(terms_of[i]))
    return _Support(covered, agrees and _excludes_nothing(claim, sources), uncovered)


def _excludes_nothing(claim: Claim, sources: Sources, may_deny: bool = True) -> bool:
    """"… including those living in a care home" against "… living in a care home are not
    eligible": a case the source excludes, whichever sentence says most of the claim.
    ``may_deny`` False: the claim is known to hold no word of negation (``plain``)."""
    if not (has_shape_word(claim.text) or (may_deny and may_negate(claim.text))):
        return True  # no marker, no universal word and no denial: none of the shapes is there
    return contradicts_exclusion(claim.text, sources.index, sources.allowed, negated) is None


def _stands(s: _Support) -> bool:
    return (s.coverage >= CLAIM_COVERAGE or s.uncovered < MIN_UNCOVERED) and s.negation_agrees


class UnsupportedClaim(Check):
    id: CheckId = "unsupported-claim"

    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        if answer is None:
            return None
        cited = cited_fragments(answer, inp.context)  # none: nothing states any claim
        context = _context(inp)
        sources = context.cited([f.id for f in cited])
        langs = {f.lang or _lang_of(f.text) for f in cited}
        weak = [c for c in claims_of(answer, inp, cited)
                if (not langs or _lang_of(c.text) in langs) and not _stands(support(c, sources))]
        if not weak:
            return None
        first = weak[0]
        terms = tuple(dict.fromkeys(t for c in weak for t in (*c.terms, *c.anchors)))
        return Trigger(check=self.id, form=first.text, span=first.span, kind="claim", subject=terms,
                       subject_text=first.text, evidence=tuple(c.text for c in weak))

    def extraction(self, trigger: Trigger, inp: VerifyInput) -> ExtractionRequest | None:
        answer = _contract(inp)
        cited = tuple(cited_fragments(answer, inp.context)) if answer else ()
        claims = "; ".join(f"«{c}»" for c in trigger.evidence)
        if answer_lang(inp) == "ru":
            instruction = ("Скопируйте из материала предложения, которые утверждают следующее "
                           f"(не больше двух на каждое утверждение): {claims}")
        else:
            instruction = ("Copy the sentences of the material that state the following "
                           f"(at most two for each statement): {claims}")
        return ExtractionRequest(check=self.id, instruction=instruction, fragments=cited,
                                 subject=trigger.subject, min_shared=1, lang=answer_lang(inp))

    def judge(self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput) -> Violation | None:
        answer = _contract(inp)
        if answer is None:
            return None
        cited = cited_fragments(answer, inp.context)
        texts = [f.text for f in cited]
        own = [q for q in quotes if occurs_verbatim(q, texts)]  # quotes from the cited fragments only
        quoted = SentenceIndex(own)
        sources = Sources(quoted, frozenset(range(len(own))), _context(inp).index.weights)
        unsupported = [c for c in claims_of(answer, inp, cited)
                       if c.text in trigger.evidence and not _stands(support(c, sources))]
        if not unsupported:
            return None
        first = unsupported[0]
        more = f" (and {len(unsupported) - 1} more)" if len(unsupported) > 1 else ""
        where = f"the cited {', '.join(f.id for f in cited)}" if cited else "any cited fragment (none is cited)"
        return Violation(check=self.id, span=first.span,
                         detail=f'"{_short(first.text)}" is not stated by {where}{more}')

    def evidence(self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput) -> tuple[str, ...]:
        return quotes


def _lang_of(text: str) -> str:
    return "en" if text.isascii() else _cached_lang(text)  # as detect_lang: no Cyrillic letter


@functools.lru_cache(maxsize=4096)
def _cached_lang(text: str) -> str:
    return detect_lang(text)


@dataclass(frozen=True, slots=True)
class _Context:
    """Every sentence of the context, indexed once, and which of them each fragment holds."""

    index: SentenceIndex
    sentences_of: dict[str, tuple[range, ...]]  # a fragment id's sentences (ids may repeat)

    def cited(self, ids: Sequence[str]) -> Sources:
        # The cited fragments' ranges, not a pass over every sentence of the context.
        ranges = [r for fid in set(ids) for r in self.sentences_of.get(fid, ())]
        return Sources(self.index, frozenset(itertools.chain.from_iterable(ranges)), self.index.weights)


def _context(inp: VerifyInput) -> _Context:
    return _cached_context(tuple((f.id, f.text) for f in inp.context.fragments))


@functools.lru_cache(maxsize=64)
def _cached_context(fragments: tuple[tuple[str, str], ...]) -> _Context:
    parts = [fragment_index(text) for _, text in fragments]
    sentences_of: dict[str, list[range]] = {}
    at = 0
    for (fid, _), part in zip(fragments, parts, strict=True):
        sentences_of.setdefault(fid, []).append(range(at, at + len(part.sentences)))
        at += len(part.sentences)
    return _Context(SentenceIndex.join(parts), {k: tuple(v) for k, v in sentences_of.items()})



def _contract(inp: VerifyInput) -> AnswerContract | None:
    from ..contract import parse_output

    return parse_output(inp.output, inp.finish_reason).contract


def _short(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
