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


SKIDKI = ("Скидка 50 % на плату за проживание предоставляется студентам из многодетных семей. Члены студенческого "
          "совета общежития получают скидку 25 %. Скидки не суммируются: применяется наибольшая из них.")


def test_a_value_restated_in_a_conclusion_is_compared_where_first_stated() -> None:
    """«…, поэтому вам применят скидку 50 %» restates the 50 % the answer gave the large families
    a clause before; the conclusion's «применят» names the rule that picks it, not its case
    (unseen20 dev u20-ru-006, unseen27 dev u27-ru-030)."""
    question = "Я из многодетной семьи и в студсовете. Какую скидку я получу?"
    right = ("Скидки не суммируются. Студентам из многодетных семей положена скидка 50 %, членам студенческого "
             "совета — 25 %, поэтому вам применят скидку 50 %.")
    assert _checks(SKIDKI, right, question) == []
    # a conclusion with a value the answer never stated before is still compared
    wrong = "Скидки не суммируются, поэтому вам применят скидку 25 %."
    assert "misattributed-figure" in _checks(SKIDKI, wrong, question)
