"""Typed facts extracted by code from fragment text.

Numbers, money, percentages, dates and durations come from the same mention
finder the verifier uses (one notion of "a figure" in the whole system);
identifiers and URLs are found here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_URL = re.compile(r"https?://[^\s<>\"')\]]+[^\s<>\"')\].,;:!?]")
# Codes that mix letters and digits: "EU-2024-17", "NW-200", "ISO-9001". The look-aheads
# run from every word boundary, so they are bounded: unbounded, a run such as "A-A-A-…"
# (every letter a boundary, no digit) made each one scan to the run's end — quadratic, 3.5 s
# for 16 KB (issue 10 item 5). A code's first letter and first digit come within
# _IDENTIFIER_REACH characters of its start; real codes are a dozen characters long.
_IDENTIFIER_REACH = 64
_IDENTIFIER = re.compile(rf"\b(?=[A-ZА-Я0-9-]{{0,{_IDENTIFIER_REACH}}}[A-ZА-Я])"
                         rf"(?=[A-ZА-Я0-9-]{{0,{_IDENTIFIER_REACH}}}\d)[A-ZА-Я0-9]+(?:[-/][A-ZА-Я0-9]+)+\b")


@dataclass(frozen=True, slots=True)
class FactDraft:
    kind: str
    value: str
    unit: str | None
    surface: str
    span: tuple[int, int]


def extract_facts(text: str) -> list[FactDraft]:
    """Every typed fact in ``text``, in order of appearance."""
    facts: list[FactDraft] = []
    # One flag per character: an overlap test costs the span's length, not the number of
    # facts found so far (which made a fragment of many URLs quadratic).
    taken = bytearray(len(text))
    for m in _URL.finditer(text):
        facts.append(FactDraft("url", m.group(0), None, m.group(0), m.span()))
        _take(taken, m.span())
    for m in _IDENTIFIER.finditer(text):
        if not _overlaps(m.span(), taken):
            facts.append(FactDraft("identifier", m.group(0), None, m.group(0), m.span()))
            _take(taken, m.span())
    facts.extend(f for f in _figure_facts(text) if not _overlaps(f.span, taken) and not _part_of_a_name(text, f))
    facts.sort(key=lambda f: f.span)
    return facts


# "NW Sensor 200", "Model 3": a bare number right after a capitalised word, not at the
# start of a sentence, is part of a name. As a fact it invited "the registration number
# is 200 [t1]" (issue 11). The window is bounded, so the look-back stays linear.
_NAME_BEFORE = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-ZА-ЯЁ][\w-]*\s+$")
NAME_WINDOW = 40


def _part_of_a_name(text: str, fact: FactDraft) -> bool:
    if fact.kind != "number" or fact.unit is not None:
        return False
    return bool(_NAME_BEFORE.search(text[max(0, fact.span[0] - NAME_WINDOW):fact.span[0]]))


def _take(taken: bytearray, span: tuple[int, int]) -> None:
    taken[span[0]:span[1]] = b"\x01" * (span[1] - span[0])


def _overlaps(span: tuple[int, int], taken: bytearray) -> bool:
    return taken.find(1, span[0], span[1]) >= 0


def _figure_facts(text: str) -> list[FactDraft]:
    from ..figures import fact_drafts_from_text  # one reader of figures for the project

    return [FactDraft(*args) for args in fact_drafts_from_text(text)]
