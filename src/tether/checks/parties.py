"""Who does it: the reader's act stated as the provider's, or the reverse.

"You must tell the hotel within 7 days of check-out if you notice damage" against "*We* tell
*you* within 7 days of check-out if we find damage" (unseen12 dev u12-en-031): every word of
the claim is the source's, "you" and the hotel included, so coverage passes; the duty moved
from one party to the other. Read in code, on the two parties a policy speaks as — the reader
("you", «вы») and the provider ("we", «мы»): the claim has one of them do an act (the verb
right after the pronoun, past a modal) as a duty ("must", «должны»), the cited sentence that
states most of the claim has the other do the same act, and no cited sentence has the claim's
party do it.

A claim in the first person ("We tell you …") is not read as a claim at all (tether.checks.claim_text:
what the assistant did or offers), so the swap read is the reader's side given the provider's act.
Only the pronouns and "our team / staff" («наши сотрудники»): "the hotel tells you" or
«мастер составляет акт» name a party with a noun, whose place in the sentence (Russian word
order is free) a reading without a parser cannot tell. "If your vehicle blocks a doorway, you
must move it yourself" against "…, our team moves it" (unseen13 dev u13-en-030)."""

from __future__ import annotations

import re
from collections import Counter

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, SentenceIndex, same_term, subject_terms
from ..text import stem
from .lexicon import lays_a_duty

_MODAL = (r"(?:(?:must|should|shall|will|can|may|need\s+to|have\s+to|are\s+(?:required|expected|asked)\s+to|"
          r"also|then|always|usually|normally)\s+)*")
_RU_MODAL = r"(?:(?:должны|обязаны|можете|можем|будете|будем|сможете|сможем|также|тоже|сами|всегда)\s+)*"
_EN_PROVIDER = r"our\s+(?:team|staff|stewards?|engineers?|technicians?|crew|support\s+team)"
_RU_PROVIDER = (r"наш[аи]?\s+(?:сотрудники|сотрудник|специалисты|специалист|мастер|мастера|администратор|"
                r"администраторы|команда|служба\s+поддержки)")
PARTY_ACT = Guarded(
    r"\b(you|we|" + _EN_PROVIDER + r")\s+" + _MODAL
    + r"(?!(?:are|is|be|been|get|got|have|has|do|does|did|not|never|will)\b)([a-z]+)\b|"
    r"(?<!\w)(вы|мы|" + _RU_PROVIDER + r")\s+" + _RU_MODAL + r"(?!(?:не|ни|уже|ещё|еще|бы|же)(?!\w))([а-яё]+)(?!\w)",
    re.IGNORECASE, ("you", "we", "our", "вы", "мы", "наш"))
"""A party and the act it does: "you (must) tell", «мы сообщаем», "our team moves it";
auxiliaries and negations are not acts ("you are told", «вы не …»)."""
_READER = frozenset({"you", "вы"})
_NOT_AN_ACT = frozenset("""within before after at in on by for to from with without until up about if when whether
    that and or but a an the your our their this these those any all some more less than as so only also each every
    in-person back there here ourselves yourself yourselves
    в во на по за до от из с со к ко у о об при для без через после перед и или но а что чтобы как если когда
    только уже также тоже все всё свой свою свои ваш ваши вашу наш наши нашу это этот эту""".split())
"""Words after "you" / "we" that are no act: "we tell you *within* 7 days"."""

MIN_SAID = 2
"""Content words the cited sentence must share with the claim besides the act, as for
:data:`tether.checks.any_time.MIN_SAID`: one shared word names no rule."""


def _acts(text: str) -> set[tuple[str, bool]]:
    """The (act's stem, done by the reader) pairs of ``text``."""
    found = set()
    for m in PARTY_ACT.pattern.finditer(text):
        party, verb = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if verb.lower() not in _NOT_AN_ACT:  # "we tell you *within* 7 days": no act of "you"
            found.add((stem(verb.lower()), party.lower() in _READER))
    return found


def swaps_the_parties(claim: str, index: SentenceIndex, allowed: frozenset[int]) -> str | None:
    """The cited sentence whose act the claim gives to the other party, or None. Each clause
    of the claim is read against the cited sentence that states most of it: "If *we* cancel a
    sailing, you get a full refund" beside "Standard tickets are refundable … if cancelled at
    least 7 days before" is no other party for "you cancel at least 7 days before"."""
    if not PARTY_ACT.possible(claim) or not lays_a_duty(claim):
        return None  # most claims: no party, or no duty laid on one (read below, clause by clause)
    theirs = {i: _acts(index.sentences[i]) for i in sorted(allowed) if PARTY_ACT.possible(index.sentences[i])}
    if not theirs:
        return None
    done = set().union(*theirs.values())
    for clause in _CLAUSE.split(claim):
        # only a duty laid on a party: many acts are one event seen from either side ("we board
        # passengers" / "you board", «мы записываем» / «вы можете записаться»: review11's false
        # fires); a duty the source gives the provider, laid on the reader, is not
        if not lays_a_duty(clause):
            continue
        acts = [(act, by_reader) for act, by_reader in _acts(clause) if not _does(done, act, by_reader)]
        if not acts:
            continue  # none, or a cited sentence has the claim's party do it
        said = [t for t in dict.fromkeys(subject_terms(clause)) if t not in GENERIC_TERMS]
        shared = Counter(i for t in said for i in index.holding(t, exact=True) & allowed)
        if not shared:
            continue
        best = min(shared, key=lambda k: (-shared[k], k))
        if shared[best] - 1 >= MIN_SAID and any(_does(theirs.get(best, set()), act, not by_reader)
                                                for act, by_reader in acts):
            return index.sentences[best]
    return None


def _does(acts: set[tuple[str, bool]], act: str, by_reader: bool) -> bool:
    """Whether ``acts`` have that party do ``act``, in any form of the verb («сообщить» / «сообщаем»)."""
    return any(who == by_reader and same_term(act, theirs) for theirs, who in acts)


_CLAUSE = lazy_pattern(r"[;:]")
"""Where a claim's statements part. Not at a comma: "If your vehicle blocks a doorway, you must
move it yourself" is one statement, whose words beside the act find its sentence."""
