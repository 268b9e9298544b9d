"""What a section's names say it is about (issue 12): its heading, its anchor, and the question.

A heading is its author's statement of the section's subject, an anchor the name its owner
gave it. Among fragments that share a question's words, one whose heading has a word the
question has not is about something else (:func:`headed_elsewhere`); one whose heading or
anchor the question's words hold every word of is about what is asked (:func:`name_within`),
and so is a section of a named document whose heading the question quotes
(:func:`quoted_sections`). :class:`SectionNames` finds, for :mod:`tether.settled`, whether any
section of a corpus could be named within a question's words, without reading every name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .coverage import _UNITS_OF, SAME_AS, _with_parts, holds
from .gate import Verdict
from .question_frame import QUESTION_FRAME
from .terms import Weights
from .text import NEGATORS, STOP_WORDS, stem, tokens


@lru_cache(maxsize=4096)
def heading_tokens(text: str) -> tuple[str, ...]:
    """Stems of the content words and the denials of a heading or question; kept, since a
    corpus's headings come back question after question."""
    return tuple(t if t in NEGATORS else stem(t) for t in tokens(text)
                 if t in NEGATORS or (t not in STOP_WORDS and stem(t) not in QUESTION_FRAME))


def headed_elsewhere(v: Verdict, asked: frozenset[str]) -> bool:
    """The section's heading has a content word the question has not: it is about another
    subject, whatever words it shares with the question."""
    return any(not holds(asked, t) for t in heading_words(v.candidate.heading or ""))


def headed_apart(v: Verdict, asked: frozenset[str]) -> bool:
    """The section's heading is not within the question's words: headed for another subject
    (:func:`headed_elsewhere`), for the case its rule denies ("What we do not collect"), which
    a question that denies nothing does not ask about, or for no subject at all ("How it
    works", or no heading)."""
    return not within(v.candidate.heading or "", asked)


TOPIC_SHARE = 0.6
"""A section named for a question word the answering section lacks is the question's other subject
when it covers the question at least this share of what the answering one does: "What is the
deposit for a *school* visit?" covers the group visits' deposit rule at 0.7 and the section headed
"School visits" at 0.6 of that, and neither states a school visit's deposit. A section that shares one
side word ("Exam timetable" for "how long do I have to appeal my exam results") covers less. Set on
the dev splits of the labelled question sets: 0.6 turned 17 answers from a wrong source into stops
and 5 right answers into stops (0.5: 19 and 6; 0.7: 15 and 3)."""

ONE_OF_SEVERAL = 0.15
"""A thing is one of several a corpus has sections on when at most this share of its fragments
name it: the lessons in 3 of a golf group's 69 sections ("… when I book *a golf lesson*?"). What a
whole corpus is about is named in a quarter or more and is meant where a rule does not name it —
"the deposit when I book *a site*" at a campground (29 of 79), "*a car*" at a car club (17 of 62),
"*a move*" at a removals firm (26 of 77: unseen30 dev u30C-018, unseen21 dev u21c-003), "tax" at a
tax preparer."""


def one_of_several(term: str, weights: Weights) -> bool:
    """Whether the corpus holds ``term`` in some fragments, at most :data:`ONE_OF_SEVERAL` of them."""
    return 0 < weights.df(term) <= ONE_OF_SEVERAL * weights.size

MEASURE_NAMES = frozenset(stem(w) for w in (
    "deadline deadlines limit limits duration term pay paid paying payment "
    "срок сроки срока период платить плата оплата оплатить заплатить").split())
"""Words that name the value asked for, not what it is asked of: "What is the income *limit* for
the housing allowance?" is not about the section headed "Age limits"."""


def topic_of_another_section(terms: Sequence[str], drawn_on: Sequence[Verdict], candidates: Sequence[Verdict],
                             weights: Weights, strength: Callable[[Verdict], float]) -> str | None:
    """A question term that the sections an answer draws on (``drawn_on``, best first) do not hold
    and another candidate section is headed for, covering the question nearly as well
    (:data:`TOPIC_SHARE`); None when there is none.

    Such a question joins two subjects no one section states together: the deposit that one
    section gives for group visits, asked of the school visits another is about ("What is the
    deposit for a school visit?"), or the warranty on repairs, asked of a rented bike. The best
    section answers the first half and is silent on the second, so its answer comes from a wrong
    source.

    A section the reader may not read (``denied``) is not read: whether its heading holds a word of the
    question must not turn an answer into a stop (docs/security.md, "The gate"). One rejected for another
    reason (no anchor, not yet published) is, as a stop lists it."""
    if not drawn_on:
        return None
    floor = TOPIC_SHARE * strength(drawn_on[0])
    for t in terms:
        if t in MEASURE_NAMES or any(holds(v.candidate.stems, t) for v in drawn_on) or not one_of_several(t, weights):
            continue
        if any("denied" not in v.reasons and v not in drawn_on and strength(v) >= floor
               and t in heading_words(v.candidate.heading or "") for v in candidates):
            return t
    return None


