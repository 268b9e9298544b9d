"""A sentence that goes on about the one before it ("It renews …", "It can be paused …", «Она
стоит …») says that one's subject too: "The unlimited membership can be paused once a year for up
to 7 days" takes the renewal notice's 7 days, and the pause's own sentence ("It can be paused once
a year for up to 30 days") is about the membership as well (unseen46 dev u46-en-027; issue 11,
misattributed-figure)."""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

from tests.linear import stays_bounded

MEMBERSHIP = [("loyalty#membership",
               "The monthly unlimited daycare membership costs C$520 per dog and covers Monday to Friday only. "
               "It renews every month unless it is cancelled at least 7 days before the renewal date. "
               "It can be paused once a year for up to 30 days.")]
ABONEMENT = [("abonementy#bezlimit",
              "Безлимитный абонемент стоит 9 000 ₽ в месяц. Он продлевается каждый месяц, если его не отменить "
              "не позднее чем за 7 дней до продления. Его можно заморозить раз в год на срок до 30 дней.")]
GIFT = [("gift#validity", "A gift card is valid for 12 months from the date of purchase. It can be extended once by "
                          "3 months if you ask before it expires.")]
LIBRARY = [("library#card", "The annual library card costs £12. It is valid for 12 months from the date of "
                            "purchase. It can be suspended once for up to 60 days.")]
GYM = [("gym#monthly", "The monthly membership costs €45. It renews automatically every 30 days. It can be cancelled "
                       "with 14 days' notice.")]
COURSE = [("courses#intensive", "The intensive Spanish course lasts 4 weeks and costs €780. It can be postponed once, "
                                "by up to 2 weeks, if you ask 10 days before it starts.")]
MISPLACED = "misattributed-figure"


@pytest.mark.parametrize(("fragments", "answer"), [
    (MEMBERSHIP, "The unlimited membership can be paused once a year for up to 7 days."),
    (ABONEMENT, "Безлимитный абонемент можно заморозить раз в год на срок до 7 дней."),
    (GIFT, "A gift card can be extended once by 12 months, if you ask before it expires."),
    # a later pronoun sentence's value given to the earlier one's subject (a red-team of this reading)
    (LIBRARY, "The annual library card is valid for 60 days."),
    (GYM, "The monthly membership renews automatically every 14 days."),
])
def test_a_value_of_the_sentence_before_is_not_the_pronoun_sentences(fragments: list[tuple[str, str]],
                                                                    answer: str) -> None:
    assert MISPLACED in checks_citing_all(fragments, answer, "How long?")


@pytest.mark.parametrize(("fragments", "answer"), [
    (MEMBERSHIP, "The unlimited membership can be paused once a year for up to 30 days."),
    (MEMBERSHIP, "You must cancel the unlimited membership at least 7 days before it renews."),
    (MEMBERSHIP, "The unlimited membership costs C$520 per dog a month."),
    (ABONEMENT, "Безлимитный абонемент можно заморозить раз в год, максимум на 30 дней."),
    (ABONEMENT, "Чтобы абонемент не продлился, отмените его не позднее чем за 7 дней."),
    (GIFT, "You can extend a gift card once, by 3 months, if you ask before it expires."),
    (LIBRARY, "The annual library card is valid for 12 months and can be suspended once for up to 60 days."),
    # a relative clause from the pronoun sentence does not make it the figure's rival
    (COURSE, "The intensive Spanish course, which can be postponed once, lasts 4 weeks and costs €780."),
    (COURSE, "You can postpone the intensive Spanish course once, by up to 2 weeks, if you ask 10 days before."),
])
def test_each_pronoun_sentences_own_value_is_its_subjects(fragments: list[tuple[str, str]], answer: str) -> None:
    assert MISPLACED not in checks_citing_all(fragments, answer, "How long?")


def test_a_figure_costs_what_the_sentences_holding_its_words_cost() -> None:
    """The chains are read once per cited material; placing a figure then reads the sentences that
    hold its words, not every sentence of the chain (a review of this reading: sentences × figures)."""
    from tether.verify.grounding import _Scope
    from tether.verify.models import ContextFragment

    def make(n: int) -> _Scope:
        text = "The pass costs £5. " + "It is sold online. " * n + "It lasts 3 days."
        scope = _Scope([ContextFragment(id="p#a", document_id="p", text=text)], [], "", "")
        scope.chains  # noqa: B018 - read once, as for the first figure
        return scope

    def read(scope: _Scope) -> object:
        index = scope.index
        terms = ("pass", "last")
        return scope.chains.carried(index, terms, index.scores(terms, scope._with_subject, exact=True),
                                    scope._with_subject)

    assert stays_bounded(make, read, small=200)
