"""The clauses of a claim, each read against the cited sentence that states it.

A claim of several clauses ("X, but Y"; "X, and we also Y") can restate one sentence and turn
round, or invent, another: the whole claim's coverage and polarity say too little. These
readers split the claim where its clauses part and compare each with its own sentence
(tether.checks.claims uses them in its decision).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from ..figures.digits import DIGIT_RUN
from ..guard import Guarded, lazy_pattern
from ..terms import TermSet, subject_terms
from ..verify.checks import LABEL
from .agreement import (
    NEGATION_STEMS,
    a_bound_said_as_a_denial,
    across_an_exception,
    duty_restated,
    flipped,
)
from .bans import with_their_bans
from .claim_sources import Sources
from .claim_text import AND_A_VERB, Claim, paid_apart
from .condition import granting
from .lexicon import ONLY_WORD
from .negation_apart import OTHER_SIDE_WORDS
from .polarity import (
    ANSWER_WORD,
    denial_said_once,
    has_negator,
    negated,
    permission_at,
    permissive,
    plain,
    polarity,
    sets_against,
    without_contrast,
)
from .reader_placing import PLACING

CLAUSE_BREAK = lazy_pattern(r";|,\s+(?:but|and|while|whereas|но|а|и|однако)\s", re.IGNORECASE)
"""Where a sentence's clauses part: a semicolon, or a comma before a conjunction."""
_CONTRASTS = "but|yet|while|whereas|although|though|но|а|однако|хотя"
_CONTRASTED = lazy_pattern(rf";|,\s+(?:{_CONTRASTS})\s", re.IGNORECASE)
"""Where a claim's clauses part: a contrast, which may state each against its own sentence."""
_JOINED = lazy_pattern(rf";|\s[—–-]\s(?=[a-z])|,\s+(?:{_CONTRASTS}|and|и)\s|{AND_A_VERB}", re.IGNORECASE)
"""Where a claim's clauses part for :func:`a_clause_flipped`: a contrast, or an "and" that joins
a clause of another sentence ("Yes, interest is charged on a plan, *and* you pay 25 % on the
day" against "No interest … is charged for a plan": unseen20 dev u20-en-037), or an English dash ("…
with a doctor's note — the freeze is not available for parental leave": evalsets/polarity dev; a
Russian dash is as often the copula: «одна заморозка — не меньше 7 дней»). Not for
:func:`its_clauses_there`, whose words a joined clause would take from the compared whole."""


_THE_OTHER_SIDE = lazy_pattern(r"\d|\b(?:before|after|later|earlier|less|more|fewer|over|under|outside|beyond)\b|"
                               r"(?<!\w)(?:до|после|позже|позднее|раньше|ранее|меньше|менее|больше|более|свыше|вне)(?!\w)",
                               re.IGNORECASE)
"""A clause with a figure or a bound: a denial there states the other side of the source's
rule ("lifeguards are not on duty before 9:00" for "on duty from 9:00 to 19:00"; «если
отменить меньше чем за сутки, предоплата не возвращается»), which a word-by-word flip misreads."""
"""A source sentence that grants "only for unused tickets" denies the rest: "used tickets are
not refunded" agrees with it."""


_WITHOUT = lazy_pattern(r"\b(?:without|unless)\b|(?<!\w)(?:без|если\s+не)(?!\w)", re.IGNORECASE)
"""The case an "only" leaves out, named: "without a receipt", «без чека»."""


def _its_words(claim: Claim, part: str) -> tuple[str, ...]:
    """The claim's words (its anchors) that ``part`` of it holds."""
    own = TermSet.of(subject_terms(part))
    return tuple(t for t in claim.anchors if t in own)


def its_clauses_there(claim: Claim, sources: Sources, best: int) -> Claim:
    """``claim`` with only the words of the clauses that the sentence ``best`` states: in a
    contrasted claim a clause another cited sentence states better is compared with that one
    (:func:`a_clause_flipped`). "The supplier spreads the arrears over up to 12 months …, *but
    you have to keep paying* for the energy you use" is not turned round by the "If you cannot
    pay a bill in full" of the sentence stating its first clause (unseen15 dev u15-en-006)."""
    parts = _CONTRASTED.split(claim.text)
    if len(parts) < 2:
        return claim
    here: set[str] = set()
    elsewhere: set[str] = set()
    for part in parts:
        words = _its_words(claim, part)
        near = sources.scores(words) if len(words) >= 2 else {}
        j = sources.best(near) if near else best
        if j == best:
            here.update(words)
        else:  # compared there, where its sentence holds the word ("… but the Society … was": not "founded")
            held = TermSet.of(sources.index.terms[j])
            elsewhere.update(t for t in words if t in held)
    if not elsewhere - here:
        return claim
    return claim._replace(anchors=tuple(t for t in claim.anchors if t in here or t not in elsewhere))


