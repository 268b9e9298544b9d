"""A "Yes" whose own words are only a condition, said to a question the cited sentence denies.

"Will I pay a late fee if the car breaks down?" → "Yes, if you report the breakdown before the
booking ends", against "No late fee is charged when the car broke down and you reported it before
the booking ended": every word of the answer is the source's, but its "Yes" says the question's
statement ("I pay a late fee"), which that very sentence denies. The claim check compares the
claim's words with its best sentence; here the statement is the question's, so the question is read
as what the "Yes" affirms and compared word by word (``polarity``) with that sentence.

Read only where nothing else can go wrong in the reading: the answer opens with "Yes" / «Да» and
then states only a condition ("if …", "you do, if …", «если …»); the question neither negates nor
cancels anything itself ("Is the fee waived …?" answered "Yes" agrees with a denial); the claim
holds no figure (a bound turned round is the bounds readers' to judge: "Yes, if you cancel at least
24 hours before" beside "No refund … less than 24 hours before" would read as a flip here).
"""

from __future__ import annotations

import re

from ..guard import Guarded
from .agreement import across_an_exception
from .claim_text import Claim
from .polarity import has_negator, negated, polarity

_YES_IF = Guarded(
    r"^\s*(?:yes|да)\s*[,.:;!—–-]+\s*"
    # "Yes, you do if …", "Yes, it is, provided …": a pronoun and its auxiliary restate the question
    r"(?:(?:you|it|they|we|he|she|that)\s+(?:do|does|will|would|can|may|must|are|is|have\s+to|has\s+to|"
    r"need\s+to|should)\s*,?\s*)?"
    r"(?:if|when|whenever|as\s+long\s+as|provided(?:\s+that)?|once|если|когда|при\s+условии)(?!\w)",
    re.IGNORECASE, ("yes", "да"))


def yes_to_a_denied_case(claim: Claim, sentence: str) -> bool:
    """Whether ``claim`` answers "Yes, if …" to a question whose statement ``sentence`` (the cited
    sentence the claim is compared with) denies: a word the question affirms that the sentence
    only denies."""
    if claim.has_figure or claim.asked is None or not _YES_IF.search(claim.text):
        return False
    question = claim.asked.question
    if not has_negator(sentence) or negated(question) or across_an_exception(claim.text, sentence):
        return False
    _, asked, _ = polarity(question)
    denied, _, double = polarity(sentence)
    return not double and not asked.isdisjoint(denied)
