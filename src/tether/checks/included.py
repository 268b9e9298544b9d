"""A rule the source states for one lettered class, said of every class: «На все категории
принимают учеников не моложе 18 лет» against «…; на категорию C принимаются ученики не моложе 18
лет» (unseen18 dev u18-ru-040).

A reader of a denied case named as included by one word ("every plan, *Starter included*, gets
20 % off" against "Starter has no annual discount") was tried and left out: a review found it
failing faithful answers in 7 of 19 probes ("open every day, including Sundays" beside "the
pool is not open on Sundays"): one shared word cannot tell the denied rule from another.
"""

from __future__ import annotations

import re

from ..terms import GENERIC_TERMS, SentenceIndex, class_names, subject_terms

_EVERY_CLASS = re.compile(r"(?<!\w)(?:все|всех|любые|любой|любую|каждую|каждой)\s+(?P<ru>категори\w*|класс\w*|зон\w*)"
                          r"|\b(?:all|every|any|each)\s+(?P<en>categor(?:y|ies)|class(?:es)?|zones?|bands?|tiers?)\b",
                          re.IGNORECASE)
"""A rule said of every class ("all categories", «на все категории»)."""
_CLAUSE = re.compile(r"[;:]|,\s+(?:а|но|and|but)\s", re.IGNORECASE)
MIN_RULE_WORDS = 2
"""Words of the claim's rule (the class noun aside) a cited clause must hold to state that rule."""


def generalizes_a_class_rule(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence that states the claim's rule for one lettered class only, when the claim
    says it of every class. None when the claim names a class itself, when the clause names
    several, and when a cited clause states the rule with no class at all."""
    every = _EVERY_CLASS.search(claim)
    if every is None or class_names(claim):
        return None
    noun = set(subject_terms(every.group("ru") or every.group("en")))
    rule = {t for t in subject_terms(claim) if t not in GENERIC_TERMS} - noun
    found = None
    for i in sorted(allowed):
        for clause in _CLAUSE.split(index.sentences[i]):
            held = set(subject_terms(clause))
            if len(rule & held) < max(MIN_RULE_WORDS, len(rule) / 2):
                continue
            classes = {c for c in class_names(clause) if any(c.endswith("-" + n) for n in noun)}
            if not classes:
                return None  # the rule stated with no class: for every class ("Every class includes a snack")
            if len(classes) == 1 and found is None:
                found = index.sentences[i]
    return found
