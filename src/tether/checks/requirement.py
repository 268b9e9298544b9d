"""A requirement denied that no cited sentence speaks of (tether.checks.claims' decision).

«…, и никаких документов для этого не нужно» beside a refund the source grants only with a
doctor's note (unseen10 dev u10-ru-039): the denial is a statement about the material like
any other, but one word of its own is all such a clause has, so the coverage pre-check's
MIN_UNCOVERED lets it through.
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import EXCEPTION_MARKERS, GENERIC_TERMS, TermSet, subject_terms
from .case_marks import same_case_marks
from .claim_sources import Sources
from .claim_text import SEVERAL_CLAUSES, Claim
from .clauses import CLAUSE_BREAK
from .hints import may
from .lexicon import lays_a_duty
from .polarity import ANSWER_WORD, BOUND, NOT_WITHOUT, has_negator

_REQUIREMENT = Guarded(r"\b(?:needs?|needed|required?|requires|necessary|have\s+to|has\s+to)\b|"
                       r"(?<!\w)(?:нужн\w*|надо|требу\w*|необходим\w*|обязательн\w*)", re.IGNORECASE,
                       ("need", "requir", "necessar", "have", "has", "нужн", "надо", "требу", "необходим",
                        "обязательн"))
"""What a denied requirement says: "no documents are *needed*", «справка не *требуется*»."""


_INFINITIVE = lazy_pattern(r"\bto\s+[a-z]+|(?<!\w)[а-яё]+(?:ть|ться|ти|чь)(?!\w)", re.IGNORECASE)


def denies_the_unsaid(claim: Claim, sources: Sources) -> bool:
    """A clause that says a requirement no cited sentence speaks of is not there: «…, и никаких
    документов для этого не нужно» beside a refund the source grants only with a doctor's note
    (unseen10 dev u10-ru-039). That denial is a statement about the material like any other;
    one word of its own is all such a clause has, so the pre-check's MIN_UNCOVERED lets it
    through. Only a denied requirement: other denials paraphrase the source's words ("cannot
    be refunded" for "non-refundable") too often to be read word by word. The words read are
    the claim's distinctive ones: what the question asks ("Do I need a referral?" → "No, a
    referral is not needed") is free."""
    if not claim.terms or not may(claim, _REQUIREMENT) or not _REQUIREMENT.search(claim.text) \
            or not has_negator(claim.text):
        return False
    if any(_REQUIREMENT.search(sources.index.sentences[i]) and has_negator(sources.index.sentences[i])
           for i in sources.allowed):
        return False  # "Booking is not necessary": a denied requirement, said in other words (review12)
    distinctive = TermSet(claim.terms)
    # "no later than 14 days" bounds a figure, it denies nothing
    for clause in SEVERAL_CLAUSES.split(BOUND.sub(" ", ANSWER_WORD.sub("", claim.text))):
        if not _REQUIREMENT.search(clause) or not has_negator(clause):
            continue
        # what is required, not the act: «за консультацию платить не нужно» says what
        # «консультация не оплачивается» says (unseen13 dev u13-ru-001)
        words = [t for t in subject_terms(_INFINITIVE.sub(" ", clause)) if t in distinctive]
        if words and not sources.holds_any(words):
            return True
    return False


_OPTIONAL = Guarded(
    r"\b(?:optional|optionally|if\s+(?:you|they|he|she)\s+(?:wish|want|like|prefer)|"
    r"(?:not|n't)\s+(?:be\s+)?(?:required|needed|necessary|obligatory|mandatory|compulsory)|no\s+need|"
    r"(?:do|does|did)\s*(?:not|n't)\s+(?:have|need)\s+to|don't\s+(?:have|need)\s+to)\b|"
    r"(?<!\w)(?:необязательн\w*|не\s+обязательн\w*|по\s+желанию|если\s+(?:вы\s+|он\s+|она\s+|они\s+)?"
    r"(?:хотите|захотите|хочет|хотят|пожелает|пожелаете)|не\s+нужн[аоы]?|не\s+нужен|не\s+надо|не\s+требуется|"
    r"не\s+обязан\w*)(?!\w)",
    re.IGNORECASE, ("option", "wish", "want", "like", "prefer", "requir", "need", "necessar", "obligator", "mandator",
                    "compulsor", "have", "обязательн", "желани", "хот", "хоч", "пожела", "нужн", "нужен", "надо",
                    "требуется", "обязан"))
"""A claim that a duty is the reader's choice: "optional", "may … if they wish", «по желанию»."""
_EXCEPTED = lazy_pattern(EXCEPTION_MARKERS + r"|\bonly\s+if\b|(?<!\w)только\s+если(?!\w)", re.IGNORECASE)
WAIVED_SHARE = 0.5
"""The share of the optional clause's words (the question's included, the word saying "optional"
left out) a duty's sentence must hold to be the duty the clause waives ("A letter from your doctor
or consultant is optional" against "you must send us a letter from your doctor or consultant": 3
of 3). Half, as the other condition readers; on the dev splits no right answer fired."""