def the_only_denied_otherwise(source: str, claim: str) -> bool:
    """"Only with a receipt" said as "not without a receipt": «Мы принимаем возврат только при
    наличии чека» is what «Без чека … возврат мы не принимаем» says (review14 we2-ru-09)."""
    return bool(ONLY_WORD.search(source) and not negated(source) and _WITHOUT.search(claim)
                and negated(_WITHOUT.sub(" ", claim)))  # the act denied, not only the condition


_WITH = lazy_pattern(r"\b(?:with|without)\b|(?<!\w)(?:с|со|без|при\s+наличии)(?!\w)", re.IGNORECASE)
"""What an "only" grants the act with: "only *with* a receipt", «только *при наличии* чека»."""


def the_only_case_turned(source: str, claim: str) -> bool:
    """"Items can be returned *only with* a receipt" said as "items can be returned *without* a
    receipt", or the reverse (review15 C-en-04, C-en-05): the act granted in the case the other
    side excludes. Read when one of the two says "only", the other "without" (or "only with"
    against a plain "without"), neither denies the act, and the case's words are the same."""
    for only_side, other in ((source, claim), (claim, source)):
        only = ONLY_WORD.search(only_side)
        without = _WITHOUT.search(other)
        if only is None or without is None or ONLY_WORD.search(other) or negated(only_side) \
                or negated(_WITHOUT.sub(" ", other)):
            continue
        after_only = _WITH.search(only_side, only.end())
        if after_only is None or _WITHOUT.match(after_only.group()):
            continue
        case = TermSet(subject_terms(other[without.end():]))
        if any(t in case for t in subject_terms(only_side[after_only.end():])):
            return True
    return False


def a_clause_flipped(claim: Claim, sources: Sources, best: int) -> bool:
    """A clause of a contrasted claim turns round a word of the cited sentence that states
    that clause: "Dogs may join you anywhere in the hotel, the restaurant included, *but* must
    not be left alone in the room" states most of its words with "A dog must not be left alone
    …", which the whole claim is compared with; its first clause affirms the restaurant that
    "… but not in the restaurant" denies (unseen12 dev u12-en-032)."""
    parts = [piece for part in _JOINED.split(without_contrast(claim.text)) for piece in _after_a_ruling_dash(part)]
    if len(parts) < 2:
        return False
    sentences_, terms_of = sources.index.sentences, sources.index.terms
    for k, part in enumerate(parts):
        if _THE_OTHER_SIDE.search(part) or sets_against(part):
            continue  # "…, but lifeguards are not on duty before 9:00": the rule's other side
        if k and _EMPHATIC_NOT.match(part) and any(has_negator(p) for p in parts[:k]):
            continue  # "You may not sublet; *not even* for a few nights": the denial said again
        part = denial_said_once(part)
        words = _its_words(claim, part)
        if len(words) < 2:  # one word is no statement to flip
            continue
        near = sources.scores(words)
        if not near:
            continue
        j = sources.best(near)
        if j == best or ONLY_WORD.search(sentences_[j]) or paid_apart(part, sentences_[j]):
            continue  # (paid for separately, where the sentence says "not included": the same)
        if flipped(claim._replace(text=part, anchors=words), sentences_[j], TermSet.of(terms_of[j])) \
                or _said_the_other_way(part, words, sentences_[j], terms_of[j], sources):
            return True
    return False


_RU_DASH = lazy_pattern(r"\s[—–-]\s(?=[а-яё])", re.IGNORECASE)


def _after_a_ruling_dash(part: str) -> list[str]:
    """``part`` cut at a Russian dash that follows a ruling: «Нет, свой реквизит приносить
    *нельзя* — пользуйтесь реквизитом студии» joins two clauses (unseen46 dev u46-ru-036),
    but «…, одна заморозка — не меньше 7 дней» is a copula, and the clause right before it says
    nothing that grants, denies or obliges. One pass over the dashes (a review of session 46: a
    recursion per dash ran out of stack at ~1,000 and turned the claim check off)."""
    pieces, start = [], 0
    for found in _RU_DASH.finditer(part):
        left = part[start:found.start()]
        if plain(left[left.rfind(",") + 1:]):  # the clause right before the dash
            continue
        pieces.append(left)
        start = found.end()
    return [*pieces, part[start:]]


