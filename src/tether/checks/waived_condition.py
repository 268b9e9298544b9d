"""A condition the source lays, said not to matter: "one touch-up within 3 months is free, *whether or not
the aftercare sheet was followed*" where the source says "… is free *if the client followed the aftercare
sheet*" (unseen54 dev u54-en-035), «… бесплатно *независимо от того, соблюдалась ли памятка*».

Every other word of such a claim is the source's, so coverage passes it; the claim grants the rule
where the source does not. Read in code: the claim says a thing does not matter ("whether or not X",
"whether X or not", "regardless of X", "no matter whether X", "with or without X", «независимо от того,
X», «вне зависимости от X»); exactly one cited condition holds at least :data:`SHARED` of X's words (an
"if" / "provided" / «если» / «при условии» clause), and it is not negated (a condition laid both ways
says X does not matter); and no cited sentence says X does not matter itself, nor holds its rule "even
if" / «даже если».
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from ..guard import lazy_pattern
from ..terms import specific_terms
from .claim_sources import Sources
from .lexicon import IF_MARKERS
from .polarity import has_negator

_WAIVED = lazy_pattern(
    r"\b(?:whether\s+or\s+not|regardless\s+of(?:\s+whether)?|irrespective\s+of(?:\s+whether)?|"
    r"no\s+matter\s+(?:whether|if)|with\s+or\s+without)\b(?P<x>[^.;!?,:]{1,120})|"
    r"\bwhether\b(?P<y>[^.;!?,:]{1,120}?)\bor\s+not\b|"
    r"(?<!\w)(?:вне\s+зависимости|независимо)\s+от(?:\s+того)?,?(?P<z>[^.;!?:]{1,120})", re.IGNORECASE)
"""What a claim says does not matter, with the words that name it (to the clause's end; a Russian
«независимо от того, …» sets its clause off with a comma)."""
_EVEN = lazy_pattern(r"\beven\s+(?:if|when|though)\b|(?<!\w)даже\s+(?:если|при|когда)(?!\w)", re.IGNORECASE)
"""A source that says its rule holds "even if" / «даже если» waives the condition itself."""
_IF = lazy_pattern(rf"(?:{IF_MARKERS})(?P<c>(?:(?!{IF_MARKERS})[^.;!?]){{1,160}})", re.IGNORECASE)
"""A condition a cited sentence lays, with its words: to the next condition or the sentence's end (a
condition's clause may run on past a comma)."""
SHARED = 0.6
"""Share of the waived thing's words a cited condition must hold to be the same condition: "the
aftercare sheet was followed" against "the client followed the aftercare sheet" holds 3 of 3; 0.6 lets
one word of three be the claim's own ("your", a tense) and no less."""
WAIVED_READ = 4
"""Things said not to matter read in one claim, its first four: a claim waives one or two, and each is
compared with every condition the material lays (the material is read once: linear in both)."""
MIN_WORDS = 2
"""Words the waived thing needs: "regardless of age" against "if aged 18" is a bound, the bounds' readers'."""


def waives_a_condition(claim: str, sources: Sources) -> str | None:
    """The cited sentence that lays a condition ``claim`` says does not matter, or None."""
    waived = [w for w in (specific_terms(_named(m)) for m in islice(_WAIVED.finditer(claim), WAIVED_READ))
              if len(w) >= MIN_WORDS]
    if not waived:
        return None
    laid, waived_there = _read(sources)
    for w in waived:
        if any(_same(w, there) for there in waived_there):
            return None  # the source says it does not matter itself ("even if", «независимо от»)
        found = [(i, negated) for i, condition, negated in laid if _same(w, condition)]
        # one condition, laid one way: one laid both ways ("if the item is damaged, …; if it is not
        # damaged, …", «при условии, что площадь до 50 м², и столько же, если больше») says it does
        # not matter (a review)
        if len(found) == 1 and not found[0][1]:
            return sources.index.sentences[found[0][0]]
    return None


def _read(sources: Sources) -> tuple[list[tuple[int, frozenset[str], bool]], list[frozenset[str]]]:
    """The conditions the allowed sentences lay (each with its sentence) and the things they say do
    not matter: read once per set of cited fragments, not once per claim."""
    known = sources.read_once.get("conditions")
    if known is None:
        laid: list[tuple[int, frozenset[str], bool]] = []
        waived: list[frozenset[str]] = []
        for i in sorted(sources.allowed):
            conditions, there = _of_sentence(sources.index.sentences[i])
            laid += [(i, c, negated) for c, negated in conditions]
            waived += there
        known = sources.read_once["conditions"] = (laid, waived)
    return known


@lru_cache(maxsize=4096)
def _of_sentence(sentence: str) -> tuple[tuple[tuple[frozenset[str], bool], ...], tuple[frozenset[str], ...]]:
    """What one cited sentence lays as conditions (each with whether it is negated), and says does not
    matter ("even if …" waives it)."""
    if _EVEN.search(sentence):
        return (), (specific_terms(sentence),)
    return (tuple((specific_terms(m.group("c")), has_negator(m.group("c"))) for m in _IF.finditer(sentence)),
            tuple(specific_terms(_named(m)) for m in _WAIVED.finditer(sentence)))


def _named(m: re.Match[str]) -> str:
    return next(g for g in m.group("x", "y", "z") if g)


def _same(waived: frozenset[str], laid: frozenset[str]) -> bool:
    return len(waived & laid) >= max(MIN_WORDS, SHARED * len(waived))
