"""unsupported-explicit-rule: "the material explicitly allows X" with no such sentence.

"The material says X" is a claim about a text, so it can be checked against
the text word for word. The pre-check looks for the claim *forms* only —
an "explicitly/expressly/прямо/явно" next to a modal or reporting verb, a
document noun as the subject of allow/forbid/require ("the regulation
prohibits", "правила разрешают"), or "according to the rules … may/must"
("согласно регламенту, допускается"). A claim that the material does *not*
say something ("the guide does not explicitly mention email") is not one.

Supported means: a sentence of the material states a compatible modality
(permit / forbid / require) and covers at least ``MIN_COVERAGE`` of the
claim's subject, weighted by rarity (lexicon.Weights).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from ..contract import AnswerContract
from ..guard import lazy_pattern
from ..models import CheckId, Violation
from ..verify.models import VerifyInput
from .base import Check, ExtractionRequest, Trigger, answer_lang, material_sentences
from .lexicon import (
    Hints,
    any_hint,
    folded,
    implied_modalities,
    keys,
    modal_pattern_sources,
    modalities,
    sentence_around,
    weights_for,
)

MIN_COVERAGE = 0.5  # a sentence that states the modality in words
MIN_COVERAGE_IMPLIED = 0.75  # a sentence that only implies it (descriptive rule, exception)

_DOC_EN = (
    r"(?:regulations?|rules?|material|documents?|guides?|guidance|act|law|polic(?:y|ies)|procedures?|"
    r"runbooks?|directives?|statutes?|provisions?|text|handbook|manual|code|standard|terms|"
    r"guidelines?|ordinance|decree|agreement|contract|schedule|notice|instructions?|fragments?|source)"
)
_DOC_RU = (
    r"(?:правил\w*|регламент\w*|закон\w*|акт\w*|положени\w*|инструкци\w*|порядк?\w*|документ\w*|соглашени\w*|ранбук\w*|"
    r"материал\w*|норм\w*|политик\w*|руководств\w*|устав\w*|договор\w*|памятк\w*|стандарт\w*|"
    r"кодекс\w*|приказ\w*|постановлени\w*|текст\w*|источник\w*|фрагмент\w*)"
)
# Adverbs that say the text states the rule in so many words. The first group
# takes a following negation into its scope ("прямо не запрещает" = does not
# explicitly forbid: silence); the second is itself under it ("однозначно не
# разрешает" = unambiguously does not allow: a forbidding claim).
_SCOPED_ADVERB = r"(?:explicitly|expressly|specifically|directly|прямо|явно)"
_ADVERB = (
    r"(?:explicitly|expressly|specifically|directly|unambiguously|clearly|plainly|categorically|"
    r"outright|strictly|in\s+so\s+many\s+words|in\s+black\s+and\s+white|"
    r"прямо|явно|однозначно|недвусмысленно|ч[её]тко|ясно|категорически|строго)"
)
_REPORTING = (
    r"(?:stat\w*|says?|said|provid\w*|stipulat\w*|specif\w*|mention\w*|list\w*|sets?\s+out|"
    r"recogni[sz]\w*|names?|named|spell\w*\s+out|lays?\s+(?:out|down)|laid\s+(?:out|down)|"
    r"сказано|указан\w*|говорится|предусм\w*|установлен\w*|написано|закрепл[её]н\w*|оговор[её]н\w*|"
    r"упомянут\w*|прописан\w*|определ[её]н\w*)"
)
_VERB_EN = (
    r"(?:allows?|permits?|lets?|enables?|entitles?|exempts?|prohibits?|forbids?|bans?|bars?|"
    r"excludes?|requires?|demands?|mandates?|authori[sz]es?|obliges?|states?|says?|provides?|"
    r"stipulates?|specifies?|recogni[sz]es?)"
)
_VERB_RU = (
    r"(?:разреша\w*|запреща\w*|допуска\w*|требу\w*|обязыва\w*|предписыва\w*|позволя\w*|"
    r"предусматрива\w*|устанавлива\w*|гласит|говорит)"
)
# The claim forms' sources; compiled by _patterns() when an answer holds their hint words.
_CLAIM_FORM_SOURCES = (
    # "explicitly allows", "is expressly forbidden", "прямо запрещено", "явно указано"
    r"(?<![\w-])" + _ADVERB + r"(?![\w-])",
    # "the filing guide allows", "these rules prohibit"
    r"\b(?:the|this|these|its|that)\s+(?:[\w-]+\s+){0,3}?"
    + _DOC_EN
    + r"\s+(?:(?:also|only|does\s+not|doesn't|do\s+not|don't|[a-z]+ly)\s+)?"
    + _VERB_EN
    + r"\b",
    # "правила разрешают", "регламент запрещает"
    r"(?<![\w-])" + _DOC_RU + r"\s+(?:[\w-]+\s+){0,2}?(?:не\s+)?" + _VERB_RU,
    # "according to the regulation, … is permitted", "согласно регламенту, допускается"
    r"(?:\baccording\s+to|\bas\s+per|(?<![\w-])согласно|(?<![\w-])в\s+соответствии\s+с)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:" + _DOC_EN + "|" + _DOC_RU + r")(?![\w-])",
)


def _words(*alternatives: str) -> Hints:
    return tuple((w,) for w in alternatives)


# Words without which a claim form cannot match (see lexicon.folded): each form
# is tried only when every one of its hint sets has a word in the answer. The
# four case-insensitive forms cost more than all the rest of a clean answer.
_ADVERB_HINTS = _words("explicitly", "expressly", "specifically", "directly", "unambiguously",
                       "clearly", "plainly", "categorically", "outright", "strictly", "so many words",
                       "black and white", "прямо", "явно", "однозначно", "недвусмысленно", "четко",
                       "чётко", "ясно", "категорически", "строго")
_DOC_EN_HINTS = _words(
    "regulation", "rule", "material", "document", "guide", "guidance", "act", "law", "polic",
    "procedure", "runbook", "directive", "statute", "provision", "text", "handbook", "manual",
    "code", "standard", "terms", "ordinance", "decree", "agreement", "contract", "schedule",
    "notice", "instruction", "fragment", "source")
_VERB_EN_HINTS = _words("allow", "permit", "let", "enable", "entitle", "exempt", "prohibit", "forbid",
                        "ban", "bar", "exclude", "require", "demand", "mandate", "authori", "oblige",
                        "state", "say", "provide", "stipulate", "specifie", "recogni")
_DOC_RU_HINTS = _words(
    "правил", "регламент", "закон", "акт", "положени", "инструкци", "поряд", "документ",
    "материал", "норм", "политик", "руководств", "устав", "договор", "памятк", "стандарт",
    "кодекс", "приказ", "постановлени", "текст", "источник", "фрагмент", "соглашени", "ранбук")
_VERB_RU_HINTS = _words("разреша", "запреща", "допуска", "требу", "обязыва", "предписыва",
                        "позволя", "предусматрива", "устанавлива", "гласит", "говорит")
_ACCORDING_HINTS = _words("according", "per", "согласно", "соответствии")
# One tuple of hint sets per claim form (_CLAIM_FORM_SOURCES), in the same order; the set most
# likely to be missing first.
_FORM_HINTS: tuple[tuple[Hints, ...], ...] = (
    (_ADVERB_HINTS,),
    (_VERB_EN_HINTS, _DOC_EN_HINTS),
    (_VERB_RU_HINTS, _DOC_RU_HINTS),
    (_ACCORDING_HINTS, _DOC_EN_HINTS + _DOC_RU_HINTS),
)

# Claims *that the material is silent*: not claims of an explicit rule.
_SILENCE = (
    r"(?:(?:\b(?:not|never|nothing|nowhere|neither)\b|n't\b|\bno\b(?!\s*[,.!:\u2014\u2013-]))[^.;:]{0,30}$)|"
    r"(?:(?<![\w-])(?:не|ни|нигде|ничего)\s+$)"
)
_SILENCE_AFTER = r"^\s*(?:не|not)\s+" + _REPORTING
# «прямо не требует», «явно ничего не сказано»: in Russian the adverb before a negation
# is still under it (silence). In English the order decides: "not explicitly allowed" is
# silence (the head test above), "explicitly not allowed" forbids.
_SCOPED_SILENCE = r"^(?:прямо|явно)\s+(?:не|ни|ничего|нигде)(?![\w-])"
# "регламент не требует прямо …": a negation one word before the scoped adverb.
_NEGATION_BEFORE_SCOPED = r"(?<![\w-])(?:не|ни|not|n't)\s+[\w-]+\s+$"
_SCOPED_IN = r"(?<![\w-])" + _SCOPED_ADVERB + r"(?![\w-])"
_NEGATION_IN_FORM = r"(?<![\w-])(?:не|not|doesn't|don't)(?![\w-])"
_NEGATED_REPORT = (
    r"(?:\bnot\b|n't\b|(?<![\w-])не\s)[^.]*(?:stat\w*|says?|provides?|stipulates?|specifies?|"
    r"предусматрива\w*|устанавлива\w*|гласит|говорит)$"
)
# Words that carry the claim — modal verbs, "explicitly", "states" — are not its subject:
# "explicitly barred from leaving" is about leaving, and "barred" is not in the material.
_CLAIM_WORDS = "|".join((*modal_pattern_sources(), r"(?<![\w-])" + _ADVERB + r"(?![\w-])",
                         r"(?<![\w-])" + _REPORTING + r"(?![\w-])"))


class _Patterns(NamedTuple):
    claim_forms: tuple[re.Pattern[str], ...]
    modal_word: re.Pattern[str]
    reporting: re.Pattern[str]
    silence: re.Pattern[str]
    silence_after: re.Pattern[str]
    scoped_silence: re.Pattern[str]
    negation_before_scoped: re.Pattern[str]
    scoped_in: re.Pattern[str]
    negation_in_form: re.Pattern[str]
    negated_report: re.Pattern[str]
    claim_words: re.Pattern[str]


@cache
def _patterns() -> _Patterns:
    """Every pattern of the check, compiled when an answer first holds the hint words of a
    claim form (``find_claims``): most answers hold none, and compiling them was ~8 ms of
    every `tether ask` and `tether verify` start-up (issue 15)."""
    forms = tuple(re.compile(p, re.IGNORECASE) for p in _CLAIM_FORM_SOURCES)
    return _Patterns(forms, *(re.compile(p, re.IGNORECASE) for p in (
        "|".join(modal_pattern_sources()), _REPORTING, _SILENCE, _SILENCE_AFTER, _SCOPED_SILENCE,
        _NEGATION_BEFORE_SCOPED, _SCOPED_IN, _NEGATION_IN_FORM, _NEGATED_REPORT, _CLAIM_WORDS)))


def _negated_report(form: str) -> bool:
    """ "the guide does not say", "регламент не предусматривает": silence, not a rule."""
    return bool(_patterns().negated_report.search(form))


@dataclass(frozen=True, slots=True)
class Claim:
    form: str
    span: tuple[int, int]
    sentence: str
    polarity: frozenset[str]
    subject: tuple[str, ...]


_PART_BREAK = lazy_pattern(r";|\s[\u2014\u2013]\s")


def _claim_span(answer: str, start: int, end: int) -> tuple[int, int]:
    """The part of the sentence that carries the claim: the sentence, cut at ";" and
    dashes (a colon stays: what follows it is usually the rule being claimed) —
    unless the cut leaves no subject ("… — так прямо указано в договоре")."""
    s_lo, s_hi = lo, hi = sentence_around(answer, start, end)
    for m in _PART_BREAK.finditer(answer, lo, hi):
        if m.end() <= start:
            lo = m.end()
        elif m.start() >= end:
            hi = m.start()
            break
    return (lo, hi) if len(keys(answer[lo:hi])) >= 2 else (s_lo, s_hi)


def find_claims(answer: str) -> list[Claim]:
    """Every explicit-rule claim of the answer, one per sentence."""
    claims: list[Claim] = []
    seen: set[tuple[int, int]] = set()
    low = folded(answer)
    for form, hints in enumerate(_FORM_HINTS):
        if not all(any_hint(low, h) for h in hints):
            continue  # a word the form needs is missing: it cannot match
        p = _patterns()
        for m in p.claim_forms[form].finditer(answer):
            lo, hi = _claim_span(answer, m.start(), m.end())
            if (lo, hi) in seen:
                continue
            sentence = answer[lo:hi]
            head = answer[lo : m.start()]
            tail = answer[m.end() : hi]
            if p.silence.search(head) or p.silence_after.match(tail) or _negated_report(m.group(0)):
                continue
            if _silent_by_scope(m.group(0), answer[lo : m.end() + 12], head):
                continue
            if form == 0 and not (p.modal_word.search(sentence) or p.reporting.search(tail)):
                continue  # "explicitly" with no rule in its sentence
            if form == 3 and not p.modal_word.search(tail):
                continue  # "according to the act, files are kept 10 years" states no rule
            seen.add((lo, hi))
            claims.append(
                Claim(
                    m.group(0),
                    (m.start(), m.end()),
                    sentence.strip(),
                    frozenset(modalities(sentence)),
                    _subject(sentence),
                )
            )
    return sorted(claims, key=lambda c: c.span)


def _silent_by_scope(form: str, around: str, head: str) -> bool:
    """Negation over an "explicitly"-type adverb: "прямо не запрещает", "не требует прямо",
    "the rules do not explicitly …" (a negated doc-verb form in a sentence with such an adverb)."""
    p = _patterns()
    if p.scoped_silence.match(form + around[len(head) + len(form):]):
        return True
    if p.scoped_in.fullmatch(form) and p.negation_before_scoped.search(head):
        return True
    return bool(p.negation_in_form.search(form) and p.scoped_in.search(around))


def _subject(sentence: str) -> tuple[str, ...]:
    return keys(_patterns().claim_words.sub(" ", sentence))


def supported(claim: Claim, candidates: list[str], material_sentences: list[str]) -> bool:
    """True when one candidate sentence states a compatible rule on the claim's subject."""
    if not claim.subject:
        return True  # nothing to compare: let it pass (fail open)
    weights = weights_for(material_sentences)
    for s in candidates:
        coverage = weights.coverage(claim.subject, keys(s))
        if not claim.polarity:
            stated = implied = True
        else:
            stated = bool(claim.polarity & _modalities(s))
            implied = bool(claim.polarity & _implied(s))
        if (stated and coverage >= MIN_COVERAGE) or (implied and coverage >= MIN_COVERAGE_IMPLIED):
            return True
    return False


