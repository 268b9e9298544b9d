"""Reading figures in English and Russian prose: numbers, sums, percentages, dates, durations.

This package only reads text; it judges nothing. ``verify`` (does the material hold
the answer's figures?) and ``checks`` (is a number a quantity that needs a
jurisdiction?) both build on it, and it imports neither of them. Inside, by layer:

- ``lexicon``: the word tables (currencies, units, months, number words);
- ``notation``, ``dates``, ``units``, ``years``: a number's readings, calendar
  values, what a number's neighbours make of it;
- ``scanner``: the one pass over a text's digits that classifies each number;
- ``mention`` and ``quantities``: the ``Mention`` model and ``find_mentions``
  (number words, ranges, masked spans);
- ``index`` and ``digits``: a text's figures as value sets, read lazily by digits.
"""

from __future__ import annotations

from .dates import DateValue
from .mention import FIGURE_KINDS, QUANTITY_KINDS, Mention
from .notation import Reading
from .quantities import fact_drafts_from_text, find_mentions

__all__ = [
    "DateValue", "FIGURE_KINDS", "Mention", "QUANTITY_KINDS", "Reading",
    "fact_drafts_from_text", "find_mentions",
]
