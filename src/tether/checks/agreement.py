"""Does a claim agree with the cited sentence it restates: its negation, its modality, and the
cases the source excludes, conditions or bounds (:mod:`tether.checks.claims`' decision).

Coverage says a claim uses the source's words; these say it does not turn them round: a
word it denies that the source affirms (:func:`flipped`), a permission made a duty or a
possibility made a fact (:func:`does_what_it_may`), and the shapes of a rule extended past
what the source allows (:func:`excludes_nothing`: a case excluded or denied, a condition,
restriction or time limit dropped, a condition joined, a rule claimed for every case).
"""

from __future__ import annotations

import re

from ..figures.digits import DIGIT_RUN
from ..guard import Guarded, lazy_pattern
from ..terms import INCLUSION_WORDS, TermSet, same_term, subject_terms
from ..text import STOP_WORDS, normalize_ws, stem, tokens
from .any_time import ANY_TIME, drops_a_time_limit
from .claim_sources import Sources
from .claim_text import SEVERAL_CLAUSES, Claim
from .condition import UNIVERSAL, YES, after_a_bare_yes, drops_a_condition
from .discretion import READER_ROLES, lays_a_duty_on_a_discretion, states_a_discretion_as_done
from .excluded import affirms_a_denied_case, contradicts_exclusion, has_shape_word
from .hints import may
from .joined import IF, joins_a_condition
from .lexicon import DUTY_ACT, IRREGULAR_PAST, MUST, ONLY_WORD, duty_end, lays_a_duty
from .negation_apart import NEGATION_STEMS, OTHER_SIDE_WORDS, one_modal_apart, one_negation_apart
from .override import OVERRIDE, overrides_a_condition
from .parties import PARTY_ACT, swaps_the_parties
from .payer import PAYER, pays_for_another
from .polarity import (
    ANSWER_WORD,
    NOT_WITHOUT,
    PERMITTED_ACT,
    denial_said_once,
    has_negator,
    may_negate,
    negated,
    polarity,
)
from .restriction import drops_a_conjunct, drops_a_restriction
from .starting_point import drops_the_starting_point
from .values_condition import drops_the_values_condition

_ALWAYS_COMPARED = NEGATION_STEMS | frozenset(stem(t) for t in INCLUSION_WORDS)
_PERMISSION_STEMS = frozenset(stem(t) for t in (
    "allowed", "permitted", "admitted", "разрешено", "разрешена", "разрешены", "разрешается", "разрешаются",
    "допускается", "допускаются"))
"""Saying that a thing is allowed: a generic word, yet "Lorries are allowed into the courtyard"
against "Lorries are not allowed into the courtyard" turns the rule round on it alone. Compared only
in a claim that denies nothing: "dogs are allowed on the terrace, just *not* in the dining room"
restates both sides of the rule (a red-team of the first version)."""
_EXCEPTION = Guarded(r"\b(?:except|unless|other than|кроме|за исключением|если только)\b", re.IGNORECASE,
                     ("except", "unless", "other than", "кроме", "за исключением", "если только"))
_ONLY_IF = Guarded(r"\bonly\s+(?:if|when|with)\b|(?<!\w)(?:(?:только|лишь)\s+(?:если|когда|при|с|со)|"
                   r"но\s+только(?!\s+как(?!\w)))(?!\w)", re.IGNORECASE, ("only", "только", "лишь"))
"""A condition that is an exception's other face: "accepted only if *not* used" says what
"used items are *not* accepted" says, «примут, но только со справкой» what «без справки
не принимаются» says. Negations move across it only where the claim states it and a side
denies (:func:`_moved_across_a_condition`). «Но только как …» ("but only as a temporary repair")
names a manner, no condition: a denial is compared across it (unseen53 dev u53-ru-039)."""


