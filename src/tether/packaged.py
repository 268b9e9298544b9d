"""A package asked for by its count: "a pass of *10 classes*", «абонемент *на 20 заездов*».

Coverage reads words, not figures: "How much is a pass of 10 classes in New Zealand?" was answered
from the section that prices passes of 3 and 5 (unseen57 dev u57C-035), «Сколько стоит абонемент на
20 заездов?» from the one that prices 5 and 10 (u57K-034): each holds every word of the question.
A section that counts the package's things and never the number asked does not answer; one that
counts none states a general rule. The count of people a thing is for is :mod:`tether.sized`'s.
"""

from __future__ import annotations

import re

from .guard import lazy_pattern
from .terms import same_term
from .text import stem

_PEOPLE = frozenset(stem(w) for w in "people person persons guests guest человек человека персон гостей".split())
_PACKAGE = (r"(?:pass|passes|package|pack|bundle|block|course|card|абонемент\w*|пакет\w*|курс\w*|карт[аыуе]|"
            r"сертификат\w*)")
_THING = r"(?P<thing>[^\W\d_]{3,})"
_ASKED = lazy_pattern(
    rf"(?<!\w){_PACKAGE}\s+(?:of|for|with|на|из)\s+(?P<n>\d{{1,3}})\s+{_THING}|"
    rf"(?<![\w.,])(?P<m>\d{{1,3}})[\s-]{_THING.replace('thing', 'item')}\s+{_PACKAGE}(?!\w)",
    re.IGNORECASE)
"""The count a package is named by: "a pass of 10 classes", «абонемент на 20 заездов», "a 10-class
pass". Not the reader's own count ("I have booked 3 classes"): only a package's."""
_COUNTED = lazy_pattern(rf"(?:(?<!\w)(?P<pkg>{_PACKAGE})\s+)?(?<!\w)(?:of|for|на|из)\s+(?P<n>\d{{1,3}})(?![\d.,])"
                        rf"(?P<after>(?:[\s-]+[^\W\d_]+){{0,2}})|"
                        rf"(?<![\w.,])(?P<m>\d{{1,3}})-{_THING}\s+{_PACKAGE}(?!\w)|"
                        rf"(?<![\w.,])(?P<k>\d{{1,3}})\s+(?P<listed>[^\W\d_]{{3,}})\s*[—–:]",
                        re.IGNORECASE)
"""A package's count a section states: "a pass *of 3* hands-on classes" (the thing within two words),
«абонемент *на 10 заездов*», «, *на 10 заездов* — …», "a pass *of 5* costs …" (its thing left to the
sentence), "a *5-class* pass", a list's item «*5 занятий* — 4 000 ₽» (red-team rt56 G20). Not a
price per one ("$12 *per class*", «450 ₽ *за 1 занятие*») nor a limit ("up to 2 classes a day",
«не больше 3 заездов»): no package is counted there (red-team rt56 G05)."""


def count_asked(question: str) -> tuple[int, str] | None:
    """The count a question names a package by and the stem of what it counts; None when it names
    none, or two."""
    found = {(int(m.group("n") or m.group("m")), stem((m.group("thing") or m.group("item")).lower()))
             for m in _ASKED.finditer(question)}
    found = {(n, thing) for n, thing in found if thing not in _PEOPLE}  # "a pass for 2 people": tether.sized
    return found.pop() if len(found) == 1 else None


def _counts(text: str, thing: str) -> set[int]:
    """The counts of ``thing`` ``text`` states: the thing within two words after the count, or a
    package named right before it ("a pass of 5 costs …")."""
    counts = set()
    for m in _COUNTED.finditer(text):
        if m.group("m") or m.group("k"):
            if m.group("k") and _BOUND.search(text, max(0, m.start() - BOUND_REACH), m.start()):
                continue  # "up to 2 classes: …", «не больше 3 заездов — …»: a limit, no package
            if same_term(stem((m.group("thing") or m.group("listed")).lower()), thing):
                counts.add(int(m.group("m") or m.group("k")))
        elif int(m.group("n")) > 1:  # "for 1 class" prices one; a package holds more
            after = _WORD.findall(m.group("after"))
            if any(same_term(stem(w.lower()), thing) for w in after) or (
                    m.group("pkg") and (not after or after[0].lower() in _GOES_ON)):
                counts.add(int(m.group("n")))
    return counts


_WORD = lazy_pattern(r"[^\W\d_]+")
_GOES_ON = frozenset("costs cost is are stands стоит стоят обойдётся обойдется".split())
"""What follows a package's count when its thing is left to the sentence ("a pass of 5 *costs* …"):
not another unit («абонемент на 3 *месяца*», "a pass for 2 *people*": a review)."""
_BOUND = lazy_pattern(r"(?:up\s+to|at\s+most|(?:no|not)\s+more\s+than|max(?:imum)?|до|не\s+больше|не\s+более|"
                     r"максимум)\s*$", re.IGNORECASE)
BOUND_REACH = 14
"""Characters before a listed count read for a bound: "no more than " is the longest (as
tether.sized.LOOK_BACK reads its sizes' bounds)."""


def states_other_counts(text: str, asked: tuple[int, str]) -> bool:
    """Whether ``text`` counts the asked thing and never by the asked number."""
    n, thing = asked
    counts = _counts(text, thing)
    return bool(counts) and n not in counts


def states_the_count(text: str, asked: tuple[int, str]) -> bool:
    """Whether ``text`` counts the asked thing by the asked number."""
    return asked[0] in _counts(text, asked[1])
