"""The kinds of people a rule prices or limits apart: adults and children, members and guests.

"Members can book the sauna for 90 minutes on weekdays and 60 at weekends; guests can book it for
30 minutes at all times": a clause that names guests is about the guests' part, whatever place or
time words it shares with the members' (a red-team of session 44, /tmp/rt44 e15). The words that
name such a kind of person are read as the case itself (:func:`tether.verify.coordinated.other_case`).
"""

from __future__ import annotations

from ..terms import subject_terms
from ..text import without_fleeting_vowel

PEOPLE = frozenset(map(without_fleeting_vowel, subject_terms(
    "adult adults child children junior juniors senior seniors student students pensioner pensioners "
    "member members non-member non-members guest guests resident residents non-resident non-residents infant "
    "infants toddler toddlers teenager teenagers pupil pupils "
    "взрослый взрослые взрослых взрослым взрослому взрослого детский детские детских детским детского ребёнок "
    "ребенок ребёнка ребенка ребёнку ребенку дети детей детям студент студенты студентов студенту студентам "
    "пенсионер пенсионеры пенсионеров пенсионеру пенсионерам школьник школьники школьников школьнику школьникам "
    "член члены членов гость гости гостей гостю гостям житель жители жителей младенец младенцы младенцев "
    "подросток подростки подростков льготник льготники льготников")))
"""Stems of the words that name a kind of person a rule treats apart ("adults", «детский»,
"members", «пенсионеры»). Not "kid" or «малыш»: a reader's words, which rules write otherwise, so
they name no part by its own word."""