def flipped(claim: Claim, source: str, shared: TermSet) -> bool:
    """A word of the claim that the claim denies and the source sentence affirms, or the
    reverse: «возвращается» against «не возвращается», whatever else either says. Not
    compared across an exception ("unless" ↔ "not … while"), as for whole sentences, nor
    across a double negative. A duty for leave in the same words turns it round too
    (:func:`one_modal_apart`)."""
    if one_modal_apart(claim.text, source):
        return True
    claim = claim._replace(text=denial_said_once(claim.text))  # "…, not even for one weekend": said once
    if not (has_negator(claim.text) or has_negator(source)):
        return False  # most sentences deny nothing: nothing to compare
    if across_an_exception(claim.text, source) or duty_restated(claim.text, source) \
            or a_bound_said_as_a_denial(claim.text, source):
        return False
    if one_negation_apart(claim.text, source):
        return True
    denies, affirms, double = polarity(claim.text)
    src_denies, src_affirms, src_double = polarity(source)
    if double or src_double:
        return False
    # Exact stems: the looser prefix match takes "registered" (denied) for "Registry". A
    # prohibition or an inclusion is no anchor (rule talk, a light verb), yet denying it
    # flips: "… не запрещены", "was not included".
    compared = _ALWAYS_COMPARED if has_negator(claim.text) else _ALWAYS_COMPARED | _PERMISSION_STEMS
    said = (*claim.anchors, *(compared & (denies | affirms)))
    if _one_statement(claim.text, source):
        # A light word the source's one denial governs turns it round on its own: «Скидки *не
        # действуют* на срочную чистку» against «… скидки действуют» (evalsets/mutations.py
        # negation, unseen24 dev u24-ru-022)
        said = (*said, *((denies & src_affirms) | (affirms & src_denies)))
    return any(t in shared and ((t in denies and t in src_affirms) or (t in affirms and t in src_denies))
               for t in said)


def _one_statement(claim: str, source: str) -> bool:
    """Whether the source is one clause stating one case, and the claim sets no other case against
    it (no figure and no "only" either): a light word ("applies", «действуют») its denial governs
    is then the statement's."""
    return not SEVERAL_CLAUSES.search(source) and not any(
        OTHER_SIDE_WORDS.search(t) or ONLY_WORD.search(t) or DIGIT_RUN.search(t) for t in (claim, source))


def duty_restated(claim: str, source: str) -> bool:
    """The claim denies acting without what the source's sentence requires, which denies
    nothing itself: "Visitors can't go in without signing in" restates "All visitors must sign
    in" (evalsets/polarity dev pol-en-022). The source is one clause, the claim's other clauses
    deny nothing, and what the claim cannot do without is what the source's duty names after its
    duty word: "Adults can't be in the barn without a *child*" is no restatement of "*Children*
    must be accompanied by an adult", nor is "Visitors can't enter without badges" of "Staff must
    wear badges; visitors sign in" (a red-team)."""
    said = ANSWER_WORD.sub("", claim)
    without = NOT_WITHOUT.search(said)
    if without is None or SEVERAL_CLAUSES.search(source) or has_negator(source):
        return False
    # the claim's other clauses deny nothing: the whole claim's comparison is skipped for this one
    if any(has_negator(part) for part in SEVERAL_CLAUSES.split(said) if not NOT_WITHOUT.search(part)):
        return False
    duty = duty_end(source)
    needed = _WITHOUT_WHAT.search(said, without.start())
    if duty is None or needed is None:
        return False
    wanted = subject_terms(needed.group(1))[:1]
    return bool(wanted) and wanted[0] in TermSet(subject_terms(source[duty:]))


_WITHOUT_WHAT = lazy_pattern(r"(?:\bwithout|(?<!\w)без)\s+((?:[^\W\d_]+\s*){1,3})", re.IGNORECASE)
"""The words after "without" / «без»: what the claim says cannot be done without."""


def across_an_exception(claim: str, source: str) -> bool:
    """Negations may have moved across an exception ("unless" ↔ "not … if") or an "only if"
    condition between the two: their polarity is not compared. Not when only the source states
    the exception and the claim says none of its words: "Lorries are allowed into the courtyard"
    against "Lorries are not allowed …, except removal vans booked in advance" restates the rule,
    turned round, with its exception dropped."""
    excepted = _EXCEPTION.search(source)
    if (own := _EXCEPTION.search(claim)) is not None:
        # Both set the same thing apart ("except" / «кроме», not "unless", which moves a
        # negation): their rules are compared («Трансфер и экскурсии входят, за исключением
        # экскурсии в заповедник» against «… не входят, кроме экскурсии в заповедник»:
        # evalsets/mutations.py negation on unseen10 dev u10-ru-003).
        return not (excepted is not None and _SETS_APART.match(own.group()) and _SETS_APART.match(excepted.group())
                    and _says_the_exception(claim, source, excepted.end()))
    if excepted is not None and not _says_the_exception(claim, source, excepted.end()):
        excepted = None
    return excepted is not None or _moved_across_a_condition(claim, source)


