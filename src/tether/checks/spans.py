"""The stretch of a text around a match, between the breaks a reader parts it at.

Every reader that needs a clause (or a part) around what it found reads it the same way: back to
the last break before the match and on to the first break after it, ``reach`` characters each way
at most — so that a text of thousands of matches is read in linear time, not from its start for
each (issue 15 and the linear-time tests of the verify checks).
"""

from __future__ import annotations

import re


def span_between(text: str, start: int, end: int, breaks: re.Pattern[str], reach: int) -> tuple[int, int]:
    """Where the stretch of ``text`` holding ``start``–``end`` begins and ends: after the last match of
    ``breaks`` before ``start`` and at the first one from ``end`` on, ``reach`` characters away at most."""
    lo = max(0, start - reach)
    starts = [b.end() for b in breaks.finditer(text, lo, start)]
    stop = breaks.search(text, end, end + reach)
    return starts[-1] if starts else lo, stop.start() if stop else min(len(text), end + reach)
