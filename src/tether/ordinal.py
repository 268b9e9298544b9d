"""A thing asked for by its place in a series: "a puppy's *second visit*", «*второе занятие*».

Coverage reads words: "How long does a puppy's second visit last?" was answered from the section that
limits "a puppy's *first* visit" (unseen58 dev u58G-037), as it holds "puppy", "visit" and even
"second" (of "the second round of vaccinations"). A section that names the thing by another place in
the series, and never by the asked one, states another thing's rule; one that names no place states
a general rule (tether.evidence keeps it). Like :mod:`tether.packaged`, whose count names a package.
"""

from __future__ import annotations

import re

from .guard import lazy_pattern
from .terms import same_term
from .text import stem

_PLACES = {
    1: r"first|1st|перв(?:ый|ого|ому|ым|ом|ая|ой|ую|ое|ые|ых)",
    2: r"second|2nd|втор(?:ой|ого|ому|ым|ом|ая|ую|ое|ые|ых)",
    3: r"third|3rd|трет(?:ий|ьего|ьему|ьим|ьем|ья|ьей|ью|ье|ьи|ьих)",
    4: r"fourth|4th|четв[её]рт(?:ый|ого|ому|ым|ом|ая|ой|ую|ое|ые|ых)",
    5: r"fifth|5th|пят(?:ый|ого|ому|ым|ом|ая|ой|ую|ое|ые|ых)",
}
_ORDINAL = lazy_pattern("(?<!\\d\\s)(?:" + "|".join(rf"(?P<p{n}>(?<![\w-])(?:{words})(?![\w-]))"
                                                    for n, words in _PLACES.items())
                        + r"|(?P<digit>(?<![\w.,])[1-5])-(?:[еяйюго]|ой|ый|ая|ое|ого|ую)(?!\w))"
                        + r"(?P<after>(?:\s+[^\W\d_]{2,}){1,2})", re.IGNORECASE)
"""A place in a series and the (up to) two words after it: "*second* visit", "*first* grooming visit",
«*второе* занятие», «*2-е* занятие». Not "second-hand" (a hyphen joins it into another word), nor "a 30
*second* grace period" (a unit after a number)."""
_LATER = lazy_pattern(r"(?<![\w-])(?:further|subsequent|additional|following|later|each\s+additional|every\s+other|"
                      r"последующ\w*|следующ\w*|повторн\w*|дальнейш\w*)(?P<after>(?:\s+[^\W\d_]{2,}){1,2})",
                      re.IGNORECASE)
"""Every later place at once: "*further* visits cost $40", «*последующие* занятия» name the second too."""
_WORD = lazy_pattern(r"[^\W\d_]+")
_NOT_THINGS = frozenset(stem(w) for w in """time times of the a an in on at to for by when before after then
    в на и or and или раз разом когда до после""".split())
"""Words after an ordinal that name no thing: "the first time", "first of all", "first when …", «во второй
*раз*» (a review)."""


def _places(text: str) -> list[tuple[int, tuple[str, ...]]]:
    """Each place in a series ``text`` names, with the stems of the two words after it."""
    out = []
    for m in _ORDINAL.finditer(text):
        n = int(m.group("digit")) if m.group("digit") else next(int(k[1:]) for k, v in m.groupdict().items()
                                                                 if v and k.startswith("p"))
        out.append((n, tuple(stem(w.lower()) for w in _WORD.findall(m.group("after")))))
    return out


def ordinal_asked(question: str) -> tuple[int, str] | None:
    """The place in a series a question names a thing by and the stem of that thing ("second visit":
    (2, "visit")); None when it names none, or two."""
    found = {(n, words[0]) for n, words in _places(question) if words and words[0] not in _NOT_THINGS}
    return found.pop() if len(found) == 1 else None


def _named(text: str, thing: str, asked: int) -> set[int]:
    """The places in a series ``text`` names ``thing`` by (the thing within two words after it); a later
    place named at once ("further visits") names the asked one when it is a later one."""
    named = {n for n, words in _places(text) if any(same_term(w, thing) for w in words)}
    if asked > 1 and any(any(same_term(stem(w.lower()), thing) for w in _WORD.findall(m.group("after")))
                         for m in _LATER.finditer(text)):
        named.add(asked)
    return named


def states_other_places(text: str, asked: tuple[int, str]) -> bool:
    """Whether ``text`` names the asked thing by a place in a series, never by the asked one."""
    places = _named(text, asked[1], asked[0])
    return bool(places) and asked[0] not in places


def states_the_place(text: str, asked: tuple[int, str]) -> bool:
    """Whether ``text`` names the asked thing by the asked place in a series."""
    return asked[0] in _named(text, asked[1], asked[0])
