"""The reader's own figure (the question's) is another case's only where a cited sentence states
it as the same kind of value (tether.verify.case_readers.CaseReaders.another_case)."""

from __future__ import annotations

from one_fragment import checks_of as _checks


def test_the_readers_bare_number_is_not_a_percent_of_the_source() -> None:
    """"a 15-year-old pays the youth price" (the question's own figure) was read as taken from
    "All prices include GST at 15 %" (unseen23 dev u23-en-001, a correct answer)."""
    text = ("In New Zealand an adult day pass costs NZ$139 and a youth pass (ages 6 to 17) NZ$79. All prices include "
            "GST at 15 %.")
    answer = ("In New Zealand a 15-year-old pays the youth price of NZ$79 for a day pass. The price includes GST "
              "at 15 %.")
    assert _checks(text, answer, "What's a day pass for my 15-year-old?") == []