def waives_the_duty(claim: Claim, sources: Sources) -> bool:
    """A claim makes optional what a cited sentence lays as a duty: "A letter from your doctor or
    consultant is optional: customers who depend on medical equipment may send one if they
    wish" against "If you depend on medical equipment, you must send us a letter from your
    doctor or consultant" (unseen15 dev u15-en-027). Not where the duty's sentence makes an
    exception ("… unless …", «кроме …»): the claim may be the excepted case."""
    if not claim.anchors or not may(claim, _OPTIONAL) or not _OPTIONAL.search(claim.text):
        return False
    clause, after = _optional_clause(claim.text)
    words = _waived_words(claim, clause)
    if len(words) < 2:
        # "It's optional, but you can mention a food allergy when booking": a bare "optional"
        # says its thing in the clause beside it (unseen33 dev u33-en-044)
        words = _waived_words(claim, after)
    if len(words) < 2:
        return False
    need = max(2, WAIVED_SHARE * len(words))
    if _made_optional_there(clause, words, sources):
        return False
    for i in sources.allowed:
        sentence = sources.index.sentences[i]
        # a duty laid as no entry without it («Без инструктажа в зал не пускаем»: unseen43 dev u43-ru-043)
        if not (lays_a_duty(sentence) or NOT_WITHOUT.search(sentence)) or _EXCEPTED.search(sentence) \
                or _OPTIONAL.search(sentence):
            continue
        held = TermSet.of(sources.index.terms[i])
        if sum(1 for t in words if t in held) >= need:
            return True
    return False


def _made_optional_there(clause: str, words: tuple[str, ...], sources: Sources) -> bool:
    """Whether a cited sentence makes the same thing optional for the same case: it says "optional",
    holds every waived word and marks the case as the claim's clause does (:func:`.case_marks.same_case_marks`):
    "For students aged 15 to 17 the service is optional", the source's own words beside "Students
    under 15 … must travel with the service" (unseen51 dev u51-en-021). "The service is optional",
    its case dropped, still waives the duty of the students under 15."""
    for i in sources.allowed:
        sentence = sources.index.sentences[i]
        if _OPTIONAL.search(sentence) and same_case_marks(clause, sentence):
            held = TermSet.of(sources.index.terms[i])
            if all(t in held for t in words):
                return True
    return False


def _waived_words(claim: Claim, clause: str) -> tuple[str, ...]:
    """The words of what ``clause`` makes optional: the claim's own there, the question's among them
    ("Do I have to give notice in writing?" → "Giving notice in writing … is optional": review15
    F), less the word that says "optional"."""
    own = TermSet(subject_terms(clause))
    marker = TermSet(subject_terms(" ".join(m.group() for m in _OPTIONAL.pattern.finditer(clause))))
    return tuple(t for t in claim.anchors if t in own and t not in marker)


def _optional_clause(text: str) -> tuple[str, str]:
    """The clause of ``text`` that says "optional" when only one does: "… every year, but
    first-aid training is optional" makes no duty of the first clause optional (review15
    F-en-04); the whole text otherwise. And the clause that names what it makes optional when it
    names nothing itself: the one right after it ("It's optional, but you can mention …"), or,
    after a "but" that opens it, the one before («пройти его рекомендуется, *но не обязательно*»:
    unseen43 dev u43-ru-043); "" when none."""
    breaks = list(CLAUSE_BREAK.finditer(text))  # read once: the clauses, and what parts them
    clauses = [text[a:b] for a, b in zip([0, *(m.end() for m in breaks)], [*(m.start() for m in breaks), len(text)],
                                         strict=True)]
    saying = [i for i, c in enumerate(clauses) if _OPTIONAL.search(c)]
    if len(saying) != 1:
        return text, ""
    at = saying[0]
    # the "but" in the break (", but …") or opening the clause ("…; but …")
    opened_by_but = at > 0 and (_BUT.search(breaks[at - 1].group()) or _BUT.match(clauses[at].lstrip()))
    if opened_by_but and not _names_a_thing(clauses[at]):
        return clauses[at], clauses[at - 1]
    return clauses[at], clauses[at + 1] if at + 1 < len(clauses) else ""


def _names_a_thing(clause: str) -> bool:
    """Whether ``clause`` has a word of its own beside the one that says "optional" ("but *first-aid
    training* is optional" does; «но не обязательно» does not)."""
    marker = frozenset(subject_terms(" ".join(m.group() for m in _OPTIONAL.pattern.finditer(clause))))
    return any(t not in marker and t not in GENERIC_TERMS for t in subject_terms(clause))


_BUT = lazy_pattern(r"\bbut\b|(?<!\w)(?:но|однако)(?!\w)", re.IGNORECASE)
