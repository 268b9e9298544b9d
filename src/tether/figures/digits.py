"""The lazy material index: each fragment's digits, scanned only where a figure could be.

Classifying every number of every fragment costs ~10 µs a number; an answer
needs a handful of them. So for a fragment text (cached, as fragments recur)
``DigitMap`` keeps only the result of one regex pass: the *digit groups* —
digits joined by single other characters ("1 250,00", "12.06.2024", "0.12")
— with all their digits in one searchable string. A lookup

1. searches that string for the digits the answer's figure implies (a value's
   significant digits, a year, a day, a key's first digits);
2. scans the *cluster* of each group found — exactly as the full scan would,
   because a text is only cut where no mention can reach across (``barrier``)
   — and indexes it, once per text;
3. asks the cluster indexes the question ``TextIndex`` answers.

Every figure the full scan finds has its digits in one cluster and its
significant digits inside one group, so step 1 misses nothing; it may find
groups that do not hold the figure, which costs a scan and nothing else. Where
digits cannot decide — a value allowed to round — the caller uses the full
index (``FragmentLayer.full``). tests/verify/test_verify_digits.py checks the
clusters against the full scan on generated text.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import chain

from .dates import DateValue
from .index import ALL, TextIndex, fragments_index, text_index
from .quantities import Mention, masked_spans, mentions_between, url_mentions
from .scanner import Scanner

_GROUP = re.compile(r"\d+(?:\D\d+)*")
DIGIT_RUN = re.compile(r"\d+")
"""A run of ASCII digits: how figures are told apart or found again by their digits."""
_SPACES = " \t\u00a0\u202f\u2009"  # the horizontal spaces a mention may contain (units.S)
BARRIER_WORDS = 7
FULL_SCAN_SHARE = 1 / 3
"""Share of a text's digit groups scanned lazily after which the whole text is scanned."""
_ANYWHERE: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())
"""Run bounds of a group where a number may start anywhere (``DigitMap._run_bounds``)."""


def barrier(gap: str) -> bool:
    """True when no mention can reach across ``gap``, the text between two digit groups.

    The scanner's state between numbers is only where it stands and the mention
    before; a mention reads at most the chunk before its digits (a currency
    word, glued letters) and, after them, a closing bracket, one parenthesis,
    three words (the unit) or a glued tail — never a line break. Ranges ("5–10
    days") and chained references ("Articles 5 and 6") join two mentions only
    across one joiner word. So a line break cuts, and so do seven or more
    whitespace-separated chunks: at most four can belong to the mention before,
    one to the mention after, and one joiner between — unless the gap opens with
    a parenthesis, which the unit reader takes whole ("5 (five; see below) days").
    """
    if "\n" in gap:
        return True
    rest = gap[1:] if gap.startswith(")") else gap
    if rest.lstrip(_SPACES).startswith("("):
        return False
    return len(gap.split(maxsplit=BARRIER_WORDS - 1)) >= BARRIER_WORDS


_DROP_ASCII_NON_DIGITS = str.maketrans("", "", "".join(
    chr(c) for c in range(128) if not chr(c).isdigit()))


def _ascii_digits(group: str) -> str:
    """The digits of a group, separators dropped, any script's digits as 0-9."""
    return "".join(c if c in "0123456789" else str(int(c)) for c in group if c.isdecimal())


def key_probe(kind: str, key: str) -> tuple[str, str | None]:
    """What a key lookup searches for: the key as the index keeps it (identifiers
    case-folded) and its first run of digits as 0-9 (None if it has none)."""
    folded = key if kind in ("reference", "version") else key.casefold()
    run = DIGIT_RUN.search(folded)
    return folded, _ascii_digits(run.group()) if run else None


def significant_digits(f: float) -> str | None:
    """The significant digits of a value ("125" for 1250.0 and 0.125), "0" for zero.

    From the shortest repr, which is the decimal as written whenever the
    material wrote it with at most 15 digits (longer groups are always
    candidates). None for infinities and NaN.
    """
    if f != f or f in (float("inf"), float("-inf")):
        return None
    mantissa = repr(abs(f)).split("e")[0].replace(".", "")
    return mantissa.strip("0") or "0"


