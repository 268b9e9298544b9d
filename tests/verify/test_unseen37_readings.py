"""Faithful answers of unseen37's dev split that failed, and the wrong ones beside them that must
still fail: a name joined to a case's name, a minimum told by its words, an elliptic sentence's
permission, "let us know" (tether.verify.case_parts, tether.verify.rival,
tether.checks.clauses, tether.terms)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_citing_all, checks_on

GROUPS = ("A group class takes at most 10 guests in Bangkok and Chiang Mai and at most 12 guests in Hanoi and "
          "Hoi An, each at a cooking station of their own. A class runs with at least 2 guests; if fewer book, we "
          "offer another date or a full refund.")


@pytest.mark.parametrize(("answer", "fired"), [
    # "Hanoi and Hoi An" is one case: 12 is Hoi An's as much as Hanoi's (u37-en-027)
    ("In Hoi An a group class takes up to 12 guests.", []),
    ("In Chiang Mai a group class takes up to 10 guests.", []),
    ("In Hoi An a group class takes up to 10 guests.", ["misattributed-figure"]),
    ("In Chiang Mai a group class takes up to 12 guests.", ["misattributed-figure"]),
    # "at least 2" is the minimum's sentence's, though "group class" is the other's (u37-en-010)
    ("Yes. A group class runs with at least 2 guests, and in Bangkok it takes up to 10, so three of you fit.", []),
])
def test_a_name_joined_to_a_cases_name_and_a_minimum_told_by_its_words(answer: str, fired: list[str]) -> None:
    assert checks_on("How big are the groups, and how many must book?", GROUPS, answer) == fired


PAYING = [
    ("ds-oplata#sposoby", "В России заказ можно оплатить картой на сайте, по СБП или наличными водителю, но не более "
                          "100 000 руб. наличными за один заказ. В Молдове — картой на сайте или наличными в леях "
                          "водителю."),
    ("ds-oplata#predoplata", "Мебель на заказ изготавливается после предоплаты 50 %; остаток оплачивается при "
                             "доставке. Доставку и сборку оплачивают после того, как работа выполнена."),
]


def test_an_elliptic_sentence_permits_what_the_sentence_before_it_permits() -> None:
    """«В Молдове — картой …» leaves out «можно оплатить» of the sentence before (u37-ru-025)."""
    question = "Можно платить наличными в Молдове?"
    assert checks_citing_all(PAYING, "Да, в Молдове можно заплатить водителю наличными в леях или картой на сайте.",
                             question) == []
    assert checks_citing_all(PAYING, "Да, в Молдове нельзя заплатить водителю наличными.", question) == [
        "unsupported-claim"]


@pytest.mark.parametrize(("question", "text", "answer"), [
    # "let us know" is "tell us" (u37-en-006)
    ("Can I eat vegetarian at the class?",
     "Every dish on our menus can be cooked vegetarian or vegan at no extra cost. Tell us at least 24 hours before "
     "the class.", "Yes, every dish can be made vegetarian. Just let us know at least 24 hours before the class."),
    # a "let" that is a rental stays a word of the claim (unseen22 u22s-013)
    ("Is there a minimum rental period in Ireland?",
     "The minimum let is 4 weeks. After that, rent is charged by the day up to the move-out date.",
     "IE: The minimum let is 4 weeks."),
])
def test_faithful_answers_in_the_readers_words_pass(question: str, text: str, answer: str) -> None:
    assert checks_on(question, text, answer) == []


@pytest.mark.parametrize(("question", "text", "answer"), [
    ("Что делать?", "Деньги за бракованную мебель возвращаем в течение 10 дней после получения заявления.",
     "Если хотите, мастер приедет и бесплатно заберёт мебель на склад."),
    # the reader's wish is a word of the claim: with it generic, one invented word ("after
    # delivery") stayed under the coverage threshold (a review's probes, session 36)
    ("Можно заказать сборку?", "Сборку можно заказать при оформлении заказа.",
     "Да, если хотите, сборку можно заказать даже после доставки."),
    ("Can I order assembly?", "Assembly can be ordered when you place the order.",
     "Yes, if you wish, assembly can be ordered after delivery."),
])
def test_an_invented_claim_with_the_readers_wish_still_fails(question: str, text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(question, text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    # a minimum's words keep a value with its sentence only when that sentence names no case the
    # answer leaves out (a review's probes, session 36)
    ("Private classes run with at least 2 guests. Group classes take up to 10 guests and cost 1,500 baht. Children "
     "join from 6 years.", "Children join from at least 2 years."),
    ("The Bangkok class runs with at least 2 guests. The Hanoi class runs only when 4 or more guests book.",
     "The Hanoi class runs with at least 2 guests."),
    ("В Москве группа набирается минимум из 3 человек. В Казани группа набирается из 5 человек.",
     "В Казани группа набирается минимум из 3 человек."),
])
def test_another_cases_minimum_is_still_another_sentences_value(text: str, answer: str) -> None:
    assert "misattributed-figure" in checks_on("How many?", text, answer)
