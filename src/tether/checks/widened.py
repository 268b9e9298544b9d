"""A rule the cited sentences give to one of a kind, said of every one.

"*Any* Kestrel member may drive a car you booked" against "Only the member who made the booking
may drive the car. *Another* member of the same household account may drive it too …" (unseen21
dev u21-en-045); «Инвалид I группы едет со скидкой 50 %, как и *все его сопровождающие*» against
«Инвалиды I группы и *один* сопровождающий едут со скидкой 50 %» (unseen26 dev u26-ru-046). Every
word is the source's, so coverage passes; what turned is the quantity. So: a claim that says "any"
or "all" of a thing (:data:`UNIVERSAL`) is unsupported when the cited sentences name that thing
only as one or some of it — each mention with "one", "another", "only" or «один», «только» just
before it (:data:`PARTICULAR`). A source that names the thing plainly even once ("Members may …")
may mean all of it, and then nothing is read.

Measured before it was written: over every labelled verify set, 5 wrong answers and no correct
one held such a claim. "each" and "every" are not read: "each ticket costs £5" restates "one
ticket costs £5".
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from ..guard import Guarded, lazy_pattern
from ..terms import EXCEPTED, GENERIC_TERMS, same_term, subject_terms
from ..text import stem, tokens
from .claim_sources import Sources
from .clauses import CLAUSE_BREAK, quoted_in
from .lexicon import ONLY_WORD
from .polarity import ANSWER_WORD
from .spans import span_between

UNIVERSAL = Guarded(
    r"\b(?:any|all)\s+(?:of\s+)?(?:the\s+|your\s+|his\s+|her\s+|their\s+|its\s+)?(?P<en>[A-Za-z]{3,})"
    r"(?:\s+(?P<next>[a-z]{3,}))?\b|"
    r"(?<!\w)(?:все|всех|всем|всеми|любой|любого|любому|любые|любых)\s+"
    r"(?:(?:его|её|ее|их|ваши|ваших|свои|своих)\s+)?(?P<ru>[а-яё]{3,})(?:\s+(?P<ru_next>[а-яё]{3,}))?(?!\w)",
    re.IGNORECASE, ("any", "all", "все", "всех", "всем", "любо", "любы"))
""""any" / "all" / «все» / «любой» and the thing it quantifies: its first word, or the next ("any
Kestrel *member*", «любой российский *документ*»)."""
_NO_THING = frozenset(subject_terms("time times moment point case cases way ways время момент случае случаях"))
"""What "at any time", «в любом случае» quantify: no thing a rule is given to."""
PARTICULAR = frozenset((
    "one", "single", "another", "only", "один", "одна", "одно", "одного", "одной", "одному", "другой", "другого",
    "другому", "только", "лишь"))
"""Words that make a mention one or some of a thing, read among the three words before it."""
BEFORE = 3


def widens_the_subject(claim: str, sources: Sources) -> str | None:
    """The cited sentence that names only one or some of what ``claim`` says "any" or "all"
    of, or None."""
    if not UNIVERSAL.search(claim) or not sources.allowed:
        return None
    index, read = sources.index, set()
    excepts = EXCEPTED.search(claim) is not None  # read once, not once per quantifier
    for m in UNIVERSAL.pattern.finditer(claim):
        for word in (m.group("en") or m.group("ru"), m.group("next") or m.group("ru_next")):
            said = subject_terms(word) if word else ()  # not "with", «его»: function words name no thing
            thing = said[0] if said else ""
            if not thing or thing in _NO_THING or thing in read:
                continue
            read.add(thing)  # "any fee … any fee": each thing's sentences are read once
            holding = sorted(index.holding(thing) & sources.allowed)
            if holding and thing not in GENERIC_TERMS and all(_only_particular(index.sentences[i], thing)
                                                              for i in holding):
                return index.sentences[holding[0]]
            # (a generic word, "document", is still a thing an exception can name)
            if not excepts:
                # "*Any* Russian document is apostilled in 10 working days" where "… a Russian
                # document …, *except documents* of the civil registry issued elsewhere: up to 30"
                # (unseen39 dev u39-ru-031): some of the thing are excepted from the rule
                rest = frozenset(subject_terms(_clause_at(claim, m.start()))) - {thing} - GENERIC_TERMS
                excepted = next((i for i in holding if _excepts_some_of(index.sentences[i], thing, rest)), None)
                if excepted is not None:
                    return index.sentences[excepted]
    return None


_EXCEPTION_END = lazy_pattern(r"[,;:.!?()—–]")


def _excepts_some_of(sentence: str, thing: str, rest: frozenset[str]) -> bool:
    """Whether an exception of ``sentence`` names ``thing`` in its phrase ("except documents …") and
    the rule it is excepted from is the claim's: ``rest`` (the claim's other words) is said before
    it (:data:`RULE_SHARE`). "All libraries are closed on 26 December" states no rule that "… open
    Tuesday to Saturday, except Northgate Library, which also opens on Mondays" excepts."""
    for found in EXCEPTED.finditer(sentence):
        # the exception's phrase, to its clause's end within CLAUSE_REACH: a sentence of many
        # exceptions and no punctuation is not read to its end for each
        stop = min(len(sentence), found.end() + CLAUSE_REACH)
        end = _EXCEPTION_END.search(sentence, found.end(), stop)
        if not any(same_term(t, thing) for t in subject_terms(sentence[found.end():end.start() if end else stop])):
            continue
        rule = _rule_terms(sentence, found.start())
        shared = sum(1 for t in rest if any(same_term(t, r) for r in rule))
        if shared >= max(MIN_RULE, RULE_SHARE * len(rest)):
            return True
    return False


_CLAUSE_BREAK = lazy_pattern(r"[;:]|,\s")


CLAUSE_REACH = 200
"""Characters read either side of a quantifier for its clause, so that a claim of many stays linear."""


def _clause_at(text: str, at: int) -> str:
    """The clause of ``text`` that holds position ``at`` (semicolons, colons and commas part them),
    within CLAUSE_REACH of it."""
    return text[slice(*span_between(text, at, at, _CLAUSE_BREAK, CLAUSE_REACH))]


@lru_cache(maxsize=4096)
def _rule_terms(sentence: str, at: int) -> frozenset[str]:
    """The words of the rule an exception at ``at`` is made from: the CLAUSE_REACH before it."""
    return frozenset(subject_terms(sentence[max(0, at - CLAUSE_REACH):at]))


MIN_RULE = 2
RULE_SHARE = 0.6
"""Words of the claim (its thing aside) the rule before an exception must say, and their share, for
the exception to be of the claim's rule: «Апостиль на любой российский документ проставляем за 10
рабочих дней» says four of the five words before «кроме документов ЗАГС» (unseen39 dev u39-ru-031)."""


def _only_particular(sentence: str, thing: str) -> bool:
    """Whether every mention of ``thing`` in ``sentence`` has a PARTICULAR word among the
    BEFORE words before it."""
    words = tokens(sentence)
    mentions = [k for k, w in enumerate(words) if same_term(stem(w), thing)]
    return bool(mentions) and all(not PARTICULAR.isdisjoint(w.lower() for w in words[max(0, k - BEFORE):k])
                                  for k in mentions)


_PREP = r"(?:(?:in|on|at|to|for|with|by|from|в|во|на|для|с|со|по|к|от|у|за)\s+)?"
_JOINED = lazy_pattern(
    rf"\bboth\s+{_PREP}(?:the\s+)?(?P<a>[A-Za-z]{{3,}})[^.;:!?]{{0,60}}?\band\s+{_PREP}(?:the\s+)?(?P<b>[A-Za-z]{{3,}})|"
    # "from Auckland *as well as* from Christchurch" (unseen49 dev u49-en-032): one preposition twice, or two
    # names; not "lockers at the pool as well as towels", two things of two kinds (a red-team of this reading)
    rf"\b(?P<p>in|on|at|to|for|with|by|from)\s+(?:the\s+)?(?P<g>[A-Za-z]{{3,}}),?\s+as\s+well\s+as\s+(?P=p)\s+"
    rf"(?:the\s+)?(?P<h>[A-Za-z]{{3,}})|"
    rf"(?-i:\b(?P<k>[A-Z][a-z]{{2,}}),?\s+as\s+well\s+as\s+(?:(?:in|on|at|to|for|with|by|from)\s+)?(?P<l>[A-Z][a-z]{{2,}}))|"
    # the nearest «и» before the second: «еду *и* напитки … за компьютер *и* в общем зале, *и* в зоне VIP»
    # joins the halls, not the drinks and a hall (unseen42 dev u42-ru-016, a correct answer that failed)
    rf"(?<!\w)(?:и|как)\s+{_PREP}(?P<c>[а-яё]{{3,}})(?:(?!\s(?:и|как)\s)[^.;:!?]){{0,60}}?,\s*(?:и|так\s+и)\s+"
    rf"{_PREP}(?P<d>[а-яё]{{3,}})|"
    # two words plainly joined where the phrase ends ("used *indoors and outdoors* by guests"): not
    # "by card and get a receipt", whose second word opens a phrase of its own
    rf"\b(?P<e>[A-Za-z]{{3,}})\s+(?:and|or)\s+(?P<f>[A-Za-z]{{3,}})"
    rf"(?=\s*(?:[,.;:!?]|$)|\s+(?:by|for|with|at|on|in|from|during|after|before|until)\b)",
    re.IGNORECASE)
"""Two things joined so that the claim says both: "both A and B", "A as well as B", «и в A, и на B»,
«как A, так и B». Each within 60 characters: the phrase is read in linear time."""
_ONLY_BEFORE = lazy_pattern(rf"(?:{ONLY_WORD.source})\s+{_PREP}(?:the\s+)?(?P<w>[^\W\d_]{{3,}})|"
                            r"\b(?P<w2>[A-Za-z]{3,})\s+only\b(?!\s+(?:if|when|for|to|after|before|with|by|on|in|at)\b)",
                            re.IGNORECASE)
"""An "only" and the thing it restricts to: "only *outdoors*", «только *снаружи*», "*outdoors* only" (not
"one only if …", whose "only" opens a condition)."""
MIN_SHARED = 2
"""Words besides the two joined ones the "only" sentence must share with the claim: it gives the
claim's rule, not another's."""


def joins_another_to_an_only(claim: str, sources: Sources) -> str | None:
    """The cited sentence that gives the claim's rule "only" to one of two things the claim
    joins (:data:`_JOINED`), and not to the other; else None. The first JOINS_READ pairs: a plainly
    joined pair of another phrase ("bread and butter.") must not hide the one that widens."""
    if not sources.allowed or _JOINED.search(claim) is None:
        return None
    said = ANSWER_WORD.sub("", claim)
    if any(quoted_in(said, sources.index.sentences[i]) for i in sources.allowed):
        return None  # a quote says what its sentence says, whatever the sentence's "only" restricts
    for joined in islice(_JOINED.finditer(claim), JOINS_READ):
        found = _joined_to_an_only(claim, joined, sources)
        if found is not None:
            return found
    return None


JOINS_READ = 4
"""Pairs of joined things read in one claim: each is looked up in every cited sentence."""


def _joined_to_an_only(claim: str, joined: re.Match[str], sources: Sources) -> str | None:
    first = next(joined.group(g) for g in "acegk" if joined.group(g))
    second = next(joined.group(g) for g in "bdfhl" if joined.group(g))
    pair = [subject_terms(w)[:1] for w in (first, second)]
    if not all(pair):
        return None
    a, b = pair[0][0], pair[1][0]
    shared = ""
    if a == b:
        # one name twice: the word after it tells the two apart ("both Riddlebox Manchester and
        # Riddlebox Bristol" against "…, at Riddlebox Bristol only": unseen45 dev u45-en-031)
        ends = (joined.end(next(g for g in "acegk" if joined.group(g))), joined.end())
        after = [_NEXT_WORD.match(claim, end) for end in ends]
        pair = [subject_terms(m.group(1))[:1] if m else () for m in after]
        if not all(pair) or pair[0][0] == pair[1][0]:
            return None
        shared, (a, b) = a, (pair[0][0], pair[1][0])
    # the rest of the pair's own clause, not of the whole claim: "Boot fitting is only at Verbier,
    # but ski storage is free at both Verbier and Zermatt" joins the storage's places (a red-team)
    lo, hi = next(((s, e) for s, e in _clause_spans(claim) if s <= joined.start() < e), (0, len(claim)))
    rest = frozenset(subject_terms(claim[lo:joined.start()] + " " + claim[joined.end():hi])) - {a, b} - GENERIC_TERMS
    index = sources.index
    for i in sorted(sources.allowed):
        sentence = index.sentences[i]
        if _ONLY_BEFORE.search(sentence) is None:  # most cited sentences: stemming their words costs most
            continue
        # where each of the two is last named in the sentence, read once: an "only" restricts to one
        # when the other is not named after it
        last = {a: _last_named(sentence, a), b: _last_named(sentence, b)}
        # the clause whose "only" it is must give the claim's rule: "…; helmets are required on the
        # road only" restricts the helmets, not where bikes are ridden (a red-team of this reader)
        for start, end in _clause_spans(sentence):
            held = subject_terms(sentence[start:end])
            if sum(1 for t in rest if any(same_term(t, h) for h in held)) < MIN_SHARED:
                continue
            for only in _ONLY_BEFORE.finditer(sentence, start, end):
                restricted = subject_terms(only.group("w") or only.group("w2"))[:1]
                if shared and restricted and restricted[0] == shared and only.group("w"):
                    # «только в СкиПро *Шерегеш*»: the shared name, then the one it restricts to
                    word = _NEXT_WORD.match(sentence, only.end("w"))
                    restricted = tuple(subject_terms(word.group(1))[:1]) if word else ()
                if not restricted:
                    continue
                one, other = (a, b) if same_term(restricted[0], a) else (b, a) if same_term(restricted[0], b) \
                    else ("", "")
                if one and last[other] < only.end():
                    return sentence
    return None


_NEXT_WORD = lazy_pattern(r"\s+([^\W\d_]{3,})")


def _last_named(sentence: str, term: str) -> int:
    """Where ``term`` is last named in ``sentence`` (the start of its word), or -1."""
    return max((m.start() for m in _WORD.finditer(sentence) if same_term(stem(m.group().lower()), term)), default=-1)


_WORD = lazy_pattern(r"[^\W\d_]+")


def _clause_spans(sentence: str) -> list[tuple[int, int]]:
    """Where each clause of ``sentence`` starts and ends (:data:`CLAUSE_BREAK`: a semicolon, or a
    comma before a conjunction)."""
    spans, at = [], 0
    for m in CLAUSE_BREAK.finditer(sentence):
        spans.append((at, m.start()))
        at = m.end()
    return [*spans, (at, len(sentence))]
