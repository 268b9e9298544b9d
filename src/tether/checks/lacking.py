"""A kind of thing named by what it lacks ("a ceremony *without a reception*", "a room *without a
view*", «*без отдельного* места»): where claim and source name it alike, the "without" names the case
in both and denies none of its figures (tether.checks.bounds reads which side of a bound a denial
states)."""

from __future__ import annotations

import re
from itertools import islice

from ..guard import lazy_pattern
from ..terms import TermSet, subject_terms

_KIND_WITHOUT = lazy_pattern(r"(?P<lack>(?P<prep>\bwithout|(?<!\w)без)\s+(?:an?\s+|the\s+|any\s+)?"
                             r"(?P<word>[^\W\d_][\w-]*))(?P<next>\s+[^\W\d_][\w-]*)?", re.IGNORECASE)
"""What a thing goes without, and the word after it: "a ceremony *without a reception* costs …",
«дети едут *без отдельного места*», "*without it* you pay for repairs"."""
_AGREEING = lazy_pattern(r"[а-яё]+(?:ого|его|ой|ей|ых|их)", re.IGNORECASE)
"""A Russian adjective in the genitive, as «без» governs it: the noun it qualifies comes next («без
*полного* возврата»); after any other word the next one belongs to the main clause ("without
insurance *riders* pay …": a review of session 54)."""


def kinds_named_alike(claim: str, source: str) -> tuple[str, str]:
    """``claim`` and ``source`` with each "without" that denies nothing of the rule blanked:

    - one both say alike names the case in both ("a ceremony *without a reception* costs NZ$ 2 100
      for up to 60 guests": unseen43 dev u43-en-040; «дети до 6 лет едут бесплатно *без
      отдельного места*», which a rule-made bound mutation of unseen26 dev u26-ru-007 turned
      round: both passed, read as denied);
    - one whose words the other side does not hold at all names a circumstance ("*Without it* you
      pay for repairs yourself, at least NZ$250" against "up to NZ$250": a rule-made mutation).

    One that lacks the other side's own thing denies it and is kept: «Отмена менее чем за 24 часа —
    *без полного возврата*» is the other side of «возвращается полностью при отмене не менее чем
    за 24 часа». Only the preposition is blanked, to spaces, so figures keep their offsets. The
    first KINDS_READ phrases of each only: a sentence names few."""
    if not (_HINT.search(claim) or _HINT.search(source)):
        return claim, source  # neither says "without" / «без»: what nearly every claim is
    lowered = source.lower()
    claim_words, source_words = TermSet(subject_terms(claim)), TermSet(subject_terms(source))
    for m in islice(_KIND_WITHOUT.finditer(claim), KINDS_READ):
        width = len(m.group("prep"))
        found = re.compile(re.escape(m.group("lack").lower()) + r"(?!\w)").search(lowered)  # not "a viewing deck"
        if found is not None:  # said alike: blanked on both sides
            at = found.start()
            source = source[:at] + " " * width + source[at + width:]
            lowered = lowered[:at] + " " * width + lowered[at + width:]
        elif not _holds_none(m, source_words):
            continue  # it lacks the source's own thing: a denial, kept
        claim = claim[:m.start()] + " " * width + claim[m.start() + width:]
    for m in islice(_KIND_WITHOUT.finditer(source), KINDS_READ):
        if _holds_none(m, claim_words):
            width = len(m.group("prep"))
            source = source[:m.start()] + " " * width + source[m.start() + width:]
    return claim, source


def _holds_none(m: re.Match[str], other: TermSet) -> bool:
    """Whether ``other`` holds none of the words a "without" phrase ``m`` lacks (the noun after an
    adjective too: «без полного *возврата*»)."""
    lacked = m.group("lack") if not _AGREEING.fullmatch(m.group("word")) else m.group()
    return not any(t in other for t in subject_terms(lacked[len(m.group("prep")):]))


_HINT = lazy_pattern(r"without|без", re.IGNORECASE)

KINDS_READ = 3
"""Kinds named by what they lack read in one claim ("a room without a view", "a ceremony without a
reception"): a rule names one or two; more is not a sentence of a rule."""
