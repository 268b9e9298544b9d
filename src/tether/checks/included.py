"""A case named as included that the source denies, and a one-class rule said of every class.

A case the source denies, named as included: "every plan, *Starter included*, gets 20 % off"
against "Starter has no annual discount" (unseen18 dev u18-en-031); «рассрочку дают на обучение
любой категории, *в том числе A*» against «Рассрочка не предоставляется на обучение категории A»
(u18-ru-031).

:func:`tether.checks.excluded.contradicts_exclusion` reads an "including" group of two words
or more; a case named by one word — a plan's name, a class letter read with the noun before
the marker («категории, в том числе A» is category A) — is read here. The cited sentence must
deny something of exactly that case and share a word of the claim's rule or of the question
besides it (what is denied is what the claim grants). Known limit: one shared word is all it
asks, so "every plan, Starter included, has email support" would fail against "Starter has no
phone support" — no labelled answer says so; a stricter share missed the labelled case ("annual"
for "yearly").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..terms import GENERIC_TERMS, SentenceIndex, class_names, subject_terms

_NAMED = re.compile(r"(?:\bincluding|(?<!\w)(?:включая|в\s+том\s+числе))\s+(?P<after>[^,.;:!?()—–]{1,40})"
                    r"|(?P<before>\b[A-ZА-ЯЁ][\w-]*(?:\s+[A-ZА-ЯЁ][\w-]*)?)\s+included\b")
"""The case named as included: after "including" / «в том числе», or a name before "included"."""
_LAST_WORD = re.compile(r"([^\W\d_]+)[\s,]*$")


def named_cases(claim: str) -> list[tuple[re.Match[str], frozenset[str]]]:
    """Each case ``claim`` names as included, with its terms (its words, or its class letter
    read with the noun before the marker)."""
    out = []
    for named in _NAMED.finditer(claim):
        phrase = named.group("after") or named.group("before")
        noun = _LAST_WORD.search(claim, 0, named.start())
        case = {t for t in subject_terms(phrase) if t not in GENERIC_TERMS}
        case |= set(class_names(f"{noun.group(1)} {phrase}" if noun else phrase))
        case.discard("includ")
        if case:
            out.append((named, frozenset(case)))
    return out


def case_terms(claim: str) -> tuple[str, ...]:
    """The terms of the cases ``claim`` names as included: the sentences that deny one must be
    among those quoted for the claim (tether.checks.claims' extraction)."""
    return tuple(t for _, case in named_cases(claim) for t in sorted(case))


def includes_a_denied_case(claim: str, asked: str, index: SentenceIndex, allowed: frozenset[int],
                           negated: Callable[[str], bool]) -> str | None:
    """The cited sentence denying what ``claim`` says of a case it names as included, or None.
    ``asked``: the question, whose words may name the rule the claim grants."""
    if negated(claim):
        return None  # a denial extended to a group is excluded.py's other shape
    for _, case in named_cases(claim):
        rule = {t for t in (*subject_terms(claim), *subject_terms(asked)) if t not in GENERIC_TERMS} - case
        for i in sorted(allowed):
            held = set(index.terms[i])
            if case <= held and rule & held and negated(index.sentences[i]):
                return index.sentences[i]
    return None


_EVERY_CLASS = re.compile(r"(?<!\w)(?:все|всех|любые|любой|любую|каждую|каждой)\s+(?P<ru>категори\w*|класс\w*|зон\w*)"
                          r"|\b(?:all|every|any|each)\s+(?P<en>categor(?:y|ies)|class(?:es)?|zones?|bands?|tiers?)\b",
                          re.IGNORECASE)
"""A rule said of every class ("all categories", «на все категории»)."""
_CLAUSE = re.compile(r"[;:]|,\s+(?:а|но|and|but)\s", re.IGNORECASE)
MIN_RULE_WORDS = 2
"""Words of the claim's rule (the class noun aside) a cited clause must hold to state that rule."""


def generalizes_a_class_rule(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence that states the claim's rule for one lettered class only, when the claim
    says it of every class: «На все категории принимают учеников не моложе 18 лет» against «…; на
    категорию C принимаются ученики не моложе 18 лет» (unseen18 dev u18-ru-040). None when the
    claim names a class itself, or the clause names several."""
    every = _EVERY_CLASS.search(claim)
    if every is None or class_names(claim):
        return None
    noun = set(subject_terms(every.group("ru") or every.group("en")))
    rule = {t for t in subject_terms(claim) if t not in GENERIC_TERMS} - noun
    for i in sorted(allowed):
        for clause in _CLAUSE.split(index.sentences[i]):
            held = set(subject_terms(clause))
            classes = {c for c in class_names(clause) if any(c.endswith("-" + n) for n in noun)}
            if len(classes) == 1 and len(rule & held) >= MIN_RULE_WORDS and len(rule & held) >= len(rule) / 2:
                return index.sentences[i]
    return None
