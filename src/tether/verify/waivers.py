"""A rule's value given to a reader whom another cited sentence lets off the rule.

"I'm a Marlow Business member and I'm 22. How much young driver surcharge will I pay?" →
"€16 a day", citing "Drivers aged 21 to 24 pay a young driver surcharge of €16 a day … The
young driver surcharge is waived for members of the Marlow Business programme." Every
figure is the cited sentence's, in its context; what is wrong is that the reader, by the
question's own words, belongs to the group a second sentence waives the rule for. Read in
code: a cited sentence says its rule is waived, not charged or does not apply *for* a group
(«не взимается с …», «не применяется к …»); the rule's words before the waiver are
MIN_RULE_TERMS words of the sentence that holds the answer's value; the question names the
group (GROUP_NAMED of its words); and the answer's sentence says nothing of a waiver.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..terms import GENERIC_TERMS, subject_terms

_WAIVER = re.compile(
    r"\b(?:is|are)\s+(?:waived|not\s+(?:charged|payable|applied|applicable|due)|exempt(?:ed)?)\b|"
    r"\b(?:does|do)\s+not\s+apply\b|"
    r"(?<!\w)(?:не\s+(?:взимается|взимаются|применяется|применяются|распространяется|распространяются|"
    r"начисляется|начисляются)|освобождаются|освобождены|отменяется)(?!\w)", re.IGNORECASE)
_GROUP_START = re.compile(r"\s*(?:(?:for|to|on|in\s+the\s+case\s+of|с|для|к|на)\s+)?", re.IGNORECASE)
"""The group a waiver names, after its preposition or (a Russian dative: «не начисляется
резидентам …») none."""
_GROUP_END = re.compile(r"[.;:!?()]|,\s")
_ACKNOWLEDGED = re.compile(r"waiv|exempt|not\s+(?:charged|apply|applied|payable|pay)|free\s+of\s+charge|"
                           r"освобожд|не\s+(?:взима|примен|распростран|начисл|плат)|бесплатн", re.IGNORECASE)

MIN_RULE_TERMS = 2
"""Words the waiver's rule must share with the value's sentence: "young driver surcharge"
shares three; one ("fee") names no rule."""
GROUP_NAMED = 2 / 3
"""Share of the waived group's words the question must say to place the reader in it, as a
claim names an excluded group (tether.checks.excluded.GROUP_SHARE)."""


def waived_for_the_reader(sentences: Sequence[str], holding: Sequence[int], question_terms: frozenset[str],
                          answer_sentence: str) -> str | None:
    """The cited sentence that waives the rule of the value's sentences (``holding``) for a
    group the question puts the reader in, or None."""
    if not question_terms or _ACKNOWLEDGED.search(answer_sentence):
        return None
    rule_terms = frozenset(t for i in holding for t in _terms(sentences[i]))
    for j, sentence in enumerate(sentences):
        if j in holding:
            continue
        waiver = _waiver(sentence)
        if waiver is None:
            continue
        rule, group = waiver
        if len(rule & rule_terms) < MIN_RULE_TERMS or not group:
            continue
        if sum(1 for t in group if t in question_terms) >= GROUP_NAMED * len(group):
            return sentence
    return None


@lru_cache(maxsize=4096)
def _waiver(sentence: str) -> tuple[frozenset[str], tuple[str, ...]] | None:
    """The rule's words before a waiver and the words of the group it is waived for, or None
    when the sentence waives nothing (most do not: kept per sentence)."""
    found = _WAIVER.search(sentence)
    if found is None:
        return None
    start = _GROUP_START.match(sentence, found.end())
    if start is None:
        return None
    end = _GROUP_END.search(sentence, start.end())
    group = tuple(t for t in subject_terms(sentence[start.end():end.start() if end else len(sentence)])
                  if t not in GENERIC_TERMS)
    return _terms(sentence[:found.start()]), group


@lru_cache(maxsize=4096)
def _terms(text: str) -> frozenset[str]:
    return frozenset(t for t in subject_terms(text) if t not in GENERIC_TERMS)