class DigitMap:
    """One text's digit groups, and the clusters scanned so far (see the module docstring)."""

    __slots__ = ("text", "starts", "ends", "digits", "offsets", "haystack", "long_groups",
                 "_spans", "_urls", "_rtext", "_cluster", "_indexes", "_runs", "_scanned",
                 "_full", "_found", "_url_keys")

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.digits: list[str] = []
        self.offsets: list[int] = []  # where each group's digits start in ``haystack``
        self.long_groups: list[int] = []  # over 15 digits: floats may not tell them apart
        at = 0
        for m in _GROUP.finditer(text):
            group = m.group()
            if group.isascii():
                digits = group if group.isdigit() else group.translate(_DROP_ASCII_NON_DIGITS)
            else:
                digits = _ascii_digits(group)
            if len(digits) > 15:
                self.long_groups.append(len(self.starts))
            self.starts.append(m.start())
            self.ends.append(m.end())
            self.digits.append(digits)
            self.offsets.append(at)
            at += len(digits) + 1
        self.haystack = "\x00".join(self.digits)
        self._spans: list[tuple[int, int, str]] | None = None
        self._urls: list[Mention] | None = None
        self._url_keys: frozenset[str] | None = None
        self._rtext: str | None = None
        self._cluster: dict[int, tuple[int, int]] = {}  # group → (first, last) group
        self._indexes: dict[int, TextIndex] = {}  # first group of a cluster → its index
        self._runs: dict[int, tuple[frozenset[int], frozenset[int]]] = {}  # see _run_bounds
        self._found: dict[tuple[str, bool, bool], tuple[int, ...]] = {}  # see _candidates
        self._scanned = 0  # groups in the clusters scanned so far
        # The full index, once looking up has cost a good part of it (see _scan) or
        # a rounding lookup needed it: from then on every question is a set lookup.
        self._full: TextIndex | None = None

    # -- questions -------------------------------------------------------------------------

    def has_value(self, f: float, key: str | None) -> bool:
        """A reading equal to ``f`` under ``key`` (as ``TextIndex.has_value``)."""
        return self.has_value_with(f, key, significant_digits(f))

    def has_value_with(self, f: float, key: str | None, needle: str | None) -> bool:
        """``has_value`` given ``needle = significant_digits(f)``."""
        if self._full is not None or needle is None:
            return self.full_index().has_value(f, key)
        groups = chain(self._candidates(needle, True, True), self.long_groups)
        return any(self.cluster_index(k).has_value(f, key) for k in groups)

    def has_date(self, d: DateValue) -> bool:
        if self._full is not None:
            return self._full.has_date(d)
        if d.year is None:
            if d.month is None or d.day is None:
                return False
            groups: Iterable[int] = self._candidates(str(d.day), True, False)
        elif d.decade:
            # The decade itself ("1990s") or any year in it: the digits of each.
            groups = chain.from_iterable(self._year_groups(y) for y in range(d.year, d.year + 10))
        else:
            if d.month is None and self.has_value(float(d.year), ALL):
                return True  # a bare year matches a plain number, as in TextIndex.has_date
            groups = self._year_groups(d.year)
        return any(self.cluster_index(k).has_date(d) for k in groups)

    def has_key(self, kind: str, key: str) -> bool:
        """A reference, version or (any other kind) identifier key (as ``TextIndex.has_key``)."""
        return self.has_key_with(kind, key, key_probe(kind, key))

    def has_key_with(self, kind: str, key: str, probe: tuple[str, str | None]) -> bool:
        """``has_key`` given ``probe = key_probe(kind, key)``."""
        if self._full is not None:
            return self._full.has_key(kind, key)
        folded, needle = probe
        if kind not in ("reference", "version") and folded in self.url_keys():
            return True
        if needle is None:
            return False  # every reference, version and scanned identifier has digits
        return any(self.cluster_index(k).has_key(kind, key)
                   for k in self._candidates(needle, False, False))

    def full_index(self) -> TextIndex:
        """The full index of the text (every number scanned); kept for later questions."""
        if self._full is None:
            self._full = text_index(self.text)
        return self._full

    def _year_groups(self, year: int) -> Iterator[int]:
        """Groups that may hold a date of ``year``: a four-digit run, or two ("12.06.24",
        the end of a shortened range "1890–95")."""
        if 0 <= year <= 9999:
            yield from self._candidates(f"{year:04d}", False, False)
        if 1000 <= year <= 2099:
            yield from self._candidates(f"{year % 100:02d}", False, False)

    # -- finding groups ----------------------------------------------------------------------

    def _candidates(self, needle: str, pad_left: bool, pad_right: bool) -> tuple[int, ...]:
        """``groups_with``, remembered: an answer asks for the same digits again and again
        ("Article 5" … "Article 5"). A bounded memo of a function of the text."""
        key = (needle, pad_left, pad_right)
        found = self._found.get(key)
        if found is None:
            if len(self._found) >= 512:
                self._found.clear()
            found = self._found[key] = tuple(
                self.groups_with(needle, pad_left=pad_left, pad_right=pad_right))
        return found

    def groups_with(self, needle: str, *, pad_left: bool, pad_right: bool) -> Iterator[int]:
        """Groups whose digits may be a number written ``needle``, with leading zeros if
        ``pad_left`` and trailing ones if ``pad_right`` ("0,5", "1 250"): the number must
        start and end where the group's digit runs do."""
        hay, offsets = self.haystack, self.offsets
        i = hay.find(needle)
        while i >= 0:
            k = bisect.bisect_right(offsets, i) - 1
            if self._aligned(k, i - offsets[k], len(needle), pad_left, pad_right):
                yield k
                i = hay.find(needle, offsets[k] + len(self.digits[k]))
            else:
                i = hay.find(needle, i + 1)

    def _aligned(self, k: int, i: int, n: int, pad_left: bool, pad_right: bool) -> bool:
        runs = self._runs.get(k)
        if runs is None:
            runs = self._runs[k] = self._run_bounds(k)
        if runs is _ANYWHERE:
            return True
        starts, ends = runs
        digits = self.digits[k]
        j = i
        while j not in starts:
            if not pad_left or j == 0 or digits[j - 1] != "0":
                return False
            j -= 1
        j = i + n
        while j not in ends:
            if not pad_right or j == len(digits) or digits[j] != "0":
                return False
            j += 1
        return True

    def _run_bounds(self, k: int) -> tuple[frozenset[int], frozenset[int]]:
        """Where group ``k``'s digit runs start and end, counted in digits."""
        text, s, e = self.text, self.starts[k], self.ends[k]
        group = text[s:e]
        # A number that starts inside a digit run follows a version ("v2.0b12x") or a
        # time ("T10:001"): a letter in or just before the group. Take any place there.
        if (s and text[s - 1].isalpha()) or any(c.isalpha() for c in group):
            return _ANYWHERE
        starts: list[int] = []
        ends: list[int] = []
        count = 0
        for m in DIGIT_RUN.finditer(group):
            starts.append(count)
            count += m.end() - m.start()
            ends.append(count)
        return frozenset(starts), frozenset(ends)

    # -- clusters -----------------------------------------------------------------------------

    def cluster_index(self, k: int) -> TextIndex:
        """The index of the cluster holding group ``k``, scanned on first use."""
        first, last = self._bounds(k)
        index = self._indexes.get(first)
        if index is None:
            index = self._indexes[first] = self._scan(first, last)
        return index

    def _bounds(self, k: int) -> tuple[int, int]:
        found = self._cluster.get(k)
        if found is None:
            first, last = k, k
            while first > 0 and not self._cut(first - 1):
                first -= 1
            while last + 1 < len(self.starts) and not self._cut(last):
                last += 1
            found = (first, last)
            for j in range(first, last + 1):
                self._cluster[j] = found
        return found

    def _cut(self, k: int) -> bool:
        """A barrier between group ``k`` and the next."""
        return barrier(self.text[self.ends[k]:self.starts[k + 1]])

    def _scan(self, first: int, last: int) -> TextIndex:
        text, n = self.text, len(self.starts)
        if self._spans is None:
            self._spans = masked_spans(text)
        stop = self.starts[last + 1] if last + 1 < n else len(text)
        # The text is partitioned at the end of the group before each cut; the URL
        # mentions of this part sort among its mentions as in the full scan.
        lo = self.ends[first - 1] if first else 0
        hi = self.ends[last] if last + 1 < n else len(text) + 1
        urls = [u for u in self.urls() if lo <= u.start < hi]
        if self._rtext is None:
            self._rtext = text[::-1]
        scanner = Scanner(text, self._spans, self._rtext)
        index = TextIndex()
        for m in mentions_between(scanner, urls, self.starts[first], stop):
            index.add_mention(m)
        # Figures with common digits ("5", "about 7.8 thousand") can lead to most of
        # a text: past a third of its groups, scanning the rest at once is cheaper
        # than looking further cluster by cluster.
        self._scanned += last - first + 1
        if self._scanned > FULL_SCAN_SHARE * len(self.starts):
            self.full_index()
        return index

    def urls(self) -> list[Mention]:
        if self._urls is None:
            if self._spans is None:
                self._spans = masked_spans(self.text)
            self._urls = url_mentions(self.text, self._spans)
        return self._urls

    def url_keys(self) -> frozenset[str]:
        if self._url_keys is None:
            self._url_keys = frozenset(u.key.casefold() for u in self.urls() if u.key)
        return self._url_keys

    def cluster_indexes(self) -> Iterator[TextIndex]:
        """Every cluster's index, in order (the full index is their union)."""
        k = 0
        while k < len(self.starts):
            yield self.cluster_index(k)
            k = self._bounds(k)[1] + 1