_EMPHATIC_NOT = lazy_pattern(r"\s*(?:(?:and|or)\s+)?(?:not|nor)\s+even\b", re.IGNORECASE)
"""A clause that says a denial again, stronger: "…; *not even* for a few nights" (English only, as
:func:`tether.checks.polarity.denial_said_once`)."""
SHORT_SOURCE = 6  # a source sentence this short is "about as long" as any two-word claim
NEGATION_CONTENT = 0.7
"""Negation is compared only when the best source sentence holds this much of the claim and
is about as long (at most twice its words; the claim has three or more and one clause): the same
statement with its polarity flipped ("may be filed" / "may not be filed"). A name quoted
from a long sentence that also says "did not advance" is no flipped statement. 0.7 (was
0.8): "The annual upkeep fee is not required in Germany" against "The annual upkeep fee is
300 EUR" holds 0.7; no more correct answer fired on the dev sets or HaluEval's.
Paraphrases of exceptions move negations around ("unless" ↔ "not … if"), so a sentence
with an exception clause on either side is not compared."""


def _said_the_other_way(part: str, words: tuple[str, ...], sentence: str, terms: tuple[str, ...],
                        sources: Sources) -> bool:
    """A clause of a claim compared whole with the sentence that states it, as a one-clause
    claim is (:data:`NEGATION_CONTENT`): «…, и оставаться на ночь они могут» against «Гости не
    могут оставаться на ночь», whose denial governs the modal, not a word of the clause (a
    review of b646228)."""
    if len(terms) > max(2 * len(words), SHORT_SOURCE) or across_an_exception(part, sentence) \
            or sources.weights.coverage(words, TermSet.of(terms)) < NEGATION_CONTENT:
        return False
    # the sentence's clause that holds most of the part: "Dogs may join you in the bar, *but not
    # in the restaurant*" denies in a clause of its own
    return negated(part) != negated(clause_holding_most(sentence, words))


def clause_holding_most(sentence: str, words: Sequence[str]) -> str:
    """The clause of ``sentence`` holding most of ``words`` (the sentence when it has one); each
    clause's words are read once."""
    parts = CLAUSE_BREAK.split(sentence)
    if len(parts) < 2:
        return sentence
    held = [(p, TermSet.of(subject_terms(p))) for p in parts]
    return max(held, key=lambda ph: sum(t in ph[1] for t in words))[0]


_ADDED = Guarded(r";|,\s+(?:and|but|while|whereas|plus|as\s+well\s+as|а\s+также|и|но|а|однако)\s|"
                 r"\s(?:and\s+also|as\s+well\s+as|а\s+также)\s", re.IGNORECASE, (";", ",", "also", "well", "также"))
"""Where a claim joins a clause of its own to what it restates ("We deliver to mainland UK
addresses in 3–5 working days, *and we also deliver to Jersey and Guernsey*")."""


def a_clause_added(claim: Claim, sources: Sources, min_words: int) -> bool:
    """A clause of a claim with ``min_words`` distinctive words of its own, none of which any
    cited sentence holds: the rest of a long sentence must not carry an invented clause
    (review14 we-en-06). Not the pre-check's coverage per clause: that failed 18 right answers
    of the dev sets (a clause's one paraphrased word weighs all of it)."""
    if len(claim.terms) < min_words or not _ADDED.search(claim.text):
        return False
    # the first clause is the statement, judged by the whole sentence's coverage; what is
    # joined to it must hold a word of the sources (review15: «Мусор вывозят каждый день, а …»)
    asked = frozenset(DIGIT_RUN.findall(claim.asked.question)) if claim.asked else frozenset()
    for part in _ADDED.pattern.split(claim.text)[1:]:
        own = TermSet.of(subject_terms(part))
        terms = tuple(t for t in claim.terms if t in own and t not in NEGATION_STEMS)
        if len(terms) >= min_words and not sources.holds_any(terms) \
                and not (PLACING.issuperset(terms) and not asked.isdisjoint(DIGIT_RUN.findall(part))):
            return True
    return False




def permitted_in_its_clause(sentence: str, claim: str) -> bool:
    """The claim's permission is the sentence's too, in another clause than the one holding most
    of the claim: «Гость въезжает по заявке … и *может оставаться* во дворе не более 3 часов»
    against «Гости въезжают по заявке, поданной …, и *могут стоять* во дворе не более 3 часов»,
    whose first clause holds most of the claim and permits nothing (unseen21 dev u21-ru-016).
    The words after the claim's modal pick the clause that must permit too."""
    at = permission_at(claim)
    if at < 0:
        return False
    permitted = subject_terms(claim[at:])
    if not permitted:
        return False
    clause = clause_holding_most(sentence, permitted)
    # "…, and they may *not* stay overnight" permits nothing of "… and may stay overnight"
    return permissive(clause) and negated(clause) == negated(claim)


