"""Patterns searched only where they can match: a substring test before the regex.

Python's ``re`` finds no literal to jump to in a pattern that begins with a
look-behind, ``\\b`` or a case-insensitive word, so it tries the whole
alternation at every character. The claim check runs several such patterns
over every sentence of every answer, and they were most of its time. A
:class:`Guarded` pattern names words one of which every match must contain;
where the text holds none of them (one search for the needles, a plain
alternation of literals that ``re`` scans for in C) the pattern cannot match
and is not run. The result is the pattern's own either way: the guard only
skips work, so a needle list may be too wide but never too narrow.
"""

from __future__ import annotations

import re

# What a case-insensitive pattern matches to a Latin or Cyrillic letter but ``str.lower``
# leaves apart (re's own case equivalences): "İ" lowers to "i" plus a combining dot, the
# dotless "ı" and the long "ſ" match "i" and "s", and the old Cyrillic letter forms match
# their plain letters. tests/test_guard.py derives the list from ``re`` over all of Unicode.
_FOLD = str.maketrans({
    "\u0307": None, "ı": "i", "ſ": "s",
    "ᲀ": "в", "ᲁ": "д", "ᲂ": "о", "ᲃ": "с", "ᲄ": "т", "ᲅ": "т", "ᲆ": "ъ", "ᲇ": "ѣ", "ᲈ": "ꙋ",
})


def fold(text: str) -> str:
    """``text`` in lower case such that every letter a case-insensitive pattern matches to
    ``a``–``z`` or ``а``–``я`` is that letter (``str.lower`` alone misses a few)."""
    low = text.lower()
    return low if low.isascii() else low.translate(_FOLD)


class Guarded:
    """``pattern`` with the words (``needles``) one of which each of its matches contains.

    Needles are lower case when the pattern ignores case (they are then looked up in
    :func:`fold` of the text) and as written otherwise. A case-insensitive part inside a
    case-sensitive pattern (``(?i:…)``) is not seen here: give its needles in every case.
    """

    __slots__ = ("pattern", "needles", "_folds", "_any")

    def __init__(self, pattern: re.Pattern[str], needles: tuple[str, ...]) -> None:
        self.pattern = pattern
        self.needles = needles
        self._folds = bool(pattern.flags & re.IGNORECASE)
        # One pass for all needles: a loop of ``in`` costs more in Python than it saves.
        self._any = re.compile("|".join(re.escape(n) for n in needles))

    def possible(self, text: str, folded: str | None = None) -> bool:
        """Whether ``pattern`` can match ``text``; ``folded`` may pass ``fold(text)``."""
        if self._folds:
            text = fold(text) if folded is None else folded
        return self._any.search(text) is not None

    def search(self, text: str, folded: str | None = None) -> re.Match[str] | None:
        return self.pattern.search(text) if self.possible(text, folded) else None

    def sub(self, repl: str, text: str, folded: str | None = None) -> str:
        return self.pattern.sub(repl, text) if self.possible(text, folded) else text
