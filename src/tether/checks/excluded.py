"""A claim that extends a rule to the case its source excludes.

Six shapes, each a sentence of the answer against one cited sentence:

- **Included after all.** The answer says the rule holds "including" a group
  (``including``, «включая», «в том числе») that a cited sentence denies ("Pensioners
  living in a care home are *not* eligible"; "There is *no* waiting period for those
  whose employer became insolvent").
- **The exception denied.** A cited sentence denies something *except* for a group
  ("… are not accepted, except from laboratories of EAEU member states"), and the
  answer denies it for that very group.
- **The exception dropped.** The answer says its rule holds always, for all, without
  exception, and the cited sentence that says the same rule has an exception.
- **The excepted case included.** The answer extends its rule to a case ("and that
  includes …", "even when …", «в том числе когда …») that the cited sentence stating
  the same rule excepts ("… ends the warranty, *except* the replacement of a mains plug").
- **The denied case affirmed.** The question asks about a case ("… for a group
  presentation?", «… в субботу?») that the cited sentences name only to deny a rule for
  it ("Extensions are *not* available for group presentations", «В субботу … шумные работы
  *запрещены*»), and the answer states that rule for it without a word of denial.
- **The condition dropped.** A "Yes, …" grants what the cited sentence grants only *if*
  something holds, and the answer and the question say too little of that condition
  (:mod:`tether.checks.condition`).

All compare words, not meaning: the group's content words (at least two, most of them
held by the cited sentence) and the polarity of each side. The check runs only on the
rare claims that carry one of these shapes, so its cost is that of two regexes on
every other claim (each a substring test first: tether.guard).
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import Mention
from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms
from ..text import word_runs
from ..verify.case_parts import mentions_of
from ..verify.waivers import waives, waives_the_rule
from .bound_value import bound_word
from .exception_case import EXCEPT as _EXCEPT
from .exception_case import names_its_exception
from .included import (
    GROUP_END,
    a_named_class_denied,
    another_value,
    drops_its_case,
    extended_clause,
    generalizes_a_class_rule,
    holding_its_case,
    without_the_included,
)
from .lexicon import ONLY_WORD
from .polarity import BOUND, has_negator
from .quantified import excepts_the_quantified, restricts_the_quantified
from .restriction import restates, restriction_in

_INCLUDING = Guarded(r"\bincluding\b|(?<!\w)(?:включая|в\s+том\s+числе)(?!\w)", re.IGNORECASE,
                     ("including", "включая", "числе"))
"""Markers that extend a statement to a named group. Not "even" / «даже» ("paid even if the
application is withdrawn" agrees with "not refunded if withdrawn") and not "as well as"
(an additive list, no contested case)."""

_UNIVERSAL = Guarded(
    r"\b(?:without\s+(?:any\s+)?exceptions?|no\s+exceptions?|in\s+(?:all|every|any)\s+cases?|"
    r"always|all|every|any|whenever|whatever|whichever|no\s+matter|regardless|under\s+no\s+circumstances)\b|"
    r"(?<!\w)(?:без\s+(?:всяких\s+|каких-(?:либо|то)\s+|любых\s+)?исключени\w*|во\s+всех\s+случаях|в\s+любом\s+случае|всегда|все|всех|всем|"
    r"люб[оаыу]\w*|ни\s+в\s+как(?:ом|их)\s+случа\w*|ни\s+при\s+как(?:их|ом)\s+\w+|независимо\s+от|"
    r"как\w*\s+бы\s+(?:[^\W\d_]+\s+){0,2}ни)(?!\w)",
    re.IGNORECASE,
    ("exception", "all", "every", "any", "always", "whenever", "whatever", "whichever", "matter",
     "regardless", "circumstances",
     "исключени", "все", "люб", "как", "независимо"))
"""Words that say a rule holds for every case; against a source sentence with an exception
("… forbidden, except compartments marked …") they drop it."""
_OTHER_CASES = lazy_pattern(r"\s*(?:in\s+(?:all\s+)?(?:other|any\s+other)\s+cases?|otherwise|"
                          r"в\s+(?:остальных|других|иных)\s+случаях|иначе)(?!\w)", re.IGNORECASE)
"""A sentence that opens with the rule for "the other cases": the sentence before it holds for
some cases only."""


_ACKNOWLEDGED = Guarded(r"exception|excepted|exempt|исключени|освобожд", re.IGNORECASE,
                        ("except", "exempt", "исключени", "освобожд"))

_EXTENDING = Guarded(r"\b(?:including|includes?|included|"
                     r"even(?:\s+(?:if|when|where|for|by|after|though))?)\b|"
                     r"(?<!\w)(?:включая|в\s+том\s+числе|даже)(?!\w)", re.IGNORECASE,
                     ("includ", "even", "включая", "числе", "даже"))
"""Markers that extend a rule to a case. Against a denying sentence "even" agrees ("paid even
if withdrawn" / "not refunded if withdrawn"); only against the case a sentence *excepts*
is it a contradiction (the fourth shape)."""

_SHAPE_WORDS_EN = frozenset({"including", "all", "every", "any", "always", "exception", "exceptions",
                             "include", "includes", "included", "even", "whenever", "whatever", "whichever", "matter",
                             "regardless", "circumstances"})
"""The English words the shapes other than the denied exception start from: each English
alternative of _INCLUDING, _UNIVERSAL and _EXTENDING holds one of them as a whole word."""


def has_shape_word(claim: str, runs: list[str] | None = None) -> bool:
    """Whether ``claim`` holds the marker or the universal word that the first two shapes
    start from (the third starts from a clause that denies). An ASCII claim is read by its
    runs of letters and digits, a narrower test than the patterns' substrings. ``runs``
    may pass ``polarity.lower_runs(claim)``."""
    low = claim.lower()
    if low.isascii():
        return not _SHAPE_WORDS_EN.isdisjoint(word_runs(low) if runs is None else runs)
    return _INCLUDING.possible(claim) or _UNIVERSAL.possible(claim) or _EXTENDING.possible(claim)


MIN_GROUP_TERMS = 2
"""Content words a group needs: one shared word ("employees") names no case."""
ANY_SHARE = 0.0
"""No share asked beyond MIN_GROUP_TERMS words: a long claim names a case in two of its words."""
GROUP_SHARE = 2 / 3
"""Share of the group's content words the other side must hold to name the same case."""


def contradicts_exclusion(claim: str, index: SentenceIndex, allowed: frozenset[int],
                          negated: Callable[[str], bool], asked: str = "") -> str | None:
    """The cited sentence the claim contradicts by one of the four shapes, or None.
    ``negated`` says whether a text denies what it states (the claim check's reading);
    ``asked``: the question, whose words the claim may leave out."""
    including = _INCLUDING.search(claim)
    if including:
        group = _group(claim, including.end())
        # the clause the group extends, not the whole claim: «Первые 30 дней бесплатны, а дальше
        # она стоит 3 ₽ в сутки — в том числе если телефон украден» charges the stolen phone
        # (unseen17 dev u17-ru-032)
        denies = negated(extended_clause(claim, including.start(), including.end()))
        if not denies and len(group) < MIN_GROUP_TERMS:
            named = a_named_class_denied(claim, including.span(), index, allowed,
                                         lambda s: negated(s) and not _EXCEPT.search(s))
            if named is not None:
                return named
        most = _holding_most(group, index, allowed)
        # After the group's own sentences, for a group that repeats the rule's own noun, those
        # naming the word that sets it apart: only another value of the claim's kind tells such a
        # sentence is about this rule ("Children are not charged for prescriptions" denies
        # another one: a red-team of a658e70).
        for i in (*most, *holding_its_case(claim, including.start(), group, index, allowed)):
            sentence = index.sentences[i]
            # A prohibition extended to a group the source lets off ("запрещено всем, включая
            # тариф «Резидент»" / "Это ограничение не распространяется на тариф «Резидент»").
            if i in most and (waives(sentence) if denies
                              else negated(sentence) and not _EXCEPT.search(sentence)):
                return sentence
            # The group's own sentence gives it another value: «Любой товар, в том числе
            # возвращённый покупателем, хранится бесплатно 60 дней» against «Возвращённый
            # покупателем товар хранится … бесплатно 14 дней» (unseen19 dev u19-ru-040).
            if denies == negated(sentence) and another_value(claim, sentence):
                return sentence
    generalized = generalizes_a_class_rule(claim, index, allowed)
    if generalized is not None:
        return generalized
    excepted = _excepted_case_included(claim, index, allowed, negated)
    if excepted is not None:
        return excepted
    # "Without exception" names no exception: the words left once it is cut out decide.
    plain = _UNIVERSAL.sub(" ", claim)
    if _EXCEPT.search(claim) or _ACKNOWLEDGED.search(plain):
        return None
    if plain != claim:
        stated = without_the_included(plain, _INCLUDING.pattern)
        said = tuple(t for t in subject_terms(stated) if t not in GENERIC_TERMS)
        for i in _holding_most(said, index, allowed):
            sentence = index.sentences[i]
            exception = _EXCEPT.search(sentence)
            if exception and _about_the_rule(said, sentence[:exception.start()], sentence[exception.end():]):
                return sentence
            # "… in all zones" against "Glass goes in the blue bin only in Zone 1": the rule
            # restricted to a case, said of every case.
            only = restriction_in(sentence)
            if only and not ONLY_WORD.search(claim) and restates(said, sentence[:only.start()]):
                return sentence
            # "… in any case" against a rule the next sentence sets apart from "the other
            # cases": «Студент в академическом отпуске по медицинским показаниям сохраняет место
            # …. В остальных случаях он освобождает комнату» (unseen20 dev u20-ru-041)
            if i + 1 in allowed and _OTHER_CASES.match(index.sentences[i + 1]) and restates(said, sentence) \
                    and not _OTHER_CASES.search(claim) and drops_its_case(claim, sentence):
                return sentence
        waiver = waives_the_rule(claim, plain, index.sentences, sorted(allowed))
        if waiver is not None:
            return waiver  # the exception in a sentence of its own
        quantified = excepts_the_quantified(claim, index, allowed) or restricts_the_quantified(
            claim, said, asked, index, _holding_most(said, index, allowed))
        if quantified is not None:
            return quantified
    # Clause by clause: "EU reports are accepted, other foreign ones are not" denies in
    # another clause than the one naming the excepted group.
    for clause in GROUP_END.split(claim):
        if not negated(clause):
            continue
        held = frozenset(subject_terms(clause))
        for i in _holding_most(tuple(held - GENERIC_TERMS), index, allowed, share=ANY_SHARE):
            sentence = index.sentences[i]
            exception = _EXCEPT.search(sentence)
            if exception is None or not negated(sentence[:exception.start()]):
                continue
            group = _group(sentence, exception.end())
            if len(group) >= MIN_GROUP_TERMS and sum(t in held for t in group) >= GROUP_SHARE * len(group):
                return sentence
    return None


_DENIED_ANSWER = lazy_pattern(r"^\s*(?:no|нет)\b", re.IGNORECASE)
_DENYING_WORD = Guarded(
    r"\b(?:exclud\w*|ineligible|not\s+eligible|prohibit\w*|forbid\w*|refus\w*|reject\w*|only|"
    r"unavailable|impossible|inadmissible|invalid)\b|"
    r"(?<!\w)(?:исключ\w*|запрещ\w*|отказ\w*|не\s+распространя\w*|только|недопустим\w*|невозможн\w*|"
    r"недоступн\w*)(?!\w)", re.IGNORECASE,
    ("exclud", "eligible", "prohibit", "forbid", "refus", "reject", "only", "unavailable", "impossible",
     "inadmissible", "invalid", "исключ", "запрещ", "отказ", "распростран", "только", "недопуст", "невозмож",
     "недоступ"))
"""A claim with one of these denies, restricts or conditions its rule itself: not an affirmation."""

_MAIN_DENIAL = lazy_pattern(
    r"\b(?:is|are|was|were|be|been|do|does|did|can|may|must|will|shall|should|could|would|has|have)\s+not\b|"
    r"\b(?:isn't|aren't|doesn't|don't|can't|cannot|won't|mustn't|shan't|never)\b|"
    r"\b(?:is|are)\s+(?:prohibited|forbidden|banned|excluded)\b|"
    r"(?<!\w)(?:не\s+\w+(?:ется|ются|ится|ятся|ет|ют|ит|ят|ен|ена|ено|ены|ан|ана|ано|аны|ть|лся|лась|лись)|"
    r"запрещ[её]н[аоы]?|запрещается|запрещаются|нельзя)(?!\w)", re.IGNORECASE)
"""The denial of a sentence's own statement: a negated auxiliary or finite verb ("are not
available", «не производится»), a prohibition («запрещены»). Not a determiner ("needs *no*
ticket"), a participle ("fees *not* paid on time") or a cancelling word ("free")."""
_SUBORDINATE = lazy_pattern(r"\b(?:who|whom|whose|which|that|where|when|whenever|if|unless|until|once|after|before)\b|"
                            r"(?<!\w)(?:котор\w*|если|когда|пока|после|чей|чья|чьи)(?!\w)", re.IGNORECASE)
_CLAUSE_START = lazy_pattern(r"[.;:!?,()—–]")
_GRANT = lazy_pattern(r"\b(?:can|may|are\s+allowed|is\s+allowed|are\s+welcome|is\s+welcome)\b|"
                      r"(?<!\w)(?:можно|может|могут|разрешается|разрешено|разрешены)(?!\w)", re.IGNORECASE)
"""A clause's own permission: before a comma, it makes what follows another statement, which a denial
there does not reach back over («На аренде целой яхты гости *могут* взять свои напитки, на групповой
прогулке алкоголь запрещён»: unseen40 dev u40-ru-019). A comma alone is no break: "Cats, dogs and
birds are not allowed"."""


def affirms_a_denied_case(claim: str, asked: tuple[str, ...], index: SentenceIndex, allowed: frozenset[int],
                          memo: dict[str, bool] | None = None) -> str | None:
    """The cited sentence that denies a rule for a case the question asks about, when the
    claim states that rule for it and no cited sentence says anything but that denial of
    the case; or None. ``asked``: the claim's words that are the question's. The sentence
    shares at least MIN_GROUP_TERMS words with the claim (the rule and the case); only its
    part before an exception marker is read as denying ("запрещены, *кроме* устранения
    аварий" affirms the repair of an emergency)."""
    # The asked words the cited sentences hold only in denials: most answers have none, and
    # each term is looked up once per answer (``memo``), so this goes first.
    memo = {} if memo is None else memo
    cases = [t for t in asked if _only_denied(t, index, allowed, memo)]
    # A true negator, not a cancelling word: "…, free of charge" still affirms the case.
    if not cases or (_DENIED_ANSWER.match(claim) or has_negator(BOUND.sub(" ", claim)) or _DENYING_WORD.search(claim)
                     or _EXCEPT.search(claim)):
        return None
    said = tuple(t for t in subject_terms(claim) if t not in GENERIC_TERMS)
    if all(t in asked for t in said):
        return None  # it names the question's words ("English Mastiff"), it states no rule
    for i in _holding_most(said, index, allowed, share=ANY_SHARE):
        if names_its_exception(claim, said, index.sentences[i]) or restates_the_affirmed(claim, index.sentences[i]):
            continue  # "Drinks from the welcome bar are included" is the exception's case, affirmed
        denied = _denied_terms(index.sentences[i])
        # the case and the rule it is denied, both in the denied stretch ("Dogs are not allowed
        # in the dining room and must be kept on a lead in the garden": a claim about the lead
        # in the garden shares only "dogs" with the denial)
        if any(t in denied for t in cases) and len(denied.intersection(said)) >= MIN_GROUP_TERMS:
            return index.sentences[i]
    return None


def denies_anything(sentence: str) -> bool:
    """Whether ``sentence`` denies anything of its own (``_denied_terms``): among cited sentences
    none of which does, ``affirms_a_denied_case`` finds no denied case."""
    return bool(_denied_terms(sentence))


def _only_denied(term: str, index: SentenceIndex, allowed: frozenset[int], memo: dict[str, bool]) -> bool:
    found = memo.get(term)
    if found is None:
        holding = index.holding(term, exact=True) & allowed
        found = memo[term] = bool(holding) and all(term in _denied_terms(index.sentences[j]) for j in holding)
    return found


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group())  # offsets kept: clause starts are read in the original


_SCOPE_BREAK = lazy_pattern(r"[;!?]|\.(?=\s|[^\W\d_])|,\s+(?:but|though|although|however|whereas|in\s+favou?r\s+of|"
                            r"instead|но|однако|а|хотя|тогда\s+как)(?!\w)|"
                            r"\s(?:and|и)(?=\s+(?:must|may|can|should|shall|will|is|are|должн\w*|может|могут|"
                            r"следует)\b)|,\s+and(?=\s+(?:the|your|our|their|its|his|her|this|these|those|each|every)\s[^.;,]*?"
                            r"\b(?:is|are|was|were|does|do|did|has|have|had|will|would|can|could|may|might|must|shall|"
                            r"should)\b)",
                            re.IGNORECASE)
"""Where a denial's reach ends: a sentence break (one glued to the next sentence, "Maus.Panzer",
too), a contrast ("…, but ultimately was not used": the name before it is not denied) or a
second predicate ("Dogs are not allowed in the dining room *and must* be kept on a lead in the
garden": the garden is not denied) or a second statement with its own subject ("Moving your
broadband costs £40*, and your* minimum term does not start again": the move is not denied,
unseen7 dev u7-en-009) — with a verb of its own, not a list's last item ("the dining room, and
the spa")."""
_QUOTED = lazy_pattern(r"\"[^\"]*\"|«[^»]*»|“[^”]*”")


def _denied_terms(sentence: str) -> frozenset[str]:
    """The content words a sentence's own statements deny (:data:`_MAIN_DENIAL`, not inside a
    relative or conditional clause, nor a quoted title such as "Don't You Fake It"): those
    of the stretches around its denials between breaks and contrasts (:data:`_SCOPE_BREAK`),
    up to an exception marker; none when it denies nothing of its own."""
    return _denials(sentence)[0]


def restates_the_affirmed(claim: str, sentence: str) -> bool:
    """Whether the claim's figures are all those of ``sentence``'s parts outside its denials: it
    restates what the sentence grants, «больше чем за 60 дней … возвращаем всю предоплату», not
    the «позже предоплата не возвращается» after it (unseen40 dev u40-ru-015, a correct answer)."""
    said = [m for m in find_mentions(claim) if DIGIT_RUN.search(m.text)]
    if not said:
        return False
    denied, digits, words = _denials(sentence)
    return all(run in digits and _bound_kept(claim, m, run, sentence)
               for m in said for run in DIGIT_RUN.findall(m.text)[:1]) \
        and denied.isdisjoint(frozenset(subject_terms(claim)) - words)
    # (not «*меньше* чем за 60», another side; nor "*Gift cards* are refunded within 14 days" where
    # "Refunds are issued within 14 days; gift cards are not refundable": the denied case's words)


def _bound_kept(claim: str, m: Mention, run: str, sentence: str) -> bool:
    """Whether the sentence states ``m``'s digits (its first ``run``) with the bound the claim gives
    them (none alike)."""
    bound = bound_word(claim, m)
    return any(bound_word(sentence, x) == bound for x in mentions_of(sentence) if run in DIGIT_RUN.findall(x.text))


@functools.lru_cache(maxsize=4096)
def _denials(sentence: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """:func:`_denied_terms`, and the numbers and the words of the rule's parts outside its denied
    stretches."""
    exception = _EXCEPT.search(sentence)
    rule = sentence[:exception.start()] if exception else sentence
    # Every position is found once and looked up by bisection: a text of many denials, each
    # in a condition or a quote, costs n log n, not a rescan of the sentence per denial.
    quotes = [m.span() for m in _QUOTED.finditer(rule)] if any(q in rule for q in "\"«“") else []
    quote_starts = [lo for lo, _ in quotes]
    clause_ends = [m.end() for m in _CLAUSE_START.finditer(rule)]
    subordinates = [m.start() for m in _SUBORDINATE.finditer(rule)]
    breaks = [(m.start(), m.end()) for m in _SCOPE_BREAK.finditer(rule)]
    break_starts, break_ends = [b for b, _ in breaks], [e for _, e in breaks]
    grants = [m.end() for m in _GRANT.finditer(rule)] if "," in rule else []
    commas = [k for k, ch in enumerate(rule) if ch == ","] if grants else []
    stretches: list[tuple[int, int]] = []
    for denial in _MAIN_DENIAL.finditer(BOUND.sub(_blank, rule)):  # "may not exceed" bounds a value
        at = denial.start()
        q = bisect.bisect_right(quote_starts, at) - 1
        if q >= 0 and at < quotes[q][1]:
            continue  # inside a quoted title
        c = bisect.bisect_right(clause_ends, at) - 1
        clause_start = clause_ends[c] if c >= 0 else 0
        first = bisect.bisect_left(subordinates, clause_start)
        if first < len(subordinates) and subordinates[first] < at:
            continue  # in a relative or conditional clause
        b = bisect.bisect_right(break_ends, at) - 1
        lo = break_ends[b] if b >= 0 else 0
        if grants:  # a permission's clause, a comma, then the denial: the stretch opens after that comma
            g = bisect.bisect_left(grants, lo)
            k = bisect.bisect_left(commas, at) - 1
            if g < len(grants) and k >= 0 and grants[g] <= commas[k]:
                lo = commas[k] + 1
        after = bisect.bisect_left(break_starts, denial.end())
        hi = break_starts[after] if after < len(break_starts) else len(rule)
        if not stretches or lo >= stretches[-1][1]:
            stretches.append((lo, hi))  # each denied stretch once: "… not given for X and are not available for Y"
    if not stretches:
        return frozenset(), frozenset(DIGIT_RUN.findall(rule)), frozenset(subject_terms(rule))
    denied = frozenset(t for lo, hi in stretches for t in subject_terms(rule[lo:hi]))
    ends = [0, *(k for span in stretches for k in span), len(rule)]
    outside = [rule[lo:hi] for lo, hi in zip(ends[::2], ends[1::2], strict=True)]
    affirmed = frozenset(d for part in outside for d in DIGIT_RUN.findall(part))
    in_denials = frozenset(d for lo, hi in stretches for d in DIGIT_RUN.findall(rule[lo:hi]))
    words = frozenset(t for part in outside for t in subject_terms(part))
    return denied - frozenset(subject_terms(sentence[len(rule):])), affirmed - in_denials, words


def _about_the_rule(said: tuple[str, ...], rule: str, excepted: str) -> bool:
    """Whether the claim says a word of the rule that its excepted case does not: "Under no
    circumstances: rare books stay in the reading room" says none of "may be borrowed for 21
    days" and agrees with the exception; "all rare books … may be borrowed" says "borrowed"
    and drops it (second review: counting each side's words let the second through)."""
    rule_only = frozenset(subject_terms(rule)) - frozenset(subject_terms(excepted)) - GENERIC_TERMS
    return not rule_only.isdisjoint(said)


def _excepted_case_included(claim: str, index: SentenceIndex, allowed: frozenset[int],
                            negated: Callable[[str], bool]) -> str | None:
    """The cited sentence whose excepted case the claim extends its rule to, or None. The
    case after the claim's marker must be most of what follows the sentence's exception
    marker (at least MIN_GROUP_TERMS words, GROUP_SHARE of the case), the rule before
    each marker must share MIN_GROUP_TERMS words and deny or affirm alike."""
    if not _EXTENDING.possible(claim):
        return None
    for marker in _EXTENDING.pattern.finditer(claim):
        case = _group(claim, marker.end())
        if len(case) < MIN_GROUP_TERMS or _EXCEPT.search_between(claim, marker.end(),
                                                                 min(len(claim), marker.end() + GROUP_REACH)):
            continue  # the claim names its own exception after the case: it qualifies it
        rule = frozenset(subject_terms(claim[max(0, marker.start() - GROUP_REACH):marker.start()])) - GENERIC_TERMS
        for i in _holding_most(case, index, allowed):
            sentence = index.sentences[i]
            exception = _EXCEPT.search(sentence)
            if exception is None:
                continue
            # The exception's case runs to the end of the sentence: «кроме случаев, когда
            # техника подключена …» names it after a comma.
            excepted = frozenset(subject_terms(sentence[exception.end():]))
            source_rule = frozenset(subject_terms(sentence[:exception.start()]))
            if (sum(t in excepted for t in case) >= GROUP_SHARE * len(case)
                    and len(rule & source_rule) >= MIN_GROUP_TERMS
                    and negated(claim[:marker.start()]) == negated(sentence[:exception.start()])):
                return sentence
    return None


GROUP_REACH = 200
"""Characters read on either side of an "including" for its case and its rule: a clause, not a
whole text without punctuation (each marker of \"… including … including …\" read the rest of it:
quadratic in untrusted text, tests/verify/test_verify_linear.py)."""


def _group(text: str, start: int) -> tuple[str, ...]:
    """The content words from ``start`` to the end of its clause (GROUP_REACH at most)."""
    stop = min(len(text), start + GROUP_REACH)
    end = GROUP_END.search(text, start, stop)
    return tuple(t for t in subject_terms(text[start:end.start() if end else stop]) if t not in GENERIC_TERMS)


def _holding_most(group: tuple[str, ...], index: SentenceIndex, allowed: frozenset[int],
                  share: float = GROUP_SHARE) -> list[int]:
    """The allowed sentences holding at least MIN_GROUP_TERMS of ``group`` and ``share`` of
    it, found through the index (no sentence is read that shares fewer words)."""
    if len(group) < MIN_GROUP_TERMS:
        return []
    counts: dict[int, int] = {}
    for t in dict.fromkeys(group):
        for i in index.holding(t, exact=True) & allowed:
            counts[i] = counts.get(i, 0) + 1
    need = max(MIN_GROUP_TERMS, share * len(group))
    return sorted(i for i, n in counts.items() if n >= need)
