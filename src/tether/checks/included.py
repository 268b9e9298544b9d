"""What a claim says is included, read against the cited sentence about it; used by
:mod:`tether.checks.excluded`.

- A rule the source states for one lettered class, said of every class: «На все категории
  принимают учеников не моложе 18 лет» against «…; на категорию C принимаются ученики не моложе
  18 лет» (unseen18 dev u18-ru-040).
- A class named by its letter after "including" (:func:`a_named_class_denied`), a group's own
  sentence giving it another value (:func:`another_value`), the clause a group extends
  (:func:`extended_clause`), and the case a universal claim drops (:func:`drops_its_case`).

A reader of a denied case named as included by one word ("every plan, *Starter included*, gets
20 % off" against "Starter has no annual discount") was tried and left out: a review found it
failing faithful answers in 7 of 19 probes ("open every day, including Sundays" beside "the
pool is not open on Sundays"): one shared word cannot tell the denied rule from another. A
class named by its letter after "including" / «в том числе» is read (:func:`a_named_class_denied`)
only against a cited sentence that also holds MIN_RULE_WORDS of the claim's rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import QUANTITY_KINDS
from ..guard import lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, TermSet, class_names, subject_terms
from ..text import CLASS_NOUN
from .bound_value import bound_word

_EVERY_CLASS = lazy_pattern(r"(?<!\w)(?:все|всех|любые|любой|любую|каждую|каждой)\s+(?P<ru>категори\w*|класс\w*|зон\w*)"
                            r"|\b(?:all|every|any|each)\s+(?P<en>categor(?:y|ies)|class(?:es)?|zones?|bands?|tiers?)\b",
                            re.IGNORECASE)
"""A rule said of every class ("all categories", «на все категории»)."""
_CLAUSE = lazy_pattern(r"[;:]|,\s+(?:а|но|and|but)\s", re.IGNORECASE)
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


_CODE = lazy_pattern(rf"\s*(?:(?:{CLASS_NOUN})\s+)?(?P<code>(?-i:[A-ZА-ЯЁ][A-ZА-ЯЁ\d]{{0,2}}))(?![\w-])", re.IGNORECASE)
"""A class written by its letter or short code right after the marker: «в том числе *A*», "including
*band D*"."""


def a_named_class_denied(claim: str, marker: tuple[int, int], index: SentenceIndex, allowed: frozenset[int],
                         denies: Callable[[str], bool]) -> str | None:
    """The cited sentence that denies the rule for the class a claim names as included by its
    letter: «рассрочку дают на обучение любой категории, *в том числе A*» against «Рассрочка не
    предоставляется на обучение категории A» (unseen18 dev u18-ru-031). The denying sentence
    must name the letter and hold MIN_RULE_WORDS of the words the claim states its rule in."""
    code = _CODE.match(claim, marker[1])
    if code is None:
        return None
    letter = code.group("code")
    rule = {t for t in subject_terms(claim[:marker[0]]) if t not in GENERIC_TERMS}
    if len(rule) < MIN_RULE_WORDS:
        return None
    for i in sorted(allowed):
        sentence = index.sentences[i]
        at = sentence.find(letter)
        while at != -1 and not _alone(sentence, at, len(letter)):
            at = sentence.find(letter, at + 1)
        if at == -1:
            continue
        held = TermSet.of(index.terms[i])
        if sum(1 for t in rule if t in held) >= MIN_RULE_WORDS and denies(sentence):
            return sentence
    return None


def _alone(text: str, at: int, length: int) -> bool:
    """Whether the letters at ``at`` are a class's code: a word of their own ("A" in "Alpha" is
    not), and after a class noun or not followed by a lower-case word ("*A* deposit is not
    required" is the article: a red-team of d50ff59)."""
    before, after = text[at - 1:at], text[at + length:at + length + 1]
    if before.isalnum() or before == "-" or after.isalnum() or after == "-":
        return False
    if _NOUN_BEFORE.search(text, max(0, at - NOUN_REACH), at):
        return True
    return not _LOWER_WORD_NEXT.match(text, at + length)


NOUN_REACH = 24
"""Characters read before a code for its class noun ("category A", «категории A»)."""
_NOUN_BEFORE = lazy_pattern(rf"(?:{CLASS_NOUN})\s+$", re.IGNORECASE)
_LOWER_WORD_NEXT = lazy_pattern(r"\s+[a-zа-яё]")


def without_the_included(text: str, including: re.Pattern[str]) -> str:
    """``text`` less the group it names as included ("…, *including small children*", «*включая
    маленьких детей*»): a rule said of all is compared on the rule's words, not on the group's,
    which the cited exception names in its own («кроме детей до 3 лет»: unseen48 dev u48-ru-030)."""
    found = including.search(text)
    if found is None:
        return text
    end = GROUP_END.search(text, found.end())
    rest = text[:found.start()] + (text[end.start():] if end else "")
    # no comma closing the group ("All rooms, including the attic rooms cost €90"): the cut took
    # the rule too; the text whole is read then
    return rest if len(frozenset(subject_terms(rest)) - GENERIC_TERMS) >= MIN_RULE_WORDS else text


