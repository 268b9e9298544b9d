"""unsupported-claim: a sentence of the answer or its limitations that the cited fragments do not state.

Seed 001's discipline, applied to every claim:

1. Pre-check (code): each sentence's distinctive terms — what it says beyond
   the question, the cited documents' titles and ids, and jurisdiction names —
   are looked up in the cited fragments' sentences, weighted by rarity
   (:class:`tether.terms.Weights`). A sentence is *weakly supported* when the
   best two cited sentences together hold less than ``CLAIM_COVERAGE`` of that
   weight, or when it negates what its best source sentence affirms (or the
   reverse). Almost every faithful sentence re-uses the source's words, so the
   pre-check rarely fires.
2. Only then, one extraction: the sentences of the cited fragments that state
   the flagged claims (the lexical extractor: the cited sentences sharing a
   term; the model extractor: the model copies them).
3. Decision (code): a claim stands when the verbatim quotes *from the cited
   fragments* cover it as in step 1. A paraphrased or invented quote counts for
   nothing.

A sentence in another language than its sources cannot be compared (words cannot meet
across languages): it stands on its figures, which the figure checks read in any language, or
when it brings fewer than ``MIN_UNCOVERED`` words of its own
(:func:`tether.checks.claim_langs.unsupported_apart`). A synonym the
source does not use lowers coverage: that is the price of a deterministic check, paid by a
threshold set so faithful paraphrase passes (see ``CLAIM_COVERAGE``); ``TETHER_EXTRACTOR=model``
does not change the arithmetic, only which sentences are compared.
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..contract import AnswerContract
from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..jurisdictions import find as find_jurisdictions
from ..models import CheckId, Violation
from ..terms import SentenceIndex, TermSet, place_terms, subject_terms
from ..verify.grounding import cited_fragments
from ..verify.models import VerifyInput
from .actor import asks_who, offers_a_choice, unnamed_actor
from .affirmed_clause import an_affirmed_clause
from .age_group import states_an_age_groups_rule_for_all
from .agreement import (
    NEGATION_STEMS,
    a_bound_said_as_a_denial,
    across_an_exception,
    does_what_it_may,
    duty_restated,
    excludes_nothing,
    flipped,
)
from .all_year import holds_all_year_against_an_exception
from .answer_word import yes_to_a_case_denied, yes_to_a_denied_case
from .bare_yes import a_yes_ruled_out
from .base import Check, ExtractionRequest, Trigger, answer_lang, occurs_verbatim
from .bound_value import takes_another_bounds_value
from .bounds import COMPLEMENT, turns_a_bound
from .chooser import gives_the_choice_to_another
from .claim_figures import stating_all, stating_its_figures
from .claim_langs import lang_of, langs_of, unsupported_apart
from .claim_sources import Sources, context_of
from .claim_text import SEVERAL_CLAUSES, Claim, claims_of, leading_place, paid_apart
from .clauses import (
    CLAUSE_BREAK,
    NEGATION_CONTENT,
    SHORT_SOURCE,
    a_clause_added,
    a_clause_as_long,
    a_clause_flipped,
    a_part_turned,
    clause_holding_most,
    its_clauses_there,
    permitted_before_an_ellipsis,
    permitted_elsewhere,
    permitted_in_its_clause,
    the_only_case_turned,
    the_only_denied_otherwise,
)
from .counted_per import counts_per_the_unsaid
from .day_kind import turns_the_day_kind
from .denied_beside import bans_what_a_clause_grants, denies_one_granted_beside
from .denied_clause import a_denied_clause
from .denied_list import permits_a_listed_case
from .denied_value import denies_a_stated_value
from .direction import turns_the_direction
from .doer import gives_the_act_to_another
from .elided import gives_the_elided_case_the_other_rule
from .even_if import EVEN, grants_a_case_denied_even_so, insists_on_a_denied_case
from .event_order import turns_the_event
from .excepted_item import grants_an_excepted_item
from .frequency import turns_the_frequency
from .hints import may, may_hold
from .lexicon import lays_a_duty
from .parallel_cases import drops_the_case, drops_the_kind
from .place_denied import grants_a_case_its_clause_denies
from .polarity import ANSWER_WORD, elliptic_answer, lower_runs, negated, permissive, plain, plain_source
from .requirement import denies_the_unsaid, waives_the_duty
from .share import shares_otherwise
from .sides import QUALIFIER_WORDS
from .the_rest import drops_the_case_of_the_rest
from .there_is import a_part_said_otherwise, says_what_there_is
from .unlimited import repeats_a_counted_act
from .waived_condition import waives_a_condition
from .whole_hire import per_person_of_a_whole_hire
from .word_readers import turned_by_a_word

CLAIM_COVERAGE = 0.34
MIN_UNCOVERED = 2
"""A sentence is weakly supported when its best two cited sentences hold less than
CLAIM_COVERAGE of its distinctive weight AND at least MIN_UNCOVERED of its terms occur in
neither: one paraphrased word ("charges" for "is") must not fail a faithful sentence,
while an invented statement brings several words of its own.
Set on the dev split of evalsets/verify (grounding_*, strong_model_*) and the correct
answers of evalsets/checks; reported on the holdout split and HaluEval's right answers
(README, "Verification")."""

SUPPORT_SENTENCES = 2
"""A claim may merge two source sentences ("X is 5 EUR and due in 30 days")."""



class _Support(NamedTuple):  # one per sentence, as Claim
    coverage: float
    negation_agrees: bool
    uncovered: int = 0


def support(claim: Claim, sources: Sources) -> _Support:
    """How well ``sources`` state ``claim``: coverage by the best two together, and whether
    the best one agrees in negation and modality.

    A claim nothing can state (a claimed action no mutation records), a claim with no
    source at all (nothing cited), and a claim none of whose own words — the question's
    included — occurs in any source ("The fee is 1 250 EUR." citing the deadlines) are
    unsupported however few distinctive words they have.
    """
    weights, terms_of = sources.weights, sources.index.terms
    # One allowed sentence holding every distinctive term covers the claim, and then a
    # source holds some word of it (its terms are anchors): no test for no support can fail.
    held_all = sources.holding_all(claim.terms) if claim.terms else frozenset()
    if claim.stated_by_nothing or (not held_all and (
            (not sources.allowed and (claim.anchors or claim.has_figure))
            or (claim.anchors and not sources.holds_any(claim.anchors)))):
        return _Support(0.0, True, max(MIN_UNCOVERED, len(claim.terms)))
    if held_all:
        covered, uncovered = 1.0, 0  # one sentence holds every term
    elif claim.terms:
        scored = sources.scores(claim.terms)
        top = sorted(scored, key=lambda k: (-scored[k], k))[:SUPPORT_SENTENCES]
        held = functools.reduce(operator.or_, (TermSet.of(terms_of[i]) for i in top), TermSet())
        covered = weights.coverage(claim.terms, held)
        uncovered = sum(1 for t in claim.terms if t not in held)
    else:  # every word is the question's or the source's name: only its polarity can be wrong
        covered, uncovered = 1.0, 0
    if a_yes_ruled_out(claim.text, claim.asked, sources.index, sources.allowed) is not None:
        return _Support(covered, False, uncovered)  # "Yes." for 20 minutes late where "no more than 15"
    if claim.has_figure and turns_the_direction(claim.text, claim.anchors or claim.words, sources) is not None:
        return _Support(covered, False, uncovered)  # "5 days after" where the source says "before"
    if turns_the_event(claim.text, sources) is not None:
        return _Support(covered, False, uncovered)  # "pay after processing" where the source says "before"
    if turns_the_frequency(claim.text, sources) is not None:
        return _Support(covered, False, uncovered)  # "once a month" where the source says "once a term"
    if repeats_a_counted_act(claim.text, sources) is not None:
        return _Support(covered, False, uncovered)  # "as many times as you like" where it says "once"
    if turns_the_day_kind(claim.text, sources) is not None:
        return _Support(covered, False, uncovered)  # «за каждый рабочий день» where it says «календарный»
    if uncovered and elliptic_answer(claim.text):
        # "Not if the delay was caused by traffic": a condition that is the whole claim, and
        # the source does not state all of it. Stated wholly, its "Not" answers the question.
        return _Support(covered, False, uncovered)
    # Polarity is compared with the sentence that says most of the whole claim, the
    # question's words included, not the one that matches only its distinctive rest.
    # Compared on the words that carry the statement (light verbs like "charge" or "require"
    # left out), so a flipped statement cannot hide behind one.
    if claim.has_figure and may_hold(claim, QUALIFIER_WORDS) \
            and turns_a_bound(claim.text, sources.index, sources.allowed, sources.bounds) is not None:
        return _Support(covered, False, uncovered)  # "at least 5 days" where the source says "within"
    if claim.has_figure and denies_a_stated_value(claim.text, sources.index, sources.allowed) is not None:
        return _Support(covered, False, uncovered)  # "is not £300" where the source says "is £300"
    if claim.has_figure and per_person_of_a_whole_hire(claim.text, sources.index, sources.allowed) is not None:
        return _Support(covered, False, uncovered)  # "£400 per person" where the hall is hired at £400
    if claim.has_figure and counts_per_the_unsaid(claim.text, sources) is not None:
        return _Support(covered, False, uncovered)  # "£25 an hour" where the redraw costs £25
    if claim.has_figure and may_hold(claim, QUALIFIER_WORDS) \
            and takes_another_bounds_value(claim.text, sources.index, sources.allowed, sources.bounds) is not None:
        return _Support(covered, False, uncovered)  # "at least 15 minutes": the 15 of a sentence with no bound
    # A leading place ("In Ireland, …") is context: its words do not pick the compared sentence,
    # but among sentences that say the claim's words equally, the one naming the place is it.
    lead = leading_place(ANSWER_WORD.sub("", claim.text))
    place = lead.codes
    context = TermSet(subject_terms(lead.phrase))
    there = says_what_there_is(lead.rest)  # two statements: each part compared with its own clause
    if there and a_part_said_otherwise(lead.rest, sources):
        return _Support(covered, False, uncovered)  # "… and there is no deposit" against "A deposit … is"
    words = tuple([t for t in (claim.anchors or claim.words) if t not in NEGATION_STEMS and t not in context])
    if len(words) < 2:  # one word is no statement to flip
        return _Support(covered, True, uncovered)
    runs = lower_runs(claim.text)  # read by plain and by excludes_nothing: cut once
    said_plainly = plain(claim.text, runs)
    if said_plainly and sources.all_plain:
        # The branch below for a plain best sentence, whichever it is; there is one when
        # an allowed sentence holds a word of the claim (it then scores above nothing) —
        # known without a look-up when one holds its terms and they are among ``words``.
        if not (held_all and NEGATION_STEMS.isdisjoint(claim.terms)) and not sources.holds_any(words):
            return _Support(covered, True, uncovered)
        return _Support(covered, excludes_nothing(claim, sources, may_deny=False, runs=runs), uncovered)
    # The best sentence: the most of ``words``, then the shortest, then the first.
    sentences_ = sources.index.sentences
    if claim.terms and NEGATION_STEMS.isdisjoint(claim.terms):
        # Its terms are among ``words`` (both are its anchors, less the free words or the
        # negations): the sentences holding all words are those of held_all holding the rest.
        rest = [t for t in words if t not in claim.terms]
        full = sources.holding_all(rest, within=held_all) if held_all else held_all
    else:
        full = sources.holding_all(words)
    if full:
        i = sources.index.shortest(_naming(place, full, sources) or full)
        if claim.has_figure and len(full) > 1 and COMPLEMENT.search(sentences_[i]):
            # The shortest sentence holding every word states the other side of the rule ("A
            # session cancelled *later* … is charged in full"): the one stating the claim's
            # figures is what it restates ("cancel free of charge at least 24 hours before").
            i = sources.index.shortest(stating_all(claim, sources, full) or full)
        near: dict[int, float] = {}
    else:
        near = sources.scores(words)
        if not near:
            return _Support(covered, True, uncovered)
        most = max(near.values())
        placed = _naming(place, (k for k in near if near[k] == most), sources)
        i = sources.best({k: near[k] for k in placed} or near)
    # The sentence most of the claim's words are in is where a word it governs can be
    # flipped ("Пошлина не возвращается"); its figures' sentence is what it says otherwise.
    stating = stating_its_figures(claim, sources, full) if claim.has_figure else None
    if stating is not None and stating != i:
        if flipped(its_clauses_there(claim, sources, i), sentences_[i], TermSet.of(terms_of[i])):
            return _Support(covered, False, uncovered)
        i = stating
    best = sentences_[i]
    if said_plainly and plain_source(best):
        # Neither negates, denies nor permits: they agree, unless the case is one a cited
        # sentence excludes, or another clause of the claim is another sentence's, turned round.
        return _Support(covered, excludes_nothing(claim, sources, may_deny=False, runs=runs)
                        and not a_clause_flipped(claim, sources, i), uncovered)
    own, theirs = len(words), len(terms_of[i])
    # A place the claim names anywhere is left out of what the best sentence must cover: "The
    # registration fee in DE is not 1 250 EUR" says nothing of "DE" the source must hold, and
    # the uncovered code (the rarest word there is) would keep the two from being compared.
    place_words = frozenset(place_terms(claim.text))
    stated = [t for t in words if t not in place_words] if place_words else words
    # The source clause that says most of the claim, not the whole sentence: "Bicycles travel
    # free, *but only 12 bicycles can be carried*" permits in its second clause. A long sentence
    # whose clause holds every word of the claim is compared by that clause: "*No fee is charged
    # for the first 7 days*; after that a fee of 6 GBP per day applies" (a red-team, p27).
    # Only its negation, though: a clause's modality may sit in the rest of the sentence.
    whole = theirs <= max(2 * own, SHORT_SOURCE)
    restating = weights.coverage(stated if len(stated) >= 2 else words, TermSet.of(terms_of[i])) >= NEGATION_CONTENT \
        and own >= 2
    several = SEVERAL_CLAUSES.search(lead.rest) is not None or there
    compare = restating and not several and not across_an_exception(claim.text, best)
    if compare:
        clause = clause_holding_most(best, words)
        figures_clause = _its_figures_clause(claim, best)
        if figures_clause is not None and negated(figures_clause) == negated(claim.text):
            # the claim's denial may be another clause's ("… is refunded within 14 days, but it is
            # not refunded if the room is damaged"): the figure's clause only where it agrees
            clause = figures_clause
        compare = whole or a_clause_as_long(clause, best, words, claim.text)
    if compare and not whole:
        agrees = negated(clause) == negated(claim.text) or the_only_denied_otherwise(clause, claim.text) \
            or duty_restated(claim.text, clause) or paid_apart(claim.text, clause)
    elif compare:
        permits = permissive(clause)
        # A plain answer to a question that asks whether one may ("Can my dog come into the
        # café?" → "Only if it is an assistance dog") carries the question's modality.
        excused = permits and (claim.asked is not None and permissive(claim.asked.question)
                               or bool(_A_BOUND_ALONE.match(ANSWER_WORD.sub("", claim.text))
                                       and not _A_VERB.search(claim.text)))
        agrees = (negated(clause) == negated(claim.text) or the_only_denied_otherwise(clause, claim.text)
                  or duty_restated(claim.text, clause) or a_bound_said_as_a_denial(claim.text, clause)
                  or paid_apart(claim.text, clause)) and (
            excused or permits == permissive(claim.text)
            or (not permits and (permitted_in_its_clause(best, claim.text) or _AVAILABLE.search(clause) is not None
                                 or permitted_elsewhere(claim.text, sources, i)
                                 or permitted_before_an_ellipsis(claim.text, sources, i)))
            or (permits and (does_what_it_may(claim.text, clause) or _required_by_an_only(clause, claim.text))))
    else:
        agrees = True
    # A claim of several clauses, or one beside a long sentence, is not compared whole; the
    # word a negation governs still is ("The fee is refunded, if …" / "… and is not refunded").
    agrees = agrees and not _flipped_by_all(claim, sources, i, full if full else near) \
        and not a_clause_flipped(claim, sources, i) and not yes_to_a_denied_case(claim, best) \
        and not (restating and several and a_part_turned(claim, sources, i))
    return _Support(covered, agrees and excludes_nothing(claim, sources, runs=runs), uncovered)




def _its_figures_clause(claim: Claim, sentence: str) -> str | None:
    """The clause of ``sentence`` that states the claim's figures, when another clause holds more
    of its words: «При отказе от ремонта диагностика в сервисном центре стоит 900 ₽» is the
    clause «если вы от ремонта отказываетесь, диагностика стоит 900 ₽», not «диагностика в
    сервисном центре … бесплатна, если вы соглашаетесь на ремонт», whose words it borrows
    (unseen34 dev u34-ru-030, a correct answer). None without figures, or when no one clause
    holds them all."""
    if not claim.has_figure:
        return None
    clauses = CLAUSE_BREAK.split(sentence)
    if len(clauses) < 2:
        return None  # one clause: the sentence itself, as clause_holding_most gives it
    digits = frozenset(DIGIT_RUN.findall(claim.text))
    parts = [p for p in clauses if digits <= frozenset(DIGIT_RUN.findall(p))]
    return parts[0] if len(parts) == 1 else None


def _flipped_by_all(claim: Claim, sources: Sources, best: int, among: frozenset[int] | dict[int, float]) -> bool:
    """``flipped`` against the best sentence, and against every other that states the same words
    of the claim (all of them, or those the best one holds) and its figures: two sentences
    may say the same words of two cases, and the claim restates the one it does not turn
    round («За утерянную посылку *с* объявленной ценностью мы возмещаем объявленную ценность
    …» beside «… *без* объявленной ценности возмещаем 3 000 ₽ …», unseen15 dev u15-ru-013)."""
    terms_of, sentences_ = sources.index.terms, sources.index.sentences
    claim = its_clauses_there(claim, sources, best)
    if the_only_case_turned(sentences_[best], claim.text):
        return True
    if not flipped(claim, sentences_[best], TermSet.of(terms_of[best])) \
            or the_only_denied_otherwise(sentences_[best], claim.text):
        return False
    if isinstance(among, dict):
        # the same weight is not enough: the same words ("not from Disturbed" is turned round
        # by the sentence naming Disturbed, not by one as near that never names it)
        held = TermSet.of(terms_of[best])
        words = [t for t in claim.anchors if t in held]
        among = frozenset(k for k, v in among.items() if v >= among[best]
                          and all(t in TermSet.of(terms_of[k]) for t in words))
    if claim.has_figure:
        among = stating_all(claim, sources, among)
    return all(flipped(claim, sentences_[k], TermSet.of(terms_of[k])) for k in among if k != best)


_AVAILABLE = lazy_pattern(r"\bavailable\b|(?<!\w)доступ(?:ен|на|но|ны)(?!\w)|\bwe\s+(?:take|accept)\b|"
                          r"\b(?:is|are)\s+accepted\b|(?<!\w)принима(?:ем|ется|ются)(?!\w)", re.IGNORECASE)
"""A thing "available" to someone is what they "can" have: "exchange students can have a 5-month
contract" restates "a 5-month contract is available only to exchange students" (unseen38 dev
u38-en-027); the word grants nothing of its own, so a plain claim restates it too. So does a
means of payment "we take" or "accept": "you can pay with MobilePay" for "in Denmark we take cards
and MobilePay" (unseen40 dev u40-en-015)."""
_A_BOUND_ALONE = lazy_pattern(r"\s*(?:up\s+to|no\s+more\s+than|not\s+more\s+than|at\s+most|at\s+least|"
                              r"не\s+более|не\s+больше|не\s+менее|не\s+меньше|до|максимум|минимум)\s+\d",
                              re.IGNORECASE)