# A material sentence's modalities, read once: ``supported`` asks for every
# sentence of the material for each claim, in the pre-check and again in the gate.
@lru_cache(maxsize=8192)
def _modalities(sentence: str) -> frozenset[str]:
    return frozenset(modalities(sentence))


@lru_cache(maxsize=8192)
def _implied(sentence: str) -> frozenset[str]:
    return frozenset(implied_modalities(sentence))


@dataclass(frozen=True)
class UnsupportedExplicitRule(Check):
    id: CheckId = "unsupported-explicit-rule"

    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        if answer is None:
            return None
        claims = find_claims(answer.answer)
        if not claims:
            return None
        # The trigger carries one claim: the first one the material does not
        # plainly support, so a supported first claim cannot hide a second one.
        material = material_sentences(inp)
        unsupported = [c for c in claims if not supported(c, material, material)]
        claim = (unsupported or claims)[0]
        return Trigger(
            self.id,
            claim.sentence,
            claim.span,
            kind="|".join(sorted(claim.polarity)),
            subject=claim.subject,
            subject_text=claim.sentence,
        )

    def gate(self, trigger: Trigger, inp: VerifyInput) -> bool:
        # A cheap lexical look at the material first: when a sentence plainly
        # supports the claim, no extraction call is needed.
        material = material_sentences(inp)
        return not supported(_claim(trigger), material, material)

    def extraction(self, trigger: Trigger, inp: VerifyInput) -> ExtractionRequest:
        return ExtractionRequest(
            check=self.id,
            instruction=(
                "Copy every sentence of the material that says whether the following is allowed, "
                f"forbidden or required: {trigger.subject_text}"
            ),
            fragments=tuple(inp.context.fragments),
            cues=modal_pattern_sources(),
            subject=trigger.subject,
            min_shared=1,
            lang=answer_lang(inp),
        )

    def judge(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> Violation | None:
        if supported(_claim(trigger), list(quotes), material_sentences(inp)):
            return None
        return Violation(
            check=self.id,
            detail=f'the answer says the material states a rule ("{trigger.form}") and no sentence '
            f"of the material states it",
            span=trigger.span,
        )


def _claim(trigger: Trigger) -> Claim:
    polarity = frozenset(p for p in trigger.kind.split("|") if p)
    return Claim(
        trigger.form, trigger.span or (0, 0), trigger.subject_text, polarity, trigger.subject
    )