def denies(question: str) -> bool:
    """The question has a denial ("What is *not* reimbursed?"): names that deny may be its own."""
    return any(t in NEGATORS for t in tokens(question))


def heading_words(heading: str) -> tuple[str, ...]:
    """The stems of a heading's content words (its denials apart)."""
    return tuple(t for t in heading_tokens(heading) if t not in NEGATORS)


def name_words(name: str) -> tuple[str, ...] | None:
    """The content stems of a heading or an anchor ("registration-fee"), or None for one that
    denies ("When no charge is made", {#no-charge}): that names the case a question about the
    charge does not ask for."""
    words = heading_tokens(name.replace("-", " "))
    return None if any(t in NEGATORS for t in words) else words


def within(name: str, asked: frozenset[str]) -> bool:
    """The name has content words and ``asked`` holds each of them."""
    words = name_words(name)
    return bool(words) and all(holds(asked, t) for t in words or ())


def name_within(v: Verdict, asked: frozenset[str]) -> tuple[str, ...]:
    """The words of the section's heading, else of its anchor, when that is within the
    question's words; () when neither is."""
    for name in (v.candidate.heading or "", v.candidate.anchor or ""):
        if within(name, asked):
            return name_words(name) or ()
    return ()


def anchored_for(v: Verdict, words: tuple[str, ...], asked: frozenset[str]) -> bool:
    """The section's anchor is within the question's words and names each of ``words``: its
    owner named it for what they name."""
    anchor = name_words(v.candidate.anchor or "")
    return bool(anchor) and all(holds(asked, t) for t in anchor or ()) and all(
        holds(frozenset(anchor or ()), w) for w in words)


MIN_QUOTED_WORDS = 2
"""Words a heading needs for the question to quote it: a one-word heading ("Registration",
"Renewal") is a word any question about the document may use."""


def quoted_sections(question: str, terms: Sequence[str], sections: Sequence[Verdict]) -> tuple[Verdict, ...]:
    """The sections whose heading the question's own ``terms`` quote in full (every content
    word, and a denial too: "What is *not* reimbursed"), those quoting the most words.
    Words of the document's name do not count: "According to *Registration fees* — Austria,
    what is the renewal fee?" does not quote the heading "Registration fee"."""
    asked = frozenset(terms) | {w for w in tokens(question) if w in NEGATORS}
    quoted = []
    for v in sections:
        words = heading_tokens(v.candidate.heading or "")
        quotes = all(w in asked if w in NEGATORS else holds(asked, w) for w in words)
        if quotes and len(words) >= MIN_QUOTED_WORDS and any(w not in NEGATORS for w in words):
            quoted.append((len(words), v))
    best = max((n for n, _ in quoted), default=0)
    return tuple(v for n, v in quoted if n == best)


@dataclass(frozen=True, slots=True)
class SectionNames:
    """A corpus's section names — each heading's and anchor's :func:`name_words` — filed by a
    two-letter key, so that the few a question's words could hold whole are found without
    reading the rest: a stem holds a name's word only when they share their first two letters
    (equal, one the start of the other, an abbreviation's head), or when the word is a unit,
    a word of the same meaning or a compound (:func:`tether.coverage.holds`) — those words
    key ``""`` and match any question."""

    filed: Mapping[str, tuple[tuple[frozenset[str], tuple[str, ...]], ...]]  # a key → (keys, words)

    def within(self, asked: frozenset[str]) -> bool:
        """Whether some name's words are all held by ``asked`` (:func:`within`)."""
        keys = {s[:2] for s in _with_parts(asked)} | {""}
        return any(needs <= keys and all(holds(asked, w) for w in words)
                   for key in keys for needs, words in self.filed.get(key, ()))


def _key(word: str) -> str:
    """The letters a stem must begin with to hold ``word``; ``""``: a stem of any letters may."""
    return "" if word in _UNITS_OF or word in SAME_AS or "-" in word else word[:2]


def section_names(headings: Iterable[str], anchors: Iterable[str]) -> SectionNames:
    """The :class:`SectionNames` of these headings and anchors."""
    every = {words for words in map(name_words, (*headings, *anchors)) if words}
    counts: dict[str, int] = {}
    for words in every:
        for key in {_key(w) for w in words}:
            counts[key] = counts.get(key, 0) + 1
    filed: dict[str, list[tuple[frozenset[str], tuple[str, ...]]]] = {}
    for words in every:
        needs = frozenset(map(_key, words))
        # Filed once, under its rarest key: a heading is found when the question holds each key.
        key = min(needs - {""}, key=lambda k: (counts[k], k), default="")
        filed.setdefault(key, []).append((needs, words))
    return SectionNames({k: tuple(v) for k, v in filed.items()})