"""A claim that opens with a bound and its figure ("Не более 300 000 ₽ в сутки …", "Up to 8 kg")
answers with the limit alone: it states no modality to set against "можно снять не более …"
(unseen14 dev u14-ru-016)."""
_A_VERB = lazy_pattern(r"\b(?:is|are|was|were|be|been|can|may|might|must|will|would|shall|should|do|does|did|has|"
                       r"have|had|gets?)\b|(?<!\w)[а-яё]+(?:ет|ют|ит|ят|ется|ются|ится|ятся|ть|ться|но|ны)(?!\w)",
                       re.IGNORECASE)
"""A verb: "Up to 5 days *are* carried over" states the act, and its modality is compared."""
_ONLY_PERMITS = lazy_pattern(r"\b(?:may|can)\s+(?:\w+\s+){0,3}?only\b|\bonly\s+(?:\w+\s+){0,3}?(?:may|can)\b|"
                             r"(?<!\w)(?:можно|может|могут)\s+(?:\w+\s+){0,3}?(?:только|лишь)(?!\w)|"
                             r"(?<!\w)(?:только|лишь)\s+(?:\w+\s+){0,3}?(?:можно|может|могут)(?!\w)", re.IGNORECASE)
def _required_by_an_only(source: str, claim: str) -> bool:
    """A permission for some only is a requirement for the rest: "e-scooters may be ridden *only*
    by people aged 18 or over" is what "you *must* be 18 or over to ride" says (unseen13 dev
    u13-en-007)."""
    return bool(_ONLY_PERMITS.search(source) and lays_a_duty(claim))


