"""The year a question asks about, and the records that answer for it (:mod:`tether.sufficiency`).

"What will a safari tent cost in *2029*?" is the 2029 rate card's question; "What did a try dive
cost in *2027*?" is not answered by a price list first published in 2028. The year names the
edition; the other words of the question are in every edition.
"""

from __future__ import annotations

from collections.abc import Sequence

from .gate import Verdict
from .plan import Plan, years_named
from .text import sentences


def editions_of_the_year_asked(plan: Plan, answer_from: Sequence[Verdict],
                                rejected: Sequence[Verdict]) -> list[Verdict]:
    """The covering rejected records whose id or title names the year the question asks about,
    when no record answered from names that year: "What will a safari tent cost in *2029*?" is
    about the 2029 rate card, not yet published, not the current one (unseen31 dev u31S-023),
    though the current one covers more of its other words ("… a private room … in *Dubai* in
    2029?", where only the current card names the city: unseen32 dev u32C-033; read only near the
    best before session 31). The year names the edition; the other words are in every edition."""
    years = years_named(plan.question)
    if not years or any(_names_a_year(v, years) for v in answer_from):
        return []
    return [v for v in rejected if _names_a_year(v, years)]


def _names_a_year(v: Verdict, years: frozenset[str]) -> bool:
    """Whether the record's id or title names one of ``years``."""
    return not years.isdisjoint(years_named(f"{v.candidate.document} {v.candidate.title or ''}"))


def in_force_in_no_year_asked(plan: Plan, answer_from: Sequence[Verdict]) -> bool:
    """Whether a question about the past names a year in which none of the records answered from was
    in force, by their own dates, and none names it: "What did a try dive on Rapa Nui cost in
    2027?" is not answered by the Chilean price list published in January 2028, while the only
    2027 edition is Mexico's (unseen35 dev u35M-045). A record with no dates of that year may still
    be the one in force then (an undated current rule): only its dates rule it out."""
    if plan.question_type != "historical" or not answer_from:
        return False
    # The year of the question asked, not of the reader's story before it ("I got my certificate
    # in 2019. Can I join a deep dive?": a review of this reader)
    asked = sentences(plan.question)
    years = years_named(asked[-1] if asked else plan.question)
    if not years:
        return False

    def in_force(v: Verdict, year: int) -> bool:
        c = v.candidate
        # a year its text names up to the one asked may date it ("Prices valid since 2025")
        dated = any(len(s) == 4 and s.isdigit() and 1900 <= int(s) <= year for s in c.stems)
        return dated or (c.published_at.year <= year and (c.expires_at is None or c.expires_at.year >= year))

    return not any(_names_a_year(v, years) or in_force(v, int(y)) for v in answer_from for y in years)
