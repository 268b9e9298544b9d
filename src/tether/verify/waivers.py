"""A rule's value given to a reader whom another cited sentence lets off the rule.

"I'm a Marlow Business member and I'm 22. How much young driver surcharge will I pay?" →
"€16 a day", citing "Drivers aged 21 to 24 pay a young driver surcharge of €16 a day … The
young driver surcharge is waived for members of the Marlow Business programme." Every
figure is the cited sentence's, in its context; what is wrong is that the reader, by the
question's own words, belongs to the group a second sentence waives the rule for. Read in
code: a cited sentence says its rule is waived, not charged or does not apply *for* a group
(«не взимается с …», «не применяется к …»); the rule's words before the waiver are
MIN_RULE_TERMS words of the sentence that holds the answer's value and of the value's own
clause; the question names the group (GROUP_NAMED of its words) and leaves no doubt the
reader is in it; and the answer says nothing of a waiver.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import NamedTuple

from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, specific_terms, subject_terms
from ..text import content_stems

_WAIVER = lazy_pattern(
    r"\b(?:is|are)\s+(?:waived|not\s+(?:charged|payable|applied|applicable|due)|exempt(?:ed)?)\b|"
    r"\b(?:does|do)\s+not\s+apply\b|"
    r"(?<!\w)(?:не\s+(?:взимается|взимаются|применяется|применяются|распространяется|распространяются|"
    r"начисляется|начисляются)|освобождаются|освобождены|отменяется)(?!\w)", re.IGNORECASE)
_GROUP_START = lazy_pattern(r"\s*(?:(?:for|to|on|in\s+the\s+case\s+of|с|для|к|на)\s+)?", re.IGNORECASE)
"""The group a waiver names, after its preposition or (a Russian dative: «не начисляется
резидентам …») none."""
_GROUP_END = lazy_pattern(r"[.;:!?()]|,\s")
_ACKNOWLEDGED = lazy_pattern(r"waiv|exempt|not\s+(?:charged|apply|applied|payable|pay)|don'?t\s+(?:pay|apply)|"
                             r"free\s+of\s+charge|освобожд|не\s+(?:взима|примен|распростран|начисл|плат|действ)|"
                             r"бесплатн", re.IGNORECASE)
"""A waiver told anywhere in the answer ("Normally 5 EUR a day. With a Gold Club card the fee
is waived."): the reader has been told."""
_NOT_IN_THE_GROUP = lazy_pattern(r"\b(?:not|don'?t|doesn'?t|no|never|other|others)\b|"
                                 r"(?<!\w)(?:не|нет|других|другие|остальные|остальным)(?!\w)", re.IGNORECASE)
"""A question that may not place the reader in the group at all ("I *don't* have a Gold
Club card", "what do *others* pay?"): the group named is no reader's own."""

MIN_RULE_TERMS = 2
"""Words the waiver's rule must share with the value's sentence, and with the value's own
clause: "young driver surcharge" shares three; one ("fee") names no rule, and a handling
fee beside the waived late-return fee is another charge."""
GROUP_NAMED = 2 / 3
"""Share of the waived group's words the question must say to place the reader in it, as a
claim names an excluded group (tether.checks.excluded.GROUP_SHARE)."""


class Waiver(NamedTuple):
    """A cited sentence that lets a group off its rule: the rule's words, the group's."""

    sentence: int
    rule: frozenset[str]
    group: tuple[str, ...]


def waivers(sentences: Sequence[str], question: str, question_terms: frozenset[str], answer: str) -> list[Waiver]:
    """The cited sentences that waive a rule for a group the question places the reader in;
    none when the answer tells a waiver anywhere or the question may leave the reader out.
    Read once per answer: the figures then only ask which of these their rule is."""
    if not question_terms or _ACKNOWLEDGED.search(answer) or _NOT_IN_THE_GROUP.search(question):
        return []
    out = []
    for j, sentence in enumerate(sentences):
        found = _waiver(sentence)
        if found is None:
            continue
        if found.group and sum(1 for t in found.group if t in question_terms) >= GROUP_NAMED * len(found.group):
            out.append(Waiver(j, found.rule, found.group))
    return out


def waived_for_the_reader(found: Sequence[Waiver], sentences: Sequence[str], holding: Sequence[int],
                          clause_terms: Collection[str]) -> str | None:
    """The sentence of ``found`` (:func:`waivers`) that waives the rule of the value's
    sentences (``holding``), named by the value's own clause (``clause_terms``: not another
    charge of the same sentence); or None."""
    if not found:
        return None
    rule_terms = frozenset(t for i in holding for t in specific_terms(sentences[i]))
    holding_text = " ".join(sentences[i] for i in holding)
    for w in found:
        if w.sentence in holding or len(w.rule & rule_terms) < MIN_RULE_TERMS:
            continue
        if _names_the_rule(w.rule, clause_terms, holding_text):
            return sentences[w.sentence]
    return None


def _names_the_rule(rule: frozenset[str], clause_terms: Collection[str], holding_text: str) -> bool:
    """Whether the value's clause names the waived rule: by two of its words, or by one the
    value's sentences use once ("пеня"), not one two charges share ("a late fee … and a
    handling fee": "fee" names neither)."""
    named = rule.intersection(clause_terms)
    if len(named) >= MIN_RULE_TERMS:
        return True
    if not named:
        return False
    stems = content_stems(holding_text)
    return all(stems.count(t) == 1 for t in named)


class _Found(NamedTuple):
    rule: frozenset[str]  # the rule's words before the waiver, generic ones aside
    group: tuple[str, ...]  # the words of the group it is waived for
    subject: frozenset[str]  # every word before the waiver, generic ones too


@lru_cache(maxsize=4096)
def _waiver(sentence: str) -> _Found | None:
    """What a sentence waives and for whom, or None when it waives nothing (most do not:
    kept per sentence)."""
    found = _WAIVER.search(sentence)
    if found is None:
        return None
    start = _GROUP_START.match(sentence, found.end())
    if start is None:
        return None
    end = _GROUP_END.search(sentence, start.end())
    group = tuple(t for t in subject_terms(sentence[start.end():end.start() if end else len(sentence)])
                  if t not in GENERIC_TERMS)
    before = sentence[:found.start()]
    return _Found(specific_terms(before), group, frozenset(subject_terms(before)))


_NO_EXCEPTION = lazy_pattern(
    r"\b(?:no|without(?:\s+any)?)\s+exceptions?\b|\bin\s+(?:all|every|any)\s+cases?\b|\beverywhere\b|"
    r"\bin\s+every\s+[^\W\d_]+|\bregardless\b|\bwhatever\s+the\b|\b(?:like|as)\s+(?:every|all|any)\s+others?\b|"
    r"(?<!\w)(?:без\s+(?:всяких\s+|каких-(?:либо|то)\s+)?исключени\w*|во\s+всех\s+случаях|в\s+любом\s+случае|"
    r"везде|повсюду|независимо\s+от|во\s+всех\s+[^\W\d_]+|как\s+и\s+все(?:\s+остальные)?)(?!\w)", re.IGNORECASE)
"""A claim that its rule holds for every case ("with no exceptions", "in every destination"):
the reach a sentence waiving the rule for a group denies."""


def waives_the_rule(claim: str, plain: str, sentences: Sequence[str], allowed: Collection[int]) -> str | None:
    """A cited sentence that waives, for a group it names, the rule a claim says holds for every
    case (:data:`_NO_EXCEPTION`; not any "all": "covers all your calls" is no rule's reach),
    named in ``plain`` (the claim less its universal words) by every word of the waived rule's
    subject, generic ones too: "The daily charge is waived in the Republic of Ireland" against
    "the daily charge applies in every destination, with no exceptions"; not "All plans
    include a router" against "The router fee is waived on Fibre 900"."""
    if not _NO_EXCEPTION.search(claim) or _ACKNOWLEDGED.search(claim):
        return None
    words = frozenset(subject_terms(plain))
    for i in allowed:
        sentence = sentences[i]
        waiver = _waiver(sentence)  # kept per sentence: most waive nothing
        if waiver is not None and waiver.group and waiver.subject and waiver.subject <= words:
            return sentence
    return None


def waives(sentence: str) -> bool:
    """Whether ``sentence`` lets a group off a rule (:func:`_waiver`: "is waived for",
    «не распространяется на», with the group named)."""
    found = _waiver(sentence)
    return found is not None and bool(found.group)