_EXCEPTION_ENDS = lazy_pattern(r"[.;!?]")
_SETS_APART = lazy_pattern(r"(?:except|other than|кроме|за исключением)", re.IGNORECASE)
"""Exception words that set a case apart from the rule without a condition: "unless" and «если
только» make one, and a negation moves across it ("not refunded unless" is "refunded only if")."""


def _says_the_exception(claim: str, source: str, start: int) -> bool:
    """Whether the claim holds a word of the source's exception (from ``start`` to its clause's
    end) that the rule before it does not: "Transfers and excursions are not included, except
    the reserve excursion" — a claim naming excursions names the rule's subject, not its
    exception («Трансфер и экскурсии в стоимость входят» against «… не входят, кроме экскурсии в
    заповедник»: evalsets/mutations.py negation on unseen10 dev u10-ru-003)."""
    end = _EXCEPTION_ENDS.search(source, start)
    words = subject_terms(source[start:end.start() if end else len(source)])
    if not words:
        return True
    rule = TermSet(subject_terms(source[:start]))
    own = [w for w in words if w not in rule]
    said = TermSet(subject_terms(claim))
    return any(w in said for w in own)


def _moved_across_a_condition(claim: str, source: str) -> bool:
    """The claim states an "only if / only with" condition and the source denies what the
    claim affirms under it, or the claim's own denial sits inside the condition."""
    condition = _ONLY_IF.search(claim)
    if condition is None:
        return False
    return negated(source) != negated(claim[:condition.start()]) or negated(claim[condition.end():])


_ALTERNATIVES = lazy_pattern(r"\b(?:or|either)\b|(?<!\w)(?:или|либо)(?!\w)", re.IGNORECASE)
_PASSIVE_PERMISSION = Guarded(r"\b(?:may|might|can|could)\s+(?:not\s+|also\s+)?be\b|(?<!\w)(?:может|могут|можно)\s+"
                              r"(?:быть|\w+(?:ся|сь))(?!\w)", re.IGNORECASE,
                              ("may", "might", "can", "could", "может", "могут", "можно"))
_IN_A_CONDITION = Guarded(r"\b(?:if|when|unless|where)\b[^,;.]{0,80}\b(?:may|might|can|could)\s+\w+(?:\s+\w+)?\s*"
                          r"(?:[,;.!?)]|$)|(?<!\w)(?:если|когда)(?!\w)[^,;.]{0,80}(?<!\w)(?:может|могут)\s+\w+"
                          r"(?:\s+\w+)?\s*(?:[,;.!?)]|$)", re.IGNORECASE,
                          ("if", "when", "unless", "where", "если", "когда"))
"""A "may" that ends the rule's condition ("… if the dog may bite.") is a possibility, not the rule's
modality; one with an object after it ("when a class is full the gym may offer you a place")
is the main clause's, the comma left out."""


def does_what_it_may(claim: str, source: str) -> bool:
    """The source's permission is no other modality than the claim's plain statement: the rule
    lets the reader's side do something ("*Members* on other plans can buy a guest pass for €12"
    → "On the Standard plan you buy a guest pass at €12", unseen11 dev u11-en-006), or the
    "may" is a possibility inside the rule's condition that the claim does not assert («… в
    наморднике — если собака … *может укусить*», u11-ru-004). Not what an institution may do at
    its discretion ("the clinic may charge a fee", "the airline may rebook you", "we may
    suspend your membership"), not a permission made a duty ("must", "should", «обязан»), nor
    what the source says only *may be* so ("backups may be encrypted")."""
    granted = PERMITTED_ACT.search(source)
    if granted is None or lays_a_duty(claim):
        return False
    passive = _PASSIVE_PERMISSION.search(source)
    if passive is not None:
        # "Deposits can be paid *by card or bank transfer*" → "The deposit is paid by card or bank
        # transfer": the permission is the choice between the ways, which the claim keeps (a
        # red-team's faithful probes). "May be sold at auction or disposed of" → "will be sold"
        # keeps no choice.
        return bool(_ALTERNATIVES.search(source, passive.end()) and _ALTERNATIVES.search(claim))
    act = stem((granted.group(1) or granted.group(2)).lower())
    asserted = any(same_term(act, t) for t in subject_terms(claim))
    if _IN_A_CONDITION.search(source) and not asserted:
        return True
    # who may: the words of the source's clause before its modal ("Members on other plans")
    holder = source[max(0, granted.start() - 60):granted.start()]
    # … and the claim has the reader's side do it ("you buy"), not the act done ("days are carried over")
    return (asserted and any(stem(w) in READER_ROLES for w in tokens(holder)[-6:])
            and any(stem(w) in READER_ROLES for w in tokens(claim)))


