"""Typed facts extracted by code from fragment text.

Numbers, money, percentages, dates and durations come from the same mention
finder the verifier uses (one notion of "a figure" in the whole system);
identifiers and URLs are found here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_URL = re.compile(r"https?://[^\s<>\"')\]]+[^\s<>\"')\].,;:!?]")
# Codes that mix letters and digits: "EU-2024-17", "NW-200", "ISO-9001".
_IDENTIFIER = re.compile(r"\b(?=[A-ZА-Я0-9-]*[A-ZА-Я])(?=[A-ZА-Я0-9-]*\d)[A-ZА-Я0-9]+(?:[-/][A-ZА-Я0-9]+)+\b")


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
    taken: list[tuple[int, int]] = []
    for m in _URL.finditer(text):
        facts.append(FactDraft("url", m.group(0), None, m.group(0), m.span()))
        taken.append(m.span())
    for m in _IDENTIFIER.finditer(text):
        if not _overlaps(m.span(), taken):
            facts.append(FactDraft("identifier", m.group(0), None, m.group(0), m.span()))
            taken.append(m.span())
    facts.extend(f for f in _figure_facts(text) if not _overlaps(f.span, taken) and not _part_of_a_name(text, f))
    facts.sort(key=lambda f: f.span)
    return facts


# "NW Sensor 200", "Model 3": a bare number right after a capitalised word, not at the
# start of a sentence, is part of a name. As a fact it invited "the registration number
# is 200 [t1]" (issue 11).
_NAME_BEFORE = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-ZА-ЯЁ][\w-]*\s+$")


def _part_of_a_name(text: str, fact: FactDraft) -> bool:
    if fact.kind != "number" or fact.unit is not None:
        return False
    return bool(_NAME_BEFORE.search(text[max(0, fact.span[0] - 40):fact.span[0]]))


def _overlaps(span: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    return any(span[0] < end and start < span[1] for start, end in taken)


def _figure_facts(text: str) -> list[FactDraft]:
    from ..verify import fact_drafts_from_text  # the verifier owns figure parsing

    return [FactDraft(*args) for args in fact_drafts_from_text(text)]
