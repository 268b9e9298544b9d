"""A bare age after "younger / older than" read in the years the cited text gives it in.

"Drivers must be younger than 21" against "Drivers must be at least 21 years old": the answer's
21 is a bare number and the source's is 21 years, so the bounds reader (which compares one value
with the same value) finds no sentence stating the answer's figure and reads nothing, while
"younger than 21 years" fails there. An age is all that "younger / older than" compares, so where a
cited sentence gives the very number in years the answer's bare number is read as those years
(a red-team of session 41). "Under" and "over" are not read so: "orders over 50" is a price.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..figures import find_mentions
from ..guard import Guarded

_AGE_COMPARED = Guarded(
    r"(?:\b(?:younger|older)\s+than|(?<!\w)(?:младше|старше|моложе)(?:\s+чем)?)\s+(?P<age>\d{1,3})"
    # not a number that goes on ("21.5", "21,000") nor one that has a unit of its own
    r"(?![\d.,:]?\d)(?!\s*-?\s*(?:years?|yrs?|months?|weeks?|days?|hours?|лет|год|месяц|недел|дн|час|мес)(?!\w))"
    r"(?!\s*-?\s*(?:года|годам|месяцев|месяца|недели|недель|дней|дня|часов|часа)(?!\w))",
    re.IGNORECASE, ("younger", "older", "младше", "старше", "моложе"))


_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def _russian_years(age: str) -> str:
    # the genitive a comparative governs: «младше 21 года», «младше 25 лет»
    return " года" if age.endswith("1") and not age.endswith("11") else " лет"


def with_age_units(claim: str, sentences: Iterable[str]) -> str:
    """``claim`` with " years" («лет», «года») after each bare age it compares that one of ``sentences``
    gives in years; ``claim`` itself when there is none."""
    if not _AGE_COMPARED.possible(claim):
        return claim
    found = list(_AGE_COMPARED.pattern.finditer(claim))
    if not found:
        return claim
    in_years = {fact[1] for s in sentences for m in find_mentions(s)
                if m.kind == "duration" and (fact := m.as_fact()) is not None and fact[2] == "years"}
    out: list[str] = []
    last = 0
    for m in found:
        if m.group("age") in in_years:
            unit = _russian_years(m.group("age")) if _CYRILLIC.search(m.group(0)) else " years"
            out += [claim[last:m.end()], unit]
            last = m.end()
    return "".join(out) + claim[last:] if out else claim
