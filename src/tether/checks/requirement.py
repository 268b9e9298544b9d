"""A requirement denied that no cited sentence speaks of (tether.checks.claims' decision).

«…, и никаких документов для этого не нужно» beside a refund the source grants only with a
doctor's note (unseen10 dev u10-ru-039): the denial is a statement about the material like
any other, but one word of its own is all such a clause has, so the coverage pre-check's
MIN_UNCOVERED lets it through.
"""

from __future__ import annotations

import re

from ..guard import Guarded
from ..terms import TermSet, subject_terms
from .claim_sources import Sources
from .claim_text import SEVERAL_CLAUSES, Claim
from .polarity import ANSWER_WORD, BOUND, has_negator

_REQUIREMENT = Guarded(r"\b(?:needs?|needed|required?|requires|necessary|have\s+to|has\s+to)\b|"
                       r"(?<!\w)(?:нужн\w*|надо|требу\w*|необходим\w*|обязательн\w*)", re.IGNORECASE,
                       ("need", "requir", "necessar", "have", "has", "нужн", "надо", "требу", "необходим",
                        "обязательн"))
"""What a denied requirement says: "no documents are *needed*", «справка не *требуется*»."""


_INFINITIVE = re.compile(r"\bto\s+[a-z]+|(?<!\w)[а-яё]+(?:ть|ться|ти|чь)(?!\w)", re.IGNORECASE)


def denies_the_unsaid(claim: Claim, sources: Sources) -> bool:
    """A clause that says a requirement no cited sentence speaks of is not there: «…, и никаких
    документов для этого не нужно» beside a refund the source grants only with a doctor's note
    (unseen10 dev u10-ru-039). That denial is a statement about the material like any other;
    one word of its own is all such a clause has, so the pre-check's MIN_UNCOVERED lets it
    through. Only a denied requirement: other denials paraphrase the source's words ("cannot
    be refunded" for "non-refundable") too often to be read word by word. The words read are
    the claim's distinctive ones: what the question asks ("Do I need a referral?" → "No, a
    referral is not needed") is free."""
    if not claim.terms or not _REQUIREMENT.search(claim.text) or not has_negator(claim.text):
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