def permitted_elsewhere(claim: str, sources: Sources, best: int) -> bool:
    """The claim's permission is another cited sentence's, one that permits the act permitted:
    "Yes, you can exchange it for a 15 EUR fee" against "Tickets can be exchanged no later than
    24 hours before departure. An exchange fee of 15 EUR applies." The fee's sentence holds most
    of the claim and permits nothing; the exchange's grants it (a red-team probe, rt25 x02). A
    condition the grant's sentence sets is the condition readers' business
    (tether.checks.condition)."""
    sentences = sources.index.sentences
    return any(permitted_in_its_clause(sentences[k], claim)
               for k in granting(claim, sources.index, sources.allowed, best))


def permitted_before_an_ellipsis(claim: str, sources: Sources, best: int) -> bool:
    """The claim's permission is the sentence before ``best``'s, when ``best`` leaves its verb out
    (:data:`_ELLIPTIC`): «В России заказ *можно оплатить* картой … В Молдове — картой на сайте или
    наличными в леях водителю» permits the Moldovan payment too (unseen37 dev u37-ru-025)."""
    return best - 1 in sources.allowed and _ELLIPTIC.match(sources.index.sentences[best]) is not None \
        and permitted_in_its_clause(sources.index.sentences[best - 1], claim)


_ELLIPTIC = lazy_pattern(r"\s*(?:(?:в|во|на|для|у|in|for|at|on)\s+)?[^\W\d_][^\d—–.;:,]{0,40}?\s[—–]\s",
                         re.IGNORECASE)
"""A sentence that opens with its case and a dash, its predicate the sentence's before ("In
Moldova — by card or in cash", «В Молдове — картой …»)."""


CLAUSE_SHARE = 0.75
"""Share of a source clause's words the claim must say for the clause to stand in for its long
sentence: then the clause is the claim's statement, not a rule the claim only touches ("Yes, if
you cancel before the show starts" says three of the six words of "No refund is given for
tickets cancelled after the show has started"; "A fee is charged for the first 7 days of an
unarranged overdraft" all of "No fee is charged for the first 7 days …"). Set between those two
(a red-team's probe and tests/checks/test_answer_word.py); the labelled verify sets did not move."""


def a_clause_as_long(clause: str, sentence: str, words: Sequence[str], claim: str) -> bool:
    """Whether a clause of a long sentence holds every one of the claim's words, and the claim
    most of the clause's: the two say one statement, as a sentence compared whole must."""
    if clause is sentence:
        return False
    held, said = subject_terms(clause), TermSet.of(subject_terms(claim))
    holding = TermSet.of(held)
    return all(t in holding for t in words) and sum(t in said for t in held) >= CLAUSE_SHARE * len(held)


_PARTS = lazy_pattern(r"[;—–]|:(?!//)|\s-\s|,\s")
"""Where a claim's parts part (tether.checks.claim_text.SEVERAL_CLAUSES), not inside an address:
"Reports are not filed through https://…" is one part (evalsets/mutations.py negation, verify
fact-044)."""
_SO = lazy_pattern(r",\s+(?:so|therefore|hence|thus|поэтому|так\s+что|следовательно)\s", re.IGNORECASE)
"""Where a clause's consequence begins: each is its own statement to compare a part with."""
_DENIED_MODAL = lazy_pattern(r"\b(?:cannot|can't|can\s+not|may\s+not|must\s+not)\b|"
                             r"(?<!\w)(?:нельзя|не\s+(?:может|могут|можете|можем|вправе))(?!\w)", re.IGNORECASE)