GROUP_END = lazy_pattern(r"[.;:!?()]|,\s(?!(?:не|not|which|who|that|котор[а-яё]*)(?!\w))", re.IGNORECASE)
"""Where an included group ends. Not at dashes («государств — членов ЕАЭС» is one name), nor at a
comma before what qualifies the group («в том числе по вопросам*, не связанным* с деятельностью
клиента», unseen23 dev u23-ru-042; ", which …", «, которые …»)."""


MIN_CASE_PHRASE = 2
"""Adjacent words of the restated sentence a claim must leave out to have dropped its case
(«по *медицинским показаниям*»): one word left out is a paraphrase ("at no charge" for "free
of charge", «у кого есть билет» for «владельцы билета»), which a red-team of 522cbef found
failing faithful answers."""


def drops_its_case(claim: str, sentence: str) -> bool:
    """Whether the claim leaves out a phrase of the sentence it restates, the case that sets it
    apart; one that keeps it states that case ("Staff with a blue badge park free in any case")."""
    held = TermSet(subject_terms(claim))
    run = 0
    for t in subject_terms(sentence):
        run = run + 1 if t not in held and t not in GENERIC_TERMS else 0
        if run >= MIN_CASE_PHRASE:
            return True
    return False


_CLAUSE_STOP = lazy_pattern(r"[,;:—–.!?]")
_EXTENDED_CLAUSE_START = lazy_pattern(r"[;—–.!?]|,\s+(?:but|while|whereas|then|after\s+that|а|но|однако|затем|потом|"
                                      r"дальше)\s", re.IGNORECASE)
"""Where the clause a group extends begins: a contrast or a sentence's end, not a list's or an
aside's comma ("Smoking is not allowed anywhere in the building, in the rooms, including the
balconies": a red-team of 6b478d6)."""


def extended_clause(text: str, marker: int, group: int) -> str:
    """The clause a group after a marker at ``marker`` extends, the group left out: what comes
    before it in its clause, and what follows a group set off by commas ("Driving to any other
    country, *including France*, is not allowed")."""
    end = len(text[:marker].rstrip(" ,;:—–"))
    start = max((m.end() for m in _EXTENDED_CLAUSE_START.finditer(text, 0, end)), default=0)
    after = ""
    closed = GROUP_END.search(text, group)
    if closed is not None and closed.group().startswith(","):
        stop = _CLAUSE_STOP.search(text, closed.end())
        after = text[closed.end():stop.start() if stop else len(text)]
    return f"{text[start:end]} {after}"


def another_value(claim: str, sentence: str) -> bool:
    """Whether ``sentence`` states a quantity of the kind and unit of one of ``claim``'s and
    none equal to it: it gives the group another value, not the claim's."""
    if not DIGIT_RUN.search(claim) or not DIGIT_RUN.search(sentence):
        return False
    # a cap or floor («не более 14 дней», "up to 5 days") limits the group, it is no value of its own
    theirs = _quantities(sentence, unbounded=True)
    for mine in _quantities(claim, unbounded=False):
        same_unit = [x for x in theirs if x[0] == mine[0] and x[2] == mine[2]]
        if same_unit and mine not in same_unit:
            return True
    return False


@lru_cache(maxsize=1024)  # a claim is compared with each sentence naming its group
def _quantities(text: str, *, unbounded: bool) -> tuple[tuple[str, str, str | None], ...]:
    """The quantities ``text`` states, as facts; ``unbounded``: only those with no bound word."""
    out = []
    for x in find_mentions(text):
        fact = x.as_fact() if x.kind in QUANTITY_KINDS else None
        if fact is not None and not (unbounded and bound_word(text, x) is not None):
            out.append(fact)
    return tuple(out)


def holding_its_case(claim: str, marker: int, group: tuple[str, ...], index: SentenceIndex,
                     allowed: frozenset[int]) -> list[int]:
    """The allowed sentences holding what sets an included group apart once the rule's own noun,
    which the group repeats, is left out: "every *application* …, including *applications* from
    micro-enterprises" names micro-enterprises (gr-en-049: "For micro-enterprises the period is
    60 days"). A group of one word ("including Sundays") is not read so: one shared word names no
    case of this rule (this module's note: "the pool is not open on Sundays")."""
    if len(group) < 2:
        return []
    rule = TermSet(subject_terms(claim[:marker]))
    case = [t for t in group if t not in rule and t not in GENERIC_TERMS]
    if len(case) != 1 or len(case) == len(group):
        return []
    return sorted(index.holding(case[0], exact=True) & allowed)
