"""The words of a ban set after what it bans, read by :func:`tether.checks.polarity.polarity`, the
claim's parts (:mod:`tether.checks.bans`) and :mod:`tether.checks.denied_beside`: «…, а еду в баре —
*нельзя*, как и ночной пакет» denies the food and the night package, where a negator's next word
(«не *еду*») is what :func:`~tether.checks.polarity.polarity` reads otherwise."""

from __future__ import annotations

import re

from ..guard import lazy_pattern

_BAN_WORDS = r"нельзя|не\s+разрешается|запрещено|не\s+допускается"
"""The ban phrases every reader here shares; each adds its own («не принимается», «запрещается»)."""
NOT_DONE = lazy_pattern(r"\s*не\s+(?:делаем|делает|делают|делается|делаются|проводим|проводит|проводят|проводится|"
                        r"проводятся|выполняем|выполняет|выполняют|выполняется|выполняются|оказываем|оказывается|"
                        r"осуществляем)\s*[.!?]*\s*", re.IGNORECASE)
"""A clause that is only a verb of doing, denied, set after the act it does by a comma: «Ремонт жгутом
снаружи, без разбортовки колеса, *не делаем*» (read by :func:`tether.checks.polarity.polarity`)."""
TRAILING_BAN = lazy_pattern(rf"\s*(?:{_BAN_WORDS}|не\s+принимается|не\s+принимаются)\s*[.!?]*\s*", re.IGNORECASE)
"""A clause that is only a ban, set after what it bans by a dash or a comma («еду в баре — нельзя»)."""
TRAILING_BAN_WORD = lazy_pattern(rf"[,—–-]\s*(?:{_BAN_WORDS}|не\s+принимается|не\s+принимаются)\s*(?:[,.!?]|$)",
                                 re.IGNORECASE)
"""Where a text holds a ban set after what it bans (:data:`TRAILING_BAN` as a clause of it)."""
_BANS = rf"(?:{_BAN_WORDS}|запрещается)"
ENDS_IN_A_BAN = lazy_pattern(rf"(?:(?<![а-яё])(?P<act>[а-яё]+(?:ти|чь)(?:сь|ся)?))?\s{_BANS}$", re.IGNORECASE)
"""A clause that ends in its ban, which denies the act the clause names before it: «свой реквизит
*приносить* нельзя» (unseen46 dev u46-ru-036), where a negator's next word is what polarity
reads otherwise and there is none; the word right before the ban is its act also in «-ти» or
«-чь» («свой корм принести нельзя»), which elsewhere end as many nouns («гости»). Not a
condition's («Если отремонтировать технику нельзя, …»: there «нельзя» is "cannot be", and the
clause states no rule). Searched in the clause stripped of its closing spaces and stops
(:func:`ends_in_a_ban`): two runs of them overlapped, a quadratic search."""


def ends_in_a_ban(clause: str) -> re.Match[str] | None:
    """:data:`ENDS_IN_A_BAN` in ``clause``, its closing spaces and stops left out."""
    return ENDS_IN_A_BAN.search(clause.rstrip(" \t\n\u00a0.!?"))


def without_bans(text: str) -> str:
    """``text`` with its ban phrases blanked: «не *допускается*» is no permission."""
    return _A_BAN.sub(" ", text)


_A_BAN = lazy_pattern(_BANS, re.IGNORECASE)
BANS_A_PRONOUN = lazy_pattern(r"(?<![а-яё])(?:их|них|его|него|её|ее|неё|нее|это|этого|этим)(?![а-яё])", re.IGNORECASE)
"""A clause whose ban is of what a pronoun stands for: «Можно, кроме конфетти и блёсток — *их*
приносить нельзя» bans the exception, not the act the rule grants."""
A_CONDITION_OPENS = lazy_pattern(r"\s*(?:если|когда|if|when)\s", re.IGNORECASE)
_INFINITIVE = (r"(?!(?:путь|сеть|суть|нить|мать|часть|кровать|печать|благодать)(?![а-яё]))"
               r"[а-яё]+(?:ать|ять|еть|ить|оть|уть|ыть)(?:ся)?")
"""Only the common endings, less the nouns that end so: «-ти» and «-чь» end as many nouns («гости»,
«части», «ночь») as verbs (a red-team of session 46: «Нельзя курить в квартире, гости могут
оставаться до 23:00» banned the guests)."""
INFINITIVE = lazy_pattern(_INFINITIVE, re.IGNORECASE)
"""A Russian verb in the infinitive, the act a ban names («приносить», «переноситься»)."""
OPENS_WITH_A_BAN = lazy_pattern(rf"\s*{_BANS}\s+{_INFINITIVE}(?![а-яё])", re.IGNORECASE)
"""A sentence that opens with a ban on an act: «*Нельзя сносить* … несущие стены, переносить
радиаторы на балкон …» bans every act its list names (unseen21 dev u21-ru-018), up to a clause
that grants or restricts («…, работать с перфоратором *можно* в будни»)."""
OPENS_WITH_AN_ACT = lazy_pattern(rf"\s*(?:и\s+)?{_INFINITIVE}(?![а-яё])", re.IGNORECASE)
"""A clause of such a list: it opens with the next act, in the infinitive."""
CONTRAST_OPENS = lazy_pattern(r"\s*(?:а|но|однако|зато|but|yet|whereas|while|however)\s", re.IGNORECASE)
"""A clause a contrast opens: a ban after it denies that clause, not the one it is set against."""
AS_WITH = lazy_pattern(r"\s*(?:как\s+и|так\s+же\s+как\s+и|as\s+with|as\s+is|like)\s", re.IGNORECASE)
"""A clause that adds to the one before it what that one says: «…, как и ночной пакет»."""
