"""A rule said to hold all year round where its sentence sets a period apart (issue 11,
unsupported-claim).

"Every stay of 14 nights or more is 10% cheaper, *all year round*" against "Stays of 14 nights or
more are 10% cheaper, *except from December 20 to January 3*" (unseen46 dev u46-en-030): the
claim's words are all the source's, so coverage passes it, and "all year round" is no figure. Read
in code: a claim that says its rule holds the whole year, against the cited sentence holding most
of its words, where that sentence excepts a part of the year.
"""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import GENERIC_TERMS, subject_terms
from .claim_sources import Sources

ALL_YEAR = Guarded(
    r"\b(?:all\s+(?:year\s+round|year\s+long|the\s+year(?:\s+round)?|through\s+the\s+year)|year[\s-]round|"
    r"(?:at\s+)?any\s+time\s+of\s+(?:the\s+)?year|every\s+(?:season|month\s+of\s+the\s+year))\b|"
    r"(?<!\w)(?:круглый\s+год|круглогодично|круглогодичн\w+|весь\s+год|в\s+любое\s+время\s+года|"
    r"в\s+любой\s+сезон|в\s+любой\s+месяц)(?!\w)",
    re.IGNORECASE, ("year", "season", "month", "год", "сезон", "месяц"))
"""The whole year, said of a rule: "all year round", "year-round", «круглый год», «весь год»."""

_EXCEPTED_PERIOD = lazy_pattern(
    r"\b(?:except|excluding|other\s+than|apart\s+from|but\s+not)\b[^.;]{0,80}?"
    r"\b(?:january|february|march|april|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|holidays?|christmas|easter|summer|winter|season|"
    r"high\s+season|peak)\b|"
    r"(?<!\w)(?:кроме|за\s+исключением|исключая)(?!\w)[^.;]{0,80}?"
    r"(?<!\w)(?:январ\w*|феврал\w*|март\w*|апрел\w*|ма[йяе]|июн\w*|июл\w*|август\w*|сентябр\w*|октябр\w*|"
    r"ноябр\w*|декабр\w*|праздни\w*|каникул\w*|сезон\w*|лет\w*|зим\w*)(?!\w)",
    re.IGNORECASE)
"""An exception that names a part of the year: a date, a month, holidays, a season."""


def holds_all_year_against_an_exception(text: str, sources: Sources) -> str | None:
    """The cited sentence whose excepted period ``text`` overrides with "all year round", or None."""
    if not ALL_YEAR.search(text):
        return None
    sentence = sources.sentence_saying([t for t in subject_terms(ALL_YEAR.sub(" ", text)) if t not in GENERIC_TERMS])
    if sentence is None:
        return None
    return sentence if _EXCEPTED_PERIOD.search(sentence) and not ALL_YEAR.search(sentence) else None