def _naming(place: Sequence[str], among: Iterable[int], sources: Sources) -> frozenset[int]:
    """The sentences of ``among`` that name every jurisdiction of ``place`` ("UK" and "the
    United Kingdom" alike); none when there is no place."""
    if not place:
        return frozenset()
    sentences = sources.index.sentences
    return frozenset(k for k in among if set(place) <= set(find_jurisdictions(sentences[k])))


def _stands(s: _Support) -> bool:
    return (s.coverage >= CLAIM_COVERAGE or s.uncovered < MIN_UNCOVERED) and s.negation_agrees


def _asked_who(inp: VerifyInput) -> TermSet | None:
    """The question's words, when it asks who acts (:mod:`tether.checks.actor`); else None."""
    if not asks_who(inp.question):
        return None
    return TermSet() if offers_a_choice(inp.question) else TermSet(subject_terms(inp.question))


def _stands_for(claim: Claim, sources: Sources, who: TermSet | None) -> bool:
    """The pre-check's support, then the readers of what coverage cannot weigh: a requirement
    denied or waived, a clause added, one word turned (:mod:`tether.checks.word_readers`), a case
    insisted on "even if"; for a who-question, the actor."""
    question, answer = (claim.asked.question, claim.asked.answer) if claim.asked else ("", "")
    if not _stands(support(claim, sources)) or denies_the_unsaid(claim, sources) \
            or a_clause_added(claim, sources, MIN_UNCOVERED) or waives_the_duty(claim, sources) \
            or a_denied_clause(claim, sources) or an_affirmed_clause(claim, sources) is not None \
            or turned_by_a_word(claim, sources) \
            or (may(claim, EVEN) and insists_on_a_denied_case(claim.text, sources) is not None) \
            or grants_a_case_denied_even_so(claim.text, sources) is not None \
            or yes_to_a_case_denied(claim, sources.index, sources.allowed) is not None \
            or shares_otherwise(claim.text, sources) is not None \
            or denies_one_granted_beside(claim.text, sources) is not None \
            or bans_what_a_clause_grants(claim.text, sources) is not None \
            or gives_the_elided_case_the_other_rule(claim.text, sources) is not None \
            or holds_all_year_against_an_exception(claim.text, sources) is not None \
            or grants_a_case_its_clause_denies(claim.text, sources) is not None \
            or gives_the_choice_to_another(claim.text, sources) is not None \
            or states_an_age_groups_rule_for_all(claim, sources) is not None \
            or waives_a_condition(claim.text, sources) is not None \
            or grants_an_excepted_item(claim.text, sources) is not None \
            or permits_a_listed_case(claim, sources) is not None \
            or any(dropped(claim.text, question, sources, answer) is not None
                   for dropped in (drops_the_case, drops_the_kind, drops_the_case_of_the_rest)):
        return False
    if who is None:
        return True
    return not unnamed_actor(claim.text, claim.anchors, who, sources.index, sources.allowed, sources.weights) and (
        claim.asked is None or gives_the_act_to_another(claim.text, claim.asked.question, sources.index,
                                                        sources.allowed, sources.cited_texts) is None)


