"""A "Yes" whose own words are only a condition, said to a question the cited sentence denies.

"Will I pay a late fee if the car breaks down?" → "Yes, if you report the breakdown before the
booking ends", against "No late fee is charged when the car broke down and you reported it before
the booking ended": every word of the answer is the source's, but its "Yes" says the question's
statement ("I pay a late fee"), which that very sentence denies. The claim check compares the
claim's words with its best sentence; here the statement is the question's, so the question is read
as what the "Yes" affirms and compared word by word with that sentence's denial.

Read only where nothing else can go wrong in the reading:

- the answer opens with "Yes" / «Да» and then states only a condition ("if …", "you do if …");
- the condition denies nothing itself ("Yes, you do if the late return was *not* caused by a
  breakdown" names the other case);
- the sentence is one clause: "No charge applies if you cancel before the arrival day, *but*
  cancelling on the arrival day costs the first night" states both cases, and "Yes, if you cancel on
  the arrival day" names the other one (a red-team of the first version: 7 faithful answers failed);
- the question neither negates nor cancels anything itself ("Is the fee waived …?" answered "Yes"
  agrees with a denial); the claim holds no figure (a bound turned round is the bounds readers'
  to judge).
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import SentenceIndex, has_term, specific_terms
from ..text import STOP_WORDS, stem, tokens
from .agreement import across_an_exception
from .claim_text import Claim
from .polarity import BOUND, has_negator, negated, polarity

_YES_IF = Guarded(
    r"^\s*(?:yes|да)\s*[,.:;!—–-]+\s*(?:but\s+)?(?:only\s+)?"
    # "Yes, you do if …", "Yes, it is, provided …": a pronoun and its auxiliary restate the question
    r"(?:(?:you|it|they|we|he|she|that)\s+(?:do|does|will|would|can|may|must|are|is|have\s+to|has\s+to|"
    r"need\s+to|should)\s*,?\s*)?"
    r"(?P<condition>(?:if|when|whenever|as\s+long\s+as|provided(?:\s+that)?|once|если|когда|при\s+условии)(?!\w).*)",
    re.IGNORECASE | re.DOTALL, ("yes", "да"))
_SEVERAL_CLAUSES = lazy_pattern(r"[;:—–]|,\s*(?:but|whereas|while|however|otherwise|although|а|но|однако|зато)\b",
                                re.IGNORECASE)
"""Where a source sentence states a second case beside the one it denies."""


def yes_to_a_denied_case(claim: Claim, sentence: str) -> bool:
    """Whether ``claim`` answers "Yes, if …" to a question whose statement ``sentence`` (the cited
    sentence the claim is compared with) denies: a word the question affirms that the sentence
    denies, the noun phrase after its "No" included ("*No late fee* is charged")."""
    if claim.has_figure or claim.asked is None:
        return False
    found = _YES_IF.search(claim.text)
    if found is None or has_negator(found.group("condition")) or _SEVERAL_CLAUSES.search(sentence):
        return False
    question = claim.asked.question
    if not has_negator(sentence) or negated(question) or across_an_exception(claim.text, sentence):
        return False
    _, asked, _ = polarity(question)
    denied, _, double = polarity(sentence)
    return not double and not asked.isdisjoint(denied | _after_no(sentence))


def _after_no(sentence: str) -> frozenset[str]:
    """The stems of the noun phrase a "No" opens, to its first stop word: "*No late fee* is
    charged" denies the fee, where ``polarity`` reads only the word after a negator ("late", a
    word the claim check does not weigh)."""
    out: set[str] = set()
    phrase = False
    for t in tokens(sentence):
        if t == "no":
            phrase = True
        elif phrase and (t in STOP_WORDS or t.isdigit()):
            phrase = False
        elif phrase:
            out.add(stem(t))
    return frozenset(out)


_BANNED_AFTER = Guarded(r"(?<!\w)(?<!\bв\s)(?<!\bна\s)(?<!\bпо\s)(?<!\bиз\s)([а-яё]+(?:ть|ти|чь)(?:ся)?)\s+"
                        r"(?:нельзя|невозможно|не\s+разрешается|запрещено)(?!\w)",
                        re.IGNORECASE, ("нельзя", "невозможно", "разрешается", "запрещено"))
"""A Russian infinitive with its ban after it («…, вернуть нельзя»), which ``polarity`` (reading the
word after a negator) does not see: «Билеты, купленные по акции, вернуть нельзя» denies «вернуть».
Not a noun of the same ending after a preposition («в сети нельзя», «в пути нельзя»: a review)."""


def _banned_after(sentence: str) -> frozenset[str]:
    if not _BANNED_AFTER.possible(sentence):
        return frozenset()
    return frozenset(stem(m.group(1).lower()) for m in _BANNED_AFTER.pattern.finditer(sentence))


_YES = Guarded(r"^\s*(?:yes|да)\b\s*[,.:;!—–-]", re.IGNORECASE, ("yes", "да"))
MIN_CASE_WORDS = 2
"""Words the question's case must have to be looked up ("bought on a promotion", «купленный по
акции»): one word ("online") is as often how one asks as what about."""


def yes_to_a_case_denied(claim: Claim, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence that denies the question's act in the question's own case, when ``claim``
    answers "Yes" with the general rule and leaves the case out; or None.

    «Можно ли обменять билет, купленный по акции?» → «Да, обменять билет … можно один раз, не позднее
    чем за 48 часов» against «Билеты, купленные по акции, не обмениваются» (unseen41 dev u41-ru-030):
    every word of the answer is the general rule's; what it drops is the case the question asks
    about, which the source denies the act for. Read where the question's words the answer does not
    say (:data:`MIN_CASE_WORDS` at least) are all in a cited sentence that denies a word of the act
    the question and the answer share."""
    # a negator, not any word of denial: «Да, бронь можно *бесплатно* перенести» grants (a red-team);
    # nor a bound's («не позднее чем за 48 часов»)
    if claim.asked is None or not _YES.search(claim.text) or has_negator(BOUND.sub(" ", claim.text)) \
            or negated(claim.asked.question):
        return None
    asked = specific_terms(claim.asked.question)
    said = specific_terms(claim.text)
    case = [t for t in asked if not has_term(t, said)]
    act = [t for t in asked if has_term(t, said)]
    if len(case) < MIN_CASE_WORDS or not act:
        return None
    for i in sorted(allowed):
        sentence = index.sentences[i]
        banned = _banned_after(sentence)
        if not banned and not has_negator(sentence):
            continue
        denied, _, double = polarity(sentence)
        denied |= banned
        held = index.terms[i]
        if not double and all(has_term(t, held) for t in case) and any(has_term(t, denied) for t in act):
            return sentence
    return None
