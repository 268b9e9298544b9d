"""The kinds of people a rule prices or limits apart: adults and children, members and guests.

"Members can book the sauna for 90 minutes on weekdays and 60 at weekends; guests can book it for
30 minutes at all times": a clause that names guests is about the guests' part, whatever place or
time words it shares with the members' (a red-team of session 44, /tmp/rt44 e15). The words that
name such a kind of person are read as the case itself (:func:`tether.verify.coordinated.other_case`),
each word as its kind: "a *child's* ticket" names the part of "*children* pay €7", «*детский* билет»
the part «для *детей*».
"""

from __future__ import annotations

from collections.abc import Iterable

from ..terms import subject_terms
from ..text import without_fleeting_vowel

_KINDS = {
    "adult": "adult adults взрослый взрослые взрослых взрослым взрослому взрослого взрослая",
    "child": "child children junior juniors детский детские детских детским детского детская ребёнок ребенок "
             "ребёнка ребенка ребёнку ребенку дети детей детям",
    "senior": "senior seniors pensioner pensioners пенсионер пенсионеры пенсионеров пенсионеру пенсионерам",
    "student": "student students pupil pupils студент студенты студентов студенту студентам школьник школьники "
               "школьников школьнику школьникам",
    "member": "member members член члены членов",
    "guest": "guest guests гость гости гостей гостю гостям",
    "resident": "resident residents житель жители жителей",
    "non-resident": "non-resident non-residents",
    "infant": "infant infants toddler toddlers младенец младенцы младенцев",
    "teenager": "teenager teenagers подросток подростки подростков",
}
KIND_OF = {without_fleeting_vowel(t): kind for kind, words in _KINDS.items() for t in subject_terms(words)}
"""The kind of person each stem names ("children" and «детский» a child). Not "kid" or «малыш»: a
reader's words, which rules write otherwise, so they name no part by its own word."""


def kinds_named(terms: Iterable[str]) -> frozenset[str]:
    """The kinds of person among ``terms`` (stems, as :func:`tether.verify.case_rules.rule_terms` reads them)."""
    return frozenset(KIND_OF[t] for t in terms if t in KIND_OF)