_MAY = r"(?:may|might|can|could|может|могут|можно|вправе)"
_FACT_ACT = Guarded(rf"\b(?:is|are|will\s+be|gets?)\s+([a-z]+ed|{'|'.join(IRREGULAR_PAST)})\b", re.IGNORECASE,
                    ("is", "are", "will", "get"))
"""An act stated as done or to be done; irregular participles too ("your goods *will be sold*" for
"the goods *may be sold* at auction or disposed of", unseen22 dev u22-en-044)."""
_LIGHT_ACTS = frozenset("have get take bring use make keep give go come do put leave send".split()) & STOP_WORDS
"""Acts that are stop words, so no indexed term (not "be": "must *be* 18 or over" names no act)."""
def _what_it_has(claim: str, act: str) -> frozenset[str]:
    """The content words right after a light verb of ``claim`` ("must have *a valid ID*")."""
    found = re.search(rf"(?<!\w){re.escape(act)}\s+((?:[^\W\d_]+\s+){{0,3}}[^\W\d_]+)", claim, re.IGNORECASE)
    return frozenset(subject_terms(found.group(1))) if found else frozenset()


_MAY_ACT = r"(?<!\w){may}\s+(?:(?:also|still|only|также|только)\s+)?(?:be\s+|быть\s+)?{act}"
_OTHER_SIDE = {"pay": ("charge",), "paid": ("charge",), "опла": ("списать", "взимать"), "запл": ("списать", "взимать")}
"""One act named from the other side: "you must pay the cost of repair" for "we may charge the
cost of repair" (unseen13 dev u13-en-029); keyed by a claim's word's first four letters."""
_OTHER_FRONTS = frozenset(o[:4] for acts in _OTHER_SIDE.values() for o in acts)
_FORMS = {"pay": ("pay", "paid", "payment")}
"""Forms of an act Snowball stems apart: "the fee must be *paid*" states "you must *pay*"."""
_HEDGED = Guarded(r"\b(?:may|might|could|possibly)\b|(?<!\w)(?:может|могут|возможно)(?!\w)", re.IGNORECASE,
                  ("may", "might", "could", "possibl", "может", "могут", "возможно"))
"""A claim that hedges its duty ("you *may* have to pay") says what a discretion says."""
MAX_ACTS = 8
"""Acts of one claim read against the cited sentences: a claim states one or two ("must
accept", "is released"); a bound keeps a claim of many duties linear in the material."""


_PARTY = (r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)(?<!если\s)(?<!когда\s)"
          r"(?:we|you|they|мы|вы|они)(?:\s+(?:usually|normally|always|also|обычно|всегда|также))?")
"""A party that does the act, as a rule states it: "we file", «мы возвращаем»; not a condition's
("If *you cancel* later, …" states no cancelling)."""


