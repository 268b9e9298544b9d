"""Who does the act asked about, in English: the answer gives it to another party of the cited
text (:mod:`tether.checks.doer` reads Russian).

"Who sends the invoice to the insurer?" answered "The *policyholder* sends the invoice directly
to the insurer" against "The *repairer* sends the invoice directly to the insurer, and the
policyholder pays only the excess": the policyholder is a party of the sentence, doing another
act. English marks the doer by its place: the words right before the verb ("The repairer
sends"), or after "by" in a passive ("is carried out *by* FibreLink").

Read only for a who-question, on the claim's clause whose verb is the question's (one stem:
"sends" / "sent", "authorises" / "authorised"). A pronoun is not read as a named party ("you send
…" may be the reader's own act). The claim fails when no cited clause of that act names the doer,
while the cited text or the question names that party. Pronouns are read on their own, as the
two sides of a business's rules: its "we" given an act that every cited clause gives "you" or
"the guest", or the reverse (:func:`_swaps_the_person`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..guard import lazy_pattern
from ..terms import SentenceIndex
from ..text import STOP_WORDS_EN, sentence_spans, stem
from .discretion import READER_ROLES
from .lexicon import IRREGULAR_PAST, verb_stem

_WORD = lazy_pattern(r"[a-z]+(?:[-'][a-z]+)*", re.IGNORECASE)
_CLAUSE_BREAK = lazy_pattern(r"[,;:()]|\s(?:and|but|while|whereas)\s", re.IGNORECASE)
MAX_APPOSITION_WORDS = 3
"""A piece this short after a comma names again what comes before it ("by its network partner,
*FibreLink*"): it is read with that clause."""
_ASKED_VERB = lazy_pattern(r"\bwho\s+(?:(?:must|should|can|will|may|shall|would|has\s+to|have\s+to|needs?\s+to|is\s+to|"
                           r"does|do)"
                           r"\s+)?(?!is\b|are\b|was\b|were\b)([a-z]+)", re.IGNORECASE)
_BE = frozenset("is are was were be been being gets get".split())
_PRONOUNS = frozenset("you we they he she it i one someone anyone everyone nobody itself themselves yourself".split())
_NOT = frozenset("not never no cannot don't doesn't won't isn't aren't".split())
_ASIDE = frozenset("directly only also always usually then first still just normally automatically".split())
"""Adverbs between a doer and its verb ("The repairer *directly* sends")."""


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def _clauses(text: str) -> list[list[str]]:
    out: list[list[str]] = []
    for piece in _CLAUSE_BREAK.split(text):
        words = _words(piece)
        if out and 0 < len(words) <= MAX_APPOSITION_WORDS:
            out[-1] += words
        elif words:
            out.append(words)
    return out


DOER_REACH = 6
"""Words read before a verb, or after its "by", for its doer: bounded, so that an answer of
many verbs is read in linear time."""


def _run_before(words: list[str], at: int, asked: frozenset[str]) -> list[str]:
    """The words right before the verb at ``at`` that name its doer ("the class *teacher*"),
    the adverbs between them skipped; [] when a stop word or a question word stands there."""
    stop = max(-1, at - 1 - DOER_REACH)
    i = at - 1
    while i > stop and words[i] in _ASIDE:
        i -= 1
    run: list[str] = []
    while i > stop and words[i] not in STOP_WORDS_EN and words[i] not in asked and words[i] not in _BE:
        run.append(words[i])
        i -= 1
    return run[::-1]


def _agent(words: list[str], at: int) -> list[str]:
    """The passive's doer: the words after "by" up to the next stop word ("carried out *by* its
    network partner")."""
    try:
        by = words.index("by", at + 1, at + 1 + DOER_REACH)
    except ValueError:
        return []
    run: list[str] = []
    for w in words[by + 1:by + 1 + DOER_REACH]:
        if w in STOP_WORDS_EN:
            if run:
                break
            continue
        run.append(w)
    return run


def _person(words: list[str], at: int, passive: bool) -> str | None:
    """"we" or "you" when that pronoun does the act at ``at``: right before the verb ("*we*
    book", "*you* must book"), or after a passive's "by" ("paid *by us*")."""
    if passive:
        by = words[at + 1:at + 3]
        return _PERSONS.get(by[1]) if len(by) == 2 and by[0] == "by" else None
    i = at - 1
    while i >= 0 and (words[i] in _ASIDE or words[i] in _MODALS):
        i -= 1
    return _PERSONS.get(words[i]) if i >= 0 else None


_PERSONS = {"we": "we", "us": "we", "you": "you"}
_MODALS = frozenset("must should can will may shall would need".split())


def _doer_and_clauses(text: str, act: frozenset[str], asked: frozenset[str]
                      ) -> list[tuple[list[str], list[str], str | None]]:
    """Each clause of ``text`` with a verb of a stem in ``act``: (its doer's words, the clause,
    the doer's person when a pronoun names it)."""
    out = []
    for words in _clauses(text):
        for at, w in enumerate(words):
            if verb_stem(w) not in act:
                continue
            if any(w2 in _NOT for w2 in words[max(0, at - 3):at]):
                continue  # "Cedarloop does *not* bill these customers": who does not act
            participle = w.endswith("ed") or w in IRREGULAR_PAST
            # a participle with its doer after "by" is a passive all the same: "with the ferry *booked by
            # the hirer*" (unseen49 dev u49-en-038 gave the booking to "we")
            passive = at > 0 and (words[at - 1] in _BE or (at > 1 and words[at - 2] in _BE)) \
                or (participle and words[at + 1:at + 2] == ["by"] and _by_a_party(words, at))
            if w.endswith("ing") or not passive and participle:
                continue  # a participle ("the model *fitted* in most homes", "for *fitting* it"), not an act
            out.append((_agent(words, at) if passive else _run_before(words, at, asked), words,
                        _person(words, at, passive)))
    return out


def _by_a_party(words: list[str], at: int) -> bool:
    """Whether the participle at ``at`` is followed by "by" and one of the two sides of a business's
    rules: its reader ("booked *by the hirer*", :data:`READER_ROLES`) or a person's pronoun ("by us").
    Not how or when ("paid by card", "by direct debit", "booked by Friday", "by the due date": a
    red-team and a review of this reading), which name no doer."""
    agent = _agent(words, at)  # its words up to a stop word: "by us" has none
    if agent:
        return stem(agent[-1]) in READER_ROLES
    return words[at + 2:at + 3] in (["us"], ["you"])


_ALIKE = tuple(frozenset(verb_stem(w) for w in group.split()) for group in ("decide choose select pick",))
"""Verbs that name one act: "Who *decides* between a refund and a new date?" is answered by the
sentence where "the guest *chooses* between a full refund and a new date" (unseen34 dev
u34-en-049 gave the choice to the operator). unseen33 dev u33-en-049, of the same shape, is still
not read: its "… cancels the tour and decides …" names no doer in the clause of "decides"."""


def acts_alike(act: str) -> frozenset[str]:
    """``act`` and the verbs that name the same act (:data:`_ALIKE`)."""
    return next((group for group in _ALIKE if act in group), frozenset({act}))


def _swaps_the_person(claim: str, act: frozenset[str], asked: frozenset[str], index: SentenceIndex,
                      allowed: frozenset[int]) -> str | None:
    """The cited sentence doing the act the claim gives to the other side of a business's
    rules: "*we* book the lift" against "*you* book the lift with your building manager"
    (unseen28 dev u28-en-043); "*We* pay the bank charges" against "bank charges … are paid *by
    the guest*" (unseen31 dev u31-en-049). "We" is the business that writes its rules; "you" is
    its reader, whom the rules also call the guest or the customer. Only a pronoun the claim
    gives the act is read, against cited clauses of that act that all name the other side: for "you",
    the business's staff too ("*You* keep your inhaler" against "inhalers are kept *by the instructor*":
    unseen56 dev u56-en-040)."""
    claimed = _doer_and_clauses(claim, act, asked)
    persons = {p for _, _, p in claimed}
    if len(persons) != 1 or None in persons or any(_PARTICLE.search(" ".join(w)) for _, w, _ in claimed):
        return None  # "we *pick up* the bike" is another act than "you pick a date"
    person = persons.pop()
    # the same act on the same thing: "we book *the guide*" is not "you book *the tour* online"
    objects = frozenset(stem(w) for _, words, _ in claimed for w in words if w not in STOP_WORDS_EN) - act
    acts = [(i, d, p) for i in sorted(allowed) for d, words, p in _doer_and_clauses(index.sentences[i], act, asked)
            if not objects.isdisjoint(stem(w) for w in words if w not in STOP_WORDS_EN)]
    if not acts:
        return None
    for _, doer, their in acts:
        other = (their == "you" or (their is None and bool(doer) and stem(doer[-1]) in READER_ROLES)
                 if person == "we" else
                 their == "we" or (their is None and bool(doer) and stem(doer[-1]) in _STAFF))
        if not other:
            return None
    return index.sentences[acts[0][0]]


_STAFF = frozenset(stem(w) for w in "instructor teacher coach guide trainer lifeguard staff".split())
"""Who acts for the business whose rules say "we", in its rules' own words: not a manager or a doctor,
who may be a third party ("the building manager books the lift")."""
_PARTICLE = lazy_pattern(r"\b(?:pick|pay|drop|give|take|hand|send|fill|sign|set|call|check)\s+"
                         r"(?:up|off|out|back|over|in|down|away)\b", re.IGNORECASE)
"""A phrasal verb, another act than its bare verb ("pick up" the bike, "pick" a date)."""


def gives_the_act_to_another_en(claim: str, question: str, index: SentenceIndex, allowed: frozenset[int],
                                cited: Sequence[str] = ()) -> str | None:
    """The cited sentence whose act the claim gives to another of its parties, or None."""
    asked_verb = _ASKED_VERB.search(question)
    if asked_verb is None:
        return None
    act = acts_alike(verb_stem(asked_verb.group(1).lower()))
    # The words of the who-clause only: a party the question names before it ("My carer and I are
    # visiting. Who pays what?") is one the answer may give the act to wrongly (unseen41 dev u41-en-048).
    start = max((lo for lo, _ in sentence_spans(question) if lo <= asked_verb.start()), default=0)
    asked = frozenset(_words(question[start:]))
    swapped = _swaps_the_person(claim, act, asked, index, allowed)
    if swapped is not None:
        return swapped
    doers = {tuple(d) for d, _, _ in _doer_and_clauses(claim, act, asked) if d}
    if len(doers) != 1:
        return None
    doer = doers.pop()
    head = doer[-1] if doer[-1] not in _PRONOUNS else ""
    if not head or any(w in _PRONOUNS for w in doer):
        return None
    acts = [(i, words) for i in sorted(allowed) for _, words, _ in _doer_and_clauses(index.sentences[i], act, asked)]
    if not acts or any(not {stem(w) for w in doer}.isdisjoint(stem(w) for w in words) for _, words in acts):
        return None  # no cited act, or a cited clause of it names the claim's doer
    texts = cited or [index.sentences[i] for i in allowed]
    known = {stem(w) for text in (*texts, question) for w in _words(text)}
    return index.sentences[acts[0][0]] if stem(head) in known else None
