"""A claim that a rule holds "at any time" when the cited sentence stating it sets a time limit.

«Бронь конференц-зала можно отменить бесплатно в любое время» against «Бесплатная отмена
возможна не позднее чем за 2 часа до начала»: every word of the claim is the source's but
"any time", which the stemmed coverage does not weigh (u6-ru-029, unseen6 dev; a real
model wrote "the meeting is always on a Monday" the same way). Read in code: the claim
grants something "at any time" / "always" / «в любое время» … (a permission, without a
negation, a figure or a bound of its own); the cited sentence that holds most of its other words says
no such phrase itself, and the clause of it holding those words bounds them in time ("no
later than", "up to 24 hours before", «не позднее чем за 2 часа», «в течение 14 дней»).
The claim then drops the limit: the third shape of :mod:`tether.checks.excluded`, with a
time bound in the place of an exception.
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, subject_terms
from .polarity import has_negator, permissive

ANY_TIME = Guarded(
    r"\b(?:always|any\s?time|at\s+any\s+(?:time|point|moment|stage)|whenever)\b|"
    r"(?<!\w)(?:всегда|в\s+любое\s+время|в\s+любой\s+момент|когда\s+угодно)(?!\w)", re.IGNORECASE,
    ("always", "any", "whenever", "всегда", "люб", "угодно"))

_UNIT = (r"(?:minutes?|mins?|hours?|hrs?|days?|working\s+days?|business\s+days?|weeks?|months?|years?|"
         r"минут\w*|час\w*|дн\w*|день|сут\w*|рабоч\w+\s+дн\w*|недел\w*|месяц\w*|год\w*|лет)")
_NUMBER = r"(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|ten|twelve|fourteen|thirty)"
TIME_BOUND = Guarded(
    r"\b(?:no|not)\s+(?:later|earlier|sooner)\s+than\b|"
    r"\b(?:at\s+least|up\s+to|within|until|no\s+more\s+than|not\s+more\s+than|more\s+than|less\s+than|"
    r"before|after|by)\s+(?:the\s+)?" + _NUMBER + r"\s*" + _UNIT + r"|"
    + _NUMBER + r"\s*" + _UNIT + r"\s+(?:before|after|ahead|in\s+advance|prior)\b|"
    r"(?<!\w)не\s+(?:позднее|позже|ранее|раньше)(?!\w)|"
    r"(?<!\w)(?:не\s+менее\s+чем\s+за|не\s+более\s+чем\s+за|менее\s+чем\s+за|более\s+чем\s+за|в\s+течение|"
    r"до|за|через|после)\s+" + r"(?:\d+(?:[.,]\d+)?|одн\w+|дв\w+|тр\w+|пят\w+|десят\w+)\s*" + _UNIT + r"|"
    # a time of day that opens or closes it: «заселение — с 14:00» (a red-team of this session: "at any
    # time" for a check-in from 14:00 passed). Not "at" / «в»: "departures at 11:00" fix another act's
    # time than the booking the claim grants "at any time" (a review)
    r"(?:\b(?:from|after|before|until|till)|(?<!\w)(?:с|со|после|до))\s+\d{1,2}[:.]\d{2}\b",
    re.IGNORECASE,
    ("than", "least", "up", "within", "until", "before", "after", "by", "ahead", "advance", "prior",
     "не", "за", "течение", "до", "через", "после", "from", "till", "с", ":"))
"""A time limit on a clause: a bound word, a bounding preposition before a duration, or a time of day."""

_OWN_LIMIT = lazy_pattern(r"\d|\b(?:only|until|before|after|within|up\s+to|no\s+later)\b|"
                          r"(?<!\w)(?:только|лишь|до|после|в\s+течение|не\s+позднее|не\s+ранее)(?!\w)",
                          re.IGNORECASE)
_CLAUSES = lazy_pattern(r";|:(?!\d)|\s[—–]\s|,\s(?:but|however|while|and\s+(?:a|an|the)|но|а|однако)\s|"
                        r"\s(?:and|и)\s+(?=(?:must|may|can|should|shall|will|is|are|должн\w*|может|могут|следует)\s)",
                        re.IGNORECASE)
_TOLD = Guarded(r"\b24/7\b|\bround\s+the\s+clock\b|(?<!\w)круглосуточн\w*", re.IGNORECASE,
                ("24/7", "clock", "круглосуточн"))
"""Other words a source uses for "at any time" (beside ANY_TIME's own)."""
_GRANTED = lazy_pattern(
    r"(?:\b(?:can|may|could|might|allowed\s+to|able\s+to|possible\s+to)|(?<!\w)(?:можно|может|могут|вправе|"
    r"разрешено|возможн\w*))\s+(?:(?:always|be|also|still|at\s+any\s+time|any\s?time|всегда|быть|в\s+любое\s+время|"
    r"в\s+любой\s+момент)\s+)*([^\W\d_]+)", re.IGNORECASE)
"""The verb a permission grants ("can *cancel*", «можно *отменить*»): the bounded clause must
hold it, or the limit is another rule's ("must renew within 30 days" beside "use the gym")."""
_POSSIBLE = lazy_pattern(r"\bpossible\b|(?<!\w)возможн\w*", re.IGNORECASE)
_FREE = lazy_pattern(r"\bfree(?:\s+of\s+charge)?\b|(?<!\w)бесплатн\w*", re.IGNORECASE)
"""A grant said as "free" ("is cancelled free of charge at any time"): no modal, but no duty either."""
MIN_SAID = 2
"""Content words the bounded clause must share with the claim besides its "at any time": one
shared word ("book") names no rule; two do, however many more the claim has, as the claim
may name its case from another cited sentence («конференц-зал» from «Конференц-зал бронирует
только менеджер», unseen6 dev u6-ru-029)."""
PREFIX = 4  # letters that make two stems one word, as tether.terms.same_term reads them


def drops_a_time_limit(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose time limit the claim's "at any time" drops, or None. A claim
    with a negator is not read: "not at any time" is a prohibition's emphasis, and "free"
    (a cancelling word, not a negator) is what such claims grant. Only a permission is read
    ("can be cancelled at any time"): "you must always show your passport at check-in, which
    closes 45 minutes before departure" stresses a duty, it drops no limit."""
    phrase = ANY_TIME.search(claim)
    if phrase is None or has_negator(claim) or not (permissive(claim) or _POSSIBLE.search(claim)
                                                    or _FREE.search(claim)):
        return None
    rest = claim[:phrase.start()] + " " + claim[phrase.end():]
    if _OWN_LIMIT.search(rest):
        return None  # the claim bounds it itself ("always at least 24 hours before")
    said = rule_words(rest)
    if len(said) < MIN_SAID:
        return None
    counts = words_held(said, index, allowed)
    held_words = {t for t in said if index.holding(t) & allowed}  # "like" of "…, like a main hall booking": none
    anytime = [i for i in counts if ANY_TIME.search(index.sentences[i]) or _TOLD.search(index.sentences[i])]
    # each sentence's words read once, not once per word of the claim (a review: quadratic)
    terms_of = {i: subject_terms(index.sentences[i]) for i in counts}
    # A cited sentence on its words says "at any time" ("whenever you want") itself: the claim
    # restates it, unless it names a case that sentence does not and a bounded one does, beside a
    # word of the first that the bounded one lacks — it gives one case the other's time («бронь
    # *буткемпа*, как и бронь *общего зала*, отменяется бесплатно в любое время» against «Бронь в
    # общем зале … в любое время. Бронь буткемпа … не позднее чем за 24 часа»: unseen42 dev u42-ru-027).
    case = [t for t in said if t in held_words
            and not any(_meets(t, terms_of[i]) for i in anytime)] if anytime else []
    if anytime and not case:
        return None
    granted = _GRANTED.search(rest)
    verb = tuple(subject_terms(granted.group(1))) if granted else ()
    for i in sorted(i for i, n in counts.items() if n >= MIN_SAID and i not in anytime):
        sentence = index.sentences[i]
        if case and all(_meets(t, terms_of[i]) for t in said):
            continue  # the claim names no word of the other case (its "like the main hall's"): a paraphrase
        for clause in _with_bare_parts(_CLAUSES.split(sentence)):
            held = subject_terms(clause)
            if (sum(_meets(t, held) for t in said) >= MIN_SAID and all(_meets(t, held) for t in verb)
                    and all(_meets(t, held) for t in case) and TIME_BOUND.search(clause)):
                return sentence
    return None


def _with_bare_parts(clauses: list[str]) -> list[str]:
    """``clauses`` with one that names nothing joined to the one before it: «заселение — *с 14:00*»
    bounds the check-in after a dash that is its copula."""
    out: list[list[str]] = []  # each clause as its pieces, joined once at the end: linear
    for clause in clauses:
        if out and not subject_terms(clause):
            out[-1].append(clause)
        else:
            out.append([clause])
    return [" ".join(pieces) for pieces in out]


def rule_words(text: str) -> tuple[str, ...]:
    """The words of a claim that name its rule: its content words less the generic ones."""
    return tuple(dict.fromkeys(t for t in subject_terms(text) if t not in GENERIC_TERMS))


def words_held(said: tuple[str, ...], index: SentenceIndex, allowed: frozenset[int]) -> dict[int, int]:
    """How many of ``said`` each allowed cited sentence holds (those holding none left out)."""
    counts: dict[int, int] = {}
    for t in said:
        for i in index.holding(t) & allowed:
            counts[i] = counts.get(i, 0) + 1
    return counts


def _meets(term: str, held: tuple[str, ...]) -> bool:
    """Whether a term of the clause is ``term`` by its first letters: the stemmer cuts
    «отмена» to «отм» and «отменить» to «отмен», which the index's keys do not meet."""
    return any(h[:PREFIX] == term[:PREFIX] if min(len(h), len(term)) >= PREFIX
               else len(h) >= 3 and len(term) >= 3 and (h.startswith(term) or term.startswith(h)) for h in held)
