"""A kind of thing named by what it lacks ("a ceremony *without a reception*", "a room *without a
view*"): where claim and source name it alike, the "without" names the case in both and denies none
of its figures (tether.checks.bounds reads which side of a bound a denial states)."""

from __future__ import annotations

import re
from itertools import islice

from ..guard import lazy_pattern

_KIND_WITHOUT = lazy_pattern(r"\b(?:a|an|the|any|each|every)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+"
                             r"(?P<lack>\s+without\s+(?:an?\s+|the\s+|any\s+)?[a-z-]+)", re.IGNORECASE)


def kinds_named_alike(claim: str, source: str) -> tuple[str, str]:
    """``claim`` and ``source`` with what a kind of thing both name alike by what it lacks blanked
    out ("*a ceremony without a reception* costs NZ$ 2 100 for up to 60 guests"): the name of the
    case in both, not a denial of its figure (unseen43 dev u43-en-040: "… is for at least 60 guests"
    passed, both sides read as denied). Blanked to spaces, so figures keep their offsets. The first
    KINDS_READ kinds only: a sentence names few, and each is looked up in the whole source."""
    lowered = source.lower()
    for m in islice(_KIND_WITHOUT.finditer(claim), KINDS_READ):
        lack = m.group("lack")
        found = re.compile(re.escape(lack.lower()) + r"(?!\w)").search(lowered)  # "a view", not "a viewing deck"
        at = found.start() if found else -1
        if at >= 0:
            claim = claim[:m.start("lack")] + " " * len(lack) + claim[m.end("lack"):]
            source = source[:at] + " " * len(lack) + source[at + len(lack):]
            lowered = lowered[:at] + " " * len(lack) + lowered[at + len(lack):]
    return claim, source


KINDS_READ = 3
"""Kinds named by what they lack read in one claim ("a room without a view", "a ceremony without a
reception"): a rule names one or two; more is not a sentence of a rule."""
