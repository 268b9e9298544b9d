"""Patterns searched only where they can match: a substring test before the regex.

Python's ``re`` finds no literal to jump to in a pattern that begins with a
look-behind, ``\\b`` or a case-insensitive word, so it tries the whole
alternation at every character. The claim check runs several such patterns
over every sentence of every answer, and they were most of its time. A
:class:`Guarded` pattern names words one of which every match must contain;
where the text holds none of them (``in``, a C scan per needle) the pattern
cannot match and is not run. The result is the pattern's own either way: the guard only
skips work, so a needle list may be too wide but never too narrow.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import cast

# The only characters that Python's ``re.IGNORECASE`` matches to a lower-case Latin or
# Cyrillic letter although ``str.lower()`` does not turn them into it (re's own case
# equivalences; checked over every code point in tests/verify/test_fast_paths.py and
# tests/checks/test_checks_hints.py). "İ" would lower to two characters.
_CASE_TWINS = {
    "\u0130": "i", "\u0131": "i", "\u017f": "s", "\u1c80": "в", "\u1c81": "д", "\u1c82": "о",
    "\u1c83": "с", "\u1c84": "т", "\u1c85": "т", "\u1c86": "ъ", "\u1c87": "ѣ", "\u1c88": "ꙋ",
}
_TWIN_TABLE = str.maketrans(_CASE_TWINS)


def fold(text: str) -> str:
    """``text`` as an ``re.IGNORECASE`` pattern of lower-case words sees it.

    A lower-case Latin or Cyrillic word matches ``text`` case-insensitively at some place
    exactly when it occurs in ``fold(text)`` at that place (same length, same offsets). So
    a substring test on the folded text is an exact, C-speed necessary condition for a
    pattern that needs that word.
    """
    if not text.isascii() and any(c in text for c in _CASE_TWINS):
        text = text.translate(_TWIN_TABLE)
    return text.lower()


folded = lru_cache(maxsize=256)(fold)
"""``fold``, kept for the texts several checks fold (the whole answer); a sentence folded
once is cheaper to fold than to look up."""


class Guarded:
    """The pattern ``source`` (with ``flags``) and the words (``needles``) one of which each
    of its matches contains.

    Needles are lower case when the pattern ignores case (they are then looked up in
    :func:`fold` of the text) and as written otherwise. A case-insensitive part inside a
    case-sensitive pattern (``(?i:…)``) is not seen here: give its needles in every case.

    The pattern is compiled when first needed: a text without a needle never needs it, and
    most answers hold the needles of few guarded patterns, while compiling them all was
    ~6 ms of every `tether verify` and `tether ask` start-up (issue 15).
    """

    __slots__ = ("source", "flags", "needles", "_compiled", "_folds", "_ascii_needles")

    def __init__(self, source: str, flags: int | re.RegexFlag, needles: tuple[str, ...]) -> None:
        self.source = source
        self.flags = flags
        self.needles = needles
        self._compiled: re.Pattern[str] | None = None
        self._folds = bool(flags & re.IGNORECASE)
        # An ASCII text holds no other needle: an English sentence is tried for these only.
        self._ascii_needles = tuple(n for n in needles if n.isascii())

    @property
    def pattern(self) -> re.Pattern[str]:
        """The compiled pattern (compiled on first use)."""
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.source, self.flags)
        return compiled

    def possible(self, text: str, folded: str | None = None) -> bool:
        """Whether ``pattern`` can match ``text``; ``folded`` may pass ``fold(text)``."""
        if self._folds:
            if folded is not None:
                text = folded
            else:  # fold(), with its common case inline: this runs for every sentence
                text = text.lower() if text.isascii() else fold(text)
        for needle in self._ascii_needles if text.isascii() else self.needles:  # a loop: no generator
            if needle in text:
                return True
        return False

    def search(self, text: str, folded: str | None = None) -> re.Match[str] | None:
        return self.pattern.search(text) if self.possible(text, folded) else None

    def search_between(self, text: str, pos: int, endpos: int) -> re.Match[str] | None:
        """``pattern.search(text, pos, endpos)``: a match there lies inside ``text[pos:endpos]``,
        and so do its needles."""
        return self.pattern.search(text, pos, endpos) if self.possible(text[pos:endpos]) else None

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, folded: str | None = None) -> str:
        return self.pattern.sub(repl, text) if self.possible(text, folded) else text


class _Lazy:
    """A compiled pattern's stand-in that compiles it on first use (see :func:`lazy_pattern`)."""

    def __init__(self, source: str, flags: int | re.RegexFlag) -> None:
        self._source = source
        self._flags = flags

    def __getattr__(self, name: str) -> object:
        # Only reached for what is not set yet: the compiled pattern's method, kept as an
        # attribute so that later reads are plain ones (re caches the compiled pattern).
        value = getattr(re.compile(self._source, self._flags), name)
        setattr(self, name, value)
        return value


def lazy_pattern(source: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, done when the pattern is first used: a module of readers
    that most answers never reach compiles nothing at import (issue 15: start-up). For a
    pattern whose matches all hold a known word, :class:`Guarded` does more."""
    return cast("re.Pattern[str]", _Lazy(source, flags))