class UnsupportedClaim(Check):
    id: CheckId = "unsupported-claim"

    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        if answer is None:
            return None
        cited = cited_fragments(answer, inp.context)  # none: nothing states any claim
        context = context_of(inp)
        sources = context.cited([f.id for f in cited])
        langs = langs_of(cited)
        who = _asked_who(inp)
        weak = [c for c in claims_of(answer, inp, cited)
                if (unsupported_apart(c, MIN_UNCOVERED) if langs and lang_of(c.text) not in langs
                    else not _stands_for(c, sources, who))]
        if not weak:
            return None
        first = weak[0]
        # its figures too: the sentence stating a claim's value is one that may state the claim
        # (and the condition it holds under: tether.checks.values_condition.drops_the_values_condition)
        terms = tuple(dict.fromkeys(t for c in weak for t in (*c.terms, *c.anchors, *DIGIT_RUN.findall(c.text))))
        return Trigger(check=self.id, form=first.text, span=first.span, kind="claim", subject=terms,
                       subject_text=first.text, evidence=tuple(c.text for c in weak))

    def extraction(self, trigger: Trigger, inp: VerifyInput) -> ExtractionRequest | None:
        answer = _contract(inp)
        cited = tuple(cited_fragments(answer, inp.context)) if answer else ()
        claims = "; ".join(f"«{c}»" for c in trigger.evidence)
        if answer_lang(inp) == "ru":
            instruction = ("Скопируйте из материала предложения, которые утверждают следующее "
                           f"(не больше двух на каждое утверждение): {claims}")
        else:
            instruction = ("Copy the sentences of the material that state the following "
                           f"(at most two for each statement): {claims}")
        return ExtractionRequest(check=self.id, instruction=instruction, fragments=cited,
                                 subject=trigger.subject, min_shared=1, lang=answer_lang(inp))

    def judge(self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput) -> Violation | None:
        answer = _contract(inp)
        if answer is None:
            return None
        cited = cited_fragments(answer, inp.context)
        texts = [f.text for f in cited]
        own = [q for q in quotes if occurs_verbatim(q, texts)]  # quotes from the cited fragments only
        quoted = SentenceIndex(own)
        sources = Sources(quoted, frozenset(range(len(own))), context_of(inp).index.weights, cited_texts=tuple(texts))
        who = _asked_who(inp)
        unsupported = [c for c in claims_of(answer, inp, cited)
                       if c.text in trigger.evidence and not _stands_for(c, sources, who)]
        if not unsupported:
            return None
        first = unsupported[0]
        more = f" (and {len(unsupported) - 1} more)" if len(unsupported) > 1 else ""
        where = f"the cited {', '.join(f.id for f in cited)}" if cited else "any cited fragment (none is cited)"
        if cited and lang_of(first.text) not in langs_of(cited):
            where += " in its own language"
        return Violation(check=self.id, span=first.span,
                         detail=f'"{_short(first.text)}" is not stated by {where}{more}')

    def evidence(self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput) -> tuple[str, ...]:
        return quotes


def _contract(inp: VerifyInput) -> AnswerContract | None:
    from ..contract import parse_output

    return parse_output(inp.output, inp.finish_reason).contract


def _short(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
