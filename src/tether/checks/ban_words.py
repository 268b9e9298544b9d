"""The words of a ban set after what it bans, read by :func:`tether.checks.polarity.polarity`, the
claim's parts (:mod:`tether.checks.bans`) and :mod:`tether.checks.denied_beside`: «…, а еду в баре —
*нельзя*, как и ночной пакет» denies the food and the night package, where a negator's next word
(«не *еду*») is what :func:`~tether.checks.polarity.polarity` reads otherwise."""

from __future__ import annotations

import re

from ..guard import lazy_pattern

TRAILING_BAN = lazy_pattern(r"\s*(?:нельзя|не\s+разрешается|запрещено|не\s+допускается|не\s+принимается|"
                             r"не\s+принимаются)\s*[.!?]*\s*", re.IGNORECASE)
"""A clause that is only a ban, set after what it bans by a dash or a comma («еду в баре — нельзя»)."""
TRAILING_BAN_WORD = lazy_pattern(r"[,—–-]\s*(?:нельзя|не\s+разрешается|запрещено|не\s+допускается|не\s+принимается|"
                                 r"не\s+принимаются)\s*(?:[,.!?]|$)", re.IGNORECASE)
"""Where a text holds a ban set after what it bans (:data:`TRAILING_BAN` as a clause of it)."""
CONTRAST_OPENS = lazy_pattern(r"\s*(?:а|но|однако|зато|but|yet|whereas|while|however)\s", re.IGNORECASE)
"""A clause a contrast opens: a ban after it denies that clause, not the one it is set against."""
AS_WITH = lazy_pattern(r"\s*(?:как\s+и|так\s+же\s+как\s+и|as\s+with|as\s+is|like)\s", re.IGNORECASE)
"""A clause that adds to the one before it what that one says: «…, как и ночной пакет»."""