def turns_the_modality(claim: str, sources: Sources) -> str | None:
    """The cited sentence that only *permits* what the claim states as a duty or a done fact:
    «мастер *может* принять следующего клиента» → «мастер *обязан* принять …», "the room *may
    be* released" → "your room *is* released" (unseen12 dev). Read on the act itself, whatever
    else the sentences say: a claim of several clauses is not compared whole for its modality."""
    permitted = sources.permitted
    if permitted is not None:
        if not permitted:
            return None  # no cited sentence permits any act (most material): no claim is cut
        said = [w[:4] for w in claim.lower().split()]
        if permitted.isdisjoint(said) and (permitted.isdisjoint(_OTHER_FRONTS)
                                           or not any(w in _OTHER_SIDE for w in said)):
            return None  # the claim names no act a cited sentence permits: most claims
    acts = [m.group(1) for m in DUTY_ACT.pattern.finditer(claim)] if DUTY_ACT.possible(claim) else []
    if _FACT_ACT.possible(claim):
        done = [m.group(1) for m in _FACT_ACT.pattern.finditer(claim)]
        if done and not PERMITTED_ACT.search(claim):
            acts += done
    if not _HEDGED.search(claim):
        # the act from the other side, when the sources speak of it only so: a cited "must be
        # paid" / «обязан оплатить» states the claim's duty in its own words (review12)
        acts += [o for word in acts for o in _OTHER_SIDE.get(word.lower()[:4], ())
                 if not any(sources.index.holding(form, exact=True) & sources.allowed
                            for form in _FORMS.get(stem(word.lower()), (stem(word.lower()),)))]
    for word in acts[:MAX_ACTS]:
        act = stem(word.lower())
        front = re.escape(word[:max(4, len(act))])
        held = sources.index.holding(act, exact=True) & sources.allowed
        if not held and word.lower() in _LIGHT_ACTS:
            # a light verb is no indexed term: "Each household *must have* 12 van permits" for "…
            # *can have* 12 van permits" is read in the allowed sentences that hold what it has (a
            # rule-made modality mutation of unseen8 dev u8-en-033, evalsets/mutations.py) — not in
            # "Guests *can have* breakfast" for "must have a valid ID" (a review of 0bf9b3d)
            had = _what_it_has(claim, word)
            held = frozenset(i for i in sources.allowed
                             if had and not had.isdisjoint(sources.index.terms[i]))
        holding = [sources.index.sentences[i] for i in sorted(held)]
        # "Rent *can be paid* monthly or quarterly" is the reader's choice, which "Rent is paid …"
        # restates; "the goods *may be sold*" is the company's discretion (a red-team of ae7b2b1)
        may = _MAY if word.lower() not in IRREGULAR_PAST else r"(?:may|might)"
        permitting = [s for s in holding if re.search(_MAY_ACT.format(may=may, act=front), s, re.IGNORECASE)]
        # a cited sentence that states the act as a duty or as done ("Courts *are booked* for
        # 40 or 60 minutes" beside "Members *can book* …") says what the claim says
        base = IRREGULAR_PAST.get(word.lower())  # "has to be *bought*" is "you must *buy*"
        named = front if base is None else f"(?:{front}|{base}\\b)"
        # an irregular act's duty names it by another stem ("must buy"): read every allowed sentence
        pool = holding if base is None else [sources.index.sentences[i] for i in sorted(sources.allowed)]
        # or as what a party does: "*We file* United States individual returns by April 15" beside
        # "Self-employed Canadians *may file* until June 15" (unseen47 dev u47-en-010)
        stating = any(re.search(rf"(?<!\w)(?:(?:{MUST}|is|are|was|were|will\s+be)\s+(?:be\s+)?|{_PARTY}\s+){named}",
                                s, re.IGNORECASE) for s in pool)
        if permitting and not stating:
            return permitting[0]
    return states_a_discretion_as_done(claim, sources)