def a_part_turned(claim: Claim, sources: Sources, best: int) -> bool:
    """A part of a claim of several parts denies what the clause of the best sentence stating it
    affirms, or affirms what that clause's denial governs: "Non-diving companions *cannot come*
    on a boat trip as snorkellers; in Chile this costs CLP 20.000" against "… *can join* a boat
    trip as snorkellers for … CLP 20.000 in Chile" (evalsets/mutations.py negation, unseen35 dev
    u35-en-022). The whole claim is not compared when it has several parts (one part may deny
    what another does not); a part is, with the clause holding most of its words, when the whole
    claim says most of that clause and the part no word of another clause ("Interest is charged …
    from the *second* month" is not the first month's clause). An affirmed part is turned only
    where the clause's denial governs one of its words: "A folded bicycle counts as hand luggage,
    so it needs no ticket" restates "… counts as hand luggage and needs no ticket"."""
    sentence = sources.index.sentences[best]
    if quoted_in(ANSWER_WORD.sub("", claim.text), sentence):
        # each part where the sentence has it: a part is not set against another clause («…;
        # безлимитный абонемент именной, *передавать его нельзя*» is the pass's own ban, not a
        # denial of the first clause's «можно … передать»: unseen43 dev u43S-056, the template
        # presenter's own quote, failed)
        return False
    said = TermSet.of(subject_terms(claim.text))
    whole = TermSet.of(sources.index.terms[best])
    parts = with_their_bans(_PARTS.split(ANSWER_WORD.sub("", claim.text)))
    # what each part affirms, counted once: "affirmed by another part" is then a look-up, not a
    # pass over every other part (a claim may have thousands of commas)
    affirmed = Counter(t for p in parts for t in polarity(p)[1])
    for part in parts:
        if OTHER_SIDE_WORDS.search(part) or sets_against(part):
            continue
        words = tuple(t for t in _its_words(claim, part) if t not in NEGATION_STEMS)
        if len(words) < 2:  # one word is no statement to flip
            continue
        clause = clause_holding_most(sentence, words)
        consequence = _SO.split(clause)
        if len(consequence) > 1:  # "The bridge is closed to cars, so drivers must use the ring road"
            clause = max(consequence, key=lambda c: len(set(words) & set(subject_terms(c))))
        held = subject_terms(clause)
        holding = TermSet.of(held)
        if sources.weights.coverage(words, holding) < NEGATION_CONTENT \
                or any(t in whole and t not in holding and t not in NEGATION_STEMS for t in subject_terms(part)) \
                or sum(t in said for t in held) < CLAUSE_SHARE * len(held) \
                or not _the_same_rule(part, clause):
            continue
        if has_negator(part) or negated(part):
            # the denied word is the clause's (and no other part of the claim affirms it: "cars
            # cannot use the bridge, so drivers must use the ring road" against "…, so drivers
            # must use the ring road"), or the denial is of the permission the clause grants
            # ("cannot come" / "can join"); an antonym denied ("does not lower" / "stays") is a
            # word of its own (tests/checks/test_denied_clause.py)
            denied, its_own = polarity(part)[:2]
            alone = frozenset(t for t in denied if affirmed[t] <= (t in its_own))
            if negated(part) and not negated(clause) and not has_negator(clause) and (
                    not alone.isdisjoint(held)
                    or (_DENIED_MODAL.search(part) and permissive(clause))):
                return True
        elif negated(clause) and not polarity(clause)[0].isdisjoint(subject_terms(part)):
            return True
    return False


def quoted_in(claim: str, sentence: str) -> bool:
    """Whether ``claim`` is ``sentence`` or a run of its whole clauses, word for word (case and
    spacing aside): "The fee is 5" is no quote of "The fee is 5.50 EUR", nor "Dogs are allowed" of
    "Dogs are allowed only on the terrace" (a review of this reader)."""
    said = _clauses_apart(claim)
    return len(said) > 2 and said in _clauses_apart(sentence)


@lru_cache(maxsize=4096)
def _clauses_apart(text: str) -> str:
    """``text`` lower-cased, its words apart by a space and its clauses by " | ", ends marked too; a
    figure's "." or "," between two digits is the figure's."""
    return "| " + _SEPARATOR.sub(_separated, text.lower()).strip(" |") + " |"


def _separated(found: re.Match[str]) -> str:
    return " | " if _CLAUSE_MARK.search(found.group()) else " "


_SEPARATOR = lazy_pattern(r"(?<!\d)[^\w]+|[^\w]+(?!\d)")
_CLAUSE_MARK = lazy_pattern(r"[,.;:!?()\[\]—–«»\"]")


def _the_same_rule(part: str, clause: str) -> bool:
    """Whether a part and a clause can only agree or disagree in polarity: not across the other
    side of a rule, an exception, an "only" on one side ("only with" is "not without"), a duty
    said as "not without", a bound said as a denial, or a figure the clause does not state
    (another clause's: "…; after that, a fee of £6 per day applies")."""
    return bool(ONLY_WORD.search(part)) == bool(ONLY_WORD.search(clause)) \
        and not OTHER_SIDE_WORDS.search(clause) \
        and not across_an_exception(part, clause) and not duty_restated(part, clause) \
        and not a_bound_said_as_a_denial(part, clause) and not the_only_denied_otherwise(clause, part) \
        and frozenset(DIGIT_RUN.findall(LABEL.sub(" ", part))) <= frozenset(DIGIT_RUN.findall(clause))