@lru_cache(maxsize=4096)
def digit_map(text: str) -> DigitMap:
    """The digit map of one text; cached, since fragments recur across requests."""
    return DigitMap(text)


class FragmentLayer:
    """The fragments' figures, answered through their digit maps (built on first need).

    One per request: it remembers its answers, since an answer repeats figures
    ("Article 5 … Article 5"), and works out the digits to look for once per
    question rather than once per fragment.
    """

    __slots__ = ("texts", "_maps", "_memo")

    def __init__(self, texts: tuple[str, ...]) -> None:
        self.texts = texts
        self._maps: list[DigitMap | None] = [None] * len(texts)
        self._memo: dict[tuple[object, ...], bool] = {}

    def maps(self) -> Iterator[DigitMap]:
        # One text at a time: a figure found in the first fragment never maps the rest.
        for i, text in enumerate(self.texts):
            found = self._maps[i]
            if found is None:
                found = self._maps[i] = digit_map(text)
            yield found

    def has_value(self, f: float, key: str | None) -> bool:
        memo = ("value", f, key)
        found = self._memo.get(memo)
        if found is None:
            needle = significant_digits(f)
            found = self._memo[memo] = any(m.has_value_with(f, key, needle) for m in self.maps())
        return found

    def has_date(self, d: DateValue) -> bool:
        memo = ("date", d)
        found = self._memo.get(memo)
        if found is None:
            found = self._memo[memo] = any(m.has_date(d) for m in self.maps())
        return found

    def has_key(self, kind: str, key: str) -> bool:
        memo = ("key", kind, key)
        found = self._memo.get(memo)
        if found is None:
            probe = key_probe(kind, key)
            found = self._memo[memo] = any(m.has_key_with(kind, key, probe) for m in self.maps())
        return found

    def full(self) -> TextIndex:
        """The full index (every number scanned): for what digits cannot decide. Once it
        exists, the digit maps answer from it too."""
        for m in self.maps():
            m.full_index()
        return fragments_index(self.texts)