def excludes_nothing(claim: Claim, sources: Sources, may_deny: bool = True,
                     runs: list[str] | None = None) -> bool:
    """"… including those living in a care home" against "… living in a care home are not
    eligible": a case the source excludes, whichever sentence says most of the claim.
    ``may_deny`` False: the claim is known to hold no word of negation (``plain``).
    ``runs``: ``lower_runs(claim.text)``."""
    if turns_the_modality(claim.text, sources) is not None \
            or lays_a_duty_on_a_discretion(claim.text, sources) is not None:
        return False
    if sources.denies:  # the question's (or titles') words, cut only when a cited sentence denies
        # a list, not a generator: this runs for every claim
        asked = tuple([t for t in claim.anchors if t not in claim.terms]) if claim.terms else claim.anchors
        if asked and affirms_a_denied_case(claim.text, asked, sources.index, sources.allowed,
                                           sources.only_denied) is not None:
            return False
    if claim.asked is not None:
        free, question, figures = claim.asked.free, claim.asked.question, claim.asked.figures
        if claim.has_figure and (
                drops_the_values_condition(claim.text, free, sources.index, sources.allowed, claim.asked.answer,
                                           sources.bounds)
                or drops_the_starting_point(claim.text, sources.index, sources.allowed, claim.asked.answer,
                                            question) is not None):
            return False
        if (((may(claim, YES) or may(claim, UNIVERSAL))
             and drops_a_condition(claim.text, claim.anchors, free, sources.index, sources.allowed, figures,
                                   claim.asked.answer,
                                   claim.span is not None and after_a_bare_yes(claim.asked.answer, claim.span[0])))
                or (sources.restricts and (
                    drops_a_restriction(claim.text, claim.anchors, free, question, sources.index, sources.allowed,
                                        sources.restricting)
                    or drops_a_conjunct(claim.text, free, sources.index, sources.allowed, sources.restricting)))):
            return False
    # Each reader below needs a word of its own in the claim: one the answer holds nowhere
    # (tether.checks.hints) is in no claim of it, and the reader is not asked for any.
    if may(claim, ANY_TIME) and ANY_TIME.possible(claim.text) \
            and drops_a_time_limit(claim.text, sources.index, sources.allowed) is not None:
        return False
    if may(claim, OVERRIDE) and OVERRIDE.possible(claim.text) \
            and overrides_a_condition(claim.text, sources.index, sources.allowed) is not None:
        return False
    if may(claim, IF) and joins_a_condition(claim.text, sources.index, sources.allowed) is not None:
        return False
    if may(claim, PARTY_ACT) and swaps_the_parties(claim.text, sources.index, sources.allowed) is not None:
        return False
    if may(claim, PAYER) and pays_for_another(claim.text, sources.index, sources.allowed) is not None:
        return False
    if not (has_shape_word(claim.text, runs) or (may_deny and may_negate(claim.text, runs))):
        return True  # no marker, no universal word and no denial: none of the shapes is there
    if _restates_a_sentence(claim, sources):
        # A cited sentence word for word ("Rentals of 1 to 6 days include 250 km a day; …")
        # extends nothing: its "include" is the source's own, and setting it against the
        # next sentence's exception would judge the source by itself (unseen6 dev u6car-019).
        return True
    return contradicts_exclusion(claim.text, sources.index, sources.allowed, negated,
                                 claim.asked.question if claim.asked else "") is None


def _restates_a_sentence(claim: Claim, sources: Sources) -> bool:
    """Whether the claim is one of the allowed sentences as written (case, spacing and the
    closing stop aside); only those holding all its terms are read."""
    if not claim.terms:
        return False
    said = _as_written(claim.text)
    return any(_as_written(sources.index.sentences[i]) == said for i in sources.holding_all(claim.terms))


def _as_written(text: str) -> str:
    return normalize_ws(text).rstrip(".!?;: ").lower()


_OVER_DENIED = lazy_pattern(r"(?:\b(?:more\s+than|over|beyond|above)|(?<!\w)(?:больше|более|свыше|сверх))\s+(\d+)",
                            re.IGNORECASE)
_UNDER_DENIED = lazy_pattern(r"(?:\b(?:less|fewer)\s+than|\bunder|\bbelow|(?<!\w)(?:меньше|менее))\s+(\d+)",
                             re.IGNORECASE)
_AT_MOST = lazy_pattern(r"(?:\b(?:no|not)\s+more\s+than|\bat\s+most|\bup\s+to|\bmaximum(?:\s+of)?|"
                        r"(?<!\w)(?:не\s+(?:более|больше|свыше)(?:\s+чем)?|максимум|до))\s+(\d+)", re.IGNORECASE)
_AT_LEAST = lazy_pattern(r"(?:\b(?:no|not)\s+(?:less|fewer)\s+than|\bat\s+least|\bminimum(?:\s+of)?|"
                         r"(?<!\w)(?:не\s+(?:менее|меньше)(?:\s+чем)?|минимум|от))\s+(\d+)", re.IGNORECASE)


def a_bound_said_as_a_denial(claim: str, source: str) -> bool:
    """«Больше 4 процедур в день *не* назначают» says what «назначают *не более* 4 процедур» does,
    "fewer than 3 guests are *not* accepted" what "at least 3 guests": the claim denies the other
    side of the source's bound, the same figure (unseen25 dev u25-ru-009). The claim's negation
    is then the bound's, not a denial of the rule."""
    if negated(source) or not negated(claim):
        return False
    for denied, bound in ((_OVER_DENIED, _AT_MOST), (_UNDER_DENIED, _AT_LEAST)):
        said = {m.group(1) for m in denied.finditer(claim)}
        if said and not said.isdisjoint(m.group(1) for m in bound.finditer(source)):
            return True
    return False
